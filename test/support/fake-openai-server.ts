// A small OpenAI-compatible HTTP server for tests: POST /v1/chat/completions answers with SSE
// chunks (`data: {...}` … `data: [DONE]`) or with the failure a test scripts — a status code, a
// connection dropped mid-stream, a stall. Tests exercise the real `openai` client against it.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour =
  /** Streams these chunks, then a finish_reason chunk and [DONE]; `model` names the model that answers (default: the one asked for). */
  | { kind: 'stream'; chunks: string[]; delayMs?: number; model?: string }
  /** Streams a reply made from the request (e.g. to echo what the model was sent). */
  | { kind: 'reply'; make: (body: ChatBody) => string[]; delayMs?: number; model?: string }
  /** Answers a JSON error with this status. */
  | { kind: 'status'; status: number; headers?: Record<string, string>; error?: { message: string; type?: string; code?: string } }
  /** Streams these chunks, then destroys the socket without finishing. */
  | { kind: 'drop'; chunks: string[] }
  /** Streams these chunks, then sends nothing more (for idle time-outs). */
  | { kind: 'stall'; chunks: string[] };

export interface ChatBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
}

export interface FakeOpenAiServer {
  /** The base URL to give the client (…/v1). */
  baseURL: string;
  /** Every chat request received, in order. */
  requests: ChatBody[];
  /** Queues behaviours for the next requests; when the queue is empty `fallback` answers. */
  enqueue(...b: Behaviour[]): void;
  fallback: Behaviour;
  /** Resolves once `count` chat requests in all have arrived (the body read, before the answer). */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const p of req) parts.push(p as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startFakeOpenAi(): Promise<FakeOpenAiServer> {
  const queue: Behaviour[] = [];
  const requests: ChatBody[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const waiters: { count: number; resolve: () => void }[] = [];
  let n = 0;

  const api: FakeOpenAiServer = {
    baseURL: '',
    requests,
    enqueue: (...b) => queue.push(...b),
    fallback: { kind: 'stream', chunks: ['Hello', ' from', ' the fake model.'] },
    received: (count) =>
      new Promise<void>((resolve) => {
        if (requests.length >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };

  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(await readBody(req)) as ChatBody;
    requests.push(body);
    for (const w of waiters.filter((w) => requests.length >= w.count)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
    const b = queue.shift() ?? api.fallback;
    const id = `chatcmpl-${++n}`;
    const model = ((b.kind === 'stream' || b.kind === 'reply') && b.model) || body.model;
    const chunk = (content: string | null, finish: string | null = null) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
      })}\n\n`;

    if (b.kind === 'status') {
      res.writeHead(b.status, { 'content-type': 'application/json', ...(b.headers ?? {}) });
      res.end(JSON.stringify({ error: b.error ?? { message: `status ${b.status}`, type: 'server_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.flushHeaders();
    const chunks = b.kind === 'reply' ? b.make(body) : b.chunks;
    const delay = 'delayMs' in b ? (b.delayMs ?? 0) : 0;
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })}\n\n`,
    );
    for (const c of chunks) {
      if (delay) await sleep(delay);
      res.write(chunk(c));
    }
    if (b.kind === 'drop') {
      await sleep(20);
      req.socket.destroy();
      return;
    }
    if (b.kind === 'stall') return; // the client's idle time-out must end it
    res.write(chunk(null, 'stop'));
    res.write('data: [DONE]\n\n');
    res.end();
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return api;
}
