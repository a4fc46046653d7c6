// Helpers for tests that run two app instances on one database (a request may land on either).
import { openDatabase, type Database } from '../../infra/db/index.js';
import { startTestApp, TestClient, uniqueName, type TestApp } from './app.js';
import type { TestDatabase } from './databases.js';

/** Polls `read` until `ok` (bounded: `tries` reads, 20 ms apart); answers the last result. */
export async function until<T>(read: () => Promise<T>, ok: (r: T) => boolean, tries = 150): Promise<T> {
  let last = await read();
  for (let i = 1; i < tries && !ok(last); i++) {
    await new Promise((r) => setTimeout(r, 20));
    last = await read();
  }
  return last;
}

/** A browser on `app` carrying the cookies `from` holds (the same session, served by another process). */
export function sameBrowserOn(app: TestApp, from: TestClient, ip: string): TestClient {
  const cookie = from
    .cookieNames()
    .map((n) => `${n}=${from.cookie(n)}`)
    .join('; ');
  return new TestClient(app.url, { 'x-forwarded-for': ip, cookie });
}

/** Reads `path` until the cache whose hit counter `hits` reads answers it (a load that raced a signal is not kept). */
export async function readUntilCached(c: TestClient, path: string, hits: () => number): Promise<void> {
  let served = false;
  for (let i = 0; i < 20 && !served; i++) {
    const before = hits();
    const res = await c.get(path);
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    served = hits() > before;
  }
  if (!served) throw new Error(`GET ${path} was never answered from the cache`);
}

/** Registers a new client on `app` from `ip`; its username starts with `prefix`. */
export async function registerOn(app: TestApp, ip: string, prefix: string) {
  const c = app.client(ip);
  const username = uniqueName(prefix);
  const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${res.text}`);
  return { c, ip, username, userId: res.body.id as number };
}

/**
 * Two app instances on the test database `db`: `b` has its own pool (another process's view of the
 * same server) when the database is Postgres; on PGlite, which one process owns, `b` is `a`.
 */
export async function startTwoApps(
  db: TestDatabase,
  env?: Record<string, string>,
): Promise<{ a: TestApp; b: TestApp; close(): Promise<void> }> {
  const a = await startTestApp(db, env);
  let second: Database | undefined;
  let b = a;
  if (db.name === 'postgres') {
    second = await openDatabase({ databaseUrl: db.db.url });
    b = await startTestApp({ name: 'postgres', db: second, close: async () => {} }, env);
  }
  return {
    a,
    b,
    async close() {
      if (b !== a) await b.close();
      await second?.close();
      await a.close();
    },
  };
}
