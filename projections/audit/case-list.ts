// The auditor's list of cases (issue 31): every submitted case with its status, payment and the
// last event of its stream, so an auditor finds a case by its number or title and opens its
// history without knowing its id. A view of its own (the cases view drops an erased owner's cases,
// whose history the auditor still reads): on erasure only the case number and title are blanked.
// The number and the title are sealed with the case's client's key (`SEALED`, decision 0056); a
// search opens every row that passes the status filter and matches the opened text in a query that
// stores nothing.
import type { Knex } from 'knex';
import type { Projector } from '../../infra/projections/types.js';
import { ERASED_TEXT, sealText, type FieldOpener, type ViewCipher } from '../../infra/crypto/view-cipher.js';
import { stripNul } from '../../infra/http/text.js';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole } from '../../infra/http/auth.js';
import { parse } from '../../infra/http/validate.js';
import {
  auditCaseListQuery,
  caseIdParam,
  CASE_EVENT_LABELS,
  caseEventTypes,
  type AuditCaseList,
  type AuditCaseRow,
  type CaseStatus,
  type PaymentStatus,
} from '../../modules/casework/index.js';
import { recordRead } from './read-log.js';

export const auditCaseListMigration = {
  name: '0097_audit_case_list',
  async up(knex: Knex) {
    await knex.schema.createTable('audit_case_list', (t) => {
      t.integer('case_id').primary();
      t.integer('user_id').notNullable().index();
      t.text('case_number').nullable();
      t.text('case_title').nullable();
      t.text('case_category').notNullable();
      t.text('case_type').notNullable();
      t.text('status').notNullable();
      t.text('payment_status').notNullable();
      t.timestamp('submitted_at', { useTz: true }).notNullable();
      t.text('last_event_type').notNullable();
      t.timestamp('last_event_at', { useTz: true }).notNullable();
      t.integer('last_version').notNullable();
      t.index(['last_event_at']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('audit_case_list');
  },
};

type Data = {
  caseId?: number;
  userId?: number;
  caseCategory?: string;
  caseType?: string;
  pii?: { caseNumber: string; caseTitle: string } | null;
};

/** The status an event moves a case to (the same moves as the cases view), or undefined. */
function statusAfter(type: string): { status?: CaseStatus | 'submitted-if-pending'; payment?: PaymentStatus } {
  switch (type) {
    case 'CasePaymentStarted':
      return { payment: 'pending' };
    case 'CasePaid':
      return { status: 'submitted-if-pending', payment: 'paid' };
    case 'CasePaymentFailed':
      return { payment: 'failed' };
    case 'ReviewStarted':
      return { status: 'in-review' };
    case 'CaseCompleted':
      return { status: 'completed' };
    default:
      return {};
  }
}

/** What the sealed number and title are bound to (with the case's client's id). */
export const SEALED = { caseNumber: 'audit_case_list.case_number', caseTitle: 'audit_case_list.case_title' } as const;

export const auditCaseListProjector: Projector = {
  name: 'audit-case-list',
  // 2: the title sealed with the client's key (issue 29 H3, decision 0056).
  // 3: the case number sealed too.
  version: 3,
  tables: ['audit_case_list'],
  handles: [...caseEventTypes, 'UserErased'],
  async apply(trx, recorded, ctx) {
    const d = recorded.data as Data;
    if (recorded.type === 'UserErased') {
      if (typeof d.userId === 'number')
        await trx('audit_case_list').where({ user_id: d.userId }).update({ case_number: null, case_title: null });
      return;
    }
    if (typeof d.caseId !== 'number') return;
    if (recorded.type === 'CaseSubmitted') {
      // The number and title only while its client's key exists (erased since: blanked, as UserErased does).
      const owner = typeof d.userId === 'number' ? d.userId : null;
      const key = d.pii && owner !== null ? await ctx.cipher.sealingKey(owner) : null;
      const seal = (purpose: string, text: string) => (key && owner !== null ? sealText(key, owner, purpose, stripNul(text)) : null);
      await trx('audit_case_list')
        .insert({
          case_id: d.caseId,
          user_id: d.userId,
          case_number: d.pii ? seal(SEALED.caseNumber, d.pii.caseNumber) : null,
          case_title: d.pii ? seal(SEALED.caseTitle, d.pii.caseTitle) : null,
          case_category: d.caseCategory ?? '',
          case_type: d.caseType ?? '',
          status: 'pending',
          payment_status: 'unpaid',
          submitted_at: recorded.createdAt,
          last_event_type: recorded.type,
          last_event_at: recorded.createdAt,
          last_version: recorded.version,
        })
        .onConflict('case_id')
        .ignore();
      return;
    }
    const move = statusAfter(recorded.type);
    const changes: Record<string, unknown> = {};
    if (move.payment === 'paid') changes.payment_status = 'paid';
    else if (move.payment)
      changes.payment_status = trx.raw("case when payment_status = 'paid' then payment_status else ? end", [move.payment]);
    if (move.status === 'submitted-if-pending') changes.status = trx.raw("case when status = 'pending' then 'submitted' else status end");
    else if (move.status) changes.status = move.status;
    // The last event is the one of the highest version (an event applied late never hides a newer one).
    if (Object.keys(changes).length > 0) await trx('audit_case_list').where({ case_id: d.caseId }).update(changes);
    await trx('audit_case_list')
      .where({ case_id: d.caseId })
      .andWhere('last_version', '<', recorded.version)
      .update({ last_event_type: recorded.type, last_event_at: recorded.createdAt, last_version: recorded.version });
  },
};

interface Row {
  case_id: number;
  user_id: number;
  case_number: string | null;
  case_title: string | null;
  case_category: string;
  case_type: string;
  status: CaseStatus;
  payment_status: PaymentStatus;
  submitted_at: Date | string;
  last_event_type: string;
  last_event_at: Date | string;
  last_version: number;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The row with its number and title opened for the case's client; `[erased]` once the key is gone. */
const opened = (r: Row, opener: FieldOpener): Row => {
  const open = (purpose: string, value: string | null) =>
    value === null ? null : (opener.open(Number(r.user_id), purpose, value) ?? ERASED_TEXT);
  return { ...r, case_number: open(SEALED.caseNumber, r.case_number), case_title: open(SEALED.caseTitle, r.case_title) };
};

function toRow(r: Row): AuditCaseRow {
  const label = (CASE_EVENT_LABELS as Record<string, string>)[r.last_event_type] ?? r.last_event_type;
  return {
    id: r.case_id,
    caseNumber: r.case_number,
    caseTitle: r.case_title,
    caseCategory: r.case_category,
    caseType: r.case_type,
    status: r.status,
    paymentStatus: r.payment_status,
    submittedAt: iso(r.submitted_at),
    lastEvent: { type: r.last_event_type, label, at: iso(r.last_event_at) },
    eventCount: r.last_version,
  };
}

/**
 * One page of cases, the latest activity first; `q` matches number or title (any part), or the id.
 * The number and title are sealed: with `q`, every case that passes the status filter is read and
 * opened, and Postgres matches the opened numbers and titles passed in the query (the same ILIKE; stored nowhere); the
 * page is cut after. Without `q` only the page is read and opened.
 */
export async function listAuditCases(
  { knex, cipher }: { knex: Knex; cipher: ViewCipher },
  query: { q?: string; status?: CaseStatus; page: number; pageSize: number },
): Promise<AuditCaseList> {
  const base = knex('audit_case_list');
  const q = query.q?.trim();
  if (query.status) base.where('status', query.status);
  const ordered = () =>
    base
      .clone()
      .select('*')
      .orderBy([
        { column: 'last_event_at', order: 'desc' },
        { column: 'case_id', order: 'desc' },
      ]);
  const offset = (query.page - 1) * query.pageSize;
  if (q) {
    const rows: Row[] = await ordered();
    const opener = await cipher.opener(rows.map((r) => Number(r.user_id)));
    const all = rows.map((r) => opened(r, opener));
    const matched = all.length === 0 ? [] : (await matchOpened(knex, all, q)).map((i) => all[i]!);
    return {
      items: matched.slice(offset, offset + query.pageSize).map(toRow),
      total: matched.length,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
  const [{ count }] = (await base.clone().count<{ count: string | number }[]>({ count: '*' })) as [{ count: string | number }];
  const rows: Row[] = await ordered().limit(query.pageSize).offset(offset);
  const opener = await cipher.opener(rows.map((r) => Number(r.user_id)));
  return { items: rows.map((r) => toRow(opened(r, opener))), total: Number(count), page: query.page, pageSize: query.pageSize };
}

/** The indexes (in order) of the opened rows whose number or title holds `q`, or whose id it is. */
async function matchOpened(knex: Knex, rows: readonly Row[], q: string): Promise<number[]> {
  const values = rows.map((r, i) => ({ i, case_id: r.case_id, case_number: r.case_number, case_title: r.case_title }));
  const like = `%${escapeLike(q)}%`;
  const m = knex
    .select('t.i')
    .from(knex.raw('jsonb_to_recordset(?::jsonb) as t(i int, case_id int, case_number text, case_title text)', [JSON.stringify(values)]))
    .where((w) => {
      w.whereILike('t.case_number', like).orWhereILike('t.case_title', like);
      // Any case id, old (small) or drawn at random up to 2^31 − 1 (decision 0061): the path's own check.
      const id = caseIdParam.safeParse(q);
      if (id.success) w.orWhere('t.case_id', id.data);
    })
    .orderBy('t.i', 'asc');
  return ((await m) as { i: number }[]).map((r) => Number(r.i));
}

export function auditCaseListRouter(deps: { knex: Knex; cipher: ViewCipher }) {
  const router = createRouter();
  router.get('/api/audit/cases', requireRole('auditor', 'admin'), async (ctx) => {
    const query = parse(auditCaseListQuery, ctx.query);
    const user = currentUser(ctx);
    // Like every audit answer, the list read is itself recorded (not the words searched for: the log
    // is append-only, and a search may hold a name).
    await recordRead(deps.knex, {
      readerId: user.id,
      readerRole: user.role,
      action: 'case-list',
      target: 'cases',
      requestId: ctx.state.requestId,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listAuditCases(deps, query);
  });
  return router;
}
