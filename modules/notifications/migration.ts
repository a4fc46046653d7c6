// Write-side tables of the notifications module: the staff accounts (from identity's events, so a
// new escalation reaches every investigator) and the schedule the worker's due loop reads.
import type { Knex } from 'knex';

export const notificationsMigration = {
  name: '0080_notifications_write_side',
  async up(knex: Knex) {
    await knex.schema.createTable('notification_staff', (t) => {
      t.integer('user_id').primary();
    });
    await knex.schema.createTable('notification_schedule', (t) => {
      t.uuid('notification_id').primary();
      t.integer('user_id').notNullable();
      t.timestamp('due_at', { useTz: true }).notNullable();
      t.index(['due_at']);
      t.index(['user_id']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('notification_schedule');
    await knex.schema.dropTable('notification_staff');
  },
};
