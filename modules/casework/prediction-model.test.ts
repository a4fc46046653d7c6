// The prediction model and SPEC §9's prediction-page rules: colours, the Avg. Success Rate, the
// High Confidence count, savings by settling, money in whole dollars; and, as properties, outcomes
// that always sum to 100 and cost ranges that are always min ≤ likely ≤ max.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CIVIL_CASE_TYPES, CRIMINAL_CASE_TYPES, FAMILY_CASE_TYPES } from './contract.js';
import {
  EVIDENCE_LEVELS,
  PRIOR_RECORDS,
  confidenceOf,
  formatUsd,
  largestRemainder,
  outcomesOf,
  predict,
  quickStats,
  referenceBaseline,
  savingsBySettling,
  successColour,
  type PredictionInputs,
} from './prediction-model.js';
import { REFERENCE_CATEGORY, REFERENCE_TYPE, referenceFor } from './prediction-reference.js';

const allTypes = [
  ...CRIMINAL_CASE_TYPES.map((t) => ({ category: 'criminal' as const, type: t.value })),
  ...FAMILY_CASE_TYPES.map((t) => ({ category: 'family' as const, type: t.value })),
  ...CIVIL_CASE_TYPES.map((t) => ({ category: 'civil' as const, type: t.value })),
];

const base: PredictionInputs = {
  caseCategory: 'criminal',
  caseType: 'assault',
  successProbability: 60,
  hungShare: 0.1,
  confidenceLevel: 'medium',
  evidenceStrength: 'moderate',
  witnesses: 1,
  priorRecord: 'none',
};

describe('SPEC §9 prediction-page rules', () => {
  it('colours a success percent: 70 and above green, 40 to 69 yellow, below 40 red', () => {
    expect([100, 70].map(successColour)).toEqual(['green', 'green']);
    expect([69, 55, 40].map(successColour)).toEqual(['yellow', 'yellow', 'yellow']);
    expect([39, 0].map(successColour)).toEqual(['red', 'red']);
  });

  it('Avg. Success Rate is the rounded mean of the favorable percents; High Confidence counts confidence ≥ 80', () => {
    const p = (favorable: number, confidence: number) => ({ confidence, outcomes: { favorable } });
    expect(quickStats([p(50, 80), p(51, 79), p(52, 95)])).toEqual({ casesAnalyzed: 3, avgSuccessRate: 51, highConfidence: 2 });
    // 50.5 rounds up, 50.25 down
    expect(quickStats([p(50, 10), p(51, 10)]).avgSuccessRate).toBe(51);
    expect(quickStats([p(50, 10), p(50, 10), p(50, 10), p(51, 10)]).avgSuccessRate).toBe(50);
    expect(quickStats([])).toEqual({ casesAnalyzed: 0, avgSuccessRate: 0, highConfidence: 0 });
  });

  it('savings by settling is the likely trial cost minus the likely settlement cost', () => {
    expect(savingsBySettling({ settlement: { min: 1, likely: 7_500, max: 9_000 }, trial: { min: 2, likely: 25_000, max: 30_000 } })).toBe(
      17_500,
    );
    const r = referenceFor('criminal', 'homicide');
    expect(savingsBySettling(r)).toBe(r.trial.likely - r.settlement.likely);
  });

  it('money is US dollars with no decimals', () => {
    expect(formatUsd(12_500)).toBe('$12,500');
    expect(formatUsd(199.99)).toBe('$200');
    expect(formatUsd(0)).toBe('$0');
  });
});

