// Initial JavaScript per page, from the Vite build manifest (dist/web/.vite/manifest.json): the
// entry chunk (index.html) and every chunk it imports statically, plus the signed-in layout's and
// the page's own route chunk with theirs, and every other script the HTML the server sends for
// the page loads (index.html's route-preload script; a pre-rendered page's own scripts) — what a
// browser fetches before the page can render. Summed gzipped (level 6), as bench/bundle.bench.ts
// measures it in Chromium (the two agree to 0.1 KiB).
//
// The budget is 250 KiB per page (issue 16). Pages already over it when this test was written are
// listed in OVER_BUDGET with the size they had: they may shrink but not grow, and a page that comes
// under the budget must leave the list, so the list only gets shorter (docs/benchmarks.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { classesOf, pruneCss } from '../scripts/prerender-css';
import { readRouteTable } from '../scripts/vite-route-preload';

const WEB = path.resolve(import.meta.dirname, '../dist/web');
const MANIFEST = path.join(WEB, '.vite/manifest.json');
const BUDGET_KIB = 250;
/** The lazy routes of web/app/router.tsx: which path renders which route modules. */
const ROUTES = readRouteTable(readFileSync(path.resolve(import.meta.dirname, '../web/app/router.tsx'), 'utf8'));

/**
 * Pages over the budget, with the most they may weigh (KiB): the size measured when the ceiling was
 * last set, + 0.1. A ceiling is not a target: a page may shrink but not grow, and a page that
 * comes under the budget must leave the list. How each page got its weight and what took it off
 * (light antd components, lazy sections, contracts on zod/mini, split contracts) is in decision
 * 0014 and docs/benchmarks.md; the history of each ceiling is this file's in git.
 */
const OVER_BUDGET: Record<string, number> = {};

/**
 * The pages that open outside the signed-in layout (children of the root route in web/app/router.tsx:
 * sign-in, and the two links of the account emails), so the layout's chunk is not theirs to load.
 */
const OUTSIDE_LAYOUT = new Set(['auth', 'verify-email', 'reset-password']);

interface Chunk {
  file: string;
  imports?: string[];
}

describe.skipIf(!existsSync(MANIFEST))(
  'initial JavaScript per page (skipped when dist/web is not built: run npm run build:web; npm test builds first)',
  () => {
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
    // Scripts outside the manifest that a page's HTML loads: index.html's route-preload script
    // (scripts/vite-route-preload.ts), and a pre-rendered page's (dist/web/pages/<name>.html, sent by
    // the server for its path, infra/http/app.ts) own, e.g. the chat's welcome script. A page that
    // several paths open counts its heaviest HTML.
    const htmlScriptsKiB = (file: string) => {
      const html = readFileSync(path.join(WEB, file), 'utf8');
      const entry = manifest['index.html']?.file;
      return [...html.matchAll(/<script\b[^>]*\bsrc="\/(assets\/[\w.-]+\.js)"/g)]
        .map((m) => m[1]!)
        .filter((f) => f !== entry)
        .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(WEB, f))).length / 1024, 0);
    };
    const servedHtml = (routePath: string) => {
      const page = `pages/${routePath === '/' ? 'index' : routePath.replace(/^\/|\/$/g, '')}.html`;
      return existsSync(path.join(WEB, page)) ? page : 'index.html';
    };
    const extraKiB = (page: string) =>
      Math.max(0, ...ROUTES.filter((r) => r.modules.at(-1) === page).map((r) => htmlScriptsKiB(servedHtml(r.path))));
    const pages = Object.keys(manifest)
      .map((k) => /^app\/routes\/([\w-]+)\.tsx$/.exec(k)?.[1])
      .filter((p): p is string => p !== undefined && p !== 'app-layout')
      .sort();

    it('finds the entry and the pages in the manifest', () => {
      expect(manifest['index.html']).toBeDefined();
      expect(pages).toEqual(
        expect.arrayContaining(['auth', 'chat', 'case-analysis', 'document-intelligence', 'find-my-pi', 'outcome-prediction']),
      );
    });

    it.each(pages)('%s stays within its budget', (page) => {
      const roots = OUTSIDE_LAYOUT.has(page)
        ? ['index.html', `app/routes/${page}.tsx`]
        : ['index.html', 'app/routes/app-layout.tsx', `app/routes/${page}.tsx`];
      const size = kib(closure(roots)) + extraKiB(page);
      const ceiling = OVER_BUDGET[page];
      if (size <= BUDGET_KIB) {
        // Under budget now: it must leave the list of exceptions.
        expect(ceiling, `${page} is ${size.toFixed(1)} KiB, within ${BUDGET_KIB} KiB: remove it from OVER_BUDGET`).toBeUndefined();
      } else {
        expect(
          size,
          `${page}: ${size.toFixed(1)} KiB of initial JavaScript, over the ${BUDGET_KIB} KiB budget${ceiling ? ` and over its recorded ${ceiling} KiB` : ''}`,
        ).toBeLessThanOrEqual(ceiling ?? BUDGET_KIB);
      }
    });
  },
);

