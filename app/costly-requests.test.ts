// Issue 29, M6: requests that cost far more to answer than to ask (a PDF rendered, an archive
// packed) are limited per user to REPORTS_PER_MINUTE a minute (infra/http/rate-limit.ts), shared by
// every process through the database; past it 429 with Retry-After, another user unaffected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../test/support/app.js';
import { RATE_LIMITED_MESSAGE, takeRequest } from '../infra/http/rate-limit.js';
import { COSTLY_REQUESTS } from './server.js';

let ip = 0;

describe.each(appDatabaseFlavours())('costly requests on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { AI_OFFLINE_CHUNK_DELAY_MS: '0', REPORTS_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  async function withConversation(): Promise<{ c: TestClient; exportUrl: string }> {
    const c = app.client(`10.63.0.${++ip}`);
    const username = uniqueName('costly');
    expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
    const made = await c.post('/api/conversations', { title: 'Parking dispute' });
    expect(made.status, made.text).toBe(201);
    return { c, exportUrl: `/api/conversations/${made.body.id}/export?format=pdf` };
  }

  it('names only routes the app has', () => {
    const routes = app.server.routes().map((r) => r.replace(/:[A-Za-z]+/g, 'x'));
    for (const pattern of COSTLY_REQUESTS)
      expect(
        routes.filter((r) => pattern.test(r)),
        String(pattern),
      ).toHaveLength(1);
  });

  it('answers a user’s third export in a minute 429 with Retry-After, and another user’s first one', async () => {
    const a = await withConversation();
    const b = await withConversation();
    // Counted in the current minute: start the test early in a minute, so the three fall in one.
    const secondsLeft = 60 - new Date().getUTCSeconds();
    if (secondsLeft < 15) await new Promise((r) => setTimeout(r, secondsLeft * 1000 + 200));
    expect((await a.c.get(a.exportUrl)).status).toBe(200);
    expect((await a.c.get(a.exportUrl)).status).toBe(200);
    const third = await a.c.get(a.exportUrl);
    expect([third.status, third.body.message]).toEqual([429, RATE_LIMITED_MESSAGE]);
    const retryAfter = Number(third.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await b.c.get(b.exportUrl)).status).toBe(200);
    // Cheap reads are not counted.
    expect((await a.c.get('/api/conversations')).status).toBe(200);
  });

  it('counts racing requests exactly and starts again the next minute, dropping the old minutes', async () => {
    const knex = app.server.deps.knex;
    const userId = 2_000_000_000 + ++ip;
    const at = new Date('2026-03-01T10:00:30.000Z');
    const taken = await Promise.all(Array.from({ length: 8 }, () => takeRequest(knex, userId, 3, at)));
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect(await takeRequest(knex, userId, 3, new Date('2026-03-01T10:01:00.000Z'))).toBe(true);
    expect((await knex('rate_windows').where({ user_id: userId })).map((r) => new Date(r.minute).toISOString())).toEqual([
      '2026-03-01T10:01:00.000Z',
    ]);
  });
});
