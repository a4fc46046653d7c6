// The reply being streamed, laid over the list the server gave: the list holds the user's
// (optimistic) message and maybe a saved draft of the reply; the live text is fresher.
import type { ChatMessage } from '../../../../modules/conversation/contract';

export interface LiveReply {
  /** Known from the stream's start event (or the draft being resumed). */
  replyId: string | undefined;
  /** The reply received so far; '' while the AI has not written anything yet. */
  text: string;
  /** When the send began: the live reply's time until the server's arrives. */
  startedAt: string;
}

export const LIVE_REPLY_ID = 'live-reply';

/**
 * The messages to show: the live reply replaces its saved draft (or is appended). While no text
 * has arrived there is no reply bubble — the typing indicator stands in for it — and an empty
 * draft is left out for the same reason.
 */
export function withLiveReply(messages: readonly ChatMessage[], live: LiveReply | null): ChatMessage[] {
  const shown = messages.filter((m) => !(m.streaming && m.content === '' && (!live || m.id === live.replyId)));
  if (!live) return shown;
  const index = live.replyId === undefined ? -1 : shown.findIndex((m) => m.id === live.replyId);
  if (index >= 0) {
    const saved = shown[index]!;
    // A refetch during the stream may hold a longer draft than the deltas received so far.
    const content = live.text.length >= saved.content.length ? live.text : saved.content;
    return shown.map((m, i) => (i === index ? { ...saved, content, streaming: true } : m));
  }
  if (live.text === '') return shown;
  return [...shown, { id: live.replyId ?? LIVE_REPLY_ID, content: live.text, isUser: false, createdAt: live.startedAt, streaming: true }];
}

/** The reply still being written that the chat should pick up (after a reload): the last message, a draft. */
export function draftToResume(messages: readonly ChatMessage[] | undefined): ChatMessage | undefined {
  const last = messages?.at(-1);
  return last && !last.isUser && last.streaming ? last : undefined;
}
