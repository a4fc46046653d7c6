// Initial JavaScript per page, as a browser loads it: opens /auth (signed out), / for a new user
// (the welcome card), / with an answered question (the lazily loaded Markdown renderer comes
// in then), the case form, Document Intelligence, Find My PI and Outcome Prediction from the built
// app in Chromium, records every script each fetches until the network
// is idle, and sums their gzipped sizes.
// Writes the section between <!-- bundle:start --> and <!-- bundle:end --> in docs/benchmarks.md.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { loadConfig } from '../infra/config/index.js';
import { buildServer } from '../app/server.js';
import { openDatabase } from '../infra/db/index.js';
import { chromiumArgs, chromiumPath } from '../test/support/chromium.js';
import { writeDocSection } from './support.js';

const WEB_ROOT = path.resolve('dist/web');
// Issue 16: initial JavaScript ≤ 250 KiB gzipped per page.
const BUDGET_KIB = 250;

/** The scripts a page load fetches; `ready` (a selector) is what the page must show before counting stops. */
async function scriptsLoaded(page: Page, url: string, ready?: string): Promise<string[]> {
  const seen = new Set<string>();
  const onResponse = (res: { url(): string; request(): { resourceType(): string } }) => {
    if (res.request().resourceType() === 'script') seen.add(new URL(res.url()).pathname);
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  if (ready) {
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  page.off('response', onResponse);
  return [...seen];
}

async function gzipKiB(files: string[]): Promise<number> {
  let bytes = 0;
  for (const f of files) bytes += gzipSync(await readFile(path.join(WEB_ROOT, f))).length;
  return bytes / 1024;
}

export async function main(): Promise<string> {
  if (!existsSync(path.join(WEB_ROOT, 'index.html'))) throw new Error('Run `npm run build:web` first');
  const db = await openDatabase({ embeddedDataDir: null });
  const server = await buildServer(
    loadConfig({ LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-session-secret-long-enough-0123456789', DATA_DIR: '/tmp/casebook-bench' }),
    { db, webRoot: WEB_ROOT },
  );
  const { url } = await server.listen(0, '127.0.0.1');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    const auth = await scriptsLoaded(page, '/auth');
    const res = await page.request.post('/api/register', {
      data: { username: 'benchuser', email: 'bench@example.com', password: 'secret-pass' },
    });
    if (res.status() !== 201) throw new Error(`register answered ${res.status()}`);
    const chat = await scriptsLoaded(page, '/');
    const asked = await page.request.post('/api/messages', { data: { content: 'How do I find a missing person?' } });
    if (asked.status() !== 201) throw new Error(`send answered ${asked.status()}`);
    // A new context: an empty cache, the same session.
    const returning = await (await browser.newContext({ baseURL: url, storageState: await context.storageState() })).newPage();
    // The answer rendered as Markdown (its heading), not the plain text shown while the renderer loads.
    const answered = await scriptsLoaded(returning, '/', '.cb-markup h3');
    // A returning client on the case form (the city lists come in once a state is picked, not here).
    const casePage = await (await browser.newContext({ baseURL: url, storageState: await context.storageState() })).newPage();
    const caseAnalysis = await scriptsLoaded(casePage, '/case-analysis', 'form#case-analysis');
    // The other pages issue 16 names, each in a new context (an empty cache) with the same session,
    // counted once the page's heading shows.
    const otherPage = async (path: string) =>
      scriptsLoaded(
        await (await browser.newContext({ baseURL: url, storageState: await context.storageState() })).newPage(),
        path,
        'main#main-content h1',
      );
    const documents = await otherPage('/document-intelligence');
    const findMyPi = await otherPage('/find-my-pi');
    const predictions = await otherPage('/outcome-prediction');
    const rows = [
      ['/auth (signed out)', auth.length, await gzipKiB(auth)],
      ['/ (chat, new user)', chat.length, await gzipKiB(chat)],
      ['/ (chat with an answer)', answered.length, await gzipKiB(answered)],
      ['/case-analysis (the case form)', caseAnalysis.length, await gzipKiB(caseAnalysis)],
      ['/document-intelligence', documents.length, await gzipKiB(documents)],
      ['/find-my-pi', findMyPi.length, await gzipKiB(findMyPi)],
      ['/outcome-prediction', predictions.length, await gzipKiB(predictions)],
    ] as const;
    const table = [
      '| page | scripts loaded | initial JS, gzipped | budget |',
      '|---|--:|--:|--:|',
      ...rows.map(([p, n, kib]) => `| ${p} | ${n} | ${kib.toFixed(1)} KiB | ${BUDGET_KIB} KiB ${kib <= BUDGET_KIB ? '✓' : '✗ over'} |`),
    ].join('\n');
    await writeDocSection(
      'bundle',
      `## Initial JavaScript (web app)\n\nMeasured by \`npx tsx bench/bundle.bench.ts\` on ${new Date().toISOString().slice(0, 10)}: the built app (\`npm run build:web\`) loaded in Chromium; every script the page fetched until the network was idle, gzipped (level 6) and summed. '/ (chat with an answer)' is a returning user's chat: it counts until the answer shows as Markdown, whose renderer is a chunk of its own that a new user's empty chat does not load.\n\n${table}`,
    );
    return table;
  } finally {
    await browser.close();
    await server.close();
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  console.log(await main());
}
