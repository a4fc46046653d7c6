// The daily limit on inquiries (issue 29 M6): each inquiry emails an investigator, so a client may
// send at most INQUIRY_DAILY_LIMIT a UTC day. Counted on the write side (`directory_inquiry_days`,
// one row per user and day, as documents count uploads): an inquiry reserves its place in one
// statement — the count cannot pass the limit however many requests race — and gives it back when
// it is not recorded after all. The erased user's rows go on UserErased.
import type { Knex } from 'knex';
import { TooManyRequestsError } from '../../infra/http/errors.js';
import type { Reaction } from '../../infra/projections/types.js';
import { inquiryLimitMessage } from './contract.js';

/** The UTC day of `at`, `YYYY-MM-DD`. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The next midnight UTC after `at`, when the day's count starts again. */
export const nextMidnight = (at: Date) => new Date(Date.parse(`${dayOf(at)}T00:00:00.000Z`) + 24 * 3600_000);

/** Counts one inquiry against `day`'s limit if one is left: true when counted, false when the limit is reached (nothing counted). */
export async function reserveInquiry(knex: Knex, userId: number, limit: number, day: string): Promise<boolean> {
  const { rows } = (await knex.raw(
    `insert into directory_inquiry_days as d (user_id, day, inquiries)
       select ?::int, ?::date, 1 where 1 <= ?::int
     on conflict (user_id, day) do update set inquiries = d.inquiries + 1
      where d.inquiries + 1 <= ?::int
     returning inquiries`,
    [userId, day, limit, limit],
  )) as { rows: unknown[] };
  return rows.length === 1;
}

/** Gives back a reservation whose inquiry was refused or failed. */
export async function releaseInquiry(knex: Knex, userId: number, day: string): Promise<void> {
  await knex('directory_inquiry_days')
    .where({ user_id: userId, day })
    .update({ inquiries: knex.raw('greatest(inquiries - 1, 0)') });
}

/** 429 with the limit, when it resets, and Retry-After (the seconds until midnight UTC). */
export function inquiryLimitReached(limit: number, at: Date): TooManyRequestsError {
  const resetsAt = nextMidnight(at);
  const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - at.getTime()) / 1000));
  return new TooManyRequestsError(inquiryLimitMessage(limit, seconds), seconds);
}

/**
 * Reserves one of today's inquiries, runs `send`, and gives the reservation back when `send`
 * throws (refused: a deactivated listing, a conflict; or failed): only recorded inquiries count.
 */
export async function withinInquiryLimit<T>(knex: Knex, userId: number, limit: number, send: () => Promise<T>): Promise<T> {
  const at = new Date();
  const day = dayOf(at);
  if (!(await reserveInquiry(knex, userId, limit, day))) throw inquiryLimitReached(limit, at);
  try {
    return await send();
  } catch (err) {
    await releaseInquiry(knex, userId, day).catch(() => {});
    throw err;
  }
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
