// The test provider's customers and subscriptions: an incomplete subscription whose first invoice
// waits for the card form, cancellation (at the period's end or now), the end of a subscription
// and its monthly renewal. Each change is recorded as Stripe's `customer.subscription.*` and
// `invoice.*` events.
import { NotFoundError } from '../../http/errors.js';
import { METADATA, PaymentProviderError, type LatestPayment, type PlanPrice, type ProviderObject } from '../types.js';
import { idempotent } from './idempotency.js';
import { insertIntent, newIntent } from './intents.js';
import { addMonth, intentObject, invoiceObject, newId, seconds, subscriptionObject } from './objects.js';
import type { ProviderContext } from './context.js';
import type { IntentRow, InvoiceRow, SubscriptionRow, Trx } from './tables.js';

export function createCustomer(ctx: ProviderContext, input: { userId: number; idempotencyKey: string }): Promise<{ id: string }> {
  return idempotent(ctx.knex, input.idempotencyKey, async (trx) => {
    const id = newId('cus');
    await trx('test_payment_customers').insert({ id, user_id: input.userId, created: seconds(ctx.now()) });
    return { id };
  });
}

export function createSubscription(
  ctx: ProviderContext,
  input: { customerId: string; userId: number; price: PlanPrice; returnPath: string; idempotencyKey: string },
): Promise<{ subscription: ProviderObject; clientSecret: string | null }> {
  return idempotent(ctx.knex, input.idempotencyKey, async (trx) => {
    const now = seconds(ctx.now());
    const sub: SubscriptionRow = {
      id: newId('sub'),
      customer_id: input.customerId,
      user_id: input.userId,
      status: 'incomplete',
      amount: input.price.amountCents,
      currency: input.price.currency,
      product_name: input.price.productName,
      current_period_start: now,
      current_period_end: addMonth(now),
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      latest_invoice_id: newId('in'),
      metadata: { [METADATA.userId]: String(input.userId) },
      created: now,
    };
    const intent = newIntent(ctx, {
      userId: input.userId,
      customerId: input.customerId,
      amount: sub.amount,
      currency: sub.currency,
      description: 'Subscription creation',
      invoiceId: sub.latest_invoice_id,
      returnPath: input.returnPath,
      metadata: {},
    });
    const invoice: InvoiceRow = {
      id: sub.latest_invoice_id!,
      subscription_id: sub.id,
      customer_id: sub.customer_id,
      status: 'open',
      billing_reason: 'subscription_create',
      amount_due: sub.amount,
      amount_paid: 0,
      currency: sub.currency,
      period_start: sub.current_period_start,
      period_end: sub.current_period_end,
      payment_intent_id: intent.id,
      attempt_count: 0,
      created: now,
    };
    await trx('test_payment_subscriptions').insert({ ...sub, metadata: JSON.stringify(sub.metadata) });
    await trx('test_payment_invoices').insert(invoice);
    await insertIntent(trx, intent);
    const invoiceObj = invoiceObject(invoice, sub, intent);
    await ctx.events.emit(trx, 'customer.subscription.created', subscriptionObject(sub));
    await ctx.events.emit(trx, 'invoice.finalized', invoiceObj);
    await ctx.events.emit(trx, 'payment_intent.created', intentObject(intent));
    return { subscription: subscriptionObject(sub, invoiceObj), clientSecret: intent.client_secret as string | null };
  });
}

export async function retrieveSubscription(
  ctx: ProviderContext,
  id: string,
): Promise<{ subscription: ProviderObject; latestPayment: LatestPayment | null }> {
  const sub = await ctx.knex<SubscriptionRow>('test_payment_subscriptions').where({ id }).first();
  if (!sub) throw new NotFoundError(`No such subscription: '${id}'`);
  const invoice = sub.latest_invoice_id
    ? await ctx.knex<InvoiceRow>('test_payment_invoices').where({ id: sub.latest_invoice_id }).first()
    : undefined;
  const intent = invoice?.payment_intent_id
    ? await ctx.knex<IntentRow>('test_payment_intents').where({ id: invoice.payment_intent_id }).first()
    : undefined;
  const latestPayment: LatestPayment | null = invoice
    ? {
        invoiceId: invoice.id,
        invoiceStatus: invoice.status,
        paymentIntentId: intent?.id ?? null,
        paymentIntentStatus: intent?.status ?? null,
        clientSecret: invoice.status === 'open' ? (intent?.client_secret ?? null) : null,
        errorMessage: intent?.last_error?.message ?? null,
      }
    : null;
  return { subscription: subscriptionObject(sub, invoice ? invoiceObject(invoice, sub, intent) : undefined), latestPayment };
}

async function lockSubscription(trx: Trx, id: string): Promise<SubscriptionRow> {
  const sub = await trx<SubscriptionRow>('test_payment_subscriptions').where({ id }).forUpdate().first();
  if (!sub) throw new NotFoundError(`No such subscription: '${id}'`);
  return sub;
}

export function cancelAtPeriodEnd(ctx: ProviderContext, id: string, idempotencyKey: string): Promise<ProviderObject> {
  return idempotent(ctx.knex, idempotencyKey, async (trx) => {
    const sub = await lockSubscription(trx, id);
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired' || sub.cancel_at_period_end) return subscriptionObject(sub);
    const updated = { ...sub, cancel_at_period_end: true, canceled_at: seconds(ctx.now()) };
    await trx('test_payment_subscriptions').where({ id }).update({ cancel_at_period_end: true, canceled_at: updated.canceled_at });
    const object = subscriptionObject(updated);
    await ctx.events.emit(trx, 'customer.subscription.updated', object, {
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
    });
    return object;
  });
}

