import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sentBodies } from '../../../../.storybook/mock-fetch';
import { CUSTODY_MESSAGES } from '../../../../modules/documents/contract';
import { CaseHistoryPage, type CaseHistoryPageProps } from './case-history-page';
import { storyHistory, storyHistoryWithFacts } from './story-fixtures';

const URL = '/api/audit/cases/42';

function WithSelection(props: CaseHistoryPageProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <main>
      <CaseHistoryPage {...props} selected={selected} onSelect={(v) => (setSelected(v), props.onSelect(v))} />
    </main>
  );
}

const meta = {
  title: 'Casework/Case history',
  component: CaseHistoryPage,
  args: { caseId: 42, onSelect: fn(), onBack: fn() },
  parameters: { api: { [`GET ${URL}`]: { body: storyHistory } } },
  render: (args) => <WithSelection {...args} />,
} satisfies Meta<typeof CaseHistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The timeline, human and AI events together; the latest is shown; picking one shows the case right after it. */
export const Timeline: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Case History' })).toBeVisible();
    await expect(canvas.getByTestId('chain-badge')).toHaveTextContent('Hash chain verified against the latest anchor');
    const events = canvas.getAllByTestId('history-event');
    await expect(events).toHaveLength(5);
    await expect(events[3]!).toHaveTextContent('AI analysis (offline)');
    await expect(events[2]!).toHaveTextContent('Payment provider (test)');
    await expect(events[4]!).toHaveAttribute('aria-current', 'true');
    const state = canvas.getByRole('region', { name: /The case after event 5: Review started/ });
    await expect(within(state).getByText('In Review')).toBeVisible();
    await userEvent.click(events[0]!);
    await expect(args.onSelect).toHaveBeenCalledWith(1);
    const first = canvas.getByRole('region', { name: /The case after event 1: Case submitted/ });
    await expect(within(first).getByText('Pending')).toBeVisible();
    await expect(within(first).getByText('Unpaid')).toBeVisible();
    await expect(within(first).getByText('casey.client (client)')).toBeVisible();
    await userEvent.click(events[3]!);
    await expect(within(canvas.getByRole('region', { name: /after event 4/ })).getByText('1 run(s); latest 64%')).toBeVisible();
  },
};

/** The owner's review of the fact sheet, in words: the reader, each correction, the flags. */
export const FactsReviewed: Story = {
  args: { selected: 2 },
  parameters: { api: { [`GET ${URL}`]: { body: storyHistoryWithFacts } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = await canvas.findByRole('region', { name: /The case after event 2: Facts confirmed/ });
    const words = within(within(state).getByTestId('facts-confirmed'));
    await expect(
      words.getByText('The client reviewed and confirmed the facts read by the offline fact reader, with 2 corrections.'),
    ).toBeVisible();
    const corrections = within(words.getByRole('list', { name: 'Corrections' }));
    await expect(corrections.getByText('Bo Chen: not known → for the client')).toBeVisible();
    await expect(corrections.getByText('Video (Store camera footage): not known → hurts the client')).toBeVisible();
    await expect(words.getByRole('list', { name: 'Flags' })).toHaveTextContent(/rated the evidence against you as weak/);
  },
};

export const BrokenChain: Story = {
  parameters: {
    api: {
      [`GET ${URL}`]: {
        body: {
          ...storyHistory,
          chain: { ...storyHistory.chain, verified: false, anchored: false, message: 'Hash chain does not verify', brokenAt: 3 },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('chain-badge')).toHaveTextContent('Hash chain does not verify (from event 3)');
  },
};

export const Denied: Story = {
  parameters: { api: { [`GET ${URL}`]: { status: 403, body: { message: "You don't have permission to access this case." } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(canvas.getByText("You don't have permission to access this case.")).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Case History' });
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  },
};

/** 'Download evidence bundle' asks for the case's zip; a refused file's message reaches the reader. */
export const EvidenceBundleRefused: Story = {
  parameters: {
    api: {
      [`GET ${URL}`]: { body: storyHistory },
      'GET /api/case-analyses/42/bundle': { status: 500, body: { message: CUSTODY_MESSAGES.integrity, code: 'FILE_INTEGRITY' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download evidence bundle' }));
    await waitFor(() => expect(sentBodies('GET', '/api/case-analyses/42/bundle')).toHaveLength(1));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Evidence bundle refused')).toBeInTheDocument();
    await expect(page.getByText(CUSTODY_MESSAGES.integrity)).toBeInTheDocument();
  },
};
