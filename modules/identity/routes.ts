// Command endpoints of the identity module: parse → authorize → command → answer. Answers are
// built from the command's own result (the write side), never read back from a view.
import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Platform } from '../../infra/platform.js';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole, requireUser, SESSION_SEEN, SESSION_STARTED } from '../../infra/http/auth.js';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../infra/http/errors.js';
import { commandContext, type AppState } from '../../infra/http/state.js';
import { parse } from '../../infra/http/validate.js';
import { noteSecurity } from '../../infra/logger/security.js';
import type { CommandResult } from '../../infra/eventstore/command.js';
import {
  createStaffRequest,
  eraseRequest,
  isStaff,
  loginRequest,
  MESSAGES,
  notificationPreferences,
  passwordChangeRequest,
  privacySettings,
  profileRequest,
  registerRequest,
  secondFactorRequiredFor,
  type SecondFactorPending,
  type SecondFactorSetupPending,
  type UserResponse,
} from './contract.js';
import * as commands from './commands.js';
import type { User } from './decider.js';
import { KNOWN_FOR_DAYS, normUsername, type AdmissionTicket } from './throttle.js';
import { passwordProblem } from './password-policy.js';
import { admitRegistration } from './registration-limit.js';
import { sendVerificationAfterRegistration, tellHolderOfTakenAddress } from './email-routes.js';
import { newSetup } from './second-factor.js';

/** A signed, random id of this browser: sign-ins from a browser the account used before are never slowed down. */
export const DEVICE_COOKIE = 'casebook.device';

type Ctx = Context & { state: AppState };
export type IdentityRouteDeps = commands.IdentityDeps & Pick<Platform, 'runner'>;

/** The account as every endpoint answers it, from the write side's state. */
export function userResponseOf(state: User): UserResponse {
  if (state.status !== 'active') throw new UnauthorizedError();
  return {
    id: state.userId,
    username: state.username,
    email: state.email,
    role: state.role,
    userType: isStaff(state.role) ? 'investigator' : 'client',
    createdAt: state.registeredAt,
  };
}

export async function startSession(ctx: Ctx, userId: number) {
  // A fresh session id on every sign-in (no session fixation); its lifetime counts from now.
  ctx.session!.userId = userId;
  ctx.session![SESSION_STARTED] = Date.now();
  ctx.session![SESSION_SEEN] = Date.now();
  await ctx.session!.regenerate();
}

export function deviceOf(ctx: Ctx): { token: string; isNew: boolean } {
  const existing = ctx.cookies.get(DEVICE_COOKIE, { signed: true });
  return existing && /^[0-9a-f]{32}$/.test(existing)
    ? { token: existing, isNew: false }
    : { token: randomBytes(16).toString('hex'), isNew: true };
}

export function keepDevice(ctx: Ctx, token: string) {
  ctx.cookies.set(DEVICE_COOKIE, token, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    maxAge: KNOWN_FOR_DAYS * 24 * 3600 * 1000,
    overwrite: true,
  });
}

/** A new password that is common, or is the account's own name or email, answers 400 on its field. */
function refuseWeakPassword(password: string, field: string, context: { username?: string; email?: string }) {
  const problem = passwordProblem(password, context);
  if (problem) throw new ValidationError(problem, [{ path: field, message: problem }]);
}

/**
 * While a sign-in waits for its second factor (second-factor-routes.ts): whose (and the username
 * its code guesses are counted under), since when, wrong codes so far, what the password step
 * counted (given back once the code is right), whether the password was right (false only past the
 * throttle, decision 0087), and — for a staff or auditor account with none yet — the new secret it
 * must confirm with a code (kept here, never sent back by the browser).
 */
export interface PendingSecondFactor {
  userId: number;
  username: string;
  at: number;
  tries: number;
  ticket?: AdmissionTicket;
  passwordOk: boolean;
  /** The password step went past the throttle (decision 0087): every wrong answer at the code step looks alike. */
  throttled?: boolean;
  setupSecret?: string;
}

/**
 * After the password step (decision 0048): an account with a second factor waits for its code; a
 * staff or auditor account without one waits for its setup (a new secret, confirmed by a code).
 * Either way the session holds no user yet and the answer says which step comes. True when it does.
 * The browser keeps its device token; it is remembered as known only once the code is right.
 */
async function awaitsSecondFactor(ctx: Ctx, state: User, device: string, step: commands.SecondStep | undefined): Promise<boolean> {
  if (state.status !== 'active' || !step) return false;
  const pending = {
    userId: state.userId,
    username: normUsername(state.username),
    at: Date.now(),
    tries: 0,
    ticket: step.ticket,
    passwordOk: step.passwordOk,
    throttled: step.throttled !== undefined,
  } satisfies PendingSecondFactor;
  if (step.throttled) noteSecurity(ctx, step.throttled);
  if (state.secondFactor) {
    ctx.session!.pendingSecondFactor = pending;
    keepDevice(ctx, device);
    const body: SecondFactorPending = { secondFactorRequired: true };
    ctx.body = body;
    return true;
  }
  if (!secondFactorRequiredFor(state.role)) return false;
  // The operations account's factor comes from the environment only (OPS_TOTP_SECRET).
  if (state.role === 'admin') throw new ForbiddenError(MESSAGES.secondFactorOpsMissing);
  const setup = await newSetup(state.username);
  ctx.session!.pendingSecondFactor = { ...pending, setupSecret: setup.secret } satisfies PendingSecondFactor;
  keepDevice(ctx, device);
  const body: SecondFactorSetupPending = { secondFactorSetupRequired: true, ...setup };
  ctx.body = body;
  return true;
}