/**
 * Takes a cancellation at period end back, as Stripe's `cancel_at_period_end: false`: the
 * subscription renews again. Nothing to take back answers the subscription as it is; an ended one
 * (or one whose cancelled period has run out on the provider's clock) refuses, as Stripe does.
 */
export function resume(ctx: ProviderContext, id: string, idempotencyKey: string): Promise<ProviderObject> {
  return idempotent(ctx.knex, idempotencyKey, async (trx) => {
    const sub = await lockSubscription(trx, id);
    const lapsed = sub.cancel_at_period_end && sub.current_period_end <= seconds(ctx.now());
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired' || lapsed) {
      throw new PaymentProviderError(`A canceled subscription cannot be resumed: '${id}'`);
    }
    if (!sub.cancel_at_period_end) return subscriptionObject(sub);
    const updated = { ...sub, cancel_at_period_end: false, canceled_at: null };
    await trx('test_payment_subscriptions').where({ id }).update({ cancel_at_period_end: false, canceled_at: null });
    const object = subscriptionObject(updated);
    await ctx.events.emit(trx, 'customer.subscription.updated', object, {
      cancel_at_period_end: true,
      cancel_at: sub.current_period_end,
      canceled_at: sub.canceled_at,
    });
    return object;
  });
}

export function cancelNow(ctx: ProviderContext, id: string, idempotencyKey: string): Promise<ProviderObject> {
  return idempotent(ctx.knex, idempotencyKey, async (trx) => {
    const sub = await lockSubscription(trx, id);
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return subscriptionObject(sub);
    return endSubscription(ctx, trx, sub, 'canceled', seconds(ctx.now()));
  });
}

/** Ends a subscription: its open invoices are voided and their payments canceled. */
export async function endSubscription(
  ctx: ProviderContext,
  trx: Trx,
  sub: SubscriptionRow,
  status: 'canceled' | 'incomplete_expired',
  at: number,
): Promise<ProviderObject> {
  const ended: SubscriptionRow = { ...sub, status, ended_at: at, canceled_at: sub.canceled_at ?? at };
  await trx('test_payment_subscriptions').where({ id: sub.id }).update({ status, ended_at: at, canceled_at: ended.canceled_at });
  const openInvoices = await trx<InvoiceRow>('test_payment_invoices').where({ subscription_id: sub.id, status: 'open' });
  for (const invoice of openInvoices) {
    await trx('test_payment_invoices').where({ id: invoice.id }).update({ status: 'void' });
    if (invoice.payment_intent_id)
      await trx('test_payment_intents').where({ id: invoice.payment_intent_id }).update({ status: 'canceled' });
  }
  const object = subscriptionObject(ended);
  if (status === 'incomplete_expired') await ctx.events.emit(trx, 'customer.subscription.updated', object, { status: sub.status });
  else await ctx.events.emit(trx, 'customer.subscription.deleted', object);
  return object;
}

/** Bills the periods due up to `now` with the card on file (test cards that got this far pay). */
export async function renew(ctx: ProviderContext, trx: Trx, sub: SubscriptionRow, now: number): Promise<void> {
  // A renewal's payment is never confirmed in a form; it keeps the subscription's return path all the same.
  const last = sub.latest_invoice_id
    ? await trx('test_payment_invoices as i')
        .join('test_payment_intents as p', 'p.id', 'i.payment_intent_id')
        .where('i.id', sub.latest_invoice_id)
        .first('p.return_path')
    : undefined;
  const returnPath: string = last?.return_path ?? '/';
  let current = sub;
  for (let i = 0; i < 36 && current.current_period_end <= now; i++) {
    const start = current.current_period_end;
    const end = addMonth(start);
    const intent: IntentRow = {
      ...newIntent(ctx, {
        userId: sub.user_id,
        customerId: sub.customer_id,
        amount: sub.amount,
        currency: sub.currency,
        description: 'Subscription update',
        invoiceId: newId('in'),
        returnPath,
        metadata: {},
      }),
      status: 'succeeded',
    };
    const invoice: InvoiceRow = {
      id: intent.invoice_id!,
      subscription_id: sub.id,
      customer_id: sub.customer_id,
      status: 'paid',
      billing_reason: 'subscription_cycle',
      amount_due: sub.amount,
      amount_paid: sub.amount,
      currency: sub.currency,
      period_start: start,
      period_end: end,
      payment_intent_id: intent.id,
      attempt_count: 1,
      created: start,
    };
    await insertIntent(trx, intent);
    await trx('test_payment_invoices').insert(invoice);
    const previous = { current_period_start: current.current_period_start, current_period_end: current.current_period_end };
    current = { ...current, current_period_start: start, current_period_end: end, latest_invoice_id: invoice.id };
    await trx('test_payment_subscriptions')
      .where({ id: sub.id })
      .update({ current_period_start: start, current_period_end: end, latest_invoice_id: invoice.id });
    const invoiceObj = invoiceObject(invoice, current, intent);
    await ctx.events.emit(trx, 'invoice.paid', invoiceObj);
    await ctx.events.emit(trx, 'invoice.payment_succeeded', invoiceObj);
    await ctx.events.emit(trx, 'customer.subscription.updated', subscriptionObject(current), { items: previous });
  }
}
