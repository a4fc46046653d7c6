import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OutboxCard } from './outbox-card';

const emails = [
  {
    id: '0b6f3d52-7a51-4b5e-9a0f-1a2b3c4d5e6f',
    from: '"Casebook" <no-reply@casebook.invalid>',
    to: 'casey@example.com',
    subject: 'Casebook: An investigator took your escalation INV-2026-48213',
    date: '2026-05-01T11:50:00.000Z',
    text: 'Hello casey.client,\n\nYour escalation INV-2026-48213 is now In Progress: an investigator is working on it.\n',
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
    const subject = canvas.getByText(emails[0]!.subject);
    await expect(canvas.getByText(/To casey@example.com/)).toBeVisible();
    await userEvent.click(subject);
    await expect(await canvas.findByText(/is now In Progress/)).toBeVisible();
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
