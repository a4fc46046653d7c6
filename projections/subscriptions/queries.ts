import type { Knex } from 'knex';
import type { SubscriptionResponse, SubscriptionStatus } from '../../modules/billing/contract.js';

interface SubscriptionRow {
  user_id: number;
  status: Exclude<SubscriptionStatus, 'none'>;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  ends_at: Date | null;
}

const NONE: SubscriptionResponse = { isSubscribed: false, plan: null, status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false };

/**
 * The row as the Subscription screen shows it. A subscription cancelled at period end counts as
 * ended once that end has passed, even before the provider's "deleted" event arrives.
 */
export function toSubscriptionResponse(row: SubscriptionRow | undefined, now: Date = new Date()): SubscriptionResponse {
  if (!row) return NONE;
  const periodEnd = row.current_period_end ? new Date(row.current_period_end) : null;
  const endsAt = row.ends_at ? new Date(row.ends_at) : periodEnd;
  const lapsed = row.cancel_at_period_end && endsAt !== null && endsAt.getTime() <= now.getTime();
  const status: SubscriptionStatus = lapsed ? 'canceled' : row.status;
  const running = status === 'active' || status === 'past_due';
  return {
    isSubscribed: status === 'active',
    plan: running ? 'premium' : null,
    status,
    currentPeriodEnd: running ? (endsAt && row.cancel_at_period_end ? endsAt : periodEnd)?.toISOString() ?? null : null,
    cancelAtPeriodEnd: running && row.cancel_at_period_end,
  };
}

export async function getSubscription(knex: Knex, userId: number, now: Date = new Date()): Promise<SubscriptionResponse> {
  const row = await knex<SubscriptionRow>('subscriptions_view')
    .where({ user_id: userId })
    .first('user_id', 'status', 'current_period_end', 'cancel_at_period_end', 'ends_at');
  return toSubscriptionResponse(row, now);
}

/** Premium = a provider-confirmed, paid subscription whose paid period has not run out after a cancellation. */
export async function isPremium(knex: Knex, userId: number): Promise<boolean> {
  return (await getSubscription(knex, userId)).isSubscribed;
}
