// Write-side tables of the identity module: the id sequence, the reservations that keep
// usernames and emails unique across streams, and failed-login records for throttling.
import type { Knex } from 'knex';

export const identityMigration = {
  name: '0010_identity_write_side',
  async up(knex: Knex) {
    await knex.raw('create sequence if not exists user_id_seq');
    await knex.schema.createTable('identity_reservations', (t) => {
      t.text('kind').notNullable(); // 'username' | 'email'
      t.text('value').notNullable(); // lower-cased
      t.integer('user_id').notNullable();
      t.primary(['kind', 'value']);
      t.index(['user_id']);
    });
    await knex.schema.createTable('login_failures', (t) => {
      t.bigIncrements('id');
      t.text('username').notNullable();
      t.text('ip').notNullable();
      t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['username', 'at']);
      t.index(['ip', 'at']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('login_failures');
    await knex.schema.dropTable('identity_reservations');
    await knex.raw('drop sequence if exists user_id_seq');
  },
};
