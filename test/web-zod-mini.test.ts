// The browser validates with zod/mini, never classic zod (docs/decisions/0026-zod-mini-contracts.md):
// classic zod cost every signed-in page ~25 KiB gzipped; zod's core with mini costs ~11. Two checks
// so it cannot come back: the source files the web app reaches (web/ and everything it imports,
// the contracts included) import zod only as zod/mini, zod/v4/core or zod/locales; and no chunk's
// sourcemap in the build names a file of classic zod (test/built-web.test.ts, which waits for the build).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const BROWSER_ZOD = new Set(['zod/mini', 'zod/v4/mini', 'zod/v4/core', 'zod/locales']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [file] : [];
  });

/** `from '…'`, `import '…'` and `import('…')`, except `import type` (erased: nothing reaches the browser). */
const importsOf = (code: string) =>
  [...code.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'|import\('([^']+)'\)/g)]
    .filter((m) => !m[2])
    .map((m) => (m[3] ?? m[4] ?? m[5])!);

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''));
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => existsSync(f));
}

describe('the web app loads no classic zod', () => {
  it('imports zod only as zod/mini (or its core and locales) from every source file the browser reaches', () => {
    const todo = sourceFiles(path.join(ROOT, 'web'));
    const seen = new Set<string>();
    const classic: string[] = [];
    while (todo.length) {
      const file = todo.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        if (spec === 'zod' || spec.startsWith('zod/')) {
          if (!BROWSER_ZOD.has(spec)) classic.push(`${path.relative(ROOT, file)} imports '${spec}'`);
        } else if (spec.startsWith('.')) {
          const next = resolve(file, spec);
          if (next) todo.push(next);
        }
      }
    }
    // The walk reached the contracts (else it proves nothing).
    expect([...seen].map((f) => path.relative(ROOT, f))).toEqual(
      expect.arrayContaining(['modules/identity/contract.ts', 'modules/casework/contract.ts', 'infra/http/text.ts']),
    );
    expect(classic).toEqual([]);
  });
});
