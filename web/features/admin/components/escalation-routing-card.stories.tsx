import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminUser, serverError, signedIn } from '../../../../.storybook/fixtures';
import { sentBodies } from '../../../../.storybook/mock-fetch';
import type { EscalationRouting, RoutingStep } from '../../../../modules/directory/contract';
import { dayMonthYearTime } from '../../../lib/dates';
import { EscalationRoutingCard } from './escalation-routing-card';

const avery = { piId: '00000000-0000-4000-8000-0000000000a1', piName: 'Sample Avery Quinn', distanceMiles: 2.4, rating: 4.6 };
const blake = { piId: '00000000-0000-4000-8000-0000000000a2', piName: 'Sample Blake Ortiz', distanceMiles: 7.9, rating: 4.1 };
const kim = { piId: '00000000-0000-4000-8000-0000000000a3', piName: 'Sample Kim Alvarez', distanceMiles: 14.2, rating: 3.8 };
const step = (at: string, type: string, pi: { piId: string; piName: string } | null, detail: string | null = null): RoutingStep => ({
  at,
  type,
  piId: pi?.piId ?? null,
  piName: pi?.piName ?? null,
  detail,
});
const when = (iso: string) => dayMonthYearTime(new Date(iso));

/** Offered to Avery, who declined; now offered to Blake, with Kim still to come. */
const offering: EscalationRouting = {
  escalationId: 41,
  caseId: 'INV-2026-41001',
  investigationType: 'Surveillance',
  state: 'TX',
  status: 'offering',
  candidates: [avery, blake, kim],
  taker: null,
  nextAt: '2026-03-05T14:35:00.000Z',
  routedAt: '2026-03-05T14:00:00.000Z',
  steps: [
    step('2026-03-05T14:00:00.000Z', 'EscalationRouted', null, '3 candidates for Surveillance'),
    step('2026-03-05T14:00:00.000Z', 'EscalationOffered', avery, 'next investigator at 2026-03-05T14:15:00.000Z'),
    step('2026-03-05T14:05:00.000Z', 'EscalationOfferDeclined', avery),
    step('2026-03-05T14:20:00.000Z', 'EscalationOffered', blake, 'next investigator at 2026-03-05T14:35:00.000Z'),
  ],
};
/** Nobody answered Avery in time, so Blake was asked too and accepted first: Avery's offer was withdrawn. */
const accepted: EscalationRouting = {
  escalationId: 42,
  caseId: 'INV-2026-42002',
  investigationType: 'Background Checks',
  state: 'IL',
  status: 'accepted',
  candidates: [avery, blake],
  taker: { piId: blake.piId, piName: blake.piName, contactBy: '2026-03-06T10:30:00.000Z' },
  nextAt: null,
  routedAt: '2026-03-05T10:00:00.000Z',
  steps: [
    step('2026-03-05T10:00:00.000Z', 'EscalationRouted', null, '2 candidates for Background Checks'),
    step('2026-03-05T10:00:00.000Z', 'EscalationOffered', avery, 'next investigator at 2026-03-05T10:15:00.000Z'),
    step('2026-03-05T10:15:00.000Z', 'EscalationOffered', blake, 'next investigator at 2026-03-05T10:30:00.000Z'),
    step('2026-03-05T10:30:00.000Z', 'EscalationOfferAccepted', blake, 'accepted; contact the client by 2026-03-06T10:30:00.000Z'),
    step('2026-03-05T10:30:00.000Z', 'EscalationOfferWithdrawn', avery, 'taken'),
  ],
};
/** The one candidate declined: the staff queue keeps the case, and it can still be assigned. */
const exhausted: EscalationRouting = {
  escalationId: 43,
  caseId: 'INV-2026-43003',
  investigationType: 'Skip Tracing',
  state: 'CA',
  status: 'exhausted',
  candidates: [kim],
  taker: null,
  nextAt: null,
  routedAt: '2026-03-04T09:00:00.000Z',
  steps: [
    step('2026-03-04T09:00:00.000Z', 'EscalationRouted', null, '1 candidate for Skip Tracing'),
    step('2026-03-04T09:00:00.000Z', 'EscalationOffered', kim, 'next investigator at 2026-03-04T09:15:00.000Z'),
    step('2026-03-04T09:02:00.000Z', 'EscalationOfferDeclined', kim),
    step('2026-03-04T09:02:00.000Z', 'EscalationRoutingExhausted', null, 'no candidate left: the staff queue keeps the case'),
  ],
};
/** The taker contacted the client: nothing is left to override. */
const contacted: EscalationRouting = {
  ...accepted,
  escalationId: 44,
  caseId: 'INV-2026-44004',
  status: 'contacted',
  steps: [...accepted.steps, step('2026-03-05T11:00:00.000Z', 'EscalationClientContacted', blake)],
};

