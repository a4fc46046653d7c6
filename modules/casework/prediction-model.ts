// The prediction model: pure functions shared by the predictions view (server) and the Outcome
// Prediction screen (the what-if runs in the browser with the same code, through contract.ts).
// No I/O, no clock.
//
// A prediction starts from the case's own mock-jury analysis: p, the chance of a favourable
// verdict, and h, the share of simulated deliberations that ended hung. With s, the reference
// settlement share (reference.ts, an assumption), the three outcomes are
//   settlement  = s + (1 − s)·h          (a negotiated end, or a deadlock that ends in one)
//   favorable   = (1 − s)·(1 − h)·p
//   unfavorable = (1 − s)·(1 − h)·(1 − p)
// rounded by largest remainder so they sum to exactly 100. p is the analysis's own number (the
// chance of winning at trial); `favorable` is the share of ALL endings that are a win, settlement
// included, so it is lower: the screen names both. What-if moves p by the outcome model's own
// weights (understanding/model/weights.ts) for the fact changed; with no change it is the analysis's
// number exactly, and nothing else moves.
import { directionTotal, RATING_WEIGHTS, RECORD_WEIGHTS, WITNESS_WEIGHTS } from './understanding/model/weights.js';
import { referenceFor, type Category, type CostRange } from './prediction-reference.js';

export const EVIDENCE_LEVELS = ['very-strong', 'strong', 'moderate', 'weak', 'very-weak'] as const;
export type EvidenceLevel = (typeof EVIDENCE_LEVELS)[number];
export const PRIOR_RECORDS = ['none', 'one', 'two', 'three-plus', 'unknown'] as const;
export type PriorRecord = (typeof PRIOR_RECORDS)[number];
export type ConfidenceLevel = 'low' | 'medium' | 'high';

export interface Outcomes {
  favorable: number;
  settlement: number;
  unfavorable: number;
}

/** What a prediction is computed from (and what the what-if controls change). */
export interface PredictionInputs {
  caseCategory: Category;
  caseType: string;
  /** Percent, from the analysis. */
  successProbability: number;
  /** The analysis's chance unrounded (0..1), when it gave one: a what-if moves from it, not from the rounded percent. */
  successChance?: number | null;
  /** 0..1: the simulated jury's hung share. */
  hungShare: number;
  confidenceLevel: ConfidenceLevel;
  /** Criminal only: the evidence against the client. */
  evidenceStrength: EvidenceLevel | null;
  witnesses: number;
  /** Criminal only. */
  priorRecord: PriorRecord;
}

export type WhatIf = Partial<Pick<PredictionInputs, 'evidenceStrength' | 'witnesses' | 'priorRecord'>>;

export interface CorePrediction {
  successProbability: number;
  outcomes: Outcomes;
  confidence: number;
}

