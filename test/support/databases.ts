// The databases the tests run on.
// - databaseFlavours(): the adapter contract suites (event store, read-model database, signals,
//   keys, caches): a real Postgres (this worker's, see global-setup.ts) when there is one, and always the
//   embedded PGlite the app falls back to. Each `open()` is a fresh, empty (not migrated) database.
// - appDatabaseFlavours(): the API tests, which boot the whole app: one database, the real Postgres
//   (PGlite when no server answered). Each `open()` is a fresh copy of the run's migrated template,
//   so the app's boot finds every migration applied. What differs between the two databases is the
//   adapters', and their contract suites run on both.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../infra/db/index.js';
import './provided-context.js';

export interface TestDatabase {
  name: 'postgres' | 'pglite';
  db: Database;
  close(): Promise<void>;
}

export interface DatabaseFlavour {
  name: 'postgres' | 'pglite';
  open(): Promise<TestDatabase>;
}

/** This worker's Postgres server (see global-setup.ts), or null when none answered. */
function workerServer(): { url: string; template: string } | null {
  const servers = inject('testPostgresServers');
  // undefined (not an array) means the global setup never ran: say how to fix it rather than
  // quietly running on fewer databases than the machine has.
  if (servers === undefined) {
    throw new Error("Database tests need the global setup: add 'test/support/global-setup.ts' to the vitest config's globalSetup");
  }
  if (servers.length === 0) return null;
  const worker = Number(process.env.VITEST_POOL_ID) || 1;
  return servers[(worker - 1) % servers.length]!;
}

export function databaseFlavours(): DatabaseFlavour[] {
  const server = workerServer();
  return server ? [postgresFlavour(server.url), pgliteFlavour] : [pgliteFlavour];
}

/** The one database API tests boot the app on: the real Postgres, else the embedded PGlite. */
export function appDatabaseFlavours(): DatabaseFlavour[] {
  const server = workerServer();
  return server ? [postgresFlavour(server.url, server.template)] : [pgliteFlavour];
}

async function withAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function postgresFlavour(adminUrl: string, template: string | null = null): DatabaseFlavour {
  return {
    name: 'postgres',
    async open() {
      // Random hex only, so the name needs no quoting; cb_t_ marks leftovers of a killed run.
      const name = `cb_t_${randomBytes(6).toString('hex')}`;
      await withAdmin(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      let db: Database;
      try {
        db = await openDatabase({ databaseUrl: url.toString() });
      } catch (err) {
        await withAdmin(adminUrl, `drop database if exists ${name} with (force)`);
        throw err;
      }
      let closed = false;
      return {
        name: 'postgres',
        db,
        async close() {
          if (closed) return;
          closed = true;
          try {
            await db.close();
          } finally {
            // FORCE: a connection a failed test left open must not keep the database alive.
            await withAdmin(adminUrl, `drop database if exists ${name} with (force)`);
          }
        },
      };
    },
  };
}

const pgliteFlavour: DatabaseFlavour = {
  name: 'pglite',
  async open() {
    const db = await openDatabase({ embeddedDataDir: null, maxConnections: 10 });
    let closed = false;
    return {
      name: 'pglite',
      db,
      async close() {
        if (closed) return;
        closed = true;
        await db.close();
      },
    };
  },
};
