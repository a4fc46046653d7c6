// The OpenAI case-understanding engine against a real (small, local) OpenAI-compatible HTTP server:
// what actually leaves the machine (masked text only), the structured-output answer becoming the
// same fact sheet the offline reader makes, the outcome model weighing it, and retries and typed
// failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type ChatBody, type FakeOpenAiServer } from '../../../test/support/fake-openai-server.js';
import { AiError } from '../../../infra/ai/types.js';
import { factSheetSchema, FACT_SHEET_VERSION, type ReaderDocument } from '../understanding/fact-sheet.js';
import { inputHash } from './canonical.js';
import { OpenAiJuryEngine, type OpenAiJuryEngineOptions } from './openai-engine.js';
import { JURY_PROMPT_VERSION, type ReaderAnswer } from './prompt.js';
import { parseCaseFacts, type CaseFacts } from './types.js';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(async () => {
  await server.close();
});

const engine = (opts: Partial<OpenAiJuryEngineOptions> = {}) =>
  new OpenAiJuryEngine({
    apiKey: 'sk-test',
    baseURL: server.baseURL,
    model: 'test-model',
    timeoutMs: 2_000,
    maxRetries: 2,
    backoffBaseMs: 5,
    ...opts,
  });

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
    chargeDetails: 'Aggravated battery against Kyle Dempsey, 720 ILCS 5/12-3.05',
    priorConvictions: 'None',
    evidenceStrength: 'moderate',
    prosecutorName: 'ADA Simone Reyes',
    defenseStrategy: 'Self-defense; Dempsey attacked first, as Olivia Grant will testify.',
    bailStatus: 'Released on bail',
  },
});

const documents: ReaderDocument[] = [
  {
    name: 'Police report - Whitaker.txt',
    text: 'Officer Ramona Tully interviewed Kyle Dempsey at the scene. Later his roommate Curtis Vane confessed that he threw the first bottle. Tully can be reached at 555-777-1212.',
  },
];

const SECRETS = [
  'Brandon',
  'Whitaker',
  'Kyle',
  'Dempsey',
  'Olivia',
  'Grant',
  'Marcus',
  'Feld',
  'Harriet',
  'Okonkwo',
  'Victor',
  'Lindqvist',
  'Simone',
  'Reyes',
  'Ramona',
  'Tully',
  'Curtis',
  'Vane',
  'olivia.grant@example.com',
  '555-201-3344',
  '555-777-1212',
  '412 Maple Street',
  '123-45-6789',
];

/** The placeholders the engine sent, read back from the request as a model would see them. */
function placeholders(body: ChatBody) {
  const user = body.messages.find((m) => m.role === 'user')!.content;
  const pick = (re: RegExp) => {
    const m = re.exec(user);
    if (!m) throw new Error(`no match for ${re} in the request`);
    return m[1]!;
  };
  return {
    dempsey: pick(/when (\[PERSON_\d+\]) swung at him/),
    vane: pick(/roommate (\[PERSON_\d+\]) confessed/),
    document: pick(/Document 1, named "([^"]+)"/),
  };
}

type Placeholders = ReturnType<typeof placeholders>;

/** A model's reading of the assault case, written only with the placeholders it was sent. */
function answer(ph: Placeholders, extra: Partial<ReaderAnswer> = {}): ReaderAnswer {
  const form = (field: ReaderAnswer['people'][number]['source']['field']) => ({ field, document: null });
  return {
    clientRole: 'defendant',
    clientParent: null,
    otherPartyIsParent: null,
    modification: null,
    incomeGivenUpBy: null,
    clientAsks: null,
    selfDefence: null,
    people: [
      { name: '[CLIENT]', role: 'client', side: 'for', listedWitness: false, quote: '', source: form('caseDescription') },
      {
        name: ph.dempsey,
        role: 'complainant',
        side: 'against',
        listedWitness: false,
        quote: `when ${ph.dempsey} swung at him`,
        source: form('caseDescription'),
      },
      {
        name: '[WITNESS_1]',
        role: 'eyewitness',
        side: 'for',
        listedWitness: true,
        quote: '[WITNESS_1] saw it all and can be reached at [EMAIL_1].',
        source: form('caseDescription'),
      },
      {
        name: ph.vane,
        role: 'other',
        side: 'for',
        listedWitness: false,
        quote: `his roommate ${ph.vane} confessed`,
        source: { field: 'document', document: ph.document },
      },
    ],
    evidence: [
      {
        kind: 'eyewitness',
        direction: 'for',
        whose: '[WITNESS_1]',
        summary: '[WITNESS_1] saw the fight.',
        quote: '[WITNESS_1] saw it all',
        source: form('caseDescription'),
      },
      {
        kind: 'confession',
        direction: 'for',
        whose: ph.vane,
        summary: `A confession by ${ph.dempsey}'s roommate, ${ph.vane}.`,
        quote: `his roommate ${ph.vane} confessed that he threw the first bottle`,
        source: { field: 'document', document: ph.document },
      },
    ],
    charges: [{ text: `Aggravated battery against ${ph.dempsey}`, statute: '720 ILCS 5/12-3.05', level: 'felony' }],
    priorRecord: { count: 0, quote: 'None' },
    procedural: { detention: 'released', suppressionIssue: false, suppressionQuote: '' },
    familyFactors: [],
    understood: 0.8,
    flags: [{ code: 'contradictory-statements', message: `${ph.dempsey} told police two different stories.`, severity: 'warning' }],
    ...extra,
  };
}

