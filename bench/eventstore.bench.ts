// Event store benchmark: append throughput and latency (one stream, and 8 writers on their own
// streams) and projection lag, on embedded PGlite and on a real Postgres when one answers.
// Run: npx tsx bench/eventstore.bench.ts   (BENCH_DATABASE_URL or TEST_DATABASE_URL picks the server)
// It prints a markdown table and replaces the event store section of docs/benchmarks.md.
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Database } from '../infra/db/index.js';
import { PostgresEventStore, eventStoreMigration } from '../infra/eventstore/postgres.js';
import type { NewEvent, RecordedEvent } from '../infra/eventstore/types.js';
import { GENESIS_HASH } from '../infra/eventstore/hash-chain.js';
import { runCommand } from '../infra/eventstore/command.js';
import { SnapshotStore, snapshotsMigration } from '../infra/eventstore/snapshots.js';
import { onEachDatabase, percentile, writeDocSection, runIfMain, summarise, type LatencyRow } from './support.js';


export interface BenchOptions {
  /** Appends per append case (default 2000). */
  appends?: number;
  /** Events followed for the projection lag (default 500). */
  lagEvents?: number;
  /** Concurrent writers in the many-streams case (default 8). */
  writers?: number;
  /** Write the results into docs/benchmarks.md (default true). */
  writeDoc?: boolean;
}

/** A case's figures: throughput is undefined for lag rows; the table has no max column. */
type Row = Omit<LatencyRow, 'max'>;

// A realistic event: a few fields, a correlation id, some personal data as ciphertext.
function event(i: number): NewEvent {
  return {
    id: randomUUID(),
    type: 'NoteAdded',
    data: { caseId: i, text: `Note ${i}`, pii: { iv: randomBytes(12).toString('base64'), ct: randomBytes(96).toString('base64') } },
    metadata: { schemaVersion: 1, userId: 7, correlationId: randomUUID() },
  };
}

/**
 * Sequential appends with an expected version on `streams` writers in parallel, `perWriter` each.
 * With `withHead` each writer passes the head its previous append answered (version and hash), as
 * a command does with the stream it just read: the one-statement path.
 */
async function appendCase(store: PostgresEventStore, writers: number, perWriter: number, withHead = false): Promise<{ latencies: number[]; wallMs: number }> {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      const stream = `bench-${randomUUID()}`;
      let head = { version: 0, hash: GENESIS_HASH };
      for (let v = 0; v < perWriter; v++) {
        const t = performance.now();
        const r = await store.appendToStream(stream, [event(v)], withHead ? { expectedVersion: v, head } : { expectedVersion: v });
        latencies.push(performance.now() - t);
        head = { version: r.nextVersion, hash: r.hash ?? '' };
      }
    }),
  );
  return { latencies, wallMs: performance.now() - started };
}

/** From the start of an append to a subscriber's handler seeing its event (same process). */
async function lagCase(store: PostgresEventStore, events: number): Promise<number[]> {
  const sentAt = new Map<string, number>();
  const lags: number[] = [];
  const stream = `lag-${randomUUID()}`;
  let resolveAll!: () => void;
  const allSeen = new Promise<void>((r) => (resolveAll = r));
  const sub = store.subscribe({ fromPosition: await store.headPosition() }, async (e: RecordedEvent) => {
    const t = sentAt.get(e.id);
    if (t === undefined) return;
    lags.push(performance.now() - t);
    if (lags.length === events) resolveAll();
  });
  for (let v = 0; v < events; v++) {
    const e = event(v);
    sentAt.set(e.id, performance.now());
    await store.appendToStream(stream, [e], { expectedVersion: v });
  }
  await allSeen;
  await sub.stop();
  return lags;
}

type NoteEvent = { type: 'NoteAdded'; data: Record<string, unknown> & { caseId: number } };
interface Notes {
  count: number;
  last: number[];
}
const evolveNotes = (s: Notes, e: NoteEvent): Notes => ({ count: s.count + 1, last: [...s.last, e.data.caseId].slice(-20) });

/**
 * A command (load, fold, decide, append at the head) on streams of `length` events: `streams`
 * streams, one warm-up command each (it takes the first snapshot), then `perStream` measured.
 */
async function commandCase(store: PostgresEventStore, snaps: SnapshotStore | undefined, length: number, streams: number, perStream: number): Promise<number[]> {
  const names = Array.from({ length: streams }, () => `cmd-${randomUUID()}`);
  for (const s of names) await store.appendToStream(s, Array.from({ length }, (_, i) => event(i)), { expectedVersion: 0 });
  const command = (stream: string) =>
    runCommand<Notes, NoteEvent>({
      store,
      stream,
      evolve: evolveNotes,
      initial: { count: 0, last: [] },
      decide: (st) => [{ type: 'NoteAdded', data: { ...event(st.count).data, caseId: st.count } }],
      ctx: { userId: 7 },
      snapshots: snaps ? { store: snaps, key: 'bench-notes-v1', every: 20 } : undefined,
    });
  for (const s of names) await command(s);
  const latencies: number[] = [];
  for (let r = 0; r < perStream; r++) {
    for (const s of names) {
      const t = performance.now();
      await command(s);
      latencies.push(performance.now() - t);
    }
  }
  return latencies;
}

