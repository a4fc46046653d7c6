import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlaceholderPage } from './placeholder-page';

const meta = {
  title: 'Shared/Placeholder page',
  component: PlaceholderPage,
  decorators: [(Story) => <main>{Story()}</main>],
} satisfies Meta<typeof PlaceholderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  args: { title: 'History', description: 'Your chat history and escalation requests arrive in the conversation release.' },
};

export const Pro: Story = {
  args: {
    title: 'Case Analysis',
    pro: true,
    description: 'Submitting a case for the AI mock-jury analysis arrives in the casework release.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Case Analysis' })).toBeVisible();
    await expect(canvas.getByText('PRO')).toBeVisible();
  },
};