// The main pages' first screens, pre-rendered at build time (scripts/prerender.ts, decision 0014
// "Third round"): the static copy Lighthouse reports as each page's largest paint is in its HTML,
// with no user's data and no inline script (the Content-Security-Policy allows none).
const FIRST_SCREENS: Record<string, { file: string; text: string }> = {
  '/auth': { file: 'auth', text: 'Your AI investigative and legal-support assistant.' },
  '/': { file: 'index', text: 'Escalate to Investigator' },
  '/case-analysis': { file: 'case-analysis', text: 'Describe the case, its jurisdiction and parties' },
  '/document-intelligence': { file: 'document-intelligence', text: 'Document Intelligence' },
  '/find-my-pi': { file: 'find-my-pi', text: 'Find My PI' },
  '/outcome-prediction': { file: 'outcome-prediction', text: 'Outcome Prediction' },
};

describe.skipIf(!existsSync(path.join(WEB, 'pages')))('pre-rendered first screens (skipped when dist/web is not built)', () => {
  it.each(Object.entries(FIRST_SCREENS))('%s: its first screen in the HTML, in #root', (_path, { file, text }) => {
    const html = readFileSync(path.join(WEB, 'pages', `${file}.html`), 'utf8');
    const screen = html.slice(html.indexOf('<div id="root"><div id="prerender" inert>'), html.indexOf('</body>'));
    expect(screen.length).toBeGreaterThan(1000);
    expect(screen).toContain(text);
    // antd's styles for that markup, inline; the page's stylesheets too (no render-blocking link).
    expect(html).toMatch(/<style data-rc-order="prependQueue"[^>]*>[^<]+<\/style>/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    // Scripts only from files ('self' in the CSP): no inline script.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc="\/assets\//);
    // No user: no user panel, no sign-out button in the signed-in frame.
    expect(screen).not.toContain('cb-user-panel');
  });

  it.each(Object.entries(FIRST_SCREENS))(
    '%s: its route chunks preloaded by links in the HTML, after the entry, with no route-preload script',
    (routePath, { file }) => {
      const html = readFileSync(path.join(WEB, 'pages', `${file}.html`), 'utf8');
      const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, Chunk>;
      const route = ROUTES.find((r) => r.path === routePath);
      expect(route, `a lazy route for ${routePath}`).toBeDefined();
      const entryAt = html.indexOf(`src="/${manifest['index.html']!.file}"`);
      for (const module of route!.modules) {
        const link = `<link rel="modulepreload" crossorigin href="/${manifest[`app/routes/${module}.tsx`]!.file}">`;
        expect(html).toContain(link);
        expect(html.indexOf(link)).toBeGreaterThan(entryAt);
      }
      expect(html).not.toContain('route-preload-');
    },
  );
});

describe('the first screen keeps the antd rules its markup uses (scripts/prerender-css.ts)', () => {
  const classes = classesOf('<div class="ant-btn css-1"><span class="ant-btn-icon"></span></div>');
  it('keeps a rule whose classes are all in the markup, drops the others', () => {
    const css = ':where(.css-1).ant-btn{color:red;}:where(.css-1).ant-col-xs-3{width:12.5%;}.ant-btn .ant-btn-icon,.ant-tabs{margin:0}';
    expect(pruneCss(css, classes)).toBe(':where(.css-1).ant-btn{color:red;}.ant-btn .ant-btn-icon,.ant-tabs{margin:0}');
  });
  it('filters inside @media, keeps @keyframes whole, ignores classes under :not() and braces in strings', () => {
    const css =
      '@media (max-width:575px){.ant-col-xs-1{width:1%}.ant-btn{padding:0}}@media print{.ant-tabs{x:y}}' +
      '@keyframes spin{to{transform:rotate(1turn)}}.ant-btn:not(.ant-btn-disabled):hover{color:blue}.ant-btn::after{content:"{}"}';
    expect(pruneCss(css, classes)).toBe(
      '@media (max-width:575px){.ant-btn{padding:0}}@keyframes spin{to{transform:rotate(1turn)}}.ant-btn:not(.ant-btn-disabled):hover{color:blue}.ant-btn::after{content:"{}"}',
    );
  });
});
