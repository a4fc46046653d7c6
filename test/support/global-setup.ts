// Decides once per test run whether the Postgres server answers, so every worker runs the same
// database flavours and a missing server costs one 2 s probe rather than one per test file.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
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

export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const ok = await answers(url);
  console.log(
    ok
      ? `Database tests: real Postgres at ${redact(url)} and embedded PGlite`
      : `Database tests: no Postgres server answered at ${redact(url)}: running on embedded PGlite only`,
  );
  project.provide('testPostgresUrl', ok ? url : null);
}
