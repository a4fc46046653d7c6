// The daily limit on escalations (issue 29 M6): each escalation asks an investigator to take the case
// and, routed, e-mails investigators near the client one after another, so a client may send at most
// ESCALATION_DAILY_LIMIT a UTC day. Counted on the write side (`conversation_escalation_days`, one row
// per user and day, as directory counts inquiries): an escalation reserves its place in one statement
// — the count cannot pass the limit however many requests race — and gives it back when it is not
// recorded after all. The erased user's rows go on UserErased.
import type { Knex } from 'knex';
import { secondsToUtcMidnight, withinDailyLimit, type DailyCounter } from '../../infra/db/daily-counter.js';
import { TooManyRequestsError } from '../../infra/http/errors.js';
import type { Reaction } from '../../infra/projections/types.js';
import { escalationLimitMessage } from './contract.js';

const ESCALATIONS: DailyCounter = { table: 'conversation_escalation_days', column: 'escalations' };

/** 429 with the limit, when it resets, and Retry-After (the seconds until midnight UTC). */
export function escalationLimitReached(limit: number, at: Date): TooManyRequestsError {
  const seconds = secondsToUtcMidnight(at);
  return new TooManyRequestsError(escalationLimitMessage(limit, seconds), seconds);
}

/**
 * Reserves one of today's escalations, runs `send`, and gives the reservation back when `send`
 * throws (refused, or failed): only recorded escalations count.
 */
export function withinEscalationLimit<T>(knex: Knex, userId: number, limit: number, send: () => Promise<T>): Promise<T> {
  return withinDailyLimit(knex, ESCALATIONS, userId, limit, (at) => escalationLimitReached(limit, at), send);
}

export const escalationDaysMigration = {
  name: '0123_conversation_escalation_days',
  async up(knex: Knex) {
    await knex.schema.createTable('conversation_escalation_days', (t) => {
      t.integer('user_id').notNullable();
      t.date('day').notNullable();
      t.integer('escalations').notNullable();
      t.primary(['user_id', 'day']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('conversation_escalation_days');
  },
};

/** An erased user's daily escalation counts. */
export const forgetErasedEscalators = (deps: { knex: Knex }): Reaction => ({
  name: 'conversation.forget-erased-escalators',
  handles: ['UserErased'],
  async handle(event) {
    const userId = (event.data as { userId: number }).userId;
    await deps.knex('conversation_escalation_days').where({ user_id: userId }).delete();
  },
});
