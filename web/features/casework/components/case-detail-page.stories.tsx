import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sentBodies } from '../../../../.storybook/mock-fetch';
import type { CaseDetailResponse } from '../../../../modules/casework/contract';
import { CaseDetailPage } from './case-detail-page';
import { caseDetail, storyBenchResult, storyComments, storyCriminalFactsView } from './story-fixtures';

const CASE = '/api/case-analyses/42';
const api = (detail: CaseDetailResponse | (() => { body: unknown })) => ({
  [`GET ${CASE}`]: typeof detail === 'function' ? detail : { body: detail },
  [`GET ${CASE}/comments`]: { body: storyComments },
});

const meta = {
  title: 'Casework/Case detail',
  component: CaseDetailPage,
  args: { caseId: 42, viewer: { id: 101, role: 'client' }, onBack: fn(), onAccessDenied: fn() },
  parameters: { api: api(caseDetail()) },
  render: (args) => (
    <main>
      <CaseDetailPage {...args} />
    </main>
  ),
} satisfies Meta<typeof CaseDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner: the analysis first, then the jury (three, then all), the facts and the comments in their tabs; no status buttons, no engine seed; back to My Cases. */
export const Owner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'State v. Reyes' })).toBeVisible();
    await expect(canvas.getByText('Client: Jordan Reyes')).toBeVisible();
    // The analysis opens first; a paid case with its result is ready, not 'Submitted'.
    await expect(await canvas.findByRole('heading', { name: 'AI Analysis Results' })).toBeVisible();
    await expect(canvas.getByTestId('footer-status')).toHaveTextContent('Analysis Ready');
    await expect(await canvas.findByTestId('outcome-chart')).toBeVisible();
    await expect(canvas.queryByTestId('provenance')).toBeNull();
    await expect(canvas.queryByText(/seed \d+/)).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Jury' }));
    await expect(await canvas.findAllByTestId('juror')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 12 jurors' }));
    await expect(canvas.getAllByTestId('juror')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('tab', { name: 'Facts' }));
    await expect(canvas.getByText('Criminal · Burglary')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Case Description' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start Review' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(canvas.queryByRole('heading', { name: 'Analysis runs' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: /Comments/ }));
    // The comments' chunk loads when their tab opens.
    await expect(await canvas.findAllByTestId('comment', {}, { timeout: 10_000 })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to My Cases' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** Staff on a submitted, paid case: 'Start Review' moves it; the case reloads; then 'Mark as Completed'. */
export const StaffStartsReview: Story = {
  args: { viewer: { id: 202, role: 'investigator' } },
  parameters: (() => {
    let detail = caseDetail({ allowedStatusMoves: ['in-review'], canRerun: true });
    return {
      api: {
        ...api(() => ({ body: detail })),
        [`PATCH ${CASE}/status`]: ({ body }: { body: unknown }) => {
          detail = caseDetail({ status: (body as { status: 'in-review' }).status, allowedStatusMoves: ['completed'] });
          return { body: { caseId: 42, status: detail.status, paymentStatus: 'paid', message: null } };
        },
      },
    };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Back to Dashboard' })).toBeVisible();
    // Staff read the engine, its version and seed under the analysis, and every run in History.
    await expect(await canvas.findByTestId('provenance')).toHaveTextContent(/version/);
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(canvas.getByRole('heading', { name: 'Analysis runs' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Re-run analysis' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Mark as Completed' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Review' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Status Updated')).toBeInTheDocument();
    await expect(sentBodies('PATCH', `${CASE}/status`)).toEqual([{ status: 'in-review' }]);
    await waitFor(() => expect(canvas.getByTestId('footer-status')).toHaveTextContent('In Review'));
    await expect(canvas.getByRole('button', { name: 'Mark as Completed' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start Review' })).toBeNull();
  },
};

/** The app's Letters action beside Download Report, given the case (the app opens a civil plaintiff's on the demand letter). */
export const LettersAction: Story = {
  args: {
    lettersAction: (item) => (
      <button type="button" className="ant-btn ant-btn-default">
        {item.civil?.clientRole === 'plaintiff' ? 'Write a Demand Letter' : 'Letters'}
      </button>
    ),
  },
  parameters: {
    api: api(
      caseDetail({
        civil: {
          clientRole: 'plaintiff',
          amountInDispute: 2400,
          claims: 'Paid in advance for a repair never done.',
          otherSideSays: null,
          evidence: null,
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Write a Demand Letter' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download Report' })).toBeVisible();
  },
};

/** Paid, no result yet: the page says the analysis is running. */
export const AnalysisPending: Story = {
  parameters: {
    api: api(
      caseDetail({
        results: null,
        successProbability: null,
        analysisRunning: true,
        analyses: [{ ...caseDetail().analyses[0]!, status: 'running', result: null, completedAt: null }],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('analysis-pending')).toHaveTextContent('Your case analysis is in progress');
    await expect(canvas.queryByRole('heading', { name: 'AI Analysis Results' })).toBeNull();
  },
};

/** The owner's unpaid case: 'Review facts and pay' opens the review in the page. */
export const UnpaidOwnerReviews: Story = {
  parameters: {
    api: {
      ...api(
        caseDetail({ status: 'pending', paymentStatus: 'unpaid', paidAt: null, results: null, successProbability: null, analyses: [] }),
      ),
      [`GET ${CASE}/facts`]: { body: storyCriminalFactsView },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Review facts and pay' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Review your case facts' }, { timeout: 10_000 })).toBeVisible();
    await expect(await canvas.findByTestId('flag-rating-contradiction')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the case' }));
    await expect(await canvas.findByRole('heading', { name: 'Case Description' })).toBeVisible();
  },
};

/** A family matter's result: the bench, no jurors; staff read "the client". */
export const BenchResultForStaff: Story = {
  args: { viewer: { id: 202, role: 'investigator' } },
  parameters: { api: api(caseDetail({ caseCategory: 'family', caseType: 'child-custody', criminal: null, results: storyBenchResult })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('facts-unreviewed')).toHaveTextContent("the client's description");
    await expect(canvas.queryByRole('tab', { name: 'Jury' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'The Bench' }));
    await expect(await canvas.findByRole('heading', { name: 'The bench' })).toBeVisible();
    await expect(canvas.queryAllByTestId('juror')).toHaveLength(0);
  },
};

export const NotFound: Story = {
  parameters: { api: { [`GET ${CASE}`]: { status: 404, body: { message: 'The requested case analysis could not be found.' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Case Not Found' })).toBeVisible();
    await expect(canvas.getByText('The requested case analysis could not be found.')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { api: { [`GET ${CASE}`]: { status: 500, body: { message: 'The database is unavailable' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Error Loading Case' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Failed to load case details: The database is unavailable')).toBeVisible();
  },
};

/** Someone else's case: the 'Access Denied' toast and the app leaves. */
export const AccessDenied: Story = {
  parameters: { api: { [`GET ${CASE}`]: { status: 403, body: { message: "You don't have permission to access this case." } } } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Access Denied')).toBeInTheDocument();
    await expect(page.getByText("You don't have permission to access this case.")).toBeInTheDocument();
    await waitFor(() => expect(args.onAccessDenied).toHaveBeenCalledTimes(1));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'State v. Reyes' });
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  },
};
