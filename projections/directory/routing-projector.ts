// The view of escalations routed to the directory (decision 0057): each routing's state for staff,
// every step it took, and each offer as its investigator sees it. Built from the directory's
// `escalation-routing-{id}` events; rebuildable.
import type { Knex } from 'knex';
import { sealText } from '../../infra/crypto/view-cipher.js';
import type { Projector } from '../../infra/projections/types.js';
import { directoryEventSchemas, type DirectoryEvent } from '../../modules/directory/index.js';

export const routingViewMigration = {
  name: '0117_directory_view_routing',
  async up(knex: Knex) {
    await knex.schema.createTable('directory_routing_view', (t) => {
      t.integer('escalation_id').primary();
      t.integer('client_id').notNullable();
      t.text('case_id').notNullable();
      t.text('investigation_type').notNullable();
      t.text('state').notNullable();
      t.text('status').notNullable();
      t.jsonb('candidates').notNullable();
      t.uuid('taker_pi_id');
      t.timestamp('contact_by', { useTz: true });
      t.timestamp('next_at', { useTz: true });
      t.timestamp('routed_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
    });
    await knex.schema.createTable('directory_routing_steps_view', (t) => {
      t.integer('escalation_id').notNullable();
      t.integer('version').notNullable();
      t.text('type').notNullable();
      t.uuid('pi_id');
      t.text('detail');
      t.timestamp('at', { useTz: true }).notNullable();
      t.primary(['escalation_id', 'version']);
    });
    await knex.schema.createTable('directory_offers_view', (t) => {
      t.integer('escalation_id').notNullable();
      t.uuid('pi_id').notNullable();
      t.integer('user_id').notNullable().index();
      t.text('status').notNullable();
      t.text('withdrawn_reason');
      t.timestamp('offered_at', { useTz: true }).notNullable();
      t.timestamp('next_at', { useTz: true });
      t.timestamp('contact_by', { useTz: true });
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.primary(['escalation_id', 'pi_id']);
    });
  },
  async down(knex: Knex) {
    for (const t of ['directory_offers_view', 'directory_routing_steps_view', 'directory_routing_view']) await knex.schema.dropTable(t);
  },
};

type Routing = Extract<DirectoryEvent, { type: `Escalation${string}` }>;
const ROUTING_TYPES = [
  'EscalationRouted',
  'EscalationOffered',
  'EscalationOfferDeclined',
  'EscalationOfferAccepted',
  'EscalationOfferWithdrawn',
  'EscalationClientContacted',
  'EscalationAcceptanceLapsed',
  'EscalationRoutingExhausted',
  'EscalationRoutingStopped',
] as const;

/** The time and a short account of a step (what staff read in the routing's history). */
function stepOf(e: Routing): { at: string; piId: string | null; detail: string | null } {
  switch (e.type) {
    case 'EscalationRouted':
      return {
        at: e.data.routedAt,
        piId: null,
        // Not the state: the steps are not sealed, and the state tells where the client is.
        detail: `${e.data.candidates.length} candidate${e.data.candidates.length === 1 ? '' : 's'} for ${e.data.investigationType}`,
      };
    case 'EscalationOffered':
      return { at: e.data.offeredAt, piId: e.data.piId, detail: `next investigator at ${e.data.nextAt}` };
    case 'EscalationOfferDeclined':
      return { at: e.data.declinedAt, piId: e.data.piId, detail: null };
    case 'EscalationOfferAccepted':
      return {
        at: e.data.acceptedAt,
        piId: e.data.piId,
        detail: `${e.data.assignedBy === null ? 'accepted' : `assigned by staff #${e.data.assignedBy}`}; contact the client by ${e.data.contactBy}`,
      };
    case 'EscalationOfferWithdrawn':
      return { at: e.data.withdrawnAt, piId: e.data.piId, detail: e.data.reason };
    case 'EscalationClientContacted':
      return { at: e.data.contactedAt, piId: e.data.piId, detail: null };
    case 'EscalationAcceptanceLapsed':
      return {
        at: e.data.lapsedAt,
        piId: e.data.piId,
        detail: e.data.by === null ? 'no contact within 24 hours' : `taken back by staff #${e.data.by}`,
      };
    case 'EscalationRoutingExhausted':
      return { at: e.data.exhaustedAt, piId: null, detail: 'no candidate left: the staff queue keeps the case' };
    case 'EscalationRoutingStopped':
      return { at: e.data.stoppedAt, piId: null, detail: `by staff #${e.data.by}` };
  }
}

/**
 * Where the client is — their state and each candidate's distance — sealed in the view with the
 * client's data key (decision 0056): `state` holds the sealed state, `distances` the sealed JSON
 * array of miles in `candidates`' order; `candidates` keeps the investigators and ratings only.
 */
export const routingSealedMigration = {
  name: '0122_directory_view_routing_sealed',
  async up(knex: Knex) {
    await knex.schema.alterTable('directory_routing_view', (t) => {
      t.text('distances');
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('directory_routing_view', (t) => {
      t.dropColumn('distances');
    });
  },
};

/** Purposes the routing view's sealed fields are bound to (infra/crypto/view-cipher.ts). */
export const ROUTING_SEALED = { state: 'directory_routing_view.state', distances: 'directory_routing_view.distances' } as const;

export const routingProjector: Projector = {
  name: 'directory-routing',
  // 2: an erased client's routing rows and steps are purged too (a rebuild purges those of earlier erasures).
  // 3: the client's state and the candidates' distances sealed with the client's key.
  version: 3,
  tables: ['directory_routing_view', 'directory_routing_steps_view', 'directory_offers_view'],
  handles: [...ROUTING_TYPES, 'UserErased'],
  async apply(trx, recorded, ctx) {
    if (recorded.type === 'UserErased') {
      const userId = (recorded.data as { userId: number }).userId;
      await trx('directory_offers_view').where({ user_id: userId }).delete();
      // The client's escalations: where they were routed (the state, the candidates' distances)
      // and every step and offer of them.
      const theirs = trx('directory_routing_view').where({ client_id: userId }).select('escalation_id');
      await trx('directory_routing_steps_view').whereIn('escalation_id', theirs).delete();
      await trx('directory_offers_view').whereIn('escalation_id', theirs.clone()).delete();
      await trx('directory_routing_view').where({ client_id: userId }).delete();
      return;
    }
    const schema = (directoryEventSchemas as Record<string, { safeParse(v: unknown): { success: boolean } }>)[recorded.type];
    if (!schema || !schema.safeParse(recorded.data).success) return;
    const e = { type: recorded.type, data: recorded.data } as Routing;
    const id = e.data.escalationId;
    const step = stepOf(e);
    await trx('directory_routing_steps_view')
      .insert({ escalation_id: id, version: recorded.version, type: e.type, pi_id: step.piId, detail: step.detail, at: step.at })
      .onConflict(['escalation_id', 'version'])
      .ignore();
    const routing = (fields: Record<string, unknown>) =>
      trx('directory_routing_view')
        .where({ escalation_id: id })
        .update({ ...fields, updated_at: step.at });
    const offer = (piId: string, fields: Record<string, unknown>) =>
      trx('directory_offers_view')
        .where({ escalation_id: id, pi_id: piId })
        .update({ ...fields, updated_at: step.at });
    switch (e.type) {
      case 'EscalationRouted': {
        const d = e.data;
        // Sealed since (events.ts), in clear on routings recorded before; null: the client was erased.
        const state = d.pii?.state ?? d.state;
        const distances = d.pii?.distanceMiles ?? d.candidates.map((c) => c.distanceMiles ?? null);
        const key = await ctx.cipher.sealingKey(d.clientId);
        if (!key || !state) return; // the client was erased since: nothing of theirs is kept
        await trx('directory_routing_view')
          .insert({
            escalation_id: id,
            client_id: d.clientId,
            case_id: d.caseId,
            investigation_type: d.investigationType,
            state: sealText(key, d.clientId, ROUTING_SEALED.state, state),
            distances: sealText(key, d.clientId, ROUTING_SEALED.distances, JSON.stringify(distances)),
            status: 'offering',
            candidates: JSON.stringify(d.candidates.map(({ piId, userId, rating }) => ({ piId, userId, rating }))),
            routed_at: d.routedAt,
            updated_at: d.routedAt,
          })
          .onConflict('escalation_id')
          .ignore();
        return;
      }
      case 'EscalationOffered':
        await trx('directory_offers_view')
          .insert({
            escalation_id: id,
            pi_id: e.data.piId,
            user_id: e.data.userId,
            status: 'open',
            offered_at: e.data.offeredAt,
            next_at: e.data.nextAt,
            updated_at: e.data.offeredAt,
          })
          .onConflict(['escalation_id', 'pi_id'])
          .merge(['status', 'offered_at', 'next_at', 'updated_at']);
        await routing({ status: 'offering', next_at: e.data.nextAt });
        return;
      case 'EscalationOfferDeclined':
        await offer(e.data.piId, { status: 'declined' });
        return;
      case 'EscalationOfferAccepted':
        await offer(e.data.piId, { status: 'accepted', contact_by: e.data.contactBy });
        await routing({ status: 'accepted', taker_pi_id: e.data.piId, contact_by: e.data.contactBy, next_at: null });
        return;
      case 'EscalationOfferWithdrawn':
        await offer(e.data.piId, { status: 'withdrawn', withdrawn_reason: e.data.reason });
        return;
      case 'EscalationClientContacted':
        await offer(e.data.piId, { status: 'contacted' });
        await routing({ status: 'contacted' });
        return;
      case 'EscalationAcceptanceLapsed':
        await offer(e.data.piId, { status: 'lapsed' });
        await routing({ status: 'offering', taker_pi_id: null, contact_by: null });
        return;
      case 'EscalationRoutingExhausted':
        await routing({ status: 'exhausted', next_at: null });
        return;
      case 'EscalationRoutingStopped':
        await routing({ status: 'stopped', next_at: null });
        return;
    }
  },
};