/** Streams a JSON text in small pieces, as a model does. */
const pieces = (text: string) => {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += 40) chunks.push(text.slice(i, i + 40));
  return chunks;
};

/** Answers with the reading made from what the request carried. */
const reading = (extra: Partial<ReaderAnswer> | ((ph: Placeholders) => unknown) = {}) => ({
  kind: 'reply' as const,
  make: (body: ChatBody) =>
    pieces(JSON.stringify(typeof extra === 'function' ? extra(placeholders(body)) : answer(placeholders(body), extra))),
});

async function failure(p: Promise<unknown>): Promise<AiError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(AiError);
    return err as AiError;
  }
  throw new Error('expected the call to fail');
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  definitions?: Record<string, JsonSchema>;
  $defs?: Record<string, JsonSchema>;
};
type SentBody = ChatBody & {
  seed?: number;
  response_format?: { type: string; json_schema: { name: string; strict: boolean; schema: JsonSchema } };
};

/** Every object in a JSON schema requires all its properties (structured output's rule). */
function objectsMissingRequired(s: JsonSchema, path = '$'): string[] {
  const out: string[] = [];
  if (s.properties) {
    const missing = Object.keys(s.properties).filter((k) => !s.required?.includes(k));
    if (missing.length) out.push(`${path}: ${missing.join(', ')}`);
    for (const [k, v] of Object.entries(s.properties)) out.push(...objectsMissingRequired(v, `${path}.${k}`));
  }
  if (s.items) out.push(...objectsMissingRequired(s.items, `${path}[]`));
  for (const [i, v] of (s.anyOf ?? []).entries()) out.push(...objectsMissingRequired(v, `${path}|${i}`));
  for (const [k, v] of Object.entries({ ...s.definitions, ...s.$defs })) out.push(...objectsMissingRequired(v, `#${k}`));
  return out;
}

