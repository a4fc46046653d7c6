import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { probabilityColor, ResultsPanel } from './results-panel';
import { storyResult } from './story-fixtures';
import './casework.css';

const meta = {
  title: 'Casework/Results panel',
  component: ResultsPanel,
  args: { result: storyResult },
  render: (args) => (
    <main className="cb-page">
      <ResultsPanel {...args} />
    </main>
  ),
} satisfies Meta<typeof ResultsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2 'AI Analysis Results', with the limits beside the numbers. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'AI Analysis Results' })).toBeVisible();
    await expect(canvas.getByTestId('success-probability')).toHaveTextContent('64%');
    await expect(canvas.getByText(storyResult.summary)).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Key strengths' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(canvas.getByRole('list', { name: 'Key weaknesses' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'Additional Recommendations' })).toBeVisible();
    await expect(canvas.getByText(/21 % vs 49 %; Sun et al\., Law and Human Behavior, 2025/)).toBeVisible();
    await expect(canvas.getByText(/not legal advice/)).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Simulated outcomes' })).getByText('Acquittal:', { exact: false }),
    ).toHaveTextContent('Acquittal: 62%');
    await expect(canvas.getByText('Medium confidence')).toBeVisible();
  },
};

/** A low chance reads red; 70 and up green (SPEC §9's bands). */
export const LowChance: Story = {
  args: {
    result: {
      ...storyResult,
      successProbability: 22,
      strengths: [],
      jurors: storyResult.jurors.map((j) => ({ ...j, vote: 'unfavourable' as const })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('success-probability')).toHaveTextContent('22%');
    await expect(canvas.getByTestId('success-probability')).toHaveStyle({ color: 'rgb(168, 7, 26)' });
    await expect(canvas.getByText('None identified from the facts given.')).toBeVisible();
    await expect(probabilityColor(70)).toBe('#237804');
    await expect(probabilityColor(69)).toBe('#8a5300');
  },
};
