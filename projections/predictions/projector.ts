// The predictions view: one row per case analysis, with the inputs of the prediction model (from
// the case form and its latest completed mock-jury analysis) and the prediction those inputs give,
// so a user's predictions and the comparable cases around them are one indexed query. Cases whose
// owner was erased are deleted; events read back shredded leave no row. The case's number, title,
// jurisdiction (which names its city) and judge, the client's words, and the risk factors (which
// quote them) are sealed with the client's data key (`SEALED`, decision 0056); the comparable cases
// are found on the clear state and type.
import type { Knex } from 'knex';
import type { Projector } from '../../infra/projections/types.js';
import { sealText } from '../../infra/crypto/view-cipher.js';
import { stripNul } from '../../infra/http/text.js';
import {
  countedPeople,
  jurisdictionOf,
  predict,
  type CaseEvent,
  type Category,
  type ConfidenceLevel,
  type EvidenceLevel,
  type Outcomes,
  type PriorRecord,
  type RiskFactor,
} from '../../modules/casework/index.js';
import type { IdentityEventOf } from '../../modules/identity/index.js';

export const predictionsViewMigration = {
  name: '0111_predictions_view',
  async up(knex: Knex) {
    await knex.schema.createTable('predictions_view', (t) => {
      t.integer('case_id').primary();
      t.integer('user_id').notNullable();
      t.text('case_number').notNullable();
      t.text('case_category').notNullable();
      t.text('case_type').notNullable();
      t.text('state').notNullable();
      t.text('jurisdiction').notNullable();
      t.text('judge').nullable();
      t.text('status').notNullable();
      t.text('evidence_strength').nullable();
      t.integer('witnesses').notNullable();
      t.text('prior_record').notNullable();
      /** The latest completed analysis (run number) and what the model reads from it. */
      t.integer('analysis_run').nullable();
      t.integer('success_probability').nullable();
      t.double('hung_share').nullable();
      t.text('confidence_level').nullable();
      t.integer('base_rate').nullable();
      t.jsonb('risk_factors').nullable();
      /** The prediction (model.ts `predict`) of those inputs. */
      t.integer('favorable_pct').nullable();
      t.integer('settlement_pct').nullable();
      t.integer('unfavorable_pct').nullable();
      t.integer('confidence').nullable();
      t.text('leading_outcome').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('completed_at', { useTz: true }).nullable();
      t.index(['user_id', 'created_at']);
      // comparable cases (same type and state) and market analysis: completed cases only
      t.index(['case_type', 'state', 'status']);
      t.index(['status', 'case_category', 'case_type']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('predictions_view');
  },
};

/** The analysis's unrounded chance (AnalysisCompleted.chance): null for analyses made before it was kept. */
export const predictionsChanceMigration = {
  name: '0112_predictions_view_chance',
  async up(knex: Knex) {
    await knex.schema.alterTable('predictions_view', (t) => {
      t.double('success_chance').nullable();
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('predictions_view', (t) => {
      t.dropColumn('success_chance');
    });
  },
};

/** The case's own title beside its number on the Outcome Prediction cards (null on rows made before it was kept, until a rebuild). */
export const predictionsTitleMigration = {
  name: '0113_predictions_view_title',
  async up(knex: Knex) {
    await knex.schema.alterTable('predictions_view', (t) => {
      t.text('case_title').nullable();
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('predictions_view', (t) => {
      t.dropColumn('case_title');
    });
  },
};

/** The prior record the analysis weighed (its fact sheet), as the what-if control names it. */
export function priorRecordOf(count: number | null | undefined): PriorRecord {
  if (count === null || count === undefined) return 'unknown';
  return count === 0 ? 'none' : count === 1 ? 'one' : count === 2 ? 'two' : 'three-plus';
}

/** Witnesses for the client the analysis weighed on their own (the outcome model's own count). */
export const witnessesFor = (facts: Parameters<typeof countedPeople>[0]): number =>
  countedPeople(facts).filter((p) => p.side === 'for').length;

export function leadingOutcome(o: Outcomes): keyof Outcomes {
  const order: (keyof Outcomes)[] = ['favorable', 'settlement', 'unfavorable'];
  return order.reduce((best, k) => (o[k] > o[best] ? k : best), order[0]!);
}

/** What each sealed column's ciphertext is bound to (with the case's client's id). */
export const SEALED = {
  caseNumber: 'predictions_view.case_number',
  caseTitle: 'predictions_view.case_title',
  jurisdiction: 'predictions_view.jurisdiction',
  judge: 'predictions_view.judge',
  /** The risk tab's factors: each quotes the case's own words (a JSON string of the sealed JSON list). */
  riskFactors: 'predictions_view.risk_factors',
} as const;

export const predictionsProjector: Projector = {
  name: 'predictions',
  // 2: the title and the judge sealed with the client's key (issue 29 H3, decision 0056).
  // 3: the case number and the jurisdiction sealed too.
  // 4: the risk factors (they quote the case's words) sealed too.
  version: 4,
  tables: ['predictions_view'],
  handles: ['CaseSubmitted', 'CasePaid', 'AnalysisCompleted', 'ReviewStarted', 'CaseCompleted', 'UserErased'],
  async apply(trx, recorded, ctx) {
    const e = { type: recorded.type, data: recorded.data } as CaseEvent | IdentityEventOf<'UserErased'>;
    switch (e.type) {
      case 'CaseSubmitted': {
        const d = e.data;
        if (!d.pii) return;
        // No key: the client was erased since (UserErased deletes their rows): nothing to keep.
        const key = await ctx.cipher.sealingKey(d.userId);
        if (!key) return;
        await trx('predictions_view')
          .insert({
            case_id: d.caseId,
            user_id: d.userId,
            case_number: sealText(key, d.userId, SEALED.caseNumber, stripNul(d.pii.caseNumber)),
            case_title: sealText(key, d.userId, SEALED.caseTitle, stripNul(d.pii.caseTitle)),
            case_category: d.caseCategory,
            case_type: d.caseType,
            state: d.state,
            jurisdiction: sealText(key, d.userId, SEALED.jurisdiction, stripNul(jurisdictionOf({ city: d.pii.city, state: d.state }))),
            judge: d.pii.judgeAssigned ? sealText(key, d.userId, SEALED.judge, stripNul(d.pii.judgeAssigned)) : null,
            status: 'pending',
            evidence_strength: d.pii.criminal?.evidenceStrength ?? null,
            witnesses: d.pii.keyWitnesses.length,
            prior_record: 'unknown',
            created_at: d.submittedAt,
          })
          .onConflict('case_id')
          .ignore();
        return;
      }
      case 'CasePaid':
        await trx('predictions_view').where({ case_id: e.data.caseId, status: 'pending' }).update({ status: 'submitted' });
        return;
      case 'ReviewStarted':
        await trx('predictions_view').where({ case_id: e.data.caseId }).whereNot({ status: 'completed' }).update({ status: 'in-review' });
        return;
      case 'CaseCompleted':
        await trx('predictions_view').where({ case_id: e.data.caseId }).update({ status: 'completed', completed_at: e.data.completedAt });
        return;
      case 'AnalysisCompleted': {
        const d = e.data;
        if (!d.pii) return;
        const row:
          | {
              case_category: Category;
              case_type: string;
              evidence_strength: EvidenceLevel | null;
              witnesses: number;
              analysis_run: number | null;
              user_id: number;
            }
          | undefined = await trx('predictions_view')
          .where({ case_id: d.caseId })
          .first('case_category', 'case_type', 'evidence_strength', 'witnesses', 'analysis_run', 'user_id');
        if (!row || (row.analysis_run !== null && row.analysis_run > d.run)) return;
        const key = await ctx.cipher.sealingKey(row.user_id);
        if (!key) return; // the client was erased since (UserErased deletes their rows)
        const { outcomes, simulations } = { outcomes: d.distribution.outcomes, simulations: d.distribution.simulations };
        const hungShare = simulations > 0 ? outcomes.hung / simulations : 0;
        const facts = d.pii.facts;
        const priorRecord = row.case_category === 'criminal' && facts ? priorRecordOf(facts.priorRecord.count) : 'unknown';
        const witnesses = facts ? witnessesFor(facts) : row.witnesses;
        const confidenceLevel: ConfidenceLevel = d.confidenceLevel;
        const prediction = predict({
          caseCategory: row.case_category,
          caseType: row.case_type,
          successProbability: d.successProbability,
          successChance: d.chance ?? null,
          hungShare,
          confidenceLevel,
          evidenceStrength: row.evidence_strength,
          witnesses,
          priorRecord,
        });
        // The risk tab lists what moved the analysis's own number (its contributions), largest first.
        const riskFactors: RiskFactor[] = (d.pii.contributions ?? []).map((c) => ({
          factor: c.label,
          impact: c.shift > 0 ? 'positive' : c.shift < 0 ? 'negative' : 'neutral',
          weight: Math.round(Math.min(1, Math.abs(c.shift) / 2) * 100) / 100,
          detail: c.quote ? `${c.points > 0 ? '+' : ''}${c.points} points — “${c.quote}”` : `${c.points > 0 ? '+' : ''}${c.points} points`,
        }));
        await trx('predictions_view')
          .where({ case_id: d.caseId })
          .update({
            analysis_run: d.run,
            success_probability: d.successProbability,
            success_chance: d.chance ?? null,
            hung_share: hungShare,
            confidence_level: confidenceLevel,
            base_rate: d.distribution.baseRate,
            prior_record: priorRecord,
            witnesses,
            risk_factors: JSON.stringify(sealText(key, row.user_id, SEALED.riskFactors, stripNul(JSON.stringify(riskFactors)))),
            favorable_pct: prediction.outcomes.favorable,
            settlement_pct: prediction.outcomes.settlement,
            unfavorable_pct: prediction.outcomes.unfavorable,
            confidence: prediction.confidence,
            leading_outcome: leadingOutcome(prediction.outcomes),
          });
        return;
      }
      case 'UserErased':
        await trx('predictions_view').where({ user_id: e.data.userId }).delete();
        return;
      default:
        return;
    }
  },
};
