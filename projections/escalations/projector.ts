// The escalations view: one row per escalated case — History's "Escalation Requests" (own rows)
// and the investigator dashboard (all rows). Erased users' escalations are purged.
import type { Knex } from 'knex';
import type { Projector } from '../../infra/projections/types.js';
import type { EscalationEvent } from '../../modules/conversation/index.js';
import type { IdentityEventOf } from '../../modules/identity/index.js';

export const escalationsViewMigration = {
  name: '0032_escalations_view',
  async up(knex: Knex) {
    await knex.schema.createTable('escalations_view', (t) => {
      t.integer('id').primary();
      t.text('case_id').notNullable().unique();
      t.integer('user_id').notNullable();
      t.text('case_summary').notNullable();
      t.text('urgency').notNullable();
      t.text('status').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.index(['user_id', 'created_at']);
      t.index(['created_at']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('escalations_view');
  },
};

export const escalationsProjector: Projector = {
  name: 'escalations',
  tables: ['escalations_view'],
  handles: ['EscalationTaken', 'EscalationStatusChanged', 'UserErased'],
  async apply(trx, recorded) {
    const e = { type: recorded.type, data: recorded.data } as EscalationEvent | IdentityEventOf<'UserErased'>;
    switch (e.type) {
      case 'EscalationTaken': {
        if (!e.data.pii) return; // shredded: the owner was erased
        await trx('escalations_view')
          .insert({
            id: e.data.escalationId,
            case_id: e.data.caseId,
            user_id: e.data.userId,
            case_summary: e.data.pii.caseSummary,
            urgency: e.data.urgency,
            status: 'pending',
            created_at: e.data.takenAt,
            updated_at: e.data.takenAt,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'EscalationStatusChanged':
        await trx('escalations_view').where({ id: e.data.escalationId }).update({ status: e.data.to, updated_at: e.data.changedAt });
        return;
      case 'UserErased':
        await trx('escalations_view').where({ user_id: e.data.userId }).delete();
        return;
      default:
        return;
    }
  },
};
