// The conversation module owns the chat with the AI assistant (stream `conversation-{userId}`)
// and escalations to human investigators (stream `escalation-{id}`), and the assistant that answers
// (assistant/: its knowledge base, retrieval, answer composer and engines). Views read its events
// and the few functions below; everything else stays inside the module.
import type { Knex } from 'knex';
import { defineModule } from '../../infra/module.js';
import type { AiEngine } from './assistant/index.js';
import type { ChatMessage, EscalationResponse } from './contract.js';
import type { ConversationDeps } from './commands.js';
import { conversationAccess } from './access.js';
import { eventSchemas } from './events.js';
import { FINISHED_RETENTION_MS, iso, isStale, listRecentReplies, userMessageOf } from './live-replies.js';
export { REPLIES_SIGNAL } from './commands.js';
import { conversationMigration, oneReplyMigration } from './migration.js';
import { ReplyService } from './replies.js';
import { conversationRouter } from './routes.js';

export * from './contract.js';
export { createAiEngine, type AiEngine } from './assistant/index.js';
export {
  conversationStream,
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
};

export const conversation = defineModule<ConversationModuleDeps>({
  name: 'conversation',
  migrations: [conversationMigration, oneReplyMigration],
  events: eventSchemas,
  access: conversationAccess,
  create(deps) {
    const replies = new ReplyService(deps, deps.ai);
    return {
      routes: [conversationRouter({ ...deps, replies })],
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
 * The caller prefers the view's copy of any message both have.
 */
export async function liveMessages(knex: Knex, userId: number): Promise<ChatMessage[]> {
  return (await liveMessagesWithValidity(knex, userId)).messages;
}

/**
 * `liveMessages`, plus how long the answer stays true without a write to `chat_replies` (each of
 * which publishes REPLIES_SIGNAL): `writing` when a reply is in the writing (its draft changes every
 * SAVE_EVERY_MS unsignalled), else `until`, when the oldest finished reply leaves the answer by age.
 */
export async function liveMessagesWithValidity(
  knex: Knex,
  userId: number,
): Promise<{ messages: ChatMessage[]; writing: boolean; until?: number }> {
  const out: ChatMessage[] = [];
  let writing = false;
  let until: number | undefined;
  for (const r of await listRecentReplies(knex, userId)) {
    if (r.status === 'streaming') writing = true;
    else if (r.finished_at) {
      const leaves = new Date(r.finished_at).getTime() + FINISHED_RETENTION_MS;
      until = until === undefined ? leaves : Math.min(until, leaves);
    }
    if (r.status === 'failed' || isStale(r)) continue;
    out.push(userMessageOf(r));
    out.push(
      r.status === 'streaming'
        ? { id: r.reply_id, content: r.text, isUser: false, createdAt: iso(r.started_at), streaming: true }
        : { id: r.reply_id, content: r.text, isUser: false, createdAt: iso(r.finished_at ?? r.updated_at) },
    );
  }
  return { messages: out, writing, until };
}
