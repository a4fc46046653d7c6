// What filing a case takes before its first event (decision 0061): a case id drawn at random and
// reserved once, and a place in the client's daily allowance of cases (CASE_DAILY_SUBMISSIONS a
// UTC day). Both are counted on the write side (migration.ts), never read from a view.
import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { giveDailyPlaceBack, secondsToUtcMidnight, takeDailyPlace, utcDay, type DailyCounter } from '../../infra/db/daily-counter.js';
import { TooManyRequestsError } from '../../infra/http/errors.js';

/**
 * New case ids come from [2^30, 2^31 − 1]: every id the old sequence gave is below 2^30 (it had
 * not come near it), so a drawn id never meets an old one, and every id fits the int columns and
 * the path's check (caseIdParam).
 */
export const CASE_ID_MIN = 2 ** 30;
export const CASE_ID_MAX = 2 ** 31 - 1;
/** Draws before giving up: with a billion ids, even a million cases make one collision a rare event. */
const ID_DRAWS = 5;

/** Draws a case id nobody holds and reserves it (`casework_case_ids`); `draw` is for tests. */
export async function reserveCaseId(knex: Knex, draw: () => number = () => randomInt(CASE_ID_MIN, CASE_ID_MAX + 1)): Promise<number> {
  for (let i = 0; i < ID_DRAWS; i += 1) {
    const caseId = draw();
    const reserved = await knex('casework_case_ids').insert({ case_id: caseId }).onConflict('case_id').ignore().returning('case_id');
    if (reserved.length === 1) return caseId;
  }
  throw new Error(`casework: no free case id after ${ID_DRAWS} draws`);
}

/** A place taken in a day's allowance: `release` gives it back when the case is not filed after all. */
export interface SubmissionPlace {
  release(): Promise<void>;
}

/** The 429's words when today's cases are all filed. */
export const dailyCasesSpent = (limit: number) =>
  `You have filed ${limit} ${limit === 1 ? 'case' : 'cases'} today, the most a day. You can file another after midnight UTC.`;

const SUBMISSIONS: DailyCounter = { table: 'casework_submission_days', column: 'cases' };

/**
 * Counts one case against the client's allowance for today (however many submissions race, the
 * count never passes `limit`); 429 with the limit and Retry-After when today's cases are all filed.
 */
export async function takeSubmissionPlace(knex: Knex, userId: number, limit: number, at = new Date()): Promise<SubmissionPlace> {
  const day = utcDay(at);
  if (!(await takeDailyPlace(knex, SUBMISSIONS, userId, limit, day)))
    throw new TooManyRequestsError(dailyCasesSpent(limit), secondsToUtcMidnight(at));
  return { release: () => giveDailyPlaceBack(knex, SUBMISSIONS, userId, day) };
}

/** The erased client's daily counts go with their account. */
export async function forgetSubmissionDays(knex: Knex, userId: number): Promise<void> {
  await knex('casework_submission_days').where({ user_id: userId }).delete();
}
