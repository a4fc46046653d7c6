// The payment port's contract, run against both adapters: Stripe's (the real SDK against the local
// stand-in for Stripe's API) and the local test provider (on each test database). What billing
// relies on must read the same from either: Stripe-shaped objects, idempotency keys honoured, the
// latest payment as a server-side retrieval sees it, the events a payment sends.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripe } from '../../test/support/fake-stripe.js';
import { databaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { migrate } from '../db/index.js';
import { StripePaymentProvider } from './stripe.js';
import { TestPaymentProvider, testPaymentsMigration } from './test-provider/index.js';
import { intentIdFromClientSecret, METADATA, WebhookSignatureError, type PaymentProvider, type ProviderEvent } from './types.js';

const PRICE = { productName: 'Casebook Premium', amountCents: 2900, currency: 'usd', interval: 'month' as const };
const USER = 7;

/** One adapter, and what the customer does on the provider's side (pay or be declined in its form). */
interface Harness {
  provider: PaymentProvider;
  /** The customer pays the subscription's first invoice with a card that works; answers the events the provider sends. */
  pay(subscriptionId: string, clientSecret: string): Promise<ProviderEvent[]>;
  /** The customer's card is declined on it. */
  decline(subscriptionId: string, clientSecret: string): Promise<ProviderEvent[]>;
  close(): Promise<void>;
}

const stripeHarness = async (): Promise<Harness> => {
  const fake = new FakeStripe();
  await fake.start();
  const provider = new StripePaymentProvider({
    secretKey: 'sk_test_contract',
    publishableKey: 'pk_test_contract',
    webhookSecret: 'whsec_contract',
    apiBase: fake.url,
    maxNetworkRetries: 0,
  });
  return {
    provider,
    pay: async (subscriptionId) => fake.pay(subscriptionId),
    decline: async (subscriptionId) => fake.decline(subscriptionId),
    close: async () => {
      await provider.close();
      await fake.close();
    },
  };
};

const testProviderHarness = (open: () => Promise<TestDatabase>) => async (): Promise<Harness> => {
  const db = await open();
  await migrate(db.db.knex, [testPaymentsMigration]);
  const delivered: ProviderEvent[] = [];
  const provider = new TestPaymentProvider({
    knex: db.db.knex,
    logger: pino({ level: 'silent' }),
    deliver: async (event) => void delivered.push(event),
  });
  const confirm = async (clientSecret: string, number: string) => {
    await provider.deliverPending();
    delivered.length = 0;
    await provider.confirmCard({
      clientSecret,
      userId: USER,
      card: { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' },
    });
    return [...delivered];
  };
  return {
    provider,
    pay: (_subscriptionId, clientSecret) => confirm(clientSecret, '4242424242424242'),
    decline: (_subscriptionId, clientSecret) => confirm(clientSecret, '4000000000000002'),
    close: async () => {
      await provider.close();
      await db.close();
    },
  };
};

const adapters: [string, () => Promise<Harness>][] = [
  ['Stripe (against the stand-in API)', stripeHarness],
  ...databaseFlavours().map((f): [string, () => Promise<Harness>] => [
    `the test provider (${f.name})`,
    testProviderHarness(() => f.open()),
  ]),
];

describe.each(adapters)('the payment port: %s', (_name, harness) => {
  let h: Harness;
  let p: PaymentProvider;
  let run = 0;
  /** Fresh idempotency keys per test: no test sees another's answers. */
  const key = (what: string) => `contract-${what}-${run}-${Math.random().toString(36).slice(2)}`;

  beforeAll(async () => {
    h = await harness();
    p = h.provider;
  });
  afterAll(() => h?.close());

  async function subscribe() {
    run += 1;
    const { id: customerId } = await p.createCustomer({ userId: USER, idempotencyKey: key('customer') });
    const created = await p.createSubscription({
      customerId,
      userId: USER,
      price: PRICE,
      returnPath: '/subscription',
      idempotencyKey: key('subscription'),
    });
    return { customerId, ...created };
  }

  it('makes a customer once per idempotency key', async () => {
    const k = key('customer');
    const first = await p.createCustomer({ userId: USER, idempotencyKey: k });
    expect(first.id).toMatch(/^cus_/);
    expect(await p.createCustomer({ userId: USER, idempotencyKey: k })).toEqual(first);
    expect((await p.createCustomer({ userId: USER, idempotencyKey: key('customer') })).id).not.toBe(first.id);
  });

  it('makes an incomplete subscription whose first payment waits for the form, once per idempotency key', async () => {
    const { customerId } = await subscribe();
    const k = key('subscription');
    const { subscription, clientSecret } = await p.createSubscription({
      customerId,
      userId: USER,
      price: PRICE,
      returnPath: '/subscription',
      idempotencyKey: k,
    });
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'incomplete',
      customer: customerId,
      metadata: { [METADATA.userId]: String(USER) },
    });
    expect(subscription.id).toMatch(/^sub_/);
    expect(intentIdFromClientSecret(clientSecret)).toMatch(/^pi_/);

    const again = await p.createSubscription({ customerId, userId: USER, price: PRICE, returnPath: '/subscription', idempotencyKey: k });
    expect(again.subscription.id).toBe(subscription.id);
    expect(again.clientSecret).toBe(clientSecret);
  });

  it('answers the latest payment of an unpaid subscription: its open invoice and the client secret to confirm', async () => {
    const { subscription, clientSecret } = await subscribe();
    const { subscription: read, latestPayment } = await p.retrieveSubscription(subscription.id);
    expect(read).toMatchObject({ id: subscription.id, status: 'incomplete' });
    expect(latestPayment).toMatchObject({
      invoiceStatus: 'open',
      paymentIntentId: intentIdFromClientSecret(clientSecret),
      paymentIntentStatus: 'requires_payment_method',
      clientSecret,
      errorMessage: null,
    });
    expect(latestPayment!.invoiceId).toMatch(/^in_/);
  });

  it("a declined card leaves the invoice open and the provider's words on the payment", async () => {
    const { subscription, clientSecret } = await subscribe();
    const events = await h.decline(subscription.id, clientSecret!);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['payment_intent.payment_failed', 'invoice.payment_failed']));
    const { subscription: read, latestPayment } = await p.retrieveSubscription(subscription.id);
    expect(read.status).toBe('incomplete');
    expect(latestPayment).toMatchObject({
      invoiceStatus: 'open',
      paymentIntentStatus: 'requires_payment_method',
      clientSecret,
      errorMessage: 'Your card was declined.',
    });
  });

  it('a paid first invoice makes the subscription active, and says so in its events', async () => {
    const { subscription, clientSecret } = await subscribe();
    const events = await h.pay(subscription.id, clientSecret!);
    const paid = events.find((e) => e.type === 'invoice.paid');
    expect(paid?.data.object).toMatchObject({
      object: 'invoice',
      status: 'paid',
      parent: { subscription_details: { subscription: subscription.id } },
    });
    const updated = events.filter((e) => e.type === 'customer.subscription.updated').at(-1);
    expect(updated?.data.object).toMatchObject({ id: subscription.id, status: 'active' });
    expect(updated?.data.previous_attributes).toEqual({ status: 'incomplete' });

    const { subscription: read, latestPayment } = await p.retrieveSubscription(subscription.id);
    expect(read.status).toBe('active');
    // Nothing is left to confirm once the invoice is paid.
    expect(latestPayment).toMatchObject({ invoiceStatus: 'paid', clientSecret: null });
  });

  it('cancels at the period end (still active), then now (canceled)', async () => {
    const { subscription, clientSecret } = await subscribe();
    await h.pay(subscription.id, clientSecret!);
    const atEnd = await p.cancelSubscriptionAtPeriodEnd(subscription.id, key('cancel'));
    expect(atEnd).toMatchObject({ id: subscription.id, status: 'active', cancel_at_period_end: true });
    expect(typeof atEnd.canceled_at).toBe('number');
    const now = await p.cancelSubscriptionNow(subscription.id, key('cancel-now'));
    expect(now).toMatchObject({ id: subscription.id, status: 'canceled' });
    expect((await p.retrieveSubscription(subscription.id)).subscription.status).toBe('canceled');
  });

  it('resumes a subscription cancelled at period end (active, renewing again); an ended one refuses', async () => {
    const { subscription, clientSecret } = await subscribe();
    await h.pay(subscription.id, clientSecret!);
    await p.cancelSubscriptionAtPeriodEnd(subscription.id, key('cancel'));
    const k = key('resume');
    const resumed = await p.resumeSubscription(subscription.id, k);
    expect(resumed).toMatchObject({ id: subscription.id, status: 'active', cancel_at_period_end: false, canceled_at: null });
    expect(await p.resumeSubscription(subscription.id, k)).toMatchObject({ cancel_at_period_end: false });
    expect((await p.retrieveSubscription(subscription.id)).subscription).toMatchObject({ cancel_at_period_end: false });
    await p.cancelSubscriptionNow(subscription.id, key('cancel-now'));
    await expect(p.resumeSubscription(subscription.id, key('resume'))).rejects.toThrow();
  });

  it('makes a one-time payment at the amount and with the metadata the server gives, once per key, and retrieves it', async () => {
    const { customerId } = await subscribe();
    const input = {
      customerId,
      userId: USER,
      amountCents: 19999,
      currency: 'usd',
      description: 'Case analysis',
      metadata: { [METADATA.paymentId]: `pay-${run}`, [METADATA.purposeKind]: 'case-analysis' },
      returnPath: '/case-analysis',
      idempotencyKey: key('payment'),
    };
    const { paymentIntent, clientSecret } = await p.createPaymentIntent(input);
    expect(paymentIntent).toMatchObject({
      object: 'payment_intent',
      amount: 19999,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { ...input.metadata, [METADATA.userId]: String(USER) },
    });
    expect(intentIdFromClientSecret(clientSecret)).toBe(paymentIntent.id);
    expect((await p.createPaymentIntent(input)).paymentIntent.id).toBe(paymentIntent.id);
    expect(await p.retrievePaymentIntent(paymentIntent.id)).toMatchObject({
      id: paymentIntent.id,
      amount: 19999,
      status: 'requires_payment_method',
    });
  });

  it('opens a billing portal the browser can go to', async () => {
    const { customerId } = await subscribe();
    const { url } = await p.createPortalSession({
      customerId,
      returnUrl: 'http://casebook.test/subscription',
      appPortalPath: '/subscription/payment-methods',
      idempotencyKey: key('portal'),
    });
    expect(url).toMatch(/^(https:\/\/|\/)/);
  });

  it('refuses a webhook body whose signature does not hold', () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: { id: 'in_x', object: 'invoice' } },
    });
    expect(() => p.parseWebhook(body, 't=1,v1=forged')).toThrow(WebhookSignatureError);
    expect(() => p.parseWebhook(body, undefined)).toThrow(WebhookSignatureError);
  });

  it('refuses to retrieve what it never made', async () => {
    await expect(p.retrieveSubscription('sub_never_made')).rejects.toThrow(/subscription/i);
    await expect(p.retrievePaymentIntent('pi_never_made')).rejects.toThrow(/payment/i);
  });
});
