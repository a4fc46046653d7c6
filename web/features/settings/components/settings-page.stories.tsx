import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clientUser, defaultNotificationPreferences, defaultPrivacySettings, serverError } from '../../../../.storybook/fixtures';
import { watchBrowserValidation } from '../../../../.storybook/forms';
import { sentBodies, type MockRequest } from '../../../../.storybook/mock-fetch';
import { SettingsPage, type SettingsPageProps, type SettingsTab } from './settings-page';

function SettingsWithTabs(props: SettingsPageProps) {
  const [tab, setTab] = useState<SettingsTab>(props.tab);
  return (
    <main>
      <SettingsPage
        {...props}
        tab={tab}
        onTabChange={(next) => {
          setTab(next);
          props.onTabChange(next);
        }}
      />
    </main>
  );
}

const loaded = {
  queryData: [
    [['/api/user/notifications'], defaultNotificationPreferences],
    [['/api/user/privacy'], defaultPrivacySettings],
  ],
};

const meta = {
  title: 'Settings/Settings page',
  component: SettingsPage,
  render: (args) => <SettingsWithTabs {...args} />,
  args: {
    user: clientUser,
    tab: 'account',
    onTabChange: fn(),
    onProfileSaved: fn(),
    onErased: fn(),
    // The real slot is the auth feature's LogoutButton; a stand-in keeps this story to settings.
    logoutAction: <Button>Logout</Button>,
  },
  parameters: loaded,
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Account: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByLabelText('Username')).toHaveValue(clientUser.username);
    await expect(canvas.getByLabelText('Email')).toHaveValue(clientUser.email);
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const ProfileSaved: Story = {
  parameters: {
    api: {
      'PUT /api/user/profile': ({ body }: MockRequest) => ({ body: { ...clientUser, ...(body as object) } }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'casey.new@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Profile updated')).toBeInTheDocument();
    await expect(sentBodies('PUT', '/api/user/profile')).toEqual([{ username: clientUser.username, email: 'casey.new@example.com' }]);
    await expect(args.onProfileSaved).toHaveBeenCalledWith({ ...clientUser, email: 'casey.new@example.com' });
  },
};

export const ProfileValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const browserValidations = watchBrowserValidation(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Username'));
    await userEvent.type(canvas.getByLabelText('Username'), 'ab');
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.type(canvas.getByLabelText('Email'), 'jordan@');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(await canvas.findByText('Username must be at least 3 characters')).toBeVisible();
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    // The contract's words only: the browser's own bubble never ran.
    await expect(browserValidations()).toBe(0);
    await expect(sentBodies('PUT', '/api/user/profile')).toHaveLength(0);
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New Password'), 'secret12');
    await userEvent.type(canvas.getByLabelText('Confirm New Password'), 'secret13');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByText('Current password is required')).toBeVisible();
    await expect(await canvas.findByText("Passwords don't match")).toBeVisible();
    await expect(sentBodies('PUT', '/api/user/password')).toHaveLength(0);
  },
};

/** The eye shows and hides a password (antd's Input.Password); the focus stays in the field. */
export const PasswordShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByLabelText('Current Password');
    await userEvent.type(current, 'secret12');
    await expect(current).toHaveAttribute('type', 'password');
    const [eye] = canvas.getAllByRole('button', { name: 'Show' });
    await userEvent.click(eye!);
    await expect(current).toHaveAttribute('type', 'text');
    await expect(current).toHaveFocus();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Hide' })[0]!);
    await expect(current).toHaveAttribute('type', 'password');
    await expect(current).toHaveValue('secret12');
  },
};

