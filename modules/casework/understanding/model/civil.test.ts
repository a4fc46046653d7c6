// Civil cases (issue 32): the court tables and their lookups, and the civil model's invariants as
// properties over random fact sheets — never 0 or 100; evidence or a witness against never raises
// the number, for never lowers it; names never move it; the plaintiff's and the defendant's numbers
// on the same facts add up to 100; the analysis is deterministic, parses, and shows a bench for
// small claims and landlord–tenant matters and a jury of the state's size otherwise.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { predict } from '../../prediction-model.js';
import { referenceFor } from '../../prediction-reference.js';
import { marketFilterSchema } from '../../prediction-contract.js';
import { civilFacts } from '../../../../test/support/jury-arbitraries.js';
import { CIVIL_CASE_TYPES, parseCaseFacts, US_STATES, type CaseFacts } from '../../jury/types.js';
import { EVIDENCE_KINDS, FACT_SHEET_VERSION, PERSON_ROLES, type EvidenceItem, type FactSheet, type Person } from '../fact-sheet.js';
import { readFacts } from '../reader/index.js';
import { assessmentOf } from './analysis.js';
import { analyzeCase } from './analyze.js';
import { civilCourtOf } from './civil-court.js';
import {
  CIVIL_BASE_RATES,
  CIVIL_JURY_SIZES,
  CIVIL_TYPE_BASE,
  civilBaseRateFor,
  civilJuryOf,
  SMALL_CLAIMS_LIMITS,
  SMALL_CLAIMS_SOURCES,
  smallClaimsLimitOf,
} from './civil-reference.js';

