// Cluster benchmark: a client's case list (GET /api/case-analyses: session, guards, one indexed
// query of the cases view) read at rising concurrency from one api process directly and from the
// three-process cluster through HAProxy (scripts/cluster.sh on the local Postgres server), each next
// to a bare Koa hello-world measured in the same run.
// Run: npx tsx bench/cluster.bench.ts   (or npm run bench cluster); needs haproxy and a built dist/.
// Writes the cluster section of docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import Koa from 'koa';
import pg from 'pg';
import { percentile, writeDocSection } from './support.js';
import { criminalCaseRequest } from '../test/support/case-request.js';

const LB_PORT = 3800;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface BenchCluster {
  /** HAProxy's address. */
  base: string;
  /** Each api process's own address. */
  apis: string[];
  /** The cluster's database, on the local Postgres server. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * scripts/cluster.sh (3 api, projector, worker, HAProxy) on ports lbPort…lbPort+4, a fresh database
 * and data directory of its own; `env` passes settings to every process. `stop` removes them all.
 */
export async function startCluster(opts: { lbPort: number; name: string; env?: Record<string, string> }): Promise<BenchCluster> {
  const apiPorts = [opts.lbPort + 1, opts.lbPort + 2, opts.lbPort + 3];
  const db = `casebook_bench_${opts.name}_${process.pid}`;
  const dir = `/tmp/casebook-bench-${opts.name}-${process.pid}`;
  const child = spawn('bash', ['scripts/cluster.sh'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      CLUSTER_PORT: String(opts.lbPort),
      CLUSTER_STATS_PORT: String(opts.lbPort + 4),
      CLUSTER_API_PORTS: apiPorts.join(' '),
      CLUSTER_PG_URL: PG_URL,
      CLUSTER_DB: db,
      CLUSTER_DIR: dir,
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
  });
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, sleep(20_000)]);
    }
    const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
    await admin.connect();
    await admin.query(`drop database if exists ${db} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 600 && !existsSync(`${dir}/run/ready`); i++) {
    if (child.exitCode !== null) break;
    await sleep(200);
  }
  if (!existsSync(`${dir}/run/ready`)) {
    await stop();
    throw new Error(child.exitCode !== null ? `the cluster stopped (${child.exitCode})` : 'the cluster did not start in 120 s');
  }
  return {
    base: `http://127.0.0.1:${opts.lbPort}`,
    apis: apiPorts.map((p) => `http://127.0.0.1:${p}`),
    databaseUrl: `${PG_URL}/${db}`,
    stop,
  };
}

interface Result {
  target: string;
  concurrency: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** `concurrency` keep-alive loops of GET `url` for `ms`. */
async function load(target: string, url: string, headers: Record<string, string>, concurrency: number, ms: number): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          const res = await fetch(url, { headers });
          await res.arrayBuffer();
          if (res.status !== 200) errors++;
          else latencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  const wall = performance.now() - started;
  const sorted = latencies.sort((a, b) => a - b);
  return { target, concurrency, rps: (latencies.length / wall) * 1000, p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors };
}

export async function main(opts: { seconds?: number; writeDoc?: boolean } = {}): Promise<string> {
  const ms = (opts.seconds ?? 6) * 1000;
  // The machine's load (other work on the same cores) decides these figures more than anything: recorded with them.
  const loadBefore = os.loadavg()[0]!;
  const bare = new Koa();
  bare.use((ctx) => {
    ctx.body = { hello: 'world' };
  });
  const bareServer: Server = await new Promise((r) => {
    const s = bare.listen(0, '127.0.0.1', () => r(s));
  });
  const barePort = (bareServer.address() as { port: number }).port;
  const cluster = await startCluster({ lbPort: LB_PORT, name: 'cluster' });
  const results: Result[] = [];
  try {
    const { base } = cluster;
    const reg = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `bench${process.pid}`, email: `bench${process.pid}@example.com`, password: 'bench-pass-123' }),
    });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);
    const cookie = reg.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const headers = { cookie };
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${base}/api/case-analyses`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(criminalCaseRequest(`BN-${process.pid}-${i}`)),
      });
      if (res.status !== 201) throw new Error(`submit answered ${res.status}: ${await res.text()}`);
    }
    for (const concurrency of [8, 32, 64]) {
      results.push(await load('bare Koa hello-world', `http://127.0.0.1:${barePort}/`, {}, concurrency, ms));
      results.push(await load('one api process (direct)', `${cluster.apis[0]}/api/case-analyses`, headers, concurrency, ms));
      results.push(await load('3 api processes via HAProxy', `${base}/api/case-analyses`, headers, concurrency, ms));
    }
  } finally {
    bareServer.close();
    await cluster.stop();
  }
  const loadAfter = os.loadavg()[0]!;
  const bareAt = (c: number) => results.find((r) => r.target.startsWith('bare') && r.concurrency === c)!.rps;
  const oneAt = (c: number) => results.find((r) => r.target.startsWith('one') && r.concurrency === c)!.rps;
  const table = [
    '| concurrency | target | req/s | vs bare Koa | vs one process | p50 | p99 | errors |',
    '|--:|---|--:|--:|--:|--:|--:|--:|',
    ...results.map(
      (r) =>
        `| ${r.concurrency} | ${r.target} | ${r.rps.toFixed(0)} | ${((100 * r.rps) / bareAt(r.concurrency)).toFixed(0)} % | ${r.target.startsWith('bare') ? '' : `${(r.rps / oneAt(r.concurrency)).toFixed(2)}×`} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.errors} |`,
    ),
  ].join('\n');
  if (opts.writeDoc !== false) {
    await writeDocSection(
      'cluster',
      `## One process and the three-process cluster (GET /api/case-analyses)\n\nMeasured by \`npx tsx bench/cluster.bench.ts\` (or \`npm run bench cluster\`) on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores shared by the load generator, Postgres, HAProxy and every Casebook process: \`scripts/cluster.sh\` on the local Postgres server (3 api, projector, worker; HAProxy round robin), a client with 10 cases reading its case list for ${ms / 1000} s per row with N keep-alive loops, next to a bare Koa hello-world in the generator's process. Load average (1 min) ${loadBefore.toFixed(1)} before the run and ${loadAfter.toFixed(1)} after it. The cluster's extra processes share the same cores, so this measures HAProxy's overhead and the spread, not added capacity (docs/scaling.md).\n\n${table}`,
    );
  }
  return table;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (t) => {
      console.log(t);
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
