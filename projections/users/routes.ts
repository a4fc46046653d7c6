// Query endpoints over the users view.
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole, requireUser } from '../../infra/http/auth.js';
import { listStaff, publicUser } from './queries.js';

export const usersRouter = createRouter();

usersRouter.get('/api/user', requireUser(), (ctx) => {
  ctx.body = publicUser(currentUser(ctx));
});

usersRouter.get('/api/user/notifications', requireUser(), (ctx) => {
  ctx.body = currentUser(ctx).notifications;
});

usersRouter.get('/api/user/privacy', requireUser(), (ctx) => {
  ctx.body = currentUser(ctx).privacy;
});

usersRouter.get('/api/admin/users', requireRole('admin'), async (ctx) => {
  ctx.body = (await listStaff(ctx.state.deps.knex)).map(publicUser);
});
