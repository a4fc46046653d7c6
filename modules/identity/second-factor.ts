// The second factor's application layer (decision 0048): TOTP set up from Settings, checked at
// sign-in after the password, recovery codes good once. The secret and the recovery codes' hashes
// live in the account's events, encrypted with its key (crypto-shredded on erasure); a code's
// step is remembered per account so that a code is good once (identity_totp_steps).
import type { Knex } from 'knex';
import QRCode from 'qrcode';
import type { CommandContext } from '../../infra/eventstore/event.js';
import { runCommand } from '../../infra/eventstore/command.js';
import { secondFactorRequiredFor, type SecondFactorStatus } from './contract.js';
import { decide, evolve, initialState, type SecondFactor, type User } from './decider.js';
import { userStream, type IdentityEvent } from './events.js';
import { loadUser, type IdentityDeps } from './commands.js';
import { admitCode } from './login-guard.js';
import { withSecurity } from '../../infra/logger/security.js';
import { hashRecoveryCode, looksLikeRecoveryCode, matchingStep, newRecoveryCodes, newSecret, otpauthUri } from './totp.js';

export const totpStepsMigration = {
  name: '0093_identity_totp_steps',
  async up(knex: Knex) {
    await knex.schema.createTable('identity_totp_steps', (t) => {
      t.integer('user_id').primary();
      t.bigInteger('last_step').notNullable();
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('identity_totp_steps');
  },
};

const now = () => new Date().toISOString();
const unixNow = () => Date.now() / 1000;

function run(deps: IdentityDeps, userId: number, ctx: CommandContext, command: Parameters<typeof decide>[0]) {
  return runCommand<User, IdentityEvent>({
    store: deps.store,
    stream: userStream(userId),
    evolve,
    initial: initialState,
    decide: (state) => decide(command, state),
    ctx,
    piiSubject: userId,
    retries: 0,
  });
}

export async function secondFactorStatusOf(deps: IdentityDeps, userId: number): Promise<SecondFactorStatus> {
  const { state } = await loadUser(deps, userId);
  if (state.status !== 'active') return { enabled: false, required: false, recoveryCodesLeft: 0 };
  const factor = state.secondFactor;
  return {
    enabled: Boolean(factor),
    required: secondFactorRequiredFor(state.role),
    recoveryCodesLeft: factor ? factor.recoveryHashes.length - factor.usedRecovery.length : 0,
  };
}

/** A new secret for an app, its otpauth URI and QR code. The caller keeps the secret until it is confirmed. */
export async function newSetup(account: string) {
  const secret = newSecret();
  const uri = otpauthUri(secret, account);
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauthUri: uri, qrSvg };
}

/** Turns TOTP on with the setup's secret once a current code of it is typed; answers the recovery codes (shown once). */
export async function enableSecondFactor(deps: IdentityDeps, userId: number, secret: string, code: string, ctx: CommandContext) {
  const step = matchingStep(secret, code, unixNow());
  const recoveryCodes = newRecoveryCodes();
  const result = await run(deps, userId, ctx, {
    type: 'EnableSecondFactor',
    secret,
    codeMatches: step !== undefined,
    recoveryHashes: recoveryCodes.map(hashRecoveryCode),
    now: now(),
  });
  // The code just typed is spent: it cannot sign in as well.
  if (step !== undefined) await spendStep(deps.knex, userId, step);
  return { result, recoveryCodes };
}

/**
 * A current TOTP code (or an unspent recovery code) of the account's own second factor. Its guesses
 * count with the sign-in's code guesses (login-guard.ts, `admitCode`): 429 past the limit.
 */
export async function disableSecondFactor(deps: IdentityDeps, userId: number, code: string, ctx: CommandContext) {
  const { state } = await loadUser(deps, userId);
  const factor = state.status === 'active' ? state.secondFactor : undefined;
  let ok = false;
  if (state.status === 'active' && factor) {
    const check = await admitCode(deps, { userId, username: state.username }, 'second-factor-disable');
    ok = await checkCode(deps, userId, factor, code, ctx);
    await check.settle(ok);
  }
  const result = await run(deps, userId, ctx, { type: 'DisableSecondFactor', codeMatches: ok, now: now() }).catch((err: Error) =>
    Promise.reject(ok || !factor ? err : withSecurity(err, { event: 'password_check.failed', reason: 'second-factor-disable', userId })),
  );
  await deps.knex('identity_totp_steps').where({ user_id: userId }).delete();
  return result;
}

/** Records `step` as used unless a step as late was used already (then the code was replayed). */
async function spendStep(knex: Knex, userId: number, step: number): Promise<boolean> {
  const rows = await knex.raw<{ rows: unknown[] }>(
    `insert into identity_totp_steps (user_id, last_step) values (?, ?)
     on conflict (user_id) do update set last_step = excluded.last_step
     where identity_totp_steps.last_step < excluded.last_step
     returning user_id`,
    [userId, step],
  );
  return rows.rows.length === 1;
}

/** Whether `code` is a current, unused TOTP code or an unspent recovery code (which it then spends). */
async function checkCode(deps: IdentityDeps, userId: number, factor: SecondFactor, code: string, ctx: CommandContext): Promise<boolean> {
  const step = matchingStep(factor.secret, code, unixNow());
  if (step !== undefined) return spendStep(deps.knex, userId, step);
  if (!looksLikeRecoveryCode(code)) return false;
  const hash = hashRecoveryCode(code);
  const index = factor.recoveryHashes.findIndex((h, i) => h === hash && !factor.usedRecovery.includes(i));
  if (index < 0) return false;
  await run(deps, userId, ctx, { type: 'UseRecoveryCode', index, now: now() });
  return true;
}

/** The sign-in's second step: the account's code, after its password was right. */
export async function verifySignInCode(deps: IdentityDeps, userId: number, code: string, ctx: CommandContext): Promise<User | undefined> {
  const { state } = await loadUser(deps, userId);
  if (state.status !== 'active' || !state.secondFactor) return undefined;
  return (await checkCode(deps, userId, state.secondFactor, code, ctx)) ? (await loadUser(deps, userId)).state : undefined;
}

/** The operations account's second factor comes from OPS_TOTP_SECRET (set once, at start-up). */
export async function ensureOpsSecondFactor(deps: IdentityDeps, userId: number): Promise<void> {
  const secret = deps.config.OPS_TOTP_SECRET;
  if (!secret) return;
  const { state } = await loadUser(deps, userId);
  if (state.status !== 'active' || state.secondFactor) return;
  await run(deps, userId, {}, { type: 'EnableSecondFactor', secret, codeMatches: true, recoveryHashes: [], now: now() });
}
