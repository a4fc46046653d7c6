// Initial JavaScript per page, as a browser loads it: opens /auth (signed out) and / (signed in)
// from the built app in Chromium, records every script it fetches, and sums their gzipped sizes.
// Writes the section between <!-- bundle:start --> and <!-- bundle:end --> in docs/benchmarks.md.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { loadConfig } from '../infra/config/index.js';
import { buildServer } from '../infra/server.js';
import { openDatabase } from '../infra/db/index.js';
import { chromiumArgs, chromiumPath } from '../test/support/chromium.js';
import { writeDocSection } from './support.js';

const WEB_ROOT = path.resolve('dist/web');
const BUDGET_KIB = 350;

async function scriptsLoaded(page: Page, url: string): Promise<string[]> {
  const seen = new Set<string>();
  const onResponse = (res: { url(): string; request(): { resourceType(): string } }) => {
    if (res.request().resourceType() === 'script') seen.add(new URL(res.url()).pathname);
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
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
  const server = await buildServer(loadConfig({ LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-session-secret-long-enough-0123456789', DATA_DIR: '/tmp/casebook-bench' }), { db, webRoot: WEB_ROOT });
  const { url } = await server.listen(0, '127.0.0.1');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await (await browser.newContext({ baseURL: url })).newPage();
    const auth = await scriptsLoaded(page, '/auth');
    const res = await page.request.post('/api/register', { data: { username: 'benchuser', email: 'bench@example.com', password: 'secret-pass' } });
    if (res.status() !== 201) throw new Error(`register answered ${res.status()}`);
    const chat = await scriptsLoaded(page, '/');
    const rows = [
      ['/auth (signed out)', auth.length, await gzipKiB(auth)],
      ['/ (chat, signed in)', chat.length, await gzipKiB(chat)],
    ] as const;
    const table = [
      '| page | scripts loaded | initial JS, gzipped | budget |',
      '|---|--:|--:|--:|',
      ...rows.map(([p, n, kib]) => `| ${p} | ${n} | ${kib.toFixed(1)} KiB | ${BUDGET_KIB} KiB ${kib <= BUDGET_KIB ? '✓' : '✗ over'} |`),
    ].join('\n');
    await writeDocSection(
      'bundle',
      `## Initial JavaScript (web app)\n\nMeasured by \`npx tsx bench/bundle.bench.ts\` on ${new Date().toISOString().slice(0, 10)}: the built app (\`npm run build:web\`) loaded in Chromium; every script the page fetched until the network was idle, gzipped (level 6) and summed.\n\n${table}`,
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