describe('the civil court tables', () => {
  it('hold a small-claims limit for each of the 50 states and DC, each from a named source', () => {
    const states = [...US_STATES.keys(), 'DC'].sort();
    expect(Object.keys(SMALL_CLAIMS_LIMITS).sort()).toEqual(states);
    for (const [state, row] of Object.entries(SMALL_CLAIMS_LIMITS)) {
      expect(row.limit, state).toBeGreaterThanOrEqual(2_500);
      expect(row.limit, state).toBeLessThanOrEqual(25_000);
      expect(SMALL_CLAIMS_SOURCES[row.source].url, state).toMatch(/^https:\/\//);
    }
    expect(smallClaimsLimitOf('tx').limit).toBe(20_000);
    expect(smallClaimsLimitOf('KY').limit).toBe(2_500);
    expect(() => smallClaimsLimitOf('XX')).toThrow(RangeError);
  });

  it('give a civil jury of four to twelve, twelve (labelled not found) where no size was found', () => {
    const places = new Set([...US_STATES.keys(), 'DC']);
    for (const [state, row] of Object.entries(CIVIL_JURY_SIZES)) {
      expect(places.has(state), state).toBe(true);
      expect(row.size, state).toBeGreaterThanOrEqual(6);
      expect(row.size, state).toBeLessThanOrEqual(12);
      expect(row.source?.title.trim().length, state).toBeGreaterThan(0);
      expect(row.source?.url, state).toMatch(/^https?:\/\/\S+$/);
      if (row.under) {
        expect(row.under.size, state).toBeGreaterThanOrEqual(4);
        expect(row.under.size, state).toBeLessThan(row.size);
        expect(row.under.amount, state).toBeGreaterThan(0);
      }
    }
    expect(civilJuryOf('FL', 50_000)).toMatchObject({ size: 6, found: true });
    expect(civilJuryOf('OH', 50_000)).toMatchObject({ size: 8, found: true });
    expect(civilJuryOf('UT', 15_000)).toMatchObject({ size: 4, found: true });
    expect(civilJuryOf('UT', 50_000)).toMatchObject({ size: 8, found: true });
    expect(civilJuryOf('VA', 30_000)).toMatchObject({ size: 5, found: true });
    expect(civilJuryOf('VA', 80_000)).toMatchObject({ size: 7, found: true });
    expect(civilJuryOf('MN', 50_000)).toEqual({ size: 12, found: false, source: null });
  });

  it('send small claims and landlord–tenant matters to a judge, larger claims to a jury', () => {
    expect(civilCourtOf('contract-dispute', 'TX', 20_000)).toMatchObject({ decisionMaker: 'judge', smallClaims: true, jurySize: null });
    expect(civilCourtOf('contract-dispute', 'TX', 20_000.01)).toMatchObject({ decisionMaker: 'jury', smallClaims: false, jurySize: 12 });
    expect(civilCourtOf('landlord-tenant-eviction', 'CA', 90_000)).toMatchObject({ decisionMaker: 'judge', smallClaims: false });
    expect(civilCourtOf('personal-injury-vehicle-accident', 'FL', 40_000)).toMatchObject({ decisionMaker: 'jury', jurySize: 6 });
    const waived = civilCourtOf('small-claims', 'KY', 4_000, 'Kentucky');
    expect(waived).toMatchObject({ decisionMaker: 'judge', smallClaims: true, waivesExcess: true, smallClaimsLimit: 2_500 });
    expect(waived.words).toMatch(/\$2,500.*excess/);
    expect(civilCourtOf('defamation', 'MN', 80_000).words).toMatch(/not found/);
    expect(civilCourtOf('defamation', 'OH', 80_000)).toMatchObject({ decisionMaker: 'jury', jurySize: 8, jurySizeFound: true });
    expect(civilCourtOf('personal-injury-vehicle-accident', 'VA', 30_000)).toMatchObject({ jurySize: 5, jurySizeFound: true });
  });

  it('map every civil case type to a cited base rate (never 0 or 1)', () => {
    for (const t of CIVIL_CASE_TYPES) {
      expect(CIVIL_TYPE_BASE[t.value], t.value).toBeDefined();
      const b = civilBaseRateFor(t.value);
      expect(b.favourable).toBeGreaterThan(0);
      expect(b.favourable).toBeLessThan(1);
      expect(b.source).toMatch(/Bureau of Justice Statistics/);
    }
    expect(CIVIL_BASE_RATES.find((b) => b.key === 'civil.all')).toMatchObject({ favourable: 0.56, medianAward: 28_000 });
  });
});

// ── the model ─────────────────────────────────────────────────────────────────────────────────

const CIVIL_TYPES = CIVIL_CASE_TYPES.map((t) => t.value);
const name = fc.constantFrom('Ana Ruiz', 'Tom Baker', 'Li Wei', 'Sam Okafor', 'Marta Nowak', 'Dev Patel');
const evidence: fc.Arbitrary<EvidenceItem> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }).map((s) => `e${s}`),
  kind: fc.constantFrom(...EVIDENCE_KINDS),
  direction: fc.constantFrom('for' as const, 'against' as const, 'unknown' as const),
  whose: fc.constantFrom('client', 'other', 'unknown'),
  summary: fc.string({ maxLength: 40 }),
  quote: fc.string({ maxLength: 80 }),
  source: fc.constantFrom({ field: 'caseDescription' as const }, { field: 'otherSideSays' as const }, { field: 'civilEvidence' as const }),
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
const civilSheet: fc.Arbitrary<FactSheet> = fc.record({
  version: fc.constant(FACT_SHEET_VERSION),
  decisionMaker: fc.constantFrom('jury' as const, 'judge' as const),
  clientRole: fc.constantFrom('plaintiff' as const, 'defendant' as const),
  amountInDispute: fc.integer({ min: 1, max: 500_000 }),
  people: fc.uniqueArray(person, { maxLength: 6, selector: (p) => p.id }),
  evidence: fc.uniqueArray(evidence, { maxLength: 8, selector: (e) => e.id }),
  charges: fc.constant([]),
  priorRecord: fc.constant({ count: null, quote: '' }),
  procedural: fc.constant({ detention: 'unknown' as const, suppressionIssue: false, suppressionQuote: '' }),
  familyFactors: fc.constant([]),
  understood: fc.double({ min: 0, max: 1, noNaN: true }),
  reader: fc.constant({ engine: 'offline' as const, model: 'test', version: '1' }),
});

