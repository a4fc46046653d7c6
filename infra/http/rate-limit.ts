// A per-user limit on requests that cost the server far more than they cost the caller (rendering a
// PDF, packing an archive): at most `perMinute` of them a minute per signed-in user, counted in the
// database (one row per user and minute), so every process of a cluster shares the count; past it
// 429 with `Retry-After` (the seconds left in the minute). Which requests count is the app's list.
import type { Context, Next } from 'koa';
import type { Knex } from 'knex';
import { TooManyRequestsError } from './errors.js';
import type { AppState } from './state.js';

export const RATE_LIMITED_MESSAGE = 'Too many requests of this kind. Please wait a minute and try again.';

export const rateWindowsMigration = {
  name: 'platform_rate_windows',
  async up(knex: Knex) {
    await knex.schema.createTable('rate_windows', (t) => {
      t.integer('user_id').notNullable();
      t.timestamp('minute', { useTz: true }).notNullable();
      t.integer('requests').notNullable();
      t.primary(['user_id', 'minute']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('rate_windows');
  },
};

export interface CostlyRequests {
  /** `METHOD /path` of each request that counts, matched against `${ctx.method} ${ctx.path}`. */
  match: readonly RegExp[];
  perMinute: number;
}

/**
 * Counts one request for `userId` in the minute of `at` if the count stays within `perMinute`: true
 * when counted. A user's first request of a minute also deletes their rows of earlier minutes.
 */
export async function takeRequest(knex: Knex, userId: number, perMinute: number, at: Date): Promise<boolean> {
  const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  const { rows } = (await knex.raw(
    `insert into rate_windows as w (user_id, minute, requests)
       select ?::int, ?::timestamptz, 1 where 1 <= ?::int
     on conflict (user_id, minute) do update set requests = w.requests + 1 where w.requests + 1 <= ?::int
     returning requests`,
    [userId, minute, perMinute, perMinute],
  )) as { rows: { requests: number }[] };
  if (rows.length !== 1) return false;
  if (rows[0]!.requests === 1) await knex('rate_windows').where({ user_id: userId }).andWhere('minute', '<', minute).delete();
  return true;
}

/** The middleware: signed-out requests pass (the routes refuse them); a signed-in user's costly ones are counted. */
export function limitCostlyRequests(knex: Knex, costly: CostlyRequests) {
  return async function costlyRequests(ctx: Context & { state: AppState }, next: Next) {
    const user = ctx.state.user;
    const request = `${ctx.method} ${ctx.path}`;
    if (user && costly.match.some((m) => m.test(request))) {
      const at = new Date();
      if (!(await takeRequest(knex, user.id, costly.perMinute, at)))
        throw new TooManyRequestsError(RATE_LIMITED_MESSAGE, Math.max(1, 60 - at.getUTCSeconds()));
    }
    await next();
  };
}
