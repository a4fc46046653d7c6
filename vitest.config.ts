// One runner for every test: `npm test` runs all projects and prints one summary.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

import { chromiumArgs, chromiumPath } from './test/support/chromium';

export { chromiumArgs, chromiumPath };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['{app,infra,modules,projections,scripts,test}/**/*.test.ts'],
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
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
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
        },
      },
      {
        // The web app's unit tests (api client, query client, forms, routing) in jsdom.
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/vitest.setup.ts'],
          css: false,
          testTimeout: 15_000,
        },
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
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