/** Integers summing to `total`, each the floor of its share plus one for the largest remainders (ties: first). */
export function largestRemainder(values: readonly number[], total = 100): number[] {
  const clean = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const sum = clean.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    const even = clean.map(() => Math.floor(total / clean.length));
    for (let i = 0; i < total - even.reduce((a, b) => a + b, 0); i++) even[i]! += 1;
    return even;
  }
  const exact = clean.map((v) => (v / sum) * total);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((v, i) => ({ i, r: v - Math.floor(v) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** The three outcomes, in percent, summing to 100. `p` and `hung` are 0..1. */
export function outcomesOf(p: number, hung: number, settlementShare: number): Outcomes {
  const s = clamp(settlementShare, 0, 1);
  const h = clamp(hung, 0, 1);
  const q = clamp(p, 0, 1);
  const [favorable, settlement, unfavorable] = largestRemainder([(1 - s) * (1 - h) * q, s + (1 - s) * h, (1 - s) * (1 - h) * (1 - q)]);
  return { favorable: favorable!, settlement: settlement!, unfavorable: unfavorable! };
}

/** Confidence bands of the analysis's level: a `high` analysis is always ≥ 80 (High Confidence). */
export const CONFIDENCE_BANDS: Record<ConfidenceLevel, [number, number]> = { low: [30, 59], medium: [60, 79], high: [80, 95] };

/** Percent: how one-sided the simulated verdicts are, kept inside the analysis's own band. */
export function confidenceOf(p: number, hung: number, level: ConfidenceLevel): number {
  const [lo, hi] = CONFIDENCE_BANDS[level];
  return clamp(Math.round(100 * Math.max(p, 1 - p) * (1 - clamp(hung, 0, 1))), lo, hi);
}

/** The witnesses-for-the-client pull: the outcome model's own saturating sum over that many witnesses. */
const witnessShift = (n: number): number =>
  directionTotal(new Array<number>(Math.max(0, Math.floor(n))).fill(WITNESS_WEIGHTS.for), WITNESS_WEIGHTS.cap).total;

/** The log-odds the outcome model (understanding/model) gives to the facts the what-if can change. */
export function factorShift(i: Pick<PredictionInputs, 'caseCategory' | 'evidenceStrength' | 'witnesses' | 'priorRecord'>): number {
  let shift = witnessShift(i.witnesses);
  if (i.caseCategory === 'criminal') {
    if (i.evidenceStrength) shift += RATING_WEIGHTS[i.evidenceStrength];
    const n = { none: 0, one: 1, two: 2, 'three-plus': 3, unknown: -1 }[i.priorRecord];
    if (n === 0) shift += RECORD_WEIGHTS.none;
    if (n === 1) shift += RECORD_WEIGHTS.one;
    if (n > 1) shift += RECORD_WEIGHTS.twoOrMore;
  }
  return shift;
}

const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** The prediction of these inputs, with the what-if changes applied (none: the case as analysed). */
export function predict(inputs: PredictionInputs, change: WhatIf = {}): CorePrediction {
  const changed = { ...inputs, ...change };
  const delta = factorShift(changed) - factorShift(inputs);
  // From a rounded percent, a what-if near 0 or 100 would be off by a few points (4.5 % shown as 5 %
  // moves to 12.5 % where the analysis re-run gives 11.4 %); the unrounded chance keeps it exact.
  const p0 = clamp(inputs.successChance ?? inputs.successProbability / 100, 0.01, 0.99);
  const p = delta === 0 ? inputs.successProbability / 100 : logistic(logit(p0) + delta);
  const { settlementShare } = referenceFor(inputs.caseCategory, inputs.caseType);
  return {
    successProbability: Math.round(p * 100),
    outcomes: outcomesOf(p, inputs.hungShare, settlementShare),
    confidence: confidenceOf(p, inputs.hungShare, inputs.confidenceLevel),
  };
}

/** The reference baseline: the jury model's prior for the type (its base rate), no facts weighed, no deadlock. */
export function referenceBaseline(caseCategory: Category, caseType: string, baseRatePercent: number): Outcomes {
  return outcomesOf(baseRatePercent / 100, 0, referenceFor(caseCategory, caseType).settlementShare);
}

// ── SPEC §9's display rules ───────────────────────────────────────────────────────────────────

export type SuccessColour = 'green' | 'yellow' | 'red';

/** ≥ 70 green, 40–69 yellow, below 40 red. */
export function successColour(percent: number): SuccessColour {
  if (percent >= 70) return 'green';
  if (percent >= 40) return 'yellow';
  return 'red';
}

export const HIGH_CONFIDENCE = 80;

/** Quick Stats: cases analysed, the rounded mean of the favorable percents, and how many have confidence ≥ 80. */
export function quickStats(predictions: readonly { confidence: number; outcomes: { favorable: number } }[]) {
  const n = predictions.length;
  const mean = n === 0 ? 0 : predictions.reduce((a, p) => a + p.outcomes.favorable, 0) / n;
  return {
    casesAnalyzed: n,
    avgSuccessRate: Math.round(mean),
    highConfidence: predictions.filter((p) => p.confidence >= HIGH_CONFIDENCE).length,
  };
}

/** Savings by settling: likely trial cost minus likely settlement cost. */
export const savingsBySettling = (cost: { settlement: CostRange; trial: CostRange }) => cost.trial.likely - cost.settlement.likely;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** US dollars, no decimals: 12500 → "$12,500". */
export const formatUsd = (amount: number) => usd.format(amount);
