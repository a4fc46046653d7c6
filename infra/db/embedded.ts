// Embedded Postgres: PGlite (Postgres compiled to WASM) served on a local TCP socket so that
// knex and pg talk to it exactly as they talk to a real server. The socket asks for a password
// (SCRAM-SHA-256, auth-front.ts): one generated on first start and kept beside the data
// (`DATA_DIR/pg.password`, mode 0600), or a new one per start for an in-memory database.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { startAuthFront } from './auth-front.js';
import { ensurePrivateDir } from '../config/data-dir.js';

/**
 * The contrib extensions a stock Postgres server ships and migrations may `create extension`:
 * PGlite can only create those it was started with.
 */
const CONTRIB = { pg_trgm };

let pristine: Promise<Blob> | undefined;

/**
 * A new cluster's files as initdb leaves them, made once per process: an in-memory database (a
 * test's) starts from a copy of them, ~0.5 s instead of ~3 s for initdb in WASM each time.
 */
function pristineCluster(): Promise<Blob> {
  if (!pristine) {
    const made = (async () => {
      const fresh = await PGlite.create({ extensions: CONTRIB });
      try {
        return await fresh.dumpDataDir('none');
      } finally {
        await fresh.close();
      }
    })();
    // A failed initdb is not kept: the next start tries again.
    made.catch(() => {
      if (pristine === made) pristine = undefined;
    });
    pristine = made;
  }
  return pristine;
}

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(opts: {
  dataDir?: string; // undefined → in memory (tests)
  port?: number;
  maxConnections: number;
}): Promise<EmbeddedPostgres> {
  // DATA_DIR (the data directory's parent: keys, files, outbox too) and the data itself: owner only.
  if (opts.dataDir) {
    await ensurePrivateDir(path.dirname(opts.dataDir));
    await ensurePrivateDir(opts.dataDir);
  }
  const unlock = opts.dataDir ? lockDataDir(opts.dataDir) : () => {};
  let db: PGlite;
  try {
    db = opts.dataDir
      ? await PGlite.create(opts.dataDir, { extensions: CONTRIB })
      : await PGlite.create({ loadDataDir: await pristineCluster(), extensions: CONTRIB });
  } catch (err) {
    unlock();
    throw err;
  }
  // PGlite itself listens on a unix socket in a directory only this user can enter; the only
  // door on TCP is the front, which asks for the password.
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'casebook-pg-'));
  await chmod(socketDir, 0o700);
  const innerPath = path.join(socketDir, '.s.PGSQL.5432');
  const server = new PGLiteSocketServer({ db, path: innerPath, maxConnections: opts.maxConnections });
  let front: Awaited<ReturnType<typeof startAuthFront>> | undefined;
  try {
    await server.start();
    const password = opts.dataDir ? await passwordOf(opts.dataDir) : randomBytes(24).toString('hex');
    front = await startAuthFront({ password, innerPath, port: opts.port ?? 0 });
    return {
      url: `postgres://postgres:${password}@${front.address}/postgres?sslmode=disable`,
      async stop() {
        try {
          await front?.stop();
          await server.stop();
          await db.close();
        } finally {
          await rm(socketDir, { recursive: true, force: true });
          unlock();
        }
      },
    };
  } catch (err) {
    await server.stop().catch(() => {});
    await db.close().catch(() => {});
    await rm(socketDir, { recursive: true, force: true });
    unlock();
    throw err;
  }
}

/** The password file of a data directory: beside it (initdb wants the directory itself empty). */
export const passwordFile = (dataDir: string) => `${path.resolve(dataDir)}.password`;

/** The database's password, made on first start (32 random bytes, hex) and readable by its owner only. */
async function passwordOf(dataDir: string): Promise<string> {
  const file = passwordFile(dataDir);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (/^[0-9a-f]{32,}$/.test(stored)) {
      await chmod(file, 0o600);
      return stored;
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const password = randomBytes(32).toString('hex');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return password;
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
