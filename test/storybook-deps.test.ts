// Storybook's browser tests pre-bundle antd's and the icons' deep imports (.storybook/main.ts,
// optimizeDeps.include): one the list misses is found mid-run, Vite re-optimises and reloads, and
// the stories after it fail with two copies of React ("Invalid hook call"). Every deep import the
// web app makes must be in the list.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEEP = /(?:from |import\()'((?:antd\/es|@ant-design\/icons)\/[^']+)'/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('Storybook pre-bundles every deep antd and icon import of the web app', () => {
  const config = readFileSync(path.join(ROOT, '.storybook/main.ts'), 'utf8');
  const included = new Set([...config.matchAll(/'((?:antd\/es|@ant-design\/icons)\/[^']+)'/g)].map((m) => m[1]!));
  const imported = new Set(
    sources(path.join(ROOT, 'web')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(DEEP)].map((m) => m[1]!)),
  );

  it('finds the deep imports', () => {
    expect(imported.size).toBeGreaterThan(10);
  });

  it('lists each of them in optimizeDeps.include', () => {
    expect([...imported].filter((name) => !included.has(name)).sort()).toEqual([]);
  });
});
