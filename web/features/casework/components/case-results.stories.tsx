import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CaseResults } from './case-results';
import { storyBenchResult, storyOlderResult, storyResult } from './story-fixtures';
import './casework.css';

const meta = {
  title: 'Casework/Case results',
  component: CaseResults,
  args: { result: storyResult },
  render: (args) => (
    <main className="cb-page cb-stack">
      <CaseResults {...args} />
    </main>
  ),
} satisfies Meta<typeof CaseResults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A criminal case: the probability with its range, the waterfall from the base rate, the facts weighed, and twelve jurors. */
export const Jury: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('success-probability')).toHaveTextContent('64% — likely between 52% and 75%');
    const moved = within(canvas.getByRole('list', { name: 'What moved the estimate' }));
    await expect(moved.getByText('Base rate')).toBeVisible();
    await expect(canvas.getAllByTestId('contribution')[0]).toHaveTextContent('A confession by someone else');
    await expect(canvas.getAllByTestId('contribution')[0]).toHaveTextContent('+21 points');
    // The chart is drawn once it has a width.
    await expect(
      (await within(canvas.getByTestId('contributions-chart')).findAllByText('Base rate', { selector: 'text' }, { timeout: 10_000 }))[0],
    ).toBeInTheDocument();
    await expect(canvas.queryByTestId('facts-unreviewed')).toBeNull();
    await expect(canvas.getByText('Facts weighed (as you confirmed them)')).toBeVisible();
    // Three jurors until 'Show all'.
    await expect(canvas.getAllByTestId('juror')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 12 jurors' }));
    await expect(canvas.getAllByTestId('juror')).toHaveLength(12);
    await expect(canvas.queryByTestId('bench')).toBeNull();
  },
};

/** A family matter: the bench, no jurors anywhere; the facts were not reviewed, and the reader's flag shows. */
export const Bench: Story = {
  args: { result: storyBenchResult },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bench = within(canvas.getByTestId('bench'));
    await expect(bench.getByRole('heading', { name: 'The bench' })).toBeVisible();
    await expect(bench.getByText('Texas best-interest factors (Holley v. Adams; Tex. Fam. Code § 153.002)')).toBeVisible();
    await expect(bench.getByTestId('bench-ruling')).toHaveTextContent('Grants joint custody, the client as primary parent');
    await expect(bench.getByText('· 71% confidence')).toBeVisible();
    await expect(bench.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByTestId('facts-unreviewed')).toHaveTextContent(
      'Analysed on the facts as read from your description; they were not reviewed.',
    );
    await expect(canvas.getByTestId('flag-role-unknown')).toBeVisible();
    await expect(canvas.queryAllByTestId('juror')).toHaveLength(0);
    await expect(canvasElement.textContent).not.toMatch(/juror|panelist/i);
    await expect(canvas.queryByText(/No clear ruling/)).toBeNull();
  },
};

/** Staff read "the client", not "you". */
export const BenchForStaff: Story = {
  args: { result: storyBenchResult, audience: 'staff' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('facts-unreviewed')).toHaveTextContent(
      "the client's description; the client did not review them",
    );
  },
};

/** A result made before the fact sheet: no range, waterfall, notice or facts. */
export const OlderResult: Story = {
  args: { result: storyOlderResult },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('success-probability')).toHaveTextContent(/^64%$/);
    await expect(canvas.queryByTestId('contributions')).toBeNull();
    await expect(canvas.queryByTestId('facts-weighed')).toBeNull();
    // Three jurors until 'Show all'.
    await expect(canvas.getAllByTestId('juror')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 12 jurors' }));
    await expect(canvas.getAllByTestId('juror')).toHaveLength(12);
  },
};

export const Phone: Story = {
  args: { result: storyBenchResult },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    // The chart mounts as it nears the viewport.
    within(canvasElement).getByTestId('contributions').scrollIntoView();
    await within(canvasElement).findAllByText('Base rate', { selector: 'text' }, { timeout: 10_000 });
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  },
};
