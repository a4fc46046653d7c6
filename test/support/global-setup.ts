// Decides once per test run whether the Postgres server answers, so every worker runs the same
// database flavours and a missing server costs one 2 s probe rather than one per test file. When it
// answers, migrates one template database for the run: each app a test boots starts from a copy of
// it (CREATE DATABASE … TEMPLATE, a file copy on the server) instead of running every migration.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../../infra/db/index.js';
import { allMigrations } from '../../app/migrations.js';
import { DEFAULT_TEST_DATABASE_URL } from './provided-context.js';

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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const ok = await answers(url);
  console.log(
    ok
      ? `Database tests: real Postgres at ${redact(url)} (API tests; adapter contract suites on it and on embedded PGlite)`
      : `Database tests: no Postgres server answered at ${redact(url)}: running on embedded PGlite only`,
  );
  const template = ok ? await migratedTemplate(url) : null;
  project.provide('testPostgresUrl', ok ? url : null);
  project.provide('testTemplateDatabase', template);
  return async () => {
    if (template) await admin(url, `drop database if exists ${template} with (force)`);
  };
}
