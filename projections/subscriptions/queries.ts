import type { Knex } from 'knex';
import { subscriptionResponse, type SubscriptionResponse, type SubscriptionStatus } from '../../modules/billing/index.js';

interface SubscriptionRow {
  user_id: number;
  status: Exclude<SubscriptionStatus, 'none'>;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  ends_at: Date | null;
}

function toSubscriptionResponse(row: SubscriptionRow | undefined, now: Date): SubscriptionResponse {
  if (!row) return subscriptionResponse(undefined, now);
  return subscriptionResponse(
    { status: row.status, currentPeriodEnd: row.current_period_end, cancelAtPeriodEnd: row.cancel_at_period_end, endsAt: row.ends_at },
    now,
  );
}

export async function getSubscription(knex: Knex, userId: number, now: Date = new Date()): Promise<SubscriptionResponse> {
  const row = await knex<SubscriptionRow>('subscriptions_view')
    .where({ user_id: userId })
    .first('user_id', 'status', 'current_period_end', 'cancel_at_period_end', 'ends_at');
  return toSubscriptionResponse(row, now);
}

/** The answer, and when the clock alone changes it (a cancelled subscription lapses at its end). */
export async function getSubscriptionWithValidity(
  knex: Knex,
  userId: number,
  now: Date = new Date(),
): Promise<{ value: SubscriptionResponse; expiresAt?: number }> {
  const row = await knex<SubscriptionRow>('subscriptions_view')
    .where({ user_id: userId })
    .first('user_id', 'status', 'current_period_end', 'cancel_at_period_end', 'ends_at');
  const value = toSubscriptionResponse(row, now);
  const end = row?.ends_at ?? row?.current_period_end;
  const lapsesAt = row?.cancel_at_period_end && end ? new Date(end).getTime() : undefined;
  return { value, expiresAt: lapsesAt !== undefined && lapsesAt > now.getTime() ? lapsesAt : undefined };
}
