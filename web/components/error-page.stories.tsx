import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { ErrorPage } from './error-page';

const meta = {
  title: 'Shared/Error page',
  component: ErrorPage,
  args: { error: new Error('Rendering failed'), onReload: fn(), onGoHome: fn() },
  beforeEach: () => {
    // The page logs the error; keep the test output clean but check that it does.
    const spy = spyOn(console, 'error').mockImplementation(() => {});
    return () => spy.mockRestore();
  },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      canvas.getByText('We apologize for the inconvenience. An unexpected error occurred while loading this page.'),
    ).toBeVisible();
    await expect(console.error).toHaveBeenCalledWith(args.error);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload Page' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Go Home' }));
    await expect(args.onGoHome).toHaveBeenCalledTimes(1);
  },
};
