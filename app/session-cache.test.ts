// The session and user caches of the HTTP layer (infra/http/session-cache.ts): a cached session or
// user is dropped exactly when it changes — logout, password change, erasure, a profile update —
// in the process that made the change at once, and in another process sharing the database when
// the signal (NOTIFY) reaches it. Two app instances on one Postgres database stand for two
// processes; on PGlite (one process only) the same behaviour is checked within one instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSignals, PostgresSignals } from '../infra/db/signals.js';
import { SignalledCache } from '../infra/http/session-cache.js';
import { databaseFlavours, type TestDatabase } from '../test/support/databases.js';
import type { TestApp, TestClient } from '../test/support/app.js';
import { readUntilCached, registerOn, sameBrowserOn, startTwoApps, until } from '../test/support/two-processes.js';

let ipCounter = 0;
const freshIp = () => `10.12.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** Reads GET /api/user on `app` until its session cache serves it (a load that raced a signal is not kept). */
const cachedOn = (app: TestApp, c: TestClient) => readUntilCached(c, '/api/user', () => app.server.caches.sessions.hits);
const register = (app: TestApp) => registerOn(app, freshIp(), 'cache');

describe.each(databaseFlavours())('session and user caches on $name', (flavour) => {
  let db: TestDatabase;
  let apps: Awaited<ReturnType<typeof startTwoApps>> | undefined;
  let a: TestApp;
  /** The other process: a second app on its own pool when the database is a server, else `a` itself. */
  let b: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    apps = await startTwoApps(db);
    ({ a, b } = apps);
  });
  afterAll(async () => {
    await apps?.close();
    await db?.close();
  });

  it('serves repeated reads from the cache: the session and the user are each loaded once', async () => {
    const { c, ip } = await register(a);
    const onB = sameBrowserOn(b, c, ip);
    await cachedOn(b, onB);
    const sessionHits = b.server.caches.sessions.hits;
    const userHits = b.server.caches.users.hits;
    for (let i = 0; i < 5; i++) expect((await onB.get('/api/user')).status).toBe(200);
    expect(b.server.caches.sessions.hits - sessionHits).toBe(5);
    expect(b.server.caches.users.hits - userHits).toBe(5);
  });

  it('ends a cached session on logout, in this process at once and in the other one', async () => {
    const { c, ip } = await register(a);
    const onB = sameBrowserOn(b, c, ip);
    const stolen = sameBrowserOn(a, c, ip); // the same cookie kept by someone after the logout
    expect((await onB.get('/api/user')).status).toBe(200);
    expect((await stolen.get('/api/user')).status).toBe(200);
    await cachedOn(b, onB); // it is served from the cache there

    expect((await c.post('/api/logout')).status).toBe(204);
    expect((await stolen.get('/api/user')).status).toBe(401); // same process: no wait at all
    expect(
      (
        await until(
          () => onB.get('/api/user'),
          (r) => r.status === 401,
        )
      ).status,
    ).toBe(401);
  });

  it('ends the other sessions of a user who changes the password, and keeps the one that changed it', async () => {
    const { c, ip, username } = await register(a);
    const other = b.client(freshIp());
    expect((await other.post('/api/login', { username, password: 'secret-pass', userType: 'client' })).status).toBe(200);
    await cachedOn(b, other);
    const otherOnA = sameBrowserOn(a, other, ip);
    await cachedOn(a, otherOnA);

    expect(
      (
        await c.put('/api/user/password', {
          currentPassword: 'secret-pass',
          newPassword: 'new-secret-pass',
          confirmPassword: 'new-secret-pass',
        })
      ).status,
    ).toBe(204);
    expect((await otherOnA.get('/api/user')).status).toBe(401);
    expect(
      (
        await until(
          () => other.get('/api/user'),
          (r) => r.status === 401,
        )
      ).status,
    ).toBe(401);
    expect((await c.get('/api/user')).status).toBe(200);
  });

  it('shows a profile change in the other process, whose cached user is dropped', async () => {
    const { c, ip, username } = await register(a);
    const onB = sameBrowserOn(b, c, ip);
    expect((await onB.get('/api/user')).body.username).toBe(username);
    expect((await onB.get('/api/user')).body.username).toBe(username); // cached
    const renamed = `${username}x`;
    const put = await c.put('/api/user/profile', { username: renamed, email: `${renamed}@example.com` });
    expect(put.status).toBe(200);
    expect((await c.get('/api/user')).body.username).toBe(renamed); // read-your-writes in a
    expect(
      (
        await until(
          () => onB.get('/api/user'),
          (r) => r.body?.username === renamed,
        )
      ).body.username,
    ).toBe(renamed);
  });

  it('ends every cached session of an erased user, in both processes', async () => {
    const { c, ip } = await register(a);
    const onB = sameBrowserOn(b, c, ip);
    const stolen = sameBrowserOn(a, c, ip);
    await cachedOn(b, onB);
    await cachedOn(a, stolen);
    expect((await c.post('/api/user/erase', { password: 'secret-pass' })).status).toBe(204);
    expect((await stolen.get('/api/user')).status).toBe(401);
    expect(
      (
        await until(
          () => onB.get('/api/user'),
          (r) => r.status === 401,
        )
      ).status,
    ).toBe(401);
  });

  it('answers a JSON read with an ETag, 304 while it has not changed, and 200 with a new one after a change; no-store reads get none', async () => {
    const { c, username } = await register(a);
    const first = await c.get('/api/user');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    // fetch adds `Cache-Control: no-cache` (reload) to a request with If-None-Match unless one is
    // given; a browser revalidating its own copy sends max-age=0.
    const revalidate = { 'if-none-match': etag!, 'cache-control': 'max-age=0' };
    const again = await c.request('GET', '/api/user', undefined, revalidate);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const renamed = `${username}y`;
    expect((await c.put('/api/user/profile', { username: renamed, email: `${renamed}@example.com` })).status).toBe(200);
    const changed = await c.request('GET', '/api/user', undefined, revalidate);
    expect(changed.status).toBe(200);
    expect(changed.body.username).toBe(renamed);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const messages = await c.get('/api/messages');
    expect(messages.headers.get('cache-control')).toBe('no-store');
    expect(messages.headers.get('etag')).toBeNull();
  });

  it.runIf(flavour.name === 'postgres')(
    'stops trusting the cache while the signal connection is down, and clears it on reconnect',
    async () => {
      const signals = b.server.deps.signals as PostgresSignals;
      const { c, ip } = await register(a);
      const onB = sameBrowserOn(b, c, ip);
      expect((await onB.get('/api/user')).status).toBe(200);
      expect(b.server.caches.sessions.size).toBeGreaterThan(0);
      signals.dropConnectionForTest();
      expect(signals.live).toBe(false);
      expect(b.server.caches.sessions.size).toBe(0); // reset: whatever was cached may have missed a signal
      const hits = b.server.caches.sessions.hits;
      expect((await onB.get('/api/user')).status).toBe(200);
      expect((await onB.get('/api/user')).status).toBe(200);
      expect(b.server.caches.sessions.hits).toBe(hits); // read from the database while not listening
      await until(
        async () => signals.live,
        (live) => live,
      );
      expect(signals.live).toBe(true);
      // Listening again: a logout in the other process reaches this one.
      expect((await onB.get('/api/user')).status).toBe(200);
      expect((await c.post('/api/logout')).status).toBe(204);
      expect(
        (
          await until(
            () => onB.get('/api/user'),
            (r) => r.status === 401,
          )
        ).status,
      ).toBe(401);
    },
  );
});

describe('SignalledCache', () => {
  it('does not keep a value whose load raced a drop of the same key', async () => {
    const signals = new LocalSignals();
    const cache = new SignalledCache<string>(signals);
    let release!: (v: string) => void;
    const loading = cache.get('k', () => new Promise<string>((r) => (release = r)));
    cache.drop('k'); // the row changed while it was being read
    release('old');
    expect(await loading).toBe('old');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', async () => 'new')).toBe('new');
    expect(await cache.get('k', async () => 'never loaded')).toBe('new');
  });

  it('drops entries by tag and forgets them after their time to live', async () => {
    const signals = new LocalSignals();
    const cache = new SignalledCache<string>(signals, { ttlMs: 1 });
    await cache.get(
      's1',
      async () => 'a',
      () => ({ tag: 'u1' }),
    );
    await cache.get(
      's2',
      async () => 'b',
      () => ({ tag: 'u2' }),
    );
    cache.dropTagged('u1');
    expect(cache.size).toBe(1);
    await new Promise((r) => setTimeout(r, 5));
    expect(await cache.get('s2', async () => 'reloaded')).toBe('reloaded');
  });
});