const URL = '/api/admin/escalation-routing';
const bodyOf = (routing: EscalationRouting) => within(document.body).getByRole('listitem', { name: `Case ${routing.caseId}` });
const item = async (canvasElement: HTMLElement, routing: EscalationRouting) =>
  within(await within(canvasElement).findByRole('listitem', { name: `Case ${routing.caseId}` }));
/** Answers an antd popconfirm's question with its button `answer` once it has zoomed in. */
async function confirm(question: string, answer: string) {
  const text = await within(document.body).findByText(question);
  await waitFor(() => expect(text).toBeVisible(), { timeout: 10_000 });
  await userEvent.click(within(text.closest<HTMLElement>('.ant-popconfirm')!).getByRole('button', { name: answer }));
}

/** The server's state for the override stories: what the last override did to the routing. */
const server: { routing: EscalationRouting } = { routing: offering };

const meta = {
  title: 'Admin/Escalation routing',
  component: EscalationRoutingCard,
  decorators: [(Story) => <main>{Story()}</main>],
  parameters: {
    queryData: signedIn(adminUser),
    api: { [`GET ${URL}`]: { body: [offering, accepted, exhausted, contacted] } },
  },
} satisfies Meta<typeof EscalationRoutingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RoutingsWithSteps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^4 routed escalations, newest first/)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Routed escalations' });
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([`Case ${offering.caseId}`, `Case ${accepted.caseId}`, `Case ${exhausted.caseId}`, `Case ${contacted.caseId}`]);

    // Offering: Blake's offer is open, Avery declined; the deadline brings in Kim.
    const first = await item(canvasElement, offering);
    await expect(first.getByText('Offering')).toBeVisible();
    const facts = first.getByLabelText(`Case ${offering.caseId} routing`);
    await expect(facts).toHaveTextContent('Investigation typeSurveillance');
    await expect(facts).toHaveTextContent('StateTX');
    await expect(facts).toHaveTextContent(`Current offerSample Blake Ortiz (since ${when('2026-03-05T14:20:00.000Z')})`);
    await expect(facts).toHaveTextContent(`Offer deadline${when(offering.nextAt!)}, then the next candidate is asked too`);
    await expect(facts).toHaveTextContent('Accepted by—');
    // Every step in order, with its time, its investigator and its detail in local time.
    const rows = within(first.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual(['Routed', 'Offered', 'Declined', 'Offered']);
    await expect(rows[1]).toHaveTextContent(`${when('2026-03-05T14:00:00.000Z')}OfferedSample Avery Quinn`);
    await expect(rows[1]).toHaveTextContent(`next investigator at ${when('2026-03-05T14:15:00.000Z')}`);
    await expect(rows[3]).toHaveTextContent('Sample Blake Ortiz');

    // Accepted: who took it, their contact deadline, and the offer withdrawn because of it.
    const second = await item(canvasElement, accepted);
    await expect(second.getByText('Accepted: awaiting contact')).toBeVisible();
    const takerFacts = second.getByLabelText(`Case ${accepted.caseId} routing`);
    await expect(takerFacts).toHaveTextContent('Accepted bySample Blake Ortiz');
    await expect(takerFacts).toHaveTextContent(`Contact by${when('2026-03-06T10:30:00.000Z')}, or it is offered again`);
    await expect(takerFacts).toHaveTextContent('Current offerNone');
    await expect(second.getByRole('cell', { name: 'another investigator accepted first' })).toBeVisible();
    await expect(second.getByRole('cell', { name: `accepted; contact the client by ${when('2026-03-06T10:30:00.000Z')}` })).toBeVisible();

    // Exhausted: only an assignment is left; contacted: no override at all.
    const third = await item(canvasElement, exhausted);
    await expect(third.getByText('Exhausted: in the staff queue')).toBeVisible();
    await expect(third.getByRole('cell', { name: 'No candidate left' })).toBeVisible();
    await expect(third.queryByRole('button', { name: /Stop Routing/ })).toBeNull();
    await expect(third.getByRole('button', { name: `Assign case ${exhausted.caseId}` })).toBeDisabled();
    const fourth = await item(canvasElement, contacted);
    await expect(fourth.getByText('The client was contacted: nothing is left to override.')).toBeVisible();
    await expect(fourth.queryByRole('button')).toBeNull();

    // The candidates, nearest first, with where each stands.
    await userEvent.click(first.getByText('3 candidates, nearest first'));
    await expect(first.getByText('Sample Kim Alvarez · 14.2 mi · rating 3.80 · not offered yet')).toBeVisible();
    await expect(first.getByText('Sample Avery Quinn · 2.4 mi · rating 4.60 · declined')).toBeVisible();
  },
};

