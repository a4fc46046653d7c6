// The Stripe adapter against a local stand-in for Stripe's API: the real SDK, the real HTTP
// requests, no network. What matters is what Stripe would receive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { FakeStripe } from '../../test/support/fake-stripe.js';
import { StripePaymentProvider, WEBHOOK_TOLERANCE_SECONDS } from './stripe.js';
import { PaymentProviderError, WebhookSignatureError } from './types.js';
import { paymentProviderKind } from './index.js';
import { loadConfig } from '../config/index.js';

const PRICE = { productName: 'Casebook Premium', amountCents: 2900, currency: 'usd', interval: 'month' as const };
const WHSEC = 'whsec_test_secret';

describe('Stripe adapter', () => {
  const fake = new FakeStripe();
  let stripe: StripePaymentProvider;
  const adapter = (more: Partial<ConstructorParameters<typeof StripePaymentProvider>[0]> = {}) =>
    new StripePaymentProvider({
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: WHSEC,
      apiBase: fake.url,
      maxNetworkRetries: 0,
      ...more,
    });

  beforeAll(async () => {
    await fake.start();
    stripe = adapter();
  });
  afterAll(() => fake.close());

  it('creates a customer with an idempotency key and the Casebook user id, authenticated by the secret key', async () => {
    const { id } = await stripe.createCustomer({ userId: 7, idempotencyKey: 'casebook-customer-7-a' });
    expect(id).toMatch(/^cus_/);
    const [req] = fake.requestsTo('POST', '/v1/customers').slice(-1);
    expect(req!.headers['idempotency-key']).toBe('casebook-customer-7-a');
    expect(req!.headers.authorization).toBe('Bearer sk_test_x');
    expect(req!.params['metadata[casebook_user_id]']).toBe('7');
  });

  it('creates a default_incomplete subscription at the server price and answers the confirmation secret', async () => {
    const { subscription, clientSecret } = await stripe.createSubscription({
      customerId: 'cus_1',
      userId: 7,
      price: PRICE,
      idempotencyKey: 'casebook-subscription-cus_1-v0',
    });
    expect(subscription.id).toMatch(/^sub_/);
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);

    // The product the inline price bills is made once, by a fixed id.
    expect(fake.requestsTo('GET', '/v1/products/casebook_premium')).toHaveLength(1);
    const [product] = fake.requestsTo('POST', '/v1/products');
    expect(product!.params).toMatchObject({ id: 'casebook_premium', name: 'Casebook Premium' });
    expect(product!.headers['idempotency-key']).toBe('casebook-product-casebook_premium');

    const [req] = fake.requestsTo('POST', '/v1/subscriptions');
    expect(req!.headers['idempotency-key']).toBe('casebook-subscription-cus_1-v0');
    expect(req!.params).toMatchObject({
      customer: 'cus_1',
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'expand[0]': 'latest_invoice.confirmation_secret',
      'items[0][price_data][unit_amount]': '2900',
      'items[0][price_data][currency]': 'usd',
      'items[0][price_data][recurring][interval]': 'month',
      'items[0][price_data][product]': 'casebook_premium',
      'metadata[casebook_user_id]': '7',
    });

    // The second subscription reuses the product without asking again.
    await stripe.createSubscription({ customerId: 'cus_2', userId: 8, price: PRICE, idempotencyKey: 'k2' });
    expect(fake.requestsTo('GET', '/v1/products/casebook_premium')).toHaveLength(1);
    expect(fake.requestsTo('POST', '/v1/products')).toHaveLength(1);
  });

  it('bills the configured STRIPE_PRICE_ID when there is one', async () => {
    await adapter({ priceId: 'price_123' }).createSubscription({ customerId: 'cus_3', userId: 9, price: PRICE, idempotencyKey: 'k3' });
    const req = fake.requestsTo('POST', '/v1/subscriptions').at(-1)!;
    expect(req.params['items[0][price]']).toBe('price_123');
    expect(Object.keys(req.params).some((k) => k.includes('price_data'))).toBe(false);
  });

  it('creates a one-time payment intent with the amount and metadata the server gives, and automatic payment methods', async () => {
    const { paymentIntent, clientSecret } = await stripe.createPaymentIntent({
      customerId: 'cus_1',
      userId: 7,
      amountCents: 19999,
      currency: 'usd',
      description: 'Casebook case analysis',
      metadata: { casebook_payment_id: 'p1', casebook_purpose: 'case-analysis', casebook_case_id: '42' },
      returnPath: '/case-analysis',
      idempotencyKey: 'casebook-payment-cus_1-p1-first',
    });
    expect(clientSecret).toBe(paymentIntent.client_secret);
    const req = fake.requestsTo('POST', '/v1/payment_intents').at(-1)!;
    expect(req.headers['idempotency-key']).toBe('casebook-payment-cus_1-p1-first');
    expect(req.params).toMatchObject({
      amount: '19999',
      currency: 'usd',
      customer: 'cus_1',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[casebook_payment_id]': 'p1',
      'metadata[casebook_purpose]': 'case-analysis',
      'metadata[casebook_case_id]': '42',
      'metadata[casebook_user_id]': '7',
    });
  });

  it('cancels at period end, resumes, opens the billing portal, and retrieves with the latest payment', async () => {
    const { subscription } = await stripe.createSubscription({ customerId: 'cus_4', userId: 10, price: PRICE, idempotencyKey: 'k4' });
    fake.decline(subscription.id);
    const retrieved = await stripe.retrieveSubscription(subscription.id);
    expect(retrieved.latestPayment).toMatchObject({
      paymentIntentStatus: 'requires_payment_method',
      errorMessage: 'Your card was declined.',
    });
    expect(fake.requestsTo('GET', `/v1/subscriptions/${subscription.id}`).at(-1)!.params['expand[0]']).toBe(
      'latest_invoice.confirmation_secret',
    );

    const canceled = await stripe.cancelSubscriptionAtPeriodEnd(subscription.id, 'casebook-cancel-x-v3');
    expect(canceled.cancel_at_period_end).toBe(true);
    const cancelReq = fake.requestsTo('POST', `/v1/subscriptions/${subscription.id}`).at(-1)!;
    expect(cancelReq.params.cancel_at_period_end).toBe('true');
    expect(cancelReq.headers['idempotency-key']).toBe('casebook-cancel-x-v3');

    // Resuming takes the cancellation back with the same update, the flag off.
    const resumed = await stripe.resumeSubscription(subscription.id, 'casebook-resume-x-v4');
    expect(resumed).toMatchObject({ id: subscription.id, cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    const resumeReq = fake.requestsTo('POST', `/v1/subscriptions/${subscription.id}`).at(-1)!;
    expect(resumeReq.params).toEqual({ cancel_at_period_end: 'false' });
    expect(resumeReq.headers['idempotency-key']).toBe('casebook-resume-x-v4');

    const portal = await stripe.createPortalSession({
      customerId: 'cus_4',
      returnUrl: 'https://casebook.example/subscription',
      idempotencyKey: 'portal-1',
    });
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    const portalReq = fake.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!;
    expect(portalReq.params).toMatchObject({ customer: 'cus_4', return_url: 'https://casebook.example/subscription' });
    expect(portalReq.headers['idempotency-key']).toBe('portal-1');
  });

  it('is chosen by STRIPE_SECRET_KEY, which must be a secret key (a publishable one stops the start-up)', () => {
    expect(paymentProviderKind(loadConfig({}))).toBe('test');
    expect(paymentProviderKind(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }))).toBe('stripe');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_1' })).toThrow(/STRIPE_SECRET_KEY: must be a secret key/);
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'sk_test_1' })).toThrow(/STRIPE_PUBLISHABLE_KEY: is a secret key/);
  });

  it('turns a Stripe outage into the port error', async () => {
    fake.failNext = 1;
    await expect(stripe.createCustomer({ userId: 1, idempotencyKey: 'outage' })).rejects.toBeInstanceOf(PaymentProviderError);
  });

  describe('webhook signatures', () => {
    const event = { id: 'evt_1', object: 'event', type: 'invoice.paid', created: 1, data: { object: { id: 'in_1', object: 'invoice' } } };
    const payload = JSON.stringify(event);
    const sign = (opts: { secret?: string; timestamp?: number } = {}) =>
      new Stripe('sk_test_x').webhooks.generateTestHeaderString({
        payload,
        secret: opts.secret ?? WHSEC,
        ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
      });

    it('accepts an event signed with the endpoint secret over the raw body', () => {
      expect(stripe.parseWebhook(payload, sign()).id).toBe('evt_1');
    });

    it('refuses another secret, an altered body, a stale timestamp, a missing header or a missing secret', () => {
      expect(() => stripe.parseWebhook(payload, sign({ secret: 'whsec_other' }))).toThrow(WebhookSignatureError);
      expect(() => stripe.parseWebhook(payload.replace('evt_1', 'evt_2'), sign())).toThrow(WebhookSignatureError);
      const stale = Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS - 5;
      expect(() => stripe.parseWebhook(payload, sign({ timestamp: stale }))).toThrow(/Timestamp outside the tolerance zone/);
      expect(() => stripe.parseWebhook(payload, undefined)).toThrow(WebhookSignatureError);
      expect(() => adapter({ webhookSecret: null }).parseWebhook(payload, sign())).toThrow(/No STRIPE_WEBHOOK_SECRET/);
    });
  });
});
