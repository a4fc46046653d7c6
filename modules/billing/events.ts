// Events of the billing module. A user's premium subscription lives in `subscription-{userId}`;
// each one-time payment in `payment-{paymentId}`. Nothing here is personal data: ids, amounts,
// statuses and the provider's failure wording only.
//
// `observedAt` is the payment provider's own time of the fact (a webhook event's `created`, a
// subscription's `created`), or null when the fact comes from a fresh server-side retrieval. It
// orders provider facts that may arrive in any order; `at` is when Casebook recorded the event.
import { z } from 'zod';
import { paymentPurposeSchema } from './contract.js';

const at = z.string();
const observedAt = z.string().nullable();
const providerSchema = z.enum(['stripe', 'test']);
const sub = {
  userId: z.number().int(),
  providerSubscriptionId: z.string(),
  at,
  observedAt,
};
const payment = {
  paymentId: z.string(),
  userId: z.number().int(),
  purpose: paymentPurposeSchema,
  amountCents: z.number().int().positive(),
  currency: z.string(),
  providerPaymentIntentId: z.string(),
  at,
};

export const subscriptionEventSchemas = {
  SubscriptionStarted: z.object({
    ...sub,
    provider: providerSchema,
    providerCustomerId: z.string(),
    plan: z.literal('premium'),
    amountCents: z.number().int().positive(),
    currency: z.string(),
    interval: z.literal('month'),
    /** Who created it: Casebook's POST /api/subscription, or a provider event seen first. */
    source: z.enum(['api', 'provider']),
  }),
  SubscriptionActivated: z.object({ ...sub, currentPeriodEnd: z.string().nullable() }),
  SubscriptionRenewed: z.object({ ...sub, currentPeriodEnd: z.string() }),
  SubscriptionPaymentFailed: z.object({
    ...sub,
    /** incomplete: the first payment failed (the user may retry); past_due: a renewal failed. */
    status: z.enum(['incomplete', 'past_due']),
    reason: z.string().nullable(),
  }),
  SubscriptionCancellationScheduled: z.object({
    ...sub,
    endsAt: z.string().nullable(),
    requestedBy: z.enum(['user', 'provider']),
  }),
  SubscriptionCancellationWithdrawn: z.object({
    ...sub,
    /** Who withdrew it: Casebook's POST /api/subscription/resume, or the provider (its billing portal). Absent on events recorded before resume existed. */
    requestedBy: z.enum(['user', 'provider']).optional(),
  }),
  /** The provider's record seen at `observedAt`, with nothing changed: later, older news about it is stale. */
  SubscriptionObserved: z.object(sub),
  SubscriptionEnded: z.object({ ...sub, reason: z.enum(['canceled', 'expired', 'replaced']) }),
} as const;

export const paymentEventSchemas = {
  PaymentStarted: z.object({ ...payment, provider: providerSchema }),
  PaymentSucceeded: z.object(payment),
  PaymentFailed: z.object({ ...payment, reason: z.string().nullable() }),
} as const;

type SubSchemas = typeof subscriptionEventSchemas;
type PaySchemas = typeof paymentEventSchemas;
export type SubscriptionEventType = keyof SubSchemas;
export type PaymentEventType = keyof PaySchemas;
export type SubscriptionEvent = { [K in SubscriptionEventType]: { type: K; data: z.infer<SubSchemas[K]> } }[SubscriptionEventType];
export type PaymentEvent = { [K in PaymentEventType]: { type: K; data: z.infer<PaySchemas[K]> } }[PaymentEventType];
export type BillingEvent = SubscriptionEvent | PaymentEvent;

export const subscriptionEventTypes = Object.keys(subscriptionEventSchemas) as SubscriptionEventType[];
export const paymentEventTypes = Object.keys(paymentEventSchemas) as PaymentEventType[];

export const subscriptionStream = (userId: number) => `subscription-${userId}`;
export const paymentStream = (paymentId: string) => `payment-${paymentId}`;

export const billingEventTypes: readonly string[] = [...subscriptionEventTypes, ...paymentEventTypes];
