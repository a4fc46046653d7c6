// What the global setup hands to test workers (vitest provide/inject). Importing this file is what
// makes `inject('testPostgresServers')` typed.
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The Postgres servers of the run, by vitest worker (VITEST_POOL_ID 1..n; one entry when every
     * worker shares one server, none when no server answered: PGlite only): each with its admin
     * URL and a database the global setup migrated once for this run (every migration of
     * app/migrations.ts), copied by `CREATE DATABASE … TEMPLATE` for each app a test boots.
     */
    testPostgresServers: { url: string; template: string }[];
  }
}
