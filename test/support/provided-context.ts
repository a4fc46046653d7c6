// What the global setup hands to test workers (vitest provide/inject). Importing this file is what
// makes `inject('testPostgresUrl')` typed.
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The admin URL of a Postgres server that answered the probe, or null (PGlite only). */
    testPostgresUrl: string | null;
    /**
     * A database on that server the global setup migrated once for this run (every migration of
     * app/migrations.ts), copied by `CREATE DATABASE … TEMPLATE` for each app a test boots; null
     * with no server.
     */
    testTemplateDatabase: string | null;
  }
}
