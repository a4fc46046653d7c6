// GET /api/messages: the signed-in user's current conversation, oldest first — the view's
// messages plus what only the conversation module knows yet (replies being written, and the
// current exchange when Conversation History is off).
//
// The answer is kept per user in the read cache (infra/http/read-cache.ts) when one is given:
// dropped when the messages view writes the user's rows (app/server.ts, after each projector
// batch) or the conversation module writes the user's reply rows (REPLIES_SIGNAL); never kept
// while a reply is being written; kept at most until a finished reply leaves by age.
import type { Knex } from 'knex';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import type { ReadCache } from '../../infra/http/read-cache.js';
import { liveMessagesWithValidity, type ChatMessage } from '../../modules/conversation/index.js';
import { listMessages } from './queries.js';

/** The read cache's scope of GET /api/messages (key: the user id). */
export const MESSAGES_SCOPE = 'messages';

export async function readMessages(knex: Knex, userId: number): Promise<{ value: ChatMessage[]; keep: boolean; expiresAt?: number }> {
  const [saved, live] = await Promise.all([listMessages(knex, userId), liveMessagesWithValidity(knex, userId)]);
  const ids = new Set(saved.map((m) => m.id));
  const merged: ChatMessage[] = [...saved, ...live.messages.filter((m) => !ids.has(m.id))];
  // Stable: the view's own order stays; live messages fall in by time, a question before its answer.
  merged.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || Number(b.isUser) - Number(a.isUser));
  return { value: merged, keep: !live.writing, expiresAt: live.until };
}

export function messagesRouter(deps: { knex: Knex; reads?: ReadCache }) {
  const router = createRouter();
  router.get('/api/messages', requireUser(), async (ctx) => {
    const userId = currentUser(ctx).id;
    ctx.set('Cache-Control', 'no-store');
    if (deps.reads) return deps.reads.respond(ctx, MESSAGES_SCOPE, userId, () => readMessages(deps.knex, userId));
    ctx.body = (await readMessages(deps.knex, userId)).value;
  });
  return router;
}
