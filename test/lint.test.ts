// The linter and the formatter (docs/decisions/0036-lint-and-format.md) in `npm test`: ESLint with
// eslint.config.js finds no problem, not even a warning, and every source file is as Prettier
// (.prettierrc) writes it. `npm run lint` runs the same two checks from the command line.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

// Concurrent: Prettier runs in a child process while ESLint works in this one, so the two checks
// use both cores (server files run one at a time) instead of taking turns on one.
describe.concurrent('lint', () => {
  it('ESLint reports no error and no warning over the repository', async () => {
    // The caches (ESLint's and Prettier's, under node_modules/.cache) keep a rerun to the files that changed.
    const eslint = new ESLint({ cwd: root, cache: true, cacheLocation: path.join(root, 'node_modules/.cache/eslint/') });
    const results = await eslint.lintFiles(['.']);
    expect(results.length).toBeGreaterThan(500);
    const problems = results.flatMap((r) =>
      r.messages.map((m) => `${path.relative(root, r.filePath)}:${m.line}:${m.column} ${m.ruleId ?? 'parse'}: ${m.message.split('\n')[0]}`),
    );
    expect(problems).toEqual([]);
  }, 600_000);

  it('every source file is formatted as Prettier writes it', async () => {
    const prettier = require.resolve('prettier/bin/prettier.cjs');
    const run = promisify(execFile);
    const outcome = await run(process.execPath, [prettier, '--cache', '--list-different', '**/*.{ts,tsx,js,mjs,cjs,css}'], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      () => ({ unformatted: [] as string[] }),
      (error: { code?: number; stdout?: string; stderr?: string }) => {
        // Exit code 1: some files differ (listed on stdout); anything else is Prettier failing.
        if (error.code !== 1) throw new Error(`prettier failed: ${error.stderr ?? String(error)}`);
        return { unformatted: (error.stdout ?? '').split('\n').filter(Boolean) };
      },
    );
    expect(outcome.unformatted, 'run `npm run format`').toEqual([]);
  }, 600_000);
});
