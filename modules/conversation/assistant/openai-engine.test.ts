// The OpenAI engine against a real (small, local) OpenAI-compatible HTTP server: streaming,
// retries with backoff, failures with clear errors, and masking of personal data on the wire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAI_CLOSING, OpenAiEngine, type OpenAiEngineOptions } from './openai-engine.js';
import { SYSTEM_PROMPT } from './system-prompt.js';
import { AiError } from '../../../infra/ai/types.js';
import { startFakeOpenAi, type ChatBody, type FakeOpenAiServer } from '../../../test/support/fake-openai-server.js';
import type { ChatRequest } from './types.js';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(async () => {
  await server.close();
});

const engine = (opts: Partial<OpenAiEngineOptions> = {}) =>
  new OpenAiEngine({ apiKey: 'sk-test', baseURL: server.baseURL, model: 'test-model', timeoutMs: 2_000, maxRetries: 2, backoffBaseMs: 10, ...opts });

async function collect(e: OpenAiEngine, request: ChatRequest): Promise<string[]> {
  const out: string[] = [];
  for await (const c of e.streamChat(request)) out.push(c);
  return out;
}

async function failure(e: OpenAiEngine, request: ChatRequest): Promise<{ error: AiError; chunks: string[] }> {
  const chunks: string[] = [];
  try {
    for await (const c of e.streamChat(request)) chunks.push(c);
  } catch (err) {
    expect(err).toBeInstanceOf(AiError);
    return { error: err as AiError, chunks };
  }
  throw new Error('expected the call to fail');
}

const ask = (content: string, extra: Partial<ChatRequest> = {}): ChatRequest => ({ turns: [{ role: 'user', content }], ...extra });

