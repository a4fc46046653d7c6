// The second factor's endpoints (decision 0048): set up and turn on TOTP from Settings, turn it
// off with a code, and the sign-in's second step — a code, or for a staff or auditor account with
// no factor yet its setup. While a sign-in waits the session holds only `pendingSecondFactor`
// (no user): nothing but these steps is open to it.
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../infra/http/errors.js';
import { commandContext } from '../../infra/http/state.js';
import { parse } from '../../infra/http/validate.js';
import { noteSecurity, securityOf, withSecurity } from '../../infra/logger/security.js';
import {
  MESSAGES,
  secondFactorCodeRequest,
  secondFactorRequiredFor,
  type SecondFactorEnabled,
  type SecondFactorSetup,
  type SecondFactorSetupSignedIn,
} from './contract.js';
import { deviceOf, keepDevice, startSession, userResponseOf, type IdentityRouteDeps, type PendingSecondFactor } from './routes.js';
import { rememberSignIn } from './commands.js';
import { admitCode, codeFailed, peekCode } from './login-guard.js';
import { disableSecondFactor, enableSecondFactor, newSetup, secondFactorStatusOf, verifySignInCode } from './second-factor.js';

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
    // Wrong codes are counted per account with the sign-in's (429 past LOGIN_THROTTLE_MAX).
    await disableSecondFactor(deps, user.id, input.code, commandContext(ctx));
    ctx.status = 204;
  });

  /** The sign-in is done: what its password step counted is given back, its browser and address are known. */
  async function signedIn(ctx: Parameters<typeof startSession>[0], pending: PendingSecondFactor) {
    delete ctx.session!.pendingSecondFactor;
    const device = deviceOf(ctx);
    await rememberSignIn(deps, pending.userId, { address: ctx.ip, device: device.token }, pending.ticket);
    keepDevice(ctx, device.token);
    await startSession(ctx, pending.userId);
    noteSecurity(ctx, { event: 'login.succeeded', userId: pending.userId });
  }

  /** A wrong code: five and the password must be typed again (its step is throttled, and counts until a code is right). */
  function countTry(ctx: Parameters<typeof startSession>[0], pending: PendingSecondFactor) {
    const tries = pending.tries + 1;
    if (tries >= PENDING_TRIES) delete ctx.session!.pendingSecondFactor;
    else ctx.session!.pendingSecondFactor = { ...pending, tries };
  }

  router.post('/api/login/second-factor', async (ctx) => {
    const input = parse(secondFactorCodeRequest, ctx.request.body);
    const pending = ctx.session?.pendingSecondFactor as PendingSecondFactor | undefined;
    // (A step begun before pendings named their username is over: the password again.)
    if (!pending || typeof pending.username !== 'string') throw new UnauthorizedError(MESSAGES.secondFactorExpired);
    if (Date.now() - pending.at > PENDING_MS) {
      delete ctx.session!.pendingSecondFactor;
      throw new UnauthorizedError(MESSAGES.secondFactorExpired);
    }
    const who = { userId: pending.userId, username: pending.username, address: ctx.ip };
    if (pending.passwordOk === false) {
      // Past the throttle with a wrong password (decision 0087): answered as a wrong code, the code
      // not checked and nothing counted (strangers cannot spend the account's code guesses).
      await peekCode(deps, pending.username);
      countTry(ctx, pending);
      throw codeFailed('wrong-password', who);
    }
    let check: Awaited<ReturnType<typeof admitCode>>;
    try {
      check = await admitCode(deps, who, 'sign-in');
    } catch (error) {
      // Past the throttle every wrong answer must look alike: the code counter's refusal too.
      if (!pending.throttled) throw error;
      countTry(ctx, pending);
      throw withSecurity(new UnauthorizedError(MESSAGES.secondFactorWrong), securityOf(error)!);
    }
    const state = await verifySignInCode(deps, pending.userId, input.code, commandContext(ctx));
    await check.settle(state !== undefined);
    if (!state) {
      countTry(ctx, pending);
      throw codeFailed('wrong-code', who);
    }
    await signedIn(ctx, pending);
    ctx.body = userResponseOf(state);
  });

  // A staff or auditor account's first sign-in: a current code of the secret the password step
  // answered turns the factor on (SecondFactorEnrolled) and signs in; the recovery codes are
  // answered once. Wrong codes count against the step's five tries (not the account's code counter:
  // the secret was given to whoever typed the password, so there is nothing to guess).
  router.post('/api/login/second-factor/setup', async (ctx) => {
    const input = parse(secondFactorCodeRequest, ctx.request.body);
    const pending = ctx.session?.pendingSecondFactor as PendingSecondFactor | undefined;
    if (!pending?.setupSecret || typeof pending.username !== 'string') throw new UnauthorizedError(MESSAGES.secondFactorSetupExpired);
    if (Date.now() - pending.at > SETUP_MS) {
      delete ctx.session!.pendingSecondFactor;
      throw new UnauthorizedError(MESSAGES.secondFactorSetupExpired);
    }
    let enabled: Awaited<ReturnType<typeof enableSecondFactor>>;
    try {
      enabled = await enableSecondFactor(deps, pending.userId, pending.setupSecret, input.code, commandContext(ctx));
    } catch (error) {
      // A wrong code (400): five and the password must be typed again. Anything else ends the step.
      if (!(error instanceof ValidationError)) delete ctx.session!.pendingSecondFactor;
      else countTry(ctx, pending);
      throw error instanceof ValidationError ? codeFailed('wrong-code', pending, error) : error;
    }
    const user = userResponseOf(enabled.result.state);
    await signedIn(ctx, pending);
    const body: SecondFactorSetupSignedIn = { user, recoveryCodes: enabled.recoveryCodes };
    ctx.body = body;
  });

  return router;
}
