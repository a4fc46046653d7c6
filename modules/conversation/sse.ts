// Server-Sent Events for the chat: the reply as it is written, resumable by offset.
//   event: start  data: { replyId, userMessage }
//   id: <offset>  event: delta  data: { text }      (offset = characters of the reply sent so far)
//   event: done   data: { replyId, userMessage, assistantMessage }
//   event: error  data: { message, code }
// The wire (no compression, no proxy buffering, pings) is infra/http/sse.ts.
// A relay follows one reply from an offset: from memory when this process writes it, otherwise by
// polling the saved draft — so a reconnect may land on any API process.
import type { Context } from 'koa';
import { openSse as openSseChannel, type SseChannel as GenericSseChannel } from '../../infra/http/sse.js';
import type { Knex } from 'knex';
import type { StreamDoneEvent, StreamErrorEvent, StreamStartEvent } from './contract.js';
import { MESSAGES } from './contract.js';
import { getReply, iso, isStale, userMessageOf, type LiveReply, type ReplyRow } from './live-replies.js';

const POLL_MS = 200;

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

function doneFromRow(row: ReplyRow): StreamDoneEvent {
  return {
    replyId: row.reply_id,
    userMessage: userMessageOf(row),
    assistantMessage: { id: row.reply_id, content: row.text, isUser: false, createdAt: iso(row.finished_at ?? row.updated_at) },
  };
}

/**
 * Follows a reply another process writes, by polling its saved draft. A draft whose heartbeat
 * stopped belongs to a process that went away: the relay ends with an error (`onStale` records it).
 */
export async function relaySaved(
  sse: SseChannel,
  knex: Knex,
  first: ReplyRow,
  offset: number,
  onStale: (row: ReplyRow) => Promise<void>,
): Promise<void> {
  let sent = offset;
  let row: ReplyRow | undefined = first;
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
    await new Promise((r) => setTimeout(r, POLL_MS));
    row = await getReply(knex, first.reply_id, first.user_id);
  }
  sse.end();
}
