// API tests of a user's several conversations (issue 27) through HTTP, against the real app: the
// commands — start, rename, delete, send to and clear one conversation, Regenerate, Stop (here and
// from another API process) — and what the chat's single-conversation endpoints do with them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream, type SseEvent } from '../../test/support/sse.js';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { sameBrowserOn } from '../../test/support/two-processes.js';
import { CONVERSATION_MESSAGES, MESSAGES, UNTITLED_CONVERSATION } from './contract.js';

const ENV = {
  FREE_DAILY_MESSAGES: '4',
  CHAT_RATE_LIMIT_PER_MINUTE: '30',
  AI_OFFLINE_CHUNK_DELAY_MS: '0',
};
/** Replies slow enough to be stopped half way. */
const SLOW_ENV = { ...ENV, AI_OFFLINE_CHUNK_DELAY_MS: '40' };
let ipCounter = 0;
const freshIp = () => `10.27.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN = '7d1f3c7e-2b9a-4c55-8e0f-3a6d2b1c9e40';

const deltas = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text as string)
    .join('');

describe.each(appDatabaseFlavours())('conversations API on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let slow: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, ENV);
    // Another API process on the same database, whose replies take seconds.
    slow = await startTestApp(db, SLOW_ENV);
  });
  afterAll(async () => {
    await slow?.close();
    await app?.close();
    await db?.close();
  });

  async function client(a: TestApp = app) {
    const c = a.client(freshIp());
    const username = uniqueName('conv');
    const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(res.status).toBe(201);
    return { c, user: res.body as { id: number; username: string } };
  }

  /** The browser's cookies, to carry its session to another process. */
  const cookieOf = (c: TestClient) =>
    c
      .cookieNames()
      .map((n) => `${n}=${c.cookie(n)}`)
      .join('; ');

  const create = async (c: TestClient, body: unknown = {}) => {
    const res = await c.post('/api/conversations', body);
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string; title: string; createdAt: string; updatedAt: string; messageCount: number };
  };
  const ask = async (c: TestClient, id: string, content: string) => {
    const res = await c.post(`/api/conversations/${id}/messages`, { content });
    expect(res.status, res.text).toBe(201);
    return res.body as { userMessage: { id: string; conversationId: string }; assistantMessage: { id: string; content: string } };
  };
  const contents = (list: { content: string }[]) => list.map((m) => m.content);

  it('starts an empty conversation that becomes the latest: GET /api/messages and POST /api/messages act on it', async () => {
    const { c } = await client();
    await c.post('/api/messages', { content: 'How do I find a missing person?' });
    const first = (await c.get('/api/conversations')).body[0];
    expect(first).toMatchObject({ title: 'How do I find a missing person?', messageCount: 2 });

    const made = await create(c);
    expect(made).toMatchObject({ title: UNTITLED_CONVERSATION, messageCount: 0 });
    expect(made.id).toMatch(UUID);
    expect(made.updatedAt).toBe(made.createdAt);
    expect((await c.get('/api/messages')).body).toEqual([]);

    const sent = await c.post('/api/messages', { content: 'What is a subpoena?' });
    expect(sent.status).toBe(201);
    expect(sent.body.userMessage.conversationId).toBe(made.id);
    expect(sent.body.assistantMessage.conversationId).toBe(made.id);
    expect(contents((await c.get('/api/messages')).body)[0]).toBe('What is a subpoena?');
    // the first conversation kept its messages
    expect(contents((await c.get(`/api/conversations/${first.id}/messages`)).body)[0]).toBe('How do I find a missing person?');
    // newest activity first, with a title from the first question
    const list = (await c.get('/api/conversations')).body as { id: string; title: string; messageCount: number }[];
    expect(list.map((x) => [x.id, x.title, x.messageCount])).toEqual([
      [made.id, 'What is a subpoena?', 2],
      [first.id, 'How do I find a missing person?', 2],
    ]);
    // writing in the older one makes it the latest again
    await ask(c, first.id, 'And what about a runaway teenager?');
    expect((await c.get('/api/conversations')).body[0].id).toBe(first.id);
    expect(contents((await c.get('/api/messages')).body).at(-2)).toBe('And what about a runaway teenager?');
  });

  it('takes a title on creation and on rename, and answers 400 with the contract’s messages for a bad one', async () => {
    const { c } = await client();
    const made = await create(c, { title: '  Landlord dispute  ' });
    expect(made.title).toBe('Landlord dispute');
    for (const [body, message] of [
      [{ title: '' }, CONVERSATION_MESSAGES.titleRequired],
      [{ title: '   ' }, CONVERSATION_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(121) }, CONVERSATION_MESSAGES.titleTooLong],
      [{ title: 42 }, CONVERSATION_MESSAGES.titleRequired],
    ] as const) {
      const created = await c.post('/api/conversations', body);
      expect(created.status).toBe(400);
      expect(created.body.message).toBe(message);
      const renamed = await c.patch(`/api/conversations/${made.id}`, body);
      expect(renamed.status).toBe(400);
      expect(renamed.body.message).toBe(message);
    }
    expect((await c.patch(`/api/conversations/${made.id}`, {})).body.message).toBe(CONVERSATION_MESSAGES.titleRequired);
    const renamed = await c.patch(`/api/conversations/${made.id}`, { title: 'Deposit kept by the landlord' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: made.id, title: 'Deposit kept by the landlord', messageCount: 0 });
    // the next read shows it, and the first question no longer titles a renamed conversation
    await ask(c, made.id, 'Can my landlord keep my deposit?');
    const read = await c.get(`/api/conversations/${made.id}`);
    expect(read.status).toBe(200);
    expect(read.body.conversation).toMatchObject({ title: 'Deposit kept by the landlord', messageCount: 2 });
    expect(contents(read.body.messages)).toEqual(['Can my landlord keep my deposit?', read.body.messages[1].content]);
    // nothing is created by the refused requests
    expect((await c.get('/api/conversations')).body).toHaveLength(1);
  });

  it('answers 404 for someone else’s conversation, an unknown one and a malformed id, on every endpoint', async () => {
    const owner = await client();
    const other = await client();
    const theirs = await create(owner.c, { title: 'Private matter' });
    await ask(owner.c, theirs.id, 'Is GPS tracking legal?');
    const requests: [string, string, unknown?][] = [
      ['GET', '/api/conversations/:id'],
      ['GET', '/api/conversations/:id/messages'],
      ['GET', '/api/conversations/:id/export?format=md'],
      ['PATCH', '/api/conversations/:id', { title: 'Mine now' }],
      ['DELETE', '/api/conversations/:id'],
      ['POST', '/api/conversations/:id/messages', { content: 'Hello?' }],
      ['POST', '/api/conversations/:id/messages/stream', { content: 'Hello?' }],
      ['DELETE', '/api/conversations/:id/messages'],
      ['POST', '/api/conversations/:id/regenerate', {}],
    ];
    for (const id of [theirs.id, UNKNOWN, 'not-a-uuid', '1']) {
      for (const [method, path, body] of requests) {
        const res = await other.c.request(method, path.replace(':id', id), body);
        expect(res.status, `${method} ${path} with ${id}`).toBe(404);
        expect(res.body.message).toBe(CONVERSATION_MESSAGES.notFound);
      }
    }
    // the owner's conversation is untouched, and the other user was charged nothing
    const mine = await owner.c.get(`/api/conversations/${theirs.id}`);
    expect(mine.body.conversation).toMatchObject({ title: 'Private matter', messageCount: 2 });
    expect((await other.c.get('/api/messages/usage')).body.usedToday).toBe(0);
    expect((await other.c.get('/api/conversations')).body).toEqual([]);
  });

  it('streams a reply into the named conversation with the same events as POST /api/messages/stream', async () => {
    const { c } = await client();
    const a = await create(c);
    const b = await create(c);
    const s = await openStream(
      c,
      `/api/conversations/${a.id}/messages/stream`,
      {},
      { body: { content: 'Is it legal to record a phone call?' } },
    );
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await s.rest();
    expect(events[0]).toMatchObject({ event: 'start', data: { userMessage: { conversationId: a.id, isUser: true } } });
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.assistantMessage).toMatchObject({ conversationId: a.id, content: deltas(events) });
    expect(contents((await c.get(`/api/conversations/${a.id}/messages`)).body)[0]).toBe('Is it legal to record a phone call?');
    expect((await c.get(`/api/conversations/${b.id}/messages`)).body).toEqual([]);
    // it is the latest now, though B was started after it
    expect((await c.get('/api/conversations')).body[0].id).toBe(a.id);
  });

  it('clears one conversation only, and deletes one (the one before it becomes the latest)', async () => {
    const { c } = await client();
    const a = await create(c);
    await ask(c, a.id, 'What is skip tracing?');
    const b = await create(c);
    await ask(c, b.id, 'What is a background check?');

    expect((await c.delete(`/api/conversations/${a.id}/messages`)).status).toBe(204);
    expect((await c.get(`/api/conversations/${a.id}/messages`)).body).toEqual([]);
    expect((await c.get(`/api/conversations/${a.id}`)).body.conversation).toMatchObject({ messageCount: 0, title: UNTITLED_CONVERSATION });
    expect((await c.get(`/api/conversations/${b.id}/messages`)).body).toHaveLength(2);

    expect((await c.delete(`/api/conversations/${b.id}`)).status).toBe(204);
    expect((await c.get(`/api/conversations/${b.id}`)).status).toBe(404);
    expect((await c.delete(`/api/conversations/${b.id}`)).status).toBe(404);
    expect((await c.get('/api/conversations')).body.map((x: { id: string }) => x.id)).toEqual([a.id]);
    // DELETE /api/messages and POST /api/messages act on the latest, A
    const sent = await c.post('/api/messages', { content: 'Hello again' });
    expect(sent.body.userMessage.conversationId).toBe(a.id);
    expect((await c.delete('/api/messages')).status).toBe(204);
    expect((await c.get(`/api/conversations/${a.id}/messages`)).body).toEqual([]);
  });

  it('shares the free daily quota across conversations', async () => {
    const { c } = await client();
    for (let i = 0; i < 4; i++) await ask(c, (await create(c)).id, `Question number ${i + 1} about surveillance`);
    const refused = await c.post(`/api/conversations/${(await create(c)).id}/messages`, { content: 'One more' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.quota);
    expect((await c.post('/api/messages', { content: 'One more' })).status).toBe(429);
  });

  it('regenerates the last answered question as a new message, keeping the earlier answer; 409 with nothing answered', async () => {
    const { c } = await client();
    const conv = await create(c);
    const nothing = await c.post(`/api/conversations/${conv.id}/regenerate`, {});
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({ code: 'NOTHING_TO_REGENERATE', message: CONVERSATION_MESSAGES.nothingToRegenerate });

    const first = await ask(c, conv.id, 'How much does a private investigator cost?');
    const usedBefore = (await c.get('/api/messages/usage')).body.usedToday;
    const s = await openStream(c, `/api/conversations/${conv.id}/regenerate`, {}, { body: {} });
    expect(s.res.status).toBe(200);
    const events = await s.rest();
    const start = events[0]!;
    expect(start.data.userMessage).toMatchObject({
      content: 'How much does a private investigator cost?',
      regenerateOf: first.userMessage.id,
      conversationId: conv.id,
    });
    expect(events.at(-1)!.event).toBe('done');
    // it counts like any message
    expect((await c.get('/api/messages/usage')).body.usedToday).toBe(usedBefore + 1);
    const messages = (await c.get(`/api/conversations/${conv.id}/messages`)).body as { id: string; regenerateOf?: string }[];
    expect(messages.map((m) => m.id)).toEqual([
      first.userMessage.id,
      first.assistantMessage.id,
      start.data.userMessage.id,
      start.data.replyId,
    ]);
    expect(messages[2]!.regenerateOf).toBe(first.userMessage.id);
    // and the regenerated one is what the next Regenerate asks again
    const again = await openStream(c, `/api/conversations/${conv.id}/regenerate`, {}, { body: {} });
    expect((await again.next())!.data.userMessage.regenerateOf).toBe(start.data.userMessage.id);
    await again.rest();
  });

  it('stops a reply being written: the reply is kept with exactly the text that had arrived, marked stopped', async () => {
    const { c } = await client(slow);
    const s = await openStream(c, '/api/messages/stream', {}, { body: { content: 'How do I hire a private investigator?' } });
    const start = (await s.next())!;
    const replyId = start.data.replyId as string;
    const seen = [start, (await s.next())!, (await s.next())!];
    const stop = await c.post(`/api/messages/stream/${replyId}/stop`, {});
    expect(stop.status, stop.text).toBe(200);
    expect(stop.body).toMatchObject({ id: replyId, isUser: false, stopped: true, conversationId: start.data.userMessage.conversationId });
    const rest = await s.rest();
    const done = rest.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.assistantMessage).toMatchObject({ id: replyId, stopped: true, content: stop.body.content });
    // exactly what was streamed, and less than a whole answer
    expect(deltas([...seen, ...rest])).toBe(stop.body.content);
    expect(stop.body.content.length).toBeGreaterThan(0);
    expect(stop.body.content).not.toContain('Sources (Casebook knowledge base)');
    const list = (await c.get('/api/messages')).body as { id: string; stopped?: boolean; content: string }[];
    expect(list.at(-1)).toMatchObject({ id: replyId, stopped: true, content: stop.body.content });
    // already finished: 409; someone else's or unknown: 404
    const again = await c.post(`/api/messages/stream/${replyId}/stop`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'NOTHING_TO_STOP', message: CONVERSATION_MESSAGES.nothingToStop });
    const other = await client(slow);
    expect((await other.c.post(`/api/messages/stream/${replyId}/stop`, {})).status).toBe(404);
    expect((await c.post(`/api/messages/stream/${UNKNOWN}/stop`, {})).status).toBe(404);
    expect((await c.post('/api/messages/stream/nope/stop', {})).body.message).toBe(MESSAGES.replyNotFound);
    // the chat goes on
    expect((await c.post('/api/messages', { content: 'Thanks' })).status).toBe(201);
  });

  it('stops a reply that another API process writes, and a resumed stream ends with the stopped message', async () => {
    const { c } = await client(slow);
    const s = await openStream(c, '/api/messages/stream', {}, { body: { content: 'What does a private investigator do?' } });
    const start = (await s.next())!;
    const replyId = start.data.replyId as string;
    await s.next();
    s.close();
    const elsewhere = sameBrowserOn(app, c, freshIp());
    const stop = await elsewhere.post(`/api/messages/stream/${replyId}/stop`, {});
    expect(stop.status, stop.text).toBe(200);
    expect(stop.body).toMatchObject({ id: replyId, stopped: true });
    // a resume (on either process) ends with the stopped message
    for (const a of [app, slow]) {
      const resumed = await openStream(a.client(freshIp()), `/api/messages/stream/${replyId}`, { cookie: cookieOf(c) });
      const events = await resumed.rest();
      expect(events.at(-1)).toMatchObject({
        event: 'done',
        data: { assistantMessage: { id: replyId, stopped: true, content: stop.body.content } },
      });
      expect(deltas(events)).toBe(stop.body.content);
    }
  });

  it('deletes a conversation whose reply is being written: the reply is stopped and dropped, the stream ends, the chat goes on', async () => {
    const { c } = await client(slow);
    const conv = await create(c);
    const s = await openStream(c, `/api/conversations/${conv.id}/messages/stream`, {}, { body: { content: 'Can I be followed legally?' } });
    const start = (await s.next())!;
    await s.next();
    expect((await c.delete(`/api/conversations/${conv.id}`)).status).toBe(204);
    const rest = await s.rest();
    expect(rest.at(-1)).toMatchObject({ event: 'error', data: { code: 'CONVERSATION_CLEARED' } });
    expect((await c.post(`/api/messages/stream/${start.data.replyId}/stop`, {})).status).toBe(404);
    expect((await c.get('/api/conversations')).body).toEqual([]);
    const next = await c.post('/api/messages', { content: 'Hello?' });
    expect(next.status).toBe(201);
    expect(next.body.userMessage.conversationId).not.toBe(conv.id);
  });
});
