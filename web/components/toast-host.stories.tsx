import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from 'antd';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '../lib/toast';

/** The ToastHost is mounted by AppProviders (and so by every story); this drives it. */
function ToastDemo() {
  return (
    <main style={{ padding: 24 }}>
      <Space wrap>
        <Button
          onClick={() =>
            toast({ variant: 'success', title: 'Preferences saved', description: 'Your notification preferences have been updated.' })
          }
        >
          Show success
        </Button>
        <Button
          onClick={() =>
            toast({ variant: 'error', title: 'Login failed', description: 'Invalid username or password. Please check your credentials.' })
          }
        >
          Show error
        </Button>
      </Space>
    </main>
  );
}

const meta = {
  title: 'Shared/Toast',
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;
export default meta;

export const OneAtATime: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await waitFor(() => expect(body.getByText('Preferences saved')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await waitFor(() => expect(body.getByText('Login failed')).toBeVisible());
    await waitFor(() => expect(body.queryByText('Preferences saved')).toBeNull());
  },
};