/** Offered on at once (nobody loses anything: no question asked); the list is read again. */
export const OfferToNext: Story = {
  parameters: {
    api: {
      [`GET ${URL}`]: () => ({ body: [server.routing] }),
      [`POST ${URL}/${offering.escalationId}`]: () => {
        server.routing = {
          ...offering,
          steps: [
            ...offering.steps,
            step('2026-03-05T14:25:00.000Z', 'EscalationOffered', kim, 'next investigator at 2026-03-05T14:40:00.000Z'),
          ],
        };
        return { body: { escalationId: offering.escalationId, status: 'offering' } };
      },
    },
  },
  play: async ({ canvasElement }) => {
    server.routing = offering;
    const row = await item(canvasElement, offering);
    await userEvent.click(row.getByRole('button', { name: `Offer to Next Candidate (case ${offering.caseId})` }));
    await expect(await within(document.body).findByText('Offered to the next candidate')).toBeInTheDocument();
    await expect(sentBodies('POST', `${URL}/${offering.escalationId}`)).toEqual([{ action: 'next' }]);
    await waitFor(() => expect(within(bodyOf(offering)).getAllByRole('row')).toHaveLength(6));
    await expect(within(bodyOf(offering)).getByLabelText(`Case ${offering.caseId} routing`)).toHaveTextContent(
      'Current offerSample Blake Ortiz',
    );
  },
};

/** Offering it on while someone holds it takes it back from them: asked first. */
export const TakeBackAndOfferOn: Story = {
  parameters: {
    api: {
      [`GET ${URL}`]: { body: [accepted] },
      [`POST ${URL}/${accepted.escalationId}`]: { body: { escalationId: accepted.escalationId, status: 'offering' } },
    },
  },
  play: async ({ canvasElement }) => {
    const row = await item(canvasElement, accepted);
    await userEvent.click(row.getByRole('button', { name: `Offer to Next Candidate (case ${accepted.caseId})` }));
    await confirm(`Take case ${accepted.caseId} back from Sample Blake Ortiz?`, 'Take back and offer on');
    await waitFor(() => expect(sentBodies('POST', `${URL}/${accepted.escalationId}`)).toEqual([{ action: 'next' }]));
    await expect(await within(document.body).findByText('Offered to the next candidate')).toBeInTheDocument();
  },
};

/** A candidate chosen and confirmed: the body names its listing; the taker is not among the choices. */
export const AssignToCandidate: Story = {
  parameters: {
    api: {
      [`GET ${URL}`]: { body: [accepted] },
      [`POST ${URL}/${accepted.escalationId}`]: { body: { escalationId: accepted.escalationId, status: 'accepted' } },
    },
  },
  play: async ({ canvasElement }) => {
    const row = await item(canvasElement, accepted);
    const select = row.getByLabelText(`Candidate to assign case ${accepted.caseId} to`);
    await expect(within(select).queryByRole('option', { name: /Sample Blake Ortiz/ })).toBeNull();
    await userEvent.selectOptions(select, avery.piId);
    await userEvent.click(row.getByRole('button', { name: `Assign case ${accepted.caseId}` }));
    await confirm(`Assign case ${accepted.caseId} to Sample Avery Quinn?`, 'Assign');
    await waitFor(() => expect(sentBodies('POST', `${URL}/${accepted.escalationId}`)).toEqual([{ action: 'assign', piId: avery.piId }]));
    await expect(await within(document.body).findByText('Case assigned')).toBeInTheDocument();
    await expect(within(document.body).getByText('Sample Avery Quinn has 24 hours to contact the client.')).toBeInTheDocument();
  },
};