async function runOn(name: string, db: Database, opts: Required<BenchOptions>): Promise<Row[]> {
  await eventStoreMigration.up(db.knex);
  await snapshotsMigration.up(db.knex);
  const store = new PostgresEventStore(db.knex);
  const snaps = new SnapshotStore(db.knex, { get: async () => null, getOrCreate: async () => Buffer.alloc(32) });
  try {
    await appendCase(store, 1, 50); // warm-up: connections, plans, JIT
    await appendCase(store, 1, 50, true);
    const one = await appendCase(store, 1, opts.appends);
    const many = await appendCase(store, opts.writers, Math.ceil(opts.appends / opts.writers));
    const oneHead = await appendCase(store, 1, opts.appends, true);
    const manyHead = await appendCase(store, opts.writers, Math.ceil(opts.appends / opts.writers), true);
    const lag = await lagCase(store, opts.lagEvents);
    const cmd10 = await commandCase(store, snaps, 10, 40, 5);
    const cmd1000 = await commandCase(store, snaps, 1000, 40, 5);
    const cmd1000bare = await commandCase(store, undefined, 1000, 10, 5);
    const ratio = percentile([...cmd1000].sort((a, b) => a - b), 50) / percentile([...cmd10].sort((a, b) => a - b), 50);
    return [
      summarise(name, 'command on a 10-event stream (snapshots every 20)', cmd10),
      summarise(name, `command on a 1,000-event stream (snapshots every 20): p50 ${(100 * (ratio - 1)).toFixed(0)} % vs 10 events — target within 20 %`, cmd1000),
      summarise(name, 'command on a 1,000-event stream without snapshots (for comparison)', cmd1000bare),
      summarise(name, 'append, 1 stream, sequential (reads the head: transaction)', one.latencies, one.wallMs),
      summarise(name, `append, ${opts.writers} writers on own streams (reads the head: transaction)`, many.latencies, many.wallMs),
      summarise(name, 'append at a known head, 1 stream (one statement) — target ≥2,500/s on the server', oneHead.latencies, oneHead.wallMs),
      summarise(name, `append at a known head, ${opts.writers} writers (one statement) — target ≥5,000/s on the server`, manyHead.latencies, manyHead.wallMs),
      summarise(name, 'projection lag (append start → handler)', lag),
    ];
  } finally {
    await store.close();
  }
}

function table(rows: Row[]): string {
  const f = (n: number | undefined, digits: number) => (n === undefined || Number.isNaN(n) ? '—' : n.toFixed(digits));
  return [
    '| database | case | n | throughput (/s) | p50 (ms) | p99 (ms) |',
    '|---|---|--:|--:|--:|--:|',
    ...rows.map((r) => `| ${r.database} | ${r.case} | ${r.count} | ${f(r.throughput, 0)} | ${f(r.p50, 2)} | ${f(r.p99, 2)} |`),
  ].join('\n');
}

export async function main(options: BenchOptions = {}): Promise<string> {
  const opts: Required<BenchOptions> = { appends: 2000, lagEvents: 500, writers: 8, writeDoc: true, ...options };
  // Other work on the machine moves every figure; the load average says how quiet it was.
  const loadAtStart = os.loadavg()[0] ?? 0;
  const { rows, notes } = await onEachDatabase((label, db) => runOn(label, db, opts));

  const section = [
    '## Event store',
    '',
    `\`npx tsx bench/eventstore.bench.ts\` — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.versions.node}, ` +
      `load average ${loadAtStart.toFixed(1)} at start.`,
    '',
    table(rows),
    '',
    `- Appends carry one event (~300 bytes of JSON including ciphertext) with an expected version; ` +
      `the ${opts.writers}-writer case runs ${opts.writers} sequential writers on their own streams at once.`,
    '- Latency is per append call. Without a head: one transaction (begin, state read, hash-chained insert, commit: four round trips). ' +
      'At a known head (the caller passes the version and hash it just read, as `runCommand` does): one autocommit insert guarded by the head (one round trip).',
    '- Projection lag is measured from the start of the append to the subscriber handler in the same process, ' +
      'which the in-process append signal wakes at once; a subscriber in another process polls every 50 ms, so expect up to ~50 ms more there.',
    '- PGlite serves one query at a time over its socket, so its writers queue rather than run in parallel.',
    '- A command: load (snapshot, then the events after it), fold, decide one event, append at the head just read (one statement); ' +
      '40 streams of 10 or 1,000 events, one warm-up command each (the 1,000-event streams take their snapshot there), then 5 measured commands per stream.',
    ...notes.map((n) => `- ${n}`),
  ].join('\n');
  console.log(section);
  if (opts.writeDoc) await writeDocSection('eventstore', section);
  return section;
}

runIfMain(import.meta.url, () => main());