describe('OpenAI engine: reading a case', () => {
  it('sends masked text only: no name, email, phone, address or SSN of the form or the documents reaches the server', async () => {
    server.enqueue(reading());
    const before = server.requests.length;
    await engine().read(facts, documents);
    expect(server.requests.length - before).toBe(1);
    const wire = JSON.stringify(server.requests[before]!);
    for (const secret of SECRETS) expect(wire, secret).not.toContain(secret);
    for (const placeholder of [
      '[CLIENT]',
      '[WITNESS_1]',
      '[WITNESS_2]',
      '[JUDGE]',
      '[PROSECUTOR]',
      '[OPPOSING_COUNSEL]',
      '[EMAIL_1]',
      '[PHONE_1]',
      '[SSN_1]',
    ]) {
      expect(wire, placeholder).toContain(placeholder);
    }
    // Places, institutions and the law are not people: they stay, so the model can read the case.
    expect(wire).toContain('State of Illinois');
    expect(wire).toContain('Springfield');
    expect(wire).toContain('720 ILCS 5/12-3.05');
    expect(wire).toContain('threw the first bottle');
  });

  it('asks for structured output (case_facts, strict, every field required) and explains the task', async () => {
    server.enqueue(reading());
    const before = server.requests.length;
    await engine().read(facts, documents);
    const sent = server.requests[before]! as SentBody;
    expect(sent.stream).toBe(true);
    expect(sent.response_format?.type).toBe('json_schema');
    expect(sent.response_format?.json_schema.name).toBe('case_facts');
    expect(sent.response_format?.json_schema.strict).toBe(true);
    const schema = sent.response_format!.json_schema.schema;
    expect(Object.keys(schema.properties!)).toEqual(
      expect.arrayContaining([
        'clientRole',
        'people',
        'evidence',
        'charges',
        'priorRecord',
        'procedural',
        'familyFactors',
        'understood',
        'flags',
      ]),
    );
    expect(Object.keys(schema.properties!)).not.toContain('decisionMaker');
    expect(objectsMissingRequired(schema)).toEqual([]);

    const system = sent.messages.find((m) => m.role === 'system')!.content;
    for (const needle of [
      'never invent',
      '"unknown"',
      'SUBJECT of the verb',
      'his roommate confessed',
      'one entry per offence',
      'statute',
      'negation',
      'best interests',
      'dna-test',
      'rating-contradiction',
      'contradictory-statements',
      'not-english',
    ]) {
      expect(system.toLowerCase(), needle).toContain(needle.toLowerCase());
    }
  });

  it('turns the answer into a fact sheet that parses, with the names restored and people referred to by id', async () => {
    server.enqueue(reading());
    const { facts: sheet, flags } = await engine().read(facts, documents);

    expect(factSheetSchema.safeParse(sheet).success).toBe(true);
    expect(sheet.version).toBe(FACT_SHEET_VERSION);
    expect(sheet.decisionMaker).toBe('jury');
    expect(sheet.clientRole).toBe('defendant');
    expect(sheet.reader).toEqual({ engine: 'openai', model: 'test-model', version: JURY_PROMPT_VERSION });
    expect(JURY_PROMPT_VERSION).toBe('facts-prompt-3');
    expect(sheet).not.toHaveProperty('otherPartyIsParent');
    expect(sheet).not.toHaveProperty('modification');
    expect(sheet).not.toHaveProperty('incomeGivenUpBy');

    const byName = new Map(sheet.people.map((p) => [p.name, p]));
    expect(sheet.people.map((p) => p.id)).toEqual(sheet.people.map((_, i) => `p${i + 1}`));
    expect(byName.get('Brandon Whitaker')).toMatchObject({ role: 'client', side: 'for' });
    expect(byName.get('Kyle Dempsey')).toMatchObject({ role: 'complainant', side: 'against', quote: 'when Kyle Dempsey swung at him' });
    expect(byName.get('Olivia Grant')).toMatchObject({
      listedWitness: true,
      side: 'for',
      quote: 'Olivia Grant saw it all and can be reached at olivia.grant@example.com.',
    });
    // A listed witness the text says nothing more of is still in the sheet, on no side until the client says.
    expect(byName.get('Marcus Feld')).toMatchObject({ listedWitness: true, side: 'unknown', quote: '', source: { field: 'keyWitnesses' } });
    expect(byName.get('Curtis Vane')).toMatchObject({
      side: 'for',
      source: { field: 'document', document: 'Police report - Whitaker.txt' },
    });

    // The roommate's confession is his, not the client's admission.
    expect(sheet.evidence.map((e) => e.id)).toEqual(['e1', 'e2']);
    const confession = sheet.evidence.find((e) => e.kind === 'confession')!;
    expect(confession.whose).toBe(byName.get('Curtis Vane')!.id);
    expect(confession.direction).toBe('for');
    expect(confession.summary).toBe("A confession by Kyle Dempsey's roommate, Curtis Vane.");
    expect(sheet.evidence.find((e) => e.kind === 'eyewitness')!.whose).toBe(byName.get('Olivia Grant')!.id);

    expect(sheet.charges).toEqual([{ text: 'Aggravated battery against Kyle Dempsey', statute: '720 ILCS 5/12-3.05', level: 'felony' }]);
    expect(sheet.priorRecord.count).toBe(0);
    expect(sheet.procedural.detention).toBe('released');
    expect(flags).toEqual([
      { code: 'contradictory-statements', message: 'Kyle Dempsey told police two different stories.', severity: 'warning' },
    ]);
    expect(JSON.stringify(sheet)).not.toMatch(/\[(CLIENT|WITNESS_|PERSON_|EMAIL_)/);
  });

  it('records the model that answered, and decides who decides and the client role itself', async () => {
    server.enqueue({ ...reading({ clientRole: 'unknown', understood: 0.2 }), model: 'test-model-2025-06-01' });
    const { facts: sheet, flags } = await engine().read(facts, documents);
    expect(factSheetSchema.safeParse(sheet).success).toBe(true);
    expect(sheet.reader).toEqual({ engine: 'openai', model: 'test-model-2025-06-01', version: JURY_PROMPT_VERSION });
    expect(sheet.clientRole).toBe('defendant');
    expect(sheet.decisionMaker).toBe('jury');
    expect(flags.map((f) => f.code)).toEqual(['contradictory-statements', 'little-understood']);
  });

  it('reads a family matter for a judge, keeping the role the text gives', async () => {
    const custody = parseCaseFacts({
      caseCategory: 'family',
      caseType: 'child-custody',
      caseTitle: 'Custody of our son',
      caseDescription:
        'I filed for sole custody after Gareth Whitcombe was found to have hit me. A DNA test shows he is the father (99.9%).',
      clientName: 'Dolores Whitcombe',
      state: 'OH',
      city: 'Dayton',
      opposingParty: 'Gareth Whitcombe',
      family: { relationshipStatus: 'separated', childrenInvolved: true, childrenDetails: 'Noah is 4.', supportRequested: false },
    });
    server.enqueue({
      kind: 'reply',
      make: (body) => {
        const wire = JSON.stringify(body);
        expect(wire).not.toContain('Gareth');
        expect(wire).not.toContain('Noah');
        const fam: ReaderAnswer = {
          clientRole: 'petitioner',
          clientParent: 'mother',
          otherPartyIsParent: true,
          modification: false,
          incomeGivenUpBy: null,
          clientAsks: 'sole custody',
          selfDefence: null,
          people: [
            {
              name: '[OPPOSING_PARTY]',
              role: 'other-parent',
              side: 'against',
              listedWitness: false,
              quote: '',
              source: { field: 'opposingParty', document: null },
            },
          ],
          evidence: [],
          charges: [],
          priorRecord: { count: null, quote: '' },
          procedural: { detention: 'unknown', suppressionIssue: false, suppressionQuote: '' },
          familyFactors: [
            {
              key: 'domestic-violence-by-other',
              direction: 'for',
              value: null,
              summary: '[OPPOSING_PARTY] was found to have hit the client.',
              quote: '[OPPOSING_PARTY] was found to have hit me',
              source: { field: 'caseDescription', document: null },
            },
            {
              key: 'dna-test',
              direction: 'unknown',
              value: 99.9,
              summary: 'Paternity confirmed.',
              quote: 'A DNA test shows he is the father (99.9%).',
              source: { field: 'caseDescription', document: null },
            },
          ],
          understood: 0.9,
          flags: [],
        };
        return pieces(JSON.stringify(fam));
      },
    });
    const before = server.requests.length;
    const a = await engine().analyze(custody);
    expect(server.requests.length - before).toBe(1);
    expect(a.decisionMaker).toBe('judge');
    expect(a.bench).toBeDefined();
    expect(a.jurors).toEqual([]);
    expect(a.factsStatus).toBe('extracted');
    expect(a.provenance.reader).toEqual({ engine: 'openai', model: 'test-model', version: JURY_PROMPT_VERSION });
  });
});

describe('OpenAI engine: weighing', () => {
  it('reads, then weighs with the outcome model: provenance records the OpenAI reader and the offline model', async () => {
    server.enqueue(reading());
    const before = server.requests.length;
    const a = await engine().analyze(facts, { documents });
    expect(server.requests.length - before).toBe(1);
    expect(a.provenance.engine).toBe('offline');
    expect(a.provenance.reader).toEqual({ engine: 'openai', model: 'test-model', version: JURY_PROMPT_VERSION });
    expect(a.provenance.inputHash).toBe(inputHash(facts));
    expect(a.factsStatus).toBe('extracted');
    expect(a.decisionMaker).toBe('jury');
    expect(a.jurors).toHaveLength(12);
    expect(a.flags?.map((f) => f.code)).toContain('contradictory-statements');
  });

  it('weighs a confirmed sheet without asking the model at all', async () => {
    server.enqueue(reading());
    const read = await engine().read(facts, documents);
    const before = server.requests.length;
    const a = await engine().analyze(facts, { sheet: { ...read, status: 'confirmed' } });
    expect(server.requests.length - before).toBe(0);
    expect(a.factsStatus).toBe('confirmed');
    expect(a.provenance.engine).toBe('offline');
    expect(a.provenance.reader?.engine).toBe('openai');
    // The same confirmed facts give the same analysis.
    expect(await engine().analyze(facts, { sheet: { ...read, status: 'confirmed' } })).toEqual(a);
    expect(server.requests.length - before).toBe(0);
  });
});

describe('OpenAI engine: retries and failures', () => {
  it('retries a 500, then uses the answer', async () => {
    server.enqueue({ kind: 'status', status: 500 }, reading());
    const before = server.requests.length;
    const { facts: sheet } = await engine().read(facts, documents);
    expect(server.requests.length - before).toBe(2);
    expect(sheet.people.some((p) => p.name === 'Kyle Dempsey')).toBe(true);
  });

  it('retries a 429 after the Retry-After time, then succeeds', async () => {
    server.enqueue(
      {
        kind: 'status',
        status: 429,
        headers: { 'retry-after-ms': '30' },
        error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' },
      },
      reading(),
    );
    const before = server.requests.length;
    await engine().read(facts, documents);
    expect(server.requests.length - before).toBe(2);
  });

  it('retries an answer that is not JSON or does not fit the schema, then uses the good one', async () => {
    server.enqueue(
      { kind: 'stream', chunks: ['{"clientRole": "defen', 'dant"'] },
      reading((ph) => ({ ...answer(ph), evidence: [{ ...answer(ph).evidence[0]!, kind: 'rumour' }] })),
      reading((ph) => {
        const { flags: _missing, ...rest } = answer(ph);
        return rest;
      }),
      reading(),
    );
    const before = server.requests.length;
    const { facts: sheet } = await engine({ maxRetries: 3 }).read(facts, documents);
    expect(server.requests.length - before).toBe(4);
    expect(sheet.evidence).toHaveLength(2);
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
    const error = await failure(engine({ maxRetries: 1 }).read(facts, []));
    expect(server.requests.length - before).toBe(2);
    expect(error.code).toBe('AI_BAD_ANSWER');
    expect(error.message).toBe('The AI service returned an answer that could not be used. Please try again.');
  });

  it('does not retry a refused request (401)', async () => {
    server.enqueue({
      kind: 'status',
      status: 401,
      error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' },
    });
    const before = server.requests.length;
    const error = await failure(engine().read(facts, []));
    expect(server.requests.length - before).toBe(1);
    expect(error.code).toBe('AI_REJECTED');
  });

  it('retries a connection dropped mid-answer', async () => {
    server.enqueue({ kind: 'drop', chunks: ['{"clientRole":'] }, reading());
    const before = server.requests.length;
    await engine().read(facts, documents);
    expect(server.requests.length - before).toBe(2);
  });

  it('times out an answer that stalls, retrying before it gives up', async () => {
    server.enqueue({ kind: 'stall', chunks: ['{"clientRole":'] }, { kind: 'stall', chunks: [] });
    const before = server.requests.length;
    const error = await failure(engine({ timeoutMs: 150, maxRetries: 1 }).analyze(facts));
    expect(server.requests.length - before).toBe(2);
    expect(error.code).toBe('AI_TIMEOUT');
  });

  it('stops when the caller has aborted, without a request', async () => {
    const controller = new AbortController();
    controller.abort();
    const before = server.requests.length;
    expect((await failure(engine().analyze(facts, { signal: controller.signal }))).code).toBe('AI_ABORTED');
    expect((await failure(engine().read(facts, [], { signal: controller.signal }))).code).toBe('AI_ABORTED');
    expect(server.requests.length - before).toBe(0);
  });

  it('stops when the caller aborts mid-answer, without retrying', async () => {
    server.enqueue({ kind: 'stall', chunks: ['{"clientRole":'] });
    const controller = new AbortController();
    const before = server.requests.length;
    void server.received(before + 1).then(() => controller.abort()); // mid-answer: the request is in
    const error = await failure(engine({ timeoutMs: 5_000 }).read(facts, [], { signal: controller.signal }));
    expect(error.code).toBe('AI_ABORTED');
    expect(server.requests.length - before).toBe(1);
  });
});
