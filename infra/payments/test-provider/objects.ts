// The test provider's rows as Stripe-shaped API objects (`subscription`, `invoice`,
// `payment_intent`), so the billing module reads one shape from either adapter; and the
// provider's ids and clock arithmetic.
import { randomBytes } from 'node:crypto';
import type { ProviderObject } from '../types.js';
import type { IntentRow, InvoiceRow, SubscriptionRow } from './tables.js';

export const newId = (prefix: string) => `${prefix}_test${randomBytes(12).toString('hex')}`;
export const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** One calendar month later, kept to the month's last day (Jan 31 → Feb 28), as Stripe bills. */
export function addMonth(unixSeconds: number): number {
  const d = new Date(unixSeconds * 1000);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return seconds(target);
}

/** A stable id per product name ('Casebook Premium' → `casebook_premium`), as Stripe keeps one product and price per plan. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

export function subscriptionObject(s: SubscriptionRow, latestInvoice?: ProviderObject): ProviderObject {
  const plan = slug(s.product_name);
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer_id,
    status: s.status,
    cancel_at_period_end: s.cancel_at_period_end,
    cancel_at: s.cancel_at_period_end ? s.current_period_end : null,
    canceled_at: s.canceled_at,
    ended_at: s.ended_at,
    created: s.created,
    start_date: s.created,
    currency: s.currency,
    collection_method: 'charge_automatically',
    metadata: s.metadata,
    latest_invoice: latestInvoice ?? s.latest_invoice_id,
    livemode: false,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id.slice(4)}`,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: s.current_period_start,
          current_period_end: s.current_period_end,
          price: {
            id: `price_test_${plan}`,
            object: 'price',
            product: `prod_test_${plan}`,
            unit_amount: s.amount,
            currency: s.currency,
            recurring: { interval: 'month', interval_count: 1 },
          },
        },
      ],
    },
  };
}

export function invoiceObject(i: InvoiceRow, sub: SubscriptionRow, intent?: IntentRow | null): ProviderObject {
  return {
    id: i.id,
    object: 'invoice',
    customer: i.customer_id,
    status: i.status,
    billing_reason: i.billing_reason,
    amount_due: i.amount_due,
    amount_paid: i.amount_paid,
    amount_remaining: i.amount_due - i.amount_paid,
    currency: i.currency,
    attempt_count: i.attempt_count,
    attempted: i.attempt_count > 0,
    created: i.created,
    period_start: i.period_start,
    period_end: i.period_end,
    livemode: false,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: sub.id, metadata: sub.metadata },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${i.id.slice(3)}`,
          object: 'line_item',
          amount: i.amount_due,
          currency: i.currency,
          description: `1 × ${sub.product_name} (at $${(sub.amount / 100).toFixed(2)} / month)`,
          period: { start: i.period_start, end: i.period_end },
        },
      ],
    },
    confirmation_secret: i.status === 'open' && intent ? { client_secret: intent.client_secret, type: 'payment_intent' } : null,
  };
}

export function intentObject(p: IntentRow): ProviderObject {
  return {
    id: p.id,
    object: 'payment_intent',
    amount: p.amount,
    amount_received: p.status === 'succeeded' ? p.amount : 0,
    currency: p.currency,
    status: p.status,
    client_secret: p.client_secret,
    customer: p.customer_id,
    description: p.description,
    metadata: p.metadata,
    created: p.created,
    livemode: false,
    automatic_payment_methods: { enabled: true },
    next_action: p.status === 'requires_action' ? { type: 'use_stripe_sdk' } : null,
    last_payment_error: p.last_error
      ? { type: 'card_error', code: p.last_error.code, decline_code: p.last_error.declineCode ?? null, message: p.last_error.message }
      : null,
  };
}
