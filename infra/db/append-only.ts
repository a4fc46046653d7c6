// A table the database itself keeps append-only: an UPDATE, DELETE or TRUNCATE raises
// '<table> is append-only'. Used by migrations (the function is `<table>_append_only()`, its triggers
// `<table>_no_update` and `<table>_no_truncate`).
import type { Knex } from 'knex';

const NAME = /^[a-z][a-z0-9_]*$/;

function checked(table: string): string {
  if (!NAME.test(table)) throw new Error(`not a plain table name: ${table}`);
  return table;
}

/** Refuses every UPDATE, DELETE and TRUNCATE on `table` from now on. */
export async function makeAppendOnly(knex: Knex, table: string): Promise<void> {
  const t = checked(table);
  await knex.raw(`
      create or replace function ${t}_append_only() returns trigger language plpgsql as $$
      begin
        raise exception '${t} is append-only';
      end $$`);
  await knex.raw(`create trigger ${t}_no_update before update or delete on ${t} for each row execute function ${t}_append_only()`);
  await knex.raw(`create trigger ${t}_no_truncate before truncate on ${t} for each statement execute function ${t}_append_only()`);
}

/** The function behind makeAppendOnly, dropped after its table (a migration's down). */
export async function dropAppendOnlyFunction(knex: Knex, table: string): Promise<void> {
  await knex.raw(`drop function if exists ${checked(table)}_append_only()`);
}
