// HTTP read benchmark: authenticated GETs through the real app at 50 connections (autocannon),
// each next to a bare Koa hello-world measured in the same run, on embedded PGlite and on the
// local Postgres server when one answers.
// Run: npx tsx bench/http.bench.ts   (BENCH_DATABASE_URL or TEST_DATABASE_URL picks the server;
// BENCH_HTTP_SECONDS sets each measurement's length, default 5)
// It prints a markdown table and replaces the http section of docs/benchmarks.md.
//
// autocannon runs in a child process (its own core), so the server's event loop serves requests
// only; the bare Koa app is measured the same way, in the same process as the real app, so the
// ratio compares like with like. Each measurement is preceded by a 1 s warm-up that is not counted.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import type { Database } from '../infra/db/index.js';
import { TestClient } from '../test/support/app.js';
import { onEachDatabase, writeDocSection, loadNote, runIfMain, startBenchApp } from './support.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const AUTOCANNON = path.join(ROOT, 'node_modules/autocannon/autocannon.js');

export interface HttpBenchOptions {
  /** Connections (default 50). */
  connections?: number;
  /** Seconds per measurement (default BENCH_HTTP_SECONDS or 5). */
  seconds?: number;
  /** Write the results into docs/benchmarks.md (default true). */
  writeDoc?: boolean;
}

export interface CannonResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** CPU time (user + system) this process spent during the measured part, in µs. */
  cpuMicros: number;
}

/** autocannon in a child process against `url`; the figures of the measured part. */
export async function cannon(
  url: string,
  opts: { connections: number; seconds: number; headers?: Record<string, string>; method?: string; body?: string; warmUpSeconds?: number },
): Promise<CannonResult> {
  const run = (seconds: number) =>
    new Promise<CannonResult>((resolve, reject) => {
      const args = [AUTOCANNON, '-c', String(opts.connections), '-d', String(seconds), '-j', '-n'];
      for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
      if (opts.method) args.push('-m', opts.method);
      if (opts.body !== undefined) args.push('-b', opts.body);
      args.push(url);
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (err += d));
      child.on('error', reject);
      child.on('close', (code) => {
        if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
        try {
          const r = JSON.parse(out) as {
            requests: { average: number; total: number };
            latency: { p50: number; p99: number };
            non2xx: number;
            errors: number;
          };
          resolve({
            rps: r.requests.average,
            p50: r.latency.p50,
            p99: r.latency.p99,
            requests: r.requests.total,
            non2xx: r.non2xx,
            errors: r.errors,
            cpuMicros: 0,
          });
        } catch (e) {
          reject(new Error(`autocannon output not JSON: ${String(e)}: ${out.slice(0, 200)}`));
        }
      });
    });
  if (opts.warmUpSeconds !== 0) await run(opts.warmUpSeconds ?? 1); // warm-up: JIT, connection pools, caches
  const cpu = process.cpuUsage();
  const result = await run(opts.seconds);
  const used = process.cpuUsage(cpu);
  return { ...result, cpuMicros: used.user + used.system };
}

/** A bare Koa hello-world in this process, on a port of its own. */
export async function bareKoa(): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = { hello: 'world' };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

interface Row {
  database: string;
  case: string;
  rps: number;
  p50: number;
  p99: number;
  bareRps: number;
  requests: number;
  non2xx: number;
  /** Server CPU per request (µs): the app's, and bare Koa's in the same run. */
  cpuPerRequest: number;
  bareCpuPerRequest: number;
}

const YEAR = new Date().getFullYear();
const cookieOf = (c: TestClient) =>
  c
    .cookieNames()
    .map((n) => `${n}=${c.cookie(n)}`)
    .join('; ');

const cacheNotes: string[] = [];

async function runOn(name: string, db: Database, opts: Required<HttpBenchOptions>): Promise<Row[]> {
  const app = await startBenchApp(
    db,
    {
      PAYMENTS: 'test',
      AI_OFFLINE_CHUNK_DELAY_MS: '0',
    },
    { requestLog: true },
  );
  const { url } = app;
  const bare = await bareKoa();
  try {
    // One premium client with 20 messages and 3 escalations.
    const c = new TestClient(url, { 'x-forwarded-for': '10.77.0.1' });
    const username = `bench${randomBytes(5).toString('hex')}`;
    const reg = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'bench-password' });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);
    for (let i = 0; i < 10; i++) {
      const r = await c.post('/api/messages', { content: `How do I find a missing person? (${i})` });
      if (r.status !== 201) throw new Error(`POST /api/messages answered ${r.status}`);
    }
    const sub = await c.post('/api/subscription', {});
    const paid = await c.post('/api/test-payments/confirm', {
      clientSecret: sub.body.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: YEAR + 3,
      cvc: '123',
    });
    if (paid.body.status !== 'succeeded') throw new Error(`test payment answered ${JSON.stringify(paid.body)}`);
    for (let t = 0; t < 100 && !(await c.get('/api/subscription')).body.isSubscribed; t++) await new Promise((r) => setTimeout(r, 50));
    for (let i = 0; i < 3; i++) {
      const r = await c.post('/api/escalations', {
        caseSummary: `Benchmark escalation number ${i}, a missing person`,
        urgency: 'standard',
      });
      if (r.status !== 201) throw new Error(`POST /api/escalations answered ${r.status}: ${JSON.stringify(r.body)}`);
    }
    const messages = await c.get('/api/messages');
    if (messages.body.length !== 20) throw new Error(`expected 20 messages, got ${messages.body.length}`);
    const escalations = await c.get('/api/escalations');
    if (escalations.body.length !== 3) throw new Error(`expected 3 escalations, got ${escalations.body.length}`);

    const headers = { cookie: cookieOf(c), 'x-forwarded-for': '10.77.0.1' };
    const rows: Row[] = [];
    const reads = app.server.caches.reads;
    const [hits0, misses0] = [reads.hits, reads.misses];
    for (const p of ['/api/user', '/api/messages', '/api/subscription', '/api/escalations']) {
      // Bare Koa right before each case: the machine's load moves during a run.
      const b = await cannon(bare.url, { connections: opts.connections, seconds: opts.seconds });
      const r = await cannon(url + p, { connections: opts.connections, seconds: opts.seconds, headers });
      rows.push({
        database: name,
        case: `GET ${p}`,
        rps: r.rps,
        p50: r.p50,
        p99: r.p99,
        bareRps: b.rps,
        requests: r.requests,
        non2xx: r.non2xx + r.errors,
        cpuPerRequest: r.cpuMicros / Math.max(1, r.requests),
        bareCpuPerRequest: b.cpuMicros / Math.max(1, b.requests),
      });
    }
    cacheNotes.push(
      `${name}: the read cache answered ${reads.hits - hits0} of ${reads.hits - hits0 + reads.misses - misses0} reads of the three view routes from memory (the rest were loads: the first read, and reads racing a projector batch).`,
    );
    return rows;
  } finally {
    await bare.close();
    await app.close();
  }
}

