import type { Knex } from 'knex';
import { START, type Position } from '../../infra/eventstore/types.js';

export const checkpointsMigration = {
  name: '0003_checkpoints',
  async up(knex: Knex) {
    await knex.schema.createTable('checkpoints', (t) => {
      t.text('name').primary();
      // Positions are unsigned 64-bit: kept as text, compared as BigInt.
      t.text('commit_pos').notNullable();
      t.text('prepare_pos').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('checkpoints');
  },
};

type Db = Knex | Knex.Transaction;

export async function readCheckpoint(db: Db, name: string): Promise<Position> {
  const row = await db('checkpoints').where({ name }).first('commit_pos', 'prepare_pos');
  return row ? { commit: BigInt(row.commit_pos), prepare: BigInt(row.prepare_pos) } : START;
}

export async function readCheckpoints(db: Db, names: readonly string[]): Promise<Map<string, Position>> {
  const rows = await db('checkpoints').whereIn('name', names).select('name', 'commit_pos', 'prepare_pos');
  const out = new Map<string, Position>(names.map((n) => [n, START]));
  for (const r of rows) out.set(r.name, { commit: BigInt(r.commit_pos), prepare: BigInt(r.prepare_pos) });
  return out;
}

/**
 * Moves a checkpoint from `from` to `to`. Answers false when another process moved it first
 * (the caller's transaction must then roll back).
 */
export async function advanceCheckpoint(trx: Knex.Transaction, name: string, from: Position, to: Position): Promise<boolean> {
  const values = { commit_pos: to.commit.toString(), prepare_pos: to.prepare.toString(), updated_at: trx.fn.now() };
  if (from === START || (from.commit === START.commit && from.prepare === START.prepare)) {
    const inserted = await trx('checkpoints').insert({ name, ...values }).onConflict('name').ignore().returning('name');
    if (inserted.length === 1) return true;
  }
  const updated = await trx('checkpoints')
    .where({ name, commit_pos: from.commit.toString(), prepare_pos: from.prepare.toString() })
    .update(values);
  return updated === 1;
}

export async function deleteCheckpoint(db: Db, name: string): Promise<void> {
  await db('checkpoints').where({ name }).delete();
}
