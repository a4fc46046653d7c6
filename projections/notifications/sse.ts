// A Server-Sent Events channel on a Koa response (the same wire rules as the chat's stream):
// no compression or proxy buffering, a ping every 15 s, and a quick reconnect hint.
import { PassThrough } from 'node:stream';
import type { Context } from 'koa';

const PING_MS = 15_000;

export interface SseChannel {
  send(event: string, data: unknown, id?: string): void;
  end(): void;
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
  ctx.res.on('close', close);
  stream.on('close', close);
  const ping = setInterval(() => write(': ping\n\n'), PING_MS);
  ping.unref();
  // EventSource reconnects after this long and sends the last id back as Last-Event-ID.
  write('retry: 2000\n\n');

  return {
    send(event, data, id) {
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
