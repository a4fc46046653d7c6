import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';
import { createQueryClient, GC_TIME_MS, retryDelay, shouldRetryMutation, shouldRetryQuery, STALE_TIME_MS } from './query-client';

const apiError = (status: number) => new ApiError(status, 'status text', '');
const networkError = () => new TypeError('Failed to fetch');

describe('query retry rule (SPEC.md §7)', () => {
  it.each([400, 401, 403, 404, 409, 413, 422])('never retries a %i', (status) => {
    expect(shouldRetryQuery(0, apiError(status))).toBe(false);
  });

  it.each([
    ['a 429', apiError(429)],
    ['a 500', apiError(500)],
    ['a 503', apiError(503)],
    ['a network failure', networkError()],
  ])('retries %s up to 3 times', (_name, error) => {
    expect([0, 1, 2, 3].map((failureCount) => shouldRetryQuery(failureCount, error))).toEqual([true, true, true, false]);
  });
});

describe('mutation retry rule (SPEC.md §7)', () => {
  it.each([400, 401, 403, 404, 409, 429])('never retries a %i', (status) => {
    expect(shouldRetryMutation(0, apiError(status))).toBe(false);
  });

  it.each([
    ['a 500', apiError(500)],
    ['a 502', apiError(502)],
    ['a failure with no status', networkError()],
  ])('retries %s up to 2 times', (_name, error) => {
    expect([0, 1, 2].map((failureCount) => shouldRetryMutation(failureCount, error))).toEqual([true, true, false]);
  });
});

describe('retry delay', () => {
  it('starts at 1000 ms, doubles, and is capped at 30000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('createQueryClient', () => {
  it('caches for 5 minutes, never refetches on focus or on an interval', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: STALE_TIME_MS,
      gcTime: GC_TIME_MS,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: shouldRetryQuery,
      retryDelay,
    });
    expect(STALE_TIME_MS).toBe(300_000);
    expect(GC_TIME_MS).toBe(300_000);
    expect(mutations).toMatchObject({ retry: shouldRetryMutation, retryDelay });
  });

  describe('against a stubbed server', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    function server(status: number | 'offline') {
      const fetchMock = vi.fn(async () => {
        if (status === 'offline') throw networkError();
        return new Response(JSON.stringify({ message: 'nope', code: 'X' }), { status });
      });
      vi.stubGlobal('fetch', fetchMock);
      return fetchMock;
    }

    async function settle(promise: Promise<unknown>) {
      const outcome = promise.then(
        () => 'resolved',
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(60_000);
      return outcome;
    }

    it('a query on a 500 is tried 4 times, 1 s, 2 s and 4 s apart', async () => {
      const fetchMock = server(500);
      const client = createQueryClient();
      const outcome = client.fetchQuery({ queryKey: ['/api/thing'] }).then(
        () => 'resolved',
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2000);
      expect(fetchMock).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(4000);
      expect(fetchMock).toHaveBeenCalledTimes(4);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await outcome).toMatchObject({ status: 500 });
      expect(fetchMock).toHaveBeenCalledTimes(4);
    });

    it('a query on a 404 is tried once; on a 429, 4 times', async () => {
      const notFound = server(404);
      await settle(createQueryClient().fetchQuery({ queryKey: ['/api/a'] }));
      expect(notFound).toHaveBeenCalledTimes(1);
      const throttled = server(429);
      await settle(createQueryClient().fetchQuery({ queryKey: ['/api/b'] }));
      expect(throttled).toHaveBeenCalledTimes(4);
    });

    it('a mutation is tried 3 times on a 500 or a network failure, once on a 4xx', async () => {
      for (const [status, calls] of [
        [500, 3],
        ['offline', 3],
        [400, 1],
        [429, 1],
      ] as const) {
        const fetchMock = server(status);
        const observer = new MutationObserver(createQueryClient(), {
          mutationFn: () => apiRequest('POST', '/api/x', {}),
        });
        await settle(observer.mutate());
        expect(fetchMock, `status ${status}`).toHaveBeenCalledTimes(calls);
      }
    });

    it('tells the app when a query answers 401 (the session ended)', async () => {
      server(401);
      const onUnauthorized = vi.fn();
      await settle(createQueryClient({ onUnauthorized }).fetchQuery({ queryKey: ['/api/messages'] }));
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });
  });
});
