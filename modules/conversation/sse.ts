// Server-Sent Events for the chat: the reply as it is written, resumable by offset.
//   event: start  data: { replyId, userMessage }
//   id: <offset>  event: delta  data: { text }      (offset = characters of the reply sent so far)
//   event: done   data: { replyId, userMessage, assistantMessage }
//   event: error  data: { message, code }
// The body is a PassThrough that Koa pipes to the socket (no compression, no proxy buffering).
// A relay follows one reply from an offset: from memory when this process writes it, otherwise by
// polling the saved draft — so a reconnect may land on any API process.
import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { StreamDoneEvent, StreamErrorEvent, StreamStartEvent } from './contract.js';
import { MESSAGES } from './contract.js';
import { getReply, iso, isStale, userMessageOf, type LiveReply, type ReplyRow } from './live-replies.js';

const PING_MS = 15_000;
const POLL_MS = 200;

export interface SseChannel {
  send(event: 'start', data: StreamStartEvent): void;
  send(event: 'delta', data: { text: string }, id: number): void;
  send(event: 'done', data: StreamDoneEvent): void;
  send(event: 'error', data: StreamErrorEvent): void;
  end(): void;
  /** True once the browser went away or the stream ended. */
  readonly closed: boolean;
  onClose(fn: () => void): void;
}

export function openSse(ctx: Context): SseChannel {
  const socket = ctx.req.socket;
  socket.setTimeout(0);
  socket.setNoDelay(true);
  socket.setKeepAlive(true);
  ctx.status = 200;
  ctx.type = 'text/event-stream; charset=utf-8';
  ctx.set('Cache-Control', 'no-cache, no-transform');
  ctx.set('Connection', 'keep-alive');
  ctx.set('X-Accel-Buffering', 'no');
  (ctx as Context & { compress?: boolean }).compress = false;
  const stream = new PassThrough();
  ctx.body = stream;

  let closed = false;
  const closers: (() => void)[] = [];
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(ping);
    for (const fn of closers) fn();
  };
  const write = (s: string) => {
    if (!closed && !stream.destroyed && !stream.writableEnded) stream.write(s);
  };
  // The response's 'close' (not the request's: that one fires once the body has been read).
  ctx.res.on('close', close);
  stream.on('close', close);
  const ping = setInterval(() => write(': ping\n\n'), PING_MS);
  ping.unref();
  // Tell EventSource to reconnect quickly; it sends the last id back as Last-Event-ID.
  write('retry: 1000\n\n');

  return {
    send(event: string, data: unknown, id?: number) {
      write(`${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!stream.writableEnded) stream.end();
      close();
    },
    get closed() {
      return closed;
    },
    onClose(fn) {
      if (closed) fn();
      else closers.push(fn);
    },
  };
}

/** Follows a reply written by this process, from `offset`, until it ends or the browser leaves. */
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
