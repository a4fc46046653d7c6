// How a subscription reads on the Subscription screen and for premium checks, from its status,
// paid period and cancellation — the same rule for the write side's state and the view's row.
import type { SubscriptionResponse, SubscriptionStatus } from './contract.js';

export interface SubscriptionFacts {
  status: Exclude<SubscriptionStatus, 'none'>;
  currentPeriodEnd: Date | string | null;
  cancelAtPeriodEnd: boolean;
  endsAt: Date | string | null;
}

export const NO_SUBSCRIPTION: SubscriptionResponse = {
  isSubscribed: false,
  plan: null,
  status: 'none',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};

/**
 * A subscription cancelled at period end counts as ended once that end has passed, even before
 * the provider's "deleted" event arrives.
 */
export function subscriptionResponse(facts: SubscriptionFacts | undefined, now: Date = new Date()): SubscriptionResponse {
  if (!facts) return NO_SUBSCRIPTION;
  const periodEnd = facts.currentPeriodEnd ? new Date(facts.currentPeriodEnd) : null;
  const endsAt = facts.endsAt ? new Date(facts.endsAt) : periodEnd;
  const lapsed = facts.cancelAtPeriodEnd && endsAt !== null && endsAt.getTime() <= now.getTime();
  const status: SubscriptionStatus = lapsed ? 'canceled' : facts.status;
  const running = status === 'active' || status === 'past_due';
  return {
    isSubscribed: status === 'active',
    plan: running ? 'premium' : null,
    status,
    currentPeriodEnd: running ? ((endsAt && facts.cancelAtPeriodEnd ? endsAt : periodEnd)?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: running && facts.cancelAtPeriodEnd,
  };
}
