import type { Context, Next } from 'koa';
import { ForbiddenError, UnauthorizedError } from './errors.js';
import type { Role } from './roles.js';
import type { AppState, SessionUser } from './state.js';
import { SAFE_METHODS } from './guards.js';

/** Finds the user a session names; undefined when the account is gone (erased). A cache may answer at once. */
export type UserResolver = (userId: number) => SessionUser | undefined | Promise<SessionUser | undefined>;

/** Puts the signed-in user (from the server-side session and the resolver) on ctx.state.user. */
export const loadSessionUser = (resolve: UserResolver) =>
  async function loadSessionUser(ctx: Context & { state: AppState }, next: Next) {
    const userId = ctx.session?.userId;
    if (typeof userId === 'number') {
      const found = resolve(userId);
      const user = found instanceof Promise ? await found : found;
      if (user) ctx.state.user = user;
      else ctx.session = null; // the account is gone (erased): the session ends with it
    }
    await next();
  };

export function currentUser(ctx: { state: AppState }): SessionUser {
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

/**
 * Accounts of these roles only read (auditors): every state-changing request is refused with 403,
 * except the few `'METHOD /path'` an account needs for itself (signing in and out, its password).
 */
export const readOnlyRoles = (roles: readonly Role[], except: readonly string[]) =>
  async function readOnlyRoles(ctx: Context & { state: AppState }, next: Next) {
    const user = ctx.state.user;
    if (user && roles.includes(user.role) && !SAFE_METHODS.has(ctx.method) && !except.includes(`${ctx.method} ${ctx.path}`)) {
      throw new ForbiddenError('Access Denied');
    }
    await next();
  };
