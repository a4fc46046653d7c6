// The web app's build: Vite root is web/, output dist/web (served by the Koa server with an
// index.html fallback). In development the dev server proxies /api to the server on :3000.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreload } from './scripts/vite-route-preload';

const apiTarget = process.env.CASEBOOK_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: false, ws: true } };

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  publicDir: false,
  plugins: [react(), routePreload({ routerFile: fileURLToPath(new URL('./web/app/router.tsx', import.meta.url)) })],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // The framework chunk (React, react-dom, TanStack Router and Query) is ~420 kB minified (~130 kB
    // gzipped); every page needs all of it, and every page's own code is a lazy route.
    chunkSizeWarningLimit: 700,
    // dist/web/.vite/manifest.json: which chunks each page loads first (test/web-budget.test.ts reads it).
    manifest: true,
    // What every page loads in one chunk rather than a dozen small ones, which gzip less well
    // (docs/decisions/0014-web-bundle.md). zod is left out: the signed-out /auth page does not load it.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ },
            // Everything else the entry imports statically (antd's core, the providers, the router's
            // error and spinner pages): every page loads all of it first, and in one chunk it gzips
            // 2–8 KiB smaller than in the half-dozen the bundler made of it (decision 0014).
            { name: 'initial', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
});
