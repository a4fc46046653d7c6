// Initial JavaScript per page, from the Vite build manifest (dist/web/.vite/manifest.json): the
// entry chunk (index.html) and every chunk it imports statically, plus the signed-in layout's and
// the page's own route chunk with theirs — what a browser fetches before the page can render. Summed
// gzipped (level 6), as bench/bundle.bench.ts measures it in Chromium (the two agree to 0.1 KiB).
//
// The budget is 250 KiB per page (issue 16). Pages already over it when this test was written are
// listed in OVER_BUDGET with the size they had: they may shrink but not grow, and a page that comes
// under the budget must leave the list, so the list only gets shorter (docs/benchmarks.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(import.meta.dirname, '../dist/web');
const MANIFEST = path.join(WEB, '.vite/manifest.json');
const BUDGET_KIB = 250;

/**
 * KiB measured on 2026-11-23 after the web bundle work (decision 0014) and the directory and
 * predictions screens, + 0.1; a ceiling, not a target. Outcome Prediction came in as a new page
 * (antd Table, List, Select, InputNumber, Progress; its charts load only with a selected case) and
 * is the heaviest page: its ceiling is what it measured, not the placeholder's.
 */
const OVER_BUDGET: Record<string, number> = {
  admin: 426.3,
  auth: 263.7,
  'case-analysis': 395.2,
  'case-detail': 350.2,
  'case-history-lookup': 335.9,
  'case-history': 357.4,
  chat: 329.7,
  'document-intelligence': 374.8,
  'find-my-pi': 318.6,
  history: 314.3,
  'investigator-dashboard': 421.0,
  'investigator-network': 311.0,
  'outcome-prediction': 433.6,
  'payment-methods': 324.6,
  settings: 343.1,
  subscription: 336.9,
  templates: 369.6,
};

interface Chunk {
  file: string;
  imports?: string[];
}

describe.skipIf(!existsSync(MANIFEST))('initial JavaScript per page (skipped when dist/web is not built: run npm run build:web; npm test builds first)', () => {
  const manifest = existsSync(MANIFEST) ? (JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, Chunk>) : {};
  const gz = new Map<string, number>();
  const kib = (keys: Set<string>) =>
    [...keys].reduce((sum, k) => {
      const file = manifest[k]!.file;
      if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(WEB, file))).length);
      return sum + gz.get(file)!;
    }, 0) / 1024;
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const todo = [...roots];
    while (todo.length) {
      const k = todo.pop()!;
      if (seen.has(k)) continue;
      expect(manifest[k], `manifest entry ${k}`).toBeDefined();
      seen.add(k);
      todo.push(...(manifest[k]!.imports ?? []));
    }
    return seen;
  };
  const pages = Object.keys(manifest)
    .map((k) => /^app\/routes\/([\w-]+)\.tsx$/.exec(k)?.[1])
    .filter((p): p is string => p !== undefined && p !== 'app-layout')
    .sort();

  it('finds the entry and the pages in the manifest', () => {
    expect(manifest['index.html']).toBeDefined();
    expect(pages).toEqual(expect.arrayContaining(['auth', 'chat', 'case-analysis', 'document-intelligence', 'find-my-pi', 'outcome-prediction']));
  });

  it.each(pages)('%s stays within its budget', (page) => {
    const roots = page === 'auth' ? ['index.html', 'app/routes/auth.tsx'] : ['index.html', 'app/routes/app-layout.tsx', `app/routes/${page}.tsx`];
    const size = kib(closure(roots));
    const ceiling = OVER_BUDGET[page];
    if (size <= BUDGET_KIB) {
      // Under budget now: it must leave the list of exceptions.
      expect(ceiling, `${page} is ${size.toFixed(1)} KiB, within ${BUDGET_KIB} KiB: remove it from OVER_BUDGET`).toBeUndefined();
    } else {
      expect(size, `${page}: ${size.toFixed(1)} KiB of initial JavaScript, over the ${BUDGET_KIB} KiB budget${ceiling ? ` and over its recorded ${ceiling} KiB` : ''}`).toBeLessThanOrEqual(ceiling ?? BUDGET_KIB);
    }
  });
});
