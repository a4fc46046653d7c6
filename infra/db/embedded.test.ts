// The embedded database's lock: a second process (or a second open in this one) is refused with what
// to do; a lock left by a killed process is taken over; stopping releases it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, startEmbeddedPostgres } from './embedded.js';

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
