// Login throttling an attacker cannot turn against a victim (issue 29, M1; docs/decisions/0047),
// on top of the counters of throttle.ts (decision 0007). OWASP's device cookies: a browser the
// account signed in from before (the signed `casebook.device` cookie, remembered in `login_known`)
// is judged by its own failures only — an attacker's failures from the same address, at any
// account, never refuse it. Every other attempt passes the address, pair and account counters.
// Current-password guesses (password change, erasure) have a counter per account too, and so do
// second-factor codes (the sign-in's code step and turning the factor off; per address as well at
// sign-in), counted across password steps: a right password no longer starts them again.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Config } from '../../infra/config/index.js';
import type { KeyStore } from '../../infra/crypto/keys.js';
import { ForbiddenError, UnauthorizedError } from '../../infra/http/errors.js';
import { accountRef, securityOf, withSecurity } from '../../infra/logger/security.js';
import { MESSAGES } from './contract.js';
import { ACCOUNT_MESSAGES } from './decider.js';
import {
  admit,
  count,
  giveBack,
  isKnown,
  normUsername,
  peek,
  settleAdmission,
  tooMany,
  type Admission,
  type AdmissionTicket,
} from './throttle.js';

export interface GuardDeps {
  knex: Knex;
  config: Pick<Config, 'LOGIN_THROTTLE_MAX' | 'LOGIN_THROTTLE_IP_MAX' | 'LOGIN_THROTTLE_WINDOW_MINUTES'>;
  /** The accounts' data keys: `login_known` holds keyed hashes (throttle.ts, `knownHash`). */
  keys: Pick<KeyStore, 'get'>;
}

export type LoginFailure = 'unknown-user' | 'inactive' | 'wrong-password' | 'wrong-mode' | 'disabled' | 'wrong-code';

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

/**
 * The 401 of a failed sign-in, logged as `login.failed` with its reason (never said to the caller);
 * a disabled account with the right password is told so (403): only its holder learns it.
 */
export function loginFailed(reason: LoginFailure, username: string, userId?: number): UnauthorizedError | ForbiddenError {
  const error = reason === 'disabled' ? new ForbiddenError(ACCOUNT_MESSAGES.disabled) : new UnauthorizedError(MESSAGES.invalidLogin);
  return withSecurity(error, {
    event: 'login.failed',
    reason,
    userId,
    account: accountRef(username),
  });
}

/**
 * A refused code step (a wrong code, or past the throttle a wrong password: decision 0087), logged
 * as `login.failed` with its reason; the caller is told only that the code is not right.
 */
export function codeFailed<E extends Error = UnauthorizedError>(
  reason: Extract<LoginFailure, 'wrong-code' | 'wrong-password'>,
  who: { userId: number; username: string },
  error?: E,
): E | UnauthorizedError {
  return withSecurity(error ?? new UnauthorizedError(MESSAGES.secondFactorWrong), {
    event: 'login.failed',
    reason,
    userId: who.userId,
    account: accountRef(who.username),
  });
}

/**
 * Lets a sign-in attempt through or throws 429 (Retry-After). A browser known to the account, with
 * at most LOGIN_THROTTLE_MAX failures of its own in the window, is refused by its own counter only;
 * past that, or from any other browser, the attempt goes through `admit` (address,
 * pair, and — from an address the account never used — account backoff).
 */
export async function admitLogin(
  deps: GuardDeps,
  attempt: { username: string; userId: number | undefined; address: string; device: string | undefined },
): Promise<Admission> {
  const { knex, config } = deps;
  const username = normUsername(attempt.username);
  const windowSeconds = config.LOGIN_THROTTLE_WINDOW_MINUTES * 60;
  const limits = {
    max: config.LOGIN_THROTTLE_MAX,
    ipMax: config.LOGIN_THROTTLE_IP_MAX,
    windowMinutes: config.LOGIN_THROTTLE_WINDOW_MINUTES,
  };
  const tag = (err: unknown) => {
    const own = securityOf(err);
    if (err instanceof Error && own) withSecurity(err, { ...own, userId: attempt.userId, account: accountRef(username) });
    return err;
  };

  const dataKey = attempt.userId === undefined ? null : await deps.keys.get(attempt.userId);
  if (attempt.userId !== undefined && attempt.device && (await isKnown(knex, dataKey, attempt.userId, { device: attempt.device }))) {
    const deviceKey = sha256(attempt.device);
    const own = await count(knex, 'device', username, deviceKey, windowSeconds);
    if (own.attempts <= config.LOGIN_THROTTLE_MAX) {
      // Counted on the address and pair too (never refused by them), so the browser's failures
      // still count should it become a stranger; given back when the sign-in succeeds.
      await count(knex, 'address', '', attempt.address, windowSeconds);
      await count(knex, 'pair', username, attempt.address, windowSeconds);
      const ticket: AdmissionTicket = { username, address: attempt.address, deviceKey, account: false };
      return { ticket, succeeded: () => settleAdmission(knex, ticket) };
    }
    // Guessed at from this browser: it is a stranger for the rest of the window.
  }
  const known = attempt.userId !== undefined && (await isKnown(knex, dataKey, attempt.userId, { address: attempt.address }));
  try {
    return await admit(knex, limits, { username, address: attempt.address, known });
  } catch (err) {
    throw tag(err);
  }
}

