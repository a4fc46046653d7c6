// The OpenAI key-information engine against a local OpenAI-compatible server: a structured request,
// personal data masked on the wire and restored, a zod-validated reply placed back in the text,
// made-up items dropped, and failures as AiErrors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type ChatBody, type FakeOpenAiServer } from '../../../test/support/fake-openai-server.js';
import { AiError } from '../../../infra/ai/types.js';
import { createKeyInfoEngine } from './index.js';
import { OpenAiKeyInfoEngine, type ModelReply } from './openai-engine.js';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(async () => {
  await server.close();
});

const engine = () =>
  new OpenAiKeyInfoEngine({ apiKey: 'sk-test', baseURL: server.baseURL, model: 'test-model', timeoutMs: 5_000, maxRetries: 0 });

const TEXT = `SETTLEMENT AGREEMENT

This Settlement Agreement is made on January 9, 2024 between Harlow Builders LLC ("Contractor") and Mia Torres ("Owner").

Contact for notices: mia.torres@example.com, phone 503-555-0142.

Contractor shall pay Owner $18,400.00 within ten days.`;
const PAGES = [{ page: 1, start: 0, end: TEXT.length }];

function reply(over: Partial<ModelReply> = {}): ModelReply {
  return {
    documentType: 'Settlement Agreement',
    confidence: 88,
    tags: ['settlement'],
    summary: 'A contractor settles with a home owner.',
    parties: [
      { name: 'Harlow Builders LLC', role: 'Contractor', kind: 'organization' },
      { name: 'Mia Torres', role: 'Owner', kind: 'person' },
    ],
    dates: [{ text: 'January 9, 2024', iso: '2024-01-09', label: 'Agreement Date' }],
    amounts: [{ text: '$18,400.00', value: 18400, currency: 'USD' }],
    keyTerms: [{ term: 'Notices', quote: 'Contact for notices: [EMAIL_1]' }],
    clauses: [{ kind: 'payment', quote: 'Contractor shall pay Owner $18,400.00 within ten days.' }],
    governingLaw: null,
    ...over,
  };
}

const userMessage = (body: ChatBody) => body.messages.find((m) => m.role === 'user')!.content;

describe('OpenAI key-information engine', () => {
  it('asks for a JSON-schema reply, masks personal data on the wire, and places every item in the text', async () => {
    let sent: ChatBody | undefined;
    server.enqueue({
      kind: 'reply',
      make: (body) => {
        sent = body;
        return [JSON.stringify(reply()).slice(0, 40), JSON.stringify(reply()).slice(40)];
      },
    });
    const info = await engine().analyze(TEXT, PAGES, { maskPersonalData: true });

    const wire = userMessage(sent!);
    expect(wire).not.toContain('mia.torres@example.com');
    expect(wire).not.toContain('503-555-0142');
    expect(wire).toContain('[EMAIL_1]');
    const format = (
      sent as unknown as { response_format: { type: string; json_schema: { strict: boolean; schema: { required: string[] } } } }
    ).response_format;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema.required).toEqual(expect.arrayContaining(['parties', 'dates', 'amounts', 'clauses', 'governingLaw']));

    expect(info.documentType).toBe('Settlement Agreement');
    expect(info.confidence).toBe(88);
    expect(info.parties.map((p) => [p.name, p.role, TEXT.slice(p.source.start, p.source.end)])).toEqual([
      ['Harlow Builders LLC', 'Contractor', 'Harlow Builders LLC'],
      ['Mia Torres', 'Owner', 'Mia Torres'],
    ]);
    expect(TEXT.slice(info.dates[0]!.source.start, info.dates[0]!.source.end)).toBe('January 9, 2024');
    expect(TEXT.slice(info.amounts[0]!.source.start, info.amounts[0]!.source.end)).toBe('$18,400.00');
    // The masked e-mail in the model's quote was restored, so the quote is found in the text.
    expect(TEXT.slice(info.keyTerms[0]!.source.start, info.keyTerms[0]!.source.end)).toBe('Contact for notices: mia.torres@example.com');
    expect(info.clauses[0]).toMatchObject({ kind: 'payment', source: { page: 1 } });
  });

  it('drops items the text does not contain, and finds quotes across line breaks', async () => {
    server.enqueue({
      kind: 'stream',
      chunks: [
        JSON.stringify(
          reply({
            parties: [
              { name: 'Harlow Builders LLC', role: null, kind: null },
              { name: 'Imaginary Holdings Corp', role: 'Guarantor', kind: 'organization' },
            ],
            dates: [
              { text: 'January 9, 2024', iso: '2024-01-09', label: null },
              { text: 'March 1, 2024', iso: '2024-03-01', label: 'Deadline' },
            ],
            governingLaw: { state: 'Oregon', quote: 'governed by the laws of Oregon' },
            clauses: [{ kind: 'payment', quote: 'Contractor shall pay   Owner $18,400.00' }],
          }),
        ),
      ],
    });
    const info = await engine().analyze(TEXT, PAGES);
    expect(info.parties.map((p) => p.name)).toEqual(['Harlow Builders LLC']);
    expect(info.parties[0]).not.toHaveProperty('role');
    expect(info.dates.map((d) => d.iso)).toEqual(['2024-01-09']);
    expect(info.governingLaw).toBeNull();
    expect(TEXT.slice(info.clauses[0]!.source.start, info.clauses[0]!.source.end)).toBe('Contractor shall pay Owner $18,400.00');
  });

  it('rejects a reply that is not the schema with a clear AiError', async () => {
    server.enqueue({ kind: 'stream', chunks: ['{"documentType": "Letter", "parties": "nobody"}'] });
    const err = await engine()
      .analyze(TEXT, PAGES)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AiError);
    expect((err as AiError).code).toBe('AI_REJECTED');
    expect((err as AiError).message).toMatch(/could not be read/);

    server.enqueue({ kind: 'stream', chunks: ['not json at all'] });
    expect(
      await engine()
        .analyze(TEXT, PAGES)
        .catch((e: unknown) => (e as AiError).code),
    ).toBe('AI_REJECTED');
  });

  it('turns server failures into AiErrors', async () => {
    server.enqueue({ kind: 'status', status: 503 });
    expect(
      await engine()
        .analyze(TEXT, PAGES)
        .catch((e: unknown) => (e as AiError).code),
    ).toBe('AI_UNAVAILABLE');
    server.enqueue({ kind: 'status', status: 401, error: { message: 'bad key', type: 'invalid_request_error' } });
    expect(
      await engine()
        .analyze(TEXT, PAGES)
        .catch((e: unknown) => (e as AiError).code),
    ).toBe('AI_REJECTED');
    server.enqueue({ kind: 'drop', chunks: ['{"documentType":'] });
    expect(
      await engine()
        .analyze(TEXT, PAGES)
        .catch((e: unknown) => e),
    ).toBeInstanceOf(AiError);
  });
});

describe('createKeyInfoEngine', () => {
  const base = { OPENAI_BASE_URL: undefined, OPENAI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: 1000, AI_MAX_RETRIES: 0 };
  it('uses the offline engine without an API key and the OpenAI engine with one', async () => {
    const offline = createKeyInfoEngine({ ...base, OPENAI_API_KEY: undefined });
    expect(offline.kind).toBe('offline');
    const info = await offline.analyze(TEXT, PAGES);
    expect(info.parties.map((p) => p.name)).toEqual(['Harlow Builders LLC', 'Mia Torres']);
    expect(createKeyInfoEngine({ ...base, OPENAI_API_KEY: 'sk-x' }).kind).toBe('openai');
  });
});
