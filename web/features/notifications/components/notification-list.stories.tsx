import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationList } from './notification-list';
import { analysisReady, escalationTaken, premiumActive, STORY_NOW } from './story-fixtures';

const meta = {
  title: 'Notifications/List',
  component: NotificationList,
  args: {
    items: [escalationTaken, analysisReady, premiumActive],
    unreadCount: 2,
    onOpen: fn(),
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    now: STORY_NOW,
  },
  render: (args) => (
    <main style={{ padding: 24 }}>
      <NotificationList {...args} />
    </main>
  ),
} satisfies Meta<typeof NotificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByText(escalationTaken.title)).toBeVisible();
    // Only a high-priority notification is marked; the others carry no priority tag.
    await expect(within(items[0]!).queryByText(/priority|Important/)).toBeNull();
    await expect(within(items[0]!).getByText('10 minutes ago')).toBeVisible();
    await expect(within(items[1]!).getByText('Important')).toBeVisible();
    await expect(within(items[2]!).queryByText(/priority|Important/)).toBeNull();
    // Read ones carry no unread mark and no Mark read button.
    await expect(canvas.getAllByRole('img', { name: 'Unread' })).toHaveLength(2);
    await expect(within(items[2]!).queryByRole('button', { name: /^Mark read:/ })).toBeNull();

    await userEvent.click(within(items[1]!).getByRole('button', { name: `Mark read: ${analysisReady.title}` }));
    await expect(args.onMarkRead).toHaveBeenCalledWith(analysisReady.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalled();
    await userEvent.click(within(items[0]!).getByText(escalationTaken.message));
    await expect(args.onOpen).toHaveBeenCalledWith(escalationTaken);
  },
};

export const AllRead: Story = {
  args: { items: [{ ...escalationTaken, isRead: true }, premiumActive], unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { items: [], unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No notifications yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], unreadCount: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading notifications');
  },
};

export const LiveUpdatesPaused: Story = {
  args: { live: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Live updates paused; checking every 30 seconds.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { items: [], unreadCount: 0, error: 'Notifications could not be loaded.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Notifications could not be loaded.');
  },
};
