import type { ReactNode } from 'react';
import { render as renderDom, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import * as toasts from '../../../lib/toast';
import { TestCardForm } from './test-card-form';

// The toast module's own toast answered by a mock for each test, and put back after it: this file
// shares its worker's modules with the other web files (vitest.config.ts).
const toast = vi.fn<typeof toasts.toast>();
beforeEach(() => void vi.spyOn(toasts, 'toast').mockImplementation(toast));
afterEach(() => void vi.restoreAllMocks());

const SECRET = 'pi_test9_secret_z';
const RETURN_URL = '/subscription?payment_intent=pi_test9&redirect_status=succeeded';

type Answer = { status: number; body: unknown };

/** POST /api/test-payments/{confirm,authenticate} answered in order; the bodies sent are kept. */
function stubProvider(answers: Record<string, Answer[]>) {
  const sent: Array<[string, unknown]> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      sent.push([path, JSON.parse(String(init?.body))]);
      const answer = answers[path]?.shift() ?? { status: 404, body: { message: 'no stub', code: 'NOT_FOUND' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return sent;
}

function render(ui: ReactNode) {
  const queryClient = createQueryClient();
  return renderDom(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>
    </QueryClientProvider>,
  );
}

async function pay(card: string) {
  await userEvent.type(screen.getByLabelText('Card number'), card);
  await userEvent.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $29.00' }));
}

beforeEach(() => toast.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('the test provider card form', () => {
  it('sends the card and follows the return URL on success', async () => {
    const sent = stubProvider({ '/api/test-payments/confirm': [{ status: 200, body: { status: 'succeeded', returnUrl: RETURN_URL } }] });
    const onRedirect = vi.fn();
    render(<TestCardForm clientSecret={SECRET} onRedirect={onRedirect} />);
    await pay('4242424242424242');
    await waitFor(() => expect(onRedirect).toHaveBeenCalledWith(RETURN_URL));
    expect(sent).toEqual([
      ['/api/test-payments/confirm', { clientSecret: SECRET, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' }],
    ]);
  });

  it('asks for 3-D Secure and follows the return URL after Approve', async () => {
    const sent = stubProvider({
      '/api/test-payments/confirm': [{ status: 200, body: { status: 'requires_action', message: 'Authenticate', returnUrl: null } }],
      '/api/test-payments/authenticate': [{ status: 200, body: { status: 'succeeded', returnUrl: RETURN_URL } }],
    });
    const onRedirect = vi.fn();
    render(<TestCardForm clientSecret={SECRET} onRedirect={onRedirect} />);
    await pay('4000002500003155');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Complete authentication')).toBeTruthy();
    expect(onRedirect).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onRedirect).toHaveBeenCalledWith(RETURN_URL));
    expect(sent[1]).toEqual(['/api/test-payments/authenticate', { clientSecret: SECRET, approve: true }]);
  });

  it("shows a decline in the form with a 'Payment failed' toast, and lets the user try another card", async () => {
    stubProvider({
      '/api/test-payments/confirm': [
        { status: 200, body: { status: 'failed', message: 'Your card was declined.', code: 'card_declined', returnUrl: null } },
        { status: 200, body: { status: 'succeeded', returnUrl: RETURN_URL } },
      ],
    });
    const onRedirect = vi.fn();
    render(<TestCardForm clientSecret={SECRET} onRedirect={onRedirect} />);
    await pay('4000000000000002');
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    expect(toast).toHaveBeenCalledWith({ variant: 'error', title: 'Payment failed', description: 'Your card was declined.' });
    expect(onRedirect).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Card number'));
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $29.00' }));
    await waitFor(() => expect(onRedirect).toHaveBeenCalledWith(RETURN_URL));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal (an expired card it knows of) in the form", async () => {
    stubProvider({
      '/api/test-payments/confirm': [{ status: 409, body: { message: 'This payment has already been completed.', code: 'CONFLICT' } }],
    });
    render(<TestCardForm clientSecret={SECRET} onRedirect={vi.fn()} />);
    await pay('4242424242424242');
    expect((await screen.findByRole('alert')).textContent).toContain('This payment has already been completed.');
  });
});
