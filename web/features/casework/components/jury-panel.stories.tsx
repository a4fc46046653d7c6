import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** The first three jurors, then all twelve in seat order, each with profile, leanings, vote and reason; the count agrees. */
export const Jury: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('8 of 12')).toBeVisible();
    await expect(canvas.getAllByTestId('juror')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 12 jurors' }));
    const jurors = canvas.getAllByTestId('juror');
    await expect(jurors).toHaveLength(12);
    await expect(canvas.getByRole('button', { name: 'Show the first 3 jurors' })).toHaveAttribute('aria-expanded', 'true');
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
