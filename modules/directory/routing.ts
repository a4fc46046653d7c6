// Escalations routed to the directory (issue 30, item 4; decision 0057): the application layer of
// `escalation-routing-{id}` — the worker's reaction to an escalation taken with a place and a kind
// of work (it picks the candidates and routes), the investigators' accept / decline / contacted,
// staff overrides, and the timer pass that moves a step that fell due (the offer loop, like the
// notifications' due loop). A small write-side table (`directory_routing_timers`) says which
// routings have a step due when; the decider alone decides, from the stream, with the pass's time.
import type { Knex } from 'knex';
import type { CommandContext } from '../../infra/eventstore/event.js';
import { runCommand } from '../../infra/eventstore/command.js';
import type { Reaction } from '../../infra/projections/types.js';
import type { DirectoryDeps } from './commands.js';
import { RATING_PRIOR } from './contract.js';
import { routingStream, type DirectoryEvent, type FoundCandidate } from './events.js';
import { milesBetween, resolveLocation } from './location.js';
import * as routing from './routing-decider.js';

/** Candidates asked at most per escalation. */
export const ROUTING_CANDIDATES = 10;

export const routingTimersMigration = {
  name: '0116_directory_routing_timers',
  async up(knex: Knex) {
    await knex.schema.createTable('directory_routing_timers', (t) => {
      t.integer('escalation_id').primary();
      t.timestamp('due_at', { useTz: true }).notNullable().index();
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('directory_routing_timers');
  },
};

/** When the routing's next step falls due by itself (an offer's time, the taker's contact deadline), if ever. */
export function dueAt(state: routing.Routing): string | null {
  if (state.status === 'offering') return state.nextAt;
  if (state.status === 'accepted') return state.taker?.contactBy ?? null;
  return null;
}

export async function runRouting(
  deps: Pick<DirectoryDeps, 'store' | 'knex'>,
  escalationId: number,
  command: routing.RoutingCommand,
  ctx: CommandContext,
) {
  const result = await runCommand<routing.Routing, DirectoryEvent>({
    store: deps.store,
    stream: routingStream(escalationId),
    evolve: routing.evolve,
    initial: routing.initialRouting,
    decide: (s) => routing.decide(command, s),
    ctx,
    // The routing's first event seals where the client is with the client's key (events.ts).
    piiSubject: command.type === 'Route' ? command.clientId : undefined,
  });
  const due = dueAt(result.state);
  if (due)
    await deps.knex('directory_routing_timers').insert({ escalation_id: escalationId, due_at: due }).onConflict('escalation_id').merge();
  else await deps.knex('directory_routing_timers').where({ escalation_id: escalationId }).delete();
  return result;
}

/**
 * The investigators licensed in the client's state who offer the kind of work, with a linked
 * account, active, verified and with a valid licence: nearest first in 10-mile bands, then by the
 * weighted rating (decision 0050's prior), then exact distance. A snapshot, recorded in the routing's
 * first event, so the decider never reads the directory view.
 */
export async function findCandidates(
  knex: Knex,
  where: { state: string; latitude: number; longitude: number; investigationType: string; today: string },
): Promise<FoundCandidate[]> {
  const rows: { id: string; linked_user_id: number; latitude: number; longitude: number; rating_sum: number; total_reviews: number }[] =
    await knex('directory_investigators_view')
      .where({ license_state: where.state, is_active: true, is_verified: true })
      .whereNotNull('linked_user_id')
      .where('license_expiration', '>=', where.today)
      .whereRaw('specializations @> ?::jsonb', [JSON.stringify([where.investigationType])])
      .select('id', 'linked_user_id', 'latitude', 'longitude', 'rating_sum', 'total_reviews');
  return rows
    .map((r) => ({
      piId: String(r.id),
      userId: Number(r.linked_user_id),
      distanceMiles: Math.round(milesBetween(where.latitude, where.longitude, r.latitude, r.longitude) * 10) / 10,
      rating:
        Math.round(
          ((RATING_PRIOR.weight * RATING_PRIOR.mean + Number(r.rating_sum)) / (RATING_PRIOR.weight + Number(r.total_reviews))) * 100,
        ) / 100,
    }))
    .sort(
      (a, b) =>
        Math.floor(a.distanceMiles / 10) - Math.floor(b.distanceMiles / 10) ||
        b.rating - a.rating ||
        a.distanceMiles - b.distanceMiles ||
        a.piId.localeCompare(b.piId),
    )
    .slice(0, ROUTING_CANDIDATES);
}

type Taken = {
  escalationId: number;
  userId: number;
  caseId: string;
  pii: { caseSummary: string; routing?: { investigationType: string; location: string } } | null;
};

/** The worker's policy: an escalation taken with a place and a kind of work is routed to the directory. */
export const routeEscalations = (deps: DirectoryDeps): Reaction => ({
  name: 'directory.route-escalations',
  handles: ['EscalationTaken', 'EscalationStatusChanged'],
  async handle(event) {
    const ctx = { causationId: event.id, ...(event.metadata.correlationId ? { correlationId: event.metadata.correlationId } : {}) };
    if (event.type === 'EscalationStatusChanged') {
      // Staff resolved the escalation: nobody else is asked.
      const d = event.data as { escalationId: number; to: string; changedBy: number };
      if (d.to !== 'resolved') return;
      const existing = await deps.store.readStream(routingStream(d.escalationId));
      if (existing.length === 0) return;
      await runRouting(deps, d.escalationId, { type: 'Stop', by: d.changedBy, now: new Date().toISOString() }, ctx);
      return;
    }
    const d = event.data as Taken;
    const wanted = d.pii?.routing;
    if (!wanted) return;
    const place = resolveLocation(wanted.location);
    if (!place) {
      deps.logger.warn({ escalationId: d.escalationId }, 'routing: the escalation’s place is not a known US city or ZIP; staff queue only');
      return;
    }
    const now = new Date();
    const candidates = await findCandidates(deps.knex, {
      state: place.state,
      latitude: place.latitude,
      longitude: place.longitude,
      investigationType: wanted.investigationType,
      today: now.toISOString().slice(0, 10),
    });
    await runRouting(
      deps,
      d.escalationId,
      {
        type: 'Route',
        escalationId: d.escalationId,
        clientId: d.userId,
        caseId: d.caseId,
        investigationType: wanted.investigationType,
        state: place.state,
        candidates,
        offerMinutes: deps.config.ESCALATION_OFFER_MINUTES,
        now: now.toISOString(),
      },
      ctx,
    );
  },
});

/** The offer loop's pass: every routing whose step fell due by `now` advances (tests pass a later time: a fake clock). */
export async function advanceDue(deps: DirectoryDeps, now: Date = new Date(), limit = 100): Promise<number> {
  const due: { escalation_id: number }[] = await deps
    .knex('directory_routing_timers')
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .limit(limit)
    .select('escalation_id');
  let moved = 0;
  for (const { escalation_id: id } of due) {
    const r = await runRouting(deps, id, { type: 'Advance', now: now.toISOString() }, { correlationId: `routing-${id}` });
    if (r.events.length > 0) moved += 1;
  }
  return moved;
}
