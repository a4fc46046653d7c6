// The conversation module owns the chat with the AI assistant (stream `conversation-{userId}`)
// and escalations to human investigators (stream `escalation-{id}`). The read side uses these
// few functions; everything else stays inside the module.
import type { Knex } from 'knex';
import type { ChatMessage } from './contract.js';
import { iso, isStale, listRecentReplies, userMessageOf } from './live-replies.js';

export { CHAT_MAX_LENGTH, ESTIMATED_RESPONSE } from './contract.js';
export { conversationStream, escalationStream, chatEventTypes, escalationEventTypes } from './events.js';
export { replyService } from './replies.js';

/**
 * The user's latest exchanges as the conversation module holds them, for what the view does not
 * have (yet): replies being written (drafts, `streaming: true`), exchanges just finished that the
 * view has not projected (read-your-writes without waiting for it), and the current exchange of a
 * user whose Conversation History is off (kept until the next message, a clear, or an hour).
 * The caller prefers the view's copy of any message both have.
 */
export async function liveMessages(knex: Knex, userId: number): Promise<ChatMessage[]> {
  const out: ChatMessage[] = [];
  for (const r of await listRecentReplies(knex, userId)) {
    if (r.status === 'failed' || isStale(r)) continue;
    out.push(userMessageOf(r));
    out.push(
      r.status === 'streaming'
        ? { id: r.reply_id, content: r.text, isUser: false, createdAt: iso(r.started_at), streaming: true }
        : { id: r.reply_id, content: r.text, isUser: false, createdAt: iso(r.finished_at ?? r.updated_at) },
    );
  }
  return out;
}
