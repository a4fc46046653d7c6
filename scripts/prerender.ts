// After `vite build`: each main page's first screen into its own HTML file, dist/web/pages/<name>.html,
// which the server sends for that path instead of index.html (infra/http/app.ts). The browser
// paints the page's frame, title and static copy from the HTML and its inline antd styles, before
// any script has run (docs/decisions/0014-web-bundle.md, "Third round").
//
// The markup comes from the app's own components (web/prerender/first-screens.tsx), bundled here
// for Node by Vite's SSR build and rendered with React's renderToString; antd's CSS-in-JS styles
// are collected with @ant-design/cssinjs' extractStyle and inlined (the Content-Security-Policy
// allows inline styles, not inline scripts: none is emitted). The markup sits in #root, where the
// boot shell of index.html was; the app's first render replaces it once the router has loaded the
// page (web/main.tsx).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { build } from 'vite';
import { classesOf, pruneCss } from './prerender-css';

const root = path.resolve('web');
const webOut = path.resolve('dist/web');
const ssrOut = path.resolve('dist/prerender');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** `/` → `index`, `/case-analysis` → `case-analysis`: the file under dist/web/pages/ (the server maps paths the same way). */
export function pageFileName(pathname: string): string {
  return pathname === '/' ? 'index' : pathname.replace(/^\/|\/$/g, '');
}

async function main() {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    // antd and its rc-* packages ship ES modules in CommonJS packages: everything is bundled but React
    // (one copy for react-dom/server) and TanStack's ES packages.
    ssr: { noExternal: true, external: ['react', 'react-dom', '@tanstack/react-query', '@tanstack/react-router'] },
    build: { ssr: path.join(root, 'prerender/first-screens.tsx'), outDir: ssrOut, emptyOutDir: true, minify: false, sourcemap: false },
  });
  const mod = (await import(pathToFileURL(path.join(ssrOut, 'first-screens.js')).href)) as typeof import('../web/prerender/first-screens');
  const template = await readFile(path.join(webOut, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(webOut, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  /** The manifest entries `keys` load, themselves first, then what each imports, depth first. */
  const closureOf = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const i of manifest[key]!.imports ?? []) visit(i);
    };
    keys.forEach(visit);
    return seen;
  };
  const stylesheetsOf = (keys: string[]) => [...new Set([...closureOf(keys)].flatMap((k) => (manifest[k]!.css ?? []).map((f) => `/${f}`)))];
  // The stylesheets are a few KiB: inline, the first paint waits for the HTML alone. The app's own
  // links to the same files come later and change nothing.
  const inlineCss = async (hrefs: string[]) =>
    (await Promise.all(hrefs.map((href) => readFile(path.join(webOut, href), 'utf8'))))
      .map((css) => `<style>${css}</style>`)
      .join('\n    ');
  const entryCss = [...template.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];

  // The page's route chunks as <link rel="modulepreload"> in its own HTML, in place of the
  // route-preload script index.html carries for every path (scripts/vite-route-preload.ts): the
  // browser finds them while parsing, and the page loads no script to learn them. The script's
  // stylesheet links are not needed here: the route's CSS is inlined above.
  const withEntry = new Set([...closureOf(['index.html'])].map((k) => manifest[k]!.file));
  const routePreloadTag = /<script type="module" async crossorigin src="\/assets\/route-preload-[\w-]+\.js"><\/script>\n\s*/;
  if (!routePreloadTag.test(template)) throw new Error('prerender: no route-preload script in dist/web/index.html');
  const modulePreloads = (keys: string[]) => {
    for (const key of keys) if (!manifest[key]) throw new Error(`prerender: ${key} is not in the build manifest`);
    const files = [...closureOf(keys)].map((k) => manifest[k]!.file).filter((f) => !withEntry.has(f));
    return files
      .sort()
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">\n    `)
      .join('');
  };

  const bootShell = /<div id="root">[\s\S]*?\n {4}<\/div>\n/;
  if (!bootShell.test(template)) throw new Error('prerender: no #root boot shell in dist/web/index.html');
  await mkdir(path.join(webOut, 'pages'), { recursive: true });
  const chatWelcome = await chatWelcomeScript();
  for (const screen of mod.FIRST_SCREENS) {
    const { html: screenHtml, styles: allStyles } = mod.renderFirstScreen(screen);
    // The chat: its welcome card, hidden, at the top of the log (shown by chat-welcome.ts when the
    // conversation is empty).
    const html = screen.path === '/' ? withChatWelcome(screenHtml, mod.renderChatWelcome()) : screenHtml;
    const classes = classesOf(html);
    // antd's <style> tags keep their attributes (its runtime recognises them), with the unused rules left out.
    const styles = allStyles.replace(/(<style[^>]*>)([\s\S]*?)<\/style>/g, (_all, open: string, css: string) => {
      const kept = pruneCss(css, classes);
      return kept ? `${open}${kept}</style>` : '';
    });
    const routeKeys = screen.routes.map((r) => `app/routes/${r}.tsx`);
    const hrefs = [...new Set([...entryCss.map((m) => m[1]!), ...stylesheetsOf(routeKeys)])];
    // After the entry's own preloads, so the entry and the framework are asked for first.
    const entryPreloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="[^"]+">\n/g)].at(-1);
    if (!entryPreloads) throw new Error('prerender: no modulepreload link of the entry in dist/web/index.html');
    let page = template
      .replace(entryPreloads[0], `${entryPreloads[0]}    ${modulePreloads(routeKeys).trimEnd()}\n`)
      .replace(routePreloadTag, '');
    for (const m of entryCss) page = page.replace(m[0], '');
    page = page
      .replace('<title>Casebook</title>', `<title>${escapeHtml(screen.title)}</title>`)
      // antd's styles first, the app's after them: the order the app ends with (antd's runtime
      // prepends its styles, and the route's stylesheets are links after them), so equal rules win
      // alike before and after the swap and nothing moves when the app's own links arrive.
      .replace('</head>', `  ${styles}\n    ${await inlineCss(hrefs)}\n    <style>${PRERENDER_CSS}</style>\n  </head>`)
      // `inert`: a picture of the page until the app takes over; nothing in it can be focused,
      // clicked or typed into (and lost at the swap).
      .replace(bootShell, `<div id="root"><div id="prerender" inert>${html}</div></div>\n`);
    if (screen.path === '/') {
      // The chat for a signed-in user whose conversation is empty, chosen by the server when it
      // knows (infra/http/app.ts `pageVariant`, app/server.ts): the welcome card shown, so it paints
      // with the HTML and needs no script (decision 0024, "LCP on /, second round").
      const welcome = page.replace(WELCOME_HIDDEN, WELCOME_SHOWN);
      if (welcome === page) throw new Error('prerender: the chat has no hidden welcome card to show');
      await writeFile(path.join(webOut, 'pages', 'index-welcome.html'), welcome);
      // Otherwise: first in the head, async, a script that asks and shows it (its request goes out
      // before the app's scripts and their preloads).
      page = page.replace(/<script\b/, `<script type="module" async src="/${chatWelcome}"></script>\n    <script`);
    }
    const file = path.join(webOut, 'pages', `${pageFileName(screen.path)}.html`);
    await writeFile(file, page);
    console.log(`prerender: ${screen.path} → ${path.relative(process.cwd(), file)} (${(page.length / 1024).toFixed(0)} KiB)`);
  }
  await rm(ssrOut, { recursive: true, force: true });
}

