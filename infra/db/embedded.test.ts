// The embedded database's lock: a second process (or a second open in this one) is refused with what
// to do; a lock left by a killed process is taken over; stopping releases it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, passwordFile, startEmbeddedPostgres } from './embedded.js';

describe('embedded database lock', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const d = mkdtempSync(path.join(os.tmpdir(), 'cb-lock-'));
    dirs.push(d);
    return path.join(d, 'pg');
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('refuses a second open while the first holds it, and frees it on stop', async () => {
    const dir = tmp();
    const first = await startEmbeddedPostgres({ dataDir: dir, maxConnections: 2 });
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await expect(startEmbeddedPostgres({ dataDir: dir, maxConnections: 2 })).rejects.toThrow(DataDirInUseError);
    await first.stop();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await startEmbeddedPostgres({ dataDir: dir, maxConnections: 2 });
    await again.stop();
  }, 60_000);

  it('refuses while another live process holds it, naming the process', () => {
    const dir = tmp();
    // A live process other than this one: a sleeping child.
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    const pid = child.pid!;
    try {
      writeFileSync(`${dir}.lock`, String(pid));
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${pid}`));
    } finally {
      child.kill();
    }
  });

  it('takes over the lock of a process that is gone (kill -9)', () => {
    const dir = tmp();
    const gone = spawnSync('bash', ['-c', 'echo $$'], { encoding: 'utf8' });
    writeFileSync(`${dir}.lock`, gone.stdout.trim());
    const unlock = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});

// Issue 29, H2: the socket took any local process without a password, and the data folder was
// world-readable. Now: a generated password (SCRAM-SHA-256) kept 0600 beside the data, loopback
// only, DATA_DIR and the data 0700; a wrong or missing password is refused.
describe('embedded database door', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  const connect = async (url: string, password: string | undefined) => {
    const u = new URL(url);
    const client = new pg.Client({ host: u.hostname, port: Number(u.port), user: 'postgres', database: 'postgres', password });
    await client.connect();
    try {
      return (await client.query<{ one: number }>('select 1 as one')).rows[0]!.one;
    } finally {
      await client.end();
    }
  };

  it('asks for the generated password, on loopback only, and keeps it and the data to its owner', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'cb-door-'));
    dirs.push(root);
    const dataDir = path.join(root, 'data', 'pg'); // DATA_DIR made by the start, as on a fresh machine
    const process022 = process.umask(0o022);
    let db;
    try {
      db = await startEmbeddedPostgres({ dataDir, maxConnections: 4 });
    } finally {
      process.umask(process022);
    }
    try {
      const url = new URL(db.url);
      expect(url.hostname).toBe('127.0.0.1');
      const password = readFileSync(passwordFile(dataDir), 'utf8').trim();
      expect(password).toMatch(/^[0-9a-f]{64}$/);
      expect(decodeURIComponent(url.password)).toBe(password);
      expect(statSync(passwordFile(dataDir)).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(root, 'data')).mode & 0o777).toBe(0o700);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);

      expect(await connect(db.url, password)).toBe(1);
      await expect(connect(db.url, 'not-the-password')).rejects.toThrow(/password authentication failed/);
      await expect(connect(db.url, undefined)).rejects.toThrow(/password/i);
      // The URL the app uses works through knex's driver as it is.
      const viaUrl = new pg.Client({ connectionString: db.url });
      await viaUrl.connect();
      expect((await viaUrl.query('select 2 as two')).rows[0]).toEqual({ two: 2 });
      await viaUrl.end();
    } finally {
      await db.stop();
    }
    // The same password on the next start; a data folder left open by an older version is narrowed.
    const { chmodSync } = await import('node:fs');
    chmodSync(path.join(root, 'data'), 0o755);
    const again = await startEmbeddedPostgres({ dataDir, maxConnections: 4 });
    try {
      expect(decodeURIComponent(new URL(again.url).password)).toBe(readFileSync(passwordFile(dataDir), 'utf8').trim());
      expect(statSync(path.join(root, 'data')).mode & 0o777).toBe(0o700);
    } finally {
      await again.stop();
    }
  }, 60_000);

  it('gives an in-memory database a password of its own too', async () => {
    const db = await startEmbeddedPostgres({ maxConnections: 4 });
    try {
      expect(new URL(db.url).password).toMatch(/^[0-9a-f]{48}$/);
      await expect(connect(db.url, 'wrong')).rejects.toThrow(/password authentication failed/);
      expect(await connect(db.url, new URL(db.url).password)).toBe(1);
    } finally {
      await db.stop();
    }
  }, 60_000);
});

describe('in-memory embedded databases', () => {
  it('each start from a fresh cluster: what one writes the next does not see, and both take writes', async () => {
    const query = async (url: string, sql: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    };
    const first = await startEmbeddedPostgres({ maxConnections: 2 });
    try {
      await query(first.url, 'create table left_behind (id int)');
      await query(first.url, 'create extension pg_trgm');
      expect(await query(first.url, "select to_regclass('left_behind') as t")).toEqual([{ t: 'left_behind' }]);
    } finally {
      await first.stop();
    }
    const second = await startEmbeddedPostgres({ maxConnections: 2 });
    try {
      expect(await query(second.url, "select to_regclass('left_behind') as t")).toEqual([{ t: null }]);
      expect(await query(second.url, "select count(*)::int as n from pg_extension where extname = 'pg_trgm'")).toEqual([{ n: 0 }]);
      await query(second.url, 'create table kept (id int); insert into kept values (1)');
      expect(await query(second.url, 'select id from kept')).toEqual([{ id: 1 }]);
      await query(second.url, 'create extension pg_trgm');
    } finally {
      await second.stop();
    }
  }, 60_000);
});
