// What every benchmark shares: percentiles, running a case on each database (embedded PGlite,
// then the local Postgres server when one answers, in a throw-away database), and writing its
// own section of docs/benchmarks.md.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildServer } from '../app/server.js';
import { loadConfig } from '../infra/config/index.js';
import { openDatabase, type Database } from '../infra/db/index.js';
import { createLogger, flushLogger } from '../infra/logger/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOC = path.join(ROOT, 'docs/benchmarks.md');

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function serverAnswers(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  c.on('error', () => {});
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

async function admin(url: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/**
 * Runs `run` on embedded PGlite, then on a fresh database of the local Postgres server
 * (BENCH_DATABASE_URL, TEST_DATABASE_URL or the default) when one answers. The notes say what
 * could not be measured.
 */
export async function onEachDatabase<R>(run: (label: string, db: Database) => Promise<R[]>): Promise<{ rows: R[]; notes: string[] }> {
  const rows: R[] = [];
  const notes: string[] = [];
  const embedded = await openDatabase({ embeddedDataDir: null, maxConnections: 20 });
  try {
    rows.push(...(await run('PGlite (embedded)', embedded)));
  } finally {
    await embedded.close();
  }

  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const redacted = serverUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  if (await serverAnswers(serverUrl)) {
    const name = `cb_bench_${randomBytes(6).toString('hex')}`;
    await admin(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const server = await openDatabase({ databaseUrl: url.toString() });
    try {
      const version = ((await server.knex.raw('show server_version')) as { rows: { server_version: string }[] }).rows[0]?.server_version;
      rows.push(...(await run(`Postgres ${version?.split(' ')[0] ?? ''} (local server)`, server)));
    } finally {
      await server.close();
      await admin(serverUrl, `drop database if exists ${name} with (force)`);
    }
  } else {
    notes.push(`No Postgres server answered at ${redacted}; only the embedded database was measured.`);
  }
  return { rows, notes };
}

/** Replaces (or appends) the section between `<!-- key:start -->` and `<!-- key:end -->`. */
export async function writeDocSection(key: string, section: string): Promise<void> {
  const start = `<!-- ${key}:start -->`;
  const end = `<!-- ${key}:end -->`;
  const gib = Math.round(os.totalmem() / 2 ** 30);
  let doc = existsSync(DOC)
    ? await readFile(DOC, 'utf8')
    : `# Benchmarks\n\nMeasured on the development machine: ${os.cpus().length} cores, ${gib} GiB RAM, Node ${process.versions.node.split('.')[0]}. ` +
      'Figures move with load on the machine; compare runs on the same one.\n';
  const block = `${start}\n${section}\n${end}`;
  const a = doc.indexOf(start);
  const b = doc.indexOf(end);
  doc = a >= 0 && b > a ? doc.slice(0, a) + block + doc.slice(b + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  await writeFile(DOC, doc);
}

/** One benchmark case: its latencies' count, percentiles and maximum (ms), and throughput when timed. */
export interface LatencyRow {
  database: string;
  case: string;
  count: number;
  /** Operations per second, when the case's wall time is given. */
  throughput?: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarise(database: string, name: string, latencies: number[], wallMs?: number): LatencyRow {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    database,
    case: name,
    count: latencies.length,
    ...(wallMs !== undefined ? { throughput: (latencies.length / wallMs) * 1000 } : {}),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/**
 * The whole app (role all) on `db`, listening on a free loopback port, with a data directory of its
 * own; `env` adds to the settings every benchmark shares. `close` stops it and removes the directory.
 */
export async function startBenchApp(db: Database, env: Record<string, string> = {}, opts: { requestLog?: boolean } = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'casebook-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-session-secret-that-is-long-enough-1',
    TRUST_PROXY: 'true',
    // Benches register their users from one address: the per-address limit (issue 29) is not under measure.
    REGISTRATION_MAX_PER_HOUR: '1000000',
    // Benches file more cases a day from one client than a client may (CASE_DAILY_SUBMISSIONS, issue 29).
    CASE_DAILY_SUBMISSIONS: '1000000',
    ...env,
  });
  // With requestLog, production's logging: every request logged at info through the asynchronous
  // destination, to a file in the data directory instead of the terminal the table is printed to.
  const logger = opts.requestLog
    ? createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, { dest: path.join(dataDir, 'requests.log') })
    : undefined;
  const server = await buildServer(config, { db, role: 'all', ...(logger ? { logger } : {}) });
  const { url } = await server.listen(0, '127.0.0.1');
  return {
    server,
    url,
    async close() {
      await server.close();
      if (logger) await flushLogger(logger);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Stops child processes: SIGTERM, then SIGKILL after 10 s; resolves once every one has exited. */
export async function stopChildren(children: readonly ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** The run's conditions, as the last note of a benchmark's section (2 cores are easily saturated). */
export function loadNote(loadAtStart: number): string {
  const cores = os.cpus().length;
  return (
    `- Load average when the run started: ${loadAtStart.toFixed(1)} on ${cores} cores` +
    (loadAtStart > cores * 0.75 ? ' — other work was running on the machine; expect better figures on an idle one.' : '.')
  );
}

/** Runs `main` when the file is run directly (`npx tsx bench/x.bench.ts`), exiting 0 or 1. */
export function runIfMain(moduleUrl: string, main: () => Promise<unknown>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(path.resolve(process.argv[1])).href) return;
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
