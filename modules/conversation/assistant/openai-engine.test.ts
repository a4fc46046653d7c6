// The assistant's OpenAI engine against a real (small, local) OpenAI-compatible HTTP server: the
// grounded system prompt, the retrieval gate, and the privacy setting reaching the wire. Retries,
// time-outs and failures are the client's (infra/ai/openai-chat.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAI_CLOSING, OpenAiEngine, type OpenAiEngineOptions } from './openai-engine.js';
import { SAFETY_LINES } from './compose.js';
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
  new OpenAiEngine({
    apiKey: 'sk-test',
    baseURL: server.baseURL,
    model: 'test-model',
    timeoutMs: 2_000,
    maxRetries: 2,
    backoffBaseMs: 10,
    ...opts,
  });

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
        ask(
          'How do I find a missing person with a private investigator? My email is jane.doe@example.com, phone (555) 123-4567, social security number 123-45-6789.',
          {
            maskPersonalData: true,
          },
        ),
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
    expect(text).toContain('for example:');
    expect(text.endsWith(OPENAI_CLOSING)).toBe(true);
    expect(text).not.toContain("Casebook's offline assistant");
  });

  it('stops an off-topic answer when the caller already gave up, without calling the model', async () => {
    const before = server.requests.length;
    const controller = new AbortController();
    controller.abort();
    const { error, chunks } = await failure(engine(), ask('What is the weather like in Paris today?', { signal: controller.signal }));
    expect(error.code).toBe('AI_ABORTED');
    expect(chunks).toEqual([]);
    expect(server.requests.length).toBe(before);
  });

  it('reads a phone’s apostrophes as the offline engine does: the safety steps first, the message sent as written', async () => {
    server.enqueue({ kind: 'stream', chunks: ['Call 911 if he comes back.'] });
    const before = server.requests.length;
    const typed = 'My daughter’s father hasn’t brought her back since Friday';
    const chunks = await collect(engine(), ask(typed));
    expect(chunks[0]).toBe(`${SAFETY_LINES.join('\n')}\n\n`);
    expect(server.requests[before]!.messages.at(-1)!.content).toBe(typed);
  });

  it('lets a greeting through to the model without sources', async () => {
    const before = server.requests.length;
    await collect(engine(), ask('Hello!'));
    expect(server.requests[before]!.messages[0]!.content).toBe(SYSTEM_PROMPT);
  });
});
