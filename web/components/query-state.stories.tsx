import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '../lib/api-client';
import { LoadError, LoadingBlock } from './query-state';

const meta = {
  title: 'Shared/Query state',
  decorators: [(Story) => <main style={{ padding: 24, maxWidth: 640 }}>{Story()}</main>],
} satisfies Meta;
export default meta;

export const Loading: StoryObj = {
  render: () => <LoadingBlock label="Loading staff accounts" />,
};

export const Failed: StoryObj<typeof LoadError> = {
  args: {
    title: 'Could not load staff accounts',
    error: new ApiError(503, 'Service Unavailable', '{"message":"The database is not reachable","code":"UNAVAILABLE"}'),
    onRetry: fn(),
  },
  render: (args) => <LoadError {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The database is not reachable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
