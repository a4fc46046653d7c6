// Which server-side test files are "unit" files (the `unit` and `unit-isolated` vitest projects,
// `npm run test:fast`):
// those that run in the test process alone, so the everyday loop needs no database, no build and
// no browser. A file is a unit file unless its source names one of the things below (it boots the
// app, opens a database, starts a browser, a child process or a worker pool), or it is listed in
// NEEDS_MORE. Everything else under the server globs is the `server` project; `npm test` runs both.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the server-side tests live (vitest include globs and the folders they cover). */
export const SERVER_TEST_DIRS = ['app', 'infra', 'modules', 'projections', 'scripts', 'test'] as const;
export const SERVER_TEST_GLOBS = [`{${SERVER_TEST_DIRS.join(',')}}/**/*.test.ts`];

/** Worker processes and threads: a server file that starts them also runs alone (RUNS_ALONE). */
const STARTS_PROCESSES = /\bExtractionPool\b|\bchild_process\b|\bnew Worker\(/;

/** A mention of any of these in a test file's source makes it a `server` (integration) file. */
const NEEDS_THE_WORLD = [
  /support\/(app|databases|projections|two-processes|s3-server)(\.js)?['"]/, // app boots, test databases
  /\bbuildServer\b|\bopenDatabase\b|\bstartEmbeddedPostgres\b|\bPGlite\b/, // the app or a database by hand
  STARTS_PROCESSES, // worker processes and threads
  /playwright|chromium/i, // a browser
];

/**
 * Files that name none of the above and still do not belong in the fast loop, with why.
 * Paths relative to the repository root.
 */
const NEEDS_MORE: Record<string, string> = {
  'test/web-budget.test.ts': 'reads the web build (dist/web), which npm test makes first',
  'test/architecture.test.ts': 'cruises every import of the tree (tens of seconds)',
};

function walk(dir: string, out: string[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
}

/** A file that replaces a module (vi.mock) must not share its worker's loaded modules with others. */
const MOCKS_A_MODULE = /\bvi\.(do)?mock\(/;

/**
 * The unit test files, relative to `root`, with forward slashes (vitest include patterns): `shared`
 * run with the modules their worker already loaded (isolate: false), `isolated` each in a fresh
 * module graph because they mock a module.
 */
export function unitTestFiles(root: string): { shared: string[]; isolated: string[] } {
  const files: string[] = [];
  for (const dir of SERVER_TEST_DIRS) walk(path.join(root, dir), files);
  const shared: string[] = [];
  const isolated: string[] = [];
  for (const rel of files.map((file) => path.relative(root, file).split(path.sep).join('/')).sort()) {
    if (!rel.endsWith('.ts') || rel in NEEDS_MORE) continue;
    const source = readFileSync(path.join(root, rel), 'utf8');
    if (NEEDS_THE_WORLD.some((re) => re.test(source))) continue;
    (MOCKS_A_MODULE.test(source) ? isolated : shared).push(rel);
  }
  return { shared, isolated };
}

/**
 * Server files that run one at a time, after the others (the `server-serial` project), with why:
 * - they start extraction processes or OCR under time budgets that a second file beside them on two
 *   cores would break (measured: the pool's test went 4 s → 25 s against a 30 s limit);
 * - they run two app processes (support/two-processes) and expect one's commit to reach the other's
 *   caches before its very next read: the drop travels as a NOTIFY, and with a second file loading
 *   both cores it once arrived after that read (app/read-cache.test.ts);
 * - they count against the wall clock.
 * Every other server file runs two at a time, each worker on its own Postgres server (`server`).
 */
const RUNS_ALONE = new RegExp([STARTS_PROCESSES.source, String.raw`\btesseract\b`, String.raw`support\/two-processes`].join('|'));
const RUNS_ALONE_FOLDERS = ['infra/documents/', 'modules/documents/'];
const RUNS_ALONE_FILES: Record<string, string> = {
  'test/security/lockout.test.ts': 'counts failed sign-ins in a 15-minute window and waits for the authenticator clock',
  'app/costly-requests.test.ts': 'counts requests within the current minute',
};

/** The server (integration) files that must run alone: see RUNS_ALONE. Relative to `root`, forward slashes; `unit` as unitTestFiles sorts them. */
export function serialServerFiles(root: string, unit = unitTestFiles(root)): string[] {
  const files: string[] = [];
  for (const dir of SERVER_TEST_DIRS) walk(path.join(root, dir), files);
  const isUnit = new Set([...unit.shared, ...unit.isolated]);
  return files
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((rel) => rel.endsWith('.ts') && !isUnit.has(rel))
    .filter(
      (rel) =>
        rel in RUNS_ALONE_FILES ||
        RUNS_ALONE_FOLDERS.some((folder) => rel.startsWith(folder)) ||
        RUNS_ALONE.test(readFileSync(path.join(root, rel), 'utf8')),
    )
    .sort();
}

/** The web app's unit test files (web/**\/*.test.ts(x)), split the same way: `isolated` mock a module. */
export function webTestFiles(root: string): { shared: string[]; isolated: string[] } {
  const files: string[] = [];
  walk(path.join(root, 'web'), files);
  const shared: string[] = [];
  const isolated: string[] = [];
  for (const rel of files.map((file) => path.relative(root, file).split(path.sep).join('/')).sort()) {
    (MOCKS_A_MODULE.test(readFileSync(path.join(root, rel), 'utf8')) ? isolated : shared).push(rel);
  }
  return { shared, isolated };
}

/** How many test files run side by side (TEST_WORKERS, else the machine's cores, at least two). */
export function testWorkers(): number {
  return Number(process.env.TEST_WORKERS) || Math.max(2, os.availableParallelism());
}
