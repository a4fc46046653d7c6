// The default event store: one `events` table on Postgres (a real server or embedded PGlite).
//
// Global order. A bigserial alone cannot order a log that readers follow by checkpoint: a
// transaction that took position 10 may commit after one that took position 11, and a reader that
// saw 11 and checkpointed there would skip 10 forever. So each row also stores the id of the
// transaction that wrote it (xid8, 64-bit, never wraps) and readers see only rows whose
// transaction is older than the oldest transaction still in flight (`pg_snapshot_xmin`). The log
// is ordered by (transaction_id, position), exactly like EventStoreDB's (commit, prepare).
import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import { GENESIS_HASH, computeHash } from './hash-chain.js';
import { reportSubscriptionError, type AuditableEventStore, type SubscribeOptions } from './extensions.js';
import {
  ConcurrencyError,
  START,
  type AppendOptions,
  type AppendResult,
  type EventMetadata,
  type ExpectedVersion,
  type StreamHead,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type RecordedEvent,
  type Subscription,
} from './types.js';
import { HeadAppender, type HeadRow } from './head-appends.js';
import { upcast } from './upcasters.js';
import { prepareAppend, type PreparedEvent } from './validate.js';

export const eventStoreMigration = {
  name: '0001_event_store',
  async up(knex: Knex): Promise<void> {
    // transaction_id defaults to the writing transaction's id, so every writer (even raw SQL)
    // gets a commit-ordered position. Note for operators: the xid counter survives physical
    // backups and replicas, not a pg_dump restore into a new cluster; after one, new xids could
    // sort below stored ones, so restore logical dumps only into a fresh event table (replay).
    await knex.raw(`
      create table events (
        position bigserial primary key,
        transaction_id xid8 not null default pg_current_xact_id(),
        id uuid not null,
        stream text not null,
        version integer not null check (version >= 1),
        type text not null,
        data jsonb not null,
        metadata jsonb not null,
        created_at timestamptz not null,
        prev_hash text not null,
        hash text not null,
        constraint events_id_key unique (id),
        constraint events_stream_version_key unique (stream, version)
      )`);
    // The global log's order; also serves readAll's "strictly after (commit, prepare)" seek.
    await knex.raw('create index events_transaction_id_position_idx on events (transaction_id, position)');
  },
  async down(knex: Knex): Promise<void> {
    await knex.raw('drop table if exists events');
  },
};

export interface PostgresEventStoreOptions {
  /** How long an idle subscription waits before polling again (an append in this process wakes it at once). */
  pollIntervalMs?: number;
  /** Events per subscription read; a full batch is followed at once by the next read. */
  batchSize?: number;
  /** Append statements at a known head in flight at once; appends arriving meanwhile go together in the next (default 1). */
  appendsInFlight?: number;
}

// Two-key advisory locks live apart from the one-key locks used elsewhere (leader election).
const STREAM_LOCK_CLASS = 0x45565453; // 'EVTS'

// Uuids come back in lower case, created_at as the ISO string the hash was computed over
// (to_char, so no Date type parser can alter it) and the xid8/bigint pair as text for BigInt.
const COLUMNS = `transaction_id::text as commit, position::text as prepare, id, stream, version, type, data, metadata,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, prev_hash, hash`;

// Only transactions older than every transaction still running are visible: their set of rows
// is final. Any transaction that commits later has an xid >= the xmin seen now, which is greater
// than every xid already returned, so it sorts after a reader's checkpoint and is never skipped.
// (A transaction with no xid yet gets one >= the snapshot's xmax when it first writes.)
// The price: xids are cluster-wide, so any *writing* transaction left open on the server (in any
// database) holds readers back until it ends. They wait rather than skip; keep transactions
// short, and idle_in_transaction_session_timeout guards against a leaked one.
// Read-only transactions (pg_dump included) have no xid and hold nothing back.
const VISIBLE = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';

interface EventRow {
  commit: string;
  prepare: string;
  id: string;
  stream: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  created_at: string;
  prev_hash: string;
  hash: string;
}

interface PositionRow {
  commit: string;
  prepare: string;
}

const toPosition = (r: PositionRow): Position => ({ commit: BigInt(r.commit), prepare: BigInt(r.prepare) });

