// Write-side tables of the casework module:
// - case_id_seq: the case ids of older cases, given in turn (all below 2^30); kept, never dropped,
//   though no new id comes from it;
// - casework_case_ids: every case id drawn at random since (decision 0061), so that an id says
//   nothing about how many cases exist and cannot be walked; each is reserved once. It holds no
//   personal data (an id and when it was drawn) and is never purged;
// - casework_submission_days: how many cases each client filed each UTC day (CASE_DAILY_SUBMISSIONS);
//   an erased client's rows go with their account;
// - casework_case_numbers: reserves each client's case number once, before CaseSubmitted is
//   appended (SPEC §3 caseNumber; unique per client). It holds a keyed hash of the owner and the
//   normalised number (an HMAC under a key derived from the client's data key, decision 0074), never
//   the number itself (the number is personal data, kept encrypted in the event). Rows reserved
//   before hold an unkeyed SHA-256 until the start-up rekey (commands.ts, `rekeyCaseNumbers`).
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

export const caseIntakeLimitsMigration = {
  name: '0102_casework_case_ids_and_days',
  async up(knex: Knex) {
    await knex.schema.createTable('casework_case_ids', (t) => {
      t.integer('case_id').primary();
      t.timestamp('reserved_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.schema.createTable('casework_submission_days', (t) => {
      t.integer('user_id').notNullable();
      t.date('day').notNullable();
      t.integer('cases').notNullable();
      t.primary(['user_id', 'day']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('casework_submission_days');
    await knex.schema.dropTable('casework_case_ids');
  },
};
