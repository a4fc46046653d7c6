// The chat's reads: GET /api/messages — the signed-in user's latest conversation, oldest first —
// and GET /api/conversations[/:id[/messages|/export]]: the user's conversations, one with its
// messages, a search over them, and an export. Each answer with messages is the view's messages plus
// what only the conversation module knows yet (replies being written, and the current exchange when
// Conversation History is off). Only ever the caller's own: another user's conversation answers
// 404, exactly like one that does not exist.
//
// The answers are kept per user in the read cache (infra/http/read-cache.ts) when one is given:
// dropped when the messages view writes the user's rows (after each projector batch) or the
// conversation module writes the user's reply rows (REPLIES_SIGNAL) — the conversation answers
// depend on the user's entry, so they go with it; never kept while a reply is being written; kept
// at most until a finished reply leaves by age. Searches are not kept.
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import { NotFoundError } from '../../infra/http/errors.js';
import type { ReadCache } from '../../infra/http/read-cache.js';
import type { AppState } from '../../infra/http/state.js';
import { parse } from '../../infra/http/validate.js';
import {
  CONVERSATION_MESSAGES,
  conversationIdParam,
  conversationSearchQuery,
  exportFormatQuery,
  legacyConversationId,
  liveMessagesWithValidity,
  newestReplyConversation,
  type ChatMessage,
  type ConversationResponse,
  type ConversationSummary,
} from '../../modules/conversation/index.js';
import { conversationMarkdown, conversationPdf, exportFileName } from './export.js';
import {
  getConversation,
  latestConversation,
  listConversations,
  listMessages,
  searchConversations,
  type MessagesReader,
} from './queries.js';

/** The read cache's scope of the chat's reads (keys: the user id; the user's conversation answers depend on it). */
export const MESSAGES_SCOPE = 'messages';

type Read<T> = { value: T; keep: boolean; expiresAt?: number };

/** A conversation's messages: the view's, and the reply rows' it does not have yet. */
async function readConversationMessages(r: MessagesReader, userId: number, conversationId: string): Promise<Read<ChatMessage[]>> {
  const [saved, live] = await Promise.all([listMessages(r, userId, conversationId), liveMessagesWithValidity(r, userId, conversationId)]);
  const ids = new Set(saved.map((m) => m.id));
  const merged: ChatMessage[] = [...saved, ...live.messages.filter((m) => !ids.has(m.id))];
  // Stable: the view's own order stays; live messages fall in by time, a question before its answer.
  merged.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || Number(b.isUser) - Number(a.isUser));
  return { value: merged, keep: !live.writing, expiresAt: live.until };
}

/**
 * The latest conversation: the view's, unless the user's newest reply row is newer (a message the
 * view has not projected yet, perhaps in a conversation it started). While the view is rebuilt from
 * an older version its conversations table may still be empty: the legacy conversation then.
 */
export async function latestConversationId(knex: Knex, userId: number): Promise<string> {
  const [viewed, replied] = await Promise.all([latestConversation(knex, userId), newestReplyConversation(knex, userId)]);
  if (replied && (!viewed || replied.sentAt > viewed.activeAt)) return replied.conversationId;
  return viewed?.id ?? legacyConversationId(userId);
}

/** GET /api/messages: the user's latest conversation, oldest first. */
export async function readMessages(r: MessagesReader, userId: number): Promise<Read<ChatMessage[]>> {
  return readConversationMessages(r, userId, await latestConversationId(r.knex, userId));
}

/** A summary with the messages the view has not projected yet counted in (read-your-writes after a send). */
function counted(summary: ConversationSummary, messages: readonly ChatMessage[]): ConversationSummary {
  const shown = messages.filter((m) => !m.streaming);
  const last = shown.at(-1)?.createdAt;
  return {
    ...summary,
    messageCount: Math.max(summary.messageCount, shown.length),
    updatedAt: last && last > summary.updatedAt ? last : summary.updatedAt,
  };
}

/** GET /api/conversations/:id: the conversation and its messages (NotFoundError for anything not the user's). */
async function readConversation(r: MessagesReader, userId: number, conversationId: string): Promise<Read<ConversationResponse>> {
  const conversation = await getConversation(r, userId, conversationId);
  if (!conversation) throw new NotFoundError(CONVERSATION_MESSAGES.notFound);
  const messages = await readConversationMessages(r, userId, conversationId);
  return { ...messages, value: { conversation: counted(conversation, messages.value), messages: messages.value } };
}

