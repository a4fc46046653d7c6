// Billing owns the premium subscription ($29/month), one-time payments (the $199.99 case
// analysis) and the payment provider's webhooks. Other modules use only what is exported here:
// `isPremium` to gate premium features, `startPayment` / `syncPayment` to take a case's payment,
// and the Payment* events to react to.
export { isPremium, getSubscription } from '../../projections/subscriptions/queries.js';
export {
  startPayment,
  syncPayment,
  paymentIdFor,
  endSubscriptionOfErasedUser,
  type StartedPayment,
  type PaymentStatus,
  type BillingDeps,
} from './commands.js';
export { PREMIUM_PLAN, PAYMENT_PRICES, paymentPurposeSchema, type PaymentPurpose, type SubscriptionResponse } from './contract.js';
export {
  paymentEventSchemas,
  paymentEventTypes,
  paymentStream,
  subscriptionEventSchemas,
  subscriptionEventTypes,
  subscriptionStream,
  type PaymentEvent,
  type SubscriptionEvent,
} from './events.js';
