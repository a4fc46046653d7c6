// The OpenAI jury engine against a real (small, local) OpenAI-compatible HTTP server: structured
// output, validation and retries, typed failures, and what actually leaves the machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAiServer } from '../../../test/support/fake-openai-server.js';
import { AiError } from '../../../infra/ai/types.js';
import { inputHash, simulationSeed } from './canonical.js';
import { createJuryEngine } from './index.js';
import { OpenAiJuryEngine, type OpenAiJuryEngineOptions } from './openai-engine.js';
import { JURY_PROMPT_VERSION, type ModelAnswer } from './prompt.js';
import { JURY_LIMITS } from './limits.js';
import { parseCaseFacts, type CaseFacts } from './types.js';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(async () => {
  await server.close();
});

const engine = (opts: Partial<OpenAiJuryEngineOptions> = {}) =>
  new OpenAiJuryEngine({ apiKey: 'sk-test', baseURL: server.baseURL, model: 'test-model', timeoutMs: 2_000, maxRetries: 2, backoffBaseMs: 5, ...opts });

const facts: CaseFacts = parseCaseFacts({
  caseCategory: 'criminal',
  caseType: 'Assault',
  caseTitle: 'State v. Brandon Whitaker',
  caseDescription:
    'On June 2 Brandon Whitaker was outside the Blue Moon bar at 412 Maple Street, Springfield, when Kyle Dempsey swung at him. ' +
    'Whitaker pushed him away; Dempsey fell. Olivia Grant saw it all and can be reached at olivia.grant@example.com or 555-201-3344. ' +
    'Dempsey told police two different stories.',
  clientName: 'Brandon Whitaker',
  state: 'IL',
  city: 'Springfield',
  judgeAssigned: 'Judge Harriet Okonkwo',
  opposingParty: 'State of Illinois',
  opposingCounsel: 'Victor Lindqvist',
  keyWitnesses: ['Olivia Grant', 'Marcus Feld'],
  additionalFactors: 'Whitaker has worked at the same plant for nine years; his SSN 123-45-6789 was on the booking form.',
  criminal: {
    chargeDetails: 'Aggravated battery against Kyle Dempsey',
    priorConvictions: 'None',
    evidenceStrength: 'moderate',
    prosecutorName: 'ADA Simone Reyes',
    defenseStrategy: 'Self-defense; Dempsey attacked first, as Olivia Grant will testify.',
    bailStatus: 'Released on bail',
  },
});

function answer(successProbability: number, favourable: number, extra: Partial<ModelAnswer> = {}): ModelAnswer {
  return {
    summary: `${favourable} of 12 jurors side with you; [WITNESS_1]'s account carries weight. Estimated chance: ${successProbability}%.`,
    successProbability,
    strengths: ['[WITNESS_1] saw [OPPOSING_PARTY] swing first.'.replace('[OPPOSING_PARTY]', '[PARTY_1]'), 'No prior record.'],
    weaknesses: ['The other man fell and was hurt.'],
    recommendations: '1. Meet [WITNESS_1] with your lawyer.\n2. Discuss the case with a licensed attorney.',
    jurors: Array.from({ length: 12 }, (_, i) => ({
      seat: i + 1,
      vote: i < favourable ? ('favourable' as const) : ('unfavourable' as const),
      confidence: 70,
      reason: i < favourable ? 'The witness account is convincing.' : 'Someone got hurt.',
    })),
    factors: [{ key: 'self-defense', label: 'Self-defense', direction: 'favourable', weight: 0.4, detail: 'A witness supports it.' }],
    confidenceLevel: 'medium',
    confidenceReason: 'Medium: a fair account with two witnesses.',
    ...extra,
  };
}

/** Streams a JSON answer in small pieces, as a model does. */
const streamed = (value: unknown) => {
  const text = JSON.stringify(value);
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += 40) chunks.push(text.slice(i, i + 40));
  return { kind: 'stream' as const, chunks };
};

