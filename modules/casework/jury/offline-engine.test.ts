// The offline engine end to end on the cases the issue names: the reader's sheet, the model's
// number, jury or bench, the text citing the case's words, provenance, and the bad inputs (a
// 20 000-character narrative, names only, Spanish, contradictions) — each a sheet with a flag,
// never a throw and never a confident number.
import { describe, expect, it } from 'vitest';
import { AiError } from '../../../infra/ai/types.js';
import { inputHash } from './canonical.js';
import { analyzeOffline, OfflineJuryEngine, OFFLINE_MODEL, OFFLINE_MODEL_VERSION } from './offline-engine.js';
import { JURY_LIMITS, FAMILY_LIMITS } from './limits.js';
import { JuryInputError, parseCaseFacts, type CaseFactsInput } from './types.js';
import { readFacts } from '../understanding/reader/index.js';

const assault: CaseFactsInput = {
  caseCategory: 'criminal',
  caseType: 'assault',
  caseTitle: 'Parking lot fight',
  caseDescription:
    'I was arrested after a fight in the parking lot of a bar in Houston. Kevin Marsh, the complainant, says I punched him without reason. ' +
    'Actually he swung at me first and I pushed him away; he fell and cut his head. Officer Laura Diaz arrested me at the scene. ' +
    'My friend Ana Ruiz saw the whole thing and told the officer that Kevin Marsh started it.',
  state: 'TX',
  city: 'Houston',
  clientName: 'Daniel Ortiz',
  keyWitnesses: ['Ana Ruiz', 'Kevin Marsh', 'Laura Diaz'],
  criminal: {
    chargeDetails: 'Assault causing bodily injury, Texas Penal Code 22.01(a)(1), Class A misdemeanor',
    priorConvictions: 'None',
    evidenceStrength: 'moderate',
    defenseStrategy: 'Self-defense: he attacked first.',
    bailStatus: 'Released on bond',
  },
};

const custody: CaseFactsInput = {
  caseCategory: 'family',
  caseType: 'child-custody',
  caseTitle: 'Custody of my daughter',
  caseDescription:
    'I am asking the court for sole custody of my daughter Mia, who is six. Her father was convicted of domestic violence against me last year ' +
    'and there is a protective order against him. I have been her primary caregiver since she was born.',
  state: 'OH',
  city: 'Columbus',
  clientName: 'Rachel Stone',
  keyWitnesses: [],
  opposingParty: 'Brian Stone',
  family: {
    relationshipStatus: 'separated',
    custodyPreference: 'sole',
    childrenInvolved: true,
    childrenDetails: 'Mia, 6',
    supportRequested: false,
  },
};

