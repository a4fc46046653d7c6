// Reads of the predictions view, each one query: a user's predictions with the comparable
// completed cases around each (a lateral aggregate over the (case_type, state, status) index),
// and the market aggregates of completed cases, groups under MIN_GROUP_SIZE left out. A case's
// number, title, jurisdiction and judge are sealed with its client's key (projector.ts `SEALED`, decision 0056): the
// user's list opens them.
import type { Knex } from 'knex';
import { ERASED_TEXT, type FieldOpener, type ViewCipher } from '../../infra/crypto/view-cipher.js';
import { SEALED } from './projector.js';
import {
  MIN_GROUP_SIZE,
  referenceBaseline,
  referenceFor,
  savingsBySettling,
  type Category,
  type ConfidenceLevel,
  type EvidenceLevel,
  type MarketEntryResponse,
  type PredictionResponse,
  type PriorRecord,
  type RiskFactor,
} from '../../modules/casework/index.js';

interface Row {
  case_id: number;
  user_id: number;
  case_number: string;
  case_title: string | null;
  case_category: Category;
  case_type: string;
  jurisdiction: string;
  judge: string | null;
  status: string;
  evidence_strength: EvidenceLevel | null;
  witnesses: number;
  prior_record: PriorRecord;
  success_probability: number;
  success_chance: number | null;
  hung_share: number;
  confidence_level: ConfidenceLevel;
  base_rate: number;
  /** Sealed (projector.ts): a JSON string of the ciphertext of the JSON list; null before an analysis. */
  risk_factors: string | null;
  favorable_pct: number;
  settlement_pct: number;
  unfavorable_pct: number;
  confidence: number;
  total: number;
  favorable: number;
  settled: number;
  unfavorable: number;
}

/** A sealed column opened for the case's client; null stays null, `[erased]` once the key is gone. */
const opened = (r: Row, opener: FieldOpener, purpose: string, value: string | null): string | null =>
  value === null ? null : (opener.open(Number(r.user_id), purpose, value) ?? ERASED_TEXT);

/** The risk factors opened for the case's client; none once the key is gone. */
function riskFactorsOf(r: Row, opener: FieldOpener): RiskFactor[] {
  if (r.risk_factors === null) return [];
  const text = opener.open(Number(r.user_id), SEALED.riskFactors, r.risk_factors);
  return text === null ? [] : (JSON.parse(text) as RiskFactor[]);
}

function toPrediction(r: Row, opener: FieldOpener): PredictionResponse {
  const enough = r.total >= MIN_GROUP_SIZE;
  const reference = referenceFor(r.case_category, r.case_type);
  const cost = { settlement: reference.settlement, trial: reference.trial };
  return {
    caseId: r.case_id,
    caseNumber: opened(r, opener, SEALED.caseNumber, r.case_number) ?? ERASED_TEXT,
    caseTitle: opened(r, opener, SEALED.caseTitle, r.case_title),
    caseCategory: r.case_category,
    caseType: r.case_type,
    jurisdiction: opened(r, opener, SEALED.jurisdiction, r.jurisdiction) ?? ERASED_TEXT,
    judge: opened(r, opener, SEALED.judge, r.judge),
    status: r.status,
    confidence: r.confidence,
    outcomes: { favorable: r.favorable_pct, settlement: r.settlement_pct, unfavorable: r.unfavorable_pct },
    // The baseline is the published base rate for the matter (docs/reference/case-base-rates.md)
    // with the reference settlement share: never the model's own past outputs.
    baseline: { source: 'reference', cases: null, outcomes: referenceBaseline(r.case_category, r.case_type, r.base_rate) },
    similarCases: enough
      ? { total: r.total, favorable: r.favorable, settled: r.settled, unfavorable: r.unfavorable }
      : { total: r.total, favorable: null, settled: null, unfavorable: null },
    riskFactors: riskFactorsOf(r, opener),
    costEstimate: { ...cost, savings: savingsBySettling(cost) },
    timeline: reference.timeline,
    inputs: {
      successProbability: r.success_probability,
      successChance: r.success_chance,
      hungShare: r.hung_share,
      confidenceLevel: r.confidence_level,
      evidenceStrength: r.evidence_strength,
      witnesses: r.witnesses,
      priorRecord: r.prior_record,
    },
  };
}

/** The user's analysed cases, newest first, each with its comparable completed cases. */
export async function listPredictions({ knex, cipher }: { knex: Knex; cipher: ViewCipher }, userId: number): Promise<PredictionResponse[]> {
  const rows: Row[] = await knex('predictions_view as p')
    .select('p.*', 's.*')
    .joinRaw(
      `left join lateral (
        select count(*)::int as total,
          (count(*) filter (where q.leading_outcome = 'favorable'))::int as favorable,
          (count(*) filter (where q.leading_outcome = 'settlement'))::int as settled,
          (count(*) filter (where q.leading_outcome = 'unfavorable'))::int as unfavorable
        from predictions_view q
        where q.case_type = p.case_type and q.state = p.state and q.status = 'completed'
          and q.favorable_pct is not null and q.case_id <> p.case_id
      ) s on true`,
    )
    .where('p.user_id', userId)
    .whereNotNull('p.favorable_pct')
    .orderBy([
      { column: 'p.created_at', order: 'desc' },
      { column: 'p.case_id', order: 'desc' },
    ]);
  const opener = await cipher.opener(rows.length > 0 ? [userId] : []);
  return rows.map((r) => toPrediction(r, opener));
}

/** Completed cases grouped by type (filtered by category or type), groups of fewer than 5 left out. */
export async function marketAnalysis(knex: Knex, filter: string): Promise<MarketEntryResponse[]> {
  const q = knex('predictions_view')
    .select('case_category', 'case_type')
    .count({ cases: '*' })
    .avg({ success: 'favorable_pct' })
    .where({ status: 'completed' })
    .whereNotNull('favorable_pct')
    .groupBy('case_category', 'case_type')
    .havingRaw('count(*) >= ?', [MIN_GROUP_SIZE])
    .orderBy(['case_category', 'case_type']);
  if (filter === 'criminal' || filter === 'family') q.andWhere({ case_category: filter });
  else if (filter !== 'all') q.andWhere({ case_type: filter });
  const rows = (await q) as unknown as { case_category: Category; case_type: string; cases: number | string; success: number | string }[];
  return rows.map((r) => {
    const ref = referenceFor(r.case_category, r.case_type);
    return {
      caseCategory: r.case_category,
      caseType: r.case_type,
      cases: Number(r.cases),
      averageSettlement: ref.settlement.likely,
      successRate: Math.round(Number(r.success)),
      averageTimeline: ref.timeline.settlement,
    };
  });
}