/** web/prerender/chat-welcome.ts, minified into dist/web/assets/chat-welcome-<hash>.js: its path under dist/web. */
async function chatWelcomeScript(): Promise<string> {
  const result = await esbuild({
    entryPoints: [path.join(root, 'prerender/chat-welcome.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
  });
  const code = result.outputFiles[0]!.contents;
  const file = `assets/chat-welcome-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writeFile(path.join(webOut, file), code);
  return file;
}

const WELCOME_HIDDEN = ' hidden="" data-prerender-welcome=""';
const WELCOME_SHOWN = ' data-prerender-welcome=""';

/** The hidden welcome card right inside the chat log's element, before its skeleton. */
function withChatWelcome(html: string, welcome: string): string {
  const log = /<div[^>]*role="log"[^>]*>/.exec(html);
  if (!log) throw new Error('prerender: no role="log" element in the chat');
  const at = log.index + log[0].length;
  return html.slice(0, at) + welcome + html.slice(at);
}

// The signed-in frame's sidebar (wide screens) or top bar (narrow ones), as the app picks its layout.
const PRERENDER_CSS = [
  '@media (max-width:767.98px){.cb-pre-desktop{display:none!important}.cb-pre-shell{flex-direction:column}}',
  '@media (min-width:768px){.cb-pre-mobile{display:none!important}}',
  // The chat's welcome card until chat-welcome.ts shows it (its own rule sets `display`); shown in
  // the HTML (pages/index-welcome.html), it takes the place of the log's loading skeleton.
  '[data-prerender-welcome][hidden]{display:none!important}',
  '[role="log"]:has(>[data-prerender-welcome]:not([hidden]))>[role="status"]{display:none!important}',
].join('');

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await main();
