// The daily limit on inquiries (issue 29 M6): each inquiry emails an investigator, so a client may
// send at most INQUIRY_DAILY_LIMIT a UTC day. Counted on the write side (`directory_inquiry_days`,
// one row per user and day, as documents count uploads): an inquiry reserves its place in one
// statement — the count cannot pass the limit however many requests race — and gives it back when
// it is not recorded after all. The erased user's rows go on UserErased.
import type { Knex } from 'knex';
import { secondsToUtcMidnight, withinDailyLimit, type DailyCounter } from '../../infra/db/daily-counter.js';
import { TooManyRequestsError } from '../../infra/http/errors.js';
import type { Reaction } from '../../infra/projections/types.js';
import { inquiryLimitMessage } from './contract.js';

const INQUIRIES: DailyCounter = { table: 'directory_inquiry_days', column: 'inquiries' };

/** 429 with the limit, when it resets, and Retry-After (the seconds until midnight UTC). */
export function inquiryLimitReached(limit: number, at: Date): TooManyRequestsError {
  const seconds = secondsToUtcMidnight(at);
  return new TooManyRequestsError(inquiryLimitMessage(limit, seconds), seconds);
}

/**
 * Reserves one of today's inquiries, runs `send`, and gives the reservation back when `send`
 * throws (refused: a deactivated listing, a conflict; or failed): only recorded inquiries count.
 */
export function withinInquiryLimit<T>(knex: Knex, userId: number, limit: number, send: () => Promise<T>): Promise<T> {
  return withinDailyLimit(knex, INQUIRIES, userId, limit, (at) => inquiryLimitReached(limit, at), send);
}

export const inquiryDaysMigration = {
  name: '0118_directory_inquiry_days',
  async up(knex: Knex) {
    await knex.schema.createTable('directory_inquiry_days', (t) => {
      t.integer('user_id').notNullable();
      t.date('day').notNullable();
      t.integer('inquiries').notNullable();
      t.primary(['user_id', 'day']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('directory_inquiry_days');
  },
};

/** An erased user's write-side rows: the daily counts, and which PIs they inquired with or may review. */
export const forgetErasedClients = (deps: { knex: Knex }): Reaction => ({
  name: 'directory.forget-erased-clients',
  handles: ['UserErased'],
  async handle(event) {
    const userId = (event.data as { userId: number }).userId;
    await deps.knex('directory_inquiry_days').where({ user_id: userId }).delete();
    await deps.knex('directory_inquiry_senders').where({ user_id: userId }).delete();
    await deps.knex('directory_review_openings').where({ user_id: userId }).delete();
  },
});
