// The second factor's endpoints (decision 0048): set up and turn on TOTP from Settings, turn it
// off with a code, and the sign-in's second step — a code, or for a staff or auditor account with
// no factor yet its setup. While a sign-in waits the session holds only `pendingSecondFactor`
// (no user): nothing but these steps is open to it.
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../infra/http/errors.js';
import { commandContext } from '../../infra/http/state.js';
import { parse } from '../../infra/http/validate.js';
import { noteSecurity } from '../../infra/logger/security.js';
import {
  MESSAGES,
  secondFactorCodeRequest,
  type SecondFactorEnabled,
  type SecondFactorSetup,
  type SecondFactorSetupSignedIn,
} from './contract.js';
import { startSession, userResponseOf, type IdentityRouteDeps, type PendingSecondFactor } from './routes.js';
import {
  disableSecondFactor,
  enableSecondFactor,
  newSetup,
  secondFactorRequiredFor,
  secondFactorStatusOf,
  verifySignInCode,
} from './second-factor.js';

/** How long the code step waits after the password, and how many wrong codes it takes. */
export const PENDING_MS = 5 * 60_000;
export const PENDING_TRIES = 5;
/** How long a setup's secret waits to be confirmed with a code (in Settings and at sign-in). */
export const SETUP_MS = 15 * 60_000;

export function secondFactorRouter(deps: IdentityRouteDeps) {
  const router = createRouter();

  router.get('/api/user/second-factor', requireUser(), async (ctx) => {
    ctx.body = await secondFactorStatusOf(deps, currentUser(ctx).id);
  });

  router.post('/api/user/second-factor/setup', requireUser(), async (ctx) => {
    const user = currentUser(ctx);
    if (user.role === 'admin') throw new ForbiddenError(MESSAGES.secondFactorOps);
    const setup: SecondFactorSetup = await newSetup(user.username);
    // Kept server-side in the session until a code confirms it (never sent back by the browser).
    ctx.session!.secondFactorSetup = { secret: setup.secret, at: Date.now() };
    ctx.body = setup;
  });

  router.post('/api/user/second-factor', requireUser(), async (ctx) => {
    const input = parse(secondFactorCodeRequest, ctx.request.body);
    const user = currentUser(ctx);
    if (user.role === 'admin') throw new ForbiddenError(MESSAGES.secondFactorOps);
    const setup = ctx.session?.secondFactorSetup as { secret: string; at: number } | undefined;
    if (!setup || Date.now() - setup.at > SETUP_MS) throw new ValidationError(MESSAGES.secondFactorNoSetup);
    const { recoveryCodes } = await enableSecondFactor(deps, user.id, setup.secret, input.code, commandContext(ctx));
    delete ctx.session!.secondFactorSetup;
    const body: SecondFactorEnabled = { recoveryCodes };
    ctx.status = 201;
    ctx.body = body;
  });

  router.post('/api/user/second-factor/disable', requireUser(), async (ctx) => {
    const input = parse(secondFactorCodeRequest, ctx.request.body);
    const user = currentUser(ctx);
    if (user.role === 'admin') throw new ForbiddenError(MESSAGES.secondFactorOps);
    if (secondFactorRequiredFor(user.role)) throw new ForbiddenError(MESSAGES.secondFactorRequired);
    await disableSecondFactor(deps, user.id, input.code, commandContext(ctx));
    ctx.status = 204;
  });

  router.post('/api/login/second-factor', async (ctx) => {
    const input = parse(secondFactorCodeRequest, ctx.request.body);
    const pending = ctx.session?.pendingSecondFactor as PendingSecondFactor | undefined;
    if (!pending) throw new UnauthorizedError(MESSAGES.secondFactorExpired);
    if (Date.now() - pending.at > PENDING_MS) {
      delete ctx.session!.pendingSecondFactor;
      throw new UnauthorizedError(MESSAGES.secondFactorExpired);
    }
    const state = await verifySignInCode(deps, pending.userId, input.code, commandContext(ctx));
    if (!state) {
      // Five wrong codes and the password must be typed again (itself throttled, decision 0007).
      const tries = pending.tries + 1;
      if (tries >= PENDING_TRIES) delete ctx.session!.pendingSecondFactor;
      else ctx.session!.pendingSecondFactor = { ...pending, tries };
      throw new UnauthorizedError(MESSAGES.secondFactorWrong);
    }
    delete ctx.session!.pendingSecondFactor;
    await startSession(ctx, pending.userId);
    ctx.body = userResponseOf(state);
  });

  // A staff or auditor account's first sign-in: a current code of the secret the password step
  // answered turns the factor on (SecondFactorEnrolled) and signs in; the recovery codes are
  // answered once. Wrong codes count as at the code step.
  router.post('/api/login/second-factor/setup', async (ctx) => {
    const input = parse(secondFactorCodeRequest, ctx.request.body);
    const pending = ctx.session?.pendingSecondFactor as PendingSecondFactor | undefined;
    if (!pending?.setupSecret) throw new UnauthorizedError(MESSAGES.secondFactorSetupExpired);
    if (Date.now() - pending.at > SETUP_MS) {
      delete ctx.session!.pendingSecondFactor;
      throw new UnauthorizedError(MESSAGES.secondFactorSetupExpired);
    }
    let enabled: Awaited<ReturnType<typeof enableSecondFactor>>;
    try {
      enabled = await enableSecondFactor(deps, pending.userId, pending.setupSecret, input.code, commandContext(ctx));
    } catch (error) {
      // A wrong code (400): five and the password must be typed again. Anything else ends the step.
      const tries = pending.tries + 1;
      if (!(error instanceof ValidationError) || tries >= PENDING_TRIES) delete ctx.session!.pendingSecondFactor;
      else ctx.session!.pendingSecondFactor = { ...pending, tries };
      throw error;
    }
    delete ctx.session!.pendingSecondFactor;
    const user = userResponseOf(enabled.result.state);
    await startSession(ctx, pending.userId);
    noteSecurity(ctx, { event: 'login.succeeded', userId: pending.userId });
    const body: SecondFactorSetupSignedIn = { user, recoveryCodes: enabled.recoveryCodes };
    ctx.body = body;
  });

  return router;
}
