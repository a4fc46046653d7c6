// The streamed-chat client against a real (small, local) OpenAI-compatible HTTP server: streaming,
// retries with backoff, failures with clear errors, and masking of personal data on the wire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAiServer } from '../../test/support/fake-openai-server.js';
import { OpenAiChatClient, type ChatCompletionRequest, type OpenAiChatOptions } from './openai-chat.js';
import { AiError } from './types.js';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(async () => {
  await server.close();
});

const client = (opts: Partial<OpenAiChatOptions> = {}) =>
  new OpenAiChatClient({
    apiKey: 'sk-test',
    baseURL: server.baseURL,
    model: 'test-model',
    timeoutMs: 2_000,
    maxRetries: 2,
    backoffBaseMs: 10,
    ...opts,
  });

async function collect(c: OpenAiChatClient, request: ChatCompletionRequest): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of c.stream(request)) out.push(chunk);
  return out;
}

async function failure(c: OpenAiChatClient, request: ChatCompletionRequest): Promise<{ error: AiError; chunks: string[] }> {
  const chunks: string[] = [];
  try {
    for await (const chunk of c.stream(request)) chunks.push(chunk);
  } catch (err) {
    expect(err).toBeInstanceOf(AiError);
    return { error: err as AiError, chunks };
  }
  throw new Error('expected the call to fail');
}

const SYSTEM = 'You are a test assistant.';
const ask = (content: string, extra: Partial<ChatCompletionRequest> = {}): ChatCompletionRequest => ({
  system: SYSTEM,
  turns: [{ role: 'user', content }],
  ...extra,
});

