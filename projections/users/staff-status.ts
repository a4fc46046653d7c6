// Which staff accounts an admin disabled (issue 31): one row per disabled account, read with the
// users view by the admin's staff table. A view of its own, so the users view (and its rebuild)
// is untouched by these events.
import type { Knex } from 'knex';
import type { Projector } from '../../infra/projections/types.js';
import type { IdentityEvent } from '../../modules/identity/index.js';

export const staffStatusMigration = {
  name: '0096_staff_status_view',
  async up(knex: Knex) {
    await knex.schema.createTable('staff_status_view', (t) => {
      t.integer('user_id').primary();
      t.timestamp('disabled_at', { useTz: true }).notNullable();
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('staff_status_view');
  },
};

export const staffStatusProjector: Projector = {
  name: 'staff-status',
  tables: ['staff_status_view'],
  handles: ['AccountDisabled', 'AccountEnabled', 'UserErased'],
  async apply(trx, recorded) {
    const e = { type: recorded.type, data: recorded.data } as IdentityEvent;
    switch (e.type) {
      case 'AccountDisabled':
        await trx('staff_status_view').insert({ user_id: e.data.userId, disabled_at: e.data.at }).onConflict('user_id').merge();
        return;
      case 'AccountEnabled':
      case 'UserErased':
        await trx('staff_status_view').where({ user_id: e.data.userId }).delete();
        return;
      default:
        return;
    }
  },
};

/** The ids of the disabled accounts among `ids`. */
export async function disabledAmong(knex: Knex, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await knex('staff_status_view').whereIn('user_id', ids).select<{ user_id: number }[]>('user_id');
  return new Set(rows.map((r) => Number(r.user_id)));
}
