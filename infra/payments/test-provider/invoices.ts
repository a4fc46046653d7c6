// What a payment's outcome does to the subscription invoice it pays: paid, it pays the invoice and
// makes an unpaid subscription active; failed, it counts an attempt. Events as Stripe sends them.
import { invoiceObject, subscriptionObject } from './objects.js';
import type { ProviderContext } from './context.js';
import type { IntentRow, InvoiceRow, SubscriptionRow, Trx } from './tables.js';

export async function payInvoice(ctx: ProviderContext, trx: Trx, paid: IntentRow): Promise<void> {
  if (!paid.invoice_id) return;
  const invoice = await trx<InvoiceRow>('test_payment_invoices').where({ id: paid.invoice_id }).forUpdate().first();
  if (!invoice) return;
  const sub = await trx<SubscriptionRow>('test_payment_subscriptions').where({ id: invoice.subscription_id }).forUpdate().first();
  if (!sub) return;
  const paidInvoice: InvoiceRow = { ...invoice, status: 'paid', amount_paid: invoice.amount_due, attempt_count: invoice.attempt_count + 1 };
  await trx('test_payment_invoices')
    .where({ id: invoice.id })
    .update({ status: 'paid', amount_paid: invoice.amount_due, attempt_count: paidInvoice.attempt_count });
  const object = invoiceObject(paidInvoice, sub, paid);
  await ctx.events.emit(trx, 'invoice.paid', object);
  await ctx.events.emit(trx, 'invoice.payment_succeeded', object);
  if (sub.status === 'incomplete' || sub.status === 'past_due') {
    await trx('test_payment_subscriptions').where({ id: sub.id }).update({ status: 'active' });
    await ctx.events.emit(trx, 'customer.subscription.updated', subscriptionObject({ ...sub, status: 'active' }), { status: sub.status });
  }
}

export async function recordFailedAttempt(ctx: ProviderContext, trx: Trx, failed: IntentRow): Promise<void> {
  if (!failed.invoice_id) return;
  const invoice = await trx<InvoiceRow>('test_payment_invoices').where({ id: failed.invoice_id }).forUpdate().first();
  const sub = invoice ? await trx<SubscriptionRow>('test_payment_subscriptions').where({ id: invoice.subscription_id }).first() : undefined;
  if (!invoice || !sub) return;
  const attempted = { ...invoice, attempt_count: invoice.attempt_count + 1 };
  await trx('test_payment_invoices').where({ id: invoice.id }).update({ attempt_count: attempted.attempt_count });
  await ctx.events.emit(trx, 'invoice.payment_failed', invoiceObject(attempted, sub, failed));
}