describe('OpenAI chat client', () => {
  it('streams the reply chunk by chunk, sending the system message as given and the turns', async () => {
    server.enqueue({ kind: 'stream', chunks: ['**Next', ' steps**\n', '1. Call', ' the police'], delayMs: 5 });
    const before = server.requests.length;
    const chunks = await collect(client(), {
      system: SYSTEM,
      turns: [
        { role: 'user', content: 'My brother is missing' },
        { role: 'assistant', content: 'I am sorry to hear that.' },
        { role: 'user', content: 'What do I do first?' },
      ],
    });
    expect(chunks).toEqual(['**Next', ' steps**\n', '1. Call', ' the police']);
    const sent = server.requests[before]!;
    expect(sent.model).toBe('test-model');
    expect(sent.stream).toBe(true);
    expect(sent.messages).toEqual([
      { role: 'system', content: SYSTEM },
      { role: 'user', content: 'My brother is missing' },
      { role: 'assistant', content: 'I am sorry to hear that.' },
      { role: 'user', content: 'What do I do first?' },
    ]);
  });

  it('retries a 429 after the Retry-After time, then streams the answer', async () => {
    server.enqueue(
      {
        kind: 'status',
        status: 429,
        headers: { 'retry-after-ms': '30' },
        error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' },
      },
      { kind: 'stream', chunks: ['after', ' retry'] },
    );
    const before = server.requests.length;
    const started = Date.now();
    expect((await collect(client(), ask('hello'))).join('')).toBe('after retry');
    expect(server.requests.length - before).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('retries 5xx with backoff and gives up with a clear error after the retries', async () => {
    server.enqueue({ kind: 'status', status: 500 }, { kind: 'status', status: 502 }, { kind: 'status', status: 503 });
    const before = server.requests.length;
    const { error } = await failure(client({ maxRetries: 2 }), ask('hello'));
    expect(server.requests.length - before).toBe(3);
    expect(error.code).toBe('AI_UNAVAILABLE');
    expect(error.status).toBe(503);
    expect(error.message).toBe('The AI service is unavailable right now. Please try again in a few minutes.');
  });

  it('recovers from a single 500', async () => {
    server.enqueue({ kind: 'status', status: 500 }, { kind: 'stream', chunks: ['fine now'] });
    expect((await collect(client(), ask('hello'))).join('')).toBe('fine now');
  });

  it('answers AI_BUSY after 429s exhaust the retries, and does not retry an exhausted quota', async () => {
    server.enqueue({ kind: 'status', status: 429 }, { kind: 'status', status: 429 });
    const busy = await failure(client({ maxRetries: 1 }), ask('hello'));
    expect(busy.error.code).toBe('AI_BUSY');
    expect(busy.error.message).toMatch(/rate limit/);

    server.enqueue({
      kind: 'status',
      status: 429,
      error: { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' },
    });
    const before = server.requests.length;
    const quota = await failure(client(), ask('hello'));
    expect(server.requests.length - before).toBe(1);
    expect(quota.error.message).toMatch(/quota/);
  });

  it('does not retry a 401 (bad key) and says the request was refused', async () => {
    server.enqueue({
      kind: 'status',
      status: 401,
      error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' },
    });
    const before = server.requests.length;
    const { error } = await failure(client(), ask('hello'));
    expect(server.requests.length - before).toBe(1);
    expect(error.code).toBe('AI_REJECTED');
    expect(error.status).toBe(401);
  });

  it('fails clearly when the connection drops mid-stream, keeping what already arrived and never retrying', async () => {
    server.enqueue({ kind: 'drop', chunks: ['The first', ' half'] });
    const before = server.requests.length;
    const { error, chunks } = await failure(client(), ask('hello'));
    expect(chunks.join('')).toBe('The first half');
    expect(error.code).toBe('AI_INTERRUPTED');
    expect(error.message).toBe('The connection to the AI service dropped while it was answering. Please try again.');
    expect(server.requests.length - before).toBe(1);
  });

  it('times out a stalled stream', async () => {
    server.enqueue({ kind: 'stall', chunks: ['Thinking'] });
    const { error, chunks } = await failure(client({ timeoutMs: 150 }), ask('hello'));
    expect(chunks).toEqual(['Thinking']);
    expect(error.code).toBe('AI_TIMEOUT');
  });

  it('answers AI_UNAVAILABLE when nothing listens at the URL', async () => {
    const e = new OpenAiChatClient({
      apiKey: 'sk-test',
      baseURL: 'http://127.0.0.1:1/v1',
      model: 'm',
      timeoutMs: 1_000,
      maxRetries: 1,
      backoffBaseMs: 5,
    });
    const { error } = await failure(e, ask('hello'));
    expect(error.code).toBe('AI_UNAVAILABLE');
  });

  it('stops when the caller aborts', async () => {
    server.enqueue({ kind: 'stream', chunks: ['a', 'b', 'c', 'd', 'e'], delayMs: 50 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 80);
    const { error } = await failure(client(), ask('hello', { signal: controller.signal }));
    expect(error.code).toBe('AI_ABORTED');
  });

  it('sends the text as written when masking is off', async () => {
    const before = server.requests.length;
    await collect(client(), ask('Email jane.doe@example.com', { maskPersonalData: false }));
    expect(server.requests[before]!.messages.at(-1)!.content).toBe('Email jane.doe@example.com');
  });

  it('masks personal identifiers in the turns (never the system message) and restores them in the reply, even split across chunks', async () => {
    server.enqueue({ kind: 'reply', make: () => ['I will email [EMA', 'IL_1] and call [PHONE', '_1] about ', '[SSN_1].'] });
    const before = server.requests.length;
    const reply = (
      await collect(
        client(),
        ask('Contact jane.doe@example.com or (555) 123-4567. Her SSN is 123-45-6789.', {
          system: 'Mail ops@example.com',
          maskPersonalData: true,
        }),
      )
    ).join('');
    const sent = server.requests[before]!;
    const wire = JSON.stringify(sent.messages.slice(1));
    expect(wire).not.toContain('jane.doe@example.com');
    expect(wire).not.toContain('123-4567');
    expect(wire).not.toContain('123-45-6789');
    expect(wire).toContain('[EMAIL_1]');
    expect(sent.messages[0]!.content).toBe('Mail ops@example.com');
    expect(reply).toBe('I will email jane.doe@example.com and call (555) 123-4567 about 123-45-6789.');
  });
});
