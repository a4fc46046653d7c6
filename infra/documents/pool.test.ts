// The pool's close() in a program that has nothing else to do: its idle extraction process is
// unref'd, and close() must still see it exit (a benchmark once ended silently, close() never settled).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ExtractionPool } from './pool.js';

describe('ExtractionPool.close()', () => {
  it('settles when the only thing left is an idle extraction process', () => {
    const pool = pathToFileURL(path.join(import.meta.dirname, 'pool.ts')).href;
    const script = [
      `import { ExtractionPool } from ${JSON.stringify(pool)};`,
      'const p = new ExtractionPool();',
      "const r = await p.extract(new TextEncoder().encode('hello world from the pool'), 'text');",
      "console.log('extracted:', r.text.trim());",
      'await p.close();',
      "console.log('closed');",
    ].join('\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.stdout).toContain('extracted: hello world from the pool');
    expect(run.stdout).toContain('closed');
    expect(run.status).toBe(0);
  }, 90_000);
});

describe('ExtractionPool priority', () => {
  it('runs extraction processes below the API (nice 10 by default, or as configured)', async () => {
    for (const [opts, expected] of [
      [{}, 10],
      [{ niceness: 15 }, 15],
    ] as const) {
      const pool = new ExtractionPool(opts);
      try {
        const r = await pool.extract(new TextEncoder().encode('A short text to read.'), 'text');
        expect(r.text).toContain('A short text to read.');
        const pids = pool.processIds();
        expect(pids).toHaveLength(1);
        expect(os.getPriority(pids[0]!)).toBe(Math.min(19, expected + os.getPriority()));
      } finally {
        await pool.close();
      }
    }
  }, 90_000);
});