export const PasswordWrongCurrent: Story = {
  parameters: {
    api: { 'PUT /api/user/password': { status: 400, body: { message: 'Current password is incorrect', code: 'VALIDATION' } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current Password'), 'wrong-one');
    await userEvent.type(canvas.getByLabelText('New Password'), 'secret12');
    await userEvent.type(canvas.getByLabelText('Confirm New Password'), 'secret12');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Password change failed')).toBeInTheDocument();
    await expect(await canvas.findByText('Current password is incorrect')).toBeVisible();
  },
};

export const Notifications: Story = {
  args: { tab: 'notifications' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected: Array<[string, boolean]> = [
      ['Case Updates', true],
      ['Human Investigator Messages', true],
      ['Marketing & Promotions', false],
      ['Case Reminders', true],
      ['Subscription Alerts', true],
    ];
    for (const [name, on] of expected) {
      // The tab's code loads when it is opened (docs/decisions/0028): wait for it.
      const toggle = await canvas.findByRole('switch', { name });
      await (on ? expect(toggle).toBeChecked() : expect(toggle).not.toBeChecked());
    }
  },
};

export const NotificationsSave: Story = {
  args: { tab: 'notifications' },
  parameters: { api: { 'PUT /api/user/notifications': ({ body }: MockRequest) => ({ body }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Marketing & Promotions' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Case Reminders' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Preferences saved')).toBeInTheDocument();
    await expect(sentBodies('PUT', '/api/user/notifications')).toEqual([
      { ...defaultNotificationPreferences, emailMarketing: true, inAppCaseReminders: false },
    ]);
  },
};

export const NotificationsLoading: Story = {
  args: { tab: 'notifications' },
  parameters: { queryData: [], api: { 'GET /api/user/notifications': 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading notification preferences')).toBeInTheDocument();
  },
};

export const NotificationsLoadFailed: Story = {
  args: { tab: 'notifications' },
  parameters: { queryData: [], api: { 'GET /api/user/notifications': serverError('Preferences are unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load your notification preferences')).toBeVisible();
    await expect(canvas.getByText('Preferences are unavailable')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The toggles come from the server: saved values show after a reload. */
export const NotificationsFromServer: Story = {
  args: { tab: 'notifications' },
  parameters: {
    queryData: [],
    api: { 'GET /api/user/notifications': { body: { ...defaultNotificationPreferences, emailCaseUpdates: false } } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('switch', { name: 'Case Updates' })).not.toBeChecked();
  },
};

export const Privacy: Story = {
  args: { tab: 'privacy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'Conversation History' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'AI Training' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Usage Analytics' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Mask personal data sent to external AI' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Request Data Deletion' })).toBeVisible();
  },
};

export const PrivacySave: Story = {
  args: { tab: 'privacy' },
  parameters: { api: { 'PUT /api/user/privacy': ({ body }: MockRequest) => ({ body }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'AI Training' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Mask personal data sent to external AI' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Privacy Settings' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Privacy settings saved')).toBeInTheDocument();
    await expect(sentBodies('PUT', '/api/user/privacy')).toEqual([
      { ...defaultPrivacySettings, aiTraining: true, maskPersonalData: false },
    ]);
  },
};

export const PrivacySaveFailed: Story = {
  args: { tab: 'privacy' },
  parameters: { api: { 'PUT /api/user/privacy': serverError('Could not reach the database') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Save Privacy Settings' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Could not save privacy settings')).toBeInTheDocument();
    await expect(body.getByText('Could not reach the database')).toBeInTheDocument();
  },
};

export const RequestDataDeletion: Story = {
  args: { tab: 'privacy' },
  parameters: { api: { 'POST /api/user/erase': { status: 204 } } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Request Data Deletion' }));
    const dialog = await body.findByRole('dialog', { name: 'Delete your data?' });
    // The dialog zooms in: it is visible once its entrance animation has run.
    await waitFor(() => expect(within(dialog).getByText(/cannot be undone/)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Data' }));
    await expect(await within(dialog).findByText('Enter your password to confirm the deletion')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Data' }));
    await waitFor(() => expect(args.onErased).toHaveBeenCalled());
    await expect(sentBodies('POST', '/api/user/erase')).toEqual([{ password: 'secret12' }]);
  },
};

export const RequestDataDeletionWrongPassword: Story = {
  args: { tab: 'privacy' },
  parameters: {
    api: { 'POST /api/user/erase': { status: 400, body: { message: 'Password is incorrect', code: 'VALIDATION' } } },
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Request Data Deletion' }));
    const dialog = await body.findByRole('dialog', { name: 'Delete your data?' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Data' }));
    await expect(await within(dialog).findByText('Password is incorrect')).toBeVisible();
    await expect(args.onErased).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { tab: 'notifications' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
