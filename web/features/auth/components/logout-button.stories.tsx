import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LogoutButton } from './logout-button';

const meta = {
  title: 'Auth/Logout button',
  component: LogoutButton,
  args: { onSignedOut: fn() },
  decorators: [(Story) => <main style={{ padding: 24 }}>{Story()}</main>],
} satisfies Meta<typeof LogoutButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignsOut: Story = {
  parameters: { api: { 'POST /api/logout': { status: 204 } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalled());
  },
};

export const LoggingOut: Story = {
  parameters: { api: { 'POST /api/logout': 'pending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('button', { name: 'Logging out...' })).toBeDisabled();
  },
};

export const LogoutFailed: Story = {
  parameters: { api: { 'POST /api/logout': { status: 500, body: { message: 'Session store unavailable', code: 'INTERNAL' } } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Logout failed')).toBeInTheDocument();
    await expect(body.getByText('Session store unavailable')).toBeInTheDocument();
    await expect(args.onSignedOut).not.toHaveBeenCalled();
  },
};
