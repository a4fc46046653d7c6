import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sentBodies, type MockRequest } from '../../../../.storybook/mock-fetch';
import type { EscalationResponse } from '../../../../modules/conversation/contract';
import { InvestigatorDashboard, type DashboardTab, type InvestigatorDashboardProps } from './investigator-dashboard';
import { staffEscalations } from './story-fixtures';

function DashboardWithTabs(props: InvestigatorDashboardProps) {
  const [tab, setTab] = useState<DashboardTab>(props.tab);
  return (
    <main>
      <InvestigatorDashboard {...props} tab={tab} onTabChange={setTab} />
    </main>
  );
}

const meta = {
  title: 'Escalations/Investigator dashboard',
  component: InvestigatorDashboard,
  args: { tab: 'escalations', onTabChange: fn(), caseAnalyses: <p>No Case Analyses</p>, inquiries: <p>No inquiries yet.</p> },
  parameters: { api: { 'GET /api/escalations': { body: staffEscalations } } },
  render: (args) => <DashboardWithTabs {...args} />,
} satisfies Meta<typeof InvestigatorDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, caseId: string) =>
  within(within(canvasElement).getByRole('cell', { name: caseId }).closest('tr')!);

export const Escalations: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Investigator Dashboard' })).toBeVisible();
    await canvas.findByText('INV-2026-48213');
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[↕▲▼]/g, ''))).toEqual([
      'Case ID',
      'Summary',
      'Urgency',
      'Status',
      'Created',
      'Actions',
    ]);
    // pending: both actions; in progress: Resolve only; resolved: none. SPEC's dashboard words.
    const pending = rowOf(canvasElement, 'INV-2026-48213');
    await expect(pending.getByText('Urgent')).toBeVisible();
    await expect(pending.getByText('Pending')).toBeVisible();
    await expect(pending.getByText('Client: casey.client')).toBeVisible();
    await expect(pending.getByRole('button', { name: /^Take/ })).toBeEnabled();
    await expect(pending.getByRole('button', { name: /^Resolve/ })).toBeEnabled();
    const inProgress = rowOf(canvasElement, 'INV-2026-20577');
    await expect(inProgress.getByText('Priority')).toBeVisible();
    await expect(inProgress.getByText('In Progress')).toBeVisible();
    await expect(inProgress.getByRole('button', { name: /^Take/ })).toBeDisabled();
    await expect(inProgress.getByRole('button', { name: /^Resolve/ })).toBeEnabled();
    const resolved = rowOf(canvasElement, 'INV-2026-11904');
    await expect(resolved.getByText('Standard')).toBeVisible();
    await expect(resolved.getByText('Resolved')).toBeVisible();
    await expect(canvas.queryByText('Completed')).toBeNull();
    await expect(resolved.getByRole('button', { name: /^Take/ })).toBeDisabled();
    await expect(resolved.getByRole('button', { name: /^Resolve/ })).toBeDisabled();
  },
};

export const TakeUpdatesTheList: Story = {
  parameters: (() => {
    let list: EscalationResponse[] = staffEscalations;
    return {
      api: {
        'PATCH /api/escalations/3/status': ({ body }: MockRequest) => {
          const updated = { ...staffEscalations[0]!, status: (body as { status: EscalationResponse['status'] }).status };
          list = [updated, ...staffEscalations.slice(1)];
          return { body: updated };
        },
        'GET /api/escalations': () => ({ body: list }),
      },
    };
  })(),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('INV-2026-48213');
    await userEvent.click(rowOf(canvasElement, 'INV-2026-48213').getByRole('button', { name: 'Take INV-2026-48213' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Status Updated')).toBeInTheDocument();
    await expect(page.getByText('INV-2026-48213 is now In Progress.')).toBeInTheDocument();
    await expect(sentBodies('PATCH', '/api/escalations/3/status')).toEqual([{ status: 'in-progress' }]);
    await waitFor(() => expect(rowOf(canvasElement, 'INV-2026-48213').getByText('In Progress')).toBeVisible());
    await expect(rowOf(canvasElement, 'INV-2026-48213').getByRole('button', { name: /^Take/ })).toBeDisabled();
  },
};

/** A phone: the same columns, each escalation a stack of 'column: value' rows; nothing sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByTestId('escalation-row');
    await expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    await expect(first.getByText('INV-2026-48213').closest('td')!.getAttribute('data-label')).toBe('Case ID');
    await expect(first.getByText(staffEscalations[0]!.caseSummary)).toBeVisible();
    await expect(first.getByText('Pending')).toBeVisible();
    await expect(first.getByText('Urgent')).toBeVisible();
    await expect(first.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/)).toBeVisible();
    await expect(first.getByText('Client: casey.client')).toBeVisible();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const row of rows) await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    const resolve = first.getByRole('button', { name: 'Resolve INV-2026-48213' });
    await expect(resolve.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    await expect(within(rows[2]!).getByRole('button', { name: 'Resolve INV-2026-11904' })).toBeDisabled();
  },
};

export const ChangeRefused: Story = {
  parameters: {
    api: {
      'PATCH /api/escalations/2/status': { status: 409, body: { message: 'This escalation is already completed', code: 'CONFLICT' } },
      'GET /api/escalations': { body: staffEscalations },
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('INV-2026-20577');
    await userEvent.click(rowOf(canvasElement, 'INV-2026-20577').getByRole('button', { name: 'Resolve INV-2026-20577' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Error')).toBeInTheDocument();
    await expect(page.getByText('This escalation is already completed')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { api: { 'GET /api/escalations': { body: [] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Escalations')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    queryData: [],
    api: { 'GET /api/escalations': { status: 500, body: { message: 'The database is unavailable', code: 'INTERNAL' } } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load escalations: The database is unavailable')).toBeVisible();
  },
};

export const CaseAnalysesTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Case Analyses' }));
    await expect(await canvas.findByText('No Case Analyses')).toBeVisible();
  },
};
