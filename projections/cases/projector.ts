// The cases view: one row per case (My Cases, the dashboard's Case Analyses, Case Detail), its
// documents and its comments. The analysis runs (with their results) sit in the case's row as
// JSON, so a case detail is one read. Cases whose owner was erased are purged; events read back
// without their text (shredded) leave no row.
//
// The case's personal text — its number, the client's name, the title, the description, the city
// (and the jurisdiction naming it), the form's details, the analysis runs, the documents' file
// names and the comments — is sealed with the case's client's data key (`SEALED`,
// decision 0056): a copy of the database reads ciphertext, and after the client's erasure nothing
// opens it. The readers (queries.ts) open it.
import type { Knex } from 'knex';
import type { ProjectionContext, Projector } from '../../infra/projections/types.js';
import { openText, sealText } from '../../infra/crypto/view-cipher.js';
import { stripNul } from '../../infra/http/text.js';
import {
  caseEventTypes,
  detailFieldsOf,
  jurisdictionOf,
  resultOf,
  type AnalysisRunResponse,
  type CaseEvent,
} from '../../modules/casework/index.js';
import type { IdentityEventOf } from '../../modules/identity/index.js';

export const casesViewMigration = {
  name: '0101_cases_view',
  async up(knex: Knex) {
    await knex.schema.createTable('cases_view', (t) => {
      t.integer('id').primary();
      t.integer('user_id').notNullable();
      t.text('case_number').notNullable();
      t.text('client_name').notNullable();
      t.text('case_title').notNullable();
      t.text('case_category').notNullable();
      t.text('case_type').notNullable();
      t.text('case_description').notNullable();
      t.text('state').notNullable();
      t.text('city').notNullable();
      t.text('jurisdiction').notNullable();
      /** Every other field of the form (court, judge, dates, parties, witnesses, criminal / family). */
      t.jsonb('details').notNullable();
      t.text('status').notNullable();
      t.text('payment_status').notNullable();
      t.integer('payment_amount').notNullable();
      t.integer('success_probability').nullable();
      t.boolean('analysis_running').notNullable().defaultTo(false);
      /** The analysis runs, oldest first, each with its result (AnalysisRunResponse[]). */
      t.jsonb('analyses').notNullable();
      t.integer('document_count').notNullable().defaultTo(0);
      t.integer('comment_count').notNullable().defaultTo(0);
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.timestamp('paid_at', { useTz: true }).nullable();
      t.timestamp('completed_at', { useTz: true }).nullable();
      t.index(['user_id', 'created_at']);
      t.index(['payment_status', 'created_at']);
    });
    await knex.schema.createTable('case_documents_view', (t) => {
      t.uuid('id').primary();
      t.integer('case_id').notNullable();
      t.text('name').notNullable();
      t.text('content_type').notNullable();
      t.integer('size').notNullable();
      t.text('storage_key').notNullable();
      t.timestamp('uploaded_at', { useTz: true }).notNullable();
      t.index(['case_id', 'uploaded_at']);
    });
    await knex.schema.createTable('case_comments_view', (t) => {
      t.uuid('id').primary();
      t.integer('case_id').notNullable();
      t.integer('author_id').notNullable();
      t.text('author_role').notNullable();
      t.text('content').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.index(['case_id', 'created_at']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('case_comments_view');
    await knex.schema.dropTable('case_documents_view');
    await knex.schema.dropTable('cases_view');
  },
};

/**
 * The case's personal text, sealed with its client's data key (issue 29 H3, decision 0056); each
 * ciphertext is bound to the client and to the column named here. `details` holds the form's
 * detail fields, `analyses` the analysis runs with their results (the summary, the reasoning, the
 * facts read from the description), each as one sealed JSON text (a jsonb string); a comment is
 * sealed with the case's client's key whoever wrote it (a document's name likewise, whoever
 * attached it): the case is the client's, and their erasure takes it. The success probability and whether a run is running stay clear columns.
 */
export const SEALED = {
  caseNumber: 'cases_view.case_number',
  city: 'cases_view.city',
  jurisdiction: 'cases_view.jurisdiction',
  clientName: 'cases_view.client_name',
  caseTitle: 'cases_view.case_title',
  caseDescription: 'cases_view.case_description',
  details: 'cases_view.details',
  analyses: 'cases_view.analyses',
  comment: 'case_comments_view.content',
  documentName: 'case_documents_view.name',
} as const;

type Trx = Knex.Transaction;

/**
 * The case's analysis runs, opened with its client's key, with the key to seal them again; undefined
 * when the row is gone, or its client's key is (erased since: the row goes with them). Runs written
 * before sealing (a jsonb array) are taken as they are.
 */
async function runsOf(trx: Trx, ctx: ProjectionContext, caseId: number) {
  const row = (await trx('cases_view').where({ id: caseId }).first('analyses', 'user_id')) as
    { analyses: AnalysisRunResponse[] | string; user_id: number } | undefined;
  if (!row) return undefined;
  const owner = Number(row.user_id);
  const key = await ctx.cipher.sealingKey(owner);
  if (!key) return undefined;
  if (typeof row.analyses !== 'string') return { runs: row.analyses, key, owner };
  const text = openText(key, owner, SEALED.analyses, row.analyses);
  return text === null ? undefined : { runs: JSON.parse(text) as AnalysisRunResponse[], key, owner };
}

/** The runs as the column keeps them: one sealed JSON text (a jsonb string). */
const sealedRuns = (key: Buffer, owner: number, runs: readonly AnalysisRunResponse[]) =>
  JSON.stringify(sealText(key, owner, SEALED.analyses, JSON.stringify(runs)));

/** Rewrites one run (adding it when new), keeping the row's summary columns in step. */
async function updateRuns(
  trx: Trx,
  ctx: ProjectionContext,
  caseId: number,
  at: string,
  change: (runs: AnalysisRunResponse[]) => AnalysisRunResponse[],
) {
  const found = await runsOf(trx, ctx, caseId);
  if (!found) return;
  const next = change(found.runs).sort((a, b) => a.run - b.run);
  const latest = next.filter((r) => r.status === 'completed' && r.result).at(-1);
  await trx('cases_view')
    .where({ id: caseId })
    .update({
      analyses: sealedRuns(found.key, found.owner, next),
      analysis_running: next.some((r) => r.status === 'running'),
      success_probability: latest?.result?.successProbability ?? null,
      updated_at: at,
    });
}

const replaceRun = (runs: AnalysisRunResponse[], run: number, change: (r: AnalysisRunResponse) => AnalysisRunResponse) =>
  runs.map((r) => (r.run === run ? change(r) : r));

export const casesProjector: Projector = {
  name: 'cases',
  // 2: the personal text sealed with the client's key (issue 29 H3, decision 0056).
  // 3: the analysis runs (their results) sealed too.
  // 4: the attached documents' file names sealed too.
  // 5: the case number, the city and the jurisdiction (which names the city) sealed too.
  version: 5,
  tables: ['cases_view', 'case_documents_view', 'case_comments_view'],
  handles: [...caseEventTypes, 'UserErased'],
  async apply(trx, recorded, ctx) {
    const e = { type: recorded.type, data: recorded.data } as CaseEvent | IdentityEventOf<'UserErased'>;
    switch (e.type) {
      case 'CaseSubmitted': {
        const d = e.data;
        if (!d.pii) return; // shredded: the owner was erased
        // No key: the owner was erased since (UserErased purges their cases), so there is no row to keep.
        const key = await ctx.cipher.sealingKey(d.userId);
        if (!key) return;
        const f = d.pii;
        // NUL stripped, as Postgres text kept it out before sealing (the lists match the opened text in a query).
        const seal = (purpose: string, text: string) => sealText(key, d.userId, purpose, stripNul(text));
        await trx('cases_view')
          .insert({
            id: d.caseId,
            user_id: d.userId,
            case_number: seal(SEALED.caseNumber, f.caseNumber),
            client_name: seal(SEALED.clientName, f.clientName),
            case_title: seal(SEALED.caseTitle, f.caseTitle),
            case_category: d.caseCategory,
            case_type: d.caseType,
            case_description: seal(SEALED.caseDescription, f.caseDescription),
            state: d.state,
            city: seal(SEALED.city, f.city),
            jurisdiction: seal(SEALED.jurisdiction, jurisdictionOf({ city: f.city, state: d.state })),
            // One sealed JSON text, kept as a jsonb string (an object is a row written before sealing).
            details: JSON.stringify(seal(SEALED.details, JSON.stringify(detailFieldsOf(f)))),
            status: 'pending',
            payment_status: 'unpaid',
            payment_amount: d.amountCents,
            analyses: sealedRuns(key, d.userId, []),
            created_at: d.submittedAt,
            updated_at: d.submittedAt,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'CaseDocumentAttached': {
        const d = e.data;
        if (!d.pii) return;
        const owner = (await trx('cases_view').where({ id: d.caseId }).first('user_id')) as { user_id: number } | undefined;
        if (!owner) return;
        // The file's name is sealed with the case's client's key; none left: the client was erased since.
        const key = await ctx.cipher.sealingKey(Number(owner.user_id));
        if (!key) return;
        const inserted = await trx('case_documents_view')
          .insert({
            id: d.documentId,
            case_id: d.caseId,
            name: sealText(key, Number(owner.user_id), SEALED.documentName, stripNul(d.pii.name)),
            content_type: d.contentType,
            size: d.size,
            storage_key: d.storageKey,
            uploaded_at: d.attachedAt,
          })
          .onConflict('id')
          .ignore()
          .returning('id');
        if (inserted.length > 0)
          await trx('cases_view')
            .where({ id: d.caseId })
            .update({ document_count: trx.raw('document_count + 1'), updated_at: d.attachedAt });
        return;
      }
      case 'CaseDocumentRemoved': {
        const d = e.data;
        const removed = await trx('case_documents_view').where({ id: d.documentId }).delete();
        if (removed > 0)
          await trx('cases_view')
            .where({ id: d.caseId })
            .update({ document_count: trx.raw('greatest(document_count - 1, 0)'), updated_at: d.removedAt });
        return;
      }
      case 'CasePaymentStarted':
        await trx('cases_view')
          .where({ id: e.data.caseId })
          .whereNot({ payment_status: 'paid' })
          .update({ payment_status: 'pending', updated_at: e.data.startedAt });
        return;
      case 'CasePaid':
        await trx('cases_view')
          .where({ id: e.data.caseId })
          .update({
            payment_status: 'paid',
            status: trx.raw("case when status = 'pending' then 'submitted' else status end"),
            paid_at: e.data.paidAt,
            updated_at: e.data.paidAt,
          });
        return;
      case 'CasePaymentFailed':
        await trx('cases_view')
          .where({ id: e.data.caseId })
          .whereNot({ payment_status: 'paid' })
          .update({ payment_status: 'failed', updated_at: e.data.failedAt });
        return;
      case 'AnalysisRequested': {
        const d = e.data;
        await updateRuns(trx, ctx, d.caseId, d.requestedAt, (runs) => {
          const existing = runs.find((r) => r.run === d.run);
          const fresh: AnalysisRunResponse = {
            run: d.run,
            status: 'running',
            engine: d.engine,
            requestedAt: existing?.requestedAt ?? d.requestedAt,
            requestedBy: existing ? existing.requestedBy : d.requestedBy,
            attempts: d.attempt,
            completedAt: null,
            failedAt: null,
            error: existing?.error ?? null,
            errorCode: existing?.errorCode ?? null,
            willRetry: false,
            result: null,
          };
          return existing ? replaceRun(runs, d.run, () => fresh) : [...runs, fresh];
        });
        return;
      }
      case 'AnalysisCompleted': {
        const d = e.data;
        await updateRuns(trx, ctx, d.caseId, d.completedAt, (runs) =>
          replaceRun(runs, d.run, (r) => ({
            ...r,
            status: 'completed',
            attempts: d.attempt,
            completedAt: d.completedAt,
            error: null,
            errorCode: null,
            willRetry: false,
            result: resultOf(d),
          })),
        );
        return;
      }
      case 'AnalysisFailed': {
        const d = e.data;
        await updateRuns(trx, ctx, d.caseId, d.failedAt, (runs) =>
          replaceRun(runs, d.run, (r) => ({
            ...r,
            status: 'failed',
            attempts: d.attempt,
            failedAt: d.failedAt,
            error: d.error,
            errorCode: d.code,
            willRetry: d.willRetry,
          })),
        );
        return;
      }
      case 'ReviewStarted':
        await trx('cases_view').where({ id: e.data.caseId }).update({ status: 'in-review', updated_at: e.data.startedAt });
        return;
      case 'CaseCompleted':
        await trx('cases_view')
          .where({ id: e.data.caseId })
          .update({ status: 'completed', completed_at: e.data.completedAt, updated_at: e.data.completedAt });
        return;
      case 'CommentPosted': {
        const d = e.data;
        if (!d.pii) return;
        const owner = (await trx('cases_view').where({ id: d.caseId }).first('user_id')) as { user_id: number } | undefined;
        if (!owner) return;
        // Sealed with the case's client's key; none left: the client was erased since (their case goes too).
        const key = await ctx.cipher.sealingKey(Number(owner.user_id));
        if (!key) return;
        const inserted = await trx('case_comments_view')
          .insert({
            id: d.commentId,
            case_id: d.caseId,
            author_id: d.authorId,
            author_role: d.authorRole,
            content: sealText(key, Number(owner.user_id), SEALED.comment, stripNul(d.pii.content)),
            created_at: d.postedAt,
          })
          .onConflict('id')
          .ignore()
          .returning('id');
        if (inserted.length > 0)
          await trx('cases_view')
            .where({ id: d.caseId })
            .update({ comment_count: trx.raw('comment_count + 1'), updated_at: d.postedAt });
        return;
      }
      case 'UserErased': {
        const ids = trx('cases_view').where({ user_id: e.data.userId }).select('id');
        await trx('case_comments_view').whereIn('case_id', ids).delete();
        await trx('case_documents_view')
          .whereIn('case_id', trx('cases_view').where({ user_id: e.data.userId }).select('id'))
          .delete();
        await trx('cases_view').where({ user_id: e.data.userId }).delete();
        return;
      }
      default:
        return;
    }
  },
};
