// The learned safety model: its features, its arithmetic, and the shipped weights read as fitted.
import { describe, expect, it } from 'vitest';
import { safetyFeatures, safetyProbability, safetyScore, safetyWords, type SafetyModel } from './safety-model.js';
import model from './safety-model.json' with { type: 'json' };

describe('safety model', () => {
  it('reads words as typed on a phone: lower case, plain apostrophes, contractions given back', () => {
    expect(safetyWords('He WON’T let me leave, hes outside')).toEqual(['he', "won't", 'let', 'me', 'leave', "he's", 'outside']);
  });

  it('takes each word and each pair of neighbouring words once', () => {
    expect(safetyFeatures('behind me behind me')).toEqual(['behind', 'behind_me', 'me', 'me_behind']);
  });

  it('is a logistic regression: the bias and the weights of the features present', () => {
    const m: SafetyModel = { bias: -1, weights: { behind_me: 2, me: 0.5 }, threshold: 0.6, threatThreshold: 0.7 };
    expect(safetyScore(m, 'someone is behind me')).toBeCloseTo(1 / (1 + Math.exp(-1.5)), 10);
    expect(safetyScore(m, 'nothing here')).toBeCloseTo(1 / (1 + Math.exp(1)), 10);
  });

  it('ships weights fitted by eval/train-safety.ts, with a threat threshold at or above the safety one', () => {
    const shipped = model as SafetyModel;
    expect(Object.keys(shipped.weights).length).toBeGreaterThan(1000);
    expect(shipped.threatThreshold).toBeGreaterThanOrEqual(shipped.threshold);
    expect(safetyProbability('how do i get a copy of my lease')).toBeLessThan(shipped.threshold);
  });
});
