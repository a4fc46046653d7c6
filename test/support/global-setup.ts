// Decides once per test run which Postgres servers the database tests use (private ones, one per
// worker, else a shared one, else none: PGlite only), so every worker runs the same database
// flavours and a missing server costs one 2 s probe rather than one per test file. On each server it
// migrates one template database for the run: each app a test boots starts from a copy of it
// (CREATE DATABASE … TEMPLATE, a file copy on the server) instead of running every migration.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../../infra/db/index.js';
import { allMigrations } from '../../app/migrations.js';
import { DEFAULT_TEST_DATABASE_URL } from './provided-context.js';
import { startPrivateClusters } from './postgres-clusters.js';
import { testWorkers } from './test-projects.js';

/** The URL without its password, for printing. */
function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable TEST_DATABASE_URL)';
  }
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000, query_timeout: 2000 });
  // A refused connection can also surface as an 'error' event; without a listener it would crash.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database of this run's own (random name: runs side by side never share or drop each
 * other's template). No connection stays open on it, as CREATE DATABASE … TEMPLATE requires.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `cb_tpl_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), poolMax: 1 });
  try {
    await migrate(db.knex, allMigrations);
  } catch (err) {
    await db.close();
    await admin(adminUrl, `drop database if exists ${name} with (force)`);
    throw err;
  }
  await db.close();
  return name;
}

interface RunDatabases {
  /** Per vitest worker (VITEST_POOL_ID 1..n): the admin URL of the server that worker uses, with its template. */
  servers: { url: string; template: string }[];
  release(): Promise<void>;
}

/**
 * The servers of this run: one private server per worker (postgres-clusters.ts) when
 * TEST_DATABASE_URL is not set and the machine can start them, else the one server at
 * TEST_DATABASE_URL (or the default local one) shared by every worker, else none.
 */
async function runDatabases(workers: number): Promise<RunDatabases> {
  const explicit = process.env.TEST_DATABASE_URL;
  if (!explicit) {
    try {
      const clusters = await startPrivateClusters(workers);
      const servers = await Promise.all(clusters.map(async (c) => ({ url: c.url, template: await migratedTemplate(c.url) }))).catch(
        async (err: unknown) => {
          await Promise.all(clusters.map((c) => c.stop()));
          throw err;
        },
      );
      console.log(
        `Database tests: ${workers} private Postgres servers, one per worker (API tests; adapter contract suites on them and on embedded PGlite)`,
      );
      return { servers, release: async () => void (await Promise.all(clusters.map((c) => c.stop()))) };
    } catch (err) {
      console.log(`Database tests: could not start private Postgres servers (${(err as Error).message}): using the shared server`);
    }
  }
  const url = explicit || DEFAULT_TEST_DATABASE_URL;
  if (!(await answers(url))) {
    console.log(`Database tests: no Postgres server answered at ${redact(url)}: running on embedded PGlite only`);
    return { servers: [], release: async () => {} };
  }
  console.log(
    `Database tests: real Postgres at ${redact(url)}, shared by every worker (API tests; adapter contract suites on it and on embedded PGlite)`,
  );
  const template = await migratedTemplate(url);
  return { servers: [{ url, template }], release: () => admin(url, `drop database if exists ${template} with (force)`) };
}

// Each project that lists this file runs it; the servers are started once for the run and stopped
// after the last project is done with them (the setups share this process, not always this module).
const shared = globalThis as typeof globalThis & { __casebookTestDatabases?: { ready: Promise<RunDatabases>; users: number } };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.__casebookTestDatabases ??= { ready: runDatabases(testWorkers()), users: 0 };
  const run = shared.__casebookTestDatabases;
  run.users += 1;
  const { servers } = await run.ready;
  project.provide('testPostgresServers', servers);
  return async () => {
    run.users -= 1;
    if (run.users === 0) {
      shared.__casebookTestDatabases = undefined;
      await run.ready.then((r) => r.release());
    }
  };
}
