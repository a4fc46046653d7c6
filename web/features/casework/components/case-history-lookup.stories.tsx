import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaseHistoryLookup } from './case-history-lookup';

const meta = {
  title: 'Casework/Case history lookup',
  component: CaseHistoryLookup,
  args: { onOpen: fn() },
  render: (args) => (
    <main>
      <CaseHistoryLookup {...args} />
    </main>
  ),
} satisfies Meta<typeof CaseHistoryLookup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A number opens that case's history; anything else is 'Invalid Case ID'. */
export const Lookup: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Case ID'), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Open history' }));
    await expect(await canvas.findByText('Invalid Case ID')).toBeVisible();
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Case ID'));
    await userEvent.type(canvas.getByLabelText('Case ID'), ' 42 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Open history' }));
    await expect(args.onOpen).toHaveBeenCalledWith(42);
  },
};
