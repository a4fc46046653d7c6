// What the global setup hands to test workers (vitest provide/inject). Importing this file is what
// makes `inject('testPostgresUrl')` typed.
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The admin URL of a Postgres server that answered the probe, or null (PGlite only). */
    testPostgresUrl: string | null;
  }
}