const factsOf = (caseType: string, state: string, role: 'plaintiff' | 'defendant', amount: number): CaseFacts =>
  parseCaseFacts({
    caseCategory: 'civil',
    caseType,
    caseTitle: 'A civil dispute',
    caseDescription: 'The other side did not pay what was agreed.',
    state,
    city: 'Springfield',
    civil: { clientRole: role, amountInDispute: amount, claims: 'What was agreed was not paid.' },
  });
const STATES = ['TX', 'FL', 'UT', 'OH', 'CA', 'NY', 'KY'];
const p = (facts: CaseFacts, sheet: FactSheet) => assessmentOf(facts, sheet, []).successProbability;

describe('the civil outcome model', () => {
  it('is never 0 or 100, and its interval holds the number', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CIVIL_TYPES), fc.constantFrom(...STATES), civilSheet, (t, st, sheet) => {
        const a = assessmentOf(factsOf(t, st, sheet.clientRole as 'plaintiff', sheet.amountInDispute!), sheet, []);
        expect(a.successProbability).toBeGreaterThanOrEqual(2);
        expect(a.successProbability).toBeLessThanOrEqual(98);
        expect(a.interval.low).toBeLessThanOrEqual(a.successProbability);
        expect(a.interval.high).toBeGreaterThanOrEqual(a.successProbability);
      }),
      { numRuns: 300 },
    );
  });

  it('is monotone: evidence or a witness against never raises it, for never lowers it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CIVIL_TYPES), civilSheet, evidence, person, (t, sheet, e, w) => {
        const facts = factsOf(t, 'TX', sheet.clientRole as 'plaintiff', 5_000);
        const before = p(facts, sheet);
        const withE = (direction: 'for' | 'against') => ({ ...sheet, evidence: [...sheet.evidence, { ...e, id: 'zz-new', direction }] });
        const withW = (side: 'for' | 'against') => ({
          ...sheet,
          people: [...sheet.people, { ...w, id: 'zz-new', role: 'eyewitness' as const, side }],
        });
        expect(p(facts, withE('against'))).toBeLessThanOrEqual(before);
        expect(p(facts, withE('for'))).toBeGreaterThanOrEqual(before);
        expect(p(facts, withW('against'))).toBeLessThanOrEqual(before);
        expect(p(facts, withW('for'))).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the plaintiff and the defendant complementary numbers on the same facts', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CIVIL_TYPES), fc.constantFrom(...STATES), civilSheet, (t, st, sheet) => {
        // The defendant's sheet: the same items, each direction seen from the other side.
        const flip = (d: string) => (d === 'for' ? 'against' : d === 'against' ? 'for' : d);
        const other: FactSheet = {
          ...sheet,
          clientRole: sheet.clientRole === 'plaintiff' ? 'defendant' : 'plaintiff',
          evidence: sheet.evidence.map((e) => ({ ...e, direction: flip(e.direction) as EvidenceItem['direction'] })),
          people: sheet.people.map((x) => ({ ...x, side: flip(x.side) as Person['side'] })),
        };
        const mine = p(factsOf(t, st, sheet.clientRole as 'plaintiff', 3_000), sheet);
        const theirs = p(factsOf(t, st, other.clientRole as 'plaintiff', 3_000), other);
        expect(Math.abs(mine + theirs - 100)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('is not moved by names (every person renamed)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CIVIL_TYPES), civilSheet, name, (t, sheet, n) => {
        const facts = factsOf(t, 'OH', sheet.clientRole as 'plaintiff', 50_000);
        const renamed = { ...sheet, people: sheet.people.map((x) => ({ ...x, name: n })) };
        expect(p(facts, renamed)).toBe(p(facts, sheet));
      }),
      { numRuns: 200 },
    );
  });

  it('analyses any civil case deterministically: a bench for small claims, a jury of the state’s size otherwise, a money view for either side', () => {
    fc.assert(
      fc.property(civilFacts, (raw) => {
        const facts = parseCaseFacts(raw);
        const read = readFacts(facts, []);
        const one = analyzeCase({ facts, sheet: read.facts, flags: read.flags, factsStatus: 'extracted', inputHash: '0'.repeat(64) });
        const two = analyzeCase({ facts, sheet: read.facts, flags: read.flags, factsStatus: 'extracted', inputHash: '0'.repeat(64) });
        expect(two).toEqual(one);
        const court = civilCourtOf(facts.caseType, facts.state, facts.civil!.amountInDispute);
        expect(one.decisionMaker).toBe(court.decisionMaker);
        if (court.decisionMaker === 'judge') {
          expect(one.jurors).toHaveLength(0);
          expect(one.bench).toBeDefined();
        } else {
          expect(one.jurors).toHaveLength(court.jurySize!);
          const favourable = one.jurors.filter((j) => j.vote === 'favourable').length;
          expect(favourable > court.jurySize! / 2).toBe(one.successProbability >= 50);
        }
        const civil = one.civil!;
        expect(civil.clientRole).toBe(facts.civil!.clientRole);
        // A range of money is two different sums, or one sum said once ("likely $2,400", not "$2,400 to $2,400").
        expect(one.summary).not.toMatch(/likely (\$[\d,.]+) to \1(?![\d,])/);
        if (civil.clientRole === 'plaintiff') {
          expect(civil.ifWon!.high).toBeLessThanOrEqual(facts.civil!.amountInDispute);
          expect(civil.expectedValue).toBeGreaterThanOrEqual(0);
        } else {
          expect(civil.ifLost!.low).toBeLessThanOrEqual(civil.ifLost!.high);
          expect(civil.expectedValue).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('civil cases in Outcome Prediction and the reference document (issue 32)', () => {
  it('has a cost, timeline and settlement row for civil, so a civil prediction is whole', () => {
    const row = referenceFor('civil', 'small-claims');
    expect(row.settlementShare).toBe(0.5);
    expect(row.settlement.min).toBeLessThan(row.settlement.max);
    const inputs = {
      caseCategory: 'civil' as const,
      caseType: 'landlord-tenant-security-deposit',
      successProbability: 70,
      successChance: 0.7,
      hungShare: 0,
      confidenceLevel: 'medium' as const,
      evidenceStrength: null,
      witnesses: 1,
      priorRecord: 'unknown' as const,
    };
    const p = predict(inputs);
    expect(p.successProbability).toBe(70);
    const { favorable, settlement, unfavorable } = p.outcomes;
    expect(favorable + settlement + unfavorable).toBe(100);
    expect(predict(inputs, { witnesses: 3 }).successProbability).toBeGreaterThan(70);
    expect(marketFilterSchema.parse('civil')).toBe('civil');
    expect(marketFilterSchema.parse('small-claims')).toBe('small-claims');
  });

  it('lists every small-claims limit and civil base rate of the code in docs/reference/civil-base-rates.md', () => {
    const doc = readFileSync(new URL('../../../../docs/reference/civil-base-rates.md', import.meta.url), 'utf8');
    for (const [state, row] of Object.entries(SMALL_CLAIMS_LIMITS))
      expect(doc, state).toContain(`| ${state} | $${row.limit.toLocaleString('en-US')} |`);
    for (const b of CIVIL_BASE_RATES)
      expect(doc, b.key).toContain(`| \`${b.key}\` | ${b.label} | ${Math.round(b.favourable * 1000) / 10} % |`);
    for (const [state, row] of Object.entries(CIVIL_JURY_SIZES)) {
      const size = row.under ? `${row.size} (${row.under.size} under $${row.under.amount.toLocaleString('en-US')})` : `${row.size}`;
      expect(doc, state).toContain(`| ${state} | ${size} | ${row.source?.title}, ${row.source?.url} |`);
    }
    for (const state of [...US_STATES.keys(), 'DC'].filter((s) => !CIVIL_JURY_SIZES[s]))
      expect(doc, state).toContain(`| ${state} | 12 (not found here; the common-law twelve is assumed, and the result says so) |`);
  });
});
