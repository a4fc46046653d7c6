// Password resets and the admin's hold on staff accounts (issue 31; decision 0054):
// - 'Forgot password': ask for a link by email (the same answer for every address), then set a
//   new password with the link's token (every session of the account ends);
// - the admin disables and enables investigator and auditor accounts (a disabled one cannot sign
//   in, its sessions end) and resets their password (a random one replaces it, the sessions end,
//   and the account's address gets a link to choose a new one).
import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole } from '../../infra/http/auth.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../infra/http/errors.js';
import { commandContext, type AppState } from '../../infra/http/state.js';
import { parse } from '../../infra/http/validate.js';
import { noteSecurity } from '../../infra/logger/security.js';
import type { CommandResult } from '../../infra/eventstore/command.js';
import { MESSAGES, passwordResetConfirm, passwordResetRequest, type PasswordResetRequested, type StaffMember } from './contract.js';
import * as commands from './commands.js';
import { ACCOUNT_MESSAGES, disablableRole, type User } from './decider.js';
import { appBaseUrl } from './email-routes.js';
import { admitReset, completeReset, forgetResets, requestReset, sendResetLink } from './password-reset.js';
import { userResponseOf, type IdentityRouteDeps } from './routes.js';

type Ctx = Context & { state: AppState };

export const STAFF_ACCOUNT_MESSAGES = {
  notFound: 'Account not found',
  accountId: 'Account id must be a positive whole number',
  resetSent: 'The password was reset and a link to choose a new one was sent to the account’s email.',
} as const;

function staffMemberOf(state: User): StaffMember {
  const user = userResponseOf(state);
  return { ...user, disabled: state.status === 'active' && Boolean(state.disabled) };
}

export function accountRouter(deps: IdentityRouteDeps) {
  async function settled(result: Pick<CommandResult<unknown, { type: string }>, 'append' | 'events'>) {
    if (!result.append) return;
    await deps.runner.waitFor(
      result.append.position,
      result.events.map((e) => e.type),
      deps.config.READ_YOUR_WRITES_TIMEOUT_MS,
    );
  }

  /** The staff account named in the path (investigator or auditor), loaded from its stream. */
  async function staffAccount(ctx: Ctx): Promise<number> {
    const raw = ctx.params.id ?? '';
    if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw new ValidationError(STAFF_ACCOUNT_MESSAGES.accountId);
    const userId = Number(raw);
    const { state } = await commands.loadUser(deps, userId);
    if (state.status !== 'active') throw new NotFoundError(STAFF_ACCOUNT_MESSAGES.notFound);
    if (!disablableRole(state.role)) throw new ForbiddenError(ACCOUNT_MESSAGES.staffOnly);
    return userId;
  }

  const router = createRouter();

  router.post('/api/password-reset', async (ctx) => {
    const input = parse(passwordResetRequest, ctx.request.body);
    await requestReset(deps, input.email, {
      address: ctx.ip,
      baseUrl: appBaseUrl(ctx, deps.config.PUBLIC_URL),
      ctx: commandContext(ctx),
      log: ctx.state.log,
    });
    ctx.status = 202;
    const body: PasswordResetRequested = { message: MESSAGES.resetSent };
    ctx.body = body;
  });

  router.post('/api/password-reset/confirm', async (ctx) => {
    await admitReset(deps, ctx.ip);
    const input = parse(passwordResetConfirm, ctx.request.body);
    const userId = await completeReset(deps, input.token, input.password, commandContext(ctx));
    noteSecurity(ctx, { event: 'password.reset', userId });
    // Whoever was signed in in this browser is signed out too: the owner signs in with the new password.
    ctx.session = null;
    ctx.status = 204;
  });

  router.post('/api/admin/users/:id/disable', requireRole('admin'), async (ctx) => {
    const userId = await staffAccount(ctx);
    const result = await commands.disableAccount(deps, userId, currentUser(ctx).id, commandContext(ctx));
    await settled(result);
    ctx.body = staffMemberOf(result.state);
  });

  router.post('/api/admin/users/:id/enable', requireRole('admin'), async (ctx) => {
    const userId = await staffAccount(ctx);
    const result = await commands.enableAccount(deps, userId, currentUser(ctx).id, commandContext(ctx));
    await settled(result);
    ctx.body = staffMemberOf(result.state);
  });

  router.post('/api/admin/users/:id/reset-password', requireRole('admin'), async (ctx) => {
    const userId = await staffAccount(ctx);
    // A password no one knows until the owner chooses one through the link.
    await commands.resetPassword(deps, userId, randomBytes(24).toString('base64url'), 'admin', commandContext(ctx));
    await forgetResets(deps.knex, userId);
    await sendResetLink(deps, userId, 'admin', appBaseUrl(ctx, deps.config.PUBLIC_URL), commandContext(ctx));
    noteSecurity(ctx, { event: 'password.reset', userId, reason: 'admin' });
    ctx.status = 202;
    const body: PasswordResetRequested = { message: STAFF_ACCOUNT_MESSAGES.resetSent };
    ctx.body = body;
  });

  return router;
}
