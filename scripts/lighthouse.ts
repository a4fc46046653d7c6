// npm run lighthouse: Lighthouse (performance, accessibility) on every main page of the built app,
// in Debian's Chromium, and the results into docs/benchmarks.md (<!-- lighthouse:start -->).
//
// The app runs on the embedded database from dist/ (npm run build first); the signed-in pages are
// measured with a new client's session cookie. Lighthouse's default run: a mobile device with
// simulated slow 4G and a 4× slower CPU, so the figures are those of a modest phone, not this
// machine's loopback.
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadConfig } from '../infra/config/index.js';
import { buildServer } from '../app/server.js';
import { openDatabase } from '../infra/db/index.js';
import { chromiumArgs, chromiumPath } from '../test/support/chromium.js';
import { writeDocSection } from '../bench/support.js';

const WEB_ROOT = path.resolve('dist/web');
const PAGES: { path: string; signedIn: boolean }[] = [
  { path: '/auth', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/case-analysis', signedIn: true },
  { path: '/document-intelligence', signedIn: true },
  { path: '/find-my-pi', signedIn: true },
  { path: '/outcome-prediction', signedIn: true },
];
const TARGETS = { performance: 90, accessibility: 90, lcpMs: 2500, cls: 0.1 };

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
}

async function main() {
  if (!existsSync(path.join(WEB_ROOT, 'index.html'))) throw new Error('Run `npm run build` first');
  const db = await openDatabase({ embeddedDataDir: null });
  const server = await buildServer(loadConfig({ LOG_LEVEL: 'silent', SESSION_SECRET: 'lighthouse-session-secret-long-enough-0123', DATA_DIR: '/tmp/casebook-lighthouse' }), {
    db,
    webRoot: WEB_ROOT,
  });
  const { url } = await server.listen(0, '127.0.0.1');
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
    for (const page of PAGES) {
      const run = () =>
        lighthouse(`${url}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
        });
      let result = await run();
      // A run can fail as a whole on a busy machine (NO_FCP and the like): once more, then say so.
      if (result?.lhr.runtimeError) {
        console.warn(`${page.path}: ${result.lhr.runtimeError.code} (${result.lhr.runtimeError.message}); running it again`);
        result = await run();
      }
      if (!result) throw new Error(`no result for ${page.path}`);
      if (result.lhr.runtimeError) throw new Error(`${page.path}: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
      const { categories, audits } = result.lhr;
      const row: Row = {
        page: page.path,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
      };
      const finalUrl = result.lhr.finalDisplayedUrl;
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
    '| page | performance | accessibility | LCP | CLS | TBT | FCP |',
    '|---|--:|--:|--:|--:|--:|--:|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.performance} ${ok(r.performance >= TARGETS.performance)} | ${r.accessibility} ${ok(r.accessibility >= TARGETS.accessibility)} | ${(r.lcpMs / 1000).toFixed(2)} s ${ok(r.lcpMs <= TARGETS.lcpMs)} | ${r.cls.toFixed(3)} ${ok(r.cls <= TARGETS.cls)} | ${Math.round(r.tbtMs)} ms | ${(r.fcpMs / 1000).toFixed(2)} s |`,
    ),
  ].join('\n');
  await writeDocSection(
    'lighthouse',
    `## Lighthouse (web pages)\n\nMeasured by \`npm run build && npm run lighthouse\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} in Debian's Chromium (headless), its default mobile run (simulated slow 4G, 4× CPU slowdown), the app from \`dist/\` on the embedded database; signed-in pages with a new client's session. Targets (issue 16): performance and accessibility ≥ ${TARGETS.performance}, LCP ≤ 2.5 s, CLS ≤ 0.1.\n\n${table}`,
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
