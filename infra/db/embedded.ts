// Embedded Postgres: PGlite (Postgres compiled to WASM) served on a local TCP socket so that
// knex and pg talk to it exactly as they talk to a real server.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(opts: {
  dataDir?: string; // undefined → in memory (tests)
  port?: number;
  maxConnections: number;
}): Promise<EmbeddedPostgres> {
  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true });
  const db = opts.dataDir ? await PGlite.create(opts.dataDir) : await PGlite.create();
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: opts.port ?? 0,
    maxConnections: opts.maxConnections,
  });
  await server.start();
  // getServerConn() answers "host:port" with the port the OS gave us.
  const conn = server.getServerConn();
  const url = `postgres://postgres@${conn}/postgres?sslmode=disable`;
  return {
    url,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
