// The read cache's mechanism: serialised answers with their ETag, dropped by key, scope or all
// through signals, bounded in bytes (least recently used first), never kept past their own
// expiry, never kept when the loader says so or when the load raced a drop.
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalSignals } from '../db/signals.js';
import { ReadCache, READ_SIGNAL, readKey, readScope, userKeys, type Loaded } from './read-cache.js';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = undefined;
});

/** An app answering GET /:scope/:key through `cache`, with `load` (counting its calls). */
async function serve(cache: ReadCache, load: (scope: string, key: string) => Promise<Loaded>, noStore = false) {
  const calls: string[] = [];
  const app = new Koa();
  app.use(async (ctx) => {
    const [, scope, key] = ctx.path.split('/');
    if (noStore) ctx.set('Cache-Control', 'no-store');
    await cache.respond(ctx, scope!, key!, () => {
      calls.push(`${scope}:${key}`);
      return load(scope!, key!);
    });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((r) => server!.once('listening', () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (p: string, headers: Record<string, string> = {}) => fetch(base + p, { headers });
  return { calls, get };
}

describe('ReadCache', () => {
  it('loads once, then answers the same bytes and ETag from memory; 304 on a matching If-None-Match', async () => {
    const signals = new LocalSignals();
    const cache = new ReadCache(signals);
    let n = 0;
    const { calls, get } = await serve(cache, async () => ({ value: { n: ++n, text: 'é' } }));
    const first = await get('/messages/7');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(first.headers.get('content-length')).toBe(String(Buffer.byteLength(JSON.stringify({ n: 1, text: 'é' }))));
    expect(await first.json()).toEqual({ n: 1, text: 'é' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const second = await get('/messages/7');
    expect(await second.json()).toEqual({ n: 1, text: 'é' });
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(calls).toEqual(['messages:7']);
    const revalidated = await get('/messages/7', { 'if-none-match': etag, 'cache-control': 'max-age=0' });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('content-type')).toBeNull();
    expect(cache.hits).toBe(2);
    expect(cache.misses).toBe(1);
  });

  it('drops one key, a whole scope, or everything on a signal', async () => {
    const signals = new LocalSignals();
    const cache = new ReadCache(signals);
    let n = 0;
    const { calls, get } = await serve(cache, async () => ({ value: ++n }));
    for (const p of ['/messages/1', '/messages/2', '/subscription/1']) await get(p);
    expect(cache.cache.size).toBe(3);

    await signals.publish(READ_SIGNAL, readKey('messages', 1));
    expect(cache.cache.size).toBe(2);
    await get('/messages/1');
    await get('/messages/2'); // still cached
    expect(calls).toEqual(['messages:1', 'messages:2', 'subscription:1', 'messages:1']);

    await signals.publish(READ_SIGNAL, readScope('messages'));
    expect(cache.cache.size).toBe(1); // only the subscription is left
    await signals.publish(READ_SIGNAL, '*');
    expect(cache.cache.size).toBe(0);
  });

  it('does not keep an answer whose load raced a drop of its key', async () => {
    const signals = new LocalSignals();
    const cache = new ReadCache(signals);
    let release!: () => void;
    let value = 'old';
    const { calls, get } = await serve(cache, async () => {
      const v = value;
      await new Promise<void>((r) => (release = r));
      return { value: v };
    });
    const pending = get('/messages/1');
    await vi.waitFor(() => expect(calls).toHaveLength(1)); // the load has begun
    value = 'new';
    await signals.publish(READ_SIGNAL, readKey('messages', 1)); // the row changed while it was read
    release();
    expect(await (await pending).json()).toBe('old');
    expect(cache.cache.size).toBe(0);
    const next = get('/messages/1');
    await vi.waitFor(() => expect(calls).toHaveLength(2)); // the load has begun
    release();
    expect(await (await next).json()).toBe('new');
    expect(calls).toHaveLength(2);
  });

  it('answers but does not keep what the loader marks as changing (keep: false) or already expired, and forgets at expiresAt', async () => {
    // The clock stands still until the test moves it: a loaded machine taking longer than 40 ms
    // between two requests made the hit a miss (only Date is faked; timers and I/O run as usual).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const signals = new LocalSignals();
      const cache = new ReadCache(signals);
      const { calls, get } = await serve(cache, async (scope) => {
        if (scope === 'writing') return { value: 'draft', keep: false };
        if (scope === 'past') return { value: 'x', expiresAt: Date.now() - 1 };
        return { value: 'soon', expiresAt: Date.now() + 40 };
      });
      await get('/writing/1');
      await get('/writing/1');
      await get('/past/1');
      await get('/past/1');
      await get('/soon/1');
      await get('/soon/1'); // a hit
      vi.setSystemTime(Date.now() + 60);
      await get('/soon/1'); // expired: loaded again
      expect(calls).toEqual(['writing:1', 'writing:1', 'past:1', 'past:1', 'soon:1', 'soon:1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds at most maxBytes: the least recently used answers go first', async () => {
    const signals = new LocalSignals();
    // Each entry counts its body (1,002 bytes: a 1,000-character JSON string) plus 200.
    const cache = new ReadCache(signals, { maxBytes: 3 * 1202 });
    const { calls, get } = await serve(cache, async (_s, key) => ({ value: key.padEnd(1000, '.') }));
    await get('/m/1');
    await get('/m/2');
    await get('/m/3');
    await get('/m/1'); // 1 is now the most recently used
    await get('/m/4'); // evicts 2, the least recently used
    expect(cache.cache.size).toBe(3);
    expect(cache.cache.bytes).toBe(3 * 1202);
    await get('/m/1');
    await get('/m/3');
    await get('/m/2');
    expect(calls).toEqual(['m:1', 'm:2', 'm:3', 'm:4', 'm:2']);
  });

  it('keeps no-store answers out of HTTP caches (no ETag) but still serves them from memory', async () => {
    const signals = new LocalSignals();
    const cache = new ReadCache(signals);
    const { calls, get } = await serve(cache, async () => ({ value: [1, 2] }), true);
    const r = await get('/messages/1');
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('etag')).toBeNull();
    expect(await r.json()).toEqual([1, 2]);
    expect(await (await get('/messages/1', { 'if-none-match': '*' })).json()).toEqual([1, 2]);
    expect(calls).toHaveLength(1);
  });

  it('drops every answer that depends on a dropped name, in its scope only, and forgets answers that left', async () => {
    const signals = new LocalSignals();
    const cache = new ReadCache(signals);
    // Two lists: 'list:1' shows cases 10 and 11, 'list:2' shows case 11; each detail depends on its case.
    const shows: Record<string, string[]> = {
      'list:1': ['case:10', 'case:11'],
      'list:2': ['case:11'],
      'detail:10': ['case:10'],
      'detail:11': ['case:11'],
    };
    const { calls, get } = await serve(cache, async (_scope, key) => ({ value: key, dependsOn: shows[key] }));
    for (const k of Object.keys(shows)) await get(`/cases/${k}`);
    await get('/other/list:1');
    expect(cache.cache.size).toBe(5);

    await signals.publish(READ_SIGNAL, readKey('cases', 'case:10'));
    expect(cache.cache.size).toBe(3); // list:1 and detail:10 went; list:2, detail:11 and the other scope's stay
    for (const k of Object.keys(shows)) await get(`/cases/${k}`);
    expect(calls.slice(5)).toEqual(['cases:list:1', 'cases:detail:10']);

    await signals.publish(READ_SIGNAL, readKey('cases', 'case:11'));
    expect(cache.cache.size).toBe(2); // detail:10 and the other scope's
    await signals.publish(READ_SIGNAL, readKey('cases', 'case:11')); // nothing left to drop
    expect(cache.cache.size).toBe(2);
  });

  it('does not keep an answer whose load raced a drop of a name it depends on', async () => {
    const signals = new LocalSignals();
    const cache = new ReadCache(signals);
    let release!: () => void;
    let value = 'old';
    const { calls, get } = await serve(cache, async () => {
      const v = value;
      await new Promise<void>((r) => (release = r));
      return { value: v, dependsOn: ['case:10'] };
    });
    const pending = get('/cases/list:1');
    await vi.waitFor(() => expect(calls).toHaveLength(1)); // the load has begun
    value = 'new';
    await signals.publish(READ_SIGNAL, readKey('cases', 'case:10'));
    release();
    expect(await (await pending).json()).toBe('old');
    expect(cache.cache.size).toBe(0);
    const next = get('/cases/list:1');
    await vi.waitFor(() => expect(calls).toHaveLength(2)); // the load has begun
    release();
    expect(await (await next).json()).toBe('new');
    expect(cache.cache.size).toBe(1);
    expect(calls).toHaveLength(2);
  });

  it("checks every request against the answer's facts before sending it, from memory too", async () => {
    const signals = new LocalSignals();
    const cache = new ReadCache(signals);
    let loads = 0;
    const app = new Koa();
    app.use(async (ctx) => {
      const reader = Number(ctx.get('x-reader'));
      try {
        await cache.respond(
          ctx,
          'cases',
          'detail:10',
          async () => ({ value: { title: 'secret', n: ++loads }, facts: { ownerId: 1 } }),
          (facts) => {
            if (facts.ownerId !== reader) throw new Error('denied');
          },
        );
      } catch {
        ctx.status = 403;
        ctx.body = { message: 'Access Denied' };
      }
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((r) => server!.once('listening', () => r()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const as = (reader: number) => fetch(url, { headers: { 'x-reader': String(reader) } });
    const denied = await as(2); // the first read, a load, is refused
    expect(denied.status).toBe(403);
    expect(await denied.text()).not.toContain('secret');
    expect(await (await as(1)).json()).toEqual({ title: 'secret', n: 1 }); // from memory
    const again = await as(2); // refused from memory too
    expect(again.status).toBe(403);
    expect(await again.text()).not.toContain('secret');
    expect(loads).toBe(1);
  });

  it('names the keys a projector batch changed: each event’s user, or the whole scope when one names none', () => {
    expect(userKeys('messages', [{ data: { userId: 3 } }, { data: { userId: 3 } }, { data: { userId: 4 } }])).toEqual([
      'messages:3',
      'messages:4',
    ]);
    expect(userKeys('escalations', [{ data: { userId: 3 } }, { data: { escalationId: 9 } }])).toEqual(['escalations:*']);
  });
});

describe('ReadCache: gzip for answers of 1 KiB or more', () => {
  /** A raw GET (node:http, which neither asks for nor undoes any encoding): status, headers, bytes. */
  async function raw(url: string, headers: Record<string, string>) {
    const { request } = await import('node:http');
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('sends a large answer gzipped to a client that accepts gzip, as is to one that does not; small ones never', async () => {
    const { gunzipSync } = await import('node:zlib');
    const cache = new ReadCache(new LocalSignals());
    const big = { results: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Investigator ${i}`, city: 'Austin', state: 'TX' })) };
    const { calls } = await serve(cache, async (_scope, key) => ({ value: key === 'big' ? big : { n: 1 } }));
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    const json = JSON.stringify(big);

    const zipped = await raw(`${base}/search/big`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(json.length / 4);
    expect(gunzipSync(zipped.body).toString()).toBe(json);

    const plain = await raw(`${base}/search/big`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(json);
    expect(plain.headers.etag).toBe(zipped.headers.etag);

    const refused = await raw(`${base}/search/big`, { 'accept-encoding': 'gzip;q=0, br' });
    expect(refused.headers['content-encoding']).toBeUndefined();

    const small = await raw(`${base}/search/small`, { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"n":1}');

    // Revalidation: 304 with no body and no encoding.
    const notModified = await raw(`${base}/search/big`, { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(calls).toEqual(['search:big', 'search:small']);
  });

  it('reads Accept-Encoding as RFC 9110 does', async () => {
    const { acceptsGzip } = await import('./read-cache.js');
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip; q=0.000, *')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('identity, br;q=1.0, gzip;q=0.8')).toBe(true);
  });
});
