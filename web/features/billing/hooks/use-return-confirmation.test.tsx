import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionResponse } from '../../../../modules/billing/contract';
import { createQueryClient } from '../../../lib/query-client';
import * as toasts from '../../../lib/toast';
import { getSubscriptionQueryOptions } from '../api/get-subscription';
import type { ReturnParams } from '../lib/return-outcome';
import { useReturnConfirmation } from './use-return-confirmation';

// The toast module's own toast answered by a mock for each test, and put back after it: this file
// shares its worker's modules with the other web files (vitest.config.ts).
const toast = vi.fn<typeof toasts.toast>();
beforeEach(() => void vi.spyOn(toasts, 'toast').mockImplementation(toast));
afterEach(() => void vi.restoreAllMocks());

const active: SubscriptionResponse = {
  isSubscribed: true,
  plan: 'premium',
  status: 'active',
  currentPeriodEnd: '2026-06-14T15:00:00.000Z',
  cancelAtPeriodEnd: false,
};

type Answer = { status: number; body?: unknown };

function stubServer(answers: Answer[]) {
  const calls: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/subscription') return new Response(JSON.stringify(active), { status: 200 });
    if (key !== 'POST /api/subscription/confirm-return') return new Response(null, { status: 404 });
    calls.push(JSON.parse(String(init?.body)));
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function setup(initial: ReturnParams | undefined) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ mutations: { retry: false }, queries: { retry: false } });
  const onHandled = vi.fn();
  const onChecked = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(({ params }: { params: ReturnParams | undefined }) => useReturnConfirmation(params, { onHandled, onChecked }), {
    wrapper,
    initialProps: { params: initial },
  });
  return { ...hook, queryClient, onHandled, onChecked };
}

beforeEach(() => toast.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('useReturnConfirmation', () => {
  it('asks the server once, shows and toasts the verdict, caches the subscription and clears the query', async () => {
    const calls = stubServer([{ status: 200, body: { outcome: 'succeeded', message: null, subscription: active } }]);
    const { result, rerender, queryClient, onHandled, onChecked } = setup({ redirectStatus: 'succeeded', paymentIntent: 'pi_1' });
    // From the first render: no flash of the plan offer before the check starts.
    expect(result.current.checking).toBe(true);

    await waitFor(() => expect(onHandled).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([{ redirectStatus: 'succeeded', paymentIntent: 'pi_1' }]);
    expect(onChecked).toHaveBeenCalledTimes(1);
    expect(result.current.notice).toMatchObject({ variant: 'success', title: 'Subscription activated!' });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success', title: 'Subscription activated!' }));
    expect(queryClient.getQueryData(getSubscriptionQueryOptions().queryKey)).toEqual(active);

    // Re-renders with the same query (before the router cleared it) do not ask again.
    rerender({ params: { redirectStatus: 'succeeded', paymentIntent: 'pi_1' } });
    rerender({ params: undefined });
    expect(calls).toHaveLength(1);
    // The notice outlives the query string.
    expect(result.current.notice?.title).toBe('Subscription activated!');
    expect(result.current.checking).toBe(false);
  });

  it("tells a failed payment with the provider's reason", async () => {
    const incomplete = { ...active, isSubscribed: false, plan: null, status: 'incomplete', currentPeriodEnd: null };
    stubServer([{ status: 200, body: { outcome: 'failed', message: 'Your card was declined.', subscription: incomplete } }]);
    const { result, onHandled } = setup({ redirectStatus: 'failed', paymentIntent: 'pi_1' });
    await waitFor(() => expect(onHandled).toHaveBeenCalled());
    expect(result.current.notice).toEqual({
      variant: 'error',
      title: 'Payment failed',
      description: 'Your card was declined.',
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'error', title: 'Payment failed' }));
  });

  it('handles the same return again after the query string was cleared (a second 3-D Secure failure)', async () => {
    const failed = { status: 200, body: { outcome: 'failed', message: null, subscription: active } };
    const calls = stubServer([failed]);
    const { rerender, onHandled } = setup({ redirectStatus: 'failed', paymentIntent: 'pi_1' });
    await waitFor(() => expect(onHandled).toHaveBeenCalledTimes(1));
    rerender({ params: undefined });
    rerender({ params: { redirectStatus: 'failed', paymentIntent: 'pi_1' } });
    await waitFor(() => expect(onHandled).toHaveBeenCalledTimes(2));
    expect(calls).toHaveLength(2);
  });

  it('keeps the query string when the check fails, and checks again on request', async () => {
    const calls = stubServer([
      {
        status: 502,
        body: { message: 'The payment system is not reachable right now. Please try again in a moment.', code: 'PAYMENT_PROVIDER' },
      },
      { status: 200, body: { outcome: 'succeeded', message: null, subscription: active } },
    ]);
    const { result, onHandled } = setup({ redirectStatus: 'succeeded' });
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current.checking).toBe(false);
    expect(onHandled).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Payment check failed',
        description: 'The payment system is not reachable right now. Please try again in a moment.',
      }),
    );

    act(() => result.current.recheck());
    await waitFor(() => expect(onHandled).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([{ redirectStatus: 'succeeded' }, { redirectStatus: 'succeeded' }]);
    expect(result.current.error).toBeNull();
  });

  it('clears a query that is not a provider return without asking the server', async () => {
    const calls = stubServer([]);
    const { result, onHandled } = setup({ redirectStatus: 'whatever' });
    await waitFor(() => expect(onHandled).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(0);
    expect(result.current.checking).toBe(false);
    expect(result.current.notice).toBeNull();
  });

  it('does nothing on a plain visit', () => {
    const calls = stubServer([]);
    const { result, onHandled } = setup(undefined);
    expect(result.current.checking).toBe(false);
    expect(onHandled).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });
});
