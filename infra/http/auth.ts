import type { Context, Next } from 'koa';
import { ForbiddenError, UnauthorizedError } from './errors.js';
import type { Role } from './roles.js';
import type { AppState, SessionUser } from './state.js';
import { SAFE_METHODS } from './guards.js';

/** Finds the user a session names; undefined when the account is gone (erased). A cache may answer at once. */
export type UserResolver = (userId: number) => SessionUser | undefined | Promise<SessionUser | undefined>;

/** When a session's user signed in, and when the session was last used (ms since the epoch, in the session's data). */
export const SESSION_STARTED = 'startedAt';
export const SESSION_SEEN = 'seenAt';

export interface SessionLifetime {
  /** Absolute lifetime from sign-in: the session ends then however much it is used. */
  absoluteMs: number;
  /** A session unused this long ends. */
  idleMs: number;
  /** The last use is written at most this often (each write is a store write); default idle / 10, at most a minute. */
  touchEveryMs?: number;
  now?: () => number;
}

/**
 * Ends a signed-in session past its absolute lifetime or idle for too long (issue 29: sessions
 * used to be renewed for ever while used). Runs before the user is loaded: an ended session is
 * anonymous for this request and its row is removed. A session from before this rule (no start)
 * starts counting now.
 */
export const sessionLifetime = (opts: SessionLifetime) => {
  const touchEvery = opts.touchEveryMs ?? Math.min(60_000, opts.idleMs / 10);
  const clock = opts.now ?? Date.now;
  return async function sessionLifetime(ctx: Context & { state: AppState }, next: Next) {
    const session = ctx.session;
    if (session && typeof session.userId === 'number') {
      const now = clock();
      const started = session[SESSION_STARTED];
      const seen = session[SESSION_SEEN];
      if (typeof started !== 'number') {
        session[SESSION_STARTED] = now;
        session[SESSION_SEEN] = now;
      } else if (now - started >= opts.absoluteMs || now - (typeof seen === 'number' ? seen : started) >= opts.idleMs) {
        ctx.session = null;
      } else if (typeof seen !== 'number' || now - seen >= touchEvery) {
        session[SESSION_SEEN] = now;
      }
    }
    await next();
  };
};

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
