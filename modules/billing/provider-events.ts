// Reads the payment provider's (Stripe-shaped) objects and events into the facts the deciders
// take. Pure: no I/O. Both providers, the webhook and the server-side retrievals all go through
// here. Older Stripe API versions are read too (a webhook endpoint may be pinned to one): the
// invoice's `subscription` and the subscription's top-level `current_period_end`.
import { z } from 'zod';
import { METADATA, type ProviderEvent } from '../../infra/payments/types.js';
import { paymentPurposeSchema, type PaymentPurpose } from './contract.js';
import type { ObservedStatus } from './decider.js';

const idish = z.union([z.string(), z.looseObject({ id: z.string() })]);
const metadata = z.record(z.string(), z.string()).nullable().optional();
const idOf = (v: z.infer<typeof idish>) => (typeof v === 'string' ? v : v.id);
const iso = (unixSeconds: number | null | undefined) => (unixSeconds == null ? null : new Date(unixSeconds * 1000).toISOString());
const maxOf = (xs: (number | undefined | null)[]) => {
  const ns = xs.filter((x): x is number => typeof x === 'number');
  return ns.length ? Math.max(...ns) : null;
};

const subscriptionObject = z.looseObject({
  id: z.string(),
  object: z.literal('subscription'),
  customer: idish,
  status: z.string(),
  cancel_at_period_end: z.boolean().nullable().optional(),
  cancel_at: z.number().nullable().optional(),
  canceled_at: z.number().nullable().optional(),
  created: z.number(),
  metadata,
  current_period_end: z.number().optional(),
  items: z.looseObject({ data: z.array(z.looseObject({ current_period_end: z.number().optional() })) }).optional(),
});

const invoiceObject = z.looseObject({
  id: z.string(),
  object: z.literal('invoice'),
  customer: idish.nullable().optional(),
  status: z.string().nullable().optional(),
  subscription: idish.nullable().optional(),
  subscription_details: z.looseObject({ metadata }).nullable().optional(),
  parent: z
    .looseObject({ subscription_details: z.looseObject({ subscription: idish, metadata }).nullable().optional() })
    .nullable()
    .optional(),
  lines: z.looseObject({ data: z.array(z.looseObject({ period: z.looseObject({ end: z.number() }).optional() })) }).optional(),
});

const paymentIntentObject = z.looseObject({
  id: z.string(),
  object: z.literal('payment_intent'),
  amount: z.number(),
  amount_received: z.number().optional(),
  currency: z.string(),
  status: z.string(),
  metadata: z.record(z.string(), z.string()).optional(),
  last_payment_error: z.looseObject({ message: z.string().optional() }).nullable().optional(),
});

export interface SubscriptionFact {
  kind: 'subscription';
  subscriptionId: string;
  customerId: string;
  /** From the subscription's metadata; null when it was not made by Casebook (look the customer up). */
  userId: number | null;
  status: ObservedStatus;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  endsAt: string | null;
  /** When a cancellation was last asked for (provider clock). */
  canceledAt: string | null;
  created: string;
}

export interface InvoiceFact {
  kind: 'invoice-paid' | 'invoice-failed';
  invoiceId: string;
  subscriptionId: string;
  customerId: string | null;
  userId: number | null;
  /** The end of the subscription period the invoice bills. */
  periodEnd: string | null;
}

export interface PaymentIntentFact {
  kind: 'payment-intent';
  intentId: string;
  paymentId: string;
  userId: number;
  purpose: PaymentPurpose;
  outcome: 'succeeded' | 'failed';
  amountCents: number;
  currency: string;
  reason: string | null;
}

export type ProviderFact = SubscriptionFact | InvoiceFact | PaymentIntentFact | { kind: 'ignored'; why: string };

/** Stripe's statuses, reduced to what Casebook tells apart; null for one it does not know. */
export function normalizeStatus(status: string): ObservedStatus | null {
  switch (status) {
    case 'incomplete':
      return 'incomplete';
    case 'active':
    case 'trialing':
      return 'active';
    // unpaid: retries exhausted, invoices left open; paused: no collection. Neither gives access.
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'canceled':
      return 'canceled';
    case 'incomplete_expired':
      return 'expired';
    default:
      return null;
  }
}

