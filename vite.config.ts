// The web app's build: Vite root is web/, output dist/web (served by the Koa server with an
// index.html fallback). In development the dev server proxies /api to the server on :3000.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.CASEBOOK_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: false, ws: true } };

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // dist/web/.vite/manifest.json: which chunks each page loads first (test/web-budget.test.ts reads it).
    manifest: true,
    // The shared antd/react-dom chunk is ~420 kB minified (~140 kB gzipped); initial JS for /auth and /
    // stays under the 350 KiB gzipped budget because every page is a lazy route.
    chunkSizeWarningLimit: 700,
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
});
