// Appends at a known head, grouped: the appends that arrive while a statement is in flight go
// together in the next one, so concurrent commands share one statement, one commit and one WAL
// flush instead of queueing one fsync each (decision 0018). A caller alone is never delayed: with
// nothing in flight its append is sent at once.
//
// Two statement shapes, named prepared statements parsed once per connection, with no SQL built per
// call: one event of one caller (the common command), and any group (arrays, one per column). The
// group statement costs more to plan (Postgres plans it afresh for each array length), which one
// lone event need not pay.
//
// Each caller's rows are inserted only if its head guard holds; a guard that fails inserts nothing
// of that caller and leaves the others' rows alone. A statement that fails (a unique violation:
// another writer took a version, or ids are stored already; or any other error) inserted nothing
// at all, and its members are sent again one by one, so one caller's conflict or bad row never
// becomes another caller's error.
import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import pg from 'pg';
import type { StreamHead } from './types.js';

/** One event as it will be stored, its hash chained onto the caller's head already. */
export interface HeadRow {
  id: string;
  version: number;
  type: string;
  /** JSON text of data and metadata. */
  data: string;
  metadata: string;
  createdAt: string;
  prevHash: string;
  hash: string;
}

/** The last row of a caller's batch as stored: its version and its place in the log (as text). */
export interface HeadInserted {
  commit: string;
  prepare: string;
  version: number;
}

interface Pending {
  stream: string;
  head: StreamHead;
  rows: HeadRow[];
  resolve(inserted: HeadInserted | undefined): void;
  reject(err: unknown): void;
}

/** The pg client knex hands out (its pool's, or a raw one held here): only what is used here. */
interface PgClient {
  query<R>(config: { name?: string; text: string; values: unknown[]; rowMode?: 'array' }): Promise<{ rows: R[] }>;
  /** Set by knex's own 'error' and 'end' listeners once the connection is unusable. */
  __knex__disposed?: unknown;
  /** pg's connection: its socket is referenced only while a statement is in flight (see hold()). */
  connection?: { stream?: { ref?(): void; unref?(): void } };
}

type GroupRow = HeadInserted & { stream: string };

// The guard is evaluated once per caller (the `ok` set); the statement's snapshot does not see the
// rows it inserts itself, so every row of one caller sees the same answer. Rows are inserted in
// the order given (`order by n`: the join could reorder them), so positions follow versions.
const GROUP_NAME = 'casebook_events_append_at_heads_v1';
const GROUP = `with ok as (
  select h.stream from unnest($10::text[], $11::integer[], $12::text[]) as h (stream, version, hash)
   where case when h.version = 0 then not exists (select 1 from events e where e.stream = h.stream)
              else exists (select 1 from events e where e.stream = h.stream and e.version = h.version and e.hash = h.hash) end
)
insert into events (id, stream, version, type, data, metadata, created_at, prev_hash, hash)
select v.id, v.stream, v.version, v.type, v.data, v.metadata, v.created_at, v.prev_hash, v.hash
  from unnest($1::uuid[], $2::text[], $3::integer[], $4::text[], $5::jsonb[], $6::jsonb[], $7::timestamptz[], $8::text[], $9::text[])
    with ordinality as v (id, stream, version, type, data, metadata, created_at, prev_hash, hash, n)
 where v.stream in (select stream from ok)
 order by v.n
returning transaction_id::text as commit, position::text as prepare, stream, version`;

// The lone event's answer is its place in the log only: the caller knows the stream and version.
// (Fewer columns: less for pg to describe and parse per call.)
const ONE_NAME = 'casebook_events_append_at_head_v2';
const ONE = `insert into events (id, stream, version, type, data, metadata, created_at, prev_hash, hash)
select $1::uuid, $2::text, $3::integer, $4::text, $5::jsonb, $6::jsonb, $7::timestamptz, $8::text, $9::text
 where case when $10::integer = 0 then not exists (select 1 from events e where e.stream = $2::text)
            else exists (select 1 from events e where e.stream = $2::text and e.version = $10::integer and e.hash = $11::text) end
returning transaction_id::text, position::text`;

export interface HeadAppenderOptions {
  /** Statements in flight at once; the appends that arrive meanwhile wait and go together. */
  maxInFlight?: number;
  /** Rows per statement at most (a group closes when the next caller's rows would pass it). */
  maxRows?: number;
  /**
   * Whether the database is a real server: then named prepared statements (parsed and planned
   * once per connection) and a connection of the appender's own. Off for PGlite: its socket server
   * runs every connection on one backend, where one name would clash, and its pool has the one
   * connection everything else shares.
   */
  prepared: () => Promise<boolean>;
}

/** The held connection's application_name (pg_stat_activity). */
export const HELD_APPLICATION_NAME = 'casebook-event-appends';

/** After a failed attempt to open the held connection, statements use the pool for this long. */
const HOLD_RETRY_MS = 1000;

