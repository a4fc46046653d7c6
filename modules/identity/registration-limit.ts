// Registrations per address (issue 29, M6: 43 accounts a second from one address, each with its
// own free chat quota). Every attempt counts, refused ones too (a registration that probes which
// usernames exist is slowed as much as one that succeeds), so an address that keeps trying stays
// refused until it pauses for the window.
import type { Knex } from 'knex';
import { TooManyRequestsError } from '../../infra/http/errors.js';
import { withSecurity } from '../../infra/logger/security.js';
import { MESSAGES } from './contract.js';

export const WINDOW_MINUTES = 60;

export const registrationLimitMigration = {
  name: '0092_identity_registration_attempts',
  async up(knex: Knex) {
    await knex.schema.createTable('registration_attempts', (t) => {
      t.bigIncrements('id');
      t.text('address').notNullable();
      t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['address', 'at']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('registration_attempts');
  },
};

/** Counts this attempt for `address`; throws 429 (with Retry-After) past `max` in the window. */
export async function admitRegistration(knex: Knex, address: string, max: number): Promise<void> {
  const since = new Date(Date.now() - WINDOW_MINUTES * 60_000);
  // One address's attempts are counted one at a time (a transaction-scoped advisory lock): of N
  // parallel attempts exactly `max` pass, whatever order they commit in.
  const oldestCounted = await knex.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`registration:${address}`]);
    // Rows older than the window say nothing any more: the address's own are dropped as it comes back.
    await trx('registration_attempts').where({ address }).andWhere('at', '<', since).delete();
    const rows = await trx('registration_attempts').where({ address }).orderBy('at', 'desc').limit(max).select<{ at: Date }[]>('at');
    await trx('registration_attempts').insert({ address, at: new Date() });
    return rows.length >= max ? rows[rows.length - 1]!.at : undefined;
  });
  if (oldestCounted === undefined) return;
  // A place frees up when the oldest of the last `max` attempts leaves the window.
  const retryAfter = Math.max(1, Math.ceil((new Date(oldestCounted).getTime() + WINDOW_MINUTES * 60_000 - Date.now()) / 1000));
  // A security event like the sign-in's throttling (docs/security.md, "Security events").
  throw withSecurity(new TooManyRequestsError(MESSAGES.tooManyRegistrations, retryAfter), {
    event: 'login.throttled',
    reason: 'registration-address',
    retryAfterSeconds: retryAfter,
  });
}
