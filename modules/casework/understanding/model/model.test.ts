// The outcome model's invariants (issue 25 §3), as properties over random fact sheets: never 0 or
// 100; evidence or a witness against never raises the number, for never lowers it; names and
// wording never move it; the same facts from the other side give the complementary number; the
// same facts always give the same analysis, which parses with the result schema.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyFacts } from '../../../../test/support/jury-arbitraries.js';
import { parseCaseFacts, type CaseFacts } from '../../jury/types.js';
import {
  EVIDENCE_KINDS,
  FACT_SHEET_VERSION,
  FAMILY_FACTOR_KEYS,
  PERSON_ROLES,
  type EvidenceItem,
  type FactSheet,
  type Person,
} from '../fact-sheet.js';
import { assessmentOf } from './analysis.js';
import { analyzeCase } from './analyze.js';
import { assess } from './assess.js';
import { sigmoid } from './outcome.js';
import { BASE_RATES, baseRateFor } from './reference.js';
import { INTERVAL_SCALE } from './weights.js';
import { predict } from '../../prediction-model.js';

const FAMILY_TYPES = [
  'child-custody',
  'restraining-orders',
  'paternity',
  'divorce',
  'spousal-support-alimony',
  'visitation-rights',
  'child-support',
  'adoption',
];
const CRIMINAL_TYPES = ['assault', 'burglary', 'drug-offenses', 'fraud', 'homicide', 'sexual-assault', 'dui', 'theft'];

const name = fc.constantFrom('Ana Ruiz', 'Tom Baker', 'Li Wei', 'Sam Okafor', 'Officer Diaz', 'Marta Nowak', 'Dev Patel');
const evidence: fc.Arbitrary<EvidenceItem> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }).map((s) => `e${s}`),
  kind: fc.constantFrom(...EVIDENCE_KINDS),
  direction: fc.constantFrom('for' as const, 'against' as const, 'unknown' as const),
  whose: fc.constantFrom('client', 'other', 'unknown'),
  summary: fc.string({ maxLength: 40 }),
  quote: fc.string({ maxLength: 80 }),
  source: fc.constant({ field: 'caseDescription' as const }),
});
const person: fc.Arbitrary<Person> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }).map((s) => `p${s}`),
  name,
  role: fc.constantFrom(...PERSON_ROLES.filter((r) => r !== 'client')),
  side: fc.constantFrom('for' as const, 'against' as const, 'neutral' as const, 'unknown' as const),
  listedWitness: fc.boolean(),
  quote: fc.string({ maxLength: 80 }),
  source: fc.constant({ field: 'caseDescription' as const }),
});
const familyFactor = fc.record({
  key: fc.constantFrom(...FAMILY_FACTOR_KEYS),
  direction: fc.constantFrom('for' as const, 'against' as const, 'unknown' as const),
  value: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: undefined }),
  summary: fc.string({ maxLength: 40 }),
  quote: fc.string({ maxLength: 60 }),
  source: fc.constant({ field: 'caseDescription' as const }),
});

const sheetOf = (category: 'criminal' | 'family') =>
  fc.record({
    version: fc.constant(FACT_SHEET_VERSION),
    decisionMaker: fc.constant(category === 'criminal' ? ('jury' as const) : ('judge' as const)),
    clientRole:
      category === 'criminal'
        ? fc.constant('defendant' as const)
        : fc.constantFrom('petitioner' as const, 'respondent' as const, 'unknown' as const),
    people: fc.uniqueArray(person, { maxLength: 6, selector: (p) => p.id }),
    evidence: fc.uniqueArray(evidence, { maxLength: 8, selector: (e) => e.id }),
    charges:
      category === 'criminal'
        ? fc.array(fc.record({ text: fc.constant('Theft'), level: fc.constant('felony' as const) }), { maxLength: 4 })
        : fc.constant([]),
    priorRecord: fc.record({ count: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }), quote: fc.constant('') }),
    procedural: fc.record({
      detention: fc.constantFrom('released' as const, 'detained' as const, 'unknown' as const),
      suppressionIssue: fc.boolean(),
      suppressionQuote: fc.constant(''),
    }),
    familyFactors: category === 'family' ? fc.uniqueArray(familyFactor, { maxLength: 6, selector: (f) => f.key }) : fc.constant([]),
    understood: fc.double({ min: 0, max: 1, noNaN: true }),
    reader: fc.constant({ engine: 'offline' as const, model: 'test', version: 't' }),
  }) satisfies fc.Arbitrary<FactSheet>;

