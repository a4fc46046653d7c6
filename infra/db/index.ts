// knex over pg. With no DATABASE_URL an embedded Postgres (PGlite) is started under DATA_DIR/pg.
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.js';
import { migrationSource, type Migration } from './migrations.js';

// bigint (int8) columns come back as JS numbers: every id and position here fits in 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric (decimal) as numbers too: money columns are cents or 2-decimal rates.
pg.types.setTypeParser(1700, (v) => Number(v));

export type { Knex };

export interface Database {
  knex: Knex;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Where the embedded Postgres keeps its files; `null` keeps it in memory (tests). */
  embeddedDataDir?: string | null;
  embeddedPort?: number;
  maxConnections?: number;
  poolMax?: number;
}

export function createKnex(url: string, poolMax = 10): Knex {
  return knexFactory({
    client: 'pg',
    connection: url,
    pool: { min: 0, max: poolMax },
    // With one connection (embedded), a query awaited inside another query's transaction can never
    // get one: fail in seconds with knex's clear time-out error rather than hang for a minute.
    acquireConnectionTimeout: poolMax === 1 ? 15_000 : 60_000,
  });
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = opts.databaseUrl;
  const maxConnections = opts.maxConnections ?? 20;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: opts.embeddedDataDir === null ? undefined : path.resolve(opts.embeddedDataDir ?? './data/pg'),
      port: opts.embeddedPort ?? 0,
      maxConnections,
    });
    url = embedded.url;
  }
  // The embedded server runs every connection on one Postgres backend and interleaves their
  // protocol messages one by one, so two connections' extended queries (Parse/Bind/Execute)
  // can trample each other's unnamed statement. One connection from this process keeps every
  // query whole; the rule "never wait on another connection inside a transaction" then shows
  // up as a pool time-out in tests instead of a silent deadlock.
  const knex = createKnex(url, embedded ? 1 : (opts.poolMax ?? 10));
  return {
    knex,
    url,
    embedded: Boolean(embedded),
    async close() {
      await knex.destroy();
      await embedded?.stop();
    },
  };
}

/** Applies the migrations of `list` not applied yet, in the list's order. Answers their names. */
export async function migrate(knex: Knex, list: readonly Migration[]): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest({ migrationSource: migrationSource(list), tableName: 'knex_migrations' })) as [
    number,
    string[],
  ];
  return applied;
}

export type { Migration };
