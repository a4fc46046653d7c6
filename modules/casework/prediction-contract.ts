// What the predictions endpoints (projections/predictions) answer, and the market filter they
// accept. Re-exported by contract.ts, so the web app reads the same shapes.
import * as z from 'zod/mini';
import '../../infra/http/zod-english.js';
import { CIVIL_CASE_TYPES, CRIMINAL_CASE_TYPES, FAMILY_CASE_TYPES } from './jury/types.js';
import type { ConfidenceLevel, EvidenceLevel, Outcomes, PriorRecord } from './prediction-model.js';
import type { CostRange } from './prediction-reference.js';

export const MARKET_MESSAGES = {
  filter: 'Filter must be all, criminal, family, civil or a case type',
} as const;

const TYPES = new Set<string>([...CRIMINAL_CASE_TYPES, ...FAMILY_CASE_TYPES, ...CIVIL_CASE_TYPES].map((t) => t.value));

/** `all`, a category, or a case type slug; default `all`. */
export const marketFilterSchema = z
  .pipe(
    z.optional(z.string().check(z.trim(), z.toLowerCase())),
    z.transform((s) => s || 'all'),
  )
  .check(
    z.refine((s) => s === 'all' || s === 'criminal' || s === 'family' || s === 'civil' || TYPES.has(s), {
      message: MARKET_MESSAGES.filter,
    }),
  );

/** Below this many cases a group (market entry, comparable cases) is not shown: no case can be singled out. */
export const MIN_GROUP_SIZE = 5;

export interface RiskFactor {
  factor: string;
  impact: 'positive' | 'negative' | 'neutral';
  /** 0..1: the factor's pull in the jury model (log-odds shift / 2, capped at 1). */
  weight: number;
  detail: string;
}

export interface PredictionResponse {
  caseId: number;
  caseNumber: string;
  /** The case's title as the client wrote it; null for a prediction recorded before titles were kept. */
  caseTitle: string | null;
  caseCategory: 'criminal' | 'family' | 'civil';
  caseType: string;
  jurisdiction: string;
  judge: string | null;
  status: string;
  confidence: number;
  outcomes: Outcomes;
  /** Beside each figure: the base rate among comparable completed cases (≥ 5), else the reference prior. */
  baseline: { source: 'platform' | 'reference'; cases: number | null; outcomes: Outcomes };
  /** Completed cases of the same type in the same state (this one excluded); counts are null below 5 cases. */
  similarCases: { total: number; favorable: number | null; settled: number | null; unfavorable: number | null };
  riskFactors: RiskFactor[];
  costEstimate: { settlement: CostRange; trial: CostRange; savings: number };
  timeline: { settlement: string; trial: string };
  /** What the model read: the what-if controls start from these. */
  inputs: {
    successProbability: number;
    /** The analysis's chance unrounded (0..1); null for analyses made before it was kept. */
    successChance: number | null;
    hungShare: number;
    confidenceLevel: ConfidenceLevel;
    evidenceStrength: EvidenceLevel | null;
    witnesses: number;
    priorRecord: PriorRecord;
  };
}

export interface MarketEntryResponse {
  caseCategory: 'criminal' | 'family' | 'civil';
  caseType: string;
  /** Completed cases in the group (always ≥ 5). */
  cases: number;
  /** Likely settlement cost of the type, US dollars (reference table). */
  averageSettlement: number;
  /** Rounded mean of the group's favorable percents. */
  successRate: number;
  /** The reference settlement timeline of the type. */
  averageTimeline: string;
}
