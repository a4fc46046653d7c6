// The conversation module owns the chats with the AI assistant (stream `conversation-{userId}`,
// every conversation of the user on it)
// and escalations to human investigators (stream `escalation-{id}`), and the assistant that answers
// (assistant/: its knowledge base, retrieval, answer composer and engines). Views read its events
// and the few functions below; everything else stays inside the module.
import type { Knex } from 'knex';
import { defineModule } from '../../infra/module.js';
import { DocumentAwareEngine, type AiEngine, type UserDocuments } from './assistant/index.js';
import type { ChatMessage, ConversationSummary, EscalationResponse } from './contract.js';
import type { ConversationDeps } from './commands.js';
import { conversationAccess } from './access.js';
import { eventSchemas } from './events.js';
import {
  assistantMessageOf,
  FINISHED_RETENTION_MS,
  iso,
  isStale,
  listRecentReplies,
  recentReplyRows,
  replyConversation,
  type RepliesDb,
  userMessageOf,
} from './live-replies.js';
export { REPLIES_SIGNAL } from './commands.js';
import { conversationMigration, oneReplyMigration, repliesConversationMigration } from './migration.js';
import { escalationDaysMigration, forgetErasedEscalators } from './escalation-limit.js';
export { backfillLegacyConversations } from './migration.js';
import { ReplyService } from './replies.js';
import { conversationRouter } from './routes.js';

export * from './contract.js';
export * from './escalation-list-contract.js';
export { createAiEngine, type AiEngine } from './assistant/index.js';
export {
  conversationStream,
  conversationOf,
  legacyConversationId,
  escalationStream,
  chatEventTypes,
  escalationEventTypes,
  type ChatEvent,
  type EscalationEvent,
  type ConversationModuleEvent,
} from './events.js';

export type ConversationModuleDeps = ConversationDeps & {
  ai: AiEngine;
  isActive(userId: number): Promise<boolean>;
  privacyOf(userId: number): Promise<{ conversationHistory: boolean; maskPersonalData: boolean } | null>;
  escalationView(id: number): Promise<EscalationResponse | undefined>;
  conversationView(userId: number, conversationId: string): Promise<ConversationSummary | undefined>;
  /** The user's own uploaded documents, for chat questions about them. */
  documentsOf?(userId: number): UserDocuments;
};

export const conversation = defineModule<ConversationModuleDeps>({
  name: 'conversation',
  migrations: [conversationMigration, oneReplyMigration, repliesConversationMigration, escalationDaysMigration],
  events: eventSchemas,
  access: conversationAccess,
  create(deps) {
    // Questions about the user's own documents are answered from them, in front of either engine.
    const replies = new ReplyService(deps, new DocumentAwareEngine(deps.ai));
    return {
      routes: [conversationRouter({ ...deps, replies })],
      reactions: [forgetErasedEscalators(deps)],
      api: undefined,
      // Replies still being written are recorded as failed while the database is still there.
      stop: () => replies.stop(),
    };
  },
});

/**
 * The user's latest exchanges as the conversation module holds them, for what the view does not
 * have (yet): replies being written (drafts, `streaming: true`), exchanges just finished that the
 * view has not projected (read-your-writes without waiting for it), and the current exchange of a
 * user whose Conversation History is off (kept until the next message, a clear, or an hour).
 * The caller prefers the view's copy of any message both have. Of one conversation when given.
 */
export async function liveMessages(db: RepliesDb, userId: number, conversationId?: string): Promise<ChatMessage[]> {
  return (await liveMessagesWithValidity(db, userId, conversationId)).messages;
}

/**
 * `liveMessages`, plus how long the answer stays true without a write to `chat_replies` (each of
 * which publishes REPLIES_SIGNAL): `writing` when a reply is in the writing (its draft changes every
 * SAVE_EVERY_MS unsignalled), else `until`, when the oldest finished reply leaves the answer by age.
 */
export async function liveMessagesWithValidity(
  db: RepliesDb,
  userId: number,
  conversationId?: string,
): Promise<{ messages: ChatMessage[]; writing: boolean; until?: number }> {
  const out: ChatMessage[] = [];
  let writing = false;
  let until: number | undefined;
  for (const r of await listRecentReplies(db, userId, conversationId)) {
    if (r.status === 'streaming') writing = true;
    else if (r.finished_at) {
      const leaves = new Date(r.finished_at).getTime() + FINISHED_RETENTION_MS;
      until = until === undefined ? leaves : Math.min(until, leaves);
    }
    if (r.status === 'failed' || isStale(r)) continue;
    out.push(userMessageOf(r));
    out.push(
      r.status === 'streaming'
        ? {
            id: r.reply_id,
            content: r.text,
            isUser: false,
            createdAt: iso(r.started_at),
            conversationId: replyConversation(r),
            streaming: true,
          }
        : assistantMessageOf(r),
    );
  }
  return { messages: out, writing, until };
}

/**
 * The conversation of the user's newest reply row (in flight, or finished within the hour) and when
 * its message was sent: the latest conversation before the views have the message's events.
 */
export async function newestReplyConversation(knex: Knex, userId: number): Promise<{ conversationId: string; sentAt: string } | undefined> {
  // Ids and times only: nothing to open.
  const [row] = await recentReplyRows(knex, userId).then((rows) => rows.slice(-1));
  return row ? { conversationId: replyConversation(row), sentAt: iso(row.started_at) } : undefined;
}
