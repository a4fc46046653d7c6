// API tests of the chat and escalation endpoints through HTTP, against the real app on each
// database flavour: the offline engine by default, and the OpenAI engine against a local
// OpenAI-compatible server for masking and failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream as openSseStream, type SseEvent } from '../../test/support/sse.js';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { startFakeOpenAi, type FakeOpenAiServer } from '../../test/support/fake-openai-server.js';
import { OFFLINE_NOTICE } from './assistant/index.js';
import { MESSAGES } from './contract.js';
import { REPLY_STALE_MS } from './live-replies.js';
import { reserveCaseId, sendMessage } from './commands.js';
import { signInStaff } from '../../test/support/staff-sign-in.js';

const OPS = { username: 'opsconv', password: 'ops-password-1' };
const ENV = {
  OPS_USERNAME: OPS.username,
  OPS_PASSWORD: OPS.password,
  FREE_DAILY_MESSAGES: '3',
  CHAT_RATE_LIMIT_PER_MINUTE: '5',
  AI_OFFLINE_CHUNK_DELAY_MS: '5',
};
let ipCounter = 0;
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const YEAR = new Date().getUTCFullYear();

/** A streaming request with the client's cookies; events are read one by one. */
async function openStream(c: TestClient, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
  const s = await openSseStream(c, path, headers, method === 'POST' ? { body } : undefined);
  return { res: s.res, next: s.next, rest: s.rest, abort: s.close };
}

const text = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text as string)
    .join('');

