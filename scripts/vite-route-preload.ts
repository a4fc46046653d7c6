// A Vite build plugin: the page being opened starts fetching its own route chunks at once, not
// after the entry has loaded and run (docs/decisions/0014-web-bundle.md, "Paint before
// JavaScript").
//
// Every page is a lazy route (web/app/router.tsx), so without help the browser learns of the
// page's chunks only once the entry, the framework and the router have downloaded and run: one
// more download after another on a slow network. Vite's own `modulepreload` links cover the
// entry's static imports only. This plugin reads the route table (which path opens which
// `./routes/<name>` module, and whether it sits in the signed-in layout), maps each path to the
// chunks and CSS that route needs, and adds to index.html a small external script (the
// Content-Security-Policy allows no inline script) that, for `location.pathname`, adds
// `<link rel="modulepreload">` for those chunks and the route's stylesheets before the entry runs.
// A path the table does not know preloads nothing; the app works the same either way.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export interface RouteModule {
  /** The route's path pattern as the router writes it (`/case-detail/$id`). */
  path: string;
  /** The lazy route modules it renders, outermost first (`app-layout`, then the page). */
  modules: string[];
}

/**
 * The routes of web/app/router.tsx that render a lazy `./routes/<name>` module: each
 * `createRoute({ … })` with a `path` and a `lazyRouteComponent(() => import('./routes/<name>'))`;
 * one whose parent is `appRoute` also renders the signed-in layout (`app-layout`).
 */
export function readRouteTable(source: string): RouteModule[] {
  const routes: RouteModule[] = [];
  for (const block of source.split(/\bcreateRoute\(\{/).slice(1)) {
    const body = block.slice(0, block.indexOf('\n});'));
    const path = /\bpath: '([^']+)'/.exec(body)?.[1];
    const page = /lazyRouteComponent\(\(\) => import\('\.\/routes\/([\w-]+)'\)/.exec(body)?.[1];
    if (!path || !page) continue;
    const signedIn = /getParentRoute: \(\) => appRoute\b/.test(body);
    routes.push({ path, modules: signedIn ? ['app-layout', page] : [page] });
  }
  return routes;
}

/** `/case-detail/$id/history` → `^/case-detail/[^/]+/history/?$` (matched against `location.pathname`). */
export function pathPattern(path: string): string {
  const segments = path.split('/').map((s) => (s.startsWith('$') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}${path === '/' ? '' : '/?'}$`;
}

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isDynamicEntry: boolean;
  isEntry: boolean;
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

export function routePreload({ routerFile }: { routerFile: string }): Plugin {
  return {
    name: 'casebook:route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (o): o is typeof o & OutputChunkLike => o.type === 'chunk',
      ) as unknown as OutputChunkLike[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.isEntry);
      const html = bundle['index.html'];
      if (!entry || !html || html.type !== 'asset') throw new Error('route-preload: no entry chunk or index.html in the bundle');
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const todo = [...roots];
        while (todo.length) {
          const file = todo.pop()!;
          if (seen.has(file)) continue;
          seen.add(file);
          todo.push(...(byFile.get(file)?.imports ?? []));
        }
        return seen;
      };
      // The entry and what it imports are preloaded by Vite's own links already.
      const loadedWithEntry = closure([entry.fileName]);
      const routeChunk = new Map<string, OutputChunkLike>();
      for (const c of chunks) {
        const name =
          c.isDynamicEntry && c.facadeModuleId ? /[\\/]web[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx$/.exec(c.facadeModuleId)?.[1] : undefined;
        if (name) routeChunk.set(name, c);
      }
      const table = readRouteTable(readFileSync(routerFile, 'utf8'));
      if (table.length === 0) throw new Error(`route-preload: no lazy routes found in ${routerFile}`);
      // Each file once, the routes by index: the table stays a couple of KiB, loaded on every page.
      const files: string[] = [];
      const index = (f: string) => {
        const i = files.indexOf(`/${f}`);
        return i >= 0 ? i : files.push(`/${f}`) - 1;
      };
      const map: Array<[pattern: string, scripts: number[], styles: number[]]> = [];
      for (const route of table) {
        const roots = route.modules.map((m) => {
          const chunk = routeChunk.get(m);
          if (!chunk) throw new Error(`route-preload: ${route.path} renders ./routes/${m}, which has no chunk of its own`);
          return chunk.fileName;
        });
        const needed = closure(roots);
        const scripts = [...needed].filter((f) => !loadedWithEntry.has(f)).sort();
        const styles = new Set<string>();
        for (const f of needed) for (const css of byFile.get(f)?.viteMetadata?.importedCss ?? []) styles.add(css);
        for (const f of loadedWithEntry) for (const css of byFile.get(f)?.viteMetadata?.importedCss ?? []) styles.delete(css);
        map.push([pathPattern(route.path), scripts.map(index), [...styles].sort().map(index)]);
      }
      const script =
        `// Preloads the opened page's route chunks (scripts/vite-route-preload.ts).\n` +
        `const files = ${JSON.stringify(files)};\n` +
        `const routes = ${JSON.stringify(map)};\n` +
        `const match = routes.find(([pattern]) => new RegExp(pattern).test(location.pathname));\n` +
        `const add = (rel, i) => {\n` +
        `  const link = document.createElement('link');\n` +
        `  link.rel = rel;\n` +
        `  link.crossOrigin = '';\n` +
        `  link.href = files[i];\n` +
        `  document.head.appendChild(link);\n` +
        `};\n` +
        `if (match) {\n` +
        `  for (const i of match[1]) add('modulepreload', i);\n` +
        `  for (const i of match[2]) add('stylesheet', i);\n` +
        `}\n`;
      const ref = this.emitFile({ type: 'asset', name: 'route-preload.js', source: script });
      const src = `/${this.getFileName(ref)}`;
      const source = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
      const entryTag = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(source);
      if (!entryTag) throw new Error('route-preload: no entry <script> in index.html');
      // `async`: it runs as soon as it is fetched (a few hundred bytes), without waiting for the entry.
      html.source = source.replace(entryTag[0], `<script type="module" async crossorigin src="${src}"></script>\n    ${entryTag[0]}`);
    },
  };
}
