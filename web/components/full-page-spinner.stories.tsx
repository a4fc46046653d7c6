import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullPageSpinner } from './full-page-spinner';

const meta = {
  title: 'Shared/Full page spinner',
  component: FullPageSpinner,
} satisfies Meta<typeof FullPageSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const SessionLoading: Story = { args: { label: 'Loading your session' } };
