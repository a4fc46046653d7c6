// The web app's build: Vite root is web/, output dist/web (served by the Koa server with an
// index.html fallback). In development the dev server proxies /api to the server on :3000.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreload } from './scripts/vite-route-preload';

/**
 * antd's Button and Tag styles take `isBright` from the colour picker's presets panel, which brings
 * Collapse with it: resolve those two imports to the function alone (web/lib/antd-is-bright.ts).
 */
function antdIsBright(): Plugin {
  const target = fileURLToPath(new URL('./web/lib/antd-is-bright.ts', import.meta.url));
  return {
    name: 'casebook:antd-is-bright',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../../color-picker/components/ColorPresets' &&
        importer &&
        /antd[\\/]es[\\/](button|tag)[\\/]style[\\/]/.test(importer)
      )
        return target;
      return null;
    },
  };
}

/**
 * The icons the signed-in frame shows (menu, bell, notice, user panel), read from its files: a
 * regular expression for their modules, so they load as one chunk with the frame rather than as a
 * dozen sub-kilobyte files that each page also imports (decision 0014, "Fourth round"). Icons the
 * signed-out /auth page shows as well stay out (its feature list's, and SearchOutlined, which antd's
 * Input imports), so /auth does not load the frame's icons for them.
 */
function shellIcons(): RegExp {
  const files = [
    'web/app/nav.tsx',
    'web/components/app-shell.tsx',
    'web/features/notifications/components/notification-bell.tsx',
    'web/features/platform/components/runtime-notice.tsx',
  ];
  const iconsOf = (file: string) => {
    const source = readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)), 'utf8');
    return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@ant-design\/icons'/g)].flatMap(([, list]) =>
      list!
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    );
  };
  const onAuth = new Set(['SearchOutlined', ...iconsOf('web/features/auth/components/auth-page.tsx')]);
  const alternatives = [...new Set(files.flatMap(iconsOf))].filter((name) => !onAuth.has(name)).join('|');
  // The icon component and its SVG definition (@ant-design/icons-svg/es/asn/<Name>.js).
  return new RegExp(`@ant-design[\\\\/]icons(-svg)?[\\\\/]es[\\\\/](icons|asn)[\\\\/](${alternatives})\\.js$`);
}

const apiTarget = process.env.CASEBOOK_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: false, ws: true } };

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  publicDir: false,
  plugins: [antdIsBright(), react(), routePreload({ routerFile: fileURLToPath(new URL('./web/app/router.tsx', import.meta.url)) })],
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
            { name: 'shell-icons', test: shellIcons(), includeDependenciesRecursively: false },
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
