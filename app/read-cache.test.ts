// The per-user read cache of GET /api/messages, /api/subscription and /api/escalations
// (infra/http/read-cache.ts, wired in app/server.ts): repeated reads come from memory, and every
// change is seen — in the process that made it right after the command answers (its read-your-
// writes wait included), in another process sharing the database as soon as the signal (NOTIFY)
// reaches it. Two app instances on one Postgres database stand for two processes; on PGlite (one
// process only) the same behaviour is checked within one instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFlavours, type TestDatabase } from '../test/support/databases.js';
import type { TestApp, TestClient } from '../test/support/app.js';
import { readUntilCached, registerOn, sameBrowserOn, startTwoApps, until } from '../test/support/two-processes.js';

const OPS = { username: 'opsreads', password: 'ops-password-1' };
const ENV = { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password, PAYMENTS: 'test', AI_OFFLINE_CHUNK_DELAY_MS: '0', FREE_DAILY_MESSAGES: '100' };
const YEAR = new Date().getUTCFullYear();

let ipCounter = 0;
const freshIp = () => `10.13.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const cachedOn = (app: TestApp, c: TestClient, path: string) => readUntilCached(c, path, () => app.server.caches.reads.hits);
const register = (app: TestApp) => registerOn(app, freshIp(), 'reads');

async function makePremium(c: TestClient) {
  const sub = await c.post('/api/subscription', {});
  expect(sub.status).toBe(200);
  const paid = await c.post('/api/test-payments/confirm', { clientSecret: sub.body.clientSecret, cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: YEAR + 3, cvc: '123' });
  expect(paid.body.status).toBe('succeeded');
  expect((await until(() => c.get('/api/subscription'), (r) => r.body.isSubscribed === true)).body.isSubscribed).toBe(true);
}

describe.each(databaseFlavours())('per-user read cache on $name', (flavour) => {
  let db: TestDatabase;
  let apps: Awaited<ReturnType<typeof startTwoApps>> | undefined;
  let a: TestApp;
  /** The other process: a second app on its own pool when the database is a server, else `a` itself. */
  let b: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    apps = await startTwoApps(db, ENV);
    ({ a, b } = apps);
  });
  afterAll(async () => {
    await apps?.close();
    await db?.close();
  });

  it('serves repeated reads of the three GETs from memory, each user their own', async () => {
    const one = await register(a);
    const two = await register(a);
    expect((await one.c.post('/api/messages', { content: 'How do I find a missing person?' })).status).toBe(201);
    // The reply finishes after the answer; its signal would drop the cache between the reads below.
    expect((await until(() => one.c.get('/api/messages'), (r) => r.body.length === 2)).body).toHaveLength(2);
    for (const path of ['/api/messages', '/api/subscription', '/api/escalations']) {
      await cachedOn(a, one.c, path);
      const hits = a.server.caches.reads.hits;
      expect((await one.c.get(path)).status).toBe(200);
      expect((await two.c.get(path)).status).toBe(200);
      expect(a.server.caches.reads.hits - hits).toBe(1); // the other user's first read is a miss
    }
    expect((await one.c.get('/api/messages')).body).toHaveLength(2);
    expect((await two.c.get('/api/messages')).body).toEqual([]);
  });

  it('shows a sent message and its reply to the next GET, here at once and in the other process', async () => {
    const { c, ip } = await register(a);
    const onB = sameBrowserOn(b, c, ip);
    await cachedOn(a, c, '/api/messages');
    await cachedOn(b, onB, '/api/messages');
    expect((await c.get('/api/messages')).body).toEqual([]);
    const sent = await c.post('/api/messages', { content: 'Can a private investigator find an address?' });
    expect(sent.status).toBe(201);
    const here = (await c.get('/api/messages')).body as { id: string }[];
    expect(here.map((m) => m.id)).toEqual([sent.body.userMessage.id, sent.body.assistantMessage.id]);
    const there = await until(() => onB.get('/api/messages'), (r) => r.body.length === 2);
    expect(there.body.map((m: { id: string }) => m.id)).toEqual([sent.body.userMessage.id, sent.body.assistantMessage.id]);
    // Once the view has the pair, the answer is cached again and stays the same.
    await cachedOn(a, c, '/api/messages');
    expect((await c.get('/api/messages')).body.map((m: { id: string }) => m.id)).toEqual(here.map((m) => m.id));

    expect((await c.delete('/api/messages')).status).toBe(204);
    expect((await c.get('/api/messages')).body).toEqual([]);
    expect((await until(() => onB.get('/api/messages'), (r) => r.body.length === 0)).body).toEqual([]);
  });

  it('shows a subscription change to the next GET: the cached "none" goes when it starts, the cancellation at once', async () => {
    const { c, ip } = await register(a);
    const onB = sameBrowserOn(b, c, ip);
    await cachedOn(a, c, '/api/subscription');
    await cachedOn(b, onB, '/api/subscription');
    expect((await onB.get('/api/subscription')).body.status).toBe('none');
    await makePremium(c);
    expect((await until(() => onB.get('/api/subscription'), (r) => r.body.isSubscribed === true)).body.isSubscribed).toBe(true);
    await cachedOn(a, c, '/api/subscription');
    await cachedOn(b, onB, '/api/subscription');

    const cancelled = await c.post('/api/subscription/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.cancelAtPeriodEnd).toBe(true);
    expect((await c.get('/api/subscription')).body.cancelAtPeriodEnd).toBe(true); // read-your-writes here
    expect((await until(() => onB.get('/api/subscription'), (r) => r.body.cancelAtPeriodEnd === true)).body.cancelAtPeriodEnd).toBe(true);
  });

  it('shows a new escalation to its owner and to staff, and a status change to both, in either process', async () => {
    const { c, ip } = await register(a);
    await makePremium(c);
    const onB = sameBrowserOn(b, c, ip);
    const staff = b.client(freshIp());
    expect((await staff.post('/api/login', { ...OPS, userType: 'investigator' })).status).toBe(200);
    const staffOnA = sameBrowserOn(a, staff, freshIp());
    await cachedOn(a, c, '/api/escalations');
    await cachedOn(b, onB, '/api/escalations');
    await cachedOn(b, staff, '/api/escalations');
    await cachedOn(a, staffOnA, '/api/escalations');
    const before = (await staff.get('/api/escalations')).body.length as number;

    const made = await c.post('/api/escalations', { caseSummary: 'My brother has been missing since Friday night', urgency: 'standard' });
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    expect((await c.get('/api/escalations')).body.map((e: { id: number }) => e.id)).toEqual([id]); // read-your-writes here
    expect((await staffOnA.get('/api/escalations')).body).toHaveLength(before + 1);
    expect((await until(() => onB.get('/api/escalations'), (r) => r.body.length === 1)).body[0].id).toBe(id);
    expect((await until(() => staff.get('/api/escalations'), (r) => r.body.length === before + 1)).body.length).toBe(before + 1);

    await cachedOn(a, c, '/api/escalations');
    const moved = await staffOnA.patch(`/api/escalations/${id}/status`, { status: 'in-progress' });
    expect(moved.status).toBe(200);
    expect((await staffOnA.get('/api/escalations')).body.find((e: { id: number }) => e.id === id).status).toBe('in-progress');
    expect((await c.get('/api/escalations')).body[0].status).toBe('in-progress');
    expect((await until(() => onB.get('/api/escalations'), (r) => r.body[0]?.status === 'in-progress')).body[0].status).toBe('in-progress');
  });
});
