// Query endpoints over the users view.
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole, requireUser } from '../../infra/http/auth.js';
import type { StaffMember } from '../../modules/identity/index.js';
import { listStaff, publicUser, type UserReads } from './queries.js';
import { disabledAmong } from './staff-status.js';

export function usersRouter(deps: UserReads) {
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
    const staff = await listStaff(deps);
    const disabled = await disabledAmong(
      deps.knex,
      staff.map((u) => u.id),
    );
    const body: StaffMember[] = staff.map((u) => ({ ...publicUser(u), disabled: disabled.has(u.id) }));
    ctx.body = body;
  });

  return router;
}
