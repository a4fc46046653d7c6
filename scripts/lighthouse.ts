// npm run lighthouse: Lighthouse (performance, accessibility) on every main page of the built app,
// in Debian's Chromium, and the results into docs/benchmarks.md (<!-- lighthouse:start -->).
//
// The app runs on the embedded database from dist/ (npm run build first); the signed-in pages are
// measured with a new client's session cookie. Lighthouse's default run: a mobile device with
// simulated slow 4G and a 4× slower CPU, so the figures are those of a modest phone, not this
// machine's loopback. `npm run lighthouse -- --desktop` runs Lighthouse's desktop preset instead
// (no CPU slowdown, a faster simulated network, a 1350×940 screen) into its own section
// (<!-- lighthouse-desktop:start -->). Issue 16 names no preset; both are reported. `--runs N` runs
// each page N times and reports the median run: on a shared machine one run is noisy.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { loadConfig } from '../infra/config/index.js';
import { buildServer } from '../app/server.js';
import { openDatabase } from '../infra/db/index.js';
import { chromiumArgs, chromiumPath } from '../test/support/chromium.js';
import { writeDocSection } from '../bench/support.js';

/** `/` → `index`, `/find-my-pi` → `find-my-pi`. */
const pageFileName = (p: string) => (p === '/' ? 'index' : p.replace(/^\/|\/$/g, ''));

/** `LIGHTHOUSE_WEB_ROOT=/tmp/old-dist/web`: another build, to compare two builds in one sitting (with `--pages`). */
const WEB_ROOT = path.resolve(process.env.LIGHTHOUSE_WEB_ROOT ?? 'dist/web');
const PAGES: { path: string; signedIn: boolean }[] = [
  { path: '/auth', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/case-analysis', signedIn: true },
  { path: '/document-intelligence', signedIn: true },
  { path: '/find-my-pi', signedIn: true },
  { path: '/outcome-prediction', signedIn: true },
];
const TARGETS = { performance: 90, accessibility: 90, lcpMs: 2500, cls: 0.1 };
const DESKTOP = process.argv.includes('--desktop');
/** `--runs N`: N runs per page, the median one reported (the figures move with the machine's load). */
const RUNS = Math.max(1, Number(process.argv[process.argv.indexOf('--runs') + 1]) || 1);
/** `--pages /auth,/`: only these pages, and no write to docs/benchmarks.md (for comparing two builds). */
const ONLY = process.argv.includes('--pages') ? process.argv[process.argv.indexOf('--pages') + 1]!.split(',') : null;
/** `--save-lhr DIR`: every run's full Lighthouse result (JSON, with its long tasks and script attribution) into DIR. */
const SAVE_LHR = process.argv.includes('--save-lhr') ? process.argv[process.argv.indexOf('--save-lhr') + 1]! : null;

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** What Lighthouse names as the largest contentful paint (its selector), to see what a page waits for. */
  lcpElement: string;
}

/** The LCP element's selector from the 'largest-contentful-paint-element' audit, if it has one. */
function lcpElementOf(audit: { details?: unknown } | undefined): string {
  const items = (audit?.details as { items?: Array<{ items?: Array<{ node?: { selector?: string } }> }> } | undefined)?.items;
  return items?.[0]?.items?.[0]?.node?.selector ?? '';
}

