// The per-user read cache of GET /api/messages, /api/subscription, /api/escalations, /api/documents,
// /api/predictions and the case list and detail
// (infra/http/read-cache.ts, wired in app/server.ts): repeated reads come from memory, and every
// change is seen — in the process that made it right after the command answers (its read-your-
// writes wait included), in another process sharing the database as soon as the signal (NOTIFY)
// reaches it. Two app instances on one Postgres database stand for two processes; on PGlite (one
// process only) the same behaviour is checked within one instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFlavours, type TestDatabase } from '../test/support/databases.js';
import type { TestApp, TestClient } from '../test/support/app.js';
import { readUntilCached, registerOn, sameBrowserOn, startTwoApps, until } from '../test/support/two-processes.js';
import { criminalCaseRequest } from '../test/support/case-request.js';
import { signInStaff } from '../test/support/staff-sign-in.js';

const OPS = { username: 'opsreads', password: 'ops-password-1' };
const ENV = {
  OPS_USERNAME: OPS.username,
  OPS_PASSWORD: OPS.password,
  PAYMENTS: 'test',
  AI_OFFLINE_CHUNK_DELAY_MS: '0',
  FREE_DAILY_MESSAGES: '100',
};
const YEAR = new Date().getUTCFullYear();

let ipCounter = 0;
const freshIp = () => `10.13.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const cachedOn = (app: TestApp, c: TestClient, path: string) => readUntilCached(c, path, () => app.server.caches.reads.hits);
const register = (app: TestApp) => registerOn(app, freshIp(), 'reads');

async function payCase(c: TestClient, caseId: number) {
  const started = await c.post(`/api/payments/case/${caseId}`);
  expect(started.status).toBe(200);
  const paid = await c.post('/api/test-payments/confirm', {
    clientSecret: started.body.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: YEAR + 3,
    cvc: '123',
  });
  expect(paid.body.status).toBe('succeeded');
}

const ids = (r: { body: { id: number | string }[] }) => r.body.map((x) => x.id);

async function makePremium(c: TestClient) {
  const sub = await c.post('/api/subscription', {});
  expect(sub.status).toBe(200);
  const paid = await c.post('/api/test-payments/confirm', {
    clientSecret: sub.body.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: YEAR + 3,
    cvc: '123',
  });
  expect(paid.body.status).toBe('succeeded');
  expect(
    (
      await until(
        () => c.get('/api/subscription'),
        (r) => r.body.isSubscribed === true,
      )
    ).body.isSubscribed,
  ).toBe(true);
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
    expect(
      (
        await until(
          () => one.c.get('/api/messages'),
          (r) => r.body.length === 2,
        )
      ).body,
    ).toHaveLength(2);
    for (const path of ['/api/messages', '/api/subscription', '/api/escalations']) {
      // A repeated read comes from memory (readUntilCached fails if none ever does; a late signal
      // of this user's own registration may drop the first copy on a loaded machine)...
      await cachedOn(a, one.c, path);
      // ...and the other user's first read is never served from the first user's answer.
      const hits = a.server.caches.reads.hits;
      expect((await two.c.get(path)).status).toBe(200);
      expect(a.server.caches.reads.hits - hits).toBe(0);
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
    const there = await until(
      () => onB.get('/api/messages'),
      (r) => r.body.length === 2,
    );
    expect(there.body.map((m: { id: string }) => m.id)).toEqual([sent.body.userMessage.id, sent.body.assistantMessage.id]);
    // Once the view has the pair, the answer is cached again and stays the same.
    await cachedOn(a, c, '/api/messages');
    expect((await c.get('/api/messages')).body.map((m: { id: string }) => m.id)).toEqual(here.map((m) => m.id));

    expect((await c.delete('/api/messages')).status).toBe(204);
    // The next read here shows the clear (or, past the read-your-writes wait on a loaded machine,
    // answers 503 NOT_YET_VISIBLE until it can): never the cached pair.
    const cleared = await until(
      () => c.get('/api/messages'),
      (r) => r.status !== 503,
    );
    expect(cleared.body).toEqual([]);
    expect(
      (
        await until(
          () => onB.get('/api/messages'),
          (r) => r.body.length === 0,
        )
      ).body,
    ).toEqual([]);
  });

  it('shows a subscription change to the next GET: the cached "none" goes when it starts, the cancellation at once', async () => {
    const { c, ip } = await register(a);
    const onB = sameBrowserOn(b, c, ip);
    await cachedOn(a, c, '/api/subscription');
    await cachedOn(b, onB, '/api/subscription');
    expect((await onB.get('/api/subscription')).body.status).toBe('none');
    await makePremium(c);
    expect(
      (
        await until(
          () => onB.get('/api/subscription'),
          (r) => r.body.isSubscribed === true,
        )
      ).body.isSubscribed,
    ).toBe(true);
    await cachedOn(a, c, '/api/subscription');
    await cachedOn(b, onB, '/api/subscription');

    const cancelled = await c.post('/api/subscription/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.cancelAtPeriodEnd).toBe(true);
    expect((await c.get('/api/subscription')).body.cancelAtPeriodEnd).toBe(true); // read-your-writes here
    expect(
      (
        await until(
          () => onB.get('/api/subscription'),
          (r) => r.body.cancelAtPeriodEnd === true,
        )
      ).body.cancelAtPeriodEnd,
    ).toBe(true);
  });

  it('shows a new escalation to its owner and to staff, and a status change to both, in either process', async () => {
    const { c, ip } = await register(a);
    await makePremium(c);
    const onB = sameBrowserOn(b, c, ip);
    const staff = b.client(freshIp());
    expect((await signInStaff(staff, { ...OPS, userType: 'investigator' })).status).toBe(200);
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
    expect(
      (
        await until(
          () => onB.get('/api/escalations'),
          (r) => r.body.length === 1,
        )
      ).body[0].id,
    ).toBe(id);
    expect(
      (
        await until(
          () => staff.get('/api/escalations'),
          (r) => r.body.length === before + 1,
        )
      ).body.length,
    ).toBe(before + 1);

    await cachedOn(a, c, '/api/escalations');
    const moved = await staffOnA.patch(`/api/escalations/${id}/status`, { status: 'in-progress' });
    expect(moved.status).toBe(200);
    expect((await staffOnA.get('/api/escalations')).body.find((e: { id: number }) => e.id === id).status).toBe('in-progress');
    expect((await c.get('/api/escalations')).body[0].status).toBe('in-progress');
    expect(
      (
        await until(
          () => onB.get('/api/escalations'),
          (r) => r.body[0]?.status === 'in-progress',
        )
      ).body[0].status,
    ).toBe('in-progress');
  });

  it('shows a case to its owner at once and in the other process, to staff once paid, and refuses other readers even from memory', async () => {
    const owner = await register(a);
    const other = await register(a);
    const onB = sameBrowserOn(b, owner.c, owner.ip);
    const staff = b.client(freshIp());
    expect((await signInStaff(staff, { ...OPS, userType: 'investigator' })).status).toBe(200);
    const staffOnA = sameBrowserOn(a, staff, freshIp());
    for (const [app, c] of [
      [a, owner.c],
      [b, onB],
      [a, staffOnA],
      [b, staff],
    ] as const)
      await cachedOn(app, c, '/api/case-analyses');
    await cachedOn(a, owner.c, '/api/predictions');
    await cachedOn(b, onB, '/api/predictions');

    const made = await owner.c.post('/api/case-analyses', criminalCaseRequest(`CR-${freshIp()}`));
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    const path = `/api/case-analyses/${id}`;
    expect(ids(await owner.c.get('/api/case-analyses'))).toContain(id); // read-your-writes here
    expect(
      ids(
        await until(
          () => onB.get('/api/case-analyses'),
          (r) => ids(r).includes(id),
        ),
      ),
    ).toContain(id);
    await cachedOn(a, owner.c, path);
    await cachedOn(b, onB, path);
    // Unpaid: staff and other clients are refused, the second time from memory too (the client
    // detail is cached under the role every client shares).
    for (const c of [staffOnA, staff, other.c, other.c]) expect((await c.get(path)).status).toBe(403);
    expect(ids(await staffOnA.get('/api/case-analyses'))).not.toContain(id);

    await payCase(owner.c, id);
    // Paid: staff see it in their list and open it, in either process; the owner sees it paid; the
    // analysis that follows reaches the owner's cached predictions.
    expect(
      ids(
        await until(
          () => staff.get('/api/case-analyses'),
          (r) => ids(r).includes(id),
        ),
      ),
    ).toContain(id);
    expect(
      (
        await until(
          () => staffOnA.get(path),
          (r) => r.status === 200,
        )
      ).body.paymentStatus,
    ).toBe('paid');
    expect(
      (
        await until(
          () => onB.get(path),
          (r) => r.body.paymentStatus === 'paid',
        )
      ).body.paymentStatus,
    ).toBe('paid');
    const done = await until(
      () => staff.get(path),
      (r) => r.body.analyses?.some((x: { status: string }) => x.status === 'completed'),
      500,
    );
    expect(done.body.allowedStatusMoves).toEqual(['in-review']);
    expect(
      (
        await until(
          () => onB.get('/api/predictions'),
          (r) => r.body.length === 1,
          500,
        )
      ).body,
    ).toHaveLength(1);
    expect((await other.c.get(path)).status).toBe(403);

    await cachedOn(a, owner.c, path);
    await cachedOn(b, onB, path);
    await cachedOn(a, staffOnA, path);
    const moved = await staffOnA.patch(`${path}/status`, { status: 'in-review' });
    expect(moved.status).toBe(200);
    expect((await staffOnA.get(path)).body).toMatchObject({ status: 'in-review', allowedStatusMoves: ['completed'] }); // read-your-writes here
    expect((await owner.c.get(path)).body.status).toBe('in-review'); // the same process, another role's entry
    expect(
      (
        await until(
          () => onB.get(path),
          (r) => r.body.status === 'in-review',
        )
      ).body,
    ).toMatchObject({ status: 'in-review', allowedStatusMoves: [] });
    expect(
      (
        await until(
          () => onB.get('/api/case-analyses'),
          (r) => r.body.find((x: { id: number }) => x.id === id)?.status === 'in-review',
        )
      ).status,
    ).toBe(200);
  });

  it("shows each new case in the other process's very next list read, its cached list dropped with the commit (10 in a row)", async () => {
    const owner = await register(a);
    const onB = sameBrowserOn(b, owner.c, owner.ip);
    for (let i = 0; i < 10; i++) {
      await cachedOn(b, onB, '/api/case-analyses');
      const made = await owner.c.post('/api/case-analyses', criminalCaseRequest(`CR-${freshIp()}`));
      expect(made.status).toBe(201);
      // No waiting: the command answered once its views had the case, and the other process was
      // sent the drop of its cached list in the same commit.
      expect(ids(await onB.get('/api/case-analyses'))).toContain(made.body.id);
    }
  });

  it('shows an uploaded document to the next GET of the list, here at once and in the other process', async () => {
    const { c, ip } = await register(a);
    const onB = sameBrowserOn(b, c, ip);
    await cachedOn(a, c, '/api/documents');
    await cachedOn(b, onB, '/api/documents');
    const text = Buffer.from('Lease agreement between Harbor Lantern LLC and Jordan Avery, signed on 3 March 2026.');
    const up = await c.upload<{ id: string }>('/api/documents/upload', 'document', text, 'lease.txt', 'text/plain');
    expect(up.status).toBe(201);
    expect(ids(await c.get('/api/documents'))).toEqual([up.body.id]);
    expect(
      ids(
        await until(
          () => onB.get('/api/documents'),
          (r) => r.body.length === 1,
        ),
      ),
    ).toEqual([up.body.id]);
  });
});
