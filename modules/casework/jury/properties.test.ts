// The rules the jury model promises (docs/jury-model.md), checked as properties over generated cases.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeOffline } from './offline-engine.js';
import { simulate, type SimJuror } from './simulate.js';
import { anyFacts, criminalFacts, thinFacts } from '../../../test/support/jury-arbitraries.js';
import { EVIDENCE_STRENGTHS, parseCaseFacts, type CaseFacts, type CaseFactsInput } from './types.js';

const analyze = (f: CaseFactsInput) => analyzeOffline(parseCaseFacts(f));
// Each run costs a few milliseconds; 60 cases per property keep the file quick on a shared machine.
const runs = { numRuns: 60 };

describe('jury model properties', () => {
  it('the same case gives the same result (deep-equal), also from a copy with its keys in another order', () => {
    fc.assert(
      fc.property(anyFacts, (facts) => {
        const reordered = Object.fromEntries(Object.entries(structuredClone(facts)).reverse()) as CaseFactsInput;
        expect(analyze(reordered)).toEqual(analyze(facts));
      }),
      runs,
    );
  });

  it('the probability is an integer from 0 to 100', () => {
    fc.assert(
      fc.property(anyFacts, (facts) => {
        const p = analyze(facts).successProbability;
        expect(Number.isInteger(p)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
      }),
      runs,
    );
  });

  it('stronger evidence against the client never raises the client\'s probability, all else equal', () => {
    fc.assert(
      fc.property(criminalFacts, (facts) => {
        // From very strong to very weak evidence against the client: never decreasing.
        const ps = EVIDENCE_STRENGTHS.map((evidenceStrength) => analyze({ ...facts, criminal: { ...facts.criminal!, evidenceStrength } }).successProbability);
        for (let i = 1; i < ps.length; i++) expect(ps[i]!).toBeGreaterThanOrEqual(ps[i - 1]!);
        // And the rating matters: the extremes are not the same case.
        expect(ps[4]!).toBeGreaterThan(ps[0]!);
      }),
      runs,
    );
  });

  it('the jurors\' votes agree with the number and with the summary', () => {
    fc.assert(
      fc.property(anyFacts, (facts) => {
        const a = analyze(facts);
        const favourable = a.jurors.filter((j) => j.vote === 'favourable').length;
        expect(favourable >= 7).toBe(a.successProbability >= 50);
        expect(a.summary).toContain(a.successProbability >= 50 ? 'leans in your favour' : 'leans against you');
        expect(a.summary).toContain(`${favourable} of 12`);
        expect(a.summary).toContain(`${a.successProbability}%`);
        expect(a.jurors.map((j) => j.seat)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      }),
      runs,
    );
  });

  it('a case without facts gets low confidence, a probability near the base rate, and a summary that says why', () => {
    fc.assert(
      fc.property(thinFacts, (facts) => {
        const a = analyze(facts);
        expect(a.confidenceLevel).toBe('low');
        expect(Math.abs(a.successProbability - a.distribution.baseRate)).toBeLessThanOrEqual(10);
        expect(a.summary).toMatch(/little to go on/);
        expect(a.summary).toContain(`${a.distribution.baseRate}% base rate`);
        expect(a.jurors.every((j) => j.confidence <= 60)).toBe(true);
      }),
      runs,
    );
  });

  it('the distribution adds up: the histogram and the outcomes each count every simulated deliberation', () => {
    fc.assert(
      fc.property(anyFacts, (facts) => {
        const d = analyze(facts).distribution;
        expect(d.favourableVotes.reduce((s, n) => s + n, 0)).toBe(d.simulations);
        expect(d.outcomes.favourable + d.outcomes.unfavourable + d.outcomes.hung).toBe(d.simulations);
      }),
      runs,
    );
  });

  it('the facts\' factors are what the text talks about: strengths and weaknesses change with the facts', () => {
    fc.assert(
      fc.property(criminalFacts, (facts) => {
        const withNone: CaseFacts = parseCaseFacts({ ...facts, keyWitnesses: [] });
        const withTwo: CaseFacts = parseCaseFacts({ ...facts, keyWitnesses: ['Ann Lee', 'Bo Diaz'] });
        expect(analyzeOffline(withNone).weaknesses.join(' ')).toMatch(/No witnesses are listed/);
        expect(analyzeOffline(withTwo).strengths.join(' ')).toMatch(/You list 2 witnesses/);
      }),
      { numRuns: 20 },
    );
  });
});

describe('deliberation simulation', () => {
  const juror = fc.record({ lean: fc.double({ min: -3, max: 3, noNaN: true }), persuadability: fc.double({ min: 0, max: 0.9, noNaN: true }) });

  it('raising any juror\'s lean never lowers the favourable outcomes or raises the unfavourable ones (same seed)', () => {
    fc.assert(
      fc.property(
        fc.array(juror, { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 0, max: 11 }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.constantFrom('unanimity' as const, 'majority' as const),
        (jurors: SimJuror[], who, delta, seed, rule) => {
          const opts = { seed, runs: 200, trialNoise: 0.8, jurorNoise: 0.7, rounds: 3, pressure: 0.6, rule };
          const before = simulate(jurors, opts);
          const after = simulate(jurors.map((j, i) => (i === who ? { ...j, lean: j.lean + delta } : j)), opts);
          expect(after.outcomes.favourable).toBeGreaterThanOrEqual(before.outcomes.favourable);
          expect(after.outcomes.unfavourable).toBeLessThanOrEqual(before.outcomes.unfavourable);
          for (let i = 0; i < 12; i++) expect(after.jurorFavourable[i]!).toBeGreaterThanOrEqual(before.jurorFavourable[i]!);
        },
      ),
      { numRuns: 100 },
    );
  });
});