export function identityRouter(deps: IdentityRouteDeps) {
  /** Read-your-writes: answer once the views that show these events have them (bounded wait). */
  async function settled(result: Pick<CommandResult<unknown, { type: string }>, 'append' | 'events'>) {
    if (!result.append) return;
    await deps.runner.waitFor(
      result.append.position,
      result.events.map((e) => e.type),
      deps.config.READ_YOUR_WRITES_TIMEOUT_MS,
    );
  }

  const router = createRouter();

  router.post('/api/register', async (ctx) => {
    const input = parse(registerRequest, ctx.request.body);
    await admitRegistration(deps.knex, ctx.ip, deps.config.REGISTRATION_MAX_PER_HOUR);
    refuseWeakPassword(input.password, 'password', input);
    // A taken address registers all the same (decision 0062): the answer never tells whether an address is in use.
    const result = await commands.registerUser(deps, { ...input, role: 'client' }, commandContext(ctx), 'register');
    await settled(result);
    await startSession(ctx, result.userId);
    const device = deviceOf(ctx);
    await commands.rememberSignIn(deps, result.userId, { address: ctx.ip, device: device.token });
    keepDevice(ctx, device.token);
    await sendVerificationAfterRegistration(deps, ctx, { userId: result.userId, email: input.email, emailHeld: result.emailHeld });
    ctx.status = 201;
    ctx.body = userResponseOf(result.state);
  });

  router.post('/api/login', async (ctx) => {
    const input = parse(loginRequest, ctx.request.body);
    const device = deviceOf(ctx);
    const result = await commands.logIn(deps, { ...input, ip: ctx.ip, device: device.token }, commandContext(ctx));
    // The password was right; an account with a second factor, and every staff or auditor account,
    // is signed in only by its code (second-factor-routes.ts).
    if (await awaitsSecondFactor(ctx, result.state, device.token, result.secondStep)) return;
    await startSession(ctx, result.userId);
    noteSecurity(ctx, { event: 'login.succeeded', userId: result.userId });
    keepDevice(ctx, device.token);
    ctx.body = userResponseOf(result.state);
  });

  router.post('/api/logout', async (ctx) => {
    const user = ctx.state.user;
    if (user) await commands.logOut(deps, user.id, commandContext(ctx));
    ctx.session = null;
    ctx.status = 204;
  });

  router.put('/api/user/profile', requireUser(), async (ctx) => {
    const input = parse(profileRequest, ctx.request.body);
    const result = await commands.updateProfile(deps, currentUser(ctx).id, input, commandContext(ctx));
    await settled(result);
    if (result.takenAddress) await tellHolderOfTakenAddress(deps, ctx, input.email);
    ctx.body = userResponseOf(result.state);
  });

  router.put('/api/user/password', requireUser(), async (ctx) => {
    const input = parse(passwordChangeRequest, ctx.request.body);
    refuseWeakPassword(input.newPassword, 'newPassword', currentUser(ctx));
    await commands.changePassword(deps, currentUser(ctx).id, input, { ...commandContext(ctx), sessionId: ctx.session?.externalKey });
    ctx.status = 204;
  });

  router.put('/api/user/notifications', requireUser(), async (ctx) => {
    const input = parse(notificationPreferences, ctx.request.body);
    const result = await commands.setNotificationPreferences(deps, currentUser(ctx).id, input, commandContext(ctx));
    await settled(result);
    ctx.body = input;
  });

  router.put('/api/user/privacy', requireUser(), async (ctx) => {
    const input = parse(privacySettings, ctx.request.body);
    const result = await commands.setPrivacySettings(deps, currentUser(ctx).id, input, commandContext(ctx));
    await settled(result);
    ctx.body = input;
  });

  router.post('/api/user/erase', requireUser(), async (ctx) => {
    const input = parse(eraseRequest, ctx.request.body);
    const result = await commands.eraseUser(deps, currentUser(ctx).id, input, commandContext(ctx));
    await settled(result);
    ctx.session = null;
    ctx.status = 204;
  });

  router.post('/api/admin/users', requireRole('admin'), async (ctx) => {
    const input = parse(createStaffRequest, ctx.request.body);
    refuseWeakPassword(input.password, 'password', input);
    commands.assertAdminUsername(deps.config, input.role, input.username);
    const result = await commands.registerUser(deps, input, commandContext(ctx));
    await settled(result);
    ctx.status = 201;
    ctx.body = userResponseOf(result.state);
  });

  return router;
}
