// Reads of escalations routed to the directory (decision 0057): an investigator's own offers (the
// case summary and the client's address only once they took it), and every routing with its steps
// for the admin.
import type { Knex } from 'knex';
import { ERASED_TEXT, type FieldOpener, type ViewCipher } from '../../infra/crypto/view-cipher.js';
import { ESCALATION_SEALED } from '../escalations/index.js';
import { USERS_SEALED } from '../users/index.js';
import { ROUTING_SEALED } from './routing-projector.js';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole } from '../../infra/http/auth.js';
import type { EscalationOffer, EscalationRouting, OfferStatus } from '../../modules/directory/index.js';

type Row = Record<string, unknown>;
const iso = (v: unknown) =>
  v instanceof Date ? v.toISOString() : v === null || v === undefined ? null : new Date(String(v)).toISOString();

export async function listOffers({ knex, cipher }: { knex: Knex; cipher: ViewCipher }, userId: number): Promise<EscalationOffer[]> {
  const rows: Row[] = await knex('directory_offers_view as o')
    .join('directory_routing_view as r', 'r.escalation_id', 'o.escalation_id')
    .leftJoin('escalations_view as e', 'e.id', 'o.escalation_id')
    .leftJoin('users_view as u', 'u.id', 'r.client_id')
    .where('o.user_id', userId)
    .orderBy('o.offered_at', 'desc')
    .limit(200)
    .select(
      'o.*',
      'r.case_id',
      'r.investigation_type',
      'r.state',
      'r.client_id',
      'e.urgency',
      'e.case_summary',
      'e.user_id as summary_owner',
      'u.username',
      'u.email',
    );
  // The summary is sealed with the escalation's client's key (decision 0056); opened only for an offer
  // taken. The state is sealed with it too (routing-projector.ts) and shown on every offer; the
  // client's email (users_view) with the client's own key, opened only for an offer taken.
  const takenRows = rows.filter((r) => r.status === 'accepted' || r.status === 'contacted');
  const opener = await cipher.opener([
    ...rows.map((r) => Number(r.client_id)),
    ...takenRows.filter((r) => r.summary_owner !== null).map((r) => Number(r.summary_owner)),
  ]);
  const summaryOf = (r: Row): string | null =>
    r.case_summary === null || r.case_summary === undefined
      ? null
      : (opener.open(Number(r.summary_owner), ESCALATION_SEALED.caseSummary, String(r.case_summary)) ?? ERASED_TEXT);
  const emailOf = (r: Row): string | null =>
    r.email === null || r.email === undefined ? null : opener.open(Number(r.client_id), USERS_SEALED.email, String(r.email));
  // An erased client's offers are purged with their routing; one whose key went in between is left out.
  return rows.flatMap((r) => {
    const state = opener.open(Number(r.client_id), ROUTING_SEALED.state, String(r.state));
    if (state === null) return [];
    const status = r.status as OfferStatus;
    const taken = status === 'accepted' || status === 'contacted';
    return {
      escalationId: Number(r.escalation_id),
      caseId: String(r.case_id),
      piId: String(r.pi_id),
      investigationType: String(r.investigation_type),
      state,
      urgency: (r.urgency as string | null) ?? null,
      status,
      withdrawnReason: (r.withdrawn_reason as EscalationOffer['withdrawnReason']) ?? null,
      offeredAt: iso(r.offered_at)!,
      nextAt: status === 'open' ? iso(r.next_at) : null,
      contactBy: taken ? iso(r.contact_by) : null,
      client: taken
        ? {
            username: (r.username as string | null) ?? null,
            email: emailOf(r),
            caseSummary: summaryOf(r),
          }
        : null,
    };
  });
}

/** Where each routing's client is, opened with the client's key (null: the client was erased meanwhile). */
function placeOf(open: FieldOpener, r: Row): { state: string; distances: (number | null)[] } | null {
  const owner = Number(r.client_id);
  const state = open.open(owner, ROUTING_SEALED.state, String(r.state));
  const distances = r.distances === null ? null : open.open(owner, ROUTING_SEALED.distances, String(r.distances));
  return state === null || distances === null ? null : { state, distances: JSON.parse(distances) as (number | null)[] };
}

export async function listRoutings({ knex, cipher }: { knex: Knex; cipher: ViewCipher }): Promise<EscalationRouting[]> {
  const rows: Row[] = await knex('directory_routing_view').orderBy('routed_at', 'desc').limit(100);
  if (rows.length === 0) return [];
  const opener = await cipher.opener(rows.map((r) => Number(r.client_id)));
  const routings = rows.flatMap((r): (Row & { state: string; distances: (number | null)[] })[] => {
    const place = placeOf(opener, r);
    return place ? [{ ...r, ...place }] : [];
  });
  const ids = routings.map((r) => Number(r.escalation_id));
  const steps: Row[] = await knex('directory_routing_steps_view').whereIn('escalation_id', ids).orderBy(['escalation_id', 'version']);
  const piIds = new Set<string>();
  for (const r of routings) for (const c of r.candidates as { piId: string }[]) piIds.add(c.piId);
  const names = new Map(
    (
      (await knex('directory_investigators_view')
        .whereIn('id', [...piIds])
        .select('id', 'full_name')) as Row[]
    ).map((p) => [String(p.id), String(p.full_name)]),
  );
  return routings.map((r) => {
    const id = Number(r.escalation_id);
    const taker = r.taker_pi_id ? String(r.taker_pi_id) : null;
    return {
      escalationId: id,
      caseId: String(r.case_id),
      investigationType: String(r.investigation_type),
      state: r.state,
      status: r.status as EscalationRouting['status'],
      candidates: (r.candidates as { piId: string; rating: number }[]).map((c, i) => ({
        piId: c.piId,
        piName: names.get(c.piId) ?? null,
        distanceMiles: r.distances[i] ?? null,
        rating: c.rating,
      })),
      taker: taker ? { piId: taker, piName: names.get(taker) ?? null, contactBy: iso(r.contact_by) } : null,
      nextAt: iso(r.next_at),
      routedAt: iso(r.routed_at)!,
      steps: steps
        .filter((s) => Number(s.escalation_id) === id)
        .map((s) => ({
          at: iso(s.at)!,
          type: String(s.type),
          piId: (s.pi_id as string | null) ?? null,
          piName: s.pi_id ? (names.get(String(s.pi_id)) ?? null) : null,
          detail: (s.detail as string | null) ?? null,
        })),
    };
  });
}

export function routingViewRouter(deps: { knex: Knex; cipher: ViewCipher }) {
  const router = createRouter();
  router.get('/api/escalation-offers', requireRole('investigator'), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listOffers(deps, currentUser(ctx).id);
  });
  router.get('/api/admin/escalation-routing', requireRole('admin'), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listRoutings(deps);
  });
  return router;
}
