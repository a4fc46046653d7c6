// 'Review your case facts' (issue 25): the reader's flags show first; a corrected sheet is what
// the PUT sends; skipping goes straight to the payment; the server's refusals are shown.
import { render as renderDom, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ConfirmFacts, FactsView } from '../../../../modules/casework/contract';
import { createQueryClient } from '../../../lib/query-client';
import { FactReview } from './fact-review';
import { storyCriminalFactsView, storyFamilyFacts, storyFamilyFactsView } from './story-fixtures';

const FACTS = '/api/case-analyses/43/facts';
const caseRef = { id: 43, caseTitle: 'State v. Reyes', caseNumber: 'CR-2026-0142' };

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer | ((body: unknown) => Answer)> = {};
let sent: { method: string; url: string; body: unknown }[] = [];

beforeEach(() => {
  sent = [];
  answers = { [`GET ${FACTS}`]: { status: 200, body: storyCriminalFactsView } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, url, body });
      const handler = answers[`${method} ${url}`];
      const answer = typeof handler === 'function' ? handler(body) : (handler ?? { status: 404, body: { message: 'Not found' } });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderReview() {
  const onContinue = vi.fn();
  const onCancel = vi.fn();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  renderDom(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FactReview caseRef={caseRef} onContinue={onContinue} onCancel={onCancel} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { onContinue, onCancel };
}

const puts = () => sent.filter((s) => s.method === 'PUT');

/** Picks an option of a labelled choice (antd's button radios take the click on their label). */
async function pick(group: string, option: string) {
  const radios = within(await screen.findByRole('radiogroup', { name: group }));
  await userEvent.click(radios.getByText(option));
  expect(radios.getByRole('radio', { name: option })).toHaveProperty('checked', true);
}

it('shows the reader’s flags at the top, in plain words', async () => {
  renderReview();
  expect(
    await screen.findByText(/You rated the evidence against you as weak, but your description mentions store camera footage/),
  ).toBeTruthy();
  expect(screen.getByTestId('flag-rating-contradiction')).toBeTruthy();
  expect(screen.getByText('You are the defendant.')).toBeTruthy();
  // A key witness is marked, and the sentence that names them is there.
  const ann = screen.getAllByTestId('fact-person').find((li) => li.textContent?.includes('Ann Lee'))!;
  expect(within(ann).getByText('Key witness')).toBeTruthy();
  expect(within(ann).getByText(/saw a figure from about 60 metres away/)).toBeTruthy();
  // A confession says whose it is.
  expect(screen.getByText(/Made by Kevin Bell/)).toBeTruthy();
  // Nothing is read as JSON.
  expect(document.body.textContent).not.toMatch(/"side"|"direction"|\{"/);
});

it('changing a witness’s side and confirming sends the changed sheet, then goes on to the payment', async () => {
  answers[`PUT ${FACTS}`] = (body) => {
    // A criminal sheet never carries whether the other party is a parent (the server drops it).
    const { otherPartyIsParent: _, modification: __, incomeGivenUpBy: ___, ...confirmed } = body as ConfirmFacts;
    const view: FactsView = {
      ...storyCriminalFactsView,
      status: 'confirmed',
      confirmedAt: '2026-05-14T10:00:00.000Z',
      facts: { ...storyCriminalFactsView.facts, ...confirmed },
    };
    return { status: 200, body: view };
  };
  const { onContinue } = renderReview();
  await pick('Side of Bo Chen', 'For you');
  const prior = screen.getByLabelText('Prior convictions');
  await userEvent.clear(prior);
  await userEvent.type(prior, '0');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm facts and continue to payment' }));

  await vi.waitFor(() => expect(onContinue).toHaveBeenCalledWith('confirmed'));
  expect(puts()).toHaveLength(1);
  const body = puts()[0]!.body as ConfirmFacts & Record<string, unknown>;
  expect(body.people.find((p) => p.name === 'Bo Chen')?.side).toBe('for');
  expect(body.people.find((p) => p.name === 'Ann Lee')?.side).toBe('against');
  expect(body.priorRecord.count).toBe(0);
  expect(body.clientRole).toBe('defendant');
  // The reader's bookkeeping stays the server's.
  expect(body).not.toHaveProperty('reader');
  expect(body).not.toHaveProperty('version');
});

it('a self-defence claim is raised on the review and the PUT carries who started it and the home entry', async () => {
  answers[`PUT ${FACTS}`] = { status: 200, body: { ...storyCriminalFactsView, status: 'confirmed' } };
  const { onContinue } = renderReview();
  const block = within(await screen.findByTestId('facts-self-defence'));
  expect(block.queryByRole('radiogroup', { name: 'Who started it' })).toBeNull();
  await userEvent.click(block.getByRole('checkbox', { name: /I acted in self-defence/ }));
  await pick('Who started it', 'The other person');
  await userEvent.click(block.getByRole('checkbox', { name: 'The other person broke into or unlawfully entered my home' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm facts and continue to payment' }));

  await vi.waitFor(() => expect(onContinue).toHaveBeenCalledWith('confirmed'));
  const body = puts()[0]!.body as ConfirmFacts;
  expect(body.selfDefence).toEqual({ aggressor: 'other', homeEntry: true, quote: '' });
});

it('evidence can be removed and added; the PUT carries both', async () => {
  answers[`PUT ${FACTS}`] = { status: 200, body: { ...storyCriminalFactsView, status: 'confirmed' } };
  const { onContinue } = renderReview();
  await userEvent.click(await screen.findByRole('button', { name: 'Remove evidence: Store camera footage' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add evidence' }));
  expect(screen.getByRole('alert').textContent).toBe('Choose what kind of evidence it is.');
  await userEvent.click(screen.getByRole('combobox', { name: 'Kind of evidence' }));
  await userEvent.click(await screen.findByText('Records', { selector: '.ant-select-item-option-content' }));
  // Pasted, not typed key by key: each keystroke re-renders the whole sheet, which on a loaded
  // machine took this test past its time limit; what is checked is what the PUT carries.
  await userEvent.click(screen.getByLabelText('Short description of the evidence'));
  await userEvent.paste('Timesheet showing I clocked out at 00:05');
  await pick('Does the new evidence help or hurt you?', 'Helps you');
  await userEvent.click(screen.getByRole('button', { name: 'Add evidence' }));
  expect(screen.getByText('Timesheet showing I clocked out at 00:05')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm facts and continue to payment' }));

  await vi.waitFor(() => expect(onContinue).toHaveBeenCalledWith('confirmed'));
  const body = puts()[0]!.body as ConfirmFacts;
  expect(body.evidence.map((e) => e.id)).not.toContain('e3');
  expect(body.evidence.at(-1)).toMatchObject({
    kind: 'records',
    direction: 'for',
    summary: 'Timesheet showing I clocked out at 00:05',
    byClient: true,
    source: { field: 'client' },
  });
});

it('skipping the review goes to the payment without sending anything', async () => {
  const { onContinue } = renderReview();
  await userEvent.click(await screen.findByRole('button', { name: 'Skip review and pay' }));
  expect(onContinue).toHaveBeenCalledWith('skipped');
  expect(puts()).toEqual([]);
});

it('a case paid meanwhile: the server’s 409 message, and no confirm button', async () => {
  answers[`PUT ${FACTS}`] = { status: 409, body: { message: 'The facts can no longer change: the case is paid.' } };
  const { onContinue } = renderReview();
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm facts and continue to payment' }));
  expect(await screen.findByText('The facts can no longer change: the case is paid.')).toBeTruthy();
  expect(screen.getByText('This case is already paid')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Confirm facts and continue to payment' })).toBeNull();
  expect(onContinue).not.toHaveBeenCalled();
});

it('a sheet that cannot be loaded says why and still offers to skip', async () => {
  answers[`GET ${FACTS}`] = { status: 404, body: { message: 'No fact sheet for this case yet' } };
  const { onContinue } = renderReview();
  expect(await screen.findByText(/No fact sheet for this case yet/)).toBeTruthy();
  expect(screen.getByText('Your case facts could not be loaded')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Skip review and pay' }));
  expect(onContinue).toHaveBeenCalledWith('skipped');
});

it('a family matter: the client picks petitioner or respondent, and which parent', async () => {
  answers[`GET ${FACTS}`] = { status: 200, body: storyFamilyFactsView };
  answers[`PUT ${FACTS}`] = { status: 200, body: { ...storyFamilyFactsView, status: 'confirmed' } };
  const { onContinue } = renderReview();
  await pick('Your role in the case', 'I asked the court (petitioner)');
  expect(
    within(screen.getByRole('radiogroup', { name: 'Which parent are you' })).getByRole('radio', { name: 'The mother' }),
  ).toHaveProperty('checked', true);
  expect(screen.getByText('joint custody of Mia')).toBeTruthy();
  await pick('Does “A move away” help or hurt you?', 'Helps you');
  // No charges in a family matter.
  expect(screen.queryByText('Charges and record')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm facts and continue to payment' }));
  await vi.waitFor(() => expect(onContinue).toHaveBeenCalledWith('confirmed'));
  const body = puts()[0]!.body as ConfirmFacts;
  expect(body.clientRole).toBe('petitioner');
  expect(body.clientParent).toBe('mother');
  expect(body.familyFactors.find((f) => f.key === 'relocation')).toMatchObject({ direction: 'for', byClient: true });
  // Not said in the story: the question is asked, unanswered, and sent as not known.
  expect(body.otherPartyIsParent).toBeNull();
  expect(body.modification).toBeNull();
  expect(body.incomeGivenUpBy).toBeNull();
});

it('a family matter with no children (an adult guardianship): no question about which parent the client is', async () => {
  const { clientParent: _parent, ...childless } = storyFamilyFacts;
  const facts = { ...childless, people: childless.people.filter((p) => p.role !== 'child') };
  answers[`GET ${FACTS}`] = { status: 200, body: { ...storyFamilyFactsView, facts } };
  renderReview();
  await screen.findByRole('radiogroup', { name: 'Your role in the case' });
  expect(screen.queryByRole('radiogroup', { name: 'Which parent are you' })).toBeNull();
  expect(screen.queryByRole('radiogroup', { name: 'Is the other party a parent of the child' })).toBeNull();
});

it('a family matter: the client says the other party is not a parent (a grandparent asking for time)', async () => {
  answers[`GET ${FACTS}`] = { status: 200, body: storyFamilyFactsView };
  answers[`PUT ${FACTS}`] = { status: 200, body: { ...storyFamilyFactsView, status: 'confirmed' } };
  const { onContinue } = renderReview();
  await pick('Is the other party a parent of the child', 'No, not a parent');
  await pick('Does the case ask to change an existing order', 'Yes, a change');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm facts and continue to payment' }));
  await vi.waitFor(() => expect(onContinue).toHaveBeenCalledWith('confirmed'));
  expect(puts()[0]!.body as ConfirmFacts).toMatchObject({ otherPartyIsParent: false, modification: true });
});
