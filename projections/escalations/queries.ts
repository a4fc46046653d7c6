import type { Knex } from 'knex';
import { DEFAULT_PAGE_SIZE, likeText } from '../../infra/http/list-query.js';
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
 */
export async function listEscalations(
  knex: Knex,
  viewer: { userId: number; staff: boolean },
  query: EscalationListQuery = {},
): Promise<{ escalations: EscalationResponse[]; total: number }> {
  const q = base(knex).select(knex.raw('count(*) over () as total'));
  if (!viewer.staff) q.where('e.user_id', viewer.userId);
  if (query.q) {
    const like = likeText(query.q);
    q.where((w) => {
      w.whereILike('e.case_id', like).orWhereILike('e.case_summary', like);
      if (viewer.staff) w.orWhereILike('u.username', like);
    });
  }
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
  if (query.page !== undefined || query.pageSize !== undefined) {
    const size = query.pageSize ?? DEFAULT_PAGE_SIZE;
    q.limit(size).offset(((query.page ?? 1) - 1) * size);
  }
  const rows: (EscalationRow & { total: string | number })[] = await q;
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  // A page past the last has no row to carry the count: count on the first.
  if (rows.length === 0 && (query.page ?? 1) > 1) total = (await listEscalations(knex, viewer, { ...query, page: 1, pageSize: 1 })).total;
  return { escalations: rows.map((r) => toEscalation(r, viewer.staff)), total };
}

/** One escalation as `viewer` may see it (the caller checks ownership with `ownerId`). */
export async function getEscalation(
  knex: Knex,
  id: number,
  viewer: { staff: boolean },
): Promise<{ escalation: EscalationResponse; ownerId: number; ownerName: string | null } | undefined> {
  const row: EscalationRow | undefined = await base(knex).where('e.id', id).first();
  return row ? { escalation: toEscalation(row, viewer.staff), ownerId: row.user_id, ownerName: row.username } : undefined;
}
