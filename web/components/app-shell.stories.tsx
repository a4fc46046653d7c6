import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tag } from './ui/tag';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { adminUser, clientUser } from '../../.storybook/fixtures';
import { navGroupsFor } from '../app/nav';
import { AppShell } from './app-shell';
import { PlaceholderPage } from './placeholder-page';

const meta = {
  title: 'Shared/App shell',
  component: AppShell,
  args: {
    username: clientUser.username,
    navGroups: navGroupsFor(clientUser),
    notice: <Tag>Offline AI · Test payments</Tag>,
    onSignOut: fn(),
    signingOut: false,
    children: <PlaceholderPage title="Chat" description="Chat with the AI assistant arrives in the conversation release." />,
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopClient: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const essentials = within(nav).getByRole('list', { name: 'Essentials' });
    await expect(
      within(essentials)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Chat', 'History', 'Find My PI', 'Subscription', 'Settings']);
    const advanced = within(nav).getByRole('list', { name: 'Advanced Intelligence' });
    await expect(within(advanced).getAllByText('PRO')).toHaveLength(3);
    await expect(within(nav).queryByRole('link', { name: 'Investigator Dashboard' })).toBeNull();
    await expect(canvas.getByText('Online')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

export const DesktopAdmin: Story = {
  args: { username: adminUser.username, navGroups: navGroupsFor(adminUser) },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Investigator Dashboard' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Investigator Network' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Admin' })).toBeVisible();
  },
};

export const SigningOut: Story = {
  args: { signingOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Signing out\.\.\./ })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    const dialog = await body.findByRole('dialog');
    // The drawer slides in: wait for the end of its motion rather than its first frame.
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Find My PI' })).toBeVisible());
    await expect(within(dialog).getByText(clientUser.username)).toBeVisible();
    await expect(within(dialog).getByText('Online')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeVisible();
    // Following a link closes the menu.
    await userEvent.click(within(dialog).getByRole('link', { name: 'History' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The slot beside the brand (the notification bell in the app). */
export const WithHeaderActions: Story = {
  args: { headerActions: <button type="button">Header action</button> },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('.cb-sidebar-header') as HTMLElement;
    await expect(within(header).getByRole('button', { name: 'Header action' })).toBeVisible();
  },
};
