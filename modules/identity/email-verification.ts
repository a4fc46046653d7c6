// Email verification of new accounts (issue 29 item 5; decision 0048). Registration sends a link
// with a random token through the email adapter (SMTP, or the outbox under DATA_DIR); the token's
// SHA-256 is kept with the account id and an expiry, never the address (the address checked is
// the account's at the time of the click, and a change of address drops open links). What an
// unverified account may do: everything a client does, told in Settings that its address is not
// confirmed; Casebook's emails still go to it (decision 0048 records why and what comes next).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { CommandContext } from '../../infra/eventstore/event.js';
import { runCommand } from '../../infra/eventstore/command.js';
import type { EmailSender } from '../../infra/email/index.js';
import { TooManyRequestsError, ValidationError } from '../../infra/http/errors.js';
import type { Logger } from '../../infra/logger/index.js';
import { MESSAGES } from './contract.js';
import { decide, evolve, initialState, type User } from './decider.js';
import { userStream, type IdentityEvent } from './events.js';
import { holdsEmail, loadUser, type IdentityDeps } from './commands.js';
import { senderOf } from './email-sender.js';

export const VERIFY_FOR_HOURS = 48;
const RESEND_AFTER_SECONDS = 60;

export const emailVerificationMigration = {
  name: '0094_identity_email_verifications',
  async up(knex: Knex) {
    await knex.schema.createTable('email_verifications', (t) => {
      t.text('token_hash').primary();
      t.integer('user_id').notNullable().index();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('expires_at', { useTz: true }).notNullable();
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('email_verifications');
  },
};

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

/** The link's words: plain text, as every Casebook email. */
export function verificationEmail(username: string, link: string): { subject: string; text: string } {
  return {
    subject: 'Confirm your email for Casebook',
    text:
      `Hello ${username},\n\n` +
      `Confirm that this address is yours by opening this link within ${VERIFY_FOR_HOURS} hours:\n\n${link}\n\n` +
      `If you did not create a Casebook account, ignore this email: nothing happens without the link.\n`,
  };
}

/**
 * To the owner of an address a client just registered with (decision 0062): the registration was
 * answered as any other, so the one who learns of it is the address's owner, not the caller.
 */
export function takenAddressEmail(
  username: string,
  signIn: string,
  how: 'registered' | 'changed' = 'registered',
): { subject: string; text: string } {
  return {
    subject: how === 'registered' ? 'Someone tried to register with your email on Casebook' : 'Someone tried to use your email on Casebook',
    text:
      `Hello ${username},\n\n` +
      (how === 'registered'
        ? `Someone just created a Casebook account with this email address, which your account already uses.\n\n`
        : `Someone just changed the email address of a Casebook account to this one, which your account already uses.\n\n`) +
      `If it was you: you already have an account. Sign in as ${username} at ${signIn} (choose "Forgot password" there if you need a new one).\n\n` +
      `If it was not you, there is nothing to do: the other account cannot confirm this address, ` +
      `and password reset links for this address only ever come to your account.\n`,
  };
}

/** Tells the holder of `email` that a client registered with it or changed to it (nothing when no account holds it any more). */
export async function sendTakenAddressNotice(
  deps: IdentityDeps & { email?: EmailSender },
  email: string,
  baseUrl: string,
  how: 'registered' | 'changed' = 'registered',
): Promise<void> {
  const row = await deps.knex('identity_reservations').where({ kind: 'email', value: email.trim().toLowerCase() }).first('user_id');
  if (!row) return;
  const { state } = await loadUser(deps, Number(row.user_id));
  if (state.status !== 'active') return;
  await senderOf(deps).send({
    id: randomUUID(),
    to: state.email,
    kind: 'registration-attempt',
    ...takenAddressEmail(state.username, new URL('/auth', baseUrl).toString(), how),
  });
}

/**
 * Makes a link for the account's current address and sends it; at most one a minute. An account
 * registered with an address another account holds (decision 0062) is answered alike, and its
 * link is recorded alike (so a second ask within the minute is refused alike), but none is sent:
 * the address is not its to confirm.
 */
export async function sendVerification(
  deps: IdentityDeps & { email?: EmailSender; logger?: Logger },
  userId: number,
  baseUrl: string,
): Promise<void> {
  const { state } = await loadUser(deps, userId);
  if (state.status !== 'active' || state.emailVerified) return;
  const recent = await deps
    .knex('email_verifications')
    .where({ user_id: userId })
    .andWhere('created_at', '>', new Date(Date.now() - RESEND_AFTER_SECONDS * 1000))
    .first('token_hash');
  if (recent) throw new TooManyRequestsError(MESSAGES.verificationTooSoon, RESEND_AFTER_SECONDS);
  const token = randomBytes(32).toString('base64url');
  await deps.knex('email_verifications').insert({
    token_hash: sha256(token),
    user_id: userId,
    expires_at: new Date(Date.now() + VERIFY_FOR_HOURS * 3600_000),
  });
  if (!(await holdsEmail(deps.knex, userId, state.email))) return;
  const link = new URL('/verify-email', baseUrl);
  link.searchParams.set('token', token);
  await senderOf(deps).send({
    id: randomUUID(),
    to: state.email,
    about: userId,
    kind: 'email-verification',
    ...verificationEmail(state.username, link.toString()),
  });
}

/** The link's token confirms the account's current address (once; expired and unknown tokens are refused alike). */
export async function verifyEmail(deps: IdentityDeps, token: string, ctx: CommandContext): Promise<number> {
  const row = await deps
    .knex('email_verifications')
    .where({ token_hash: sha256(token) })
    .andWhere('expires_at', '>', new Date())
    .first('user_id');
  if (!row) throw new ValidationError(MESSAGES.verificationInvalid);
  const userId = Number(row.user_id);
  // No link is sent to an account for an address it does not hold; a token of one confirms nothing either.
  const { state } = await loadUser(deps, userId);
  if (state.status !== 'active' || !(await holdsEmail(deps.knex, userId, state.email)))
    throw new ValidationError(MESSAGES.verificationInvalid);
  await runCommand<User, IdentityEvent>({
    store: deps.store,
    stream: userStream(userId),
    evolve,
    initial: initialState,
    decide: (state) => decide({ type: 'VerifyEmail', now: new Date().toISOString() }, state),
    ctx: { ...ctx, userId: ctx.userId ?? userId },
    piiSubject: userId,
  });
  await forgetVerifications(deps.knex, userId);
  return userId;
}

/** Open links of an account: dropped when its address changes, when it is verified and on erasure. */
export const forgetVerifications = (knex: Knex, userId: number) => knex('email_verifications').where({ user_id: userId }).delete();

export async function emailVerified(deps: IdentityDeps, userId: number): Promise<{ email: string; verified: boolean }> {
  const { state } = await loadUser(deps, userId);
  return state.status === 'active' ? { email: state.email, verified: Boolean(state.emailVerified) } : { email: '', verified: false };
}
