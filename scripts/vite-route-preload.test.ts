// The route-preload build plugin's reading of the route table (scripts/vite-route-preload.ts): it
// must find every lazy page of web/app/router.tsx, with the signed-in layout for the pages inside
// it, and its path patterns must match what the router matches. The built index.html's use of it is
// checked in test/built-web.test.ts, which waits for npm test's build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathPattern, readRouteTable } from './vite-route-preload';

const ROUTER = path.resolve(import.meta.dirname, '../web/app/router.tsx');

describe('readRouteTable (web/app/router.tsx)', () => {
  const table = readRouteTable(readFileSync(ROUTER, 'utf8'));
  const byPath = new Map(table.map((r) => [r.path, r.modules]));

  it('finds the signed-out page alone and the signed-in pages inside the layout', () => {
    expect(byPath.get('/auth')).toEqual(['auth']);
    expect(byPath.get('/')).toEqual(['app-layout', 'chat']);
    expect(byPath.get('/case-analysis')).toEqual(['app-layout', 'case-analysis']);
    expect(byPath.get('/case-detail/$id/history')).toEqual(['app-layout', 'case-history']);
    // Redirect-only routes render nothing of their own.
    expect(byPath.has('/chat')).toBe(false);
  });

  it('covers every lazy page module the router imports', () => {
    const source = readFileSync(ROUTER, 'utf8');
    // app-layout is the pathless signed-in layout route's component, preloaded with each page inside it.
    const imported = new Set(
      [...source.matchAll(/lazyRouteComponent\(\(\) => import\('\.\/routes\/([\w-]+)'\)/g)]
        .map((m) => m[1])
        .filter((m) => m !== 'app-layout'),
    );
    const found = new Set(table.flatMap((r) => r.modules).filter((m) => m !== 'app-layout'));
    expect(found).toEqual(imported);
    expect(found.size).toBeGreaterThanOrEqual(15);
  });
});

describe('pathPattern', () => {
  it('matches the path and its parameters, nothing else', () => {
    const root = new RegExp(pathPattern('/'));
    expect(root.test('/')).toBe(true);
    expect(root.test('/auth')).toBe(false);
    const history = new RegExp(pathPattern('/case-detail/$id/history'));
    expect(history.test('/case-detail/42/history')).toBe(true);
    expect(history.test('/case-detail/42/history/')).toBe(true);
    expect(history.test('/case-detail/42')).toBe(false);
    expect(history.test('/case-detail/4/2/history')).toBe(false);
    expect(new RegExp(pathPattern('/subscription')).test('/subscription/payment-methods')).toBe(false);
  });
});
