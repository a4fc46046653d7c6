import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { EscalationRequests } from './escalation-requests';
import { clientEscalations, pendingEscalation } from './story-fixtures';

const meta = {
  title: 'Escalations/Escalation requests (History tab)',
  component: EscalationRequests,
  parameters: { queryData: [[['/api/escalations'], clientEscalations]] },
  render: () => (
    <main style={{ padding: 24 }}>
      <h1 className="cb-visually-hidden">History</h1>
      <EscalationRequests />
    </main>
  ),
} satisfies Meta<typeof EscalationRequests>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    await expect(first.getByRole('heading', { name: 'INV-2026-48213' })).toBeVisible();
    await expect(first.getByText('Pending')).toBeVisible();
    await expect(first.getByText('Urgent')).toBeVisible();
    await expect(first.getByText(/about 1 hour ago/)).toBeVisible();
    await expect(first.getByText(pendingEscalation.caseSummary)).toBeVisible();
    await expect(within(cards[1]!).getByText('In Progress')).toBeVisible();
    await expect(within(cards[2]!).getByText('Completed')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Download Report/ })).toHaveLength(3);
  },
};

export const Empty: Story = {
  parameters: { queryData: [[['/api/escalations'], []]] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No escalation requests')).toBeVisible();
  },
};

export const DownloadReport: Story = {
  parameters: {
    api: {
      'GET /api/escalations/3/report.pdf': () =>
        new Response(new Blob(['%PDF-1.7 story'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="INV-2026-48213.pdf"' },
        }),
    },
  },
  play: async ({ canvasElement }) => {
    // Catch the link the download makes instead of letting the browser save a file.
    const clicked: HTMLAnchorElement[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this);
    };
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download Report for INV-2026-48213' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      await expect(clicked[0]!.download).toBe('INV-2026-48213.pdf');
      await expect(clicked[0]!.href).toMatch(/^blob:/);
      const calls = (globalThis.fetch as Mock<typeof fetch>).mock.calls.map(([input]) => String(input));
      await expect(calls).toContain('/api/escalations/3/report.pdf');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  },
};

export const DownloadFails: Story = {
  parameters: {
    api: { 'GET /api/escalations/3/report.pdf': { status: 404, body: { message: 'Escalation not found', code: 'NOT_FOUND' } } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download Report for INV-2026-48213' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Download failed')).toBeInTheDocument();
    await expect(page.getByText('Escalation not found')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: {
    queryData: [],
    api: { 'GET /api/escalations': { status: 500, body: { message: 'The database is unavailable', code: 'INTERNAL' } } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not load your escalation requests')).toBeVisible();
  },
};
