import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyEmailPage } from './verify-email-page';

const TOKEN = 'A'.repeat(43);

describe('the page of the confirmation link', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  const show = (token: string | undefined) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <VerifyEmailPage token={token} onContinue={() => {}} />
      </QueryClientProvider>,
    );

  it('sends the token once and says the email is confirmed', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    show(TOKEN);
    expect(await screen.findByText('Your email is confirmed')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/verify-email');
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN });
  });

  it('says why a link is refused', async () => {
    const message = 'This confirmation link is invalid or has expired. Send a new one from Settings.';
    globalThis.fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message, code: 'VALIDATION' }), { status: 400, headers: { 'content-type': 'application/json' } }),
    ) as unknown as typeof fetch;
    show(TOKEN);
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
