import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DISCLAIMER, PredictionsPage } from './predictions-page';
import { assaultMarket, criminalPrediction, familyPrediction } from './story-fixtures';

const meta = {
  title: 'Predictions/Page',
  component: PredictionsPage,
  parameters: {
    api: {
      'GET /api/predictions': { body: [criminalPrediction, familyPrediction] },
      'GET /api/market-analysis': { body: assaultMarket },
    },
  },
} satisfies Meta<typeof PredictionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveCasesAndQuickStats: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Outcome Prediction' })).toBeVisible();
    // Each case by its title, with its number and type under it.
    await expect(await canvas.findByText('State v. Client: bar fight outside the Blue Door')).toBeVisible();
    await expect(canvas.getByText('CR-2026-0041 · Assault')).toBeVisible();
    await expect(canvas.getByText('71% at trial · 82% confidence')).toBeVisible();
    await expect(canvas.getByText('FA-2026-0042 · Child Custody')).toBeVisible();
    // Quick Stats: 2 cases, mean of 45 and 33 = 39, one with confidence ≥ 80
    const stats = within(canvas.getByRole('heading', { name: 'Quick Stats' }).closest('.ant-card') as HTMLElement);
    await expect(stats.getByText('Cases Analyzed').closest('.ant-statistic')).toHaveTextContent('2');
    await expect(stats.getByText('Avg. Success Rate').closest('.ant-statistic')).toHaveTextContent('39%');
    await expect(stats.getByText('High Confidence').closest('.ant-statistic')).toHaveTextContent('1');
    await expect(canvas.getByText('No Case Selected')).toBeVisible();
    await expect(canvas.getByText(DISCLAIMER)).toBeVisible();
  },
};

export const TabsAndWhatIf: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /CR-2026-0041/ }));
    // The prediction's code loads with the first pick (prefetched on pointing at a case).
    await expect(await canvas.findByRole('tab', { name: 'Prediction' })).toBeVisible();
    await expect(canvas.getByText('Baseline 38% (6 comparable cases)')).toBeVisible();
    const favorable = () => canvas.getByText('Favorable end (any way)').closest('.ant-statistic') as HTMLElement;
    const atTrial = () => canvas.getByText('Chance of winning at trial').closest('.ant-statistic') as HTMLElement;
    await expect(favorable()).toHaveTextContent('45%');
    // The analysis's own number, unchanged, beside the share of all endings (named as such).
    await expect(atTrial()).toHaveTextContent('71%');
    await expect(canvas.getByText(/the same number as on Case Detail/)).toBeVisible();
    // what-if: three prior convictions lowers the favorable chance; Reset restores it
    await userEvent.click(canvas.getByRole('combobox', { name: 'Prior record' }));
    await userEvent.click(await within(document.body).findByTitle('Three or more'));
    await waitFor(() => expect(favorable()).not.toHaveTextContent('45%'));
    await expect(atTrial()).not.toHaveTextContent('71%');
    await expect(canvas.getByText('What-if: not your case as analysed.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(favorable()).toHaveTextContent('45%'));
    await expect(atTrial()).toHaveTextContent('71%');

    await userEvent.click(canvas.getByRole('tab', { name: 'Risk Analysis' }));
    await expect(await canvas.findByText('Weak evidence')).toBeVisible();
    const weight = canvas.getByRole('progressbar', { name: 'Weight of Weak evidence' });
    await expect(weight).toHaveAttribute('aria-valuenow', '40');
    await expect(weight).toHaveTextContent('weight 0.40');
    await userEvent.click(canvas.getByRole('tab', { name: 'Cost Estimate' }));
    await expect(await canvas.findByText('$17,500')).toBeVisible();
    await expect(await canvas.findByRole('figure', { name: 'Cost of settling and of going to trial, in US dollars' })).toBeVisible();
    await expect(canvas.getAllByText('$25,000').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('tab', { name: 'Comparison' }));
    await expect(await canvas.findByText('41%')).toBeVisible();
    // The tab left is unmounted, its chart with it (a chart in a hidden pane measures 0×0 and warns).
    await expect(canvasElement.querySelector('figure[aria-label="Cost of settling and of going to trial, in US dollars"]')).toBeNull();
    await expect(canvas.getByText('Completed similar cases')).toBeVisible();
  },
};

export const SmallGroupHidden: Story = {
  parameters: { api: { 'GET /api/predictions': { body: [familyPrediction] }, 'GET /api/market-analysis': { body: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /FA-2026-0042/ }));
    await expect(await canvas.findAllByText('Baseline 30% (published base rate)')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('tab', { name: 'Comparison' }));
    await expect(
      await canvas.findByText('Shown once five are completed (2 so far), so that no single case can be recognised'),
    ).toBeVisible();
    await expect(await canvas.findByText(/fewer than 5 completed cases of this type/)).toBeVisible();
  },
};

export const NoCases: Story = {
  parameters: { api: { 'GET /api/predictions': { body: [] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No analysed cases yet/)).toBeVisible();
  },
};
