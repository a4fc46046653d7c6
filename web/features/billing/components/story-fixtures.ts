// Billing data the stories seed or answer with. Made up for display only; nothing here ships.
import type { QueryKey } from '@tanstack/react-query';
import type { PaymentsConfigResponse, SubscriptionResponse } from '../../../../modules/billing/contract';

export const RENEWAL = '2026-06-14T15:00:00.000Z';

export const noSubscription: SubscriptionResponse = {
  isSubscribed: false,
  plan: null,
  status: 'none',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};

export const activeSubscription: SubscriptionResponse = {
  isSubscribed: true,
  plan: 'premium',
  status: 'active',
  currentPeriodEnd: RENEWAL,
  cancelAtPeriodEnd: false,
};

export const cancelScheduled: SubscriptionResponse = { ...activeSubscription, cancelAtPeriodEnd: true };

export const pastDue: SubscriptionResponse = { ...activeSubscription, isSubscribed: false, status: 'past_due' };

export const testProvider: PaymentsConfigResponse = { provider: 'test', publishableKey: null };
export const stripeWithoutKey: PaymentsConfigResponse = { provider: 'stripe', publishableKey: null };

export const CLIENT_SECRET = 'pi_test123_secret_abc';
export const RETURN_URL = '/subscription?payment_intent=pi_test123&redirect_status=succeeded';

/** Query data for the Subscription screens. */
export function billing(subscription: SubscriptionResponse, config: PaymentsConfigResponse = testProvider): Array<[QueryKey, unknown]> {
  return [
    [['/api/subscription'], subscription],
    [['/api/config/payments'], config],
  ];
}