async function failure(p: Promise<unknown>): Promise<AiError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(AiError);
    return err as AiError;
  }
  throw new Error('expected the analysis to fail');
}

type SentBody = { seed?: number; stream?: boolean; response_format?: { type: string; json_schema: { name: string; strict: boolean; schema: { properties: Record<string, unknown> } } } };

describe('OpenAI jury engine', () => {
  it('asks for structured output and returns the validated analysis with its provenance and limits', async () => {
    server.enqueue(streamed(answer(64, 8)));
    const before = server.requests.length;
    const a = await engine().analyze(facts);

    expect(server.requests.length - before).toBe(1);
    const sent = server.requests[before]! as unknown as SentBody;
    expect(sent.stream).toBe(true);
    expect(sent.response_format?.type).toBe('json_schema');
    expect(sent.response_format?.json_schema.strict).toBe(true);
    expect(Object.keys(sent.response_format!.json_schema.schema.properties)).toEqual(
      expect.arrayContaining(['summary', 'successProbability', 'jurors', 'factors', 'confidenceLevel']),
    );
    expect(sent.seed).toBe(simulationSeed(facts));

    expect(a.successProbability).toBe(64);
    expect(a.jurors.filter((j) => j.vote === 'favourable')).toHaveLength(8);
    expect(a.jurors[0]!.voteLabel).toBe('Not guilty');
    expect(a.jurors[0]!.profile.occupation.length).toBeGreaterThan(0);
    expect(a.provenance).toEqual({ engine: 'openai', model: 'test-model', promptVersion: JURY_PROMPT_VERSION, seed: simulationSeed(facts), inputHash: inputHash(facts) });
    expect(a.limits).toContain(JURY_LIMITS);
    expect(a.distribution.favourableVotes.reduce((s, n) => s + n, 0)).toBe(a.distribution.simulations);
    // Placeholders the model used come back as the names the client wrote.
    expect(a.summary).toContain("Olivia Grant's account");
    expect(a.recommendations).toContain('Meet Olivia Grant');
    expect(a.summary).not.toMatch(/\[WITNESS_/);
  });

  it('retries an answer that is not JSON, then uses the good one', async () => {
    server.enqueue({ kind: 'stream', chunks: ['{"summary": "The panel', ' leans'] }, streamed(answer(40, 5)));
    const before = server.requests.length;
    const a = await engine().analyze(facts);
    expect(server.requests.length - before).toBe(2);
    expect(a.successProbability).toBe(40);
  });

  it('retries an answer whose votes contradict its number, or that misses a field', async () => {
    const { factors: _dropped, ...missing } = answer(70, 9);
    server.enqueue(streamed(answer(70, 3)), streamed(missing), streamed(answer(70, 9)));
    const before = server.requests.length;
    const a = await engine().analyze(facts);
    expect(server.requests.length - before).toBe(3);
    expect(a.jurors.filter((j) => j.vote === 'favourable')).toHaveLength(9);
  });

  it('retries a 429 after the Retry-After time, then succeeds', async () => {
    server.enqueue(
      { kind: 'status', status: 429, headers: { 'retry-after-ms': '30' }, error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
      streamed(answer(55, 7)),
    );
    const before = server.requests.length;
    const a = await engine().analyze(facts);
    expect(server.requests.length - before).toBe(2);
    expect(a.successProbability).toBe(55);
  });

  it('gives up on a persistent 500 after the retries with a typed error', async () => {
    server.enqueue({ kind: 'status', status: 500 }, { kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    const before = server.requests.length;
    const error = await failure(engine({ maxRetries: 2 }).analyze(facts));
    expect(server.requests.length - before).toBe(3);
    expect(error.code).toBe('AI_UNAVAILABLE');
    expect(error.status).toBe(500);
  });

  it('gives up on answers that keep failing validation with AI_BAD_ANSWER', async () => {
    server.enqueue({ kind: 'stream', chunks: ['not json'] }, { kind: 'stream', chunks: ['{}'] });
    const before = server.requests.length;
    const error = await failure(engine({ maxRetries: 1 }).analyze(facts));
    expect(server.requests.length - before).toBe(2);
    expect(error.code).toBe('AI_BAD_ANSWER');
    expect(error.message).toBe('The AI service returned an answer that could not be used. Please try again.');
  });

  it('does not retry a refused request (401)', async () => {
    server.enqueue({ kind: 'status', status: 401, error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
    const before = server.requests.length;
    const error = await failure(engine().analyze(facts));
    expect(server.requests.length - before).toBe(1);
    expect(error.code).toBe('AI_REJECTED');
  });

  it('times out an answer that stalls, retrying before it gives up', async () => {
    server.enqueue({ kind: 'stall', chunks: ['{"summary":'] }, { kind: 'stall', chunks: [] });
    const before = server.requests.length;
    const error = await failure(engine({ timeoutMs: 150, maxRetries: 1 }).analyze(facts));
    expect(server.requests.length - before).toBe(2);
    expect(error.code).toBe('AI_TIMEOUT');
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(engine().analyze(facts, { signal: controller.signal }));
    expect(error.code).toBe('AI_ABORTED');
  });

  it('masks personal data before it leaves: no name, email, phone, address or SSN reaches the server', async () => {
    server.enqueue(streamed(answer(60, 7)));
    const before = server.requests.length;
    await engine().analyze(facts);
    const wire = JSON.stringify(server.requests[before]!.messages);
    for (const secret of [
      'Brandon', 'Whitaker', 'Kyle', 'Dempsey', 'Olivia', 'Grant', 'Marcus', 'Feld', 'Harriet', 'Okonkwo', 'Victor', 'Lindqvist',
      'Simone', 'Reyes', 'olivia.grant@example.com', '555-201-3344', '412 Maple Street', '123-45-6789',
    ]) {
      expect(wire, secret).not.toContain(secret);
    }
    expect(wire).toContain('[CLIENT]');
    expect(wire).toContain('[WITNESS_1]');
    expect(wire).toContain('[WITNESS_2]');
    expect(wire).toContain('[JUDGE]');
    expect(wire).toContain('[PROSECUTOR]');
    expect(wire).toContain('[OPPOSING_COUNSEL]');
    expect(wire).toContain('[EMAIL_1]');
    // Places and institutions are not people: they stay, so the model can reason about the venue.
    expect(wire).toContain('State of Illinois');
    expect(wire).toContain('Springfield');
  });

  it('never gives confident numbers for a case without facts, whatever the model says', async () => {
    const thin = parseCaseFacts({
      caseCategory: 'family',
      caseType: 'divorce',
      caseTitle: 'Divorce',
      caseDescription: 'Divorce.',
      state: 'OH',
      city: 'Columbus',
      family: { relationshipStatus: 'married', childrenInvolved: false, supportRequested: false },
    });
    server.enqueue(streamed(answer(60, 8, { confidenceLevel: 'high', confidenceReason: 'High: clear case.' })));
    const a = await engine().analyze(thin);
    expect(a.confidenceLevel).toBe('low');
    expect(a.confidenceReason).toMatch(/little to go on/);
    expect(a.jurors[0]!.voteLabel).toBe('For the client');
  });
});

describe('createJuryEngine', () => {
  const config = { OPENAI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: 1000, AI_MAX_RETRIES: 0, OPENAI_BASE_URL: undefined };

  it('is the offline engine without an API key, and the OpenAI engine with one', async () => {
    const offline = createJuryEngine({ ...config, OPENAI_API_KEY: undefined });
    expect(offline.kind).toBe('offline');
    expect((await offline.analyze(facts)).provenance.engine).toBe('offline');

    const online = createJuryEngine({ ...config, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseURL });
    expect(online.kind).toBe('openai');
    server.enqueue(streamed(answer(52, 7)));
    expect((await online.analyze(facts)).provenance).toMatchObject({ engine: 'openai', model: 'gpt-4o-mini' });
  });
});
