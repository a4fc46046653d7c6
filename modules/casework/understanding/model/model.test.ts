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
  type FamilyFactor,
  type Person,
} from '../fact-sheet.js';
import { assessmentOf } from './analysis.js';
import { analyzeCase } from './analyze.js';
import { assess } from './assess.js';
import { incomeGapShare, sigmoid } from './outcome.js';
import { BASE_RATES, baseRateFor } from './reference.js';
import { INTERVAL_SCALE, SELF_DEFENCE_WEIGHTS } from './weights.js';
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

/** A criminal sheet, with the self-defence facts (decision 0095) in about half of them. */
const selfDefence: fc.Arbitrary<NonNullable<FactSheet['selfDefence']>> = fc
  .record({
    aggressor: fc.constantFrom('other' as const, 'client' as const, 'unknown' as const),
    homeEntry: fc.boolean(),
    unlawfulActivity: fc.boolean(),
    quote: fc.string({ maxLength: 60 }),
  })
  .map(({ unlawfulActivity, ...sd }) => (unlawfulActivity ? { ...sd, unlawfulActivity } : sd));
const criminalSheet: fc.Arbitrary<FactSheet> = fc
  .tuple(sheetOf('criminal'), fc.option(selfDefence, { nil: undefined }))
  .map(([sheet, sd]) => (sd ? { ...sheet, selfDefence: sd } : sheet));

