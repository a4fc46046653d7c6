// Predictions as GET /api/predictions answers them, for the stories (clearly fictional cases).
import type { MarketEntryResponse, PredictionResponse } from '../../../../modules/casework/contract';

export const criminalPrediction: PredictionResponse = {
  caseId: 41,
  caseNumber: 'CR-2026-0041',
  caseTitle: 'State v. Client: bar fight outside the Blue Door',
  caseCategory: 'criminal',
  caseType: 'assault',
  jurisdiction: 'Columbus, OH',
  judge: null,
  status: 'completed',
  confidence: 82,
  outcomes: { favorable: 45, settlement: 35, unfavorable: 20 },
  baseline: { source: 'platform', cases: 6, outcomes: { favorable: 38, settlement: 36, unfavorable: 26 } },
  similarCases: { total: 6, favorable: 3, settled: 2, unfavorable: 1 },
  riskFactors: [
    { factor: 'Weak evidence', impact: 'positive', weight: 0.4, detail: 'The evidence against the client is rated weak.' },
    { factor: 'Witnesses', impact: 'positive', weight: 0.18, detail: 'Two witnesses support the client’s account.' },
    { factor: 'Injuries', impact: 'negative', weight: 0.1, detail: 'The description mentions injuries.' },
  ],
  costEstimate: { settlement: { min: 3000, likely: 7500, max: 15000 }, trial: { min: 10000, likely: 25000, max: 60000 }, savings: 17500 },
  timeline: { settlement: '1–3 months', trial: '6–12 months' },
  inputs: {
    successProbability: 71,
    successChance: null,
    hungShare: 0.08,
    confidenceLevel: 'high',
    evidenceStrength: 'weak',
    witnesses: 2,
    priorRecord: 'none',
  },
};

export const familyPrediction: PredictionResponse = {
  caseId: 42,
  caseNumber: 'FA-2026-0042',
  caseTitle: 'Custody of our two children after the move',
  caseCategory: 'family',
  caseType: 'child-custody',
  jurisdiction: 'Austin, TX',
  judge: 'Hon. R. Example',
  status: 'in-review',
  confidence: 64,
  outcomes: { favorable: 33, settlement: 43, unfavorable: 24 },
  baseline: { source: 'reference', cases: null, outcomes: { favorable: 30, settlement: 40, unfavorable: 30 } },
  similarCases: { total: 2, favorable: null, settled: null, unfavorable: null },
  riskFactors: [],
  costEstimate: { settlement: { min: 5000, likely: 12000, max: 25000 }, trial: { min: 20000, likely: 40000, max: 80000 }, savings: 28000 },
  timeline: { settlement: '3–6 months', trial: '12–18 months' },
  inputs: {
    successProbability: 58,
    successChance: null,
    hungShare: 0.05,
    confidenceLevel: 'medium',
    evidenceStrength: null,
    witnesses: 1,
    priorRecord: 'unknown',
  },
};

export const assaultMarket: MarketEntryResponse[] = [
  { caseCategory: 'criminal', caseType: 'assault', cases: 6, averageSettlement: 7500, successRate: 41, averageTimeline: '1–3 months' },
];
