// Server-Sent Events for the chat: the reply as it is written, resumable by offset.
//   event: start  data: { replyId, userMessage }
//   id: <offset>  event: delta  data: { text }      (offset = characters of the reply sent so far)
//   event: done   data: { replyId, userMessage, assistantMessage }
//   event: error  data: { message, code }
// The wire (no compression, no proxy buffering, pings) is infra/http/sse.ts.
// A relay follows one reply from an offset: from memory when this process writes it, otherwise from
// the saved draft, read again whenever the writing process signals a save (NOTIFY) and, as a
// fallback, every POLL_MS (SIGNALLED_POLL_MS while signals are live) — so a reconnect may land on
// any API process.
import type { Context } from 'koa';
import { openSse as openSseChannel, type SseChannel as GenericSseChannel } from '../../infra/http/sse.js';
import type { StreamDoneEvent, StreamErrorEvent, StreamStartEvent } from './contract.js';
import { MESSAGES } from './contract.js';
import { assistantMessageOf, getReply, isStale, userMessageOf, type LiveReply, type RepliesDb, type ReplyRow } from './live-replies.js';

const POLL_MS = 200;
/** The fallback look while signals reach this process: a stopped heartbeat is still noticed. */
const SIGNALLED_POLL_MS = 1_000;

/** Calls `wake` when the reply may have changed; answers the function that stops it. */
export interface ReplyChanges {
  live: boolean;
  watch(wake: () => void): () => void;
}

export interface SseChannel extends GenericSseChannel {
  send(event: 'start', data: StreamStartEvent): void;
  send(event: 'delta', data: { text: string }, id: number): void;
  send(event: 'done', data: StreamDoneEvent): void;
  send(event: 'error', data: StreamErrorEvent): void;
}

/** The chat's channel: the shared SSE wire, typed to the chat's events; EventSource reconnects quickly. */
export function openSse(ctx: Context): SseChannel {
  return openSseChannel(ctx, { retryMs: 1000 });
}

export function relayLive(sse: SseChannel, live: LiveReply, offset: number): Promise<void> {
  return new Promise((resolve) => {
    let sent = offset;
    const flush = () => {
      if (live.text.length > sent) {
        sse.send('delta', { text: live.text.slice(sent) }, live.text.length);
        sent = live.text.length;
      }
      if (live.status === 'done' && live.done) finish(() => sse.send('done', live.done!));
      else if (live.status === 'failed' && live.error) finish(() => sse.send('error', live.error!));
    };
    const finish = (last: () => void) => {
      live.off('change', flush);
      last();
      sse.end();
      resolve();
    };
    sse.onClose(() => {
      live.off('change', flush);
      resolve();
    });
    if (sse.closed) return;
    live.on('change', flush);
    flush();
  });
}

/** A finished reply's `done` event, from its row (a stopped reply's message says `stopped: true`). */
export function doneFromRow(row: ReplyRow): StreamDoneEvent {
  return { replyId: row.reply_id, userMessage: userMessageOf(row), assistantMessage: assistantMessageOf(row) };
}

/**
 * Follows a reply another process writes, from its saved draft: read again when `changes` says it
 * changed, else at the next fallback look. A draft whose heartbeat stopped belongs to a process that
 * went away: the relay ends with an error (`onStale` records it).
 */
export async function relaySaved(
  sse: SseChannel,
  db: RepliesDb,
  first: ReplyRow,
  offset: number,
  onStale: (row: ReplyRow) => Promise<void>,
  changes?: ReplyChanges,
): Promise<void> {
  let sent = offset;
  let row: ReplyRow | undefined = first;
  let changed = false;
  let wake: (() => void) | undefined;
  const unwatch = changes?.watch(() => {
    changed = true;
    wake?.();
  });
  try {
    while (!sse.closed) {
      if (!row) {
        sse.send('error', { message: MESSAGES.conversationCleared, code: 'CONVERSATION_CLEARED' });
        break;
      }
      // Only whole saves are sent; a draft is saved in order, so it only ever grows.
      if (row.status !== 'failed' && row.text.length > sent) {
        sse.send('delta', { text: row.text.slice(sent) }, row.text.length);
        sent = row.text.length;
      }
      if (row.status === 'done') {
        sse.send('done', doneFromRow(row));
        break;
      }
      if (row.status === 'failed') {
        sse.send('error', { message: row.error ?? MESSAGES.replyInterrupted, code: row.error_code ?? 'REPLY_FAILED' });
        break;
      }
      if (isStale(row)) {
        await onStale(row);
        sse.send('error', { message: MESSAGES.replyInterrupted, code: 'REPLY_INTERRUPTED' });
        break;
      }
      // A signal that came while the row was read means it may have changed again: no wait.
      if (!changed) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, changes?.live ? SIGNALLED_POLL_MS : POLL_MS);
          function done() {
            clearTimeout(timer);
            wake = undefined;
            resolve();
          }
          wake = done;
        });
      }
      changed = false;
      row = await getReply(db, first.reply_id, first.user_id);
    }
  } finally {
    unwatch?.();
  }
  sse.end();
}
