import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sentBodies, sentQueries } from '../../../../.storybook/mock-fetch';
import type { CaseSummaryResponse } from '../../../../modules/casework/contract';
import { CaseAnalysesTable } from './case-analyses-table';
import { completedCase, inReviewCase, paidCase } from './story-fixtures';

const rows = [paidCase, inReviewCase, completedCase];

const meta = {
  title: 'Casework/Dashboard case analyses',
  component: CaseAnalysesTable,
  args: { onView: fn() },
  parameters: { api: { 'GET /api/case-analyses': { body: rows } } },
  render: (args) => (
    <main className="cb-page" style={{ maxWidth: 1200 }}>
      <CaseAnalysesTable {...args} />
    </main>
  ),
} satisfies Meta<typeof CaseAnalysesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, caseNumber: string) => within(within(canvasElement).getByText(caseNumber).closest('tr')!);

/** The search and filters reach the server as the list's query. */
export const FiltersGoToTheServer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('CR-2026-0142');
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'in-review');
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'family');
    await waitFor(() => {
      const last = sentQueries('GET', '/api/case-analyses').at(-1)!;
      return expect([last.get('status'), last.get('category'), last.get('page'), last.get('pageSize')]).toEqual([
        'in-review',
        'family',
        '1',
        '10',
      ]);
    });
    await userEvent.click(canvas.getByRole('button', { name: /Client/ }));
    await waitFor(() => expect(sentQueries('GET', '/api/case-analyses').at(-1)!.get('sort')).toBe('clientName'));
  },
};

/** SPEC §4: Review on a paid case not completed (disabled in review); Complete only in review. */
export const Rules: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('CR-2026-0142');
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[↕▲▼]/g, ''))).toEqual([
      'Case Number',
      'Client',
      'Case Title',
      'Type',
      'Created',
      'Status',
      'Actions',
    ]);
    const submitted = rowOf(canvasElement, 'CR-2026-0142');
    await expect(submitted.getByRole('button', { name: 'Review CR-2026-0142' })).toBeEnabled();
    await expect(submitted.queryByRole('button', { name: 'Complete CR-2026-0142' })).toBeNull();
    const review = rowOf(canvasElement, 'CR-2026-0151');
    await expect(review.getByRole('button', { name: 'Review CR-2026-0151' })).toBeDisabled();
    await expect(review.getByRole('button', { name: 'Complete CR-2026-0151' })).toBeEnabled();
    const done = rowOf(canvasElement, 'CR-2026-0152');
    await expect(done.queryByRole('button', { name: 'Review CR-2026-0152' })).toBeNull();
    await expect(done.queryByRole('button', { name: 'Complete CR-2026-0152' })).toBeNull();
    await userEvent.click(done.getByRole('button', { name: 'View CR-2026-0152' }));
    await expect(args.onView).toHaveBeenCalledWith(46);
  },
};

export const ReviewMovesIt: Story = {
  parameters: (() => {
    let list: CaseSummaryResponse[] = rows;
    return {
      api: {
        'GET /api/case-analyses': () => ({ body: list }),
        'PATCH /api/case-analyses/42/status': () => {
          list = [{ ...paidCase, status: 'in-review' }, inReviewCase, completedCase];
          return { body: { caseId: 42, status: 'in-review', paymentStatus: 'paid', message: null } };
        },
      },
    };
  })(),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('CR-2026-0142');
    await userEvent.click(rowOf(canvasElement, 'CR-2026-0142').getByRole('button', { name: 'Review CR-2026-0142' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Status Updated')).toBeInTheDocument();
    await expect(sentBodies('PATCH', '/api/case-analyses/42/status')).toEqual([{ status: 'in-review' }]);
    await waitFor(() => expect(rowOf(canvasElement, 'CR-2026-0142').getByRole('button', { name: 'Complete CR-2026-0142' })).toBeEnabled());
  },
};

export const Empty: Story = {
  parameters: { api: { 'GET /api/case-analyses': { body: [] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Case Analyses')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The same columns, each row a stack of 'column: value' lines.
    await expect(await canvas.findAllByTestId('case-analysis-row')).toHaveLength(3);
    await expect(canvas.getAllByText('CR-2026-0142')[0]!.closest('td')!.getAttribute('data-label')).toBe('Case Number');
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  },
};
