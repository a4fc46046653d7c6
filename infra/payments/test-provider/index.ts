// The local test payment provider: a payments adapter of the same port as Stripe's (../types.ts),
// split by concern — tables, Stripe-shaped objects, the event log (its webhooks), idempotency,
// payment intents, invoices, customers and subscriptions, the clock, the card form.
export { TestPaymentProvider, type TestProviderOptions } from './provider.js';
export { CardFormRefusal, type CardFormRefusalReason, type TestCard, type TestPaymentResult } from './card-form.js';
export { testPaymentsMigration } from './tables.js';
export { addMonth } from './objects.js';
