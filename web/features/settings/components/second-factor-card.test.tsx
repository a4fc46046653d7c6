import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SecondFactorCard } from './second-factor-card';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the two-factor authentication card (Settings › Security)', () => {
  const original = globalThis.fetch;
  let state = { enabled: false, required: false, recoveryCodesLeft: 0 };
  const sent: { method: string; url: string; body: unknown }[] = [];
  beforeEach(() => {
    state = { enabled: false, required: false, recoveryCodesLeft: 0 };
    sent.length = 0;
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET' && url === '/api/user/second-factor') return json(200, state);
      if (url === '/api/user/second-factor/setup')
        return json(200, {
          secret: SECRET,
          otpauthUri: `otpauth://totp/Casebook:casey?secret=${SECRET}`,
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        });
      if (method === 'POST' && url === '/api/user/second-factor') {
        const code = (JSON.parse(String(init?.body)) as { code: string }).code;
        if (code !== '287082')
          return json(400, {
            message: 'That code is not right. Check the time on your device and enter the current code',
            code: 'VALIDATION',
          });
        state = { enabled: true, required: false, recoveryCodesLeft: 10 };
        return json(201, { recoveryCodes: Array.from({ length: 10 }, (_, i) => `code${i}-aaaaa`) });
      }
      return json(404, { message: 'no', code: 'NOT_FOUND' });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = original;
  });

  const show = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SecondFactorCard />
      </QueryClientProvider>,
    );

  it('shows the secret as text and its URI, refuses a wrong code, then shows the recovery codes once', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    expect((await screen.findByTestId('second-factor-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('img', { name: 'QR code to add Casebook to your authenticator app' })).toBeTruthy();
    await user.type(screen.getByLabelText('Code from the app'), '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST' && r.url === '/api/user/second-factor')).toHaveLength(1));
    expect(screen.queryByText('Save your recovery codes now')).toBeNull();
    await user.type(screen.getByLabelText('Code from the app'), '287082');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByText(/Two-factor authentication is on/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('asks for a code of at least 6 characters before it sends anything', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    await user.type(await screen.findByLabelText('Code from the app'), '12');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app, or a recovery code')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST' && r.url === '/api/user/second-factor')).toHaveLength(0);
  });
});
