import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminUser, auditorUser, investigatorUser, serverError } from '../../../../.storybook/fixtures';
import { sentBodies } from '../../../../.storybook/mock-fetch';
import { AdminPage } from './admin-page';

const meta = {
  title: 'Admin/Admin page',
  component: AdminPage,
  decorators: [(Story) => <main>{Story()}</main>],
} satisfies Meta<typeof AdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StaffList: Story = {
  parameters: { queryData: [[['/api/admin/users'], [adminUser, investigatorUser, auditorUser]]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('cell', { name: investigatorUser.username })).toBeVisible();
    await expect(within(table).getByText('Auditor')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const Empty: Story = {
  parameters: { queryData: [[['/api/admin/users'], []]] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No staff accounts yet. Create the first one below.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { 'GET /api/admin/users': 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading staff accounts')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'GET /api/admin/users': serverError('The staff list is unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load staff accounts')).toBeVisible();
    await expect(canvas.getByText('The staff list is unavailable')).toBeVisible();
  },
};

export const CreateAccount: Story = {
  parameters: {
    queryData: [[['/api/admin/users'], [adminUser]]],
    api: {
      'POST /api/admin/users': { status: 201, body: { ...auditorUser, id: 505, username: 'new.auditor' } },
      'GET /api/admin/users': {
        body: [
          { ...adminUser, disabled: false },
          { ...auditorUser, id: 505, username: 'new.auditor', disabled: false },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The form's code loads when it nears the viewport (docs/decisions/0028): wait for it.
    await userEvent.type(await canvas.findByLabelText('Username'), 'new.auditor');
    await userEvent.type(canvas.getByLabelText('Email'), 'new.auditor@example.com');
    await userEvent.type(canvas.getByLabelText('Initial Password'), 'secret12');
    // antd hides the radio input under its label; click the label as a user does.
    const auditor = canvas.getByRole('radio', { name: 'Auditor' });
    await userEvent.click(auditor.closest('label') ?? auditor);
    await expect(auditor).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Account created')).toBeInTheDocument();
    await expect(sentBodies('POST', '/api/admin/users')).toEqual([
      { username: 'new.auditor', email: 'new.auditor@example.com', password: 'secret12', role: 'auditor' },
    ]);
    // The list is refetched through its query key.
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'new.auditor' })).toBeVisible());
  },
};

/** An investigator disabled: its status says so, and Enable sends the command (the list is read again). */
export const DisableAndEnable: Story = {
  parameters: {
    queryData: [[['/api/admin/users'], [adminUser, { ...investigatorUser, disabled: true }]]],
    api: {
      [`POST /api/admin/users/${investigatorUser.id}/enable`]: { body: { ...investigatorUser, disabled: false } },
      'GET /api/admin/users': {
        body: [
          { ...adminUser, disabled: false },
          { ...investigatorUser, disabled: false },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getAllByRole('row').find((r) => r.textContent?.includes(investigatorUser.username))!;
    await expect(within(row).getByText('Disabled')).toBeVisible();
    await expect(
      within(canvas.getAllByRole('row').find((r) => r.textContent?.includes(adminUser.username))!).getByText('Operations account'),
    ).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: `Enable ${investigatorUser.username}` }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Account enabled')).toBeInTheDocument();
    await expect(sentBodies('POST', `/api/admin/users/${investigatorUser.id}/enable`)).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(canvas.getAllByRole('row').find((r) => r.textContent?.includes(investigatorUser.username))!).getByText('Active'),
      ).toBeVisible(),
    );
  },
};

export const CreateAccountValidation: Story = {
  parameters: { queryData: [[['/api/admin/users'], [adminUser]]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Username must be at least 3 characters')).toBeVisible();
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    await expect(await canvas.findByText('Password must be at least 8 characters')).toBeVisible();
  },
};

export const CreateAccountConflict: Story = {
  parameters: {
    queryData: [[['/api/admin/users'], [adminUser]]],
    api: { 'POST /api/admin/users': { status: 409, body: { message: 'That username is already taken', code: 'CONFLICT' } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The form's code loads when it nears the viewport (docs/decisions/0028): wait for it.
    await userEvent.type(await canvas.findByLabelText('Username'), 'ops.admin');
    await userEvent.type(canvas.getByLabelText('Email'), 'ops2@example.com');
    await userEvent.type(canvas.getByLabelText('Initial Password'), 'secret12');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Could not create account')).toBeInTheDocument();
    await expect(body.getByText('That username is already taken')).toBeInTheDocument();
  },
};
