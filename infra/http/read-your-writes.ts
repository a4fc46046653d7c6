// Read-your-writes across processes (decisions 0017 and 0033).
//
// A command that appended waits (READ_YOUR_WRITES_TIMEOUT_MS) for its views, then answers 2xx even
// if they have not caught up (a projector being restarted, Postgres restarting). And when they have,
// another api process may not know it yet (the signal that tells it is on its way). Without more,
// the client's next read — on any api process — could miss what it was just told was done. So:
// - commands (any non-GET under /api/) run inside `trackUnsettled`; a command that waited for views
//   answers with a signed cookie naming the position and those views;
// - a GET under /api/ with that cookie first waits (bounded) until this process knows those views
//   have the write; then the cookie is cleared and the read proceeds; if they still lag, the read
//   answers 503 with Retry-After (retryable) rather than a stale answer.
// The cookie is signed with the session keys, so a client cannot make reads wait on positions of
// its choosing beyond the bounded wait.
import type { Context, Next } from 'koa';
import { comparePositions, positionFromString, positionToString, type Position } from '../eventstore/types.js';
import { trackUnsettled } from '../consistency/unsettled.js';
import type { AppState } from './state.js';

export const RYW_COOKIE = 'casebook.ryw';

export interface ReadYourWritesOptions {
  /** Waits until every view named has reached `position`; false when `timeoutMs` passes first. */
  waitForViews(names: readonly string[], position: Position, timeoutMs: number): Promise<boolean>;
  timeoutMs: number;
  /** How long a token lives at most (default 10 minutes). */
  maxAgeMs?: number;
  /**
   * Reads sent with another method than GET (`'POST /api/find-pi/search'`: a search with a body):
   * they wait for a token as a GET does, and are not tracked as commands (tracking turns on async
   * hooks for the whole process while it runs: unsettled.ts).
   */
  queries?: readonly string[];
}

interface Token {
  position: Position;
  views: string[];
}

function parse(value: string | undefined): Token | undefined {
  if (!value) return undefined;
  const [pos, views] = value.split('|');
  try {
    const names = (views ?? '').split(',').filter((v) => /^[\w-]{1,64}$/.test(v));
    return names.length ? { position: positionFromString(pos ?? ''), views: names.slice(0, 32) } : undefined;
  } catch {
    return undefined;
  }
}

const format = (t: Token) => `${positionToString(t.position)}|${t.views.join(',')}`;

export const readYourWrites = (opts: ReadYourWritesOptions) => {
  const queries = new Set(opts.queries);
  return async function readYourWrites(ctx: Context & { state: AppState }, next: Next) {
    if (!ctx.path.startsWith('/api/') || ctx.path === '/api/health') return next();
    const reading = ctx.method === 'GET' || ctx.method === 'HEAD' || (queries.size > 0 && queries.has(`${ctx.method} ${ctx.path}`));
    // Most reads carry no token: a Cookie header without its name has none to parse or verify.
    if (reading && !ctx.get('cookie').includes(RYW_COOKIE)) return next();
    const cookieOptions = { signed: true, httpOnly: true, sameSite: 'lax' as const, overwrite: true };
    const token = parse(ctx.cookies.get(RYW_COOKIE, { signed: true }));
    if (reading) {
      if (token) {
        if (!(await opts.waitForViews(token.views, token.position, opts.timeoutMs))) {
          ctx.status = 503;
          ctx.set('Retry-After', '1');
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { message: 'Your latest change is still being processed. Please try again in a moment.', code: 'NOT_YET_VISIBLE' };
          return;
        }
        ctx.cookies.set(RYW_COOKIE, null, cookieOptions);
      }
      return next();
    }
    const { result, unsettled } = trackUnsettled(() => next());
    // A command can record something and still answer a client error (a declined card is recorded,
    // then answered 402): the next reads must show what it recorded, so a 4xx hands the token too,
    // thrown or set. A server error hands none: what the client reads next is no answer of its own.
    const handToken = (status: number) => {
      if (!unsettled.position || status >= 500) return;
      const merged: Token = { position: unsettled.position, views: [...unsettled.views] };
      if (token) {
        if (comparePositions(token.position, merged.position) > 0) merged.position = token.position;
        merged.views = [...new Set([...merged.views, ...token.views])];
      }
      ctx.cookies.set(RYW_COOKIE, format(merged), { ...cookieOptions, maxAge: opts.maxAgeMs ?? 10 * 60_000 });
    };
    try {
      await result;
    } catch (err) {
      // The error middleware outside answers it and keeps the headers set here.
      const status = (err as { status?: unknown } | null)?.status;
      handToken(typeof status === 'number' ? status : 500);
      throw err;
    }
    handToken(ctx.status);
  };
};