/** Stopping is asked first: Cancel sends nothing, Stop routing sends `stop`. */
export const StopRouting: Story = {
  parameters: {
    api: {
      [`GET ${URL}`]: () => ({ body: [server.routing] }),
      [`POST ${URL}/${offering.escalationId}`]: () => {
        server.routing = {
          ...offering,
          status: 'stopped',
          nextAt: null,
          steps: [
            ...offering.steps,
            step('2026-03-05T14:25:00.000Z', 'EscalationOfferWithdrawn', blake, 'stopped'),
            step('2026-03-05T14:25:00.000Z', 'EscalationRoutingStopped', null, 'by staff #1'),
          ],
        };
        return { body: { escalationId: offering.escalationId, status: 'stopped' } };
      },
    },
  },
  play: async ({ canvasElement }) => {
    server.routing = offering;
    const row = await item(canvasElement, offering);
    await userEvent.click(row.getByRole('button', { name: `Stop Routing case ${offering.caseId}` }));
    await confirm(`Stop routing case ${offering.caseId}?`, 'Cancel');
    await expect(sentBodies('POST', `${URL}/${offering.escalationId}`)).toEqual([]);
    await userEvent.click(row.getByRole('button', { name: `Stop Routing case ${offering.caseId}` }));
    await confirm(`Stop routing case ${offering.caseId}?`, 'Stop routing');
    await waitFor(() => expect(sentBodies('POST', `${URL}/${offering.escalationId}`)).toEqual([{ action: 'stop' }]));
    await expect(await within(document.body).findByText('Routing stopped')).toBeInTheDocument();
    // Read again: stopped, the open offer withdrawn, no override left.
    await waitFor(() => expect(within(bodyOf(offering)).getByText('Stopped', { selector: '.ant-tag' })).toBeVisible());
    await expect(within(bodyOf(offering)).getByRole('cell', { name: 'staff stopped the routing' })).toBeVisible();
    await expect(within(bodyOf(offering)).getByText('The routing is over.')).toBeVisible();
  },
};

/** A 409 (the routing moved on meanwhile): the server's words, and the list read again. */
export const OverrideConflict: Story = {
  parameters: {
    api: {
      [`GET ${URL}`]: { body: [offering] },
      [`POST ${URL}/${offering.escalationId}`]: {
        status: 409,
        body: { message: 'The routing of this case is over (stopped, or every candidate was asked)', code: 'CONFLICT' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const row = await item(canvasElement, offering);
    await userEvent.click(row.getByRole('button', { name: `Offer to Next Candidate (case ${offering.caseId})` }));
    const body = within(document.body);
    await expect(await body.findByText('The routing was not changed')).toBeInTheDocument();
    await expect(body.getByText('The routing of this case is over (stopped, or every candidate was asked)')).toBeInTheDocument();
    await expect(sentBodies('POST', `${URL}/${offering.escalationId}`)).toEqual([{ action: 'next' }]);
    await waitFor(() => expect(sentBodies('GET', URL).length).toBeGreaterThanOrEqual(2));
  },
};

/** A 400 from the contract: its message is shown as the server sent it. */
export const OverrideRefused: Story = {
  parameters: {
    api: {
      [`GET ${URL}`]: { body: [exhausted] },
      [`POST ${URL}/${exhausted.escalationId}`]: {
        status: 400,
        body: { message: 'Choose the candidate to assign the case to (piId)', code: 'VALIDATION' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const row = await item(canvasElement, exhausted);
    await userEvent.selectOptions(row.getByLabelText(`Candidate to assign case ${exhausted.caseId} to`), kim.piId);
    await userEvent.click(row.getByRole('button', { name: `Assign case ${exhausted.caseId}` }));
    await confirm(`Assign case ${exhausted.caseId} to Sample Kim Alvarez?`, 'Assign');
    await expect(await within(document.body).findByText('Choose the candidate to assign the case to (piId)')).toBeInTheDocument();
    await expect(sentBodies('POST', `${URL}/${exhausted.escalationId}`)).toEqual([{ action: 'assign', piId: kim.piId }]);
  },
};

export const Empty: Story = {
  parameters: { api: { [`GET ${URL}`]: { body: [] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No escalation has been routed to the directory yet.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { [`GET ${URL}`]: serverError('The routing view is unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load the escalation routing')).toBeVisible();
    await expect(canvas.getByText('The routing view is unavailable')).toBeVisible();
  },
};

/** At 360 px: facts and steps are label/value stacks, the actions wrap, nothing scrolls sideways. */
export const Phone: Story = {
  parameters: {
    viewport: { options: { phone360: { name: 'Phone 360 × 740', styles: { width: '360px', height: '740px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const row = await item(canvasElement, accepted);
    // Each step a stack of 'column: value' lines (the column's name comes from CSS: found by its text).
    await expect(row.getByText('another investigator accepted first').closest('td')!.getAttribute('data-label')).toBe('Detail');
    await expect(row.getByRole('button', { name: `Stop Routing case ${accepted.caseId}` })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.clientWidth).toBeLessThanOrEqual(360);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
