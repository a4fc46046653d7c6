// Idempotency keys on commands (infra/http/idempotency.ts): a retried POST gets the first answer
// and appends nothing; a reused key with another body is refused; a key whose first attempt is
// still running, or was applied without a stored answer, is never run twice.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../infra/http/idempotency.js';
import { appDatabaseFlavours, type TestDatabase } from '../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../test/support/app.js';
import { criminalCaseRequest } from '../test/support/case-request.js';
import { sendMessage } from '../modules/conversation/commands.js';
import { CHAT_EVENTS_SQL, checkChatEvents, type ChatEventRow } from '../scripts/chat-events.js';

let ip = 0;

describe.each(appDatabaseFlavours())('idempotency keys on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { AI_OFFLINE_CHUNK_DELAY_MS: '0' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  async function signedIn(): Promise<{ c: TestClient; id: number }> {
    const c = app.client(`10.62.0.${++ip}`);
    const username = uniqueName('idem');
    const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(res.status).toBe(201);
    return { c, id: res.body.id as number };
  }

  const eventsOf = async (type: string, correlationId: string) =>
    Number(
      (
        (await app.server.deps
          .knex('events')
          .where({ type })
          .whereRaw(`metadata->>'correlationId' = ?`, [correlationId])
          .count({ n: '*' })) as { n: string }[]
      )[0]!.n,
    );

  it('answers a retried case submission with the first answer and appends nothing', async () => {
    const { c } = await signedIn();
    const form = criminalCaseRequest(`ID-${uniqueName('n')}`);
    const first = await c.request('POST', '/api/case-analyses', form, { 'idempotency-key': 'submit-1' });
    expect(first.status, first.text).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await c.request('POST', '/api/case-analyses', form, { 'idempotency-key': 'submit-1' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const list = await c.get('/api/case-analyses');
    expect((list.body as unknown[]).length).toBe(1);
    expect(await eventsOf('CaseSubmitted', first.headers.get('x-request-id')!)).toBe(1);

    // Another key is another command.
    const other = await c.request('POST', '/api/case-analyses', criminalCaseRequest(`ID-${uniqueName('n')}`), {
      'idempotency-key': 'submit-2',
    });
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(first.body.id);
  });

  it('answers a retried chat message with the first answer, without a second message or reply', async () => {
    const { c } = await signedIn();
    const first = await c.request(
      'POST',
      '/api/messages',
      { content: 'Where do I start looking for a witness?' },
      { 'idempotency-key': 'msg-1' },
    );
    expect(first.status, first.text).toBe(201);
    const before = (await c.get('/api/messages')).body as unknown[];
    const again = await c.request(
      'POST',
      '/api/messages',
      { content: 'Where do I start looking for a witness?' },
      { 'idempotency-key': 'msg-1' },
    );
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(((await c.get('/api/messages')).body as unknown[]).length).toBe(before.length);
  });

  it("forgets a user's keys and stored answers on erasure (they can quote what the user wrote)", async () => {
    const { c, id } = await signedIn();
    const text = `My neighbour ${uniqueName('w')} saw the car that night`;
    const first = await c.request('POST', '/api/messages', { content: text }, { 'idempotency-key': 'erase-me-1' });
    expect(first.status, first.text).toBe(201);
    const stored = async () => (await app.server.deps.knex('idempotency_keys').where({ user_id: id })) as { body: unknown }[];
    expect(await stored()).toHaveLength(1);
    const erased = await c.post('/api/user/erase', { password: 'secret-pass' });
    expect(erased.status, erased.text).toBe(204);
    expect(await stored()).toEqual([]);
  });

  it("keeps the answer sealed with the user's key: a copy of the table reads none of it, the replay reads it", async () => {
    const { c, id } = await signedIn();
    const canary = `qi${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const form = { ...criminalCaseRequest(`ID-${canary}`), caseTitle: `State v. ${canary}` };
    const first = await c.request('POST', '/api/case-analyses', form, { 'idempotency-key': 'sealed-1' });
    expect(first.status, first.text).toBe(201);
    expect(JSON.stringify(first.body)).toContain(canary);
    const rows = (await app.server.deps.knex('idempotency_keys').where({ user_id: id, key: 'sealed-1' })) as {
      body: string;
      state: string;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('done');
    expect(JSON.stringify(rows)).not.toContain(canary);
    expect(rows[0]!.body).toMatch(/^cb1:[A-Za-z0-9_-]+$/);
    const again = await c.request('POST', '/api/case-analyses', form, { 'idempotency-key': 'sealed-1' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('keys are per user: the same key from someone else is their own command', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const form = criminalCaseRequest(`ID-${uniqueName('n')}`);
    const fromA = await a.c.request('POST', '/api/case-analyses', form, { 'idempotency-key': 'shared' });
    const fromB = await b.c.request('POST', '/api/case-analyses', form, { 'idempotency-key': 'shared' });
    expect(fromA.status).toBe(201);
    expect(fromB.status).toBe(201);
    expect(fromB.headers.get('idempotent-replayed')).toBeNull();
    expect(fromB.body.id).not.toBe(fromA.body.id);
  });

  it('refuses the same key with another body (422), and a malformed key (400)', async () => {
    const { c } = await signedIn();
    expect((await c.request('POST', '/api/messages', { content: 'first question here' }, { 'idempotency-key': 'k' })).status).toBe(201);
    const reused = await c.request('POST', '/api/messages', { content: 'a different question' }, { 'idempotency-key': 'k' });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const bad = await c.request('POST', '/api/messages', { content: 'first question here' }, { 'idempotency-key': 'ä'.repeat(3) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Idempotency-Key/);
  });

  it('a refused request appended nothing: its key is free, and the retry gets the same refusal afresh', async () => {
    const { c } = await signedIn();
    const first = await c.request('POST', '/api/messages', { content: '' }, { 'idempotency-key': 'empty' });
    expect(first.status).toBe(400);
    const again = await c.request('POST', '/api/messages', { content: '' }, { 'idempotency-key': 'empty' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(first.body);
    const knex = app.server.deps.knex;
    expect(await knex('idempotency_keys').where({ key: 'empty' }).first()).toBeUndefined();
    // Corrected, with the same key: it runs.
    const fixed = await c.request('POST', '/api/messages', { content: 'now with a question' }, { 'idempotency-key': 'empty' });
    expect(fixed.status).toBe(201);
  });

  it('a key still running answers 409 with Retry-After; one applied without an answer 409 APPLIED; one whose attempt died before appending runs', async () => {
    const { c, id } = await signedIn();
    const knex = app.server.deps.knex;
    const body = { content: 'Is anyone handling my question?' };
    // The first attempt of each key, as a process left it: the fingerprint is what the request carries.
    const first = await c.request('POST', '/api/messages', body, { 'idempotency-key': 'probe' });
    expect(first.status).toBe(201);
    const { fingerprint } = (await knex('idempotency_keys').where({ user_id: id, key: 'probe' }).first()) as { fingerprint: string };
    const row = (key: string, state: string, leaseMs: number) => ({
      user_id: id,
      key,
      fingerprint,
      request_id: `req-${key}-0001`,
      state,
      lease_until: new Date(Date.now() + leaseMs),
    });
    await knex('idempotency_keys').insert([
      row('running', 'running', 60_000),
      row('applied', 'applied', -1000),
      row('dead', 'running', -1000),
    ]);

    const running = await c.request('POST', '/api/messages', body, { 'idempotency-key': 'running' });
    expect(running.status).toBe(409);
    expect(running.body.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(running.headers.get('retry-after')).toBe('1');

    const applied = await c.request('POST', '/api/messages', body, { 'idempotency-key': 'applied' });
    expect(applied.status).toBe(409);
    expect(applied.body.code).toBe('IDEMPOTENCY_APPLIED');

    const count = ((await c.get('/api/messages')).body as unknown[]).length;
    const takenOver = await c.request('POST', '/api/messages', body, { 'idempotency-key': 'dead' });
    expect(takenOver.status, takenOver.text).toBe(201);
    // The takeover keeps the first attempt's request id as the events' correlation id.
    expect(takenOver.headers.get('x-request-id')).toBe('req-dead-0001');
    expect(await eventsOf('MessageSent', 'req-dead-0001')).toBeGreaterThanOrEqual(1);
    expect(((await c.get('/api/messages')).body as unknown[]).length).toBeGreaterThan(count);
    const stored = await knex('idempotency_keys').where({ user_id: id, key: 'dead' }).first();
    expect(stored.state).toBe('done');
  });
  it('renews the lease while a request runs longer than it: a retry meanwhile is told to wait, and the command runs once', async () => {
    // The middleware alone on the app's database, with a lease far shorter than the request.
    const { id } = await signedIn();
    const knex = app.server.deps.knex;
    let runs = 0;
    const log = { child: () => log, warn: () => {} };
    const koa = new Koa();
    koa.use(async (ctx, next) => {
      Object.assign(ctx.state, { user: { id }, requestId: randomUUID(), log });
      await next();
    });
    koa.use(idempotencyKeys({ knex, cipher: app.server.deps.cipher, leaseMs: 400 }));
    koa.use(async (ctx) => {
      runs++;
      await new Promise((r) => setTimeout(r, 1400)); // three and a half leases
      ctx.status = 201;
      ctx.body = { run: runs };
    });
    const server = createServer(koa.callback());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/slow-command`;
    const post = () => fetch(url, { method: 'POST', headers: { 'idempotency-key': 'slow-1' } });
    try {
      const first = post();
      await new Promise((r) => setTimeout(r, 900)); // the first lease ran out long ago
      const retry = await post();
      expect(retry.status).toBe(409);
      expect(((await retry.json()) as { code: string }).code).toBe('IDEMPOTENCY_IN_PROGRESS');
      const answered = await first;
      expect(answered.status).toBe(201);
      expect(await answered.json()).toEqual({ run: 1 });
      const replay = await post();
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await replay.json()).toEqual({ run: 1 });
      expect(runs).toBe(1);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe('a chat message while the AI engine hangs (an OpenAI-compatible server that never answers)', () => {
  let db: TestDatabase;
  let app: TestApp;
  let hanging: import('node:http').Server;
  const held: import('node:http').ServerResponse[] = [];

  beforeAll(async () => {
    const http = await import('node:http');
    hanging = http.createServer((_req, res) => {
      held.push(res); // accepted, never answered
    });
    await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', () => r()));
    const { port } = hanging.address() as import('node:net').AddressInfo;
    db = await appDatabaseFlavours()[0]!.open();
    app = await startTestApp(db, {
      OPENAI_API_KEY: 'sk-test-hanging',
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_TIMEOUT_MS: '300',
      AI_MAX_RETRIES: '0',
    });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    for (const res of held) res.destroy();
    await new Promise<void>((r) => hanging?.close(() => r()));
  });

  it('answers a retryable 504 AI_TIMEOUT, records the message and its failure once, and a retry with the key replays that answer without a second message', async () => {
    const c = app.client('10.62.1.1');
    const username = uniqueName('hang');
    expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
    const content = 'Is my landlord allowed to keep the deposit?';
    const first = await c.request('POST', '/api/messages', { content }, { 'idempotency-key': 'ai-1' });
    expect(first.status, first.text).toBe(504);
    expect(first.body.code).toBe('AI_TIMEOUT');
    const again = await c.request('POST', '/api/messages', { content }, { 'idempotency-key': 'ai-1' });
    expect(again.status).toBe(504);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    // Nothing lost, nothing doubled: the message and its failed reply are recorded once each (the
    // chat view drops a message whose reply failed, by design: the user sees the error and resends).
    const knex = app.server.deps.knex;
    const events = async (type: string) =>
      Number(
        (
          (await knex('events')
            .where({ type })
            .whereRaw(`metadata->>'correlationId' = ?`, [first.headers.get('x-request-id')])
            .count({ n: '*' })) as { n: string }[]
        )[0]!.n,
      );
    expect(await events('MessageSent')).toBe(1);
    expect(await events('AssistantReplyFailed')).toBe(1);
    // A new key is a new attempt: the engine is asked again (and times out again).
    const retry = await c.request('POST', '/api/messages', { content }, { 'idempotency-key': 'ai-2' });
    expect(retry.status).toBe(504);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
  });

  // Issue 16: the fault run (scripts/faults.ts) reported "one chat event recorded twice". The cause
  // is the count, not the store: a reply left pending by a killed process is ended ('interrupted')
  // by the user's next message, in the same append as that message's MessageSent and with its
  // request id; when that message then times out too, its request id has two AssistantReplyFailed,
  // one per reply. The script now follows each request's reply by its id (scripts/chat-events.ts).
  it('a message after a reply left pending by a killed process: each reply ends once, though both ends carry the new request id', async () => {
    const c = app.client('10.62.1.2');
    const username = uniqueName('hang');
    const reg = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(reg.status).toBe(201);
    const userId = reg.body.id as number;
    // A message recorded by a process that then died: no reply writer, and its heartbeat stops.
    const deps = { ...app.server.deps, isPremium: app.server.api.billing.isPremium };
    const orphan = await sendMessage(deps, { id: userId, privacy: { conversationHistory: true } }, 'Anyone there?', {
      correlationId: 'req-killed-process',
    });
    const knex = app.server.deps.knex;
    await knex('chat_replies')
      .where({ reply_id: orphan.replyId })
      .update({ updated_at: new Date(Date.now() - 60_000) });

    const next = await c.request(
      'POST',
      '/api/messages',
      { content: 'Is my landlord allowed to keep the deposit?' },
      { 'idempotency-key': 'ai-after-orphan' },
    );
    expect(next.status, next.text).toBe(504);
    expect(next.body.code).toBe('AI_TIMEOUT');
    const requestId = next.headers.get('x-request-id')!;

    const { rows } = (await knex.raw(CHAT_EVENTS_SQL)) as { rows: ChatEventRow[] };
    const mine = rows.filter((r) => r.correlation === requestId);
    // What the script counted: two AssistantReplyFailed for one request id ...
    expect(mine.map((r) => r.type).sort()).toEqual(['AssistantReplyFailed', 'AssistantReplyFailed', 'MessageSent']);
    // ... for two replies: the orphan's, interrupted, and the new message's own.
    const newReply = mine.find((r) => r.type === 'MessageSent')!.replyId;
    expect(
      mine
        .filter((r) => r.type === 'AssistantReplyFailed')
        .map((r) => r.replyId)
        .sort(),
    ).toEqual([orphan.replyId, newReply].sort());
    expect(
      (
        (await knex('events')
          .where({ type: 'AssistantReplyFailed' })
          .whereRaw(`data->>'replyId' = ?`, [orphan.replyId])
          .select('data')) as { data: { reason: string } }[]
      ).map((e) => e.data.reason),
    ).toEqual(['interrupted']);

    // The script's check: the request's message once, its reply ended once, nothing doubled.
    const check = checkChatEvents([requestId, 'req-killed-process'], rows);
    expect(check.byRequest.get(requestId)).toEqual({ sent: 1, failed: 1, replied: 0 });
    expect(check.byRequest.get('req-killed-process')).toEqual({ sent: 1, failed: 1, replied: 0 });
    expect(check.doubled).toEqual([]);
  });
});
