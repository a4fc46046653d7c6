import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { embeddedRuntime, productionRuntime } from '../../../../.storybook/fixtures';
import { RuntimeNotice, RuntimeNoticeView } from './runtime-notice';

const meta = {
  title: 'Platform/Runtime notice',
  component: RuntimeNoticeView,
  decorators: [(Story) => <main style={{ padding: 24 }}>{Story()}</main>],
} satisfies Meta<typeof RuntimeNoticeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmbeddedDefaults: Story = {
  args: { config: embeddedRuntime },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent('Offline AI · Test payments');
    // One line in the top bar, never wrapped.
    await expect(getComputedStyle(note).whiteSpace).toBe('nowrap');
    await userEvent.hover(note);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByRole('tooltip')).toHaveTextContent('built-in engines'));
  },
};

export const OfflineAiOnly: Story = {
  args: { config: { ...productionRuntime, ai: 'offline' } },
};

/** Real AI and real payments: nothing to say, so nothing is shown. */
export const AllReal: Story = {
  args: { config: productionRuntime },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
  },
};

/** The connected component reads GET /api/config/runtime. */
export const FromServer: StoryObj = {
  render: () => <RuntimeNotice />,
  parameters: { api: { 'GET /api/config/runtime': { body: embeddedRuntime } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('note')).toHaveTextContent('Offline AI · Test payments');
  },
};
