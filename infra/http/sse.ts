// A Server-Sent Events channel on a Koa response: the body is a PassThrough that Koa pipes to the
// socket, with no compression or proxy buffering, a ping every 15 s, and a reconnect hint after
// which EventSource comes back with the last id as Last-Event-ID. The chat's reply stream and the
// notifications stream both use it.
import { PassThrough } from 'node:stream';
import type { Context } from 'koa';

const PING_MS = 15_000;

export interface SseChannel {
  send(event: string, data: unknown, id?: string | number): void;
  end(): void;
  /** True once the browser went away or the stream ended. */
  readonly closed: boolean;
  onClose(fn: () => void): void;
}

export function openSse(ctx: Context, options: { retryMs: number }): SseChannel {
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
  write(`retry: ${options.retryMs}\n\n`);

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
