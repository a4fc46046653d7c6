// How the OpenAI clients here (openai-chat.ts) and casework's jury engine read a failed call (the
// AiError to show, whether waiting and trying again can help, the server's Retry-After hint) and
// wait between attempts.
import { APIError } from 'openai';
import { AI_MESSAGES, AiError, type AiErrorCode } from './types.js';

export interface Classified {
  error: AiError;
  retryable: boolean;
  retryAfterMs?: number;
}

export const fail = (code: AiErrorCode, retryable: boolean, cause: unknown, status?: number, retryAfterMs?: number): Classified => ({
  error: new AiError(code, AI_MESSAGES[code], status, { cause }),
  retryable,
  ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
});

export function retryAfter(headers: Headers | undefined): number | undefined {
  if (!headers) return undefined;
  const ms = Number(headers.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return ms;
  const raw = headers.get('retry-after');
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const at = Date.parse(raw);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : undefined;
}

/** An answer with an HTTP status: busy (429), down (5xx), timed out (408) or refused (any other). */
export function classifyStatus(err: APIError & { status: number }): Classified {
  const hinted = retryAfter(err.headers);
  if (err.status === 429) {
    // An exhausted account (as opposed to a busy one) does not get better by waiting.
    if (err.code === 'insufficient_quota') {
      return {
        error: new AiError('AI_BUSY', 'The AI service quota is exhausted. Please contact support.', 429, { cause: err }),
        retryable: false,
      };
    }
    return fail('AI_BUSY', true, err, 429, hinted);
  }
  if (err.status >= 500) return fail('AI_UNAVAILABLE', true, err, err.status, hinted);
  if (err.status === 408) return fail('AI_TIMEOUT', true, err, 408, hinted);
  return fail('AI_REJECTED', false, err, err.status);
}

/** Waits before the next attempt; the caller's abort ends the wait at once. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** The wait before attempt `attempt` (1-based): doubling from `baseMs` with jitter, capped at `maxMs`; a Retry-After hint wins. */
export function backoffMs(attempt: number, hinted: number | undefined, opts: { backoffBaseMs?: number; backoffMaxMs?: number }): number {
  const max = opts.backoffMaxMs ?? 8_000;
  if (hinted !== undefined) return Math.min(max, hinted);
  const base = (opts.backoffBaseMs ?? 500) * 2 ** (attempt - 1);
  return Math.min(max, base / 2 + (Math.random() * base) / 2);
}
