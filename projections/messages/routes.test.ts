// The messages view's conversation reads through HTTP, against the real app: the list and its
// full-text search, the export as Markdown and PDF, erasure, GET /api/messages on the latest
// conversation, and events written before conversations existed (the legacy conversation).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { CONVERSATION_MESSAGES, legacyConversationId } from '../../modules/conversation/index.js';
import { titleFrom } from './projector.js';

const ENV = { FREE_DAILY_MESSAGES: '50', CHAT_RATE_LIMIT_PER_MINUTE: '50', AI_OFFLINE_CHUNK_DELAY_MS: '0' };
let ipCounter = 0;
const freshIp = () => `10.28.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** The text a PDF shows: pdfkit writes it as hex strings inside TJ arrays. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/\[(.*?)\] TJ/g)) {
    lines.push([...m[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
  }
  return lines.join('\n');
}

describe('a title from the first question', () => {
  it('is the question on one line, cut near 60 characters at a word boundary with "…"', () => {
    expect(titleFrom('  How do I find\na missing person?  ')).toBe('How do I find a missing person?');
    const long = 'My landlord kept the whole deposit after I moved out of the apartment last month';
    const title = titleFrom(long);
    expect(title).toBe('My landlord kept the whole deposit after I moved out of the…');
    expect(title.length).toBeLessThanOrEqual(61);
    expect(titleFrom('x'.repeat(100))).toBe(`${'x'.repeat(60)}…`);
  });
});

describe.each(appDatabaseFlavours())('conversations view on $name', (flavour) => {
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

  async function client() {
    const c = app.client(freshIp());
    const username = uniqueName('cview');
    const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(res.status).toBe(201);
    return { c, user: res.body as { id: number } };
  }

  async function conversationWith(c: TestClient, question: string, title?: string): Promise<string> {
    const made = await c.post('/api/conversations', title ? { title } : {});
    expect(made.status).toBe(201);
    const sent = await c.post(`/api/conversations/${made.body.id}/messages`, { content: question });
    expect(sent.status, sent.text).toBe(201);
    return made.body.id as string;
  }

  const search = (c: TestClient, q: string) => c.get(`/api/conversations?q=${encodeURIComponent(q)}`);

  it('finds a word of a message in the conversation that has it, and not in the other, with the match marked « »', async () => {
    const { c } = await client();
    const a = await conversationWith(c, 'How do I hire someone for surveillance of a cheating spouse?');
    const b = await conversationWith(c, 'Can I serve a subpoena on my former employer myself?');
    const found = await search(c, 'subpoenas');
    expect(found.status).toBe(200);
    expect(found.body.map((x: { id: string }) => x.id)).toEqual([b]);
    // the best-matching message: the question or the answer, which says it in the plural
    expect(found.body[0].snippet).toMatch(/«subpoenas?»/i);
    expect(found.body[0]).toMatchObject({ title: 'Can I serve a subpoena on my former employer myself?', messageCount: 2 });
    expect((await search(c, 'spouse')).body.map((x: { id: string }) => x.id)).toEqual([a]);
    // a phrase, and a word that is nowhere
    expect((await search(c, '"former employer"')).body.map((x: { id: string }) => x.id)).toEqual([b]);
    expect((await search(c, 'zebra')).body).toEqual([]);
    // without q (or with a blank one): every conversation, newest activity first, no snippets
    for (const q of ['', '   ']) {
      const all = await search(c, q);
      expect(all.body.map((x: { id: string }) => x.id)).toEqual([b, a]);
      expect(all.body[0].snippet).toBeUndefined();
    }
    // another user's words are never found
    const other = await client();
    expect((await search(other.c, 'subpoena')).body).toEqual([]);
  });

  it('keeps messages and titles sealed in the view (a copy reads neither), and still searches them', async () => {
    const { c, user } = await client();
    const canary = `zanzibarquokka${randomUUID().slice(0, 8)}`;
    const id = await conversationWith(c, `Where did my ${canary} go after the hearing?`, `Notes on ${canary}`);
    const knex = app.server.deps.knex;
    // Every column of the user's rows as text, the search vectors included: the word is in none.
    const rows = await knex.raw(
      `select m::text as t from messages_view m where user_id = ? union all select c::text from conversations_view c where user_id = ?`,
      [user.id, user.id],
    );
    expect(rows.rows.length).toBeGreaterThanOrEqual(3);
    for (const r of rows.rows as { t: string }[]) expect(r.t).not.toContain(canary);
    const stored = await knex('messages_view').where({ user_id: user.id }).first('content', 'search');
    expect(stored.content).toMatch(/^cb1:/);
    // The search vector holds tokens, not words: nothing of the question's words is in it.
    expect(stored.search).not.toMatch(/hearing/);
    // The reads open them; the search finds the word in the message and in the title.
    expect((await c.get(`/api/conversations/${id}`)).body.conversation.title).toBe(`Notes on ${canary}`);
    expect((await c.get(`/api/conversations/${id}/messages`)).body[0].content).toContain(canary);
    const found = await search(c, 'hearings');
    expect(found.body.map((x: { id: string }) => x.id)).toEqual([id]);
    expect(found.body[0].snippet).toMatch(/«hearing»/);
    expect((await search(c, canary)).body.map((x: { id: string }) => x.id)).toEqual([id]);
  });

  it('searches titles too, and answers 400 for a search over 200 characters', async () => {
    const { c } = await client();
    const id = await conversationWith(c, 'What can I do about it?', 'Noisy neighbours');
    const found = await search(c, 'neighbour');
    expect(found.body.map((x: { id: string }) => x.id)).toEqual([id]);
    expect(found.body[0].snippet).toBe('Noisy «neighbours»');
    const tooLong = await search(c, 'x'.repeat(201));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(CONVERSATION_MESSAGES.searchTooLong);
    // search syntax is text, never SQL
    expect((await search(c, `'); drop table conversations_view; --`)).status).toBe(200);
    expect((await c.get('/api/conversations')).body).toHaveLength(1);
  });

  it('exports a conversation as Markdown and as PDF, as attachments named after it', async () => {
    const { c } = await client();
    const id = await conversationWith(c, 'How do I find a missing person?', 'Missing brother');
    const md = await c.get(`/api/conversations/${id}/export?format=md`);
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(md.headers.get('content-disposition')).toMatch(/^attachment; filename="casebook-missing-brother-\d{4}-\d{2}-\d{2}\.md"$/);
    const messages = (await c.get(`/api/conversations/${id}/messages`)).body as { content: string; createdAt: string }[];
    expect(md.text.startsWith('# Missing brother\n')).toBe(true);
    expect(md.text).toContain('**You** · ');
    expect(md.text).toContain('How do I find a missing person?');
    expect(md.text).toContain('**Casebook Assistant** · ');
    expect(md.text).toContain(messages[1]!.content);
    expect(md.text).toContain(`${messages[0]!.createdAt.slice(0, 10)} ${messages[0]!.createdAt.slice(11, 16)} UTC`);
    // Markdown without a format
    const plain = await c.get(`/api/conversations/${id}/export`);
    expect(plain.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(plain.text).toContain('How do I find a missing person?');

    const pdf = await fetch(`${c.baseUrl}/api/conversations/${id}/export?format=pdf`, {
      headers: {
        cookie: c
          .cookieNames()
          .map((n) => `${n}=${c.cookie(n)}`)
          .join('; '),
        'x-forwarded-for': freshIp(),
      },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/filename="casebook-missing-brother-[\d-]+\.pdf"$/);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const shown = pdfText(bytes);
    expect(shown).toContain('Missing brother');
    expect(shown).toContain('How do I find a missing person?');

    const bad = await c.get(`/api/conversations/${id}/export?format=docx`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(CONVERSATION_MESSAGES.exportFormat);
  });

  it('removes the user’s conversations and messages from the view on erasure', async () => {
    const { c, user } = await client();
    await conversationWith(c, 'Is it legal to record a phone call?', 'Recording calls');
    await conversationWith(c, 'What is skip tracing?');
    const { knex } = app.server.deps;
    expect(await knex('conversations_view').where({ user_id: user.id })).toHaveLength(2);
    expect((await c.post('/api/user/erase', { password: 'secret-pass' })).status).toBe(204);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await knex('conversations_view').where({ user_id: user.id })).length > 0) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await knex('conversations_view').where({ user_id: user.id })).toEqual([]);
    expect(await knex('messages_view').where({ user_id: user.id })).toEqual([]);
    expect(await knex('chat_replies').where({ user_id: user.id })).toEqual([]);
  });

  it('answers GET /api/messages from the latest conversation after POST /api/conversations', async () => {
    const { c } = await client();
    await c.post('/api/messages', { content: 'What does a private investigator do?' });
    expect((await c.get('/api/messages')).body).toHaveLength(2);
    const made = await c.post('/api/conversations', {});
    expect((await c.get('/api/messages')).body).toEqual([]);
    expect((await c.get(`/api/conversations/${made.body.id}`)).body).toMatchObject({ conversation: { messageCount: 0 }, messages: [] });
  });

  it('shows events written before conversations as the legacy conversation, and writes into it', async () => {
    const { c, user } = await client();
    const sentAt = new Date(Date.now() - 60_000).toISOString();
    const messageId = randomUUID();
    const replyId = randomUUID();
    const { store, runner } = app.server.deps;
    const legacy = (type: string, data: Record<string, unknown>) => ({
      id: randomUUID(),
      type,
      data: { userId: user.id, messageId, replyId, kept: true, ...data },
      metadata: { schemaVersion: 1, userId: user.id, piiSubject: user.id },
    });
    const appended = await store.appendToStream(
      `conversation-${user.id}`,
      [
        legacy('MessageSent', { sentAt, plan: 'free', chars: 24, pii: { content: 'An old question, kept.' } }),
        legacy('AssistantReplied', { repliedAt: sentAt, engine: 'offline', chars: 13, pii: { content: 'An old answer' } }),
      ],
      { expectedVersion: 'any' },
    );
    await runner.waitFor(appended.position, ['MessageSent', 'AssistantReplied'], 20_000);
    const id = legacyConversationId(user.id);
    const list = (await c.get('/api/conversations')).body;
    expect(list).toEqual([expect.objectContaining({ id, title: 'An old question, kept.', messageCount: 2 })]);
    expect(
      (await c.get('/api/messages')).body.map((m: { content: string; conversationId: string }) => [m.content, m.conversationId]),
    ).toEqual([
      ['An old question, kept.', id],
      ['An old answer', id],
    ]);
    // a new message goes to it (the decider reads the old events the same way)
    const sent = await c.post('/api/messages', { content: 'And a new one' });
    expect(sent.body.userMessage.conversationId).toBe(id);
    expect((await c.get(`/api/conversations/${id}/messages`)).body).toHaveLength(4);
    // an old clear without a conversation clears it
    const cleared = await store.appendToStream(
      `conversation-${user.id}`,
      [
        {
          id: randomUUID(),
          type: 'ConversationCleared',
          data: { userId: user.id, clearedAt: new Date().toISOString() },
          metadata: { schemaVersion: 1 },
        },
      ],
      { expectedVersion: 'any' },
    );
    await runner.waitFor(cleared.position, ['ConversationCleared'], 20_000);
    // (the module's reply rows of the last hour are the API's to clear; the view's rows are gone)
    expect(await app.server.deps.knex('messages_view').where({ user_id: user.id })).toEqual([]);
    expect(await app.server.deps.knex('conversations_view').where({ id }).first()).toMatchObject({ message_count: 0, title: null });
  });
});