const matter = fc.oneof(
  fc.record({
    category: fc.constant('criminal' as const),
    caseType: fc.constantFrom(...CRIMINAL_TYPES),
    sheet: sheetOf('criminal'),
    rating: fc.constantFrom('very-strong' as const, 'strong' as const, 'moderate' as const, 'weak' as const, 'very-weak' as const),
  }),
  fc.record({
    category: fc.constant('family' as const),
    caseType: fc.constantFrom(...FAMILY_TYPES),
    sheet: sheetOf('family'),
    rating: fc.constant(undefined),
  }),
);

const chanceOf = (m: {
  category: 'criminal' | 'family';
  caseType: string;
  sheet: FactSheet;
  rating: 'very-strong' | 'strong' | 'moderate' | 'weak' | 'very-weak' | undefined;
}) => assess({ category: m.category, caseType: m.caseType, state: 'OH', rating: m.rating, sheet: m.sheet, flags: [] });

describe('the outcome model', () => {
  it('never says 0 % or 100 %, and the interval holds the number', () => {
    fc.assert(
      fc.property(matter, (m) => {
        const a = chanceOf(m);
        expect(a.successProbability).toBeGreaterThanOrEqual(2);
        expect(a.successProbability).toBeLessThanOrEqual(98);
        expect(a.interval.low).toBeLessThanOrEqual(a.successProbability);
        expect(a.interval.high).toBeGreaterThanOrEqual(a.successProbability);
      }),
      { numRuns: 300 },
    );
  });

  it('widens the interval by the fitted INTERVAL_SCALE around the same number, and a wider scale never narrows it', () => {
    fc.assert(
      fc.property(matter, (m) => {
        const input = { category: m.category, caseType: m.caseType, state: 'OH', rating: m.rating, sheet: m.sheet, flags: [] };
        const shown = assess(input);
        const fitted = assess({ ...input, calibration: { intervalScale: INTERVAL_SCALE } });
        const narrow = assess({ ...input, calibration: { intervalScale: 1 } });
        const wide = assess({ ...input, calibration: { intervalScale: 2 } });
        expect(shown.interval).toEqual(fitted.interval);
        expect(narrow.successProbability).toBe(shown.successProbability);
        expect(wide.interval.low).toBeLessThanOrEqual(narrow.interval.low);
        expect(wide.interval.high).toBeGreaterThanOrEqual(narrow.interval.high);
        expect(shown.sd).toBeCloseTo(narrow.sd * INTERVAL_SCALE, 12);
      }),
      { numRuns: 200 },
    );
  });

  it('moves a paternity action by the full weight of a DNA inclusion of 99 % or more, or of an exclusion, whatever else it holds', () => {
    fc.assert(
      fc.property(sheetOf('family'), fc.constantFrom(0, 0.5, 99, 99.98), (drawn, value) => {
        const sheet: FactSheet = {
          ...drawn,
          clientRole: 'petitioner',
          familyFactors: drawn.familyFactors.filter((f) => f.key !== 'dna-test'),
        };
        const direction = value >= 99 ? ('for' as const) : ('against' as const);
        const dna = {
          key: 'dna-test' as const,
          direction,
          value,
          summary: 'DNA test',
          quote: '',
          source: { field: 'caseDescription' as const },
        };
        const input = { category: 'family' as const, caseType: 'paternity', state: 'GA', flags: [] };
        const without = assess({ ...input, sheet });
        const withTest = assess({ ...input, sheet: { ...sheet, familyFactors: [...sheet.familyFactors, dna] } });
        expect(withTest.logit - without.logit).toBeCloseTo(direction === 'for' ? 3.2 : -3.2, 9);
      }),
      { numRuns: 200 },
    );
  });

  it('adding evidence against the client never raises the number; for the client never lowers it', () => {
    fc.assert(
      fc.property(matter, evidence, (m, e) => {
        const before = chanceOf(m).chance;
        const against = chanceOf({
          ...m,
          sheet: { ...m.sheet, evidence: [...m.sheet.evidence, { ...e, id: 'new', direction: 'against' }] },
        }).chance;
        const forClient = chanceOf({
          ...m,
          sheet: { ...m.sheet, evidence: [...m.sheet.evidence, { ...e, id: 'new', direction: 'for' }] },
        }).chance;
        expect(against).toBeLessThanOrEqual(before + 1e-12);
        expect(forClient).toBeGreaterThanOrEqual(before - 1e-12);
      }),
      { numRuns: 300 },
    );
  });

  it('adding a witness for the client never lowers the number; against never raises it', () => {
    fc.assert(
      fc.property(matter, person, (m, p) => {
        const before = chanceOf(m).chance;
        const withFor = chanceOf({
          ...m,
          sheet: { ...m.sheet, people: [...m.sheet.people, { ...p, id: 'new', role: 'eyewitness', side: 'for' }] },
        }).chance;
        const withAgainst = chanceOf({
          ...m,
          sheet: { ...m.sheet, people: [...m.sheet.people, { ...p, id: 'new', role: 'eyewitness', side: 'against' }] },
        }).chance;
        expect(withFor).toBeGreaterThanOrEqual(before - 1e-12);
        expect(withAgainst).toBeLessThanOrEqual(before + 1e-12);
      }),
      { numRuns: 300 },
    );
  });

  it("adding a witness's own account on their side never moves the number against that side", () => {
    // A complainant's testimony against weighs less than a complainant named against: the witness
    // keeps their weight and their account adds only what it weighs beyond it (outcome-7).
    fc.assert(
      fc.property(matter, person, evidence, fc.constantFrom('for' as const, 'against' as const), (m, p, e, side) => {
        const witness = { ...p, id: 'witness', role: 'complainant' as const, side };
        const named = { ...m, sheet: { ...m.sheet, people: [...m.sheet.people, witness] } };
        const before = chanceOf(named).chance;
        const account = { ...e, id: 'account', whose: 'witness', direction: side };
        const after = chanceOf({ ...named, sheet: { ...named.sheet, evidence: [...named.sheet.evidence, account] } }).chance;
        if (side === 'against') expect(after).toBeLessThanOrEqual(before + 1e-12);
        else expect(after).toBeGreaterThanOrEqual(before - 1e-12);
      }),
      { numRuns: 300 },
    );
  });

  it('shows a witness and their own account as one line, with both weights', () => {
    fc.assert(
      fc.property(matter, person, evidence, fc.constantFrom('for' as const, 'against' as const), (m, p, e, side) => {
        const witness = { ...p, id: 'witness', role: 'complainant' as const, side };
        const account = { ...e, id: 'account', whose: 'witness', direction: side };
        const a = chanceOf({
          ...m,
          sheet: { ...m.sheet, people: [...m.sheet.people, witness], evidence: [...m.sheet.evidence, account] },
        });
        const keys = a.pulls.map((x) => x.key);
        // Not both: the person's line is their account (a family item told with a factor is the factor's, and the witness stays).
        expect(keys.includes('witness.witness') && keys.includes('evidence.account')).toBe(false);
        expect(keys.includes('witness.witness') || keys.includes('evidence.account')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('names and wording never move the number', () => {
    fc.assert(
      fc.property(matter, fc.string({ maxLength: 12 }), (m, other) => {
        const renamed: FactSheet = {
          ...m.sheet,
          people: m.sheet.people.map((p, i) => ({ ...p, name: `${other || 'X'} ${i}`, quote: `${other} said something` })),
          evidence: m.sheet.evidence.map((e) => ({ ...e, summary: `${other} ${e.kind}`, quote: other })),
        };
        expect(chanceOf({ ...m, sheet: renamed }).successProbability).toBe(chanceOf(m).successProbability);
      }),
      { numRuns: 200 },
    );
  });

  it('the same family facts seen from the other side give the complementary number', () => {
    const flip = <T extends 'for' | 'against' | 'unknown' | 'neutral'>(d: T): T =>
      (d === 'for' ? 'against' : d === 'against' ? 'for' : d) as T;
    fc.assert(
      fc.property(fc.constantFrom(...FAMILY_TYPES), sheetOf('family'), (caseType, sheet) => {
        const petitioner: FactSheet = { ...sheet, clientRole: 'petitioner' };
        const respondent: FactSheet = {
          ...sheet,
          clientRole: 'respondent',
          people: sheet.people.map((p) => ({ ...p, side: flip(p.side) })),
          evidence: sheet.evidence.map((e) => ({ ...e, direction: flip(e.direction) })),
          familyFactors: sheet.familyFactors.map((f) => ({ ...f, direction: flip(f.direction) })),
        };
        const a = assess({ category: 'family', caseType, state: 'TX', sheet: petitioner, flags: [] });
        const b = assess({ category: 'family', caseType, state: 'TX', sheet: respondent, flags: [] });
        expect(a.chance + b.chance).toBeCloseTo(1, 9);
        expect(Math.abs(a.successProbability + b.successProbability - 100)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('starts from a cited base rate for every case type, never 0 or 1', () => {
    for (const b of BASE_RATES) {
      expect(b.favourable).toBeGreaterThan(0);
      expect(b.favourable).toBeLessThan(1);
      expect(b.source.length).toBeGreaterThan(20);
    }
    expect(baseRateFor('criminal', 'assault', 'TX').favourable).toBeLessThan(0.5);
    const a = assess({ category: 'criminal', caseType: 'theft', state: 'TX', sheet: fc.sample(sheetOf('criminal'), 1)[0]!, flags: [] });
    expect(sigmoid(a.logit)).toBeCloseTo(a.chance, 12);
  });
});

describe('one number everywhere', () => {
  const RATINGS = ['very-strong', 'strong', 'moderate', 'weak', 'very-weak'] as const;
  it("Outcome Prediction shows the analysis's number unchanged, and its what-if on the rating agrees with re-running the analysis (±1 point)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CRIMINAL_TYPES),
        sheetOf('criminal'),
        fc.constantFrom(...RATINGS),
        fc.constantFrom(...RATINGS),
        (caseType, sheet, r1, r2) => {
          const run = (rating: (typeof RATINGS)[number]) =>
            assess({ category: 'criminal', caseType, state: 'GA', rating, sheet, flags: [] });
          const a = run(r1);
          const inputs = {
            caseCategory: 'criminal' as const,
            caseType,
            successProbability: a.successProbability,
            successChance: a.chance,
            hungShare: a.hung,
            confidenceLevel: 'medium' as const,
            evidenceStrength: r1,
            witnesses: 0,
            priorRecord: 'unknown' as const,
          };
          expect(predict(inputs).successProbability).toBe(a.successProbability);
          const b = run(r2);
          if (b.successProbability > 2 && b.successProbability < 98 && a.successProbability > 2 && a.successProbability < 98) {
            expect(Math.abs(predict(inputs, { evidenceStrength: r2 }).successProbability - b.successProbability)).toBeLessThanOrEqual(1);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the analysis', () => {
  const factsFor = (raw: unknown): CaseFacts => parseCaseFacts(raw);

  it('is deterministic and parses for any facts and sheet; a family matter has a bench and no jurors', () => {
    fc.assert(
      fc.property(anyFacts, sheetOf('criminal'), sheetOf('family'), (raw, criminalSheet, familySheet) => {
        const facts = factsFor(raw);
        const sheet = facts.caseCategory === 'criminal' ? criminalSheet : familySheet;
        const one = analyzeCase({ facts, sheet, flags: [], factsStatus: 'extracted', inputHash: '0'.repeat(64) });
        const two = analyzeCase({ facts, sheet, flags: [], factsStatus: 'extracted', inputHash: '0'.repeat(64) });
        expect(two).toEqual(one);
        expect(one.successProbability).toBe(assessmentOf(facts, sheet, []).successProbability);
        if (facts.caseCategory === 'family') {
          expect(one.decisionMaker).toBe('judge');
          expect(one.jurors).toHaveLength(0);
          expect(one.bench).toBeDefined();
          expect(`${one.summary} ${one.recommendations} ${one.bench!.reasons.join(' ')}`).not.toMatch(/\bjur(y|or|ors)\b|panelist/i);
        } else {
          expect(one.decisionMaker).toBe('jury');
          expect(one.jurors).toHaveLength(12);
        }
        expect(one.staff!.summary).not.toMatch(/\byou\b/i);
      }),
      { numRuns: 100 },
    );
  });
});
