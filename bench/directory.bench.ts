// Directory benchmark: POST /api/find-pi/search over a directory of 10 000 generated PIs, through
// the real app (session, guards, location lookup, one query: bounding box on an index + haversine,
// ranked, the answer's JSON written by the database), each search twice: computed (its read-cache
// scope dropped first) and repeated (from the read cache) — next to a bare Koa hello-world measured
// in the same run (the ratio is the figure).
// Run: npx tsx bench/directory.bench.ts   (BENCH_DATABASE_URL or TEST_DATABASE_URL picks the server)
// It prints a markdown table and replaces the directory section of docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import Koa from 'koa';
import type { Database } from '../infra/db/index.js';
import { INVESTIGATION_TYPES, RADIUS_OPTIONS } from '../modules/directory/index.js';
import { FIND_PI_SCOPE } from '../projections/directory/index.js';
import { readScope } from '../infra/http/read-cache.js';
import { TestClient } from '../test/support/app.js';
import { generateDirectory, insertDirectory } from '../test/support/directory.js';
import { onEachDatabase, writeDocSection, loadNote, runIfMain, summarise, type LatencyRow, startBenchApp } from './support.js';

export interface DirectoryBenchOptions {
  pis?: number;
  searches?: number;
  writeDoc?: boolean;
}

type Row = LatencyRow;

const LOCATIONS = ['Austin, TX', 'Dallas, TX', '77002', 'Denver, CO', 'Chicago, IL', 'Atlanta, GA', 'Seattle, WA', '02108'];

async function runOn(name: string, db: Database, opts: Required<DirectoryBenchOptions>): Promise<Row[]> {
  const app = await startBenchApp(db);
  const { url } = app;
  let bare: Server | undefined;
  try {
    await insertDirectory(db.knex, generateDirectory(opts.pis, 2026));
    await db.knex.raw('analyze directory_investigators_view');
    const c = new TestClient(url, { 'x-forwarded-for': '10.78.0.1' });
    const username = `bench${randomBytes(5).toString('hex')}`;
    const reg = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'bench-password' });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);

    const koa = new Koa();
    koa.use((ctx) => {
      ctx.body = 'hello';
    });
    bare = koa.listen(0, '127.0.0.1');
    await new Promise<void>((r) => bare!.once('listening', () => r()));
    const addr = bare.address();
    const bareUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/`;

    const body = (i: number) => ({
      investigationType: INVESTIGATION_TYPES[i % INVESTIGATION_TYPES.length],
      location: LOCATIONS[i % LOCATIONS.length],
      maxDistance: RADIUS_OPTIONS[i % RADIUS_OPTIONS.length],
      minRating: i % 3 === 0 ? 0 : 4,
      specializations: i % 4 === 0 ? ['Surveillance'] : [],
    });
    for (let i = 0; i < 30; i++) {
      await c.post('/api/find-pi/search', body(i));
      await (await fetch(bareUrl)).text();
    }
    const computed: number[] = [];
    const cached: number[] = [];
    const hello: number[] = [];
    let found = 0;
    for (let i = 0; i < opts.searches; i++) {
      app.server.caches.reads.drop(readScope(FIND_PI_SCOPE));
      let t = performance.now();
      const res = await c.post('/api/find-pi/search', body(i));
      computed.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`search answered ${res.status}: ${res.text}`);
      found += res.body.results.length;
      t = performance.now();
      const again = await c.post('/api/find-pi/search', body(i));
      cached.push(performance.now() - t);
      if (again.text !== res.text) throw new Error('the repeated search answered differently');
      t = performance.now();
      await (await fetch(bareUrl)).text();
      hello.push(performance.now() - t);
    }
    if (found === 0) throw new Error('every search found nothing: the generated directory is not where the searches look');
    return [
      summarise(
        name,
        `POST /api/find-pi/search, ${opts.pis} PIs, computed (app, one at a time; ${(found / opts.searches).toFixed(0)} results on average)`,
        computed,
      ),
      summarise(name, `POST /api/find-pi/search, ${opts.pis} PIs, repeated (from the read cache)`, cached),
      summarise(name, 'bare Koa hello-world (same run, interleaved)', hello),
    ];
  } finally {
    if (bare) await new Promise<void>((r) => bare!.close(() => r()));
    await app.close();
  }
}

export async function main(options: DirectoryBenchOptions = {}): Promise<string> {
  const opts: Required<DirectoryBenchOptions> = { pis: 10_000, searches: 1000, writeDoc: true, ...options };
  const loadAtStart = os.loadavg()[0]!;
  const { rows, notes } = await onEachDatabase((label, db) => runOn(label, db, opts));
  const f = (v: number) => (Number.isNaN(v) ? '—' : v.toFixed(2));
  const ratios = rows
    .filter((r) => r.case.startsWith('POST'))
    .map((r) => {
      const hello = rows.find((h) => h.database === r.database && h.case.startsWith('bare'))!;
      return `- ${r.database}: search p99 ${r.case.includes('repeated') ? 'from the read cache' : 'computed'} is ${(r.p99 / hello.p99).toFixed(1)}× the hello-world p99 (${f(r.p99)} ms vs ${f(hello.p99)} ms).`;
    });
  const section = [
    '## Directory',
    '',
    `\`npx tsx bench/directory.bench.ts\` — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.versions.node}.`,
    '',
    '| database | case | n | p50 (ms) | p99 (ms) | max (ms) |',
    '|---|---|--:|--:|--:|--:|',
    ...rows.map((r) => `| ${r.database} | ${r.case} | ${r.count} | ${f(r.p50)} | ${f(r.p99)} | ${f(r.max)} |`),
    '',
    ...ratios,
    `- ${opts.pis} generated PIs around eight cities (test/support/directory.ts), every radius option and statewide, with and without a rating floor and a specialization filter. ` +
      'Each search: session lookup, guards, the offline location lookup (`zipcodes`), one query (bounding box on `directory_investigators_point`, haversine, ranking on narrow columns, ≤ 100 rows joined back and written as JSON by the database). ' +
      '"Computed" drops the search scope of the read cache first; "repeated" is the same search right after, from the cache (docs/decisions/0020).',
    loadNote(loadAtStart),
    ...notes.map((n) => `- ${n}`),
  ].join('\n');
  console.log(section);
  if (opts.writeDoc) await writeDocSection('directory', section);
  return section;
}

runIfMain(import.meta.url, () => main());
