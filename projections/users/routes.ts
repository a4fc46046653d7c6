// Query endpoints over the users view.
import type { Knex } from 'knex';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole, requireUser } from '../../infra/http/auth.js';
import { listStaff, publicUser } from './queries.js';

export function usersRouter(deps: { knex: Knex }) {
  const router = createRouter();

  router.get('/api/user', requireUser(), (ctx) => {
    ctx.body = publicUser(currentUser(ctx));
  });

  // The web app's session check on every page load: being signed out is an answer here, not an
  // error, so a signed-out visitor's console shows no failed request. GET /api/user keeps its 401.
  router.get('/api/session', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { user: ctx.state.user ? publicUser(ctx.state.user) : null };
  });

  router.get('/api/user/notifications', requireUser(), (ctx) => {
    ctx.body = currentUser(ctx).notifications;
  });

  router.get('/api/user/privacy', requireUser(), (ctx) => {
    ctx.body = currentUser(ctx).privacy;
  });

  router.get('/api/admin/users', requireRole('admin'), async (ctx) => {
    ctx.body = (await listStaff(deps.knex)).map(publicUser);
  });

  return router;
}