const userIdFrom = (m: Record<string, string> | null | undefined): number | null => {
  const raw = m?.[METADATA.userId];
  const n = raw !== undefined && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

export function subscriptionFact(object: unknown): SubscriptionFact | { kind: 'ignored'; why: string } {
  const parsed = subscriptionObject.safeParse(object);
  if (!parsed.success) return { kind: 'ignored', why: 'not a subscription object' };
  const s = parsed.data;
  const status = normalizeStatus(s.status);
  if (!status) return { kind: 'ignored', why: `unknown subscription status ${s.status}` };
  const currentPeriodEnd = iso(maxOf([...(s.items?.data.map((i) => i.current_period_end) ?? []), s.current_period_end]));
  const ended = status === 'canceled' || status === 'expired';
  // Newer API versions (and the billing portal) cancel "at period end" by setting cancel_at.
  const cancelAtPeriodEnd = !ended && (s.cancel_at_period_end === true || s.cancel_at != null);
  return {
    kind: 'subscription',
    subscriptionId: s.id,
    customerId: idOf(s.customer),
    userId: userIdFrom(s.metadata),
    status,
    currentPeriodEnd,
    cancelAtPeriodEnd,
    endsAt: cancelAtPeriodEnd ? (iso(s.cancel_at) ?? currentPeriodEnd) : null,
    canceledAt: iso(s.canceled_at),
    created: iso(s.created)!,
  };
}

export function invoiceFact(object: unknown, kind: InvoiceFact['kind']): InvoiceFact | { kind: 'ignored'; why: string } {
  const parsed = invoiceObject.safeParse(object);
  if (!parsed.success) return { kind: 'ignored', why: 'not an invoice object' };
  const i = parsed.data;
  const details = i.parent?.subscription_details;
  const subscription = details?.subscription ?? i.subscription;
  if (!subscription) return { kind: 'ignored', why: 'invoice of no subscription' };
  return {
    kind,
    invoiceId: i.id,
    subscriptionId: idOf(subscription),
    customerId: i.customer ? idOf(i.customer) : null,
    userId: userIdFrom(details?.metadata ?? i.subscription_details?.metadata),
    periodEnd: iso(maxOf(i.lines?.data.map((l) => l.period?.end) ?? [])),
  };
}

export function paymentIntentFact(object: unknown, outcome: 'succeeded' | 'failed'): PaymentIntentFact | { kind: 'ignored'; why: string } {
  const parsed = paymentIntentObject.safeParse(object);
  if (!parsed.success) return { kind: 'ignored', why: 'not a payment intent object' };
  const p = parsed.data;
  const paymentId = p.metadata?.[METADATA.paymentId];
  const userId = userIdFrom(p.metadata);
  // A subscription invoice's intent carries no Casebook payment: the invoice events cover it.
  if (!paymentId || !userId) return { kind: 'ignored', why: 'payment intent of no Casebook payment' };
  const purpose = paymentPurposeSchema.safeParse({
    kind: p.metadata?.[METADATA.purposeKind],
    caseId: Number(p.metadata?.[METADATA.caseId]),
  });
  if (!purpose.success) return { kind: 'ignored', why: 'payment intent with an unknown purpose' };
  return {
    kind: 'payment-intent',
    intentId: p.id,
    paymentId,
    userId,
    purpose: purpose.data,
    outcome,
    amountCents: outcome === 'succeeded' ? (p.amount_received ?? p.amount) : p.amount,
    currency: p.currency,
    reason: p.last_payment_error?.message ?? null,
  };
}

/** What a provider event says, or why Casebook does not care about it. */
export function translateEvent(event: ProviderEvent): ProviderFact {
  const object = event.data?.object;
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.pending_update_applied':
      return subscriptionFact(object);
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      return invoiceFact(object, 'invoice-paid');
    case 'invoice.payment_failed':
      return invoiceFact(object, 'invoice-failed');
    case 'payment_intent.succeeded':
      return paymentIntentFact(object, 'succeeded');
    case 'payment_intent.payment_failed':
      return paymentIntentFact(object, 'failed');
    default:
      return { kind: 'ignored', why: `event type ${event.type} is not used` };
  }
}

/** The provider's time of an event, as the deciders order facts by it. */
export const eventTime = (event: Pick<ProviderEvent, 'created'>) => iso(event.created)!;
