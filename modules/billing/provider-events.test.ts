import { describe, expect, it } from 'vitest';
import type { ProviderEvent } from '../../infra/payments/types.js';
import { normalizeStatus, translateEvent } from './provider-events.js';

const at = (iso: string) => Date.parse(iso) / 1000;
const event = (type: string, object: Record<string, unknown>): ProviderEvent => ({
  id: 'evt_1',
  object: 'event',
  type,
  created: at('2026-11-23T10:00:00Z'),
  data: { object: object as ProviderEvent['data']['object'] },
});

const subscription = {
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  cancel_at_period_end: false,
  cancel_at: null,
  canceled_at: null,
  created: at('2026-11-23T09:00:00Z'),
  metadata: { casebook_user_id: '7' },
  items: { object: 'list', data: [{ current_period_end: at('2026-12-23T09:00:00Z') }] },
};

describe('provider events', () => {
  it('reads a subscription: status, paid period from its items, the Casebook user from metadata', () => {
    expect(translateEvent(event('customer.subscription.updated', subscription))).toEqual({
      kind: 'subscription',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      userId: 7,
      status: 'active',
      currentPeriodEnd: '2026-12-23T09:00:00.000Z',
      cancelAtPeriodEnd: false,
      endsAt: null,
      canceledAt: null,
      created: '2026-11-23T09:00:00.000Z',
    });
  });

  it('takes cancel_at (as the billing portal now sets it) as a cancellation at that time', () => {
    const fact = translateEvent(event('customer.subscription.updated', { ...subscription, cancel_at: at('2026-12-23T09:00:00Z') }));
    expect(fact).toMatchObject({ cancelAtPeriodEnd: true, endsAt: '2026-12-23T09:00:00.000Z' });
  });

  it('reads older API versions: top-level current_period_end, invoice.subscription', () => {
    const { items: _items, ...old } = subscription;
    const fact = translateEvent(event('customer.subscription.updated', { ...old, current_period_end: at('2027-01-01T00:00:00Z') }));
    expect(fact).toMatchObject({ currentPeriodEnd: '2027-01-01T00:00:00.000Z' });
    const invoice = translateEvent(
      event('invoice.paid', { id: 'in_1', object: 'invoice', customer: 'cus_1', subscription: 'sub_1', lines: { data: [] } }),
    );
    expect(invoice).toMatchObject({ kind: 'invoice-paid', subscriptionId: 'sub_1', userId: null, periodEnd: null });
  });

  it('reads a subscription invoice through its parent, with the line period', () => {
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_1',
      status: 'paid',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata: { casebook_user_id: '7' } } },
      lines: { data: [{ period: { start: 1, end: at('2026-12-23T09:00:00Z') } }] },
    };
    expect(translateEvent(event('invoice.payment_failed', invoice))).toEqual({
      kind: 'invoice-failed',
      invoiceId: 'in_1',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      userId: 7,
      periodEnd: '2026-12-23T09:00:00.000Z',
    });
  });

  it('reads a Casebook one-time payment from its metadata and ignores other intents', () => {
    const intent = {
      id: 'pi_1',
      object: 'payment_intent',
      amount: 19999,
      amount_received: 19999,
      currency: 'usd',
      status: 'succeeded',
      metadata: { casebook_payment_id: 'p1', casebook_user_id: '7', casebook_purpose: 'case-analysis', casebook_case_id: '42' },
    };
    expect(translateEvent(event('payment_intent.succeeded', intent))).toMatchObject({
      kind: 'payment-intent',
      paymentId: 'p1',
      userId: 7,
      purpose: { kind: 'case-analysis', caseId: 42 },
      outcome: 'succeeded',
      amountCents: 19999,
    });
    expect(translateEvent(event('payment_intent.succeeded', { ...intent, metadata: {} })).kind).toBe('ignored');
    expect(
      translateEvent(event('payment_intent.succeeded', { ...intent, metadata: { ...intent.metadata, casebook_purpose: 'other' } })).kind,
    ).toBe('ignored');
  });

  it('ignores events it does not use and objects that are not what the type says', () => {
    expect(translateEvent(event('charge.succeeded', { id: 'ch_1', object: 'charge' })).kind).toBe('ignored');
    expect(translateEvent(event('invoice.paid', { id: 'sub_1', object: 'subscription' })).kind).toBe('ignored');
    expect(translateEvent(event('customer.subscription.updated', { ...subscription, status: 'something_new' })).kind).toBe('ignored');
    expect(
      translateEvent(event('customer.subscription.updated', { ...subscription, metadata: { casebook_user_id: '1 or 1=1' } })),
    ).toMatchObject({
      userId: null,
    });
  });

  it('reduces Stripe statuses to what decides access', () => {
    expect(
      ['incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'paused', 'canceled', 'incomplete_expired'].map(normalizeStatus),
    ).toEqual(['incomplete', 'active', 'active', 'past_due', 'past_due', 'past_due', 'canceled', 'expired']);
  });
});