/** GET /api/conversations: the view's list, with the exchanges it has not projected yet counted in. */
async function readConversations(r: MessagesReader, userId: number): Promise<Read<ConversationSummary[]>> {
  const { knex } = r;
  const [list, live] = await Promise.all([listConversations(r, userId), liveMessagesWithValidity(r, userId)]);
  const pending = live.messages.filter((m) => !m.streaming);
  if (pending.length === 0) return { value: list, keep: !live.writing, expiresAt: live.until };
  const projected = new Set(
    (
      (await knex('messages_view')
        .whereIn(
          'id',
          pending.map((m) => m.id),
        )
        .select('id')) as { id: string }[]
    ).map((r) => r.id),
  );
  const value = list.map((c) => {
    const extra = pending.filter((m) => m.conversationId === c.id && !projected.has(m.id));
    if (extra.length === 0) return c;
    const last = extra.at(-1)!.createdAt;
    return { ...c, messageCount: c.messageCount + extra.length, updatedAt: last > c.updatedAt ? last : c.updatedAt };
  });
  return { value, keep: !live.writing, expiresAt: live.until };
}

type Ctx = Context & { state: AppState };

function conversationParam(ctx: Ctx): string {
  const parsed = conversationIdParam.safeParse(ctx.params.id);
  if (!parsed.success) throw new NotFoundError(CONVERSATION_MESSAGES.notFound);
  return parsed.data;
}

export function messagesRouter(deps: MessagesReader & { reads?: ReadCache }) {
  const router = createRouter();
  const { reads } = deps;
  const r: MessagesReader = { knex: deps.knex, cipher: deps.cipher };
  /** Answers from the read cache under the user's entry (`key` beside it, dropped with it). */
  const cached = <T>(ctx: Ctx, userId: number, key: string | undefined, load: () => Promise<Read<T>>) => {
    ctx.set('Cache-Control', 'no-store');
    if (!reads) return load().then((r) => void (ctx.body = r.value));
    if (key === undefined) return reads.respond(ctx, MESSAGES_SCOPE, userId, load);
    return reads.respond(ctx, MESSAGES_SCOPE, `${userId}/${key}`, async () => ({ ...(await load()), dependsOn: [String(userId)] }));
  };

  router.get('/api/messages', requireUser(), (ctx) => {
    const userId = currentUser(ctx).id;
    return cached(ctx, userId, undefined, () => readMessages(r, userId));
  });

  router.get('/api/conversations', requireUser(), async (ctx) => {
    const userId = currentUser(ctx).id;
    const { q } = parse(conversationSearchQuery, { q: ctx.query.q });
    if (q) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await searchConversations(r, userId, q);
      return;
    }
    return cached(ctx, userId, 'conversations', () => readConversations(r, userId));
  });

  router.get('/api/conversations/:id', requireUser(), (ctx) => {
    const userId = currentUser(ctx).id;
    const id = conversationParam(ctx);
    return cached(ctx, userId, `conversation/${id}`, () => readConversation(r, userId, id));
  });

  router.get('/api/conversations/:id/messages', requireUser(), (ctx) => {
    const userId = currentUser(ctx).id;
    const id = conversationParam(ctx);
    return cached(ctx, userId, `conversation/${id}/messages`, async () => {
      const read = await readConversation(r, userId, id);
      return { ...read, value: read.value.messages };
    });
  });

  router.get('/api/conversations/:id/export', requireUser(), async (ctx) => {
    const userId = currentUser(ctx).id;
    const id = conversationParam(ctx);
    const conversation = await getConversation(r, userId, id);
    if (!conversation) throw new NotFoundError(CONVERSATION_MESSAGES.notFound);
    // Markdown unless asked otherwise.
    const { format } = parse(exportFormatQuery, { format: ctx.query.format ?? 'md' });
    // Text only from the view: what the conversation shows, without drafts in the writing.
    const messages = await listMessages(r, userId, id);
    const exportedAt = new Date().toISOString();
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="${exportFileName(conversation, format, exportedAt)}"`);
    if (format === 'pdf') {
      ctx.type = 'application/pdf';
      ctx.body = await conversationPdf(conversation, messages, exportedAt);
    } else {
      ctx.type = 'text/markdown; charset=utf-8';
      ctx.body = conversationMarkdown(conversation, messages, exportedAt);
    }
  });

  return router;
}
