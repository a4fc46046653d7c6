// Login throttling (docs/decisions/0007-login-throttling.md). Three counters per window, each one
// row updated by a single statement, so parallel attempts are counted one by one:
// - address: attempts from one client address, whatever the account (password spraying);
// - pair: attempts at one account from one address — strict, then 429 until the window ends;
// - account: attempts at one account from addresses and browsers it has never signed in from.
//   Past the limit these slow down (exponential backoff) instead of locking: the owner signing in
//   from a browser or address they used before is not counted here and never waits.
// Every attempt is counted before its password is checked and given back when the sign-in succeeds
// (for an account with a second factor: when its code is right), so a burst cannot slip past a
// check that has not yet seen its siblings' failures.
import type { Knex } from 'knex';
import { keyedDigest } from '../../infra/crypto/view-cipher.js';
import { TooManyRequestsError } from '../../infra/http/errors.js';
import { withSecurity } from '../../infra/logger/security.js';

export interface ThrottleLimits {
  /** Per account+address pair; also the account's count before backoff starts. */
  max: number;
  /** Per address, any account. */
  ipMax: number;
  windowMinutes: number;
}

/**
 * Past the account's limit, attempts from unknown browsers wait 30 s, then 60, 120… (at most the
 * window) after the one before: about six more guesses in a 15-minute window, then one per window.
 */
export const BACKOFF_BASE_SECONDS = 30;

/** A browser or an address is "known" for this long after a successful sign-in from it. */
export const KNOWN_FOR_DAYS = 90;