async function main() {
  const loadBefore = os.loadavg()[0]!;
  if (!existsSync(path.join(WEB_ROOT, 'index.html'))) throw new Error('Run `npm run build` first');
  const db = await openDatabase({ embeddedDataDir: null });
  const server = await buildServer(
    loadConfig({
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'lighthouse-session-secret-long-enough-0123',
      DATA_DIR: process.env.LIGHTHOUSE_DATA_DIR ?? '/tmp/casebook-lighthouse',
    }),
    {
      db,
      webRoot: WEB_ROOT,
    },
  );
  const { url } = await server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs.filter((f) => f !== '--headless'), '--headless=new'],
  });
  const rows: Row[] = [];
  try {
    const reg = await fetch(`${url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'lighthouse', email: 'lighthouse@example.com', password: 'lighthouse-pass-1' }),
    });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);
    const cookie = reg.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    for (const page of PAGES.filter((p) => !ONLY || ONLY.includes(p.path))) {
      const run = () =>
        lighthouse(
          `${url}${page.path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
          },
          DESKTOP ? desktopConfig : undefined,
        );
      const lhrs = [];
      for (let i = 0; i < RUNS; i++) {
        let result = await run();
        // A run can fail as a whole on a busy machine (NO_FCP, NO_NAVSTART): twice more, then say so.
        for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) {
          console.warn(`${page.path}: ${result.lhr.runtimeError.code} (${result.lhr.runtimeError.message}); running it again`);
          result = await run();
        }
        if (!result) throw new Error(`no result for ${page.path}`);
        if (result.lhr.runtimeError) throw new Error(`${page.path}: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
        lhrs.push(result.lhr);
        if (SAVE_LHR) {
          await mkdir(SAVE_LHR, { recursive: true });
          await writeFile(path.join(SAVE_LHR, `${pageFileName(page.path)}-${i + 1}.json`), JSON.stringify(result.lhr));
        }
      }
      // Several runs: Lighthouse's own choice of the median one (by FCP and TTI), as its docs advise.
      const lhr = computeMedianRun(lhrs);
      const { categories, audits } = lhr;
      const row: Row = {
        page: page.path,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
        lcpElement: lcpElementOf(audits['largest-contentful-paint-element']),
      };
      const finalUrl = lhr.finalDisplayedUrl;
      if (new URL(finalUrl).pathname !== page.path) throw new Error(`${page.path} ended on ${finalUrl}: the session cookie did not hold`);
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  } finally {
    chrome.kill();
    await server.close();
    await db.close();
  }
  const ok = (v: boolean) => (v ? '✓' : '✗');
  const table = [
    '| page | performance | accessibility | LCP | CLS | TBT | FCP | LCP element |',
    '|---|--:|--:|--:|--:|--:|--:|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.performance} ${ok(r.performance >= TARGETS.performance)} | ${r.accessibility} ${ok(r.accessibility >= TARGETS.accessibility)} | ${(r.lcpMs / 1000).toFixed(2)} s ${ok(r.lcpMs <= TARGETS.lcpMs)} | ${r.cls.toFixed(3)} ${ok(r.cls <= TARGETS.cls)} | ${Math.round(r.tbtMs)} ms | ${(r.fcpMs / 1000).toFixed(2)} s | \`${r.lcpElement.replaceAll('|', '\\|')}\` |`,
    ),
  ].join('\n');
  const loadAfter = os.loadavg()[0]!;
  const version = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
  const run = DESKTOP
    ? 'its desktop preset (`--desktop`: simulated 10 Mbit/s and 40 ms round trip, no CPU slowdown, a 1350×940 screen)'
    : 'its default mobile run (simulated slow 4G, 4× CPU slowdown, a 412×823 phone screen)';
  if (ONLY) {
    console.log(table);
    return;
  }
  const args = [DESKTOP ? '--desktop' : '', RUNS > 1 ? `--runs ${RUNS}` : ''].filter(Boolean).join(' ');
  await writeDocSection(
    DESKTOP ? 'lighthouse-desktop' : 'lighthouse',
    `## Lighthouse (web pages${DESKTOP ? ', desktop preset' : ', mobile default'})\n\nMeasured by \`npm run build && npm run lighthouse${args ? ` -- ${args}` : ''}\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${version} in Debian's Chromium (headless), ${run}, the app from \`dist/\` on the embedded database; signed-in pages with a new client's session${RUNS > 1 ? `; ${RUNS} runs per page, the median run (Lighthouse's \`computeMedianRun\`) shown` : ''}. Load average (1 min) ${loadBefore.toFixed(1)} before the run and ${loadAfter.toFixed(1)} after it, on ${os.cpus().length} cores. Targets (issue 16, which names no preset): performance and accessibility ≥ ${TARGETS.performance}, LCP ≤ 2.5 s, CLS ≤ 0.1.\n\n${table}`,
  );
  console.log(table);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
