// The dead-letter table of the projection runner: an event a view's projector (or a reaction)
// failed on a bounded number of times is parked here with its error, and the view moves on.
// `npm run projections:retry` and POST /api/admin/projections/:name/retry apply parked events
// again once the fault is fixed; a re-applied event leaves this table in the transaction that
// writes its rows (docs/decisions/0005-projections.md).
import type { Knex } from 'knex';
import { stripNul } from '../http/text.js';
import type { Position, RecordedEvent } from '../eventstore/types.js';

export const projectionParkingMigration = {
  name: '0005_projection_parking',
  async up(knex: Knex) {
    // The projector version that built each view: a newer version rebuilds it at start-up.
    await knex.schema.alterTable('checkpoints', (t) => {
      t.integer('version').notNullable().defaultTo(1);
    });
    await knex.schema.createTable('parked_events', (t) => {
      /** The view's (projector's) or reaction's name. */
      t.text('name').notNullable();
      t.text('kind').notNullable();
      // Unsigned 64-bit positions: numeric sorts them in SQL; read back as text for BigInt.
      t.decimal('commit_pos', 20, 0).notNullable();
      t.decimal('prepare_pos', 20, 0).notNullable();
      t.uuid('event_id').notNullable();
      t.text('stream').notNullable();
      t.integer('stream_version').notNullable();
      t.text('event_type').notNullable();
      t.text('error').notNullable();
      t.integer('attempts').notNullable();
      t.timestamp('first_failed_at', { useTz: true }).notNullable();
      t.timestamp('last_failed_at', { useTz: true }).notNullable();
      t.primary(['name', 'event_id']);
      t.index(['name', 'commit_pos', 'prepare_pos']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('parked_events');
    await knex.schema.alterTable('checkpoints', (t) => {
      t.dropColumn('version');
    });
  },
};

export type ParkedKind = 'view' | 'reaction';

export interface ParkedEvent {
  name: string;
  kind: ParkedKind;
  position: Position;
  eventId: string;
  stream: string;
  streamVersion: number;
  type: string;
  error: string;
  attempts: number;
  firstFailedAt: string;
  lastFailedAt: string;
}

type Db = Knex | Knex.Transaction;

const MAX_ERROR_CHARS = 2000;

/** An error as the table keeps it: its message (what Postgres text can hold), bounded. */
export function errorText(err: unknown): string {
  const message = err instanceof Error ? err.message || err.name : String(err);
  return stripNul(message).slice(0, MAX_ERROR_CHARS);
}

export async function parkEvent(
  trx: Db,
  p: { name: string; kind: ParkedKind; event: RecordedEvent; error: string; attempts: number; firstFailedAt: Date },
): Promise<void> {
  await trx('parked_events')
    .insert({
      name: p.name,
      kind: p.kind,
      commit_pos: p.event.position.commit.toString(),
      prepare_pos: p.event.position.prepare.toString(),
      event_id: p.event.id,
      stream: p.event.stream,
      stream_version: p.event.version,
      event_type: p.event.type,
      error: p.error,
      attempts: p.attempts,
      first_failed_at: p.firstFailedAt,
      last_failed_at: trx.fn.now(),
    })
    .onConflict(['name', 'event_id'])
    .merge({ error: p.error, attempts: trx.raw('parked_events.attempts + excluded.attempts'), last_failed_at: trx.fn.now() });
}

interface ParkedRow {
  name: string;
  kind: ParkedKind;
  commit_pos: string;
  prepare_pos: string;
  event_id: string;
  stream: string;
  stream_version: number;
  event_type: string;
  error: string;
  attempts: number;
  first_failed_at: Date;
  last_failed_at: Date;
}

const toParked = (r: ParkedRow): ParkedEvent => ({
  name: r.name,
  kind: r.kind,
  position: { commit: BigInt(r.commit_pos), prepare: BigInt(r.prepare_pos) },
  eventId: r.event_id,
  stream: r.stream,
  streamVersion: r.stream_version,
  type: r.event_type,
  error: r.error,
  attempts: r.attempts,
  firstFailedAt: new Date(r.first_failed_at).toISOString(),
  lastFailedAt: new Date(r.last_failed_at).toISOString(),
});

/** Parked events of one view or reaction (all when `name` is undefined), oldest position first. */
export async function listParked(db: Db, name?: string, limit = 1000): Promise<ParkedEvent[]> {
  const q = db('parked_events')
    .select(
      'name',
      'kind',
      db.raw('commit_pos::text as commit_pos'),
      db.raw('prepare_pos::text as prepare_pos'),
      'event_id',
      'stream',
      'stream_version',
      'event_type',
      'error',
      'attempts',
      'first_failed_at',
      'last_failed_at',
    )
    .orderBy([{ column: 'commit_pos' }, { column: 'prepare_pos' }])
    .limit(limit);
  if (name !== undefined) q.where({ name });
  return ((await q) as ParkedRow[]).map(toParked);
}

/** How many events each view or reaction has parked (only those with any). */
export async function parkedCounts(db: Db): Promise<Map<string, number>> {
  const rows = (await db('parked_events').select('name').count({ n: '*' }).groupBy('name')) as { name: string; n: number | string }[];
  return new Map(rows.map((r) => [r.name, Number(r.n)]));
}

/** Takes a parked event off the table; false when it was not there (another retry took it). */
export async function unpark(trx: Db, name: string, eventId: string): Promise<boolean> {
  return (await trx('parked_events').where({ name, event_id: eventId }).delete()) === 1;
}

/** A retry failed again: the event stays parked with one more attempt. */
export async function recordFailedRetry(db: Db, name: string, eventId: string, error: string): Promise<void> {
  await db('parked_events')
    .where({ name, event_id: eventId })
    .update({ error, attempts: db.raw('attempts + 1'), last_failed_at: db.fn.now() });
}

export async function deleteParked(trx: Db, name: string): Promise<void> {
  await trx('parked_events').where({ name }).delete();
}
