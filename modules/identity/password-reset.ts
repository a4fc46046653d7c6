// Forgot password (issue 31, rough edge 9; decision 0054). A reset link carries a random token; only
// its SHA-256 is kept, with the account and an expiry RESET_FOR_MINUTES ahead. The link works once:
// setting a new password through it drops every open link of the account and ends every session.
// Asking for a link answers the same whether an account uses the address or not (and the email is
// sent after the answer, so its time says nothing either); asks are counted per address and per
// email like failed sign-ins (throttle.ts), whether the address is known or not.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { CommandContext } from '../../infra/eventstore/event.js';
import type { EmailSender } from '../../infra/email/index.js';
import { senderOf } from './email-sender.js';
import { TooManyRequestsError, ValidationError } from '../../infra/http/errors.js';
import type { Logger } from '../../infra/logger/index.js';
import { withSecurity } from '../../infra/logger/security.js';
import { MESSAGES } from './contract.js';
import { decide } from './decider.js';
import { loadUser, resetPassword, type IdentityDeps } from './commands.js';
import { runCommand } from '../../infra/eventstore/command.js';
import { evolve, initialState, type User } from './decider.js';
import { userStream, type IdentityEvent } from './events.js';
import { count, normUsername } from './throttle.js';
import { passwordProblem } from './password-policy.js';

/** How long a reset link works (decision 0054). */
export const RESET_FOR_MINUTES = 60;
/** Links asked for one email address in the window: a mailbox is not flooded. */
export const RESETS_PER_EMAIL = 3;

