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
import type { Knex } from 'knex';
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

/** The pg client knex's pool hands out: only what is used here. */
interface PgClient {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: (HeadInserted & { stream: string })[] }>;
}

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

const ONE_NAME = 'casebook_events_append_at_head_v1';
const ONE = `insert into events (id, stream, version, type, data, metadata, created_at, prev_hash, hash)
select $1::uuid, $2::text, $3::integer, $4::text, $5::jsonb, $6::jsonb, $7::timestamptz, $8::text, $9::text
 where case when $10::integer = 0 then not exists (select 1 from events e where e.stream = $2::text)
            else exists (select 1 from events e where e.stream = $2::text and e.version = $10::integer and e.hash = $11::text) end
returning transaction_id::text as commit, position::text as prepare, stream, version`;

export interface HeadAppenderOptions {
  /** Statements in flight at once; the appends that arrive meanwhile wait and go together. */
  maxInFlight?: number;
  /** Rows per statement at most (a group closes when the next caller's rows would pass it). */
  maxRows?: number;
  /**
   * Use a named prepared statement (parsed and planned once per connection). Off for PGlite: its
   * socket server runs every connection on one backend, where one name would clash.
   */
  prepared: () => Promise<boolean>;
}

export class HeadAppender {
  private readonly queue: Pending[] = [];
  private inFlight = 0;
  /** Set for one turn of the event loop after a group finished, while its callers send their next appends. */
  private settling = false;
  private readonly maxInFlight: number;
  private readonly maxRows: number;

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
    const group: Pending[] = [];
    const streams = new Set<string>();
    let rows = 0;
    for (let i = 0; i < this.queue.length; ) {
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
    const lone = group.length === 1 && group[0]!.rows.length === 1 ? group[0]! : undefined;
    let values: unknown[];
    if (lone) {
      const r = lone.rows[0]!;
      values = [r.id, lone.stream, r.version, r.type, r.data, r.metadata, r.createdAt, r.prevHash, r.hash, lone.head.version, lone.head.hash];
    } else {
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
      values = cols;
    }
    const [name, text] = lone ? [ONE_NAME, ONE] : [GROUP_NAME, GROUP];
    const named = await this.opts.prepared();
    const client = (await this.knex.client.acquireConnection()) as PgClient;
    let rows: (HeadInserted & { stream: string })[];
    try {
      ({ rows } = await client.query(named ? { name, text, values } : { text, values }));
    } finally {
      await this.knex.client.releaseConnection(client);
    }
    const last = new Map<string, HeadInserted>();
    for (const r of rows) {
      const seen = last.get(r.stream);
      if (!seen || r.version > seen.version) last.set(r.stream, { commit: r.commit, prepare: r.prepare, version: r.version });
    }
    return last;
  }
}
