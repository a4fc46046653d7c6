import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserResponse } from '../../../../modules/identity/contract';
import { ToastHost } from '../../../components/toast-host';
import { getUserQueryOptions } from '../../../lib/session';
import { dismissToasts } from '../../../lib/toast';
import { LoginForm } from './login-form';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const investigator: UserResponse = {
  id: 7,
  username: 'ivy.investigator',
  email: 'ivy@example.com',
  userType: 'investigator',
  role: 'investigator',
  createdAt: '2026-01-05T10:00:00.000Z',
};
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

describe("a staff account's first sign-in: setting up the authenticator (decision 0048)", () => {
  const original = globalThis.fetch;
  const sent: { method: string; url: string; body: unknown }[] = [];
  beforeEach(() => {
    sent.length = 0;
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : undefined;
      sent.push({ method, url, body });
      if (url === '/api/login')
        return json(200, {
          secondFactorSetupRequired: true,
          secret: SECRET,
          otpauthUri: `otpauth://totp/Casebook:ivy.investigator?secret=${SECRET}`,
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        });
      if (url === '/api/login/second-factor/setup') {
        if (body?.code !== '287082')
          return json(400, {
            message: 'That code is not right. Check the time on your device and enter the current code',
            code: 'VALIDATION',
          });
        return json(200, { user: investigator, recoveryCodes });
      }
      return json(404, { message: 'no', code: 'NOT_FOUND' });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = original;
    dismissToasts();
  });

  function show() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const onSignedIn = vi.fn();
    render(
      <QueryClientProvider client={queryClient}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <LoginForm onSignedIn={onSignedIn} />
          <ToastHost />
        </ConfigProvider>
      </QueryClientProvider>,
    );
    return { queryClient, onSignedIn };
  }

  async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('switch', { name: 'Investigator Login' }));
    await user.type(screen.getByLabelText('Username'), 'ivy.investigator');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Login' }));
  }

  it('shows the QR code and the secret, refuses a wrong code, then the recovery codes, and only then signs in', async () => {
    const user = userEvent.setup();
    const { queryClient, onSignedIn } = show();
    await passwordStep(user);

    const heading = await screen.findByRole('heading', { name: 'Set up your authenticator' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('img', { name: 'QR code to add Casebook to your authenticator app' })).toBeTruthy();
    expect(screen.getByTestId('second-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    await user.type(screen.getByLabelText('Code from the app'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    await waitFor(() => expect(sent.filter((r) => r.url === '/api/login/second-factor/setup')).toHaveLength(1));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(await screen.findByText('Verification failed')).toBeTruthy();

    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), '287082');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    // The wrong code's toast goes with the step it was about (at once, long before its 5 s are up).
    await waitFor(() => expect(screen.queryByText('Verification failed')).toBeNull(), { timeout: 2500 });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(recoveryCodes);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Save your recovery codes' })));
    // Not signed in in the app until the codes were seen: the page would leave them unread.
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(getUserQueryOptions().queryKey)).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes — continue' }));
    expect(onSignedIn).toHaveBeenCalledWith(investigator);
    expect(queryClient.getQueryData(getUserQueryOptions().queryKey)).toEqual(investigator);
    // The browser sent the code only: the secret waits on the server.
    expect(sent.filter((r) => r.url === '/api/login/second-factor/setup').map((r) => r.body)).toEqual([
      { code: '111111' },
      { code: '287082' },
    ]);
  });

  it('asks for 6 digits before it sends anything, and goes back to the password form', async () => {
    const user = userEvent.setup();
    show();
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Code from the app'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    expect(sent.filter((r) => r.url === '/api/login/second-factor/setup')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });
});