function targetOf(database: string): number {
  return database.startsWith('PGlite') ? 15 : 25;
}

function table(rows: Row[]): string {
  return [
    '| database | case | req/s | p50 (ms) | p99 (ms) | bare Koa req/s | ratio | target | non-2xx | server CPU µs/req (bare Koa) | CPU ratio |',
    '|---|---|--:|--:|--:|--:|--:|---|--:|--:|--:|',
    ...rows.map((r) => {
      const ratio = (100 * r.rps) / r.bareRps;
      const target = targetOf(r.database);
      const p99Ok = r.database.startsWith('PGlite') || r.p99 < 50;
      const met = ratio >= target && p99Ok;
      const verdict = met
        ? `≥${target} % ✓`
        : `≥${target} %${r.database.startsWith('PGlite') ? '' : ', p99<50'} ✗ (${ratio < target ? `${(target - ratio).toFixed(1)} points short` : ''}${ratio < target && !p99Ok ? '; ' : ''}${p99Ok ? '' : `p99 ${r.p99} ms`})`;
      const cpuRatio = (100 * r.bareCpuPerRequest) / r.cpuPerRequest;
      return `| ${r.database} | ${r.case} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${Math.round(r.bareRps)} | ${ratio.toFixed(1)} % | ${verdict} | ${r.non2xx} | ${Math.round(r.cpuPerRequest)} (${Math.round(r.bareCpuPerRequest)}) | ${cpuRatio.toFixed(1)} % |`;
    }),
  ].join('\n');
}

export async function main(options: HttpBenchOptions = {}): Promise<string> {
  const opts: Required<HttpBenchOptions> = {
    connections: 50,
    seconds: Number(process.env.BENCH_HTTP_SECONDS) || 5,
    writeDoc: true,
    ...options,
  };
  const loadAtStart = os.loadavg()[0]!;
  const { rows, notes } = await onEachDatabase((label, db) => runOn(label, db, opts));
  const section = [
    '## HTTP reads',
    '',
    `\`npx tsx bench/http.bench.ts\` — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.versions.node}, ` +
      `autocannon ${opts.connections} connections × ${opts.seconds} s per case.`,
    '',
    table(rows),
    '',
    '- One signed-in premium client (20 messages, 3 escalations, an active subscription) read through HTTP against the real app ' +
      '(role all: API, projectors and workers in one process): every middleware (request id and log line, security headers, same-site and JSON guards, session, user, read-only check) runs, with production’s logging: every request logged at `info` through pino’s asynchronous destination (to a file, not the terminal).',
    '- "bare Koa" is a Koa app answering `{"hello":"world"}` with no middleware, in the same process, measured right before each case; the ratio is the app\'s req/s over it. ' +
      'autocannon runs in a child process, so on 2 cores the load generator, the server and Postgres share the machine.',
    '- Targets (issue 9): ≥25 % of bare Koa with p99 < 50 ms on the local Postgres server, ≥15 % on PGlite.',
    '- "server CPU µs/req": the CPU time (user + system) this process spent during the measured part over the requests answered, for the app and for bare Koa right before it; "CPU ratio" is bare Koa\'s over the app\'s — what the req/s ratio would be if the server\'s CPU were the only limit. ' +
      "It moves far less than req/s when other work shares the cores (the req/s of both sides swing with whatever else runs), though the process's own background work (projector loops polling, PGlite in-process) counts in it.",
    '- The session and the signed-in user come from the in-process cache (infra/http/session-cache.ts), so `GET /api/user` runs no query; ' +
      'the other three answer from the per-user read cache (infra/http/read-cache.ts: the serialised body and its ETag, dropped when the view or the reply table changes for that user), so a repeated read runs no query and no JSON.stringify. ' +
      'The baseline before these changes is the section "HTTP reads — baseline" below; decision 0006 says where the time went and what would close the remaining gaps.',
    ...cacheNotes.map((n) => `- ${n}`),
    loadNote(loadAtStart),
    ...notes.map((n) => `- ${n}`),
  ].join('\n');
  console.log(section);
  if (opts.writeDoc) await writeDocSection('http', section);
  return section;
}

runIfMain(import.meta.url, () => main());
