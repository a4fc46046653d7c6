// Casework benchmark: GET /api/case-analyses (a client's case list: session, guards, one indexed
// query of the cases view) through the real app, next to a bare Koa server that runs the very same
// query with nothing around it — what the app's layers cost on top of the read. And the mock-jury
// analysis time per case on the offline engine, over generated cases, and the fact reader's time on
// the longest narrative the form takes.
// Run: npx tsx bench/casework.bench.ts   (BENCH_DATABASE_URL or TEST_DATABASE_URL picks the server)
// It prints a markdown table and replaces the casework section of docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import Koa from 'koa';
import type { Database } from '../infra/db/index.js';
import { OfflineJuryEngine } from '../modules/casework/jury/index.js';
import { parseCaseFacts } from '../modules/casework/jury/types.js';
import { criminal, longNarrative } from '../modules/casework/understanding/reader/fixtures.js';
import { readFacts, warmUp } from '../modules/casework/understanding/reader/index.js';
import { listCases } from '../projections/cases/index.js';
import { TestClient } from '../test/support/app.js';
import { anyFacts } from '../test/support/jury-arbitraries.js';
import { onEachDatabase, writeDocSection, loadNote, runIfMain, summarise, type LatencyRow, startBenchApp } from './support.js';

export interface CaseworkBenchOptions {
  /** Cases in the client's list (default 25). */
  cases?: number;
  /** Concurrent readers (default 20). */
  concurrency?: number;
  /** Reads per reader (default 100). */
  readsPerReader?: number;
  /** Generated cases analysed (default 300). */
  analyses?: number;
  writeDoc?: boolean;
}

type Row = LatencyRow;

const caseForm = (n: number) => ({
  caseNumber: `BENCH-${n}`,
  clientName: 'Jordan Avery',
  caseTitle: `State v. Avery (${n})`,
  caseCategory: 'criminal',
  caseType: 'assault',
  caseDescription: 'The incident happened late at night outside a bar downtown; the other man threw the first punch.',
  state: 'OH',
  city: 'Columbus',
  keyWitnesses: 'Sam Lee, Rosa Diaz',
  criminal: {
    chargeDetails: 'Misdemeanor assault',
    evidenceStrength: 'moderate',
    defenseStrategy: 'Self-defense: my client only pushed him away.',
  },
});

/** `concurrency` readers, each reading `reads` times in a row; latencies and wall time. */
async function hammer(concurrency: number, reads: number, once: () => Promise<number>): Promise<{ latencies: number[]; wall: number }> {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = 0; i < reads; i++) {
        const t = performance.now();
        const status = await once();
        if (status !== 200) throw new Error(`read answered ${status}`);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { latencies, wall: performance.now() - started };
}

