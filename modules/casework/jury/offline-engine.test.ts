// The offline jury engine on worked cases: the factors it finds in the facts, the text it writes
// from them, the panel, the provenance, and its refusals of facts that do not parse.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AiError } from '../../../infra/ai/types.js';
import { canonicalJson, inputHash, simulationSeed } from './canonical.js';
import { analyzeOffline, OfflineJuryEngine, OFFLINE_MODEL, OFFLINE_MODEL_VERSION } from './offline-engine.js';
import { JURY_LIMITS, FAMILY_LIMITS } from './limits.js';
import { JuryInputError, parseCaseFacts, type CaseFactsInput } from './types.js';

const criminal: CaseFactsInput = {
  caseCategory: 'criminal',
  caseType: 'assault',
  caseTitle: 'Bar fight charge',
  caseDescription:
    'On a Friday night my client was outside a bar when another patron swung at him. He pushed the man away; the man fell and needed stitches. ' +
    'Police arrested my client at the scene. The other man gave inconsistent statements to the officers about who started it.',
  state: 'tx',
  city: 'Houston',
  hearingDate: '2026-03-14',
  keyWitnesses: [' Jane Roe ', '', 'Bob Smith'],
  criminal: {
    chargeDetails: 'Aggravated assault',
    priorConvictions: 'None',
    evidenceStrength: 'moderate',
    defenseStrategy: 'Self-defense: the other man attacked first, and two witnesses confirm it.',
    bailStatus: 'Released on bail',
  },
};

const family: CaseFactsInput = {
  caseCategory: 'family',
  caseType: 'Child Custody',
  caseTitle: 'Custody of our son',
  caseDescription: 'We separated last year. Our son lives with me during the week and sees his father on weekends. I want to keep it that way.',
  state: 'TX',
  city: 'Austin',
  keyWitnesses: [],
  family: { relationshipStatus: 'separated', custodyPreference: 'sole', childrenInvolved: true, supportRequested: true },
};

const keys = (a: ReturnType<typeof analyzeOffline>) => a.factors.map((f) => f.key);

