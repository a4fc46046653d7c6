// Login throttling an attacker cannot turn against a victim (issue 29, M1; docs/decisions/0047),
// on top of the counters of throttle.ts (decision 0007). OWASP's device cookies: a browser the
// account signed in from before (the signed `casebook.device` cookie, remembered in `login_known`)
// is judged by its own failures only — an attacker's failures from the same address, at any
// account, never refuse it. Every other attempt passes the address, pair and account counters.
// Current-password guesses (password change, erasure) have a counter per account too.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Config } from '../../infra/config/index.js';
import { ForbiddenError, UnauthorizedError } from '../../infra/http/errors.js';
import { accountRef, securityOf, withSecurity } from '../../infra/logger/security.js';
import { MESSAGES } from './contract.js';
import { ACCOUNT_MESSAGES } from './decider.js';
import { admit, count, giveBack, isKnown, KNOWN_FOR_DAYS, normUsername, tooMany, type Admission } from './throttle.js';

export interface GuardDeps {
  knex: Knex;
  config: Pick<Config, 'LOGIN_THROTTLE_MAX' | 'LOGIN_THROTTLE_IP_MAX' | 'LOGIN_THROTTLE_WINDOW_MINUTES'>;
}

export type LoginFailure = 'unknown-user' | 'inactive' | 'wrong-password' | 'wrong-mode' | 'disabled';

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

async function isKnownDevice(knex: Knex, userId: number, device: string): Promise<boolean> {
  const row = await knex('login_known')
    .where({ user_id: userId, kind: 'device', value_hash: sha256(device) })
    .andWhere('last_success_at', '>', knex.raw(`now() - interval '${KNOWN_FOR_DAYS} days'`))
    .first('user_id');
  return row !== undefined;
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

  if (attempt.userId !== undefined && attempt.device && (await isKnownDevice(knex, attempt.userId, attempt.device))) {
    const deviceKey = sha256(attempt.device);
    const own = await count(knex, 'device', username, deviceKey, windowSeconds);
    if (own.attempts <= config.LOGIN_THROTTLE_MAX) {
      // Counted on the address and pair too (never refused by them), so the browser's failures
      // still count should it become a stranger; given back when the password is right.
      await count(knex, 'address', '', attempt.address, windowSeconds);
      await count(knex, 'pair', username, attempt.address, windowSeconds);
      return {
        async succeeded() {
          await knex('login_throttle').where({ scope: 'device', username, address: deviceKey }).delete();
          await knex('login_throttle').where({ scope: 'pair', username, address: attempt.address }).delete();
          await giveBack(knex, 'address', '', attempt.address);
        },
      };
    }
    // Guessed at from this browser: it is a stranger for the rest of the window.
  }
  const known = attempt.userId !== undefined && (await isKnown(knex, attempt.userId, { address: attempt.address }));
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
