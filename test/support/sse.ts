// Reads a Server-Sent Events response in tests: `next()` answers the next event with data (pings
// and the retry hint skipped), or undefined once the stream ended.
import type { TestClient } from './app.js';

export interface SseEvent {
  event: string;
  data: any;
  id?: string;
}

export function parseSseBlock(block: string): SseEvent | undefined {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line.startsWith('retry:')) continue;
    const colon = line.indexOf(':');
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: JSON.parse(data.join('\n')), ...(id !== undefined ? { id } : {}) } : undefined;
}

/**
 * GET `path` as `c` (its cookies; `headers` may replace them) and read the answer as an event
 * stream; `send` makes it a POST of that JSON body.
 */
export async function openStream(c: TestClient, path: string, headers: Record<string, string> = {}, send?: { body: unknown }) {
  const controller = new AbortController();
  const cookie = c
    .cookieNames()
    .map((n) => `${n}=${c.cookie(n)}`)
    .join('; ');
  const res = await fetch(c.baseUrl + path, {
    method: send ? 'POST' : 'GET',
    headers: { cookie, ...(send ? { 'content-type': 'application/json' } : {}), ...headers },
    body: send ? JSON.stringify(send.body) : undefined,
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  const next = async (): Promise<SseEvent | undefined> => {
    for (;;) {
      const idx = buf.indexOf('\n\n');
      if (idx >= 0) {
        const block = buf.slice(0, idx);
        buf = buf.slice(idx + 2);
        const ev = parseSseBlock(block);
        if (ev) return ev;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return undefined;
      buf += decoder.decode(value, { stream: true });
    }
  };
  /** The next event of type `event` (others skipped), or undefined when none came within `ms`. */
  const nextOf = async (event: string, ms: number): Promise<SseEvent | undefined> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((r) => (timer = setTimeout(() => r(undefined), ms)));
    const wanted = (async () => {
      for (let e = await next(); e; e = await next()) if (e.event === event) return e;
      return undefined;
    })();
    try {
      return await Promise.race([wanted, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  /** Every event until the stream ends. */
  const rest = async (): Promise<SseEvent[]> => {
    const out: SseEvent[] = [];
    for (let e = await next(); e; e = await next()) out.push(e);
    return out;
  };
  return { res, next, nextOf, rest, close: () => controller.abort() };
}
