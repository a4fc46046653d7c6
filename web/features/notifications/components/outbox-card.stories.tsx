import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OutboxCard } from './outbox-card';

const emails = [
  {
    id: '0b6f3d52-7a51-4b5e-9a0f-1a2b3c4d5e6f',
    kind: 'case-updates',
    to: 'c***@example.com',
    date: '2026-05-01T11:50:00.000Z',
    sizeBytes: 812,
  },
];

const meta = {
  title: 'Notifications/Admin outbox',
  component: OutboxCard,
  parameters: { queryData: [[['/api/admin/outbox'], { adapter: 'outbox', emails }]] },
  render: () => (
    <main style={{ padding: 24 }}>
      <h1 className="cb-visually-hidden">Administration</h1>
      <OutboxCard />
    </main>
  ),
} satisfies Meta<typeof OutboxCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Email Outbox' })).toBeVisible();
    // The kind and the masked address; no words of the message.
    await expect(canvas.getByText('Case updates')).toBeVisible();
    await expect(canvas.getByText(/To c\*\*\*@example.com/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { queryData: [[['/api/admin/outbox'], { adapter: 'outbox', emails: [] }]] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No emails yet')).toBeVisible();
  },
};

export const SentBySmtp: Story = {
  parameters: { queryData: [[['/api/admin/outbox'], { adapter: 'smtp', emails: [] }]] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/sent through the configured SMTP server/)).toBeVisible();
  },
};