async function runOn(name: string, db: Database, opts: Required<CaseworkBenchOptions>): Promise<Row[]> {
  const app = await startBenchApp(db);
  const { url } = app;
  const { cipher } = app.server.deps;
  let bare: Server | undefined;
  try {
    const c = new TestClient(url, { 'x-forwarded-for': '10.77.0.1' });
    const username = `bench${randomBytes(5).toString('hex')}`;
    const reg = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'bench-password' });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);
    const userId = reg.body.id as number;
    for (let n = 0; n < opts.cases; n++) {
      const res = await c.post('/api/case-analyses', caseForm(n));
      if (res.status !== 201) throw new Error(`case answered ${res.status}: ${res.text}`);
    }
    const check = await c.get('/api/case-analyses');
    if (check.body.length !== opts.cases) throw new Error(`the list has ${check.body.length} cases, expected ${opts.cases}`);

    // The same query behind a bare Koa server: no session, no guards, no logging (the sealed text
    // opened with the app's own cipher, as the app does).
    const koa = new Koa();
    const reads = { knex: db.knex, cipher };
    koa.use(async (ctx) => {
      ctx.body = (await listCases(reads, { userId, staff: false })).cases;
    });
    bare = koa.listen(0, '127.0.0.1');
    await new Promise<void>((r) => bare!.once('listening', () => r()));
    const addr = bare.address();
    const bareUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/`;

    // Warm-up of both.
    for (let i = 0; i < 20; i++) {
      await c.get('/api/case-analyses');
      await (await fetch(bareUrl)).text();
    }
    const app = await hammer(opts.concurrency, opts.readsPerReader, async () => (await c.get('/api/case-analyses')).status);
    const plain = await hammer(opts.concurrency, opts.readsPerReader, async () => {
      const res = await fetch(bareUrl);
      await res.text();
      return res.status;
    });
    return [
      summarise(name, `GET /api/case-analyses, ${opts.cases} cases (app, ${opts.concurrency} at once)`, app.latencies, app.wall),
      summarise(name, `same query, bare Koa (${opts.concurrency} at once)`, plain.latencies, plain.wall),
    ];
  } finally {
    if (bare) await new Promise<void>((r) => bare!.close(() => r()));
    await app.close();
  }
}

/** The offline engine on generated cases: ms per analysis (the first call, which warms up, apart). */
async function analysisTimes(n: number): Promise<{ first: number; rows: Row[] }> {
  const engine = new OfflineJuryEngine();
  const cases = fc.sample(anyFacts, { numRuns: n + 1, seed: 12 }).map((f) => parseCaseFacts(f));
  const t0 = performance.now();
  await engine.analyze(cases[0]!);
  const first = performance.now() - t0;
  const times: number[] = [];
  const started = performance.now();
  for (const facts of cases.slice(1)) {
    const t = performance.now();
    await engine.analyze(facts);
    times.push(performance.now() - t);
  }
  return {
    first,
    rows: [
      summarise(
        '—',
        `offline mock-jury analysis per case (${n} generated cases, 1,000 deliberations each)`,
        times,
        performance.now() - started,
      ),
    ],
  };
}

/** The offline fact reader on a 20,000-character narrative (the form's longest): ms per read, after a warm-up. */
function readerTimes(reads: number): Row {
  warmUp();
  const facts = parseCaseFacts(
    criminal({ description: longNarrative(20_000), clientName: 'Marcus Lee', witnesses: ['Kevin Bell', 'Tasha Okafor'] }),
  );
  for (let k = 0; k < 3; k++) readFacts(facts, []);
  const times: number[] = [];
  const started = performance.now();
  for (let k = 0; k < reads; k++) {
    const t = performance.now();
    readFacts(facts, []);
    times.push(performance.now() - t);
  }
  return summarise(
    '—',
    `offline fact reader, one 20,000-character narrative (${reads} reads; target p50 < 200 ms)`,
    times,
    performance.now() - started,
  );
}

function table(rows: Row[]): string {
  const f = (v: number | undefined, digits: number) => (v === undefined || Number.isNaN(v) ? '—' : v.toFixed(digits));
  return [
    '| database | case | n | throughput (/s) | p50 (ms) | p99 (ms) | max (ms) |',
    '|---|---|--:|--:|--:|--:|--:|',
    ...rows.map(
      (r) => `| ${r.database} | ${r.case} | ${r.count} | ${f(r.throughput, 1)} | ${f(r.p50, 2)} | ${f(r.p99, 2)} | ${f(r.max, 2)} |`,
    ),
  ].join('\n');
}

export async function main(options: CaseworkBenchOptions = {}): Promise<string> {
  const opts: Required<CaseworkBenchOptions> = {
    cases: 25,
    concurrency: 20,
    readsPerReader: 100,
    analyses: 300,
    writeDoc: true,
    ...options,
  };
  const loadAtStart = os.loadavg()[0]!;
  const { rows, notes } = await onEachDatabase((label, db) => runOn(label, db, opts));
  const analysis = await analysisTimes(opts.analyses);
  const reader = readerTimes(30);

  const section = [
    '## Casework',
    '',
    `\`npx tsx bench/casework.bench.ts\` — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.versions.node}.`,
    '',
    table([...rows, ...analysis.rows, reader]),
    '',
    `- The case list: one client with ${opts.cases} cases, ${opts.concurrency} concurrent readers × ${opts.readsPerReader} reads, through HTTP against the real app ` +
      '(session lookup, the same-site and JSON guards, request logging, then one query of `cases_view` on the `(user_id, created_at)` index). ' +
      'The bare Koa row serves the very same query (`listCases`) from a Koa app with no middleware: the difference is what the app adds around the read.',
    `- The analysis: the offline engine (\`modules/casework/jury\`) on ${opts.analyses} generated criminal and family cases, one after the other; the first call of the process ` +
      `(schemas and modules warming up) took ${analysis.first.toFixed(1)} ms and is left out. The worker records each run's time as \`durationMs\` in AnalysisCompleted.`,
    loadNote(loadAtStart),
    ...notes.map((n) => `- ${n}`),
  ].join('\n');
  console.log(section);
  if (opts.writeDoc) await writeDocSection('casework', section);
  return section;
}

runIfMain(import.meta.url, () => main());
