// Write-side tables of the casework module:
// - case_id_seq: case ids (numbers: /case-detail/{id});
// - casework_case_numbers: reserves each client's case number once, before CaseSubmitted is
//   appended (SPEC §3 caseNumber; unique per client). It holds a hash of the owner and the
//   normalised number, never the number itself (the number is personal data, kept encrypted in the
//   event).
import type { Knex } from 'knex';

export const caseworkMigration = {
  name: '0100_casework_write_side',
  async up(knex: Knex) {
    await knex.raw('create sequence if not exists case_id_seq');
    await knex.schema.createTable('casework_case_numbers', (t) => {
      t.text('number_key').primary();
      t.integer('user_id').notNullable();
      t.integer('case_id').notNullable().unique();
      t.timestamp('reserved_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['user_id']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('casework_case_numbers');
    await knex.raw('drop sequence if exists case_id_seq');
  },
};
