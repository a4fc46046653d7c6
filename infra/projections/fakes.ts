// In-memory doubles for the read side's unit tests (batch, scheduler, rebuild, waits): a database
// whose transactions and savepoints keep or roll back the rows written in them, a log of events,
// and a projector that writes each event's number and fails on the numbers it is told to.
// Used only by *.unit.test.ts files: nothing here touches a real database.
import type { Knex } from 'knex';
import { pino } from 'pino';
import type { RecordedEvent } from '../eventstore/types.js';
import type { Projector } from './types.js';

export const quietLogger = pino({ level: 'silent' });

/** A transaction of the fake database: rows written in it, kept when it (and its parents) commit. */
export interface FakeTrx {
  rows: number[];
  transaction<T>(fn: (sp: FakeTrx) => Promise<T>): Promise<T>;
}

function open(rows: number[]): FakeTrx {
  return {
    rows,
    async transaction(fn) {
      const sp = open([...this.rows]);
      const out = await fn(sp);
      this.rows.splice(0, this.rows.length, ...sp.rows);
      return out;
    },
  };
}

/** A database holding a list of numbers; `transaction` commits what its body wrote, or nothing when it throws. */
export function fakeDb(): { knex: Knex; committed: () => number[]; transactions: () => number } {
  let committed: number[] = [];
  let transactions = 0;
  const db = {
    async transaction<T>(fn: (trx: FakeTrx) => Promise<T>): Promise<T> {
      transactions += 1;
      const trx = open([...committed]);
      const out = await fn(trx);
      committed = trx.rows;
      return out;
    },
  };
  return { knex: db as unknown as Knex, committed: () => [...committed], transactions: () => transactions };
}

export function event(n: number, type = 'Counted'): RecordedEvent {
  return {
    id: `event-${n}`,
    type,
    data: { n },
    metadata: { schemaVersion: 1 },
    stream: `s-${n}`,
    version: 1,
    position: { commit: BigInt(n), prepare: BigInt(n) },
    createdAt: new Date(0).toISOString(),
    hash: '',
    prevHash: '',
  };
}

/** A log of events `1..count` of type Counted (every `other`-th one of type Other). */
export function eventLog(count: number, other = 0): RecordedEvent[] {
  return Array.from({ length: count }, (_, i) => event(i + 1, other > 0 && (i + 1) % other === 0 ? 'Other' : 'Counted'));
}

/** A projector writing `data.n` of each Counted event; it throws on the numbers `fails` answers true for. */
export function numberProjector(name: string, fails: (n: number) => boolean = () => false): Projector & { attempts: number[] } {
  const attempts: number[] = [];
  return {
    name,
    handles: ['Counted'],
    tables: [`${name}_rows`],
    attempts,
    async apply(trx, e) {
      const n = (e.data as { n: number }).n;
      attempts.push(n);
      if (fails(n)) throw new Error(`cannot apply ${n}`);
      (trx as unknown as FakeTrx).rows.push(n);
    },
  };
}

/** Events of `log` after `from`, up to `limit` (the store's readAll). */
export function readAfter(log: readonly RecordedEvent[], from: { commit: bigint }, limit: number): RecordedEvent[] {
  return log.filter((e) => e.position.commit > from.commit).slice(0, limit);
}
