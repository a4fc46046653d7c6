// What the projection runner's tests share: a fresh database with the event store (encrypting,
// as the app runs it), and a counting projector whose table shows a double-applied event as 2.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { pino } from 'pino';
import { migrate } from '../../infra/db/index.js';
import type { Migration } from '../../infra/db/migrations.js';
import { createEventStore, eventStoreMigration } from '../../infra/eventstore/index.js';
import { EncryptingEventStore } from '../../infra/eventstore/encrypting.js';
import { START, type NewEvent, type Position, type RecordedEvent } from '../../infra/eventstore/types.js';
import { KeyRing, KeyStore, keysMigration, keysWrapMigration } from '../../infra/crypto/keys.js';
import { checkpointsMigration } from '../../infra/projections/checkpoints.js';
import { projectionParkingMigration } from '../../infra/projections/parked.js';
import type { Projector } from '../../infra/projections/types.js';
import type { DatabaseFlavour, TestDatabase } from './databases.js';

export const silentLogger = pino({ level: 'silent' });

export interface ProjectionTestDb {
  db: TestDatabase;
  knex: Knex;
  store: EncryptingEventStore;
  close(): Promise<void>;
}

export async function openProjectionDb(flavour: DatabaseFlavour): Promise<ProjectionTestDb> {
  const db = await flavour.open();
  await migrate(db.db.knex, [eventStoreMigration, keysMigration, keysWrapMigration, checkpointsMigration, projectionParkingMigration]);
  const store = new EncryptingEventStore(createEventStore({ knex: db.db.knex }), new KeyStore(db.db.knex, new KeyRing(randomBytes(32))));
  return {
    db,
    knex: db.db.knex,
    store,
    async close() {
      await store.close();
      await db.close();
    },
  };
}

/** The migration of a counting view's table (a rebuild runs it in the shadow schema). */
export function countingTable(table: string): Migration {
  return {
    name: `test_${table}`,
    async up(knex) {
      await knex.schema.createTable(table, (t) => {
        t.uuid('event_id').primary();
        t.integer('n').notNullable();
        t.integer('applied').notNullable();
        t.integer('version').notNullable().defaultTo(1);
        t.integer('user_id').notNullable().defaultTo(0);
        t.text('note');
        t.index(['user_id']);
      });
    },
  };
}

export const countedType = (table: string) => `Counted_${table}`;

/** An event the counting view of `table` applies; `note` lands in a text column. */
export function counted(n: number, table: string, extra: { userId?: number; note?: string } = {}): NewEvent {
  return {
    id: randomUUID(),
    type: countedType(table),
    data: { n, userId: extra.userId ?? 0, ...(extra.note !== undefined ? { note: extra.note } : {}) },
    metadata: { schemaVersion: 1 },
  };
}

/**
 * An event whose note is personal data (encrypted, so Postgres never sees it as text): the way a
 * string Postgres cannot hold (NUL) reaches a projector from the store.
 */
export function countedWithSecretNote(n: number, table: string, note: string, subject: number): NewEvent {
  return {
    id: randomUUID(),
    type: countedType(table),
    data: { n, userId: subject, pii: { note } },
    metadata: { schemaVersion: 1, piiSubject: subject },
  };
}

export interface CountingProjector extends Projector {
  /** How many times apply threw. */
  throws: number;
  /** Events handed to apply, in order. */
  seen: RecordedEvent[];
}

/**
 * Counts each application of each event (a double-applied event shows applied = 2). `fails(n)`
 * makes apply throw for event n while it answers true (the fault), as a buggy projector would.
 */
export function countingProjector(
  name: string,
  table: string,
  opts: { fails?: (n: number) => boolean; version?: number } = {},
): CountingProjector {
  const p: CountingProjector = {
    name,
    version: opts.version,
    tables: [table],
    handles: [countedType(table)],
    throws: 0,
    seen: [],
    async apply(trx, e) {
      const data = e.data as { n: number; userId: number; note?: string; pii?: { note: string } | null };
      p.seen.push(e);
      if (opts.fails?.(data.n)) {
        p.throws += 1;
        throw new Error(`projector crashed on event ${data.n}`);
      }
      await trx(table)
        .insert({
          event_id: e.id,
          n: data.n,
          applied: 1,
          version: opts.version ?? 1,
          user_id: data.userId,
          note: data.note ?? data.pii?.note ?? null,
        })
        .onConflict('event_id')
        .merge({ applied: trx.raw('?? + 1', [`${table}.applied`]) });
    },
  };
  return p;
}

/**
 * Appends events 1..total (after `offset`) in a few streams, with an ignored type between them.
 * Answers the last append's position (the head may lag it a moment: readers see a transaction
 * once every older one on the server has ended).
 */
export async function appendMany(store: EncryptingEventStore, table: string, total: number, offset = 0, perAppend = 5): Promise<Position> {
  let last: Position = START;
  for (let i = offset + 1; i <= offset + total; i += perAppend) {
    const events: NewEvent[] = [];
    for (let n = i; n < Math.min(i + perAppend, offset + total + 1); n++) {
      events.push(counted(n, table, { userId: n % 3 }), { ...counted(-n, table), type: 'Ignored' });
    }
    last = (await store.appendToStream(`${table.replace(/_/g, '')}-${i % 7}`, events, { expectedVersion: 'any' })).position;
  }
  return last;
}

export async function countingRows(knex: Knex, table: string): Promise<{ n: number; applied: number }[]> {
  return knex(table).select('n', 'applied').orderBy('n');
}

export const oneToN = (n: number, from = 1) => Array.from({ length: n }, (_, i) => i + from);
