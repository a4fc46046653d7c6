// The escalations view: one row per escalated case — History's "Escalation Requests" (own rows)
// and the investigator dashboard (all rows). Erased users' escalations are purged. The case's
// summary, the client's own words, is sealed with the client's data key (`SEALED`, decision 0056):
// a copy of the database reads ciphertext, and after the client's erasure nothing opens it.
import type { Knex } from 'knex';
import type { Projector } from '../../infra/projections/types.js';
import { sealText } from '../../infra/crypto/view-cipher.js';
import { stripNul } from '../../infra/http/text.js';
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

/** What the sealed column's ciphertext is bound to (with the client's id). */
export const SEALED = { caseSummary: 'escalations_view.case_summary' } as const;

export const escalationsProjector: Projector = {
  name: 'escalations',
  // 2: the case summary sealed with the client's key (issue 29 H3, decision 0056).
  version: 2,
  tables: ['escalations_view'],
  handles: ['EscalationTaken', 'EscalationStatusChanged', 'UserErased'],
  async apply(trx, recorded, ctx) {
    const e = { type: recorded.type, data: recorded.data } as EscalationEvent | IdentityEventOf<'UserErased'>;
    switch (e.type) {
      case 'EscalationTaken': {
        if (!e.data.pii) return; // shredded: the owner was erased
        // No key: the owner was erased since (UserErased purges their escalations): nothing to keep.
        const key = await ctx.cipher.sealingKey(e.data.userId);
        if (!key) return;
        await trx('escalations_view')
          .insert({
            id: e.data.escalationId,
            case_id: e.data.caseId,
            user_id: e.data.userId,
            case_summary: sealText(key, e.data.userId, SEALED.caseSummary, stripNul(e.data.pii.caseSummary)),
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