export type PasswordCheckAction = 'password-change' | 'erasure';

/**
 * Guesses of the current password by whoever holds a session: LOGIN_THROTTLE_MAX wrong ones per
 * window and account, then 429 until the window ends. Call `settle` with the check's result: a right
 * password gives its attempt back; `failed` tags the refusal for the security log.
 */
export async function admitPasswordCheck(deps: GuardDeps, user: { userId: number; username: string }, action: PasswordCheckAction) {
  const { knex, config } = deps;
  const username = normUsername(user.username);
  const counted = await count(knex, 'password', username, '', config.LOGIN_THROTTLE_WINDOW_MINUTES * 60);
  if (counted.attempts > config.LOGIN_THROTTLE_MAX) {
    throw withSecurity(tooMany(counted.retrySeconds, 'password', 'password_check.throttled'), {
      event: 'password_check.throttled',
      reason: action,
      userId: user.userId,
      retryAfterSeconds: Math.max(1, Math.ceil(counted.retrySeconds)),
    });
  }
  return {
    async settle(matches: boolean) {
      if (matches) await giveBack(knex, 'password', username, '');
    },
    failed<E extends Error>(err: E): E {
      return withSecurity(err, { event: 'password_check.failed', reason: action, userId: user.userId });
    },
  };
}

/**
 * Second-factor code guesses, counted before the code is checked and kept across password steps
 * (a right password gives none back): LOGIN_THROTTLE_MAX wrong codes per window and account —
 * shared by the sign-in's code step and turning the factor off — and, at sign-in,
 * LOGIN_THROTTLE_IP_MAX per address; then 429 with Retry-After until the window ends. Only someone
 * who typed the account's right password reaches these counters, so strangers cannot spend them.
 * `settle(true)` gives the right code's attempt back.
 */
export async function admitCode(
  deps: Pick<GuardDeps, 'knex' | 'config'>,
  who: { userId: number; username: string; address?: string },
  action: 'sign-in' | 'second-factor-disable',
) {
  const { knex, config } = deps;
  const username = normUsername(who.username);
  const windowSeconds = config.LOGIN_THROTTLE_WINDOW_MINUTES * 60;
  const refuse = (retrySeconds: number, reason: 'code' | 'code-address') => {
    const err =
      action === 'sign-in' ? tooMany(retrySeconds, reason) : tooMany(retrySeconds, 'second-factor-disable', 'password_check.throttled');
    const own = securityOf(err)!;
    return withSecurity(err, { ...own, userId: who.userId, ...(action === 'sign-in' ? { account: accountRef(username) } : {}) });
  };
  const byAccount = await count(knex, 'code', username, '', windowSeconds);
  if (byAccount.attempts > config.LOGIN_THROTTLE_MAX) throw refuse(byAccount.retrySeconds, 'code');
  const address = action === 'sign-in' ? who.address : undefined;
  if (address !== undefined) {
    const byAddress = await count(knex, 'code-address', '', address, windowSeconds);
    if (byAddress.attempts > config.LOGIN_THROTTLE_IP_MAX) {
      await giveBack(knex, 'code', username, '');
      throw refuse(byAddress.retrySeconds, 'code-address');
    }
  }
  return {
    async settle(matches: boolean) {
      if (!matches) return;
      await giveBack(knex, 'code', username, '');
      if (address !== undefined) await giveBack(knex, 'code-address', '', address);
    },
  };
}

/**
 * Reads the account's code counter without counting: the code step of a sign-in whose password was
 * wrong (under the throttle, login-guard's callers answer it like a wrong code) does the same work as
 * one whose password was right, so the time it takes does not tell them apart.
 */
export async function peekCode(deps: Pick<GuardDeps, 'knex' | 'config'>, username: string): Promise<void> {
  await peek(deps.knex, 'code', normUsername(username), '', deps.config.LOGIN_THROTTLE_WINDOW_MINUTES * 60);
}
