// The case form's later sections render after the first screen (decision 0030). A submit that
// comes before they have (an early click or Enter) must render them and check their fields too,
// never send a case without them. What the user types is kept as a draft for that user and
// offered back when the form opens again (decision 0051).
import { act, cleanup, render as renderDom, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { UserResponse } from '../../../../modules/identity/contract';
import { createQueryClient } from '../../../lib/query-client';
import * as toasts from '../../../lib/toast';
import { setSignedInUser, setSignedOut } from '../../../lib/session';
import { CASE_FORM_DRAFT, DRAFT_SAVE_DELAY_MS } from '../lib/case-draft';
import { initialCaseFormValues, type CaseFormValues } from '../lib/case-form';
import { CaseForm } from './case-form';
import { caseDetail } from './story-fixtures';

// The toast module's own toast answered by a mock for each test, and put back after it: this file
// shares its worker's modules with the other web files (vitest.config.ts).
const toast = vi.fn<typeof toasts.toast>();
beforeEach(() => void vi.spyOn(toasts, 'toast').mockImplementation(toast));
afterEach(() => void vi.restoreAllMocks());

let fetches: string[] = [];
let answer: (key: string, init?: RequestInit) => Response | undefined = () => undefined;
// jsdom has no scrollIntoView; the form scrolls to its first message after a failed submit.
const scrolled = vi.fn();
const ownScrollIntoView = Element.prototype.scrollIntoView;

beforeEach(() => {
  fetches = [];
  answer = () => undefined;
  localStorage.clear();
  toast.mockReset();
  scrolled.mockReset();
  Element.prototype.scrollIntoView = scrolled;
  // The later sections are far from the viewport and the browser never idles: only a submit brings them.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('requestIdleCallback', () => 1);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      fetches.push(key);
      return answer(key, init) ?? new Response(JSON.stringify({ message: 'unexpected' }), { status: 500 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Element.prototype.scrollIntoView = ownScrollIntoView;
});

it('an early submit renders the later sections and shows their messages; nothing is sent', async () => {
  const onSubmitted = vi.fn();
  renderDom(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <CaseForm onSubmitted={onSubmitted} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
  expect(screen.queryByText('Jurisdiction & Court Information')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Submit Case for Analysis' }));

  expect(await screen.findByText('Jurisdiction & Court Information')).toBeTruthy();
  expect(await screen.findByText('State is required')).toBeTruthy();
  expect(await screen.findByText('City is required')).toBeTruthy();
  expect(screen.getByText('Case number is required')).toBeTruthy();
  expect(fetches.filter((f) => f.startsWith('POST'))).toEqual([]);
  expect(onSubmitted).not.toHaveBeenCalled();
  // …and the form scrolls to the first field with a message.
  await vi.waitFor(() => expect(scrolled).toHaveBeenCalled());
});

// ---- drafts

const user = (id: number): UserResponse => ({
  id,
  username: `user${id}`,
  email: `user${id}@example.com`,
  userType: 'client',
  role: 'client',
  createdAt: '2026-01-02T03:04:05.000Z',
});
const draftKey = (userId: number) => `casebook.draft.${CASE_FORM_DRAFT}.u${userId}`;
const storedDraft = (userId: number) =>
  JSON.parse(localStorage.getItem(draftKey(userId)) ?? 'null') as { savedAt: string; values: CaseFormValues } | null;

/** A filled criminal case, as a draft holds it. */
const FILLED: CaseFormValues = {
  ...initialCaseFormValues,
  caseNumber: 'CR-2026-0142',
  clientName: 'Jordan Reyes',
  caseTitle: 'State v. Reyes',
  caseType: 'burglary',
  caseDescription: 'The client is accused of entering a closed store at night; the only eyewitness stood far away.',
  state: 'TX',
  city: 'Houston',
  keyWitnesses: 'Ann Lee, Bo Chen',
  criminal: {
    chargeDetails: 'Burglary in the third degree',
    defenseStrategy: 'Mistaken identity: two coworkers place him elsewhere.',
    evidenceStrength: 'weak',
  },
};

function seedDraft(userId: number, values: CaseFormValues, savedAt = new Date()) {
  localStorage.setItem(draftKey(userId), JSON.stringify({ savedAt: savedAt.toISOString(), values }));
}

/** The form as `userId` (signed in) sees it; answers a way to open it again, as a reload or a return does. */
function renderAs(userId: number, onSubmitted = vi.fn()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/session'], user(userId));
  const ui = () => (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <CaseForm onSubmitted={onSubmitted} />
      </ConfigProvider>
    </QueryClientProvider>
  );
  let view = renderDom(ui());
  return {
    queryClient,
    reopen: () => {
      view.unmount();
      view = renderDom(ui());
      return view;
    },
  };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

it('saves what the user types as their draft once typing pauses, and on leaving the page at once', async () => {
  renderAs(7);
  await userEvent.type(field('Case number'), 'CR-9');
  await userEvent.type(field('Client name'), 'Jordan');
  expect(storedDraft(7)).toBeNull();
  await waitFor(
    () => expect(storedDraft(7)?.values).toMatchObject({ caseNumber: 'CR-9', clientName: 'Jordan', caseCategory: 'criminal' }),
    {
      timeout: DRAFT_SAVE_DELAY_MS + 1000,
    },
  );
  await userEvent.type(field('Case title'), 'State v. Reyes');
  // A reload within the pause: the page-hide writes it.
  act(() => void window.dispatchEvent(new Event('pagehide')));
  expect(storedDraft(7)?.values.caseTitle).toBe('State v. Reyes');
  expect(Object.keys(localStorage)).toEqual([draftKey(7)]);
});

it('offers the draft back after a reload; Restore fills the form', async () => {
  const { reopen } = renderAs(7);
  await userEvent.type(field('Case number'), 'CR-2026-0142');
  await userEvent.type(field('Case description'), 'A description long enough to count.');
  reopen();
  const offer = await screen.findByRole('status', {}, { timeout: 5000 });
  expect(offer.textContent).toMatch(/^Restore your draft from today at \d{1,2}:\d{2} [AP]M\?/);
  expect(field('Case number').value).toBe('');
  await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
  expect(field('Case number').value).toBe('CR-2026-0142');
  expect(field('Case description').value).toBe('A description long enough to count.');
  expect(screen.queryByText(/Restore your draft/)).toBeNull();
  // Later sections get their values too once they render (an early submit brings them).
  seedDraft(7, { ...FILLED, caseDescription: '' });
  reopen();
  await userEvent.click(await screen.findByRole('button', { name: 'Restore' }, { timeout: 5000 }));
  await userEvent.click(screen.getByRole('button', { name: 'Submit Case for Analysis' }));
  expect(await screen.findByText('Jurisdiction & Court Information')).toBeTruthy();
  expect(field('Key witnesses').value).toBe('Ann Lee, Bo Chen');
  expect(field('Charge details').value).toBe('Burglary in the third degree');
});

it('Discard drops the draft and keeps the form empty', async () => {
  seedDraft(7, FILLED, new Date('2026-11-29T15:42:00'));
  renderAs(7);
  expect((await screen.findByRole('status', {}, { timeout: 5000 })).textContent).toContain('Restore your draft from Nov 29 at 3:42 PM?');
  await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
  expect(storedDraft(7)).toBeNull();
  expect(field('Case number').value).toBe('');
  expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
});

it('never offers one user’s draft to another on the same browser', async () => {
  seedDraft(8, FILLED);
  renderAs(7);
  await screen.findByLabelText('Case number');
  expect(screen.queryByText(/Restore your draft/)).toBeNull();
  await userEvent.type(field('Case number'), 'CR-7');
  await waitFor(() => expect(storedDraft(7)?.values.caseNumber).toBe('CR-7'), { timeout: DRAFT_SAVE_DELAY_MS + 1000 });
  expect(storedDraft(8)?.values.caseNumber).toBe('CR-2026-0142');
});

it('removes every draft on sign-out, and other users’ drafts on a sign-in', () => {
  const queryClient = createQueryClient();
  seedDraft(7, FILLED);
  seedDraft(8, FILLED);
  setSignedInUser(queryClient, user(8));
  expect(storedDraft(7)).toBeNull();
  expect(storedDraft(8)).not.toBeNull();
  setSignedOut(queryClient);
  expect(storedDraft(8)).toBeNull();
});

it('removes the draft once the case is submitted, and writes none after', async () => {
  seedDraft(7, FILLED);
  answer = (key) =>
    key === 'POST /api/case-analyses' ? new Response(JSON.stringify({ message: 'stop here' }), { status: 500 }) : undefined;
  const onSubmitted = vi.fn();
  renderAs(7, onSubmitted);
  await userEvent.click(await screen.findByRole('button', { name: 'Restore' }, { timeout: 5000 }));
  await userEvent.click(screen.getByRole('button', { name: 'Submit Case for Analysis' }));
  // A refused submit keeps the draft…
  await waitFor(() => expect(fetches).toContain('POST /api/case-analyses'));
  await waitFor(() => expect(toast).toHaveBeenCalled());
  expect(storedDraft(7)?.values.caseNumber).toBe('CR-2026-0142');
  // …an accepted one removes it.
  answer = (key) => (key === 'POST /api/case-analyses' ? new Response(JSON.stringify(caseDetail({ id: 42 })), { status: 201 }) : undefined);
  await userEvent.click(screen.getByRole('button', { name: 'Submit Case for Analysis' }));
  await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ id: 42 })));
  expect(storedDraft(7)).toBeNull();
  expect(field('Case number').value).toBe('');
  act(() => void window.dispatchEvent(new Event('pagehide')));
  expect(storedDraft(7)).toBeNull();
});
