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
import { loadUser, type IdentityDeps } from './commands.js';
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

/** Makes a link for the account's current address and sends it; at most one a minute. */
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
  const link = new URL('/verify-email', baseUrl);
  link.searchParams.set('token', token);
  await senderOf(deps).send({
    id: randomUUID(),
    to: state.email,
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
