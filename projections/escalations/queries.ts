import type { Knex } from 'knex';
import { ESTIMATED_RESPONSE, type EscalationResponse, type EscalationStatus, type Urgency } from '../../modules/conversation/index.js';

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

/** Newest first: the user's own escalations, or every escalation for staff (with the owner). */
export async function listEscalations(knex: Knex, viewer: { userId: number; staff: boolean }): Promise<EscalationResponse[]> {
  const q = base(knex).orderBy([
    { column: 'e.created_at', order: 'desc' },
    { column: 'e.id', order: 'desc' },
  ]);
  if (!viewer.staff) q.where('e.user_id', viewer.userId);
  const rows: EscalationRow[] = await q;
  return rows.map((r) => toEscalation(r, viewer.staff));
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
