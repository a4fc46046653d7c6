// Billing owns the premium subscription ($29/month, stream `subscription-{userId}`), one-time
// payments (the $199.99 case analysis, stream `payment-{id}`) and the payment provider's events.
// Other modules get `api` from the composition root: `isPremium` to gate premium features,
// `startPayment` / `syncPayment` to take a case's payment; they react to the Payment* events.
import { defineModule } from '../../infra/module.js';
import type { CommandContext } from '../../infra/eventstore/event.js';
import type { ProviderEvent } from '../../infra/payments/types.js';
import { testPaymentsMigration } from '../../infra/payments/index.js';
import type { PaymentPurpose } from './contract.js';
import { paymentEventSchemas, subscriptionEventSchemas } from './events.js';
import { billingAccess } from './access.js';
import { billingMigration } from './migration.js';
import { paymentIdFor, startPayment, syncPayment, type PaymentStatus, type StartedPayment } from './payments.js';
import { handleProviderEvent, type ProviderEventOutcome } from './provider-facts.js';
import type { BillingDeps } from './provider.js';
import { billingOnUserErased } from './reactions.js';
import { billingRouter } from './routes.js';
import { testPaymentsRouter } from './test-payments-routes.js';
import { isPremium } from './subscription.js';

export * from './contract.js';
export * from './events.js';
export { subscriptionResponse, NO_SUBSCRIPTION, type SubscriptionFacts } from './subscription-status.js';
export { paymentIdFor, type StartedPayment, type PaymentStatus, type BillingDeps, type ProviderEventOutcome };

export interface BillingApi {
  isPremium(userId: number, at?: Date): Promise<boolean>;
  startPayment(
    input: { userId: number; purpose: PaymentPurpose; amountCents?: number; returnPath?: string },
    ctx?: CommandContext,
  ): Promise<StartedPayment>;
  syncPayment(
    input: { userId: number; purpose: PaymentPurpose },
    ctx?: CommandContext,
  ): Promise<{ paymentId: string; status: PaymentStatus; reason: string | null }>;
  /** Where the payment provider's events go (the test provider delivers to it; Stripe's webhook route calls it). */
  handleProviderEvent(event: ProviderEvent): Promise<ProviderEventOutcome>;
}

export const billing = defineModule<BillingDeps, BillingApi>({
  name: 'billing',
  // The local test provider's tables belong with the module that uses it.
  migrations: [billingMigration, testPaymentsMigration],
  events: { ...subscriptionEventSchemas, ...paymentEventSchemas },
  access: billingAccess,
  create(deps) {
    return {
      routes: [billingRouter(deps), testPaymentsRouter(deps)],
      reactions: [billingOnUserErased(deps)],
      api: {
        isPremium: (userId, at) => isPremium(deps, userId, at),
        startPayment: (input, ctx) => startPayment(deps, input, ctx),
        syncPayment: (input, ctx) => syncPayment(deps, input, ctx),
        handleProviderEvent: (event) => handleProviderEvent(deps, event),
      },
      stop: () => deps.provider.close(),
    };
  },
});