describe('offline jury engine', () => {
  it('weighs the factors present in a criminal case and writes them in plain words', () => {
    const a = analyzeOffline(parseCaseFacts(criminal));
    expect(keys(a)).toEqual(
      expect.arrayContaining(['evidence.moderate', 'type.assault', 'witnesses.two', 'record.none', 'strategy.self-defense', 'detention.released', 'cue.injury', 'cue.caught', 'cue.inconsistent', 'venue.unanimity']),
    );
    expect(keys(a)).not.toContain('cue.weapon');
    expect(a.strengths.join(' ')).toMatch(/You list 2 witnesses/);
    expect(a.strengths.join(' ')).toMatch(/no prior convictions/);
    expect(a.weaknesses.join(' ')).toMatch(/injuries \(“the man fell and needed stitches”\)/);
    expect(a.recommendations).toMatch(/^1\. /);
    expect(a.recommendations).toContain('Your next hearing is on 2026-03-14');
    expect(a.recommendations).toMatch(/licensed criminal defense attorney in Texas/);
    expect(a.limits).toBe(JURY_LIMITS);
    expect(a.summary).toMatch(/^Across 1,000 simulated deliberations of a twelve-person jury hearing this Assault case in Houston, Texas/);
  });

  it('seats twelve jurors with stated profiles, leanings, votes and reasons', () => {
    const a = analyzeOffline(parseCaseFacts(criminal));
    expect(a.jurors).toHaveLength(12);
    expect(new Set(a.jurors.map((j) => j.profile.occupation)).size).toBe(12);
    for (const j of a.jurors) {
      expect(j.profile.ageBand).toMatch(/^\d{2}–\d{2}$/);
      expect(j.leanings.length).toBeGreaterThan(10);
      expect(j.voteLabel).toBe(j.vote === 'favourable' ? 'Not guilty' : 'Guilty');
      expect(j.reason.startsWith(`${j.voteLabel}:`)).toBe(true);
      expect(j.confidence).toBeGreaterThanOrEqual(0);
      expect(j.confidence).toBeLessThanOrEqual(100);
    }
  });

  it('records how it was made: engine, model, version, seed and the hash of the canonical input', () => {
    const facts = parseCaseFacts(criminal);
    const a = analyzeOffline(facts);
    expect(a.provenance).toEqual({
      engine: 'offline',
      model: OFFLINE_MODEL,
      promptVersion: OFFLINE_MODEL_VERSION,
      seed: simulationSeed(facts),
      inputHash: createHash('sha256').update(canonicalJson(facts)).digest('hex'),
    });
    // Trimmed names, dropped empties, the state upper-cased: the same case however it was typed.
    expect(facts.keyWitnesses).toEqual(['Jane Roe', 'Bob Smith']);
    expect(inputHash(parseCaseFacts({ ...criminal, state: 'TX', keyWitnesses: ['Jane Roe', 'Bob Smith'] }))).toBe(a.provenance.inputHash);
  });

  it('keeps the seed when only the evidence rating changes (same panel, same draws), but not the input hash', () => {
    const strong = parseCaseFacts({ ...criminal, criminal: { ...criminal.criminal!, evidenceStrength: 'strong' } });
    const weak = parseCaseFacts({ ...criminal, criminal: { ...criminal.criminal!, evidenceStrength: 'weak' } });
    expect(simulationSeed(strong)).toBe(simulationSeed(weak));
    expect(inputHash(strong)).not.toBe(inputHash(weak));
    const a = analyzeOffline(strong);
    const b = analyzeOffline(weak);
    expect(a.jurors.map((j) => j.profile)).toEqual(b.jurors.map((j) => j.profile));
    expect(b.successProbability).toBeGreaterThan(a.successProbability);
    expect(simulationSeed(parseCaseFacts({ ...criminal, city: 'Dallas' }))).not.toBe(simulationSeed(strong));
  });

  it('reads negations: "did not confess" is no admission, "no weapon" no weapon, "nobody was hurt" no injury', () => {
    const a = analyzeOffline(
      parseCaseFacts({
        ...criminal,
        caseDescription: 'My client did not confess to anything. There was no weapon involved. Nobody was hurt, and he cooperated with the officers.',
      }),
    );
    expect(keys(a)).not.toContain('cue.admission');
    expect(keys(a)).not.toContain('cue.weapon');
    expect(keys(a)).not.toContain('cue.injury');
    expect(keys(a)).toEqual(expect.arrayContaining(['cue.no-injury', 'cue.cooperation']));
  });

  it('counts prior convictions and charges, and caps the record\'s weight', () => {
    const a = analyzeOffline(
      parseCaseFacts({
        ...criminal,
        criminal: { ...criminal.criminal!, priorConvictions: 'Burglary 2012; assault 2016; theft 2019; DUI 2021; fraud 2022', chargeDetails: 'Assault, battery and resisting arrest' },
      }),
    );
    const record = a.factors.find((f) => f.key.startsWith('record.'))!;
    expect(record.label).toBe('5 prior convictions');
    expect(record.weight).toBe(0.9);
    expect(a.factors.find((f) => f.key === 'charges.three-plus')?.label).toBe('3 charges');
  });

  it('weighs family factors: custody sought, children and support undescribed, a Texas jury, the case type from its label', () => {
    const a = analyzeOffline(parseCaseFacts(family));
    expect(keys(a)).toEqual(expect.arrayContaining(['type.child-custody', 'custody.sole', 'children.no-details', 'support.undocumented', 'witnesses.none', 'venue.family-jury']));
    expect(a.weaknesses.join(' ')).toMatch(/sole custody/);
    expect(a.recommendations).toMatch(/Describe each child/);
    expect(a.recommendations).toMatch(/licensed family law attorney in Texas/);
    expect(a.jurors.every((j) => j.voteLabel === (j.vote === 'favourable' ? 'For the client' : 'Against the client'))).toBe(true);
    expect(a.distribution.outcomeLabels.hung).toBe('Split panel');
    expect(a.limits).toBe(`${JURY_LIMITS} ${FAMILY_LIMITS}`);
  });

  it('knows community-property states for a divorce, and a marriage the case needs', () => {
    const a = analyzeOffline(
      parseCaseFacts({ ...family, caseType: 'divorce', state: 'CA', city: 'Fresno', family: { ...family.family!, relationshipStatus: 'never-married', childrenInvolved: false, supportRequested: false, custodyPreference: undefined } }),
    );
    expect(keys(a)).toEqual(expect.arrayContaining(['venue.community-property', 'venue.bench', 'relationship.not-married', 'assets.missing']));
  });

  it('refuses facts that do not parse, naming the fields', () => {
    expect(() => parseCaseFacts({ ...criminal, state: 'ZZ' })).toThrow(JuryInputError);
    expect(() => parseCaseFacts({ ...criminal, caseType: 'divorce' })).toThrow(/caseType is not a criminal case type/);
    expect(() => parseCaseFacts({ ...criminal, criminal: undefined })).toThrow(/criminal is required for a criminal case/);
    expect(() => parseCaseFacts({ ...family, criminal: criminal.criminal })).toThrow(/criminal must be left out of a family case/);
  });

  it('answers through the engine port, and honours an aborted signal', async () => {
    const engine = new OfflineJuryEngine();
    expect(engine.kind).toBe('offline');
    expect(await engine.analyze(parseCaseFacts(criminal))).toEqual(analyzeOffline(parseCaseFacts(criminal)));
    const controller = new AbortController();
    controller.abort();
    await expect(engine.analyze(parseCaseFacts(criminal), { signal: controller.signal })).rejects.toSatisfy((e) => e instanceof AiError && e.code === 'AI_ABORTED');
  });
});
