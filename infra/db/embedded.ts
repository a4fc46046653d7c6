// Embedded Postgres: PGlite (Postgres compiled to WASM) served on a local TCP socket so that
// knex and pg talk to it exactly as they talk to a real server.
import { mkdir } from 'node:fs/promises';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
  const unlock = opts.dataDir ? lockDataDir(opts.dataDir) : () => {};
  let db: PGlite;
  try {
    db = opts.dataDir ? await PGlite.create(opts.dataDir) : await PGlite.create();
  } catch (err) {
    unlock();
    throw err;
  }
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
      try {
        await server.stop();
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Data directories this process has open (a second open in the same process would corrupt it too). */
const openHere = new Set<string>();

export class DataDirInUseError extends Error {}

/**
 * PGlite is one process's database: a second process opening the same files (a `npm run seed` or
 * `npm run users:create` while `npm start` runs) would write beside the first one's cache and
 * corrupt them. So the directory gets a lock file naming its process; a live holder makes the
 * second open fail with what to do, a dead one's lock (kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  const file = `${dir}.lock`; // beside the directory: initdb wants the directory itself empty
  if (openHere.has(dir)) throw new DataDirInUseError(`The embedded database in ${dir} is already open in this process.`);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new DataDirInUseError(
          `The embedded database in ${dir} is in use by process ${holder} (is \`npm start\` running?). ` +
            'Stop that process first, or point both at one Postgres server with DATABASE_URL.',
        );
      }
      unlinkSync(file); // the holder is gone (killed) or was this process before a restart: stale
    }
  }
  openHere.add(dir);
  const release = () => {
    if (!openHere.delete(dir)) return;
    try {
      if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return () => {
    process.removeListener('exit', release);
    release();
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
