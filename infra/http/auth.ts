import type { Context, Next } from 'koa';
import { ForbiddenError, UnauthorizedError } from './errors.js';
import type { Role } from '../../modules/identity/contract.js';
import type { ViewUser } from '../../projections/users/queries.js';
import { getUserById } from '../../projections/users/queries.js';
import type { AppState } from './state.js';

/** Puts the signed-in user (from the server-side session and the users view) on ctx.state.user. */
export const loadSessionUser = () =>
  async function loadSessionUser(ctx: Context & { state: AppState }, next: Next) {
    const userId = ctx.session?.userId;
    if (typeof userId === 'number') {
      const user = await getUserById(ctx.state.deps.knex, userId);
      if (user) ctx.state.user = user;
      else ctx.session = null; // the account is gone (erased): the session ends with it
    }
    await next();
  };

export function currentUser(ctx: { state: AppState }): ViewUser {
  const user = ctx.state.user;
  if (!user) throw new UnauthorizedError();
  return user;
}

export const requireUser = () =>
  async function requireUser(ctx: Context & { state: AppState }, next: Next) {
    currentUser(ctx);
    await next();
  };

export const requireRole = (...roles: Role[]) =>
  async function requireRole(ctx: Context & { state: AppState }, next: Next) {
    const user = currentUser(ctx);
    if (!roles.includes(user.role)) throw new ForbiddenError('Access Denied');
    await next();
  };