describe('OpenAI engine', () => {
  it('streams the reply chunk by chunk, sending the system prompt and the conversation', async () => {
    server.enqueue({ kind: 'stream', chunks: ['**Next', ' steps**\n', '1. Call', ' the police'], delayMs: 5 });
    const before = server.requests.length;
    const chunks = await collect(engine(), {
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
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent.messages[0]!.content).toMatch(/not legal advice/);
    expect(sent.messages[0]!.content).toMatch(/\*\*What to do first\*\*/);
    // Grounded in the knowledge base: the follow-up carries the topic of the first question.
    expect(sent.messages[0]!.content).toContain('[1] "Missing persons investigations"');
    expect(sent.messages[3]!.content).toBe('What do I do first?');
  });

  it('retries a 429 after the Retry-After time, then streams the answer', async () => {
    server.enqueue(
      { kind: 'status', status: 429, headers: { 'retry-after-ms': '30' }, error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
      { kind: 'stream', chunks: ['after', ' retry'] },
    );
    const before = server.requests.length;
    const started = Date.now();
    expect((await collect(engine(), ask('hello'))).join('')).toBe('after retry');
    expect(server.requests.length - before).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('retries 5xx with backoff and gives up with a clear error after the retries', async () => {
    server.enqueue({ kind: 'status', status: 500 }, { kind: 'status', status: 502 }, { kind: 'status', status: 503 });
    const before = server.requests.length;
    const { error } = await failure(engine({ maxRetries: 2 }), ask('hello'));
    expect(server.requests.length - before).toBe(3);
    expect(error.code).toBe('AI_UNAVAILABLE');
    expect(error.status).toBe(503);
    expect(error.message).toBe('The AI service is unavailable right now. Please try again in a few minutes.');
  });

  it('recovers from a single 500', async () => {
    server.enqueue({ kind: 'status', status: 500 }, { kind: 'stream', chunks: ['fine now'] });
    expect((await collect(engine(), ask('hello'))).join('')).toBe('fine now');
  });

  it('answers AI_BUSY after 429s exhaust the retries, and does not retry an exhausted quota', async () => {
    server.enqueue({ kind: 'status', status: 429 }, { kind: 'status', status: 429 });
    const busy = await failure(engine({ maxRetries: 1 }), ask('hello'));
    expect(busy.error.code).toBe('AI_BUSY');
    expect(busy.error.message).toMatch(/rate limit/);

    server.enqueue({ kind: 'status', status: 429, error: { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' } });
    const before = server.requests.length;
    const quota = await failure(engine(), ask('hello'));
    expect(server.requests.length - before).toBe(1);
    expect(quota.error.message).toMatch(/quota/);
  });

  it('does not retry a 401 (bad key) and says the request was refused', async () => {
    server.enqueue({ kind: 'status', status: 401, error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
    const before = server.requests.length;
    const { error } = await failure(engine(), ask('hello'));
    expect(server.requests.length - before).toBe(1);
    expect(error.code).toBe('AI_REJECTED');
    expect(error.status).toBe(401);
  });

  it('fails clearly when the connection drops mid-stream, keeping what already arrived and never retrying', async () => {
    server.enqueue({ kind: 'drop', chunks: ['The first', ' half'] });
    const before = server.requests.length;
    const { error, chunks } = await failure(engine(), ask('hello'));
    expect(chunks.join('')).toBe('The first half');
    expect(error.code).toBe('AI_INTERRUPTED');
    expect(error.message).toBe('The connection to the AI service dropped while it was answering. Please try again.');
    expect(server.requests.length - before).toBe(1);
  });

  it('times out a stalled stream', async () => {
    server.enqueue({ kind: 'stall', chunks: ['Thinking'] });
    const { error, chunks } = await failure(engine({ timeoutMs: 150 }), ask('hello'));
    expect(chunks).toEqual(['Thinking']);
    expect(error.code).toBe('AI_TIMEOUT');
  });

  it('answers AI_UNAVAILABLE when nothing listens at the URL', async () => {
    const e = new OpenAiEngine({ apiKey: 'sk-test', baseURL: 'http://127.0.0.1:1/v1', model: 'm', timeoutMs: 1_000, maxRetries: 1, backoffBaseMs: 5 });
    const { error } = await failure(e, ask('hello'));
    expect(error.code).toBe('AI_UNAVAILABLE');
  });

  it('stops when the caller aborts', async () => {
    server.enqueue({ kind: 'stream', chunks: ['a', 'b', 'c', 'd', 'e'], delayMs: 50 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 80);
    const { error } = await failure(engine(), ask('hello', { signal: controller.signal }));
    expect(error.code).toBe('AI_ABORTED');
  });

  it('masks personal identifiers on the wire and restores them in the reply, even split across chunks', async () => {
    server.enqueue({
      kind: 'reply',
      // The model refers to the placeholders it saw, split at awkward places.
      make: () => ['I will email [EMA', 'IL_1] and call [PHONE', '_1] about ', '[SSN_1].'],
    });
    const before = server.requests.length;
    const reply = (
      await collect(
        engine(),
        // An investigative question: off-topic ones never reach the model (see the grounding tests).
        ask('I need to find my missing sister. Contact jane.doe@example.com or (555) 123-4567. Her SSN is 123-45-6789.', { maskPersonalData: true }),
      )
    ).join('');
    const wire = JSON.stringify(server.requests[before]);
    expect(wire).not.toContain('jane.doe@example.com');
    expect(wire).not.toContain('123-4567');
    expect(wire).not.toContain('123-45-6789');
    expect(wire).toContain('[EMAIL_1]');
    expect(wire).toContain('[PHONE_1]');
    expect(wire).toContain('[SSN_1]');
    expect(reply).toBe('I will email jane.doe@example.com and call (555) 123-4567 about 123-45-6789.');
  });

  it('sends the text as written when masking is off', async () => {
    const before = server.requests.length;
    await collect(engine(), ask('Email jane.doe@example.com', { maskPersonalData: false }));
    expect(server.requests[before]!.messages.at(-1)!.content).toBe('Email jane.doe@example.com');
  });
});

describe('OpenAI engine grounding', () => {
  const reply = (body: ChatBody) => {
    // A well-behaved model: answers from the first source and cites it.
    const system = body.messages[0]!.content;
    const title = /\[1\] "([^"]+)"/.exec(system)?.[1] ?? 'nothing';
    return ['**Short answer**\n', `- From ${title}: ask a licensed attorney. [1]`];
  };

  it('puts the retrieved sections and the state facts into the prompt, and the answer keeps the citations', async () => {
    server.enqueue({ kind: 'reply', make: reply });
    const before = server.requests.length;
    const text = (await collect(engine(), ask('Can I record a phone call with my boss in California?'))).join('');
    const system = server.requests[before]!.messages[0]!.content;
    expect(system.startsWith(SYSTEM_PROMPT)).toBe(true);
    expect(system).toContain('[1] "Recording calls and conversations: consent laws"');
    expect(system).toMatch(/\[\d\] Casebook state tables for California \(recording consent/);
    expect(system).toContain('Cal. Penal Code § 632');
    expect(system).toMatch(/cite each claim inline with its source number/);
    expect(text).toBe('**Short answer**\n- From Recording calls and conversations: consent laws: ask a licensed attorney. [1]');
  });

  it('says when the state tables have no row for a place, in the prompt', async () => {
    server.enqueue({ kind: 'reply', make: reply });
    const before = server.requests.length;
    await collect(engine(), ask('Is it legal to record a phone call in Puerto Rico?'));
    expect(server.requests[before]!.messages[0]!.content).toContain('my recording consent table has no row for Puerto Rico');
  });

  it('answers an off-topic question plainly without calling the model', async () => {
    const before = server.requests.length;
    const text = (await collect(engine(), ask('What is the weather like in Paris today?'))).join('');
    expect(server.requests.length).toBe(before);
    expect(text.startsWith('**That is outside what I can help with**')).toBe(true);
    expect(text).toContain('- Investigation types:');
    expect(text.endsWith(OPENAI_CLOSING)).toBe(true);
    expect(text).not.toContain("Casebook's offline assistant");
  });

  it('lets a greeting through to the model without sources', async () => {
    const before = server.requests.length;
    await collect(engine(), ask('Hello!'));
    expect(server.requests[before]!.messages[0]!.content).toBe(SYSTEM_PROMPT);
  });
});
