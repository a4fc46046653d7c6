// Browser end-to-end harness: the built app (dist/web + the real server) on a fresh database,
// driven by playwright-core in Debian's Chromium, with an axe check and screenshots.
import { createRequire } from 'node:module';
import { mkdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/app.js';
import { databaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { chromiumArgs, chromiumPath } from '../../test/support/chromium.js';

const require = createRequire(import.meta.url);
export const WEB_ROOT = path.resolve('dist/web');
export const SCREENSHOTS = path.resolve('docs/screenshots');
export const OPS = { username: 'opsadmin', password: 'ops-password-1' };

export interface E2E {
  app: TestApp;
  db: TestDatabase;
  browser: Browser;
  newPage(opts?: { width?: number; height?: number; isMobile?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export async function startE2E(env: Record<string, string> = {}): Promise<E2E> {
  if (!existsSync(path.join(WEB_ROOT, 'index.html'))) {
    throw new Error('dist/web is missing: run `npm run build:web` first (npm test does it)');
  }
  // The embedded database is what `npm start` gives a new user.
  const flavour = databaseFlavours().find((f) => f.name === 'pglite')!;
  const db = await flavour.open();
  const app = await startTestApp(db, { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password, ...env }, { webRoot: WEB_ROOT });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const contexts: BrowserContext[] = [];
  return {
    app,
    db,
    browser,
    async newPage(opts = {}) {
      const context = await browser.newContext({
        baseURL: app.url,
        viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
        isMobile: opts.isMobile ?? false,
        hasTouch: opts.isMobile ?? false,
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return { context, page };
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close().catch(() => {});
      await app.close();
      await db.close();
    },
  };
}

let axeSource: string | undefined;

/** Runs axe-core in the page; fails on any serious or critical violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  axeSource ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated over the DevTools protocol, not as a <script> tag: the app's Content-Security-Policy
  // (script-src 'self') stays on, as users get it, and still lets axe in.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact}: ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  });
  expect(violations, `axe on ${label}`).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

let n = 0;
export function uniqueUser(prefix = 'e2e') {
  n += 1;
  const username = `${prefix}${Date.now().toString(36)}${n}`;
  return { username, email: `${username}@example.com`, password: 'secret-pass' };
}
