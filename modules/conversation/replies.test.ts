// The end of a reply through a brief database outage (issue 16: a fault run with a Postgres restart
// answered a chat message 504 AI_TIMEOUT but never recorded its failed reply, which stayed pending).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp } from '../../test/support/app.js';
import { AiError } from '../../infra/ai/types.js';
import type { AiEngine } from './assistant/index.js';
import type { NewEvent } from '../../infra/eventstore/types.js';
import { sendMessage } from './commands.js';
import { ReplyService } from './replies.js';

/** An engine that never answers in time. */
const timingOut: AiEngine = {
  kind: 'openai',
  // eslint-disable-next-line require-yield
  async *streamChat() {
    throw new AiError('AI_TIMEOUT', 'The AI assistant took too long to answer. Please try again.');
  },
};

/** What pg throws while Postgres restarts. */
const restarting = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('a failed reply recorded while the database is briefly unreachable', () => {
  let db: TestDatabase;
  let app: TestApp;
  let ip = 0;

  beforeAll(async () => {
    db = await appDatabaseFlavours()[0]!.open();
    app = await startTestApp(db, { AI_OFFLINE_CHUNK_DELAY_MS: '0' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  /**
   * A user's message, then its reply made by an engine that times out, on a store whose first
   * append of the reply's failure meets a restarting database: `before` it is applied (nothing
   * stored), or `after` (stored, the answer lost).
   */
  async function failDuringOutage(when: 'before' | 'after') {
    const c = app.client(`10.63.0.${++ip}`);
    const username = uniqueName('outage');
    const reg = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(reg.status).toBe(201);
    const userId = reg.body.id as number;
    const base = { ...app.server.deps, isPremium: app.server.api.billing.isPremium, isActive: async () => true };
    const sent = await sendMessage(
      base,
      { id: userId, privacy: { conversationHistory: true } },
      'Is my landlord allowed to keep the deposit?',
      {},
    );

    const real = base.store;
    let refused = 0;
    const appendToStream = async (stream: string, events: NewEvent[], opts: Parameters<typeof real.appendToStream>[2]) => {
      const failure = events.some((e) => e.type === 'AssistantReplyFailed');
      if (failure && refused === 0) {
        refused++;
        if (when === 'after') await real.appendToStream(stream, events, opts);
        throw restarting();
      }
      return real.appendToStream(stream, events, opts);
    };
    const store = new Proxy(real, {
      get(target, prop) {
        if (prop === 'appendToStream') return appendToStream;
        const v = Reflect.get(target, prop, target) as unknown;
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
    const replies = new ReplyService({ ...base, store }, timingOut);
    const live = replies.start({
      userId,
      conversationId: sent.conversationId,
      replyId: sent.replyId,
      userMessage: sent.userMessage,
      turns: sent.turns,
      maskPersonalData: false,
      ctx: { correlationId: `req-outage-${when}` },
    });
    await expect(live.finished).rejects.toMatchObject({ code: 'AI_TIMEOUT' });
    await replies.stop();
    expect(refused).toBe(1);

    const knex = app.server.deps.knex;
    const failures = (await knex('events')
      .where({ type: 'AssistantReplyFailed' })
      .whereRaw(`data->>'replyId' = ?`, [sent.replyId])
      .select('data')) as { data: { reason: string; code: string } }[];
    const row = await knex('chat_replies').where({ reply_id: sent.replyId }).first();
    return { failures, row };
  }

  it('tries again when the failure was not stored: recorded once, and the reply row ends', async () => {
    const { failures, row } = await failDuringOutage('before');
    expect(failures.map((f) => [f.data.reason, f.data.code])).toEqual([['ai-error', 'AI_TIMEOUT']]);
    expect(row).toMatchObject({ status: 'failed', error_code: 'AI_TIMEOUT' });
  });

  it('tries again when the failure was stored but its answer lost: still recorded once', async () => {
    const { failures, row } = await failDuringOutage('after');
    expect(failures.map((f) => [f.data.reason, f.data.code])).toEqual([['ai-error', 'AI_TIMEOUT']]);
    expect(row).toMatchObject({ status: 'failed', error_code: 'AI_TIMEOUT' });
  });
});
