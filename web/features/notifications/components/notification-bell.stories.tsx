import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clientUser, signedIn } from '../../../../.storybook/fixtures';
import { NotificationCenter } from './notification-center';
import { analysisReady, escalationTaken, notificationList } from './story-fixtures';

// The bell as the app shell shows it: the count from GET /api/notifications, the list on click,
// mark read through the API. The live stream is off here (no server); its cache updates are
// unit-tested in lib/merge.test.ts and end to end in e2e/notifications.spec.ts.
const meta = {
  title: 'Notifications/Bell',
  component: NotificationCenter,
  args: { live: false },
  parameters: {
    queryData: [...signedIn(clientUser), [['/api/notifications'], notificationList]],
    api: {
      'PATCH /api/notifications/6f1c2d3e-0000-4000-8000-000000000002/read': { body: { unreadCount: 1, marked: 1 } },
      'POST /api/notifications/read-all': { body: { unreadCount: 0, marked: 2 } },
      'GET /api/notifications': { body: notificationList },
    },
  },
  render: (args) => (
    <main style={{ padding: 24, display: 'flex', justifyContent: 'flex-end' }}>
      <h1 className="cb-visually-hidden">Bell</h1>
      <NotificationCenter {...args} />
    </main>
  ),
} satisfies Meta<typeof NotificationCenter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnreadCount: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(bell).toBeVisible();
    await expect(within(canvasElement).getByText('2')).toBeVisible();
  },
};

export const OpenAndMarkRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 2 unread' }));
    const body = within(canvasElement.ownerDocument.body);
    const list = await body.findByRole('list', { name: 'Notifications' });
    // The popover fades in: wait for the end of its motion rather than its first frame.
    await waitFor(() => expect(within(list).getByText(escalationTaken.title)).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: `Mark read: ${analysisReady.title}` }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument());
    await userEvent.click(body.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    await expect(body.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0);
  },
};

export const NoneYet: Story = {
  parameters: {
    queryData: [...signedIn(clientUser), [['/api/notifications'], { items: [], unreadCount: 0, cursor: '0' }]],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    // The popover fades in: wait until the text is visible, not merely in the document.
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('No notifications yet')).toBeVisible());
  },
};