export class HeadAppender {
  private readonly queue: Pending[] = [];
  private inFlight = 0;
  /** Set for one turn of the event loop after a group finished, while its callers send their next appends. */
  private settling = false;
  private readonly maxInFlight: number;
  private readonly maxRows: number;
  /** The answer of opts.prepared(), once known. */
  private named: boolean | undefined;
  /**
   * On a server, a connection of the appender's own (not the pool's): a statement takes it when no
   * other statement of this appender is using it, and the pool's otherwise. It spares each
   * statement the pool's checkout and release (two time-out timers and a dozen promise hops in
   * tarn) and keeps the statement parsed on one backend. Its socket keeps the process alive
   * only while a statement is in flight, so a store its owner never closes cannot hold the process
   * open; one that fails is dropped and opened again by a later statement.
   */
  private held: PgClient | undefined;
  private heldBusy = false;
  private holding: Promise<void> | undefined;
  private holdFailedAt = Number.NEGATIVE_INFINITY;
  private heldIdle: (() => void) | undefined;
  private closed = false;

  constructor(
    private readonly knex: Knex,
    private readonly opts: HeadAppenderOptions,
  ) {
    this.maxInFlight = opts.maxInFlight ?? 1;
    this.maxRows = opts.maxRows ?? 1000;
  }

