// Worker policies of the billing module.
import type { Deps } from '../../infra/deps.js';
import type { Reaction } from '../../projections/runner/types.js';
import { endSubscriptionOfErasedUser } from './commands.js';

/** An erased user must not go on being charged: end the subscription at the provider now. */
export const billingOnUserErased = (deps: Deps): Reaction => ({
  name: 'billing.end-subscription-of-erased-user',
  handles: ['UserErased'],
  async handle(event) {
    await endSubscriptionOfErasedUser(deps, (event.data as { userId: number }).userId);
  },
});