/** The text a PDF shows: pdfkit writes it as hex strings inside TJ arrays. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/\[(.*?)\] TJ/g)) {
    lines.push([...m[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
  }
  return lines.join('\n');
}

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(appDatabaseFlavours())('conversation API on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, ENV);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  async function client(a: TestApp = app) {
    const c = a.client(freshIp());
    const username = uniqueName('chat');
    const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(res.status).toBe(201);
    return { c, user: res.body as { id: number; username: string } };
  }

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
    const s = await until(
      () => c.get('/api/subscription'),
      (r) => r.body.isSubscribed === true,
    );
    expect(s.body.isSubscribed).toBe(true);
  }

  async function premiumClient(a: TestApp = app) {
    const p = await client(a);
    await makePremium(p.c);
    return p;
  }

  // The ops account signs in once for the file: each sign-in takes an authenticator code, and a
  // code is good once (decision 0048), so a sign-in per test would wait on the clock.
  let opsSession: TestClient | undefined;
  async function opsAdmin() {
    if (!opsSession) {
      opsSession = app.client(freshIp());
      expect((await signInStaff(opsSession, { ...OPS, userType: 'investigator' })).status).toBe(200);
    }
    return opsSession;
  }

  async function staff(role: 'investigator' | 'auditor') {
    const admin = await opsAdmin();
    const username = uniqueName(role.slice(0, 3));
    const created = await admin.post('/api/admin/users', { username, email: `${username}@example.com`, password: 'secret-pass', role });
    expect(created.status).toBe(201);
    const c = app.client(freshIp());
    expect(
      (await signInStaff(c, { username, password: 'secret-pass', userType: role === 'auditor' ? 'client' : 'investigator' })).status,
    ).toBe(200);
    return { c, user: created.body as { id: number; username: string }, admin };
  }

  const escalate = (c: TestClient, caseSummary = 'My brother has been missing since Friday night', urgency = 'standard') =>
    c.post('/api/escalations', { caseSummary, urgency });

  it('needs a session for every endpoint', async () => {
    const anon = app.client();
    for (const [method, p] of [
      ['GET', '/api/messages'],
      ['GET', '/api/messages/usage'],
      ['POST', '/api/messages'],
      ['DELETE', '/api/messages'],
      ['POST', '/api/messages/stream'],
      ['GET', '/api/messages/stream/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/escalations'],
      ['POST', '/api/escalations'],
      ['PATCH', '/api/escalations/1/status'],
      ['GET', '/api/escalations/1/report.pdf'],
    ] as const) {
      const res = await anon.request(method, p, method === 'GET' || method === 'DELETE' ? undefined : { content: 'hello there' });
      expect(res.status, `${method} ${p}`).toBe(401);
      expect(res.body.message).toBe('Not signed in');
    }
  });

  describe('chat', () => {
    it('answers a message with the offline assistant and lists the conversation oldest first', async () => {
      const { c } = await client();
      expect((await c.get('/api/messages')).body).toEqual([]);
      const res = await c.post('/api/messages', { content: '  How do I find a missing person?  ' });
      expect(res.status).toBe(201);
      const { userMessage, assistantMessage } = res.body;
      expect(userMessage).toMatchObject({ content: 'How do I find a missing person?', isUser: true });
      expect(assistantMessage.isUser).toBe(false);
      expect(assistantMessage.content).toMatch(/^\*\*Missing persons investigations\*\*/);
      expect(assistantMessage.content).toContain('\n- ');
      expect(assistantMessage.content).toContain('\n1. ');
      expect(assistantMessage.content).toContain('Sources (Casebook knowledge base): [1] "Missing persons investigations"');
      expect(assistantMessage.content).toContain(OFFLINE_NOTICE);
      for (const m of [userMessage, assistantMessage]) {
        expect(m.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(new Date(m.createdAt).toISOString()).toBe(m.createdAt);
      }

      await c.post('/api/messages', { content: 'What about chain of custody?' });
      const list = await c.get('/api/messages');
      expect(list.status).toBe(200);
      expect(list.body.map((m: { isUser: boolean }) => m.isUser)).toEqual([true, false, true, false]);
      expect(userMessage.conversationId).toMatch(/^[0-9a-f-]{36}$/);
      expect(list.body[0]).toEqual({
        id: userMessage.id,
        content: userMessage.content,
        isUser: true,
        createdAt: userMessage.createdAt,
        conversationId: userMessage.conversationId,
      });
      expect(list.body[1]).toEqual({
        id: assistantMessage.id,
        content: assistantMessage.content,
        isUser: false,
        createdAt: assistantMessage.createdAt,
        conversationId: userMessage.conversationId,
      });
      expect(list.body[3].content).toMatch(/^\*\*Chain of custody\*\*/);
      const times = list.body.map((m: { createdAt: string }) => m.createdAt);
      expect([...times].sort()).toEqual(times);
    });

    it.each([
      [{ content: '' }, MESSAGES.emptyMessage],
      [{ content: '   \n\t  ' }, MESSAGES.emptyMessage],
      [{}, MESSAGES.emptyMessage],
      [{ content: null }, MESSAGES.emptyMessage],
      [{ content: 42 }, MESSAGES.emptyMessage],
      [{ content: ['hello'] }, MESSAGES.emptyMessage],
      [{ content: { $ne: '' } }, MESSAGES.emptyMessage],
      [{ content: 'x'.repeat(4001) }, 'Message must be at most 4000 characters'],
    ])('answers 400 for %# and records nothing', async (body, message) => {
      const { c } = await client();
      for (const path of ['/api/messages', '/api/messages/stream']) {
        const res = await c.post(path, body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ message, code: 'VALIDATION' });
      }
      expect((await c.get('/api/messages')).body).toEqual([]);
    });

    it('answers 400 for a body that is not JSON', async () => {
      const { c } = await client();
      const res = await c.request('POST', '/api/messages', '{"content": ', { 'content-type': 'application/json' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Request body is not valid JSON');
    });

    it('keeps SQL metacharacters and markup as plain text', async () => {
      const { c } = await client();
      const content = `'; drop table messages_view; -- <script>alert(1)</script> ${uniqueName()}`;
      const res = await c.post('/api/messages', { content });
      expect(res.status).toBe(201);
      expect(res.body.userMessage.content).toBe(content);
      expect((await c.get('/api/messages')).body[0].content).toBe(content);
    });

    it('limits the free plan to FREE_DAILY_MESSAGES a day with a 429 that says "quota"', async () => {
      const { c } = await client();
      for (let i = 0; i < 3; i++) expect((await c.post('/api/messages', { content: `surveillance question ${i}` })).status).toBe(201);
      const usage = (await c.get('/api/messages/usage')).body;
      expect(usage).toMatchObject({ plan: 'free', usedToday: 3, dailyLimit: 3, remainingToday: 0, ratePerMinute: 5 });
      expect(Date.parse(usage.resetsAt) - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
      expect(usage.resetsAt).toMatch(/T00:00:00\.000Z$/);
      const refused = await c.post('/api/messages', { content: 'one more' });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(MESSAGES.quota);
      expect(refused.body.message).toContain('quota');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const stream = await c.post('/api/messages/stream', { content: 'one more' });
      expect(stream.status).toBe(429);
      expect(stream.headers.get('content-type')).toMatch(/json/);
      // the refused messages were not recorded; a clear does not reset the count
      expect((await c.get('/api/messages')).body).toHaveLength(6);
      expect((await c.delete('/api/messages')).status).toBe(204);
      expect((await c.post('/api/messages', { content: 'after clearing' })).status).toBe(429);
    });

    it('lets premium users past the daily quota, and rate-limits everyone per minute with a 429 that says "rate"', async () => {
      const { c } = await premiumClient();
      for (let i = 0; i < 5; i++) expect((await c.post('/api/messages', { content: `background check ${i}` })).status).toBe(201);
      expect((await c.get('/api/messages/usage')).body).toMatchObject({
        plan: 'premium',
        usedToday: 5,
        dailyLimit: null,
        remainingToday: null,
      });
      const refused = await c.post('/api/messages', { content: 'too fast' });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(MESSAGES.rate);
      expect(refused.body.message).toContain('rate');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('keeps conversations apart and clears only the caller’s (escalations stay)', async () => {
      const a = await premiumClient();
      const b = await client();
      await a.c.post('/api/messages', { content: 'Is GPS tracking legal?' });
      await b.c.post('/api/messages', { content: 'What is a deposition?' });
      expect((await escalate(a.c)).status).toBe(201);
      const aList = (await a.c.get('/api/messages')).body;
      const bList = (await b.c.get('/api/messages')).body;
      expect(aList.map((m: { content: string }) => m.content)).toContain('Is GPS tracking legal?');
      expect(JSON.stringify(bList)).not.toContain('GPS tracking');

      expect((await a.c.delete('/api/messages')).status).toBe(204);
      expect((await a.c.get('/api/messages')).body).toEqual([]);
      expect((await b.c.get('/api/messages')).body).toHaveLength(2);
      expect((await a.c.get('/api/escalations')).body).toHaveLength(1);
      // clearing an empty conversation is fine too
      expect((await a.c.delete('/api/messages')).status).toBe(204);
      // and the chat goes on afterwards
      expect((await a.c.post('/api/messages', { content: 'Hello' })).status).toBe(201);
      expect((await a.c.get('/api/messages')).body).toHaveLength(2);
    });

    it('streams the reply as Server-Sent Events: start, deltas with offsets, done with the saved ids', async () => {
      const { c } = await client();
      const s = await openStream(c, 'POST', '/api/messages/stream', { content: 'Is it legal to record a phone call?' });
      expect(s.res.status).toBe(200);
      expect(s.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(s.res.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(s.res.headers.get('x-accel-buffering')).toBe('no');
      const replyId = s.res.headers.get('x-reply-id')!;
      const events = await s.rest();
      const start = events[0]!;
      expect(start).toMatchObject({
        event: 'start',
        data: { replyId, userMessage: { content: 'Is it legal to record a phone call?', isUser: true } },
      });
      const deltas = events.filter((e) => e.event === 'delta');
      expect(deltas.length).toBeGreaterThan(10);
      let offset = 0;
      for (const d of deltas) {
        offset += d.data.text.length;
        expect(Number(d.id)).toBe(offset);
      }
      const done = events.at(-1)!;
      expect(done.event).toBe('done');
      expect(done.data.replyId).toBe(replyId);
      expect(done.data.assistantMessage).toMatchObject({ id: replyId, isUser: false, content: text(events) });
      expect(text(events)).toMatch(/^\*\*Recording calls and conversations: consent laws\*\*/);
      const list = (await c.get('/api/messages')).body;
      expect(list.map((m: { id: string }) => m.id)).toEqual([start.data.userMessage.id, replyId]);
      expect(list[1].content).toBe(text(events));
    });

    it('keeps writing the reply when the browser disconnects, and resumes from Last-Event-ID exactly once', async () => {
      const { c } = await client();
      const s = await openStream(c, 'POST', '/api/messages/stream', { content: 'How much does a private investigator cost?' });
      const start = (await s.next())!;
      const replyId = start.data.replyId as string;
      const first = [(await s.next())!, (await s.next())!];
      expect(first.map((e) => e.event)).toEqual(['delta', 'delta']);
      s.abort();
      const lastId = first[1]!.id!;
      const received = text(first);
      expect(received.length).toBe(Number(lastId));

      // a reload in the middle: GET /api/messages shows the draft, marked streaming
      const mid = (await c.get('/api/messages')).body;
      expect(mid.map((m: { isUser: boolean }) => m.isUser)).toEqual([true, false]);

      const resumed = await openStream(c, 'GET', `/api/messages/stream/${replyId}`, undefined, { 'Last-Event-ID': lastId });
      expect(resumed.res.status).toBe(200);
      const events = await resumed.rest();
      expect(events[0]).toMatchObject({
        event: 'start',
        data: { replyId, userMessage: { content: 'How much does a private investigator cost?' } },
      });
      const done = events.at(-1)!;
      expect(done.event).toBe('done');
      const full = done.data.assistantMessage.content as string;
      expect(received + text(events)).toBe(full);
      expect(full).toMatch(/^\*\*Investigator costs, rates and retainers\*\*/);
      const firstResumed = events.find((e) => e.event === 'delta')!;
      expect(Number(firstResumed.id)).toBe(Number(lastId) + firstResumed.data.text.length);

      // the saved reply is the same text; a resume after the end replays the rest from any offset
      const list = (await c.get('/api/messages')).body;
      expect(list[1]).toMatchObject({ id: replyId, content: full, isUser: false });
      expect(list[1].streaming).toBeUndefined();
      const again = await openStream(c, 'GET', `/api/messages/stream/${replyId}?lastEventId=10`);
      const againEvents = await again.rest();
      expect(text(againEvents)).toBe(full.slice(10));
      expect(againEvents.at(-1)!.event).toBe('done');
    });

    it('finishes and saves a reply whose stream was dropped and never resumed', async () => {
      const { c } = await client();
      const s = await openStream(c, 'POST', '/api/messages/stream', { content: 'What is a deposition?' });
      const start = (await s.next())!;
      await s.next();
      s.abort();
      const list = await until(
        () => c.get('/api/messages'),
        (r) => r.body.length === 2 && r.body[1].streaming === undefined,
      );
      expect(list.body[1]).toMatchObject({ id: start.data.replyId, isUser: false });
      expect(list.body[1].content).toMatch(/^\*\*Depositions\*\*/);
      expect(list.body[1].content).toContain(OFFLINE_NOTICE);
    });

    it('refuses a second message while a reply is being written (409)', async () => {
      const { c } = await client();
      const s = await openStream(c, 'POST', '/api/messages/stream', { content: 'Tell me about surveillance' });
      await s.next();
      const busy = await c.post('/api/messages', { content: 'and another thing' });
      expect(busy.status).toBe(409);
      expect(busy.body.message).toBe(MESSAGES.replyInProgress);
      // Retryable: the reply is alive now, and would count as gone within REPLY_STALE_MS.
      expect(busy.body.code).toBe('REPLY_IN_PROGRESS');
      const wait = Number(busy.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(REPLY_STALE_MS / 1000);
      await s.rest();
      expect((await c.post('/api/messages', { content: 'and another thing' })).status).toBe(201);
    });

    it('does not resume replies of other users, or ids that are not replies (404)', async () => {
      const a = await client();
      const b = await client();
      const res = await a.c.post('/api/messages', { content: 'skip tracing' });
      const replyId = res.body.assistantMessage.id;
      for (const path of [
        `/api/messages/stream/${replyId}`,
        '/api/messages/stream/not-a-uuid',
        `/api/messages/stream/${crypto.randomUUID()}`,
      ]) {
        const r = await b.c.get(path);
        expect(r.status, path).toBe(404);
        expect(r.body.message).toBe(MESSAGES.replyNotFound);
      }
    });

    it('with Conversation History off keeps only the current exchange and never stores the text in events', async () => {
      const { c, user } = await client();
      expect(
        (await c.put('/api/user/privacy', { conversationHistory: false, aiTraining: false, usageAnalytics: true, maskPersonalData: true }))
          .status,
      ).toBe(200);
      const secret = `my private matter ${uniqueName('s')}`;
      const first = await c.post('/api/messages', { content: secret });
      expect(first.status).toBe(201);
      expect((await c.get('/api/messages')).body.map((m: { id: string }) => m.id)).toEqual([
        first.body.userMessage.id,
        first.body.assistantMessage.id,
      ]);

      const second = await c.post('/api/messages', { content: 'What is a subpoena?' });
      const list = (await c.get('/api/messages')).body;
      expect(list.map((m: { id: string }) => m.id)).toEqual([second.body.userMessage.id, second.body.assistantMessage.id]);

      const { rows } = await db.db.knex.raw('select type, data::text as d from events where stream = ? order by version', [
        `conversation-${user.id}`,
      ]);
      expect(rows.map((r: { type: string }) => r.type)).toEqual([
        'ConversationStarted',
        'MessageSent',
        'AssistantReplied',
        'MessageSent',
        'AssistantReplied',
      ]);
      const stored = rows.map((r: { d: string }) => r.d).join('');
      expect(stored).not.toContain(secret);
      expect(stored).not.toContain('Subpoenas');
      expect(rows.slice(1).every((r: { d: string }) => JSON.parse(r.d).pii === null && JSON.parse(r.d).kept === false)).toBe(true);
      expect(await db.db.knex('messages_view').where({ user_id: user.id })).toEqual([]);

      expect((await c.delete('/api/messages')).status).toBe(204);
      expect((await c.get('/api/messages')).body).toEqual([]);
      expect(await db.db.knex('chat_replies').where({ user_id: user.id })).toEqual([]);
    });

    it('stores kept message text encrypted in the events', async () => {
      const { c, user } = await client();
      const secret = `encrypted words ${uniqueName('e')}`;
      await c.post('/api/messages', { content: secret });
      const { rows } = await db.db.knex.raw('select data::text as d from events where stream = ? order by version', [
        `conversation-${user.id}`,
      ]);
      expect(rows).toHaveLength(3); // ConversationStarted, MessageSent, AssistantReplied
      expect(rows.map((r: { d: string }) => r.d).join('')).not.toContain(secret);
      expect(JSON.parse(rows[1].d).pii.alg).toBe('aes-256-gcm');
    });
  });

  // Decision 0074: the reply rows' personal text is sealed with the user's key, as the views' is.
  it('keeps the message and the reply sealed in chat_replies while streaming and after, and still resumes', async () => {
    const { c, user } = await client();
    const secret = `sealed question ${uniqueName('q')} about surveillance`;
    const s = await openStream(c, 'POST', '/api/messages/stream', { content: secret });
    const start = (await s.next())!;
    const replyId = start.data.replyId as string;
    const first = (await s.next())!;
    s.abort();
    const raw = async () => (await db.db.knex('chat_replies').where({ reply_id: replyId }).first()) as Record<string, unknown>;
    const during = await until(raw, (r) => String(r.text).length > 0 && r.status === 'streaming', 2_000);
    expect(String(during.user_content)).toMatch(/^cb1:/);
    expect(String(during.text)).toMatch(/^cb1:/);
    expect(JSON.stringify(during)).not.toContain('sealed question');
    // A reload mid-reply reads the draft through the API, opened.
    const mid = (await c.get('/api/messages')).body as { content: string }[];
    expect(mid[0]!.content).toBe(secret);
    const resumed = await openStream(c, 'GET', `/api/messages/stream/${replyId}`, undefined, { 'Last-Event-ID': first.id! });
    const events = await resumed.rest();
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(first.data.text + text(events)).toBe(done.data.assistantMessage.content);
    const after = await raw();
    expect(after.status).toBe('done');
    expect(String(after.text)).toMatch(/^cb1:/);
    expect(String(after.text)).not.toContain(String(done.data.assistantMessage.content).slice(0, 12));
    const opener = await app.server.deps.cipher.opener([user.id]);
    expect(opener.open(user.id, `chat_replies.text:${replyId}`, String(after.text))).toBe(done.data.assistantMessage.content);
    // Bound to its row: the same value does not open as another reply's.
    expect(opener.open(user.id, `chat_replies.text:${crypto.randomUUID()}`, String(after.text))).toBeNull();
  });

  it('reads and resumes reply rows written in clear before sealing', async () => {
    const { c, user } = await client();
    const sent = await c.post('/api/messages', { content: 'What is a retainer?' });
    expect(sent.status).toBe(201);
    const conversationId = sent.body.userMessage.conversationId as string;
    const replyId = crypto.randomUUID();
    const at = new Date();
    await db.db.knex('chat_replies').insert({
      reply_id: replyId,
      user_id: user.id,
      conversation_id: conversationId,
      message_id: crypto.randomUUID(),
      status: 'done',
      text: 'An old clear answer',
      user_content: 'An old clear question',
      kept: false,
      started_at: at,
      updated_at: at,
      finished_at: at,
    });
    const list = (await c.get('/api/messages')).body as { content: string }[];
    expect(list.map((m) => m.content)).toEqual(expect.arrayContaining(['An old clear question', 'An old clear answer']));
    const events = await (await openStream(c, 'GET', `/api/messages/stream/${replyId}`)).rest();
    expect(events[0]).toMatchObject({ event: 'start', data: { userMessage: { content: 'An old clear question' } } });
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { assistantMessage: { content: 'An old clear answer' } } });
  });

  describe('escalations', () => {
    it('refuses a client without Premium with 403 PREMIUM_REQUIRED and records nothing', async () => {
      const { c } = await client();
      const res = await escalate(c);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: MESSAGES.premiumRequired, code: 'PREMIUM_REQUIRED' });
      expect((await c.get('/api/escalations')).body).toEqual([]);
    });

    it.each([
      [{ caseSummary: 'too short', urgency: 'standard' }, MESSAGES.caseSummary],
      [{ caseSummary: '          x         ', urgency: 'standard' }, MESSAGES.caseSummary],
      [{ urgency: 'standard' }, MESSAGES.caseSummary],
      [{ caseSummary: 1234567890123, urgency: 'standard' }, MESSAGES.caseSummary],
      [{ caseSummary: 'A long enough summary' }, MESSAGES.urgency],
      [{ caseSummary: 'A long enough summary', urgency: 'critical' }, MESSAGES.urgency],
      [{ caseSummary: 'A long enough summary', urgency: '' }, MESSAGES.urgency],
      [{ caseSummary: 'x'.repeat(5001), urgency: 'urgent' }, 'Case summary must be at most 5000 characters'],
    ])('answers 400 for escalation body %# (%s)', async (body, message) => {
      const { c } = await client();
      const res = await c.post('/api/escalations', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('takes an escalation from a premium client with a unique server-made case id and the SPEC response times', async () => {
      const { c, user } = await premiumClient();
      const made = [];
      for (const [urgency, estimatedResponse] of [
        ['standard', '24-48 hours'],
        ['priority', '8-24 hours'],
        ['urgent', 'as soon as possible'],
      ] as const) {
        const res = await escalate(c, `Case about ${urgency}: my ex is following me`, urgency);
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ status: 'pending', urgency, estimatedResponse });
        expect(res.body.caseId).toMatch(new RegExp(`^INV-${YEAR}-[1-9]\\d{4}$`));
        expect(Number.isInteger(res.body.id)).toBe(true);
        made.push(res.body);
      }
      expect(new Set(made.map((m) => m.caseId)).size).toBe(3);
      const list = (await c.get('/api/escalations')).body;
      expect(list.map((e: { id: number }) => e.id)).toEqual(made.map((m) => m.id).reverse());
      expect(list[0]).toEqual({
        id: made[2].id,
        caseId: made[2].caseId,
        caseSummary: 'Case about urgent: my ex is following me',
        urgency: 'urgent',
        status: 'pending',
        estimatedResponse: 'as soon as possible',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const reserved = await db.db.knex('escalation_case_ids').whereIn(
        'escalation_id',
        made.map((m) => m.id),
      );
      expect(reserved.map((r: { case_id: string }) => r.case_id).sort()).toEqual(made.map((m) => m.caseId).sort());
      // the summary is encrypted in the event
      const { rows } = await db.db.knex.raw('select data::text as d from events where stream = ? order by version', [
        `escalation-${made[0].id}`,
      ]);
      expect(rows[0].d).not.toContain('my ex is following me');
      expect(JSON.parse(rows[0].d)).toMatchObject({ userId: user.id, caseId: made[0].caseId, urgency: 'standard' });
    });

    it('keeps SQL metacharacters in a summary as plain text', async () => {
      const { c } = await premiumClient();
      const summary = `Robert'); DROP TABLE escalations_view;-- ${uniqueName()}`;
      expect((await escalate(c, summary)).status).toBe(201);
      expect((await c.get('/api/escalations')).body[0].caseSummary).toBe(summary);
    });

    it('finds a free case id when random picks collide, and says so when a year is full', async () => {
      const knex = app.server.deps.knex;
      // Year 1901: every number but 55555 is taken.
      await knex.raw(
        `insert into escalation_case_ids (case_id, escalation_id) select 'INV-1901-' || n, -n from generate_series(10000, 99999) n where n <> 55555`,
      );
      expect(await reserveCaseId(knex, -1_000_000, 1901)).toBe('INV-1901-55555');
      await expect(reserveCaseId(knex, -1_000_001, 1901)).rejects.toMatchObject({ status: 503, code: 'CASE_IDS_EXHAUSTED' });
    });

    it('shows staff every escalation with its owner; clients only their own', async () => {
      const a = await premiumClient();
      const b = await premiumClient();
      const ea = (await escalate(a.c, 'Client A needs a background check')).body;
      const eb = (await escalate(b.c, 'Client B needs surveillance on Friday')).body;
      const inv = await staff('investigator');
      const all = (await inv.c.get('/api/escalations')).body;
      const byId = new Map(all.map((e: { id: number }) => [e.id, e]));
      expect(byId.get(ea.id)).toMatchObject({
        userId: a.user.id,
        username: a.user.username,
        caseSummary: 'Client A needs a background check',
      });
      expect(byId.get(eb.id)).toMatchObject({ userId: b.user.id, username: b.user.username });
      const aOwn = (await a.c.get('/api/escalations')).body;
      expect(aOwn.map((e: { id: number }) => e.id)).toEqual([ea.id]);
      expect(aOwn[0].userId).toBeUndefined();
      expect(aOwn[0].username).toBeUndefined();
      const times = all.map((e: { createdAt: string }) => e.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('lets only staff move the status, along the allowed transitions', async () => {
      const owner = await premiumClient();
      const e = (await escalate(owner.c, 'Please look into my missing cousin', 'priority')).body;
      const inv = await staff('investigator');
      const auditor = await staff('auditor');

      for (const c of [owner.c, auditor.c]) {
        const denied = await c.patch(`/api/escalations/${e.id}/status`, { status: 'in-progress' });
        expect(denied.status).toBe(403);
        expect(denied.body.message).toBe('Access Denied');
      }
      const bad = await inv.c.patch(`/api/escalations/${e.id}/status`, { status: 'pending' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(MESSAGES.statusValue);
      expect((await inv.c.patch(`/api/escalations/${e.id}/status`, {})).body.message).toBe(MESSAGES.statusValue);
      expect((await inv.c.patch(`/api/escalations/abc/status`, { status: 'resolved' })).status).toBe(400);
      expect((await inv.c.patch(`/api/escalations/0/status`, { status: 'resolved' })).status).toBe(400);
      expect((await inv.c.patch(`/api/escalations/1.5/status`, { status: 'resolved' })).status).toBe(400);
      const missing = await inv.c.patch(`/api/escalations/99999999/status`, { status: 'resolved' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(MESSAGES.escalationNotFound);

      const taken = await inv.c.patch(`/api/escalations/${e.id}/status`, { status: 'in-progress' });
      expect(taken.status).toBe(200);
      expect(taken.body).toMatchObject({
        id: e.id,
        caseId: e.caseId,
        status: 'in-progress',
        urgency: 'priority',
        userId: owner.user.id,
        username: owner.user.username,
      });
      expect(taken.body.updatedAt >= taken.body.createdAt).toBe(true);
      const twice = await inv.c.patch(`/api/escalations/${e.id}/status`, { status: 'in-progress' });
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe('This escalation is already in progress');
      expect((await owner.c.get('/api/escalations')).body[0].status).toBe('in-progress');

      const resolved = await inv.admin.patch(`/api/escalations/${e.id}/status`, { status: 'resolved' });
      expect(resolved.status).toBe(200);
      expect(resolved.body.status).toBe('resolved');
      const back = await inv.c.patch(`/api/escalations/${e.id}/status`, { status: 'in-progress' });
      expect(back.status).toBe(409);
      expect(back.body.message).toBe('A completed escalation cannot be moved to in progress');

      // pending → resolved directly
      const other = (await escalate(owner.c, 'A duplicate request, please close')).body;
      expect((await inv.c.patch(`/api/escalations/${other.id}/status`, { status: 'resolved' })).body.status).toBe('resolved');
    });

    it('downloads a PDF report for the owner and staff, with the case id, status, summary and timeline', async () => {
      const owner = await premiumClient();
      const e = (await escalate(owner.c, 'My business partner is hiding assets', 'urgent')).body;
      const inv = await staff('investigator');
      await inv.c.patch(`/api/escalations/${e.id}/status`, { status: 'in-progress' });

      for (const c of [owner.c, inv.c]) {
        const res = await fetch(`${c.baseUrl}/api/escalations/${e.id}/report.pdf`, {
          headers: {
            cookie: c
              .cookieNames()
              .map((n) => `${n}=${c.cookie(n)}`)
              .join('; '),
          },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/pdf');
        expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${e.caseId}.pdf"`);
        const pdf = Buffer.from(await res.arrayBuffer());
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(pdf.toString('latin1')).toContain(e.caseId);
        // Text runs and wrapped lines come apart in the file: compare without whitespace.
        const flat = (t: string) => t.replace(/\s+/g, '');
        const shown = flat(pdfText(pdf));
        for (const expected of [
          `Case ID: ${e.caseId}`,
          'Status: In Progress',
          'Urgency: Urgent (expected response: as soon as possible)',
          'My business partner is hiding assets',
          'Escalation requested by the client with Urgent urgency',
          `Status changed from Pending to In Progress by ${inv.user.username}.`,
        ]) {
          expect(shown).toContain(flat(expected));
        }
        // The case id once (it was printed twice), and the product and page on the footer.
        expect(shown.split(flat(`Case ID: ${e.caseId}`))).toHaveLength(2);
        expect(shown).toContain(flat(`Casebook · Escalation report ${e.caseId} · Page 1 of 1`));
      }

      const stranger = await premiumClient();
      const other = await stranger.c.get(`/api/escalations/${e.id}/report.pdf`);
      expect(other.status).toBe(404);
      expect(other.body.message).toBe(MESSAGES.escalationNotFound);
      expect((await owner.c.get('/api/escalations/99999999/report.pdf')).status).toBe(404);
      expect((await owner.c.get('/api/escalations/abc/report.pdf')).status).toBe(404);
    });
  });

  it('purges the user’s messages, replies and escalations from the views on erasure', async () => {
    const { c, user } = await premiumClient();
    const secret = `erase me ${uniqueName()}`;
    const sent = await c.post('/api/messages', { content: secret });
    // A copy of the reply's row taken before the erasure (a backup) holds only ciphertext…
    const copy = (await db.db.knex('chat_replies').where({ reply_id: sent.body.assistantMessage.id }).first()) as { user_content: string };
    expect(copy.user_content).toMatch(/^cb1:/);
    const e = (await escalate(c, `Escalation to erase ${secret}`)).body;
    expect((await c.post('/api/user/erase', { password: 'secret-pass' })).status).toBe(204);
    const knex = db.db.knex;
    await until(
      () => knex('escalations_view').where({ user_id: user.id }),
      (rows) => rows.length === 0,
    );
    expect(await knex('messages_view').where({ user_id: user.id })).toEqual([]);
    expect(await knex('escalations_view').where({ id: e.id })).toEqual([]);
    expect(await knex('chat_replies').where({ user_id: user.id })).toEqual([]);
    // …that no longer opens once the key is shredded.
    const purpose = `chat_replies.user_content:${sent.body.assistantMessage.id}`;
    expect((await app.server.deps.cipher.opener([user.id])).open(user.id, purpose, copy.user_content)).toBeNull();
    const inv = await staff('investigator');
    expect(JSON.stringify((await inv.c.get('/api/escalations')).body)).not.toContain(secret);
    // the events stay, their personal data unreadable
    const audit = await inv.admin.get(`/api/audit/streams/conversation-${user.id}`);
    expect(audit.body.events[1]).toMatchObject({ type: 'MessageSent', shredded: true, data: { pii: null } });
    expect(JSON.stringify(audit.body)).not.toContain(secret);
  });

  describe('across API processes', () => {
    let second: TestApp;
    beforeAll(async () => {
      second = await startTestApp(db, ENV);
    });
    afterAll(async () => {
      await second?.close();
    });

    /** The same browser (cookies) against the other process. */
    const on = (a: TestApp, c: TestClient) => {
      const other = a.client(freshIp());
      const cookie = c
        .cookieNames()
        .map((n) => `${n}=${c.cookie(n)}`)
        .join('; ');
      return { other, cookie };
    };

    it('resumes on another process from the saved draft, exactly once', async () => {
      const { c } = await client();
      const s = await openStream(c, 'POST', '/api/messages/stream', { content: 'How do I hire a private investigator?' });
      const start = (await s.next())!;
      const first = (await s.next())!;
      s.abort();
      const { other, cookie } = on(second, c);
      const resumed = await openStream(other, 'GET', `/api/messages/stream/${start.data.replyId}`, undefined, {
        cookie,
        'Last-Event-ID': first.id!,
      });
      expect(resumed.res.status).toBe(200);
      const events = await resumed.rest();
      const done = events.at(-1)!;
      expect(done.event).toBe('done');
      expect(first.data.text + text(events)).toBe(done.data.assistantMessage.content);
      expect(done.data.userMessage).toMatchObject({ id: start.data.userMessage.id, content: 'How do I hire a private investigator?' });
    });

    it('ends a reply whose process went away: the resume says so and the next message is accepted', async () => {
      const { c, user } = await client();
      const deps = { ...app.server.deps, isPremium: app.server.api.billing.isPremium };
      const sender = { id: user.id, privacy: { conversationHistory: true } };
      // A message recorded by a process that then died: no reply writer, and its heartbeat stops.
      const orphan = await sendMessage(deps, sender, 'Anyone there?', {});
      await db.db
        .knex('chat_replies')
        .where({ reply_id: orphan.replyId })
        .update({ updated_at: new Date(Date.now() - 60_000) });
      const resumed = await openStream(c, 'GET', `/api/messages/stream/${orphan.replyId}`);
      const events = await resumed.rest();
      expect(events.at(-1)).toEqual({ event: 'error', data: { message: MESSAGES.replyInterrupted, code: 'REPLY_INTERRUPTED' } });

      const orphan2 = await sendMessage(deps, sender, 'Hello again?', {});
      await db.db
        .knex('chat_replies')
        .where({ reply_id: orphan2.replyId })
        .update({ updated_at: new Date(Date.now() - 60_000) });
      const next = await c.post('/api/messages', { content: 'What is skip tracing?' });
      expect(next.status).toBe(201);
      const types = (
        await db.db.knex.raw('select type, data::text as d from events where stream = ? order by version', [`conversation-${user.id}`])
      ).rows;
      expect(types.map((r: { type: string }) => r.type)).toEqual([
        'ConversationStarted',
        'MessageSent',
        'AssistantReplyFailed',
        'MessageSent',
        'AssistantReplyFailed',
        'MessageSent',
        'AssistantReplied',
      ]);
      expect(JSON.parse(types[4].d)).toMatchObject({ reason: 'interrupted', replyId: orphan2.replyId });
      expect((await c.get('/api/messages')).body.map((m: { content: string }) => m.content)[0]).toBe('What is skip tracing?');
    });
  });

  describe('with the OpenAI engine', () => {
    let fake: FakeOpenAiServer;
    let openai: TestApp;

    beforeAll(async () => {
      fake = await startFakeOpenAi();
      openai = await startTestApp(db, {
        ...ENV,
        OPENAI_API_KEY: 'sk-test-key',
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_MODEL: 'fake-model',
        AI_MAX_RETRIES: '2',
      });
    });
    afterAll(async () => {
      await openai?.close();
      await fake?.close();
    });

    it('masks personal data on the way out and restores it in the reply shown to the user', async () => {
      const { c } = await client(openai);
      fake.enqueue({ kind: 'reply', make: () => ['I will write to [EMAIL', '_1] and call [PHONE_1].'] });
      const before = fake.requests.length;
      const res = await c.post('/api/messages', { content: 'Reach me at jane.doe@example.com or 555-867-5309' });
      expect(res.status).toBe(201);
      expect(res.body.assistantMessage.content).toBe('I will write to jane.doe@example.com and call 555-867-5309.');
      const wire = JSON.stringify(fake.requests[before]);
      expect(wire).not.toContain('jane.doe@example.com');
      expect(wire).not.toContain('867-5309');
      expect(fake.requests[before]!.model).toBe('fake-model');
      expect(fake.requests[before]!.messages.at(-1)!.content).toBe('Reach me at [EMAIL_1] or [PHONE_1]');
      expect(fake.requests[before]!.messages[0]!.role).toBe('system');
      expect((await c.get('/api/messages')).body[1].content).toBe('I will write to jane.doe@example.com and call 555-867-5309.');
    });

    it('sends the conversation as context, and the text as written when the user turned masking off', async () => {
      const { c } = await client(openai);
      await c.put('/api/user/privacy', { conversationHistory: true, aiTraining: false, usageAnalytics: true, maskPersonalData: false });
      fake.enqueue({ kind: 'stream', chunks: ['First answer.'] }, { kind: 'stream', chunks: ['Second answer.'] });
      const before = fake.requests.length;
      await c.post('/api/messages', { content: 'My email is jane@example.com' });
      await c.post('/api/messages', { content: 'And what next?' });
      expect(fake.requests[before + 1]!.messages.slice(1)).toEqual([
        { role: 'user', content: 'My email is jane@example.com' },
        { role: 'assistant', content: 'First answer.' },
        { role: 'user', content: 'And what next?' },
      ]);
    });

    it('retries a 429 and answers; after repeated 5xx answers 503 with a clear message and rolls the message back', async () => {
      const { c } = await client(openai);
      fake.enqueue({ kind: 'status', status: 429, headers: { 'retry-after-ms': '20' } }, { kind: 'stream', chunks: ['After a retry.'] });
      const ok = await c.post('/api/messages', { content: 'hello' });
      expect(ok.status).toBe(201);
      expect(ok.body.assistantMessage.content).toBe('After a retry.');

      fake.enqueue({ kind: 'status', status: 500 }, { kind: 'status', status: 502 }, { kind: 'status', status: 503 });
      const failed = await c.post('/api/messages', { content: 'this one fails' });
      expect(failed.status).toBe(503);
      expect(failed.body).toEqual({
        message: 'The AI service is unavailable right now. Please try again in a few minutes.',
        code: 'AI_UNAVAILABLE',
      });
      const list = (await c.get('/api/messages')).body;
      expect(list.map((m: { content: string }) => m.content)).toEqual(['hello', 'After a retry.']);
      // a failed message does not use up the free quota (3): two more go through
      expect((await c.post('/api/messages', { content: 'two' })).status).toBe(201);
      expect((await c.post('/api/messages', { content: 'three' })).status).toBe(201);
    });

    it('ends the stream with an error event when the AI connection drops mid-reply', async () => {
      const { c } = await client(openai);
      fake.enqueue({ kind: 'drop', chunks: ['Half of', ' an answer'] });
      // An investigative question: an off-topic one is answered without calling the model.
      const s = await openStream(c, 'POST', '/api/messages/stream', { content: 'tell me everything about finding a missing person' });
      const events = await s.rest();
      expect(events[0]!.event).toBe('start');
      expect(text(events)).toBe('Half of an answer');
      expect(events.at(-1)).toEqual({
        event: 'error',
        data: { message: 'The connection to the AI service dropped while it was answering. Please try again.', code: 'AI_INTERRUPTED' },
      });
      expect((await c.get('/api/messages')).body).toEqual([]);
    });
  });
});
