// A rebuild builds the view again beside the live one — in a schema of its own, its tables made by
// the view's own migrations — and swaps the new tables into `public` in one short transaction, so
// a reader sees the old rows until the swap and the new ones after it, never an empty view.
import type { Knex } from 'knex';
import type { Migration } from '../db/migrations.js';
import { START, comparePositions, type Position } from '../eventstore/types.js';
import { writeCheckpoint } from './checkpoints.js';
import { deleteParked, parkEvent } from './parked.js';
import type { ParkRequest } from './batch.js';
import { projectorVersion, type Projector } from './types.js';

/** The shadow schema of a view's rebuild (one at a time per view: the rebuild lock). */
export function shadowSchema(view: string): string {
  return `casebook_rebuild_${view.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
}

/** A transaction's unqualified table names resolve to the shadow schema first. */
export async function useShadow(trx: Knex.Transaction, schema: string): Promise<void> {
  await trx.raw('set local search_path to ??, public', [schema]);
}

/** Makes an empty shadow schema holding the view's tables, created by its migrations. */
export async function createShadow(knex: Knex, schema: string, tables: readonly string[], migrations: readonly Migration[]): Promise<void> {
  await knex.raw('drop schema if exists ?? cascade', [schema]); // a rebuild that died part way
  await knex.transaction(async (trx) => {
    await trx.raw('create schema ??', [schema]);
    await useShadow(trx, schema);
    for (const m of migrations) await m.up(trx);
    const { rows } = (await trx.raw('select table_name from information_schema.tables where table_schema = ?', [schema])) as {
      rows: { table_name: string }[];
    };
    const made = new Set(rows.map((r) => r.table_name));
    const missing = tables.filter((t) => !made.has(t));
    if (missing.length > 0) {
      throw new Error(`A rebuild needs the view's migrations to create its tables; they did not create ${missing.join(', ')}`);
    }
  });
}

/**
 * First step of the swap transaction: locks the live tables. Readers wait a moment, then read
 * the new tables. Taken before the checkpoint row: a projector batch in flight holds the tables,
 * then the checkpoint, so taking them in the same order cannot deadlock with it.
 */
export async function lockLiveTables(trx: Knex.Transaction, tables: readonly string[]): Promise<void> {
  await trx.raw(
    `lock table ${tables.map(() => '??').join(', ')} in access exclusive mode`,
    tables.map((t) => `public.${t}`),
  );
}

/** Drops the live tables and moves the shadow's — indexes, constraints, owned sequences with them — into `public`. */
export async function swapIntoPublic(trx: Knex.Transaction, schema: string, tables: readonly string[]): Promise<void> {
  for (const t of tables) {
    await trx.raw('drop table ??', [`public.${t}`]);
    await trx.raw('alter table ?? set schema public', [`${schema}.${t}`]);
  }
}

/**
 * Drops the (now emptied) shadow schema. Refuses — and keeps it — when something left in it is
 * still used by the swapped tables (a sequence or type its migrations made outside a table).
 */
export async function dropShadow(knex: Knex, schema: string): Promise<boolean> {
  const { rows } = (await knex.raw('select table_name from information_schema.tables where table_schema = ?', [schema])) as {
    rows: { table_name: string }[];
  };
  for (const r of rows) await knex.raw('drop table if exists ?? cascade', [`${schema}.${r.table_name}`]);
  try {
    await knex.raw('drop schema if exists ?? restrict', [schema]);
    return true;
  } catch {
    return false;
  }
}

/** What a rebuild does with its shadow (Postgres below; a double in the rebuild's unit tests). */
export interface ShadowOps {
  /** Makes the empty shadow of the view (its tables by its migrations). */
  create(p: Projector, schema: string): Promise<void>;
  /** First statement of each of the rebuild's batch transactions. */
  use(trx: Knex.Transaction, schema: string): Promise<void>;
  /**
   * Swaps the shadow in at `position`, with its parked events, unless the live view has gone
   * further (answers false then; `evenIfBehind` swaps anyway). Throws a lock time-out as is.
   */
  swap(p: Projector, schema: string, position: Position, parked: readonly ParkRequest[], evenIfBehind: boolean): Promise<boolean>;
  /** Drops a shadow after a failed rebuild. */
  discard(schema: string): Promise<void>;
  /** Drops the emptied shadow after a swap; false when something in it is still used. */
  drop(schema: string): Promise<boolean>;
}

const SWAP_LOCK_TIMEOUT_MS = 2_000;

export function postgresShadow(knex: Knex, viewMigrations?: (view: string) => readonly Migration[]): ShadowOps {
  return {
    create: (p, schema) => createShadow(knex, schema, p.tables, viewMigrations?.(p.name) ?? []),
    use: useShadow,
    swap: (p, schema, position, parked, evenIfBehind) =>
      knex.transaction(async (trx) => {
        // A long reader holding the live tables must not make every new reader queue behind
        // the swap's lock: give up after a moment, catch up, and try again.
        await trx.raw(`set local lock_timeout = '${SWAP_LOCK_TIMEOUT_MS}ms'`);
        await lockLiveTables(trx, p.tables);
        const live = await trx('checkpoints').where({ name: p.name }).forUpdate().first('commit_pos', 'prepare_pos');
        const livePosition = live ? { commit: BigInt(live.commit_pos), prepare: BigInt(live.prepare_pos) } : START;
        if (comparePositions(livePosition, position) > 0 && !evenIfBehind) return false;
        await swapIntoPublic(trx, schema, p.tables);
        await writeCheckpoint(trx, p.name, position, projectorVersion(p));
        await deleteParked(trx, p.name);
        for (const x of parked) await parkEvent(trx, { name: p.name, kind: 'view', ...x });
        return true;
      }),
    discard: async (schema) => {
      await knex.raw('drop schema if exists ?? cascade', [schema]);
    },
    drop: (schema) => dropShadow(knex, schema),
  };
}
