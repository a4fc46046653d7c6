// Stories get their data without a server: `parameters.api` maps "METHOD /path" to an answer,
// and `globalThis.fetch` is replaced by a spy for the story's lifetime (see preview.tsx).
import type { Mock } from 'storybook/test';

export interface MockAnswer {
  status?: number;
  body?: unknown;
  /**
   * The answer arrives when this settles: a story holds a request on its way while it checks the
   * in-flight state ('Sending...', a busy list), then lets it go (`answerGate`).
   */
  heldUntil?: Promise<unknown>;
}

export interface MockRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * 'pending' never answers: for loading states. A function may answer a whole Response (a
 * text/event-stream body, a file) when JSON will not do.
 */
export type MockHandler = MockAnswer | 'pending' | ((request: MockRequest) => MockAnswer | 'pending' | Response);

export type MockApi = Record<string, MockHandler>;

function toResponse({ status = 200, body }: MockAnswer): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function createMockFetch(api: MockApi, passThrough: typeof fetch) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.origin);
    if (!url.pathname.startsWith('/api/')) return passThrough(input, init);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = api[`${method} ${url.pathname}`];
    if (!handler) {
      return toResponse({ status: 404, body: { message: `No story mock for ${method} ${url.pathname}`, code: 'NOT_FOUND' } });
    }
    const answer = typeof handler === 'function' ? handler({ method, path: url.pathname, body }) : handler;
    if (answer instanceof Response) return answer;
    if (answer === 'pending') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }
    if (answer.heldUntil) await answer.heldUntil;
    return toResponse(answer);
  };
}

/**
 * Answers a story holds on their way and lets go once it has seen the in-flight state: no clock, so
 * a loaded machine can neither answer before the check nor make the story wait longer than it needs.
 * A handler takes `gate.held()` as its answer's `heldUntil`; the play function calls `release()`;
 * the story's `beforeEach` calls `reset()`, so a story run again holds again.
 */
export function answerGate() {
  let waiting: Array<() => void> = [];
  let released = false;
  return {
    held: (): Promise<void> => (released ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
    release: () => {
      released = true;
      for (const resolve of waiting) resolve();
      waiting = [];
    },
    reset: () => {
      released = false;
      waiting = [];
    },
  };
}

/** The JSON bodies the story sent to `METHOD /path`, in order. */
export function sentBodies(method: string, path: string): unknown[] {
  const spy = globalThis.fetch as Mock<typeof fetch>;
  return spy.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input instanceof Request ? input.url : input), window.location.origin);
      return url.pathname === path && (init?.method ?? 'GET').toUpperCase() === method;
    })
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
}

/** The query strings the story sent to `METHOD /path`, in order. */
export function sentQueries(method: string, path: string): URLSearchParams[] {
  const spy = globalThis.fetch as Mock<typeof fetch>;
  return spy.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input instanceof Request ? input.url : input), window.location.origin),
      method: (init?.method ?? 'GET').toUpperCase(),
    }))
    .filter(({ url, method: sent }) => url.pathname === path && sent === method)
    .map(({ url }) => url.searchParams);
}
