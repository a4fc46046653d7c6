// Command endpoints of the identity module: parse → authorize → command → answer.
import type { Context } from 'koa';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole, requireUser } from '../../infra/http/auth.js';
import { UnauthorizedError } from '../../infra/http/errors.js';
import { commandContext, type AppState } from '../../infra/http/state.js';
import { parse } from '../../infra/http/validate.js';
import { publicUser, getUserById } from '../../projections/users/queries.js';
import {
  createStaffRequest,
  eraseRequest,
  loginRequest,
  notificationPreferences,
  passwordChangeRequest,
  privacySettings,
  profileRequest,
  registerRequest,
} from './contract.js';
import * as commands from './commands.js';
import type { CommandResult } from '../../infra/eventstore/command.js';

type Ctx = Context & { state: AppState };

/** Read-your-writes: answer once the views that show these events have them (bounded wait). */
async function settled(ctx: Ctx, result: Pick<CommandResult<unknown, { type: string }>, 'append' | 'events'>) {
  if (!result.append) return;
  const { runner, config } = ctx.state.deps;
  await runner.waitFor(
    result.append.position,
    result.events.map((e) => e.type),
    config.READ_YOUR_WRITES_TIMEOUT_MS,
  );
}

async function answerUser(ctx: Ctx, userId: number, status = 200) {
  const user = await getUserById(ctx.state.deps.knex, userId);
  if (!user) throw new UnauthorizedError();
  ctx.status = status;
  ctx.body = publicUser(user);
}

async function startSession(ctx: Ctx, userId: number) {
  // A fresh session id on every sign-in (no session fixation).
  ctx.session!.userId = userId;
  await ctx.session!.regenerate();
}

export const identityRouter = createRouter();

identityRouter.post('/api/register', async (ctx) => {
  const input = parse(registerRequest, ctx.request.body);
  const result = await commands.registerUser(ctx.state.deps, { ...input, role: 'client' }, commandContext(ctx));
  await settled(ctx, result);
  await startSession(ctx, result.userId);
  await answerUser(ctx, result.userId, 201);
});

identityRouter.post('/api/login', async (ctx) => {
  const input = parse(loginRequest, ctx.request.body);
  const result = await commands.logIn(ctx.state.deps, { ...input, ip: ctx.ip }, commandContext(ctx));
  await settled(ctx, result);
  await startSession(ctx, result.userId);
  await answerUser(ctx, result.userId);
});

identityRouter.post('/api/logout', async (ctx) => {
  const user = ctx.state.user;
  if (user) await commands.logOut(ctx.state.deps, user.id, commandContext(ctx));
  ctx.session = null;
  ctx.status = 204;
});

identityRouter.put('/api/user/profile', requireUser(), async (ctx) => {
  const input = parse(profileRequest, ctx.request.body);
  const user = currentUser(ctx);
  const result = await commands.updateProfile(ctx.state.deps, user.id, input, commandContext(ctx));
  await settled(ctx, result);
  await answerUser(ctx, user.id);
});

identityRouter.put('/api/user/password', requireUser(), async (ctx) => {
  const input = parse(passwordChangeRequest, ctx.request.body);
  const user = currentUser(ctx);
  await commands.changePassword(ctx.state.deps, user.id, input, { ...commandContext(ctx), sessionId: ctx.session?.externalKey });
  ctx.status = 204;
});

identityRouter.put('/api/user/notifications', requireUser(), async (ctx) => {
  const input = parse(notificationPreferences, ctx.request.body);
  const result = await commands.setNotificationPreferences(ctx.state.deps, currentUser(ctx).id, input, commandContext(ctx));
  await settled(ctx, result);
  ctx.body = input;
});

identityRouter.put('/api/user/privacy', requireUser(), async (ctx) => {
  const input = parse(privacySettings, ctx.request.body);
  const result = await commands.setPrivacySettings(ctx.state.deps, currentUser(ctx).id, input, commandContext(ctx));
  await settled(ctx, result);
  ctx.body = input;
});

identityRouter.post('/api/user/erase', requireUser(), async (ctx) => {
  const input = parse(eraseRequest, ctx.request.body);
  const result = await commands.eraseUser(ctx.state.deps, currentUser(ctx).id, input, commandContext(ctx));
  await settled(ctx, result);
  ctx.session = null;
  ctx.status = 204;
});

identityRouter.post('/api/admin/users', requireRole('admin'), async (ctx) => {
  const input = parse(createStaffRequest, ctx.request.body);
  commands.assertAdminUsername(ctx.state.deps.config, input.role, input.username);
  const result = await commands.registerUser(ctx.state.deps, input, commandContext(ctx));
  await settled(ctx, result);
  await answerUser(ctx, result.userId, 201);
});
