// One runner for every test: `npm test` runs all projects and prints one summary;
// `npm run test:fast` runs the unit and web projects only (no database, build or browser).
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

import { chromiumArgs, chromiumPath } from './test/support/chromium';
import { SERVER_TEST_GLOBS, serialServerFiles, testWorkers, unitTestFiles, webTestFiles } from './test/support/test-projects';

export { chromiumArgs, chromiumPath };

const root = fileURLToPath(new URL('.', import.meta.url));
const unitFiles = unitTestFiles(root);
const webFiles = webTestFiles(root);
const serialServer = serialServerFiles(root, unitFiles);
const webTest = { environment: 'jsdom' as const, setupFiles: ['web/vitest.setup.ts'], css: false, testTimeout: 30_000 };

export default defineConfig({
  test: {
    // vitest's default on a 2-core machine is one file at a time; most files wait on a database, a
    // browser or the network rather than compute, so two or more run side by side (TEST_WORKERS).
    maxWorkers: testWorkers(),
    projects: [
      {
        // Deciders, pure functions, adapters without I/O: the files of test/support/test-projects.ts
        // that boot nothing (no app, database, build, browser or child process). They share their
        // worker's loaded modules (isolate: false), so the domain code is imported once per worker.
        test: {
          name: 'unit',
          environment: 'node',
          include: unitFiles.shared,
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        // The unit files that replace a module (vi.mock), each in a fresh module graph.
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: unitFiles.isolated,
          testTimeout: 30_000,
        },
      },
      {
        // API tests (the app booted on the one API test database, see test/support/databases.ts),
        // the adapter contract suites (on both databases), and the other server-side files that need
        // more than the process. They share their worker's loaded modules (isolate: false): each
        // file builds its own app, and importing the app's module graph afresh cost ~4 s of CPU per
        // file (measured: 12 route files 122 s → 72 s of CPU). After the unit, web and Storybook
        // files (groupOrder 1), two at a time, each worker on its own Postgres server
        // (test/support/postgres-clusters.ts): a file alone kept about one of the two cores busy
        // (the server files took 14.5 min one at a time, 10.6 min two at a time on the same loaded
        // machine). Side by side with the unit, web and Storybook files they were no faster, and
        // Storybook's first page loads outlasted their waits.
        test: {
          name: 'server',
          environment: 'node',
          include: SERVER_TEST_GLOBS,
          exclude: [...configDefaults.exclude, ...unitFiles.shared, ...unitFiles.isolated, ...serialServer],
          isolate: false,
          sequence: { groupOrder: 1 },
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The server files that run alone (test/support/test-projects.ts says which and why: worker
        // processes and OCR under time budgets, two app processes whose cache drops cross by NOTIFY,
        // counts against the clock), one at a time, last.
        test: {
          name: 'server-serial',
          environment: 'node',
          include: serialServer,
          isolate: false,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.spec.ts'],
          // One module graph for every spec file, as for the server files: each file builds its own
          // app, and importing the app afresh cost ~5 s of CPU per file. Not isolated, the project
          // needs a group of its own to run last (vitest puts only isolated one-worker projects there).
          isolate: false,
          sequence: { groupOrder: 3 },
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each spec file has its own app, database and browser, so the files are independent and
          // run side by side (maxWorkers), last (with Pact). On PGlite, two at a time failed two
          // steps' waits in a full run: each file's database ran its queries in the test process. On
          // the worker's Postgres server (e2e/support/harness.ts) a file keeps less than one core busy.
        },
      },
      {
        // Consumer-driven contracts (identity, billing, conversation): the web app's real fetchers
        // against a Pact mock server (writes pacts/), then each pact verified against the real app on
        // a real database. One file per API, consumer first, so the provider verifies a fresh pact.
        test: {
          name: 'pact',
          environment: 'node',
          include: ['pact/**/*.pact.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          env: { PACT_DO_NOT_TRACK: 'true' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // Pact's mock server can answer a request and still report it "expected but not received"
          // when the machine is busy (pact-foundation/pact-reference#535, open; 16.2.0, said to be
          // free of it, timed out our provider verification): a test failing that way runs again.
          // A request the web app really does not send fails every try.
          retry: 2,
        },
      },
      {
        // The web app's unit tests (api client, query client, forms, routing) in jsdom. One jsdom and
        // one React per worker, not per file (isolate: false; the setup file still runs per file, so
        // each gets testing-library's cleanup): about 2.5 times faster.
        plugins: [react()],
        test: { name: 'web', include: webFiles.shared, isolate: false, ...webTest },
      },
      {
        // The web unit files that replace a module (vi.mock), each in a fresh jsdom and module graph.
        plugins: [react()],
        test: { name: 'web-isolated', include: webFiles.isolated, ...webTest },
      },
      {
        // Every story in web/ rendered and its play function run in headless Chromium.
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            // With the system's "reduce motion", as the browser specs: antd shows dialogs, drawers and
            // toasts at once (web/app/providers.tsx), so no play function or axe check waits on motion.
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
