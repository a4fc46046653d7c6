// The chat check of scripts/faults.ts, apart so that a test can run it against a real store.
//
// A chat request is matched to its message by its X-Request-Id (the events' correlationId), and its
// reply is then followed by the reply id, not by the request id: the end of a reply is not always
// recorded by the request that sent it. When the process writing a reply dies, the reply is ended
// as 'interrupted' by whoever notices — the user's next message (in the same append as that
// message's MessageSent) or a resume — and that event carries the noticing request's correlation
// id. Counted by request id, a message sent after an interrupted reply and then failing itself
// would show two AssistantReplyFailed though each of the two replies ended exactly once.

/** Every event the check reads: messages sent and replies ended (read as plain columns: the ids are not personal data). */
export const CHAT_EVENTS_SQL = `select type, metadata->>'correlationId' as correlation, data->>'messageId' as "messageId", data->>'replyId' as "replyId"
  from events where type in ('MessageSent', 'AssistantReplied', 'AssistantReplyFailed') order by position`;

export interface ChatEventRow {
  type: string;
  correlation: string | null;
  messageId: string;
  replyId: string;
}

export interface ChatRequestEvents {
  /** MessageSent events recorded by the request (more than one: the message was doubled). */
  sent: number;
  /** The ends of the reply to its message, whoever recorded them (more than one: doubled). */
  failed: number;
  replied: number;
}

export interface ChatEventCheck {
  /** Per chat request id: its messages and the ends of their replies. */
  byRequest: Map<string, ChatRequestEvents>;
  /** Anywhere in the store, whatever the request: a message id sent twice, or a reply ended twice. */
  doubled: string[];
}

export function checkChatEvents(requestIds: Iterable<string>, rows: readonly ChatEventRow[]): ChatEventCheck {
  const sentBy = new Map<string, string[]>();
  const sentIds = new Map<string, number>();
  const ends = new Map<string, { failed: number; replied: number }>();
  for (const r of rows) {
    if (r.type === 'MessageSent') {
      if (r.correlation !== null) sentBy.set(r.correlation, [...(sentBy.get(r.correlation) ?? []), r.replyId]);
      sentIds.set(r.messageId, (sentIds.get(r.messageId) ?? 0) + 1);
    } else {
      const e = ends.get(r.replyId) ?? { failed: 0, replied: 0 };
      if (r.type === 'AssistantReplyFailed') e.failed++;
      else e.replied++;
      ends.set(r.replyId, e);
    }
  }
  const byRequest = new Map<string, ChatRequestEvents>();
  for (const id of requestIds) {
    const replies = sentBy.get(id) ?? [];
    const total = { sent: replies.length, failed: 0, replied: 0 };
    for (const replyId of replies) {
      total.failed += ends.get(replyId)?.failed ?? 0;
      total.replied += ends.get(replyId)?.replied ?? 0;
    }
    byRequest.set(id, total);
  }
  const doubled = [
    ...[...sentIds].filter(([, n]) => n > 1).map(([id, n]) => `message ${id}: MessageSent×${n}`),
    ...[...ends]
      .filter(([, e]) => e.failed + e.replied > 1)
      .map(([id, e]) => `reply ${id}: AssistantReplyFailed×${e.failed}, AssistantReplied×${e.replied}`),
  ];
  return { byRequest, doubled };
}
