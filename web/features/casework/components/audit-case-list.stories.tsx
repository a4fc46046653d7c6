import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AuditCaseList as AuditCaseListData } from '../../../../modules/casework/history-contract';
import { AUDIT_CASES_URL } from '../api/get-audit-cases';
import { AuditCaseList } from './audit-case-list';

const page: AuditCaseListData = {
  items: [
    {
      id: 42,
      caseNumber: 'CR-2026-0042',
      caseTitle: 'State v. Avery',
      caseCategory: 'criminal',
      caseType: 'assault',
      status: 'in-review',
      paymentStatus: 'paid',
      submittedAt: '2026-05-14T15:05:00.000Z',
      lastEvent: { type: 'ReviewStarted', label: 'Review started', at: '2026-05-15T09:30:00.000Z' },
      eventCount: 6,
    },
    {
      id: 41,
      caseNumber: null,
      caseTitle: null,
      caseCategory: 'family',
      caseType: 'custody',
      status: 'pending',
      paymentStatus: 'unpaid',
      submittedAt: '2026-05-13T10:00:00.000Z',
      lastEvent: { type: 'CaseSubmitted', label: 'Case submitted', at: '2026-05-13T10:00:00.000Z' },
      eventCount: 1,
    },
  ],
  total: 45,
  page: 1,
  pageSize: 20,
};

const meta = {
  title: 'Casework/Audit case list',
  component: AuditCaseList,
  args: { onChange: fn() },
  decorators: [(Story) => <main>{Story()}</main>],
  parameters: { queryData: [[[AUDIT_CASES_URL, '', '', 1], page]] },
} satisfies Meta<typeof AuditCaseList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The auditor's home: each case with its status and last event, a link to its history, three pages. */
export const Cases: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Cases' });
    await expect(within(list).getByRole('link', { name: 'CR-2026-0042' })).toHaveAttribute('href', '/case-detail/42/history');
    await expect(within(list).getByText('Review started')).toBeVisible();
    await expect(within(list).getByText('Owner’s account erased')).toBeVisible();
    await expect(canvas.getByText('45 cases · page 1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onChange).toHaveBeenCalledWith({ q: undefined, status: undefined, page: 2 });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'Avery');
    await userEvent.click(canvas.getByRole('button', { name: /^Search$/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ q: 'Avery', status: undefined, page: undefined });
  },
};

export const NoMatch: Story = {
  args: { q: 'nothing' },
  parameters: { queryData: [[[AUDIT_CASES_URL, 'nothing', '', 1], { items: [], total: 0, page: 1, pageSize: 20 }]] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No case matches. Try other words or all statuses.')).toBeVisible();
  },
};
