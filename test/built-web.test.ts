// What the web build (dist/web) must hold (npm test builds before its first file). Skipped when
// there is no build (vitest run by hand before `npm run build:web`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(import.meta.dirname, '../dist/web');
const ASSETS = path.join(WEB, 'assets');

// The browser validates with zod/mini, never classic zod (docs/decisions/0026-zod-mini-contracts.md;
// the source-side check is test/web-zod-mini.test.ts).
describe.skipIf(!existsSync(ASSETS))(
  'the web app loads no classic zod, in the built bundle (skipped when dist/web is not built: run npm run build:web)',
  () => {
    it('no chunk contains a file of classic zod, and the contracts run on zod/mini', () => {
      const sources = readdirSync(ASSETS)
        .filter((f) => f.endsWith('.js.map'))
        .flatMap((f) => (JSON.parse(readFileSync(path.join(ASSETS, f), 'utf8')) as { sources: string[] }).sources.map((s) => `${f}: ${s}`));
      expect(sources.filter((s) => s.includes('node_modules/zod/v4/mini/'))).not.toEqual([]);
      expect(sources.filter((s) => /node_modules\/zod\/(v4\/classic|v3)\//.test(s))).toEqual([]);
    });
  },
);

// The route-preload build plugin (scripts/vite-route-preload.ts; its reading of the route table is
// tested in scripts/vite-route-preload.test.ts).
describe.skipIf(!existsSync(path.join(WEB, 'index.html')))('the built index.html (skipped when dist/web is not built)', () => {
  it('loads the route-preload script before the entry, and the script names the page chunks', () => {
    const html = readFileSync(path.join(WEB, 'index.html'), 'utf8');
    const src =
      /<script type="module" async crossorigin src="\/(assets\/route-preload-[\w-]+\.js)"><\/script>\s*<script type="module" crossorigin src="\/assets\/index-/.exec(
        html,
      )?.[1];
    expect(src, 'route-preload script tag before the entry').toBeDefined();
    const script = readFileSync(path.join(WEB, src!), 'utf8');
    const files = JSON.parse(/const files = (.*);\n/.exec(script)![1]!) as string[];
    const table = JSON.parse(/const routes = (.*);\n/.exec(script)![1]!) as Array<[string, number[], number[]]>;
    const routes = table.map(
      ([pattern, scripts, styles]) => [pattern, scripts.map((i) => files[i]!), styles.map((i) => files[i]!)] as const,
    );
    const auth = routes.find(([pattern]) => new RegExp(pattern).test('/auth'))!;
    expect(auth[1].some((f) => /^\/assets\/auth-[\w-]+\.js$/.test(f))).toBe(true);
    const chat = routes.find(([pattern]) => new RegExp(pattern).test('/'))!;
    expect(chat[1].some((f) => /^\/assets\/app-layout-[\w-]+\.js$/.test(f))).toBe(true);
    expect(chat[1].some((f) => /^\/assets\/chat-[\w-]+\.js$/.test(f))).toBe(true);
    // Every file it names exists in the build.
    const assets = new Set(readdirSync(path.join(WEB, 'assets')).map((f) => `/assets/${f}`));
    for (const [, scripts, styles] of routes) for (const f of [...scripts, ...styles]) expect(assets.has(f), f).toBe(true);
  });
});