const matter = fc.oneof(
  fc.record({
    category: fc.constant('criminal' as const),
    caseType: fc.constantFrom(...CRIMINAL_TYPES),
    sheet: criminalSheet,
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
        criminalSheet,
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
      fc.property(anyFacts, criminalSheet, sheetOf('family'), (raw, crimSheet, familySheet) => {
        const facts = factsFor(raw);
        const sheet = facts.caseCategory === 'criminal' ? crimSheet : familySheet;
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

/** A family sheet that read nothing: each test below adds only what it weighs. */
const judgeSheet = (over: Partial<FactSheet> = {}): FactSheet => ({
  version: FACT_SHEET_VERSION,
  decisionMaker: 'judge',
  clientRole: 'petitioner',
  people: [],
  evidence: [],
  charges: [],
  priorRecord: { count: null, quote: '' },
  procedural: { detention: 'unknown', suppressionIssue: false, suppressionQuote: '' },
  familyFactors: [],
  understood: 0.8,
  reader: { engine: 'offline', model: 'test', version: 'test' },
  ...over,
});
/** A family factor with no quote. */
const factor = (key: FamilyFactor['key'], direction: FamilyFactor['direction'], value?: number): FamilyFactor => ({
  key,
  direction,
  ...(value === undefined ? {} : { value }),
  summary: 'x',
  quote: '',
  source: { field: 'caseDescription' },
});

describe('family matters between a parent and a non-parent, and support by the income gap (decision 0081)', () => {
  const base = judgeSheet({ clientParent: 'father' });
  const run = (sheet: FactSheet, caseType = 'visitation-rights') => assess({ category: 'family', caseType, state: 'KY', sheet, flags: [] });

  it("a grandparent asking for visitation against a parent starts from the fit-parent presumption's base rate, not a parent's", () => {
    const parent = run(base);
    const grandparent = run({ ...base, clientParent: 'other' });
    expect(parent.base.key).toBe('family.visitation');
    expect(grandparent.base.key).toBe('family.third-party');
    expect(grandparent.successProbability).toBeLessThan(parent.successProbability - 25);
    // The same in a custody matter; not in a support matter, where no such presumption applies.
    expect(run({ ...base, clientParent: 'other' }, 'child-custody').base.key).toBe('family.third-party');
    expect(run({ ...base, clientParent: 'other' }, 'child-support').base.key).toBe('family.child-support');
    // Two non-parents (a grandparent against an aunt) are not a parent against a non-parent.
    expect(run({ ...base, clientParent: 'other', otherPartyIsParent: false }).base.key).toBe('family.visitation');
  });

  it('the parent answering a non-parent gets the complement, and the parent’s unfitness still moves it', () => {
    const unfit = { key: 'substance-abuse-by-other' as const, summary: 'x', quote: '', source: { field: 'caseDescription' as const } };
    const grandparent: FactSheet = { ...base, clientParent: 'other', familyFactors: [{ ...unfit, direction: 'for' }] };
    const parent: FactSheet = {
      ...base,
      clientRole: 'respondent',
      clientParent: 'mother',
      otherPartyIsParent: false,
      familyFactors: [{ ...unfit, direction: 'against' }],
    };
    const a = run(grandparent);
    const b = run(parent);
    expect(b.base.key).toBe('family.third-party');
    expect(a.chance + b.chance).toBeCloseTo(1, 9);
    expect(a.successProbability).toBeGreaterThan(run({ ...grandparent, familyFactors: [] }).successProbability);
  });

  it('in a parenting-time request, being the primary caregiver weighs little: the parent with the child is the usual respondent, and the question is the other parent’s time', () => {
    const caregiver: FactSheet = {
      ...base,
      clientRole: 'respondent',
      clientParent: 'mother',
      familyFactors: [{ key: 'primary-caregiver', direction: 'for', summary: 'x', quote: '', source: { field: 'caseDescription' } }],
    };
    const shift = (caseType: string) => run(caregiver, caseType).logit - run({ ...caregiver, familyFactors: [] }, caseType).logit;
    expect(shift('visitation-rights')).toBeGreaterThan(0);
    expect(shift('visitation-rights')).toBeLessThan(shift('child-custody') / 2);
  });

  it('an income gap in a spousal-support request weighs by the ratio: nothing while the lower earner has 40 % of the two incomes, all of it at a quarter', () => {
    expect(incomeGapShare(1.1)).toBe(0);
    expect(incomeGapShare(1.5)).toBeCloseTo(0, 9);
    expect(incomeGapShare(3)).toBeCloseTo(1, 9);
    expect(incomeGapShare(10)).toBe(1.25);
    for (let r = 1; r < 12; r += 0.25) expect(incomeGapShare(r + 0.25)).toBeGreaterThanOrEqual(incomeGapShare(r));
    const gap = (value: number) =>
      run(
        {
          ...base,
          clientParent: 'unknown',
          familyFactors: [{ key: 'income-gap', direction: 'for', value, summary: 'x', quote: '', source: { field: 'caseDescription' } }],
        },
        'spousal-support-alimony',
      ).successProbability;
    const none = run({ ...base, clientParent: 'unknown' }, 'spousal-support-alimony').successProbability;
    expect(gap(1.1)).toBe(none);
    expect(gap(4)).toBeGreaterThan(gap(2));
    expect(gap(2)).toBeGreaterThan(none);
  });
});

describe("a state's statutory bar on spousal maintenance (decision 0085)", () => {
  const sheet = (clientRole: 'petitioner' | 'respondent', familyFactors: FamilyFactor[]) => judgeSheet({ clientRole, familyFactors });
  const run = (s: FactSheet, state = 'TX', caseType = 'spousal-support-alimony') =>
    assess({ category: 'family', caseType, state, sheet: s, flags: [] });
  const gap = factor('income-gap', 'for', 5);

  it('in Texas a six-year marriage with no family violence bars court-ordered maintenance: the spouse asking is far below the base rate', () => {
    const short = run(sheet('petitioner', [factor('marriage-length', 'unknown', 6), gap]));
    expect(short.pulls.some((p) => p.key === 'family.maintenance-eligibility')).toBe(true);
    expect(short.successProbability).toBeLessThan(20);
    // Ten years or more, the length not read, another state, or another matter: no bar.
    for (const other of [
      run(sheet('petitioner', [factor('marriage-length', 'unknown', 12), gap])),
      run(sheet('petitioner', [gap])),
      run(sheet('petitioner', [factor('marriage-length', 'unknown', 6), gap]), 'OH'),
      run(sheet('petitioner', [factor('marriage-length', 'unknown', 6), gap]), 'TX', 'divorce'),
    ])
      expect(other.pulls.some((p) => p.key === 'family.maintenance-eligibility')).toBe(false);
  });

  it('family violence by the spouse asked to pay lifts the bar; violence by the spouse asking does not; the paying spouse gets the complement', () => {
    const length = factor('marriage-length', 'unknown', 6);
    const violent = run(sheet('petitioner', [length, gap, factor('domestic-violence-by-other', 'for')]));
    expect(violent.pulls.some((p) => p.key === 'family.maintenance-eligibility')).toBe(false);
    const ownViolence = run(sheet('petitioner', [length, gap, factor('domestic-violence-by-client', 'against')]));
    expect(ownViolence.pulls.some((p) => p.key === 'family.maintenance-eligibility')).toBe(true);
    const asking = run(sheet('petitioner', [length, gap]));
    const paying = run(sheet('respondent', [length, factor('income-gap', 'against', 5)]));
    expect(asking.chance + paying.chance).toBeCloseTo(1, 9);
    expect(paying.successProbability).toBeGreaterThan(80);
    // The paying spouse's own conviction makes the other eligible.
    const payingViolent = run(
      sheet('respondent', [length, factor('income-gap', 'against', 5), factor('domestic-violence-by-client', 'against')]),
    );
    expect(payingViolent.pulls.some((p) => p.key === 'family.maintenance-eligibility')).toBe(false);
  });
});

describe('a petition to modify custody must show a change of circumstances (decision 0085)', () => {
  const sheet = (clientRole: 'petitioner' | 'respondent', familyFactors: FamilyFactor[], modification = true) =>
    judgeSheet({ clientRole, clientParent: 'father', ...(modification ? { modification } : {}), familyFactors });
  const run = (s: FactSheet, caseType = 'child-custody') => assess({ category: 'family', caseType, state: 'UT', sheet: s, flags: [] });
  const has = (a: ReturnType<typeof run>) => a.pulls.some((p) => p.key === 'family.no-change-shown');

  it('the one asking with only ordinary facts (a stable home) is below a first request; a change in their favour lifts it', () => {
    const ordinary = run(sheet('petitioner', [factor('stable-home', 'for')]));
    const first = run(sheet('petitioner', [factor('stable-home', 'for')], false));
    expect(has(ordinary)).toBe(true);
    expect(has(first)).toBe(false);
    expect(ordinary.successProbability).toBeLessThan(first.successProbability - 15);
    const endangered = run(sheet('petitioner', [factor('stable-home', 'for'), factor('substance-abuse-by-other', 'for')]));
    expect(has(endangered)).toBe(false);
    // A change against the one asking is none for them; support modifications are left out.
    expect(has(run(sheet('petitioner', [factor('substance-abuse-by-client', 'against')])))).toBe(true);
    expect(has(run(sheet('petitioner', []), 'child-support'))).toBe(false);
  });

  it('the parent answering gets the complement', () => {
    const asking = run(sheet('petitioner', [factor('stable-home', 'for')]));
    const answering = run(sheet('respondent', [factor('stable-home', 'against')]));
    expect(asking.chance + answering.chance).toBeCloseTo(1, 9);
    expect(has(answering)).toBe(true);
    expect(answering.successProbability).toBeGreaterThan(70);
  });
});

describe('income given up by choice is imputed (decision 0085)', () => {
  const sheet = (clientRole: 'petitioner' | 'respondent', by?: 'client' | 'other') =>
    judgeSheet({ clientRole, ...(by ? { incomeGivenUpBy: by } : {}) });
  const run = (s: FactSheet, caseType = 'child-support') => assess({ category: 'family', caseType, state: 'MN', sheet: s, flags: [] });

  it('the parent who quit and asks for less is far below the base; the other party’s quitting helps the one asking a little', () => {
    const none = run(sheet('petitioner'));
    const quit = run(sheet('petitioner', 'client'));
    const otherQuit = run(sheet('petitioner', 'other'));
    expect(quit.successProbability).toBeLessThan(none.successProbability - 35);
    expect(otherQuit.successProbability).toBeGreaterThan(none.successProbability);
    expect(otherQuit.successProbability - none.successProbability).toBeLessThan(none.successProbability - quit.successProbability);
    // The other side of the same facts: complementary.
    expect(quit.chance + run(sheet('respondent', 'other')).chance).toBeCloseTo(1, 9);
    expect(otherQuit.chance + run(sheet('respondent', 'client')).chance).toBeCloseTo(1, 9);
    // Not in custody.
    expect(run(sheet('petitioner', 'client'), 'child-custody').successProbability).toBe(
      run(sheet('petitioner'), 'child-custody').successProbability,
    );
  });
});

describe('self-defence as the law frames it (decision 0095)', () => {
  const jurySheet = (selfDefence?: FactSheet['selfDefence']): FactSheet => ({
    ...judgeSheet({ decisionMaker: 'jury', clientRole: 'defendant' }),
    ...(selfDefence ? { selfDefence } : {}),
  });
  const run = (s: FactSheet) => assess({ category: 'criminal', caseType: 'assault', state: 'SC', sheet: s, flags: [] });
  const none = run(jurySheet());

  it('raised with no one shown to start it weighs nothing', () => {
    expect(run(jurySheet({ aggressor: 'unknown', homeEntry: false, quote: '' })).logit).toBeCloseTo(none.logit, 9);
  });

  it('the other person shown to start it raises the number by its weight; the client shown to start it lowers it', () => {
    expect(run(jurySheet({ aggressor: 'other', homeEntry: false, quote: '' })).logit - none.logit).toBeCloseTo(
      SELF_DEFENCE_WEIGHTS.otherAggressor,
      9,
    );
    expect(none.logit - run(jurySheet({ aggressor: 'client', homeEntry: false, quote: '' })).logit).toBeCloseTo(
      SELF_DEFENCE_WEIGHTS.clientAggressor,
      9,
    );
  });

  it('an unlawful entry into the client’s home brings the castle presumption, unless the client was engaged in unlawful activity', () => {
    const home = run(jurySheet({ aggressor: 'unknown', homeEntry: true, quote: '' }));
    expect(home.logit - none.logit).toBeCloseTo(SELF_DEFENCE_WEIGHTS.homeEntry, 9);
    expect(home.pulls.some((p) => p.key === 'law.self-defence.home-entry' && p.group === 'law')).toBe(true);
    expect(run(jurySheet({ aggressor: 'unknown', homeEntry: true, unlawfulActivity: true, quote: '' })).logit).toBeCloseTo(none.logit, 9);
  });

  it('is never weighed in a family matter', () => {
    const fam = judgeSheet({ selfDefence: { aggressor: 'other', homeEntry: true, quote: '' } });
    const plain = judgeSheet();
    const a = (s: FactSheet) => assess({ category: 'family', caseType: 'restraining-orders', state: 'SC', sheet: s, flags: [] });
    expect(a(fam).logit).toBeCloseTo(a(plain).logit, 9);
  });
});
