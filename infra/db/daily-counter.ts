// Counters per user and UTC day on the write side: a table with `user_id`, `day` and one count
// column, primary key (user_id, day). Taking a place is one statement, so however many requests
// race the count never passes the limit; a place is given back when what it was taken for did not
// happen after all. The modules own their tables and what a place stands for.
import type { Knex } from 'knex';

/** The UTC day of `at`, `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The next midnight UTC after `at`, when a day's counts start again. */
export const nextUtcMidnight = (at: Date) => new Date(Date.parse(`${utcDay(at)}T00:00:00.000Z`) + 24 * 3600_000);

/** Seconds until the next midnight UTC after `at` (at least 1): a `Retry-After`. */
export const secondsToUtcMidnight = (at: Date) => Math.max(1, Math.ceil((nextUtcMidnight(at).getTime() - at.getTime()) / 1000));

/** Where a counter lives: its table and its count column. */
export interface DailyCounter {
  table: string;
  column: string;
}

/** Counts one for `userId` on `day` if the count stays within `limit`: true when counted, false when the limit is reached (nothing counted). */
export async function takeDailyPlace(knex: Knex, counter: DailyCounter, userId: number, limit: number, day: string): Promise<boolean> {
  const { rows } = (await knex.raw(
    `insert into ?? as d (user_id, day, ??)
       select ?::int, ?::date, 1 where 1 <= ?::int
     on conflict (user_id, day) do update set ?? = d.?? + 1 where d.?? + 1 <= ?::int
     returning user_id`,
    [counter.table, counter.column, userId, day, limit, counter.column, counter.column, counter.column, limit],
  )) as { rows: unknown[] };
  return rows.length === 1;
}

/** Gives back one place taken on `day` (never below zero). */
export async function giveDailyPlaceBack(knex: Knex, counter: DailyCounter, userId: number, day: string): Promise<void> {
  await knex(counter.table)
    .where({ user_id: userId, day })
    .update({ [counter.column]: knex.raw('greatest(?? - 1, 0)', [counter.column]) });
}

/**
 * Takes one of today's places for `userId`, runs `act`, and gives the place back when `act` throws
 * (refused or failed: only what happened counts). Past the limit it throws `refuse(at)` and runs nothing.
 */
export async function withinDailyLimit<T>(
  knex: Knex,
  counter: DailyCounter,
  userId: number,
  limit: number,
  refuse: (at: Date) => Error,
  act: () => Promise<T>,
): Promise<T> {
  const at = new Date();
  const day = utcDay(at);
  if (!(await takeDailyPlace(knex, counter, userId, limit, day))) throw refuse(at);
  try {
    return await act();
  } catch (err) {
    await giveDailyPlaceBack(knex, counter, userId, day).catch(() => {});
    throw err;
  }
}