function toEvent(r: EventRow): RecordedEvent {
  return {
    id: r.id,
    stream: r.stream,
    version: r.version,
    type: r.type,
    data: r.data,
    metadata: r.metadata,
    createdAt: r.created_at,
    prevHash: r.prev_hash,
    hash: r.hash,
    position: toPosition(r),
  };
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

interface StoredRow extends PositionRow {
  id: string;
  hash: string;
  stream: string;
  version: number;
}

interface StreamState {
  /** The stream's version (0 when it does not exist), its head's hash and position. */
  version: number;
  hash: string;
  position: Position;
  stored: { all: true; some: true; result: AppendResult } | { all: false; some: boolean };
}

// Postgres allows 65,535 bind parameters per statement; 9 per row.
const INSERT_CHUNK = 1000;

export class PostgresEventStore implements AuditableEventStore {
  readonly kind = 'postgres' as const;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly subscriptions = new Set<PollingSubscription>();
  /** This store's appends wake its own subscriptions at once; others find them by polling. */
  private readonly appendSignal = new EventEmitter().setMaxListeners(0);
  private closed = false;
  private prepared: Promise<boolean> | undefined;
  private readonly headAppender: HeadAppender;

  /** The knex belongs to the caller: `close()` stops subscriptions but leaves it open. */
  constructor(
    private readonly knex: Knex,
    opts: PostgresEventStoreOptions = {},
  ) {
    this.pollIntervalMs = opts.pollIntervalMs ?? 50;
    this.batchSize = opts.batchSize ?? 500;
    this.headAppender = new HeadAppender(knex, { prepared: () => this.preparedStatements(), maxInFlight: opts.appendsInFlight ?? 1 });
  }

  /** Calls `listener` after every append of this store that wrote (answers the function that stops it). */
  onAppended(listener: () => void): () => void {
    this.appendSignal.on('wrote', listener);
    return () => this.appendSignal.off('wrote', listener);
  }

  /** After an append that wrote: wakes the subscriptions, tells the listeners. */
  private wrote(): void {
    this.appendSignal.emit('append');
    this.appendSignal.emit('wrote');
  }

  /** Wakes this store's idle subscriptions (another process appended: a signal said so). */
  wakeSubscriptions(): void {
    this.appendSignal.emit('append');
  }

  async appendToStream(stream: string, events: NewEvent[], opts: AppendOptions): Promise<AppendResult> {
    const { expectedVersion, head } = opts;
    const batch = prepareAppend(stream, events, expectedVersion);
    // The caller just read the stream: one statement, no transaction (see appendAtHead).
    if (head && expectedVersion === head.version && batch.length > 0 && batch.length <= INSERT_CHUNK) {
      try {
        const result = await this.appendAtHead(stream, batch, head);
        if (result) {
          this.wrote();
          return result;
        }
        // The head was not the stream's (a wrong hash): the full path decides, with the stored head.
      } catch (err) {
        // Another writer took the version, or these ids are stored: the full path sorts out which.
        if (!isUniqueViolation(err)) throw err;
      }
    }
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await this.knex.transaction((trx) => this.appendInTransaction(trx, stream, batch, expectedVersion));
        if (result.wrote) this.wrote();
        return result.result;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // Another writer committed the same (stream, version) or one of these ids first. Its
        // transaction has ended, so this read sees what it stored.
        const state = await this.streamState(this.knex, stream, batch);
        if (state.stored.all) return state.stored.result;
        // 'any' does not care about the version: chain onto the new head and try again.
        if (expectedVersion === 'any' && !state.stored.some && attempt < 10) continue;
        throw new ConcurrencyError(stream, expectedVersion, state.version);
      }
    }
  }

  private async appendInTransaction(
    trx: Knex.Transaction,
    stream: string,
    batch: PreparedEvent[],
    expectedVersion: ExpectedVersion,
  ): Promise<{ wrote: boolean; result: AppendResult }> {
    // Writers with a version need no lock: unique (stream, version) lets exactly one of them
    // insert the next version, and the others fail together as soon as it commits (a lock would
    // make each loser wait its turn only to fail). 'any' writers would all fail that way too, so
    // they queue on a per-stream lock instead (read committed: the next statement sees the
    // previous holder's commit). Different streams never wait for each other, bar a rare
    // hashtext collision.
    if (expectedVersion === 'any') await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [STREAM_LOCK_CLASS, stream]);

    const state = await this.streamState(trx, stream, batch);
    // Idempotent ids before the version check: a retried append (say, after a lost reply)
    // succeeds though its expected version is stale by now, as it would only repeat what is stored.
    if (state.stored.all) return { wrote: false, result: state.stored.result };
    if (state.stored.some) throw new ConcurrencyError(stream, expectedVersion, state.version);
    if (expectedVersion !== 'any' && expectedVersion !== state.version) throw new ConcurrencyError(stream, expectedVersion, state.version);
    if (batch.length === 0) return { wrote: false, result: { nextVersion: state.version, position: state.position, hash: state.hash } };

    // One createdAt per append, millisecond ISO: exactly what timestamptz keeps and gives back.
    const createdAt = new Date().toISOString();
    let prevHash = state.hash;
    const values = batch.map((e, i) => {
      const stored = { id: e.id, stream, version: state.version + i + 1, type: e.type, data: e.data, metadata: e.metadata, createdAt };
      const hash = computeHash(prevHash, stored);
      const row = [stored.id, stream, stored.version, stored.type, e.dataJson, e.metadataJson, createdAt, prevHash, hash];
      prevHash = hash;
      return row;
    });

    let last: (PositionRow & { version: number }) | undefined;
    for (let i = 0; i < values.length; i += INSERT_CHUNK) {
      const chunk = values.slice(i, i + INSERT_CHUNK);
      const inserted = (await trx.raw(
        `insert into events (id, stream, version, type, data, metadata, created_at, prev_hash, hash)
         values ${chunk.map(() => '(?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::timestamptz, ?, ?)').join(', ')}
         returning transaction_id::text as commit, position::text as prepare, version`,
        chunk.flat(),
      )) as { rows: (PositionRow & { version: number })[] };
      for (const r of inserted.rows) if (!last || r.version > last.version) last = r;
    }
    if (!last) throw new Error('insert returned no rows'); // unreachable: the batch is not empty
    return { wrote: true, result: { nextVersion: last.version, position: toPosition(last), hash: prevHash } };
  }

  /**
   * The one-statement append: the batch chained onto `head`, inserted only if `head` is the
   * stream's stored head (its version's hash matches, or the stream is empty for version 0).
   * Unique (stream, version) refuses it when another writer appended first, unique (id) when the
   * batch is stored already — both as a unique violation the caller hands to the full path. A head
   * that does not match inserts nothing (answers undefined). Autocommit: the statement is its own
   * transaction, so the log's visibility rule (transaction ids) holds as for the full path.
   * Concurrent appends share a statement (head-appends.ts), each with its own guard and outcome.
   */
  private async appendAtHead(stream: string, batch: PreparedEvent[], head: StreamHead): Promise<AppendResult | undefined> {
    const createdAt = new Date().toISOString();
    let prevHash = head.hash;
    const rows: HeadRow[] = batch.map((e, i) => {
      const version = head.version + i + 1;
      const hash = computeHash(prevHash, { id: e.id, stream, version, type: e.type, data: e.data, metadata: e.metadata, createdAt });
      const row = { id: e.id, version, type: e.type, data: e.dataJson, metadata: e.metadataJson, createdAt, prevHash, hash };
      prevHash = hash;
      return row;
    });
    const last = await this.headAppender.append(stream, head, rows);
    return last && { nextVersion: last.version, position: toPosition(last), hash: prevHash };
  }

  /** Whether the database takes named prepared statements: a real server does; PGlite runs every connection on one backend. */
  private preparedStatements(): Promise<boolean> {
    this.prepared ??= (this.knex.raw('select version() as v') as Promise<{ rows: { v: string }[] }>).then(
      ({ rows }) => !/PGlite/i.test(rows[0]?.v ?? ''),
      (err: unknown) => {
        this.prepared = undefined; // ask again next time
        throw err;
      },
    );
    return this.prepared;
  }

  /** In one round trip: the stream's head, and which of the batch's ids are stored already. */
  private async streamState(db: Knex | Knex.Transaction, stream: string, batch: NewEvent[]): Promise<StreamState> {
    const ids = batch.map((e) => e.id);
    const { rows } = (await db.raw(
      `select
         (select json_build_object('version', version, 'hash', hash, 'commit', transaction_id::text, 'prepare', position::text)
            from events where stream = ? order by version desc limit 1) as head,
         (select coalesce(json_agg(json_build_object('id', id, 'stream', stream, 'version', version, 'hash', hash,
                                                     'commit', transaction_id::text, 'prepare', position::text)), '[]'::json)
            from events where id = any(?::uuid[])) as stored`,
      [stream, ids],
    )) as { rows: { head: (PositionRow & { version: number; hash: string }) | null; stored: StoredRow[] }[] };
    const head = rows[0]?.head ?? null;
    const storedRows = rows[0]?.stored ?? [];
    let stored: StreamState['stored'] = { all: false, some: storedRows.length > 0 };
    const lastRow = storedRows.find((r) => r.id === ids[ids.length - 1]);
    if (storedRows.length > 0 && storedRows.length === ids.length && storedRows.every((r) => r.stream === stream) && lastRow) {
      // The original append answered with its last event's version and position.
      stored = { all: true, some: true, result: { nextVersion: lastRow.version, position: toPosition(lastRow), hash: lastRow.hash } };
    }
    return {
      version: head?.version ?? 0,
      hash: head?.hash ?? GENESIS_HASH,
      position: head ? toPosition(head) : START,
      stored,
    };
  }

  async readStream(stream: string, opts: { fromVersion?: number } = {}): Promise<RecordedEvent[]> {
    return (await this.readStreamAsStored(stream, opts)).map(upcast);
  }

  async readStreamAsStored(stream: string, opts: { fromVersion?: number } = {}): Promise<RecordedEvent[]> {
    const { rows } = (await this.knex.raw(`select ${COLUMNS} from events where stream = ? and version >= ? order by version`, [
      stream,
      opts.fromVersion ?? 1,
    ])) as { rows: EventRow[] };
    return rows.map(toEvent);
  }

  async readAll(opts: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const from = opts.fromPosition ?? START;
    const where: string[] = [VISIBLE];
    const bindings: (string | number)[] = [];
    // START (commit -1) has no xid8 form: no lower bound then.
    if (from.commit >= 0n) {
      where.push('(transaction_id, position) > (?::xid8, ?::bigint)');
      bindings.push(from.commit.toString(), from.prepare.toString());
    }
    let sql = `select ${COLUMNS} from events where ${where.join(' and ')} order by transaction_id, position`;
    if (opts.limit !== undefined) {
      sql += ' limit ?';
      bindings.push(opts.limit);
    }
    const { rows } = (await this.knex.raw(sql, bindings)) as { rows: EventRow[] };
    return rows.map((r) => upcast(toEvent(r)));
  }

  subscribe(opts: { fromPosition?: Position }, handler: (e: RecordedEvent) => Promise<void>, subOpts: SubscribeOptions = {}): Subscription {
    if (this.closed) throw new Error('The event store is closed');
    const sub = new PollingSubscription(
      (from) => this.readAll({ fromPosition: from, limit: this.batchSize }),
      opts.fromPosition ?? START,
      handler,
      { batchSize: this.batchSize, pollIntervalMs: this.pollIntervalMs, ...subOpts },
      this.appendSignal,
      () => this.subscriptions.delete(sub),
    );
    this.subscriptions.add(sub);
    return sub;
  }

  /** The newest event a reader can see (the same visibility as readAll), START when none. */
  async headPosition(): Promise<Position> {
    const { rows } = (await this.knex.raw(
      `select transaction_id::text as commit, position::text as prepare from events
       where ${VISIBLE} order by transaction_id desc, position desc limit 1`,
    )) as { rows: PositionRow[] };
    return rows[0] ? toPosition(rows[0]) : START;
  }
  async committedHead(): Promise<Position> {
    const { rows } = (await this.knex.raw(
      `select transaction_id::text as commit, position::text as prepare from events
       order by transaction_id desc, position desc limit 1`,
    )) as { rows: PositionRow[] };
    return rows[0] ? toPosition(rows[0]) : START;
  }

  async health(): Promise<boolean> {
    try {
      await this.knex.raw('select 1');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.headAppender.close();
  }
}

