import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { JuryPanel } from './jury-panel';
import { storyJurors } from './story-fixtures';
import './casework.css';

const meta = {
  title: 'Casework/Jury panel',
  component: JuryPanel,
  args: { jurors: storyJurors },
  render: (args) => (
    <main className="cb-page">
      <JuryPanel {...args} />
    </main>
  ),
} satisfies Meta<typeof JuryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve jurors in seat order, each with profile, leanings, vote and reason; the count agrees. */
export const Jury: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('8 of 12')).toBeVisible();
    const jurors = canvas.getAllByTestId('juror');
    await expect(jurors).toHaveLength(12);
    await expect(within(jurors[0]!).getByText('Juror 1')).toBeVisible();
    await expect(within(jurors[0]!).getByText(/Not guilty · \d+%/)).toBeVisible();
    await expect(within(jurors[11]!).getByText(/Guilty · \d+%/)).toBeVisible();
    await expect(within(jurors[0]!).getByText(/Retired teacher/)).toBeVisible();
    await expect(within(jurors[0]!).getByText(/60 metres at night/)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  },
};
