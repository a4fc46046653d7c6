// The admin endpoints over a runner with a reaction (the app's own views are covered through the
// whole app in projections.test.ts): a reaction's parked event is listed and handled again by
// POST /api/admin/projections/:name/retry once its fault is gone; only the admin role may ask.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFlavours } from '../test/support/databases.js';
import { appendMany, countedType, openProjectionDb, silentLogger as logger, type ProjectionTestDb } from '../test/support/projections.js';
import { errorMiddleware } from '../infra/http/app.js';
import type { AppState, SessionUser } from '../infra/http/state.js';
import type { Role } from '../infra/http/roles.js';
import { ProjectionRunner } from '../infra/projections/runner.js';
import type { Reaction } from '../infra/projections/types.js';
import { comparePositions } from '../infra/eventstore/types.js';
import { readCheckpoint } from '../infra/projections/checkpoints.js';
import { adminRouter } from './admin-routes.js';

describe.each(databaseFlavours())('admin projection endpoints on $name', (flavour) => {
  let t: ProjectionTestDb;
  let server: Server;
  let url: string;
  let runner: ProjectionRunner;
  let broken = true;
  const handled: number[] = [];
  const reaction: Reaction = {
    name: 'test.admin-reaction',
    handles: [countedType('admin_r')],
    async handle(e) {
      const n = (e.data as { n: number }).n;
      if (broken && n === 2) throw new Error('the mail server refused');
      handled.push(n);
    },
  };

  beforeAll(async () => {
    t = await openProjectionDb(flavour);
    runner = new ProjectionRunner({
      knex: t.knex,
      store: t.store,
      logger,
      projectors: [],
      reactions: [reaction],
      maxAttempts: 2,
      retryBaseMs: 1,
      idleMs: 5,
    });
    const app = new Koa<AppState>();
    app.use(errorMiddleware());
    // Who asks: the role named by a header (the real app signs users in through sessions).
    app.use(async (ctx, next) => {
      const role = ctx.get('x-role');
      if (role) ctx.state.user = { id: 1, role: role as Role } as SessionUser;
      await next();
    });
    app.use(adminRouter({ runner }).routes());
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await runner?.stop();
    await new Promise((r) => server?.close(r));
    await t?.close();
  });

  const call = async (method: string, path: string, role?: Role) => {
    const res = await fetch(url + path, { method, headers: role ? { 'x-role': role } : {} });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('lists a reaction’s parked event and handles it again after the fix; only the admin may', async () => {
    const end = await appendMany(t.store, 'admin_r', 4);
    runner.start({ projectors: false, reactions: true });
    await expect
      .poll(async () => comparePositions(await readCheckpoint(t.knex, reaction.name), end), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(0);
    expect(handled).toEqual([1, 3, 4]);

    for (const role of ['client', 'investigator', 'auditor'] as const) {
      expect((await call('GET', '/api/admin/projections', role)).status).toBe(403);
      expect((await call('POST', `/api/admin/projections/${reaction.name}/retry`, role)).status).toBe(403);
    }
    expect((await call('GET', '/api/admin/projections')).status).toBe(401);

    const list = await call('GET', '/api/admin/projections', 'admin');
    expect(list.status).toBe(200);
    expect(list.body.projections).toEqual([
      expect.objectContaining({
        name: reaction.name,
        kind: 'reaction',
        parked: 1,
        parkedEvents: [
          expect.objectContaining({
            type: countedType('admin_r'),
            attempts: 2,
            error: 'the mail server refused',
            position: expect.stringMatching(/^\d+:\d+$/),
          }),
        ],
      }),
    ]);

    expect((await call('POST', `/api/admin/projections/${reaction.name}/retry`, 'admin')).body).toEqual({
      name: reaction.name,
      kind: 'reaction',
      retried: 1,
      applied: 0,
      stillParked: 1,
    });
    broken = false;
    const fixed = await call('POST', `/api/admin/projections/${reaction.name}/retry`, 'admin');
    expect(fixed).toEqual({ status: 200, body: { name: reaction.name, kind: 'reaction', retried: 1, applied: 1, stillParked: 0 } });
    expect(handled).toEqual([1, 3, 4, 2]);
    expect((await call('GET', '/api/admin/projections', 'admin')).body.projections[0]).toMatchObject({ parked: 0, parkedEvents: [] });
    expect(await call('POST', '/api/admin/projections/nothing/retry', 'admin')).toEqual({
      status: 404,
      body: { message: 'No view or reaction is named nothing', code: 'NOT_FOUND' },
    });
  });
});
