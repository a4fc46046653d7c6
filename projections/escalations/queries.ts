// Reads of the escalations view. The case summary is sealed with the client's key (projector.ts
// `SEALED`, decision 0056): each read opens it for the escalation's client, and a text search
// matches the opened text in a second query that stores nothing (`matchOpened`).
import type { Knex } from 'knex';
import { DEFAULT_PAGE_SIZE, likeText } from '../../infra/http/list-query.js';
import { ERASED_TEXT, type FieldOpener, type ViewCipher } from '../../infra/crypto/view-cipher.js';
import { SEALED } from './projector.js';
import {
  ESTIMATED_RESPONSE,
  type EscalationListQuery,
  type EscalationListSort,
  type EscalationResponse,
  type EscalationStatus,
  type Urgency,
} from '../../modules/conversation/index.js';

interface EscalationRow {
  id: number;
  case_id: string;
  user_id: number;
  case_summary: string;
  urgency: Urgency;
  status: EscalationStatus;
  created_at: Date;
  updated_at: Date;
  username: string | null;
}

/** What the reads of the escalations view need: the database, and the cipher to open the summary. */
export interface EscalationReads {
  knex: Knex;
  cipher: ViewCipher;
}

/** The row with its summary opened for its client; `[erased]` once the client's key is gone. */
const opened = (r: EscalationRow, opener: FieldOpener): EscalationRow => ({
  ...r,
  case_summary: opener.open(r.user_id, SEALED.caseSummary, r.case_summary) ?? ERASED_TEXT,
});

/**
 * The indexes of the rows (already opened, in the list's order) whose case id, summary or (for
 * staff) owner's username holds `q`: Postgres matches the opened text passed in the query (ILIKE,
 * as it did on the clear column) and stores none of it.
 */
async function matchOpened(knex: Knex, rows: readonly EscalationRow[], q: string, staff: boolean): Promise<number[]> {
  if (rows.length === 0) return [];
  const values = rows.map((r, i) => ({ i, case_id: r.case_id, case_summary: r.case_summary, username: r.username }));
  const like = likeText(q);
  const m = knex
    .select('t.i')
    .from(knex.raw('jsonb_to_recordset(?::jsonb) as t(i int, case_id text, case_summary text, username text)', [JSON.stringify(values)]))
    .where((w) => {
      w.whereILike('t.case_id', like).orWhereILike('t.case_summary', like);
      if (staff) w.orWhereILike('t.username', like);
    })
    .orderBy('t.i', 'asc');
  return ((await m) as { i: number }[]).map((r) => Number(r.i));
}

function toEscalation(r: EscalationRow, staff: boolean): EscalationResponse {
  return {
    id: r.id,
    caseId: r.case_id,
    caseSummary: r.case_summary,
    urgency: r.urgency,
    status: r.status,
    estimatedResponse: ESTIMATED_RESPONSE[r.urgency],
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    ...(staff ? { userId: r.user_id, ...(r.username ? { username: r.username } : {}) } : {}),
  };
}

const base = (knex: Knex) =>
  knex('escalations_view as e')
    .leftJoin('users_view as u', 'u.id', 'e.user_id')
    .select('e.id', 'e.case_id', 'e.user_id', 'e.case_summary', 'e.urgency', 'e.status', 'e.created_at', 'e.updated_at', 'u.username');

const ESCALATION_SORT_COLUMNS: Record<EscalationListSort, string> = {
  createdAt: 'e.created_at',
  updatedAt: 'e.updated_at',
  caseId: 'e.case_id',
  urgency: 'e.urgency',
  status: 'e.status',
};

// Urgency and status sort by their meaning, not their spelling.
const RANKED: Partial<Record<EscalationListSort, string>> = {
  urgency: "array_position(array['standard','priority','urgent']::text[], e.urgency::text)",
  status: "array_position(array['pending','in-progress','resolved']::text[], e.status::text)",
};

/**
 * The user's own escalations, or every escalation for staff (with the owner): filtered, sorted
 * (newest first unless told) and, with `page`/`pageSize`, one page; `total` counts every match.
 *
 * The text search reads the sealed summary: then every escalation that passes the clear filters is
 * read, opened and matched on the opened text (`matchOpened`) — a client's own, or every one for
 * staff (decision 0056 says what that costs) — and paged after. Otherwise the table pages, and only
 * the page is opened.
 */
export async function listEscalations(
  r: EscalationReads,
  viewer: { userId: number; staff: boolean },
  query: EscalationListQuery = {},
): Promise<{ escalations: EscalationResponse[]; total: number }> {
  const { knex } = r;
  const q = base(knex).select(knex.raw('count(*) over () as total'));
  if (!viewer.staff) q.where('e.user_id', viewer.userId);
  if (query.status) q.whereIn('e.status', query.status);
  if (query.urgency) q.whereIn('e.urgency', query.urgency);
  if (query.from) q.where('e.created_at', '>=', `${query.from}T00:00:00Z`);
  if (query.to) q.whereRaw(`e.created_at < (?::date + 1)::timestamptz`, [query.to]);
  const sort = query.sort ?? 'createdAt';
  const order = query.order ?? (sort === 'caseId' ? 'asc' : 'desc');
  const ranked = RANKED[sort];
  if (ranked) q.orderByRaw(`${ranked} ${order}`);
  else q.orderBy(ESCALATION_SORT_COLUMNS[sort], order);
  q.orderBy('e.id', order);
  const paged = query.page !== undefined || query.pageSize !== undefined;
  const size = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * size;

  if (query.q) {
    const rows: EscalationRow[] = await q;
    const opener = await r.cipher.opener(rows.map((row) => row.user_id));
    const all = rows.map((row) => opened(row, opener));
    const matched = (await matchOpened(knex, all, query.q, viewer.staff)).map((i) => all[i]!);
    return {
      escalations: (paged ? matched.slice(offset, offset + size) : matched).map((row) => toEscalation(row, viewer.staff)),
      total: matched.length,
    };
  }

  if (paged) q.limit(size).offset(offset);
  const rows: (EscalationRow & { total: string | number })[] = await q;
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  // A page past the last has no row to carry the count: count on the first.
  if (rows.length === 0 && (query.page ?? 1) > 1) total = (await listEscalations(r, viewer, { ...query, page: 1, pageSize: 1 })).total;
  const opener = await r.cipher.opener(rows.map((row) => row.user_id));
  return { escalations: rows.map((row) => toEscalation(opened(row, opener), viewer.staff)), total };
}

/** One escalation as `viewer` may see it, its summary opened (the caller checks ownership with `ownerId`). */
export async function getEscalation(
  { knex, cipher }: EscalationReads,
  id: number,
  viewer: { staff: boolean },
): Promise<{ escalation: EscalationResponse; ownerId: number; ownerName: string | null } | undefined> {
  const row: EscalationRow | undefined = await base(knex).where('e.id', id).first();
  if (!row) return undefined;
  const opener = await cipher.opener([row.user_id]);
  return { escalation: toEscalation(opened(row, opener), viewer.staff), ownerId: row.user_id, ownerName: row.username };
}
