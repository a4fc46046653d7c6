// The operations (admin) endpoints of the projection runner: the views and reactions with their
// position, lag and parked events, and a retry of the parked events once their fault is fixed
// (the same as `npm run projections:retry`). Error texts of parked events can quote event data,
// so only the admin role sees them.
import { createRouter } from '../infra/http/app.js';
import { requireRole } from '../infra/http/auth.js';
import { NotFoundError } from '../infra/http/errors.js';
import type { AccessTable } from '../infra/http/access.js';
import type { Platform } from '../infra/platform.js';
import { UnknownProjectionError } from '../infra/projections/runner.js';

export function adminRouter(deps: Pick<Platform, 'runner'>) {
  const router = createRouter();

  router.get('/api/admin/projections', requireRole('admin'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { projections: await deps.runner.overview() };
  });

  router.post('/api/admin/projections/:name/retry', requireRole('admin'), async (ctx) => {
    try {
      const [result] = await deps.runner.retryParked([ctx.params.name!]);
      ctx.body = result;
    } catch (err) {
      if (err instanceof UnknownProjectionError) throw new NotFoundError(err.message);
      throw err;
    }
  });

  return router;
}

/** The authorization matrix rows of these routes (infra/http/access.ts). */
export const adminAccess: AccessTable = {
  'GET /api/admin/projections': {
    expect: { anonymous: 401, owner: 403, otherClient: 403, investigator: 403, admin: 200, auditor: 403 },
  },
  'POST /api/admin/projections/:name/retry': {
    expect: { anonymous: 401, owner: 403, otherClient: 403, investigator: 403, admin: 200, auditor: 403 },
    resource: 'projectionName',
    note: 'the matrix fills :name with a view name; an unknown name answers 404 to the admin',
  },
};
