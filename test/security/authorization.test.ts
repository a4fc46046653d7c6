// The authorization matrix, generated from the route table: every route of the running app
// (read from the routers' stacks) × anonymous, client A (owner), client B (otherClient),
// investigator, admin, auditor, with the answer each cell must get written beside the route
// (each module's and view's access.ts, the descriptor's `access`). A route without a row, or a row
// without a route, fails. Read-only routes share one set of callers; every other cell gets new
// accounts, so no cell sees another's effects (the operations account is the one shared caller).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS } from '../../infra/http/access.js';
import { appDatabaseFlavours, type TestDatabase } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { accessTable, AdminSession, bodies, fillPath, MATRIX_ENV, resources, World, type Session } from './fixtures.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const flavour = appDatabaseFlavours()[0]!;

describe(`authorization matrix on ${flavour.name}`, () => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, MATRIX_ENV);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('has exactly one row for every route of the app', () => {
    const routes = app.server.routes();
    const table = accessTable();
    expect(routes.length).toBeGreaterThan(30);
    expect(
      routes.filter((r) => !(r in table)),
      'routes without an access row (add one to the module’s access.ts)',
    ).toEqual([]);
    expect(
      Object.keys(table).filter((r) => !routes.includes(r)),
      'access rows without a route',
    ).toEqual([]);
    for (const [route, row] of Object.entries(table)) {
      expect(Object.keys(row.expect).sort(), route).toEqual([...ACTORS].sort());
      if (/:\w/.test(route)) expect(row.resource, `${route} has path parameters: it needs a resource`).toBeDefined();
      if (row.resource) expect(resources[row.resource], `${route}: no resource fixture "${row.resource}"`).toBeDefined();
      if (row.body) expect(bodies[row.body], `${route}: no body fixture "${row.body}"`).toBeDefined();
    }
  });

  it('answers every cell as its row says', async () => {
    const table = accessTable();
    const routes = app.server.routes();
    const admin = new AdminSession(app);
    const shared = new World(app, admin);
    const mismatches: string[] = [];
    let cells = 0;

    for (const route of routes) {
      const row = table[route];
      if (!row) continue;
      const [method, path] = route.split(' ') as [string, string];
      const readOnly = SAFE.has(method);
      // Read-only routes: one resource per row, the shared callers. Others: everything new per cell.
      const rowParams =
        readOnly && row.resource ? await resources[row.resource]!({ app, world: shared, owner: await shared.get('owner') }) : undefined;
      for (const actor of ACTORS) {
        const world = readOnly ? shared : new World(app, admin);
        const session: Session = await world.get(actor);
        const params = rowParams ?? (row.resource ? await resources[row.resource]!({ app, world, owner: await world.get('owner') }) : {});
        const body = row.body ? await bodies[row.body]!({ app, world, actor: session }) : undefined;
        const res = row.eventStream
          ? await session.client.open(method, fillPath(path, params))
          : await session.client.request(method, fillPath(path, params), body);
        cells += 1;
        const expected = row.expect[actor];
        if (res.status !== expected) {
          mismatches.push(`${route} as ${actor}: expected ${expected}, got ${res.status} ${res.text.slice(0, 160)}`);
        }
        if (res.status >= 500) mismatches.push(`${route} as ${actor}: ${res.status} is never an answer`);
      }
    }
    console.log(`Authorization matrix: ${Object.keys(table).length} routes × ${ACTORS.length} callers = ${cells} cells checked`);
    expect(mismatches).toEqual([]);
    expect(cells).toBe(Object.keys(table).length * ACTORS.length);
  }, 600_000);
});