export const throttleMigration = {
  name: '0011_identity_login_throttle',
  async up(knex: Knex) {
    // The old per-row failure log kept usernames and addresses with no way to purge them.
    await knex.schema.dropTableIfExists('login_failures');
    await knex.schema.createTable('login_throttle', (t) => {
      t.text('scope').notNullable(); // 'address' | 'pair' | 'account'
      t.text('username').notNullable(); // lower-cased; '' for the address scope
      t.text('address').notNullable(); // '' for the account scope
      t.integer('attempts').notNullable();
      t.timestamp('window_started_at', { useTz: true }).notNullable();
      t.timestamp('next_allowed_at', { useTz: true }).notNullable();
      t.primary(['scope', 'username', 'address']);
      t.index(['username']);
      t.index(['window_started_at']);
    });
    // Where an account signed in successfully: hashes of addresses and of device-cookie tokens.
    await knex.schema.createTable('login_known', (t) => {
      t.integer('user_id').notNullable();
      t.text('kind').notNullable(); // 'address' | 'device'
      t.text('value_hash').notNullable();
      t.timestamp('last_success_at', { useTz: true }).notNullable();
      t.primary(['user_id', 'kind', 'value_hash']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('login_known');
    await knex.schema.dropTable('login_throttle');
  },
};

export const normUsername = (v: string) => v.trim().toLowerCase();

/**
 * `device`, `password`, `code` and `code-address` are login-guard.ts's: a known browser's own
 * guesses, current-password guesses, second-factor code guesses per account (sign-in and turning
 * the factor off) and per address; `reset` counts password-reset steps per address and per email
 * (password-reset.ts).
 */
export type Scope = 'address' | 'pair' | 'account' | 'device' | 'password' | 'code' | 'code-address' | 'reset';

interface Counted {
  attempts: number;
  retrySeconds: number;
}

/** 429 with Retry-After, logged as `login.throttled` with the counter that refused it (infra/logger/security.ts). */
export const tooMany = (
  seconds: number,
  reason: Scope | 'second-factor-disable' = 'address',
  event: 'login.throttled' | 'password_check.throttled' = 'login.throttled',
) => {
  const s = Math.max(1, Math.ceil(seconds));
  const wait = s >= 90 ? `${Math.ceil(s / 60)} minutes` : `${s} seconds`;
  const what =
    event === 'password_check.throttled'
      ? reason === 'second-factor-disable'
        ? 'wrong codes'
        : 'wrong passwords'
      : reason === 'code' || reason === 'code-address'
        ? 'wrong codes'
        : 'failed login attempts';
  return withSecurity(new TooManyRequestsError(`Too many ${what}. Please wait ${wait} and try again.`, s), {
    event,
    reason,
    retryAfterSeconds: s,
  });
};

/** The attempts a counter holds in its current window (0 when none or the window ended), without counting one. */
export async function peek(knex: Knex, scope: Scope, username: string, address: string, windowSeconds: number): Promise<Counted> {
  const row = await knex('login_throttle')
    .where({ scope, username, address })
    .andWhere('window_started_at', '>', knex.raw('now() - make_interval(secs => ?)', [windowSeconds]))
    .first(
      'attempts',
      knex.raw('extract(epoch from (window_started_at + make_interval(secs => ?) - now()))::float8 as retry', [windowSeconds]),
    );
  const found = row as { attempts: number; retry: number } | undefined;
  return { attempts: Number(found?.attempts ?? 0), retrySeconds: Number(found?.retry ?? 0) };
}

/** Counts one attempt in a fixed window (a window that ended starts again at 1). */
export async function count(knex: Knex, scope: Scope, username: string, address: string, windowSeconds: number): Promise<Counted> {
  const { rows } = await knex.raw<{ rows: { attempts: number; retry: number }[] }>(
    `insert into login_throttle as t (scope, username, address, attempts, window_started_at, next_allowed_at)
     values (?, ?, ?, 1, now(), now())
     on conflict (scope, username, address) do update set
       attempts = case when t.window_started_at <= now() - make_interval(secs => ?) then 1 else t.attempts + 1 end,
       window_started_at = case when t.window_started_at <= now() - make_interval(secs => ?) then now() else t.window_started_at end
     returning attempts, extract(epoch from (window_started_at + make_interval(secs => ?) - now()))::float8 as retry`,
    [scope, username, address, windowSeconds, windowSeconds, windowSeconds],
  );
  return { attempts: Number(rows[0]!.attempts), retrySeconds: Number(rows[0]!.retry) };
}

/**
 * Claims the account's next attempt. Below the limit every attempt may go; past it each one
 * must wait BACKOFF_BASE_SECONDS × 2^(n - max) (at most the window) after the previous one, and
 * only one of several parallel attempts gets each slot. Answers undefined when the claim is refused.
 */
async function claimAccount(knex: Knex, username: string, limits: ThrottleLimits): Promise<Counted | undefined> {
  const windowSeconds = limits.windowMinutes * 60;
  const { rows } = await knex.raw<{ rows: { attempts: number }[] }>(
    `insert into login_throttle as t (scope, username, address, attempts, window_started_at, next_allowed_at)
     values ('account', ?, '', 1, now(), now())
     on conflict (scope, username, address) do update set
       attempts = case when t.window_started_at <= now() - make_interval(secs => ?) then 1 else t.attempts + 1 end,
       window_started_at = case when t.window_started_at <= now() - make_interval(secs => ?) then now() else t.window_started_at end,
       next_allowed_at = case
         when t.window_started_at <= now() - make_interval(secs => ?) then now()
         when t.attempts + 1 < ? then t.next_allowed_at
         else now() + make_interval(secs => least(? * power(2, t.attempts + 1 - ?)::float8, ?)) end
     -- Free attempts are decided by the count alone: parallel statements each have their own now(),
     -- and an older one must not be refused because a newer one already moved the row.
     where t.window_started_at <= now() - make_interval(secs => ?) or t.attempts < ? or t.next_allowed_at <= now()
     returning attempts`,
    [
      username,
      windowSeconds,
      windowSeconds,
      windowSeconds,
      limits.max,
      BACKOFF_BASE_SECONDS,
      limits.max,
      windowSeconds,
      windowSeconds,
      limits.max,
    ],
  );
  if (rows.length === 0) return undefined;
  return { attempts: Number(rows[0]!.attempts), retrySeconds: 0 };
}

async function accountRetrySeconds(knex: Knex, username: string): Promise<number> {
  const row = await knex('login_throttle')
    .where({ scope: 'account', username, address: '' })
    .first(knex.raw('extract(epoch from (next_allowed_at - now()))::float8 as retry'));
  return Math.max(1, Number((row as { retry?: number } | undefined)?.retry ?? 1));
}

export async function giveBack(knex: Knex, scope: Scope, username: string, address: string): Promise<void> {
  await knex('login_throttle')
    .where({ scope, username, address })
    .update({ attempts: knex.raw('greatest(attempts - 1, 0)') });
}

export interface Attempt {
  /** Lower-cased username as typed (whether or not such an account exists). */
  username: string;
  address: string;
  /** The account has signed in from this browser or address before: not counted per account. */
  known: boolean;
}

/**
 * What a sign-in that got through the counters gives back once it succeeds: the address's attempt,
 * the pair's (and a known browser's own) counter cleared, the account's attempt when it was counted.
 * Plain data, so that an account with a second factor can keep it in the session until its code.
 */
export interface AdmissionTicket {
  username: string;
  address: string;
  /** The known browser's own counter (login-guard.ts), keyed by its token's hash. */
  deviceKey?: string;
  /** The attempt was counted per account (an unknown browser and address). */
  account: boolean;
}

export interface Admission {
  ticket: AdmissionTicket;
  /** The sign-in succeeded: this attempt is given back (and the pair starts again from zero). */
  succeeded(): Promise<void>;
}

/** Gives back what an admitted sign-in counted (see AdmissionTicket). */
export async function settleAdmission(knex: Knex, ticket: AdmissionTicket): Promise<void> {
  const { username, address } = ticket;
  if (ticket.deviceKey) await knex('login_throttle').where({ scope: 'device', username, address: ticket.deviceKey }).delete();
  await knex('login_throttle').where({ scope: 'pair', username, address }).delete();
  await giveBack(knex, 'address', '', address);
  if (ticket.account) await giveBack(knex, 'account', username, '');
}

let lastSweep = 0;

/** Lets an attempt through, counting it; throws 429 (with Retry-After) when a limit is reached. */
export async function admit(knex: Knex, limits: ThrottleLimits, attempt: Attempt): Promise<Admission> {
  const windowSeconds = limits.windowMinutes * 60;
  const { username, address } = attempt;
  await sweep(knex, windowSeconds);

  const byAddress = await count(knex, 'address', '', address, windowSeconds);
  if (byAddress.attempts > limits.ipMax) throw tooMany(byAddress.retrySeconds, 'address');
  const byPair = await count(knex, 'pair', username, address, windowSeconds);
  if (byPair.attempts > limits.max) {
    await giveBack(knex, 'address', '', address);
    throw tooMany(byPair.retrySeconds, 'pair');
  }
  if (!attempt.known) {
    const claimed = await claimAccount(knex, username, limits);
    if (!claimed) {
      await giveBack(knex, 'address', '', address);
      await giveBack(knex, 'pair', username, address);
      throw tooMany(await accountRetrySeconds(knex, username), 'account');
    }
  }
  const ticket: AdmissionTicket = { username, address, account: !attempt.known };
  return { ticket, succeeded: () => settleAdmission(knex, ticket) };
}

/** Counters whose window ended long ago are of no further use (at most once a minute per process). */
async function sweep(knex: Knex, windowSeconds: number): Promise<void> {
  if (Date.now() - lastSweep < 60_000) return;
  lastSweep = Date.now();
  await knex('login_throttle')
    .where('window_started_at', '<', knex.raw('now() - make_interval(secs => ?)', [windowSeconds * 2]))
    .delete();
  await knex('login_known')
    .where('last_success_at', '<', knex.raw(`now() - interval '${KNOWN_FOR_DAYS} days'`))
    // Unkeyed SHA-256 hashes written before (an address's can be found by trying every address):
    // never matched by a keyed lookup, so of no use; they go.
    .orWhere('value_hash', 'not like', `${KNOWN_PREFIX}%`)
    .delete();
}

// ---- browsers and addresses an account has signed in from

/** The prefix of a keyed hash in `login_known`; a row without it is an unkeyed one from before. */
export const KNOWN_PREFIX = 'k1:';
const KNOWN_LABEL = 'casebook known sign-in places v1';

/**
 * How `login_known` holds an address or a browser's token: an HMAC-SHA-256 under a key derived
 * (HKDF) from the account's data key, as the case numbers' keys are (decision 0074). An address
 * cannot be found from it by trying every address without the key (the KEK unwraps it), and once
 * the account is erased (its key shredded) by nobody.
 */
export const knownHash = (dataKey: Buffer, kind: 'address' | 'device', value: string) =>
  KNOWN_PREFIX + keyedDigest(dataKey, KNOWN_LABEL, `${kind}|${value}`);

/** Where the account signed in from before; `dataKey` is the account's (null once erased: nothing is known). */
export async function isKnown(
  knex: Knex,
  dataKey: Buffer | null,
  userId: number,
  where: { address?: string; device?: string },
): Promise<boolean> {
  if (!dataKey) return false;
  const values = [
    ...(where.address !== undefined ? [{ kind: 'address', value_hash: knownHash(dataKey, 'address', where.address) }] : []),
    ...(where.device ? [{ kind: 'device', value_hash: knownHash(dataKey, 'device', where.device) }] : []),
  ];
  if (values.length === 0) return false;
  const row = await knex('login_known')
    .where({ user_id: userId })
    .andWhere((q) => {
      for (const v of values) q.orWhere(v);
    })
    .andWhere('last_success_at', '>', knex.raw(`now() - interval '${KNOWN_FOR_DAYS} days'`))
    .first('user_id');
  return row !== undefined;
}

export async function rememberSuccess(
  knex: Knex,
  dataKey: Buffer | null,
  userId: number,
  where: { address: string; device: string },
): Promise<void> {
  if (!dataKey) return;
  const rows = [
    { user_id: userId, kind: 'address', value_hash: knownHash(dataKey, 'address', where.address), last_success_at: knex.fn.now() },
    { user_id: userId, kind: 'device', value_hash: knownHash(dataKey, 'device', where.device), last_success_at: knex.fn.now() },
  ];
  await knex('login_known').insert(rows).onConflict(['user_id', 'kind', 'value_hash']).merge(['last_success_at']);
}

/** Erasure: nothing of the account stays in the throttle (its counters and where it signed in from). */
export async function forgetAccount(knex: Knex, userId: number, username: string): Promise<void> {
  await knex('login_throttle')
    .where({ username: normUsername(username) })
    .delete();
  await knex('login_known').where({ user_id: userId }).delete();
}