  /**
   * Inserts `rows` onto `stream` if its stored head is `head`. Answers the last row as stored, or
   * undefined when the head was not the stream's or another append moved the stream past it while
   * this one waited (nothing inserted: the caller's full path sorts out which outcome it is). Rejects with the database's
   * error (a unique violation when another writer took the version or the ids are stored) only
   * for a statement that carried this append alone.
   */
  append(stream: string, head: StreamHead, rows: HeadRow[]): Promise<HeadInserted | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ stream, head, rows, resolve, reject });
      if (!this.settling) this.drain();
    });
  }

  /** Closes the held connection once its statement (if any) has answered; later statements use the pool. */
  async close(): Promise<void> {
    this.closed = true;
    await this.holding;
    if (this.heldBusy) await new Promise<void>((resolve) => (this.heldIdle = resolve));
    const held = this.held;
    this.held = undefined;
    if (held) await this.destroy(held);
  }

  private drain(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const group = this.takeGroup();
      this.inFlight += 1;
      void this.run(group).finally(() => {
        this.inFlight -= 1;
        // A group of several means callers are appending concurrently: their next appends follow
        // in the callbacks now running, so wait one turn of the event loop to send them together
        // (sending the first at once would split them in two groups). A lone caller never waits.
        if (group.length > 1 && !this.settling) {
          this.settling = true;
          setImmediate(() => {
            this.settling = false;
            this.drain();
          });
        } else if (!this.settling) {
          this.drain();
        }
      });
    }
  }

  /** The oldest waiting appends, one per stream (a second append on a stream waits for the next group). */
  private takeGroup(): Pending[] {
    const first = this.queue[0]!;
    // The common case, one caller appending on its own: no set, no scan.
    if (this.queue.length === 1) {
      this.queue.pop();
      return [first];
    }
    const group: Pending[] = [];
    const streams = new Set<string>();
    let rows = 0;
    for (let i = 0; i < this.queue.length;) {
      const p = this.queue[i]!;
      if (streams.has(p.stream) || (group.length > 0 && rows + p.rows.length > this.maxRows)) {
        i++;
        continue;
      }
      streams.add(p.stream);
      rows += p.rows.length;
      group.push(p);
      this.queue.splice(i, 1);
    }
    return group;
  }

  private async run(group: Pending[]): Promise<void> {
    let answer: Map<string, HeadInserted>;
    try {
      answer = await this.insert(group);
    } catch (err) {
      if (group.length === 1) {
        group[0]!.reject(err);
        return;
      }
      // Nothing of the group was stored: each member on its own finds out its own outcome.
      await Promise.all(group.map((p) => this.insert([p]).then((a) => p.resolve(a.get(p.stream)), p.reject)));
      return;
    }
    for (const p of group) p.resolve(answer.get(p.stream));
    // Appends still waiting on a stream that just moved past their head would only hit unique
    // (stream, version): send them to the caller's full path now instead of one statement each.
    if (answer.size > 0 && this.queue.length > 0) {
      const stale = this.queue.filter((p) => p.head.version < (answer.get(p.stream)?.version ?? -1));
      for (const p of stale) {
        this.queue.splice(this.queue.indexOf(p), 1);
        p.resolve(undefined);
      }
    }
  }

  /** One statement for `group`: the last stored row of each stream that was inserted. */
  private async insert(group: Pending[]): Promise<Map<string, HeadInserted>> {
    const named = this.named ?? (this.named = await this.opts.prepared());
    const last = new Map<string, HeadInserted>();
    const lone = group.length === 1 && group[0]!.rows.length === 1 ? group[0]! : undefined;
    if (lone) {
      const r = lone.rows[0]!;
      const values = [
        r.id,
        lone.stream,
        r.version,
        r.type,
        r.data,
        r.metadata,
        r.createdAt,
        r.prevHash,
        r.hash,
        lone.head.version,
        lone.head.hash,
      ];
      const rows = await this.query<[string, string]>(named, { name: ONE_NAME, text: ONE, values, rowMode: 'array' });
      const row = rows[0];
      if (row) last.set(lone.stream, { commit: row[0], prepare: row[1], version: r.version });
      return last;
    }
    const cols: unknown[][] = Array.from({ length: 12 }, () => []);
    for (const p of group) {
      for (const r of p.rows) {
        cols[0]!.push(r.id);
        cols[1]!.push(p.stream);
        cols[2]!.push(r.version);
        cols[3]!.push(r.type);
        cols[4]!.push(r.data);
        cols[5]!.push(r.metadata);
        cols[6]!.push(r.createdAt);
        cols[7]!.push(r.prevHash);
        cols[8]!.push(r.hash);
      }
      cols[9]!.push(p.stream);
      cols[10]!.push(p.head.version);
      cols[11]!.push(p.head.hash);
    }
    const rows = await this.query<GroupRow>(named, { name: GROUP_NAME, text: GROUP, values: cols });
    for (const r of rows) {
      const seen = last.get(r.stream);
      if (!seen || r.version > seen.version) last.set(r.stream, { commit: r.commit, prepare: r.prepare, version: r.version });
    }
    return last;
  }

  /** Runs one statement on the held connection when it is free, on a pooled one otherwise. */
  private async query<R>(named: boolean, config: { name: string; text: string; values: unknown[]; rowMode?: 'array' }): Promise<R[]> {
    if (!named) {
      // PGlite: unnamed, through the pool (whose one connection the rest of the process shares).
      const { name: _unnamed, ...unnamed } = config;
      return this.pooled<R>(unnamed);
    }
    const held = this.held;
    if (held === undefined || this.heldBusy || held.__knex__disposed) {
      if (held?.__knex__disposed && !this.heldBusy) this.drop(held);
      if (this.held === undefined && this.holding === undefined && !this.closed) this.hold();
      return this.pooled<R>(config);
    }
    this.heldBusy = true;
    const socket = held.connection?.stream;
    socket?.ref?.();
    try {
      return (await held.query<R>(config)).rows;
    } catch (err) {
      // The server's refusal (a unique violation, bad jsonb) leaves the connection as it was; any
      // other error (the connection failed or ended, or the server ended the session: a FATAL such
      // as 57P01 when the backend is terminated) retires it at once, so the next append does not
      // meet the same dead connection. The caller gets the error either way, as it would from a
      // pooled connection: the statement may or may not have committed.
      const refusal = err instanceof pg.DatabaseError && err.severity !== 'FATAL' && err.severity !== 'PANIC';
      if (!refusal) this.drop(held);
      throw err;
    } finally {
      socket?.unref?.();
      this.heldBusy = false;
      if (held.__knex__disposed) this.drop(held);
      this.heldIdle?.();
      this.heldIdle = undefined;
    }
  }

  private async pooled<R>(config: { name?: string; text: string; values: unknown[]; rowMode?: 'array' }): Promise<R[]> {
    const client = (await this.knex.client.acquireConnection()) as PgClient;
    try {
      return (await client.query<R>(config)).rows;
    } finally {
      await this.knex.client.releaseConnection(client);
    }
  }

  /** Opens the held connection in the background; statements use the pool meanwhile. */
  private hold(): void {
    if (performance.now() - this.holdFailedAt < HOLD_RETRY_MS) return;
    this.holding = (async () => {
      // knex's own raw connection (its settings, its error and end listeners), outside its pool.
      const client = (await this.knex.client.acquireRawConnection()) as PgClient;
      client.connection?.stream?.unref?.();
      try {
        // So that an operator can tell it apart in pg_stat_activity.
        await client.query({ text: `set application_name = '${HELD_APPLICATION_NAME}'`, values: [] });
      } catch (err) {
        await this.destroy(client);
        throw err;
      }
      if (this.closed) await this.destroy(client);
      else this.held = client;
    })()
      .catch(() => {
        this.holdFailedAt = performance.now();
      })
      .finally(() => {
        this.holding = undefined;
      });
  }

  /** Retires the held connection (when `client` is still it; once closing, close() ends it). */
  private drop(client: PgClient): void {
    if (this.held !== client || this.closed) return;
    this.held = undefined;
    void this.destroy(client);
  }

  private async destroy(client: PgClient): Promise<void> {
    try {
      await this.knex.client.destroyRawConnection(client);
    } catch {
      // Ending a connection that failed already: nothing more to do.
    }
  }
}
