// Command endpoints of the identity module: parse → authorize → command → answer. Answers are
// built from the command's own result (the write side), never read back from a view.
import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Platform } from '../../infra/platform.js';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole, requireUser } from '../../infra/http/auth.js';
import { UnauthorizedError } from '../../infra/http/errors.js';
import { commandContext, type AppState } from '../../infra/http/state.js';
import { parse } from '../../infra/http/validate.js';
import type { CommandResult } from '../../infra/eventstore/command.js';
import {
  createStaffRequest,
  eraseRequest,
  isStaff,
  loginRequest,
  notificationPreferences,
  passwordChangeRequest,
  privacySettings,
  profileRequest,
  registerRequest,
  type UserResponse,
} from './contract.js';
import * as commands from './commands.js';
import type { User } from './decider.js';
import { KNOWN_FOR_DAYS } from './throttle.js';

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

async function startSession(ctx: Ctx, userId: number) {
  // A fresh session id on every sign-in (no session fixation).
  ctx.session!.userId = userId;
  await ctx.session!.regenerate();
}

function deviceOf(ctx: Ctx): { token: string; isNew: boolean } {
  const existing = ctx.cookies.get(DEVICE_COOKIE, { signed: true });
  return existing && /^[0-9a-f]{32}$/.test(existing)
    ? { token: existing, isNew: false }
    : { token: randomBytes(16).toString('hex'), isNew: true };
}

function keepDevice(ctx: Ctx, token: string) {
  ctx.cookies.set(DEVICE_COOKIE, token, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    maxAge: KNOWN_FOR_DAYS * 24 * 3600 * 1000,
    overwrite: true,
  });
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
    const result = await commands.registerUser(deps, { ...input, role: 'client' }, commandContext(ctx));
    await settled(result);
    await startSession(ctx, result.userId);
    const device = deviceOf(ctx);
    await commands.rememberSignIn(deps, result.userId, { address: ctx.ip, device: device.token });
    keepDevice(ctx, device.token);
    ctx.status = 201;
    ctx.body = userResponseOf(result.state);
  });

  router.post('/api/login', async (ctx) => {
    const input = parse(loginRequest, ctx.request.body);
    const device = deviceOf(ctx);
    const result = await commands.logIn(deps, { ...input, ip: ctx.ip, device: device.token }, commandContext(ctx));
    await startSession(ctx, result.userId);
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
    ctx.body = userResponseOf(result.state);
  });

  router.put('/api/user/password', requireUser(), async (ctx) => {
    const input = parse(passwordChangeRequest, ctx.request.body);
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
    commands.assertAdminUsername(deps.config, input.role, input.username);
    const result = await commands.registerUser(deps, input, commandContext(ctx));
    await settled(result);
    ctx.status = 201;
    ctx.body = userResponseOf(result.state);
  });

  return router;
}
