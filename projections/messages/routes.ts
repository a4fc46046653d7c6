// GET /api/messages: the signed-in user's current conversation, oldest first — the view's
// messages plus what only the conversation module knows yet (replies being written, and the
// current exchange when Conversation History is off).
import type { Knex } from 'knex';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import { liveMessages, type ChatMessage } from '../../modules/conversation/index.js';
import { listMessages } from './queries.js';

export function messagesRouter(deps: { knex: Knex }) {
  const router = createRouter();
  router.get('/api/messages', requireUser(), async (ctx) => {
    const { knex } = deps;
    const userId = currentUser(ctx).id;
    const [saved, live] = await Promise.all([listMessages(knex, userId), liveMessages(knex, userId)]);
    const ids = new Set(saved.map((m) => m.id));
    const merged: ChatMessage[] = [...saved, ...live.filter((m) => !ids.has(m.id))];
    // Stable: the view's own order stays; live messages fall in by time, a question before its answer.
    merged.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || Number(b.isUser) - Number(a.isUser));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = merged;
  });
  return router;
}