describe('the model', () => {
  it('splits by largest remainder to exactly the total', () => {
    expect(largestRemainder([1, 1, 1])).toEqual([34, 33, 33]);
    expect(largestRemainder([0.425, 0.375, 0.2])).toEqual([43, 37, 20]);
    expect(largestRemainder([0, 0, 0])).toEqual([34, 33, 33]);
  });

  it('the analysis as it is: favorable (1−s)(1−h)p, settlement s + (1−s)h', () => {
    // s = 0.3 (criminal), h = 0.1, p = 0.6 → 37.8 / 37 / 25.2
    expect(predict(base)).toEqual({ successProbability: 60, outcomes: { favorable: 38, settlement: 37, unfavorable: 25 }, confidence: 60 });
  });

  it('what-if moves the chance by the jury model’s weights, in the direction the factor points', () => {
    const weaker = predict(base, { evidenceStrength: 'very-weak' });
    const stronger = predict(base, { evidenceStrength: 'very-strong' });
    expect(weaker.successProbability).toBeGreaterThan(60);
    expect(stronger.successProbability).toBeLessThan(60);
    expect(predict(base, { witnesses: 3 }).outcomes.favorable).toBeGreaterThan(predict(base).outcomes.favorable);
    expect(predict(base, { priorRecord: 'three-plus' }).outcomes.favorable).toBeLessThan(predict(base).outcomes.favorable);
    // family cases: evidence and record are not weighed
    const family = {
      ...base,
      caseCategory: 'family' as const,
      caseType: 'divorce',
      evidenceStrength: null,
      priorRecord: 'unknown' as const,
    };
    expect(predict(family, { evidenceStrength: 'very-weak', priorRecord: 'three-plus' })).toEqual(predict(family));
  });

  it('confidence stays inside the analysis’s band, so every high analysis counts as High Confidence', () => {
    expect(confidenceOf(0.5, 0.4, 'high')).toBe(80);
    expect(confidenceOf(0.99, 0, 'medium')).toBe(79);
    expect(confidenceOf(0.5, 0, 'low')).toBe(50);
  });

  it('the reference baseline is the type’s prior with no deadlock', () => {
    expect(referenceBaseline('family', 'divorce', 50)).toEqual({ favorable: 30, settlement: 40, unfavorable: 30 });
  });
});

describe('properties', () => {
  it('outcome percents always sum to 100, each within 0..100', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (p, h, s) => {
          const o = outcomesOf(p, h, s);
          expect(o.favorable + o.settlement + o.unfavorable).toBe(100);
          for (const v of Object.values(o)) expect(v >= 0 && v <= 100 && Number.isInteger(v)).toBe(true);
        },
      ),
    );
  });

  it('every what-if of every case type sums to 100, with confidence and chance in range', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...allTypes),
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom('low' as const, 'medium' as const, 'high' as const),
        fc.constantFrom(...EVIDENCE_LEVELS),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom(...PRIOR_RECORDS),
        fc.record(
          {
            evidenceStrength: fc.constantFrom(...EVIDENCE_LEVELS),
            witnesses: fc.integer({ min: 0, max: 20 }),
            priorRecord: fc.constantFrom(...PRIOR_RECORDS),
          },
          { requiredKeys: [] },
        ),
        (t, sp, h, level, ev, w, pr, change) => {
          const r = predict(
            {
              caseCategory: t.category,
              caseType: t.type,
              successProbability: sp,
              hungShare: h,
              confidenceLevel: level,
              evidenceStrength: ev,
              witnesses: w,
              priorRecord: pr,
            },
            change,
          );
          expect(r.outcomes.favorable + r.outcomes.settlement + r.outcomes.unfavorable).toBe(100);
          expect(r.successProbability).toBeGreaterThanOrEqual(0);
          expect(r.successProbability).toBeLessThanOrEqual(100);
          expect(r.confidence).toBeGreaterThanOrEqual(30);
          expect(r.confidence).toBeLessThanOrEqual(95);
        },
      ),
    );
  });

  it('every cost range of every case type is min ≤ likely ≤ max, and settling never costs more than trial', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allTypes), (t) => {
        const r = referenceFor(t.category, t.type);
        for (const c of [r.settlement, r.trial]) {
          expect(c.min).toBeLessThanOrEqual(c.likely);
          expect(c.likely).toBeLessThanOrEqual(c.max);
          expect(c.min).toBeGreaterThan(0);
        }
        expect(savingsBySettling(r)).toBeGreaterThanOrEqual(0);
      }),
    );
    // every override names a real case type
    const known = new Set(allTypes.map((t) => t.type));
    expect(Object.keys(REFERENCE_TYPE).filter((k) => !known.has(k))).toEqual([]);
    expect(Object.keys(REFERENCE_CATEGORY)).toEqual(['criminal', 'family', 'civil']);
  });
});