interface PollingOptions extends SubscribeOptions {
  batchSize: number;
  pollIntervalMs: number;
}

/** Reads the log after its position, calls the handler for each event in turn, then waits. */
class PollingSubscription implements Subscription {
  private stopping = false;
  // Set by an append in this process; checked before sleeping so a wake-up that arrives while a
  // read is in flight is not lost.
  private appendSeen = false;
  private wake: (() => void) | undefined;
  private readonly done: Promise<void>;
  private readonly onAppend = () => {
    this.appendSeen = true;
    this.wake?.();
  };

  constructor(
    private readonly read: (from: Position) => Promise<RecordedEvent[]>,
    from: Position,
    private readonly handler: (e: RecordedEvent) => Promise<void>,
    private readonly opts: PollingOptions,
    appendSignal: EventEmitter,
    onDone: () => void,
  ) {
    appendSignal.on('append', this.onAppend);
    this.done = this.run(from).finally(() => {
      appendSignal.off('append', this.onAppend);
      onDone();
    });
  }

  private async run(from: Position): Promise<void> {
    let position = from;
    let failures = 0;
    while (!this.stopping) {
      this.appendSeen = false;
      let batch: RecordedEvent[];
      try {
        batch = await this.read(position);
        failures = 0;
      } catch (err) {
        if (this.stopping) return;
        failures += 1;
        this.opts.onReadError?.(err, failures);
        await this.sleep(Math.min(2000, this.opts.pollIntervalMs * 2 ** failures));
        continue;
      }
      for (const e of batch) {
        if (this.stopping) return;
        try {
          await this.handler(e);
        } catch (err) {
          this.stopping = true;
          reportSubscriptionError(this.opts, err);
          return;
        }
        position = e.position;
      }
      // A full batch means more is waiting: read again at once.
      if (batch.length < this.opts.batchSize && !this.appendSeen) await this.sleep(this.opts.pollIntervalMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  /**
   * Resolves once the handler call in progress (if any) has finished; no call starts after.
   * From inside the handler, call it without awaiting it (awaiting would wait for itself).
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.done;
  }
}
