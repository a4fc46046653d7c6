// Read-your-writes token: a command whose views lagged makes the next reads wait or answer 503.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentScope, noteWait } from '../consistency/unsettled.js';
import { comparePositions, type Position } from '../eventstore/types.js';
import { readYourWrites, RYW_COOKIE } from './read-your-writes.js';

describe('readYourWrites', () => {
  let server: Server;
  let base: string;
  // The fake views' checkpoint; a read waits for it.
  let viewAt: Position = { commit: 5n, prepare: 5n };
  const waits: { names: readonly string[]; position: Position }[] = [];
  // Whether the last POST /api/search ran inside a command's scope.
  let searchScoped: boolean | undefined;

  beforeAll(async () => {
    const app = new Koa();
    app.keys = ['ryw-test-key-that-is-long-enough'];
    // As the app's error middleware: a thrown error is answered, the headers set so far kept.
    app.use(async (ctx, next) => {
      try {
        await next();
      } catch (err) {
        ctx.status = (err as { status?: number }).status ?? 500;
        ctx.body = { message: (err as Error).message };
      }
    });
    app.use(
      readYourWrites({
        timeoutMs: 50,
        queries: ['POST /api/search'],
        waitForViews: async (names, position) => {
          waits.push({ names, position });
          return comparePositions(viewAt, position) >= 0;
        },
      }),
    );
    app.use(async (ctx) => {
      if (ctx.method === 'POST' && ctx.path === '/api/lagging') {
        noteWait({ commit: 10n, prepare: 10n }, ['cases']);
        ctx.status = 201;
        ctx.body = { id: 1 };
      } else if (ctx.method === 'POST' && ctx.path === '/api/lagging-earlier') {
        noteWait({ commit: 7n, prepare: 7n }, ['messages']);
        ctx.status = 201;
        ctx.body = { id: 3 };
      } else if (ctx.method === 'POST' && ctx.path === '/api/failing') {
        noteWait({ commit: 20n, prepare: 20n }, ['cases']);
        ctx.status = 503;
        ctx.body = { message: 'down' };
      } else if (ctx.method === 'POST' && ctx.path === '/api/declined') {
        // Recorded, then refused: a declined card is recorded and answered 402.
        noteWait({ commit: 30n, prepare: 30n }, ['cases']);
        ctx.status = 402;
        ctx.body = { message: 'Your card was declined.' };
      } else if (ctx.method === 'POST' && ctx.path === '/api/declined-thrown') {
        noteWait({ commit: 31n, prepare: 31n }, ['cases']);
        throw Object.assign(new Error('Your card was declined.'), { status: 402 });
      } else if (ctx.method === 'POST' && ctx.path === '/api/search') {
        searchScoped = currentScope() !== undefined;
        ctx.body = { results: [] };
      } else if (ctx.method === 'POST') {
        ctx.status = 201;
        ctx.body = { id: 2 };
      } else ctx.body = { list: [] };
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]!);

  it('sets no token when the views caught up in time, and reads pass untouched', async () => {
    const res = await fetch(`${base}/api/settled`, { method: 'POST' });
    expect(res.status).toBe(201);
    expect(cookiesOf(res)).toEqual([]);
    waits.length = 0;
    expect((await fetch(`${base}/api/list`)).status).toBe(200);
    expect(waits).toEqual([]);
  });

  it('hands the token with a client error answered after a recorded change, set or thrown', async () => {
    for (const [path, commit] of [
      ['/api/declined', '30'],
      ['/api/declined-thrown', '31'],
    ] as const) {
      const res = await fetch(`${base}${path}`, { method: 'POST' });
      expect(res.status).toBe(402);
      const token = cookiesOf(res).find((c) => c.startsWith(`${RYW_COOKIE}=`));
      expect(token, path).toBeDefined();
      expect(decodeURIComponent(token!.slice(RYW_COOKIE.length + 1))).toMatch(new RegExp(`^${commit}\\b.*\\|cases$`));
    }
  });

  it('sets no token on a failed command', async () => {
    const res = await fetch(`${base}/api/failing`, { method: 'POST' });
    expect(res.status).toBe(503);
    expect(cookiesOf(res)).toEqual([]);
  });

  it('answers 503 (retryable) while the views lag behind a command that answered 201, then the read once they caught up', async () => {
    viewAt = { commit: 5n, prepare: 5n };
    const post = await fetch(`${base}/api/lagging`, { method: 'POST' });
    expect(post.status).toBe(201);
    const cookie = cookiesOf(post).join('; ');
    expect(cookie).toContain(`${RYW_COOKIE}=10:10|cases`);
    expect(cookie).toContain(`${RYW_COOKIE}.sig=`);

    const stale = await fetch(`${base}/api/list`, { headers: { cookie } });
    expect(stale.status).toBe(503);
    expect(stale.headers.get('retry-after')).toBe('1');
    expect(((await stale.json()) as { code: string }).code).toBe('NOT_YET_VISIBLE');
    expect(waits.at(-1)).toEqual({ names: ['cases'], position: { commit: 10n, prepare: 10n } });

    viewAt = { commit: 10n, prepare: 10n };
    const fresh = await fetch(`${base}/api/list`, { headers: { cookie } });
    expect(fresh.status).toBe(200);
    // The token is spent: cleared.
    expect(fresh.headers.getSetCookie().some((c) => c.startsWith(`${RYW_COOKIE}=;`))).toBe(true);
  });

  it('ignores a token whose signature does not match', async () => {
    viewAt = { commit: 0n, prepare: 0n };
    const res = await fetch(`${base}/api/list`, { headers: { cookie: `${RYW_COOKIE}=99%3A99%7Ccases; ${RYW_COOKIE}.sig=forged` } });
    expect(res.status).toBe(200);
  });

  it('keeps the later position and every lagging view when a second command also lags', async () => {
    const first = await fetch(`${base}/api/lagging`, { method: 'POST', headers: { cookie: '' } });
    const cookie = cookiesOf(first).join('; ');
    const second = await fetch(`${base}/api/lagging-earlier`, { method: 'POST', headers: { cookie } });
    expect(cookiesOf(second).join('; ')).toContain(`${RYW_COOKIE}=10:10|messages,cases`);
  });

  it('treats a read sent as POST (a search) as a read: it waits for a token, and runs outside any command scope', async () => {
    viewAt = { commit: 5n, prepare: 5n };
    const cookie = cookiesOf(await fetch(`${base}/api/lagging`, { method: 'POST' })).join('; ');
    const stale = await fetch(`${base}/api/search`, { method: 'POST', headers: { cookie } });
    expect(stale.status).toBe(503);
    expect(((await stale.json()) as { code: string }).code).toBe('NOT_YET_VISIBLE');
    viewAt = { commit: 10n, prepare: 10n };
    const fresh = await fetch(`${base}/api/search`, { method: 'POST', headers: { cookie } });
    expect(fresh.status).toBe(200);
    expect(searchScoped).toBe(false);
    expect(fresh.headers.getSetCookie().some((c) => c.startsWith(`${RYW_COOKIE}=;`))).toBe(true);
    // A command on another path is still tracked.
    const command = await fetch(`${base}/api/lagging`, { method: 'POST' });
    expect(cookiesOf(command).join('; ')).toContain(`${RYW_COOKIE}=10:10|cases`);
  });
});
