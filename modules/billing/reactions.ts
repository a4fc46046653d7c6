// Worker policies of the billing module.
import type { Reaction } from '../../infra/projections/types.js';
import type { BillingDeps } from './provider.js';
import { endSubscriptionOfErasedUser } from './subscription.js';

/** An erased user must not go on being charged: end the subscription at the provider now. */
export const billingOnUserErased = (deps: BillingDeps): Reaction => ({
  name: 'billing.end-subscription-of-erased-user',
  handles: ['UserErased'],
  async handle(event) {
    await endSubscriptionOfErasedUser(deps, (event.data as { userId: number }).userId);
  },
});
