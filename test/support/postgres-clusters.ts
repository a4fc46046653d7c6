// Private Postgres servers for a test run: one per vitest worker, so test files on different
// workers never share a server. They must not: the event store lets readers see an event only once
// every older transaction on the server has ended (pg_snapshot_xmin is server-wide), so one file's
// CREATE DATABASE or migration would hold back another file's events past the waits its tests
// assume. Each server is a throw-away initdb in the temp folder with durability off (fsync,
// synchronous_commit, full_page_writes): a crash loses nothing a test needs.
import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PrivateCluster {
  /** The admin URL (user postgres, trust auth, database postgres). */
  url: string;
  stop(): Promise<void>;
}

/** The folder of initdb and pg_ctl: TEST_POSTGRES_BIN, else `pg_config --bindir`, else Debian's layout. */
async function binDir(): Promise<string | null> {
  const candidates: string[] = [];
  if (process.env.TEST_POSTGRES_BIN) candidates.push(process.env.TEST_POSTGRES_BIN);
  try {
    candidates.push((await run('pg_config', ['--bindir'])).stdout.trim());
  } catch {
    // no pg_config on the PATH
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(debian, version, 'bin'));
  }
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** initdb and postgres refuse to run as root: as root they run as the `postgres` user. */
async function asServerUser(): Promise<{ uid: number; gid: number; wrap: (cmd: string, args: string[]) => [string, string[]] } | null> {
  if (process.getuid?.() !== 0) return null;
  const { stdout } = await run('id', ['-u', 'postgres']);
  const uid = Number(stdout.trim());
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  return { uid, gid, wrap: (cmd, args) => ['runuser', ['-u', 'postgres', '--', cmd, ...args]] };
}

async function exec(wrapUser: Awaited<ReturnType<typeof asServerUser>>, cmd: string, args: string[]): Promise<void> {
  const [file, argv] = wrapUser ? wrapUser.wrap(cmd, args) : [cmd, args];
  await run(file, argv, { maxBuffer: 16 * 1024 * 1024 });
}

/**
 * Starts `count` private servers side by side. Throws (with the reason) when this machine cannot:
 * no initdb, no `postgres` user to run it as root, or a server that did not start.
 */
export async function startPrivateClusters(count: number): Promise<PrivateCluster[]> {
  const bin = await binDir();
  if (!bin) throw new Error('no initdb found (set TEST_POSTGRES_BIN to the folder of initdb and pg_ctl)');
  const user = await asServerUser();
  // Settled, not all: when one fails, the ones that did start are stopped rather than left running.
  const results = await Promise.allSettled(Array.from({ length: count }, () => startOne(bin, user)));
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((c) => c.stop()));
    throw failed.reason;
  }
  return started;
}

async function startOne(bin: string, user: Awaited<ReturnType<typeof asServerUser>>): Promise<PrivateCluster> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'casebook-pg-'));
  const data = path.join(root, 'data');
  if (user) {
    await chmod(root, 0o700);
    await chown(root, user.uid, user.gid);
  }
  const stop = async () => {
    await exec(user, path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    await rm(root, { recursive: true, force: true });
  };
  try {
    await exec(user, path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      "-c unix_socket_directories=''",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
      '-c shared_buffers=64MB',
    ].join(' ');
    await startServer(user, path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(root, 'server.log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** pg_ctl start, without keeping its output pipes open (the server inherits them otherwise). */
function startServer(user: Awaited<ReturnType<typeof asServerUser>>, pgCtl: string, args: string[]): Promise<void> {
  const [file, argv] = user ? user.wrap(pgCtl, args) : [pgCtl, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl start exited with ${code}`))));
  });
}
