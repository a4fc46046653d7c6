// Browser end-to-end harness: the built app (dist/web + the real server) on a fresh database,
// driven by playwright-core in Debian's Chromium, with an axe check and, when asked for
// (SCREENSHOTS=1), screenshots in test-results/screenshots.
import { createRequire } from 'node:module';
import { cp, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/app.js';
import { appDatabaseFlavours, databaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { chromiumArgs, chromiumPath } from '../../test/support/chromium.js';

const require = createRequire(import.meta.url);
export const WEB_ROOT = path.resolve('dist/web');
/** Where screenshots go when SCREENSHOTS=1 (test-results/ is not tracked). */
export const SCREENSHOTS = path.resolve('test-results/screenshots');
const takeScreenshots = process.env.SCREENSHOTS === '1';
export const OPS = { username: 'opsadmin', password: 'ops-password-1' };

export interface E2E {
  app: TestApp;
  db: TestDatabase;
  browser: Browser;
  /**
   * A new browser context and page (1280×800 unless told, "reduce motion" unless `motion`). `signedInFrom` copies another
   * context's cookies, so a second device shares that session without going through the login.
   */
  newPage(opts?: {
    /** Animate as most users' systems do; without it the page runs with "reduce motion". */
    motion?: boolean;
    width?: number;
    height?: number;
    isMobile?: boolean;
    signedInFrom?: BrowserContext;
  }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/**
 * A private copy of dist/web for one spec file. A build run meanwhile (another `npm test`, a
 * `vite build`) empties and rewrites dist/web, and the server would then answer pages with an
 * empty response or the open app would miss its lazy chunks. The copy is taken when the build is
 * complete: index.html unchanged across the copy and every file it references present.
 */
async function snapshotWebRoot(): Promise<string> {
  const index = path.join(WEB_ROOT, 'index.html');
  if (!existsSync(index)) throw new Error('dist/web is missing: run `npm run build:web` first (npm test does it)');
  const deadline = Date.now() + 60_000;
  for (;;) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'casebook-e2e-web-'));
    try {
      const before = (await stat(index)).mtimeMs;
      await cp(WEB_ROOT, dir, { recursive: true });
      const after = (await stat(index)).mtimeMs;
      const html = await readFile(path.join(dir, 'index.html'), 'utf8');
      const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
      if (before === after && referenced.length > 0 && referenced.every((file) => existsSync(path.join(dir, file)))) return dir;
    } catch {
      // dist/web is being rewritten: try again.
    }
    await rm(dir, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error('dist/web kept changing for a minute: is a build stuck?');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * The built app on a fresh database. `database: 'embedded'` is what `npm start` gives a new user
 * (PGlite, in this process); by default a spec gets a copy of the run's migrated template on its
 * worker's Postgres server (test/support/databases.ts), or PGlite where no server answered. PGlite
 * runs its queries in the test process, one at a time, beside the test's own work: two spec files
 * each with their own took one core between them and a wait could outlast its bound on two cores.
 * The adapter contract suites hold both databases to one behaviour; the specs that run on the
 * embedded one (navigation, auth) keep the new user's path covered in the browser.
 */
export async function startE2E(env: Record<string, string> = {}, opts: { database?: 'embedded' } = {}): Promise<E2E> {
  const webRoot = await snapshotWebRoot();
  const flavour = opts.database === 'embedded' ? databaseFlavours().find((f) => f.name === 'pglite')! : appDatabaseFlavours()[0]!;
  const db = await flavour.open();
  // A new account in the browser has the product's allowance of an unconfirmed email (infra/config's
  // default), as a user who has not yet opened the confirmation link does.
  const app = await startTestApp(
    db,
    { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password, UNCONFIRMED_DAILY_MESSAGES: '5', ...env },
    { webRoot },
  );
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
        // The system's "reduce motion" unless a spec asks for motion: antd then shows dialogs, drawers
        // and toasts without animating (web/app/providers.tsx), so the browser draws fewer frames.
        reducedMotion: opts.motion ? 'no-preference' : 'reduce',
        hasTouch: opts.isMobile ?? false,
        ...(opts.signedInFrom ? { storageState: await opts.signedInFrom.storageState() } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      // Waits end as soon as their condition holds; the bound is for a machine busy with the rest of the suite.
      page.setDefaultTimeout(30_000);
      return { context, page };
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close().catch(() => {});
      await app.close();
      await db.close();
      await rm(webRoot, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until nothing on the page is moving but endless loops (spinners, typing dots): no antd
 * motion class (a dialog zooming in, a toast sliding) and every finite animation or transition
 * finished, for three frames in a row. Colours read mid-animation are neither the start's nor the
 * end's, so axe and screenshots wait for this.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const motion = /(^|\s)[\w-]+-(appear|enter|leave)(-(prepare|start|active))?(\s|$)/;
      // Only what can be seen: a closed popup can keep a motion class it never finished (hidden).
      const moving = [...document.querySelectorAll('[class*="-appear"], [class*="-enter"], [class*="-leave"]')].some(
        (el) => motion.test(el.getAttribute('class') ?? '') && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      );
      const running = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      const w = window as unknown as { __cbQuietFrames?: number };
      w.__cbQuietFrames = moving || running ? 0 : (w.__cbQuietFrames ?? 0) + 1;
      return w.__cbQuietFrames >= 3;
    },
    undefined,
    // A loaded machine draws few frames a second: give the motion time to end rather than fail.
    { polling: 'raf', timeout: 45_000 },
  );
}

let axeSource: string | undefined;

/** Runs axe-core in the page once nothing animates; fails on any serious or critical violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await animationsDone(page);
  axeSource ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated over the DevTools protocol, not as a <script> tag: the app's Content-Security-Policy
  // (script-src 'self') stays on, as users get it, and still lets axe in.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact}: ${v.id} — ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      );
  });
  expect(violations, `axe on ${label}`).toEqual([]);
}

/**
 * A screenshot of the page as it stands, once nothing animates, when SCREENSHOTS=1. Without it the
 * wait for the animations still runs, so a spec behaves the same whether screenshots are taken.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await animationsDone(page);
  if (!takeScreenshots) return;
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

let n = 0;
export function uniqueUser(prefix = 'e2e') {
  n += 1;
  const username = `${prefix}${Date.now().toString(36)}${n}`;
  return { username, email: `${username}@example.com`, password: 'secret-pass' };
}

/**
 * The path and query of the newest password-reset link emailed to `email` (read from the app's
 * outbox under DATA_DIR, as an administrator or the user's mail client would see it).
 */
export async function resetLinkFor(e2e: E2E, email: string): Promise<string> {
  const { OutboxEmailSender } = await import('../../infra/email/index.js');
  const outbox = new OutboxEmailSender(path.join(e2e.app.server.deps.config.DATA_DIR, 'outbox'), 'e2e');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = (await outbox.list({ limit: 500 })).find((m) => m.to.includes(email) && m.subject === 'Set a new password for Casebook');
    const link = mail && /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    if (Date.now() > deadline) throw new Error(`no password-reset email to ${email} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Fails when the page scrolls sideways (its content wider than the viewport). */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${label}: ${scroll} px of content in ${client} px`).toBeLessThanOrEqual(client);
}

/** One email of the app's outbox as a mail client reads it: the raw .eml and its parsed parts. */
export interface OutboxMail {
  /** The .eml file as written (RFC 5322, CRLF line ends). */
  raw: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/**
 * Waits for the newest email in the app's outbox (DATA_DIR/outbox/*.eml) that `match` accepts and
 * returns it, read from the file itself; fails naming `what` when none comes within 15 s.
 */
export async function emailFrom(e2e: E2E, what: string, match: (mail: OutboxMail) => boolean): Promise<OutboxMail> {
  const { readdir } = await import('node:fs/promises');
  const { simpleParser } = await import('mailparser');
  const dir = path.join(e2e.app.server.deps.config.DATA_DIR, 'outbox');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
    const files = await Promise.all(names.map(async (n) => ({ file: path.join(dir, n), mtime: (await stat(path.join(dir, n))).mtimeMs })));
    for (const { file } of files.sort((a, b) => b.mtime - a.mtime)) {
      const raw = await readFile(file, 'utf8');
      const parsed = await simpleParser(raw);
      const addresses = (a: typeof parsed.to | typeof parsed.replyTo) =>
        Array.isArray(a) ? a.map((x) => x.text).join(', ') : (a?.text ?? '');
      const mail: OutboxMail = {
        raw,
        to: addresses(parsed.to),
        replyTo: addresses(parsed.replyTo),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        attachments: parsed.attachments.map((a) => ({
          filename: a.filename ?? '',
          contentType: a.contentType,
          content: a.content.toString('utf8'),
        })),
      };
      if (match(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no email in the outbox: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
