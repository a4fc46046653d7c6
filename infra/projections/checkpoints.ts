import type { Knex } from 'knex';
import { START, type Position } from '../eventstore/types.js';

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

/** A view's checkpoint with the projector version that built the view; undefined before its first event. */
export async function readCheckpointState(db: Db, name: string): Promise<{ position: Position; version: number } | undefined> {
  const row = await db('checkpoints').where({ name }).first('commit_pos', 'prepare_pos', 'version');
  return row ? { position: { commit: BigInt(row.commit_pos), prepare: BigInt(row.prepare_pos) }, version: Number(row.version) } : undefined;
}

export async function readCheckpoints(db: Db, names: readonly string[]): Promise<Map<string, Position>> {
  const rows = await db('checkpoints').whereIn('name', names).select('name', 'commit_pos', 'prepare_pos');
  const out = new Map<string, Position>(names.map((n) => [n, START]));
  for (const r of rows) out.set(r.name, { commit: BigInt(r.commit_pos), prepare: BigInt(r.prepare_pos) });
  return out;
}

/**
 * Moves a checkpoint from `from` to `to`. Answers false when another process moved it first
 * (the caller's transaction must then roll back). `version` is recorded when the checkpoint is
 * created (a view's first batch); afterwards only a rebuild changes it.
 */
export async function advanceCheckpoint(trx: Db, name: string, from: Position, to: Position, version = 1): Promise<boolean> {
  const values = { commit_pos: to.commit.toString(), prepare_pos: to.prepare.toString(), updated_at: trx.fn.now() };
  if (from === START || (from.commit === START.commit && from.prepare === START.prepare)) {
    const inserted = await trx('checkpoints')
      .insert({ name, ...values, version })
      .onConflict('name')
      .ignore()
      .returning('name');
    if (inserted.length === 1) return true;
  }
  const updated = await trx('checkpoints')
    .where({ name, commit_pos: from.commit.toString(), prepare_pos: from.prepare.toString() })
    .update(values);
  return updated === 1;
}

/** Sets a checkpoint whatever it was (a rebuild's swap, under the swap's locks). */
export async function writeCheckpoint(trx: Knex.Transaction, name: string, to: Position, version: number): Promise<void> {
  await trx('checkpoints')
    .insert({ name, commit_pos: to.commit.toString(), prepare_pos: to.prepare.toString(), version, updated_at: trx.fn.now() })
    .onConflict('name')
    .merge();
}

export async function deleteCheckpoint(db: Db, name: string): Promise<void> {
  await db('checkpoints').where({ name }).delete();
}

/**
 * Moves checkpoints alone (nothing to keep atomic with them). The moves asked for in one turn of
 * the event loop — the loops that shared a read finish together — go in one statement, each still
 * compare-and-set on its own row.
 */
export class CheckpointMover {
  private pending: { name: string; from: Position; to: Position; resolve: (moved: boolean) => void; reject: (err: unknown) => void }[] = [];

  constructor(private readonly knex: Knex) {}

  /** Answers false when another process moved it first. */
  move(name: string, from: Position, to: Position, version = 1): Promise<boolean> {
    if (from.commit === START.commit && from.prepare === START.prepare) return advanceCheckpoint(this.knex, name, from, to, version);
    return new Promise<boolean>((resolve, reject) => {
      this.pending.push({ name, from, to, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      const { rows } = await this.knex.raw<{ rows: { name: string }[] }>(
        `update checkpoints c set commit_pos = v.to_commit, prepare_pos = v.to_prepare, updated_at = now()
         from (values ${batch.map(() => '(?, ?, ?, ?, ?)').join(', ')}) as v(name, from_commit, from_prepare, to_commit, to_prepare)
         where c.name = v.name and c.commit_pos = v.from_commit and c.prepare_pos = v.from_prepare
         returning c.name`,
        batch.flatMap((m) => [
          m.name,
          m.from.commit.toString(),
          m.from.prepare.toString(),
          m.to.commit.toString(),
          m.to.prepare.toString(),
        ]),
      );
      const moved = new Set(rows.map((r) => r.name));
      for (const m of batch) m.resolve(moved.has(m.name));
    } catch (err) {
      for (const m of batch) m.reject(err);
    }
  }
}