export const passwordResetMigration = {
  name: '0095_identity_password_resets',
  async up(knex: Knex) {
    await knex.schema.createTable('password_resets', (t) => {
      t.text('token_hash').primary();
      t.integer('user_id').notNullable().index();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('expires_at', { useTz: true }).notNullable();
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('password_resets');
  },
};

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

/** The email's words (plain text, as every Casebook email). */
export function resetEmail(username: string, link: string, requestedBy: 'owner' | 'admin'): { subject: string; text: string } {
  const why =
    requestedBy === 'admin'
      ? 'An administrator reset the password of your Casebook account. Choose a new one'
      : 'Someone (we hope you) asked to set a new password for your Casebook account. Choose a new one';
  return {
    subject: 'Set a new password for Casebook',
    text:
      `Hello ${username},\n\n` +
      `${why} by opening this link within ${RESET_FOR_MINUTES} minutes. It works once:\n\n${link}\n\n` +
      `Setting a new password signs your account out everywhere.\n` +
      (requestedBy === 'owner' ? `If you did not ask for this, ignore this email: your password stays as it is.\n` : ''),
  };
}

/** 429 for too many asks from one address or for one email; logged as a security event. */
function tooManyResets(retrySeconds: number, reason: 'address' | 'email') {
  const s = Math.max(1, Math.ceil(retrySeconds));
  const wait = s >= 90 ? `${Math.ceil(s / 60)} minutes` : `${s} seconds`;
  return withSecurity(new TooManyRequestsError(`Too many password reset requests. Please wait ${wait} and try again.`, s), {
    event: 'login.throttled',
    reason: `password-reset-${reason}`,
    retryAfterSeconds: s,
  });
}

/** Counts one reset step from `address` (and for `email`, when asking); throws 429 past the limits. */
export async function admitReset(deps: IdentityDeps, address: string, email?: string): Promise<void> {
  const windowSeconds = deps.config.LOGIN_THROTTLE_WINDOW_MINUTES * 60;
  const byAddress = await count(deps.knex, 'reset', '', address, windowSeconds);
  if (byAddress.attempts > deps.config.LOGIN_THROTTLE_MAX) throw tooManyResets(byAddress.retrySeconds, 'address');
  if (email === undefined) return;
  const byEmail = await count(deps.knex, 'reset', sha256(normUsername(email)), '', windowSeconds);
  if (byEmail.attempts > RESETS_PER_EMAIL) throw tooManyResets(byEmail.retrySeconds, 'email');
}

async function userIdByEmail(knex: Knex, email: string): Promise<number | undefined> {
  const row = await knex('identity_reservations').where({ kind: 'email', value: email.trim().toLowerCase() }).first('user_id');
  return row ? Number(row.user_id) : undefined;
}

/**
 * Makes a link for the account and sends it to its address (PasswordResetRequested first). Answers
 * whether one was sent: none for an erased or (asked by its owner) disabled account.
 */
export async function sendResetLink(
  deps: IdentityDeps & { email?: EmailSender },
  userId: number,
  requestedBy: 'owner' | 'admin',
  baseUrl: string,
  ctx: CommandContext,
): Promise<boolean> {
  const at = new Date();
  const expiresAt = new Date(at.getTime() + RESET_FOR_MINUTES * 60_000);
  const result = await runCommand<User, IdentityEvent>({
    store: deps.store,
    stream: userStream(userId),
    evolve,
    initial: initialState,
    decide: (state) =>
      state.status === 'active'
        ? decide({ type: 'RequestPasswordReset', requestedBy, expiresAt: expiresAt.toISOString(), now: at.toISOString() }, state)
        : [],
    ctx,
    piiSubject: userId,
  });
  if (result.events.length === 0 || result.state.status !== 'active') return false;
  const token = randomBytes(32).toString('base64url');
  await deps.knex('password_resets').insert({ token_hash: sha256(token), user_id: userId, expires_at: expiresAt });
  const link = new URL('/reset-password', baseUrl);
  link.searchParams.set('token', token);
  await senderOf(deps).send({
    id: randomUUID(),
    to: result.state.email,
    // An account may use an address another account holds (decision 0062): erasing it removes this copy by the user, not the address.
    about: userId,
    kind: 'password-reset',
    ...resetEmail(result.state.username, link.toString(), requestedBy),
  });
  return true;
}

/**
 * 'Forgot password': the same answer for every address. The link is made and sent after the answer
 * (a failure is logged), so neither the answer nor its time tells whether the address is in use.
 */
export async function requestReset(
  deps: IdentityDeps & { email?: EmailSender },
  email: string,
  where: { address: string; baseUrl: string; ctx: CommandContext; log: Pick<Logger, 'warn'> },
): Promise<void> {
  await admitReset(deps, where.address, email);
  const userId = await userIdByEmail(deps.knex, email);
  if (userId === undefined) return;
  void sendResetLink(deps, userId, 'owner', where.baseUrl, { ...where.ctx, userId: where.ctx.userId ?? userId }).catch((err: unknown) =>
    where.log.warn({ err, userId }, 'the password reset email could not be sent'),
  );
}

/** The link's token sets a new password (once; expired and unknown tokens are refused alike). */
export async function completeReset(deps: IdentityDeps, token: string, newPassword: string, ctx: CommandContext): Promise<number> {
  const row = await deps
    .knex('password_resets')
    .where({ token_hash: sha256(token) })
    .andWhere('expires_at', '>', new Date())
    .first('user_id');
  if (!row) throw new ValidationError(MESSAGES.resetInvalid);
  const userId = Number(row.user_id);
  const { state } = await loadUser(deps, userId);
  if (state.status !== 'active') throw new ValidationError(MESSAGES.resetInvalid);
  const problem = passwordProblem(newPassword, state);
  if (problem) throw new ValidationError(problem, [{ path: 'password', message: problem }]);
  // Single use: claimed by deleting it (of two parallel uses, one deletes the row).
  const claimed = await deps
    .knex('password_resets')
    .where({ token_hash: sha256(token) })
    .delete();
  if (claimed === 0) throw new ValidationError(MESSAGES.resetInvalid);
  await resetPassword(deps, userId, newPassword, 'reset-link', { ...ctx, userId: ctx.userId ?? userId });
  await forgetResets(deps.knex, userId);
  return userId;
}

/** Open links of an account: dropped when one is used, at erasure, and when an admin resets it again. */
export const forgetResets = (knex: Knex, userId: number) => knex('password_resets').where({ user_id: userId }).delete();