describe('the offline engine', () => {
  it('reads a criminal case: one charge, the complainant and the officer against the client, a friend for', () => {
    const { facts: sheet } = readFacts(parseCaseFacts(assault), []);
    expect(sheet.decisionMaker).toBe('jury');
    expect(sheet.clientRole).toBe('defendant');
    expect(sheet.charges).toHaveLength(1);
    const side = (name: string) => sheet.people.find((p) => p.name.includes(name))?.side;
    expect(side('Marsh')).toBe('against');
    expect(side('Diaz')).toBe('against');
    expect(side('Ruiz')).toBe('for');
  });

  it('seats twelve jurors whose reasons cite the case, and says how it was made', () => {
    const facts = parseCaseFacts(assault);
    const a = analyzeOffline(facts);
    expect(a.decisionMaker).toBe('jury');
    expect(a.jurors).toHaveLength(12);
    expect(new Set(a.jurors.map((j) => j.seat)).size).toBe(12);
    expect(a.jurors.some((j) => j.reason.includes('“'))).toBe(true);
    expect(a.interval!.low).toBeLessThanOrEqual(a.successProbability);
    expect(a.interval!.high).toBeGreaterThanOrEqual(a.successProbability);
    expect(a.contributions!.length).toBeGreaterThan(0);
    expect(a.provenance).toMatchObject({
      engine: 'offline',
      model: OFFLINE_MODEL,
      promptVersion: OFFLINE_MODEL_VERSION,
      seed: null,
      inputHash: inputHash(facts),
    });
    expect(a.provenance.reader?.engine).toBe('offline');
    expect(a.limits).toBe(JURY_LIMITS);
    expect(a.factsStatus).toBe('extracted');
    expect(a.summary).toMatch(/not reviewed/);
    expect(a.staff!.summary).not.toMatch(/\byou\b/i);
  });

  it('reads "his roommate confessed" as evidence for the client, never the client\'s admission', () => {
    const base: CaseFactsInput = {
      caseCategory: 'criminal',
      caseType: 'drug-offenses',
      caseTitle: 'Cocaine in the apartment',
      caseDescription:
        'Police searched the apartment I share with my roommate Jake Toller and found cocaine in the kitchen drawer. I was charged with possession.',
      state: 'FL',
      city: 'Tampa',
      keyWitnesses: [],
      criminal: { chargeDetails: 'Possession of cocaine', evidenceStrength: 'moderate', defenseStrategy: 'The drugs were not mine.' },
    };
    const confessed = {
      ...base,
      caseDescription: `${base.caseDescription} Jake Toller later confessed to my lawyer that the cocaine was his.`,
    };
    const sheet = readFacts(parseCaseFacts(confessed), []).facts;
    const confession = sheet.evidence.find((e) => e.kind === 'confession' || e.kind === 'admission');
    expect(confession?.direction).toBe('for');
    expect(confession?.whose).not.toBe('client');
    expect(analyzeOffline(parseCaseFacts(confessed)).successProbability).toBeGreaterThan(
      analyzeOffline(parseCaseFacts(base)).successProbability,
    );
  });

  it('flags a rating that the narrative contradicts, and does not believe it', () => {
    const burglary: CaseFactsInput = {
      caseCategory: 'criminal',
      caseType: 'burglary',
      caseTitle: 'Warehouse break-in',
      caseDescription:
        'I am charged with breaking into a warehouse. The security camera recorded the break-in on video, my fingerprints were found on the window, ' +
        'and I confessed to the detective during a recorded interview.',
      state: 'PA',
      city: 'Pittsburgh',
      keyWitnesses: [],
      criminal: { chargeDetails: 'Burglary', evidenceStrength: 'very-weak', defenseStrategy: 'Reasonable doubt.' },
    };
    const read = readFacts(parseCaseFacts(burglary), []);
    expect(read.flags.map((f) => f.code)).toContain('rating-contradiction');
    const a = analyzeOffline(parseCaseFacts(burglary));
    expect(a.successProbability).toBeLessThan(15);
    expect(a.confidenceLevel).not.toBe('high');
    expect(a.weaknesses.join(' ')).toMatch(/rated|rating/i);
  });

  it("sends a custody matter to a judge: no jurors anywhere, the state's law named", () => {
    const a = analyzeOffline(parseCaseFacts(custody));
    expect(a.decisionMaker).toBe('judge');
    expect(a.jurors).toHaveLength(0);
    expect(a.bench?.law).toMatch(/Ohio/);
    expect(a.limits).toBe(FAMILY_LIMITS);
    const text = [a.summary, ...a.strengths, ...a.weaknesses, a.recommendations, ...a.bench!.reasons].join(' ');
    expect(text).not.toMatch(/\bjur(y|or|ors)\b|panelist/i);
    // A victim of proven domestic violence who has raised the child asks for sole custody: the facts favour her.
    expect(a.successProbability).toBeGreaterThan(50);
  });

  it('gives every bad input a sheet and a flag, never a throw, never a confident number', () => {
    const long = { ...assault, caseDescription: `${assault.caseDescription} `.repeat(60).slice(0, 19_990) };
    const names = { ...assault, caseDescription: 'Kevin Marsh, Laura Diaz, Ana Ruiz, Daniel Ortiz, Peter Wells, Maria Lopez.' };
    const spanish = {
      ...assault,
      caseDescription:
        'Me arrestaron después de una pelea en el estacionamiento de un bar. El otro hombre me golpeó primero y yo solo me defendí. La policía llegó y me llevó a la cárcel.',
    };
    const contradictory = {
      ...assault,
      caseDescription: `${assault.caseDescription} I confessed to the officer. I never confessed to anything.`,
    };
    for (const [input, flag] of [
      [long, undefined],
      [names, 'names-only'],
      [spanish, 'not-english'],
      [contradictory, 'contradictory-statements'],
    ] as const) {
      const facts = parseCaseFacts(input);
      const started = performance.now();
      const read = readFacts(facts, []);
      expect(performance.now() - started).toBeLessThan(2_000);
      if (flag) expect(read.flags.map((f) => f.code)).toContain(flag);
      const a = analyzeOffline(facts);
      if (flag) expect(a.confidenceLevel).not.toBe('high');
      expect(a.successProbability).toBeGreaterThan(0);
      expect(a.successProbability).toBeLessThan(100);
    }
  });

  it('refuses facts that do not parse, naming the fields', () => {
    expect(() => analyzeOffline({ ...parseCaseFacts(assault), state: 'XX' } as never)).toThrow(JuryInputError);
  });

  it('answers through the engine port, weighs a confirmed sheet as given, and honours an aborted signal', async () => {
    const engine = new OfflineJuryEngine();
    const facts = parseCaseFacts(assault);
    const read = await engine.read(facts, []);
    const confirmed = {
      ...read.facts,
      people: read.facts.people.map((p) => (p.name.includes('Ruiz') ? { ...p, side: 'against' as const } : p)),
    };
    const asRead = await engine.analyze(facts, { sheet: { ...read, status: 'confirmed' } });
    const corrected = await engine.analyze(facts, { sheet: { facts: confirmed, flags: read.flags, status: 'confirmed' } });
    expect(asRead.factsStatus).toBe('confirmed');
    expect(corrected.successProbability).toBeLessThanOrEqual(asRead.successProbability);
    const controller = new AbortController();
    controller.abort();
    await expect(engine.analyze(facts, { signal: controller.signal })).rejects.toBeInstanceOf(AiError);
  });
});
