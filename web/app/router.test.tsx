import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultNotificationPreferences, defaultPrivacySettings, type UserResponse } from '../../modules/identity/contract';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { caseDetail } from '../features/casework/components/story-fixtures';
import { civilDemandLetter } from '../features/templates/components/story-fixtures';

const client: UserResponse = {
  id: 7,
  username: 'casey',
  email: 'casey@example.com',
  userType: 'client',
  role: 'client',
  createdAt: '2026-01-02T03:04:05.000Z',
};
const investigator: UserResponse = { ...client, id: 8, username: 'ivy', userType: 'investigator', role: 'investigator' };
const admin: UserResponse = { ...client, id: 9, username: 'ops', userType: 'investigator', role: 'admin' };

type Handler = (init: RequestInit | undefined) => { status: number; body?: unknown };

/** A fake server: "METHOD /path" → answer. The session is `user` (GET /api/user: 401 when null). */
function serve(user: UserResponse | null, extra: Record<string, Handler> = {}) {
  const routes: Record<string, Handler> = {
    'GET /api/session': () => ({ status: 200, body: { user } }),
    'GET /api/user': () => (user ? { status: 200, body: user } : { status: 401, body: { message: 'Not signed in', code: 'UNAUTHORIZED' } }),
    'GET /api/config/runtime': () => ({
      status: 200,
      body: { database: 'embedded', eventStore: 'postgres', ai: 'offline', payments: 'test' },
    }),
    ...extra,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = routes[key]?.(init) ?? { status: 404, body: { message: `no route ${key}`, code: 'NOT_FOUND' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <AppProviders queryClient={queryClient}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </AppProviders>,
  );
  return router;
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { name }, { timeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Every answer the fake server gave, as "status METHOD url". */
async function answers(fetchMock: ReturnType<typeof serve>): Promise<string[]> {
  return Promise.all(
    fetchMock.mock.calls.map(
      async ([input, init], i) => `${(await fetchMock.mock.results[i]!.value).status} ${init?.method ?? 'GET'} ${String(input)}`,
    ),
  );
}

describe('auth guard', () => {
  it('sends a signed-out visitor to /auth', async () => {
    serve(null);
    const router = renderApp('/settings');
    expect(await heading('Casebook')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByRole('tab', { name: 'Login' })).toBeTruthy();
  });

  it('checks the session without a failed request when nobody is signed in', async () => {
    const fetchMock = serve(null);
    renderApp('/');
    expect(await heading('Casebook')).toBeTruthy();
    const answered = await answers(fetchMock);
    expect(answered).toContain('200 GET /api/session');
    expect(answered.filter((a) => !a.startsWith('2'))).toEqual([]);
  });

  it('sends a signed-in user from /auth to /', async () => {
    serve(client);
    const router = renderApp('/auth');
    expect(await heading('Chat')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('casey')).toBeTruthy();
  });

  it('logs in, keeps the user and lands on the role’s home (staff: the dashboard)', async () => {
    let signedIn: UserResponse | null = null;
    const fetchMock = serve(null, {
      'POST /api/login': () => {
        signedIn = investigator;
        return { status: 200, body: investigator };
      },
    });
    const router = renderApp('/auth');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'ivy');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('switch', { name: 'Investigator Login' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await heading('Investigator Dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/investigator-dashboard');
    expect(signedIn).toEqual(investigator);
    const loginCall = fetchMock.mock.calls.find(([url]) => url === '/api/login');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({ username: 'ivy', password: 'secret12', userType: 'investigator' });
    // Staff entries come from the server's role.
    expect(screen.getByRole('link', { name: 'Investigator Dashboard' })).toBeTruthy();
  });
});

describe('browser tab title', () => {
  it.each([
    ['/', 'Chat · Casebook'],
    ['/history', 'History · Casebook'],
    ['/settings', 'Settings · Casebook'],
    ['/find-my-pi', 'Find My PI · Casebook'],
    ['/case-detail/42', 'Case 42 · Casebook'],
  ])('%s reads %s', async (path, title) => {
    serve(client, {
      'GET /api/user/notifications': () => ({ status: 200, body: defaultNotificationPreferences }),
      'GET /api/user/privacy': () => ({ status: 200, body: defaultPrivacySettings }),
    });
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title), { timeout: 5000 });
  });

  it('follows the auth page tab and navigation', async () => {
    serve(null);
    const router = renderApp('/auth');
    await waitFor(() => expect(document.title).toBe('Sign in · Casebook'));
    await router.navigate({ to: '/auth', search: { tab: 'register' } });
    await waitFor(() => expect(document.title).toBe('Create account · Casebook'));
  });
});

describe('redirects', () => {
  it.each([
    ['/chat', '/', 'Chat'],
    ['/history-page', '/history', 'History'],
    ['/case/42', '/case-detail/42', 'Case Not Found'],
  ])('%s goes to %s', async (from, to, title) => {
    serve(client);
    const router = renderApp(from);
    expect(await heading(title)).toBeTruthy();
    expect(router.state.location.pathname).toBe(to);
  });
});

describe('pages', () => {
  it('shows the 404 page alone for an unknown path when signed out', async () => {
    serve(null);
    renderApp('/no-such-page');
    expect(await heading('404 Page Not Found')).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Page not found · Casebook'));
  });

  it('keeps the sidebar around the 404 page for a signed-in user', async () => {
    serve(client);
    renderApp('/settings/deeper/still');
    expect(await heading('404 Page Not Found')).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByText('casey')).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('rejects a non-numeric case id with a way back named after where it goes', async () => {
    serve(client);
    renderApp('/case-detail/abc');
    expect(await heading('Invalid Case ID')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to My Cases' }).getAttribute('href')).toBe('/case-analysis?tab=cases');
    expect(screen.queryByRole('link', { name: 'Return to Dashboard' })).toBeNull();
  });

  it('sends staff back to their dashboard from an invalid case id', async () => {
    serve(investigator);
    renderApp('/case-detail/abc');
    expect(await heading('Invalid Case ID')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/investigator-dashboard');
  });

  it('denies the investigator pages and admin to a client', async () => {
    serve(client);
    const router = renderApp('/investigator-dashboard');
    expect(await heading('Access Denied')).toBeTruthy();
    expect(screen.getByText('This page is only available to investigators.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Investigator Dashboard' })).toBeNull();

    await router.navigate({ to: '/investigator-network' });
    expect(await heading('Access Denied: This page is only available to verified investigators.')).toBeTruthy();

    await router.navigate({ to: '/admin' });
    await waitFor(() => expect(screen.getByText('This page is only available to administrators.')).toBeTruthy());
  });

  it('opens /investigator (the dashboard) for staff', async () => {
    serve(investigator);
    renderApp('/investigator');
    expect(await heading('Investigator Dashboard')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('opens the tab a notification’s link names when the dashboard is already open (?offer=, ?inquiry=)', async () => {
    serve(investigator);
    const router = renderApp('/investigator-dashboard');
    expect(await heading('Investigator Dashboard')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Escalations', selected: true })).toBeTruthy();
    await router.navigate({ href: '/investigator-dashboard?offer=5' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Case Offers', selected: true })).toBeTruthy());
    await router.navigate({ href: '/investigator-dashboard?inquiry=inq-1' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'PI Inquiries', selected: true })).toBeTruthy());
  });

  it('lists staff accounts on /admin for an admin', async () => {
    serve(admin, {
      'GET /api/admin/users': () => ({ status: 200, body: [admin, investigator].map((u) => ({ ...u, disabled: false })) }),
    });
    renderApp('/admin');
    expect(await heading('Administration')).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'ivy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admin' })).toBeTruthy();
  });

  it('says when the app runs on embedded defaults', async () => {
    serve(client);
    renderApp('/');
    expect(await screen.findByText('Offline AI · Test payments', undefined, { timeout: 5000 })).toBeTruthy();
  });
});

// /templates?caseId=…: the letter's form opens filled from the case (Case Detail's Letters button),
// through the route, the case's own chunk and the templates' prefill sources.
describe('a letter filled from the case a link names', () => {
  const civilCase = caseDetail({
    caseTitle: 'Whitfield v. Lee Roofing',
    state: 'IL',
    opposingParty: 'Lee Roofing LLC',
    criminal: null,
    civil: {
      clientRole: 'plaintiff',
      amountInDispute: 2400,
      claims: 'Paid $2,400 in advance for a roof repair that was never done.',
      otherSideSays: null,
      evidence: 'Signed estimate',
    },
  });
  const serveCase = (answer: { status: number; body: unknown }) =>
    serve(client, {
      'GET /api/templates/civil-demand-letter': () => ({ status: 200, body: civilDemandLetter }),
      'GET /api/case-analyses/42': () => answer,
    });

  it('fills the opposing party, the amount in dispute, the claims and the evidence of a civil case', async () => {
    serveCase({ status: 200, body: civilCase });
    renderApp('/templates?template=civil-demand-letter&caseId=42');
    expect(await screen.findByLabelText('Recipient name', {}, { timeout: 12_000 })).toHaveProperty('value', 'Lee Roofing LLC');
    expect(screen.getByLabelText('Amount demanded')).toHaveProperty('value', '$2,400.00');
    expect(screen.getByLabelText('What happened')).toHaveProperty('value', 'Paid $2,400 in advance for a roof repair that was never done.');
    expect(screen.getByLabelText('Records you have kept')).toHaveProperty('value', 'Signed estimate');
    expect(screen.getByLabelText('Your name')).toHaveProperty('value', 'casey');
  });

  it('a case the user may not read leaves the case’s fields blank', async () => {
    serveCase({ status: 403, body: { message: 'Access denied', code: 'FORBIDDEN' } });
    renderApp('/templates?template=civil-demand-letter&caseId=42');
    expect(await screen.findByLabelText('Recipient name', {}, { timeout: 12_000 })).toHaveProperty('value', '');
    expect(screen.getByLabelText('Your name')).toHaveProperty('value', 'casey');
  });
});
