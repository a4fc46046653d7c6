// The Stripe adapter (STRIPE_SECRET_KEY). Every create call carries an idempotency key, so a retry
// after a lost answer never makes a second customer, subscription or charge. With the installed
// SDK (API version 2026-10-28 and every version since 2025-03-31 "basil") an invoice no longer
// names its payment intent: the client secret of a subscription's first payment is
// `latest_invoice.confirmation_secret.client_secret`, and that is what is expanded here.
import Stripe from 'stripe';
import {
  intentIdFromClientSecret,
  METADATA,
  PaymentProviderError,
  WebhookSignatureError,
  type LatestPayment,
  type PaymentProvider,
  type PlanPrice,
  type ProviderEvent,
  type ProviderObject,
  type CreatePaymentIntentInput,
} from './types.js';

/**
 * Stripe's advice: refuse webhook events signed more than five minutes ago (replays) — and, as
 * Stripe's SDK does not, more than five minutes ahead (a signature made for later replays).
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The product the inline price bills when no STRIPE_PRICE_ID is configured; made once. */
export const PREMIUM_PRODUCT_ID = 'casebook_premium';

export interface StripeAdapterOptions {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** A configured recurring price (price_…); without it the price is given inline. */
  priceId?: string | undefined;
  /** Another API host (stripe-mock, a test double): e.g. http://127.0.0.1:12111. */
  apiBase?: string | undefined;
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

const asObject = (o: unknown) => o as ProviderObject;

function isStripeError(err: unknown): err is { type: string; code?: string; statusCode?: number; message: string } {
  return typeof err === 'object' && err !== null && typeof (err as { type?: unknown }).type === 'string' && 'rawType' in err;
}

export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;
  private product: Promise<string> | undefined;

  constructor(private readonly opts: StripeAdapterOptions) {
    this.publishableKey = opts.publishableKey;
    const base = opts.apiBase ? new URL(opts.apiBase) : undefined;
    const protocol = base?.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(opts.secretKey, {
      maxNetworkRetries: opts.maxNetworkRetries ?? 2,
      timeout: opts.timeoutMs ?? 20_000,
      telemetry: false,
      appInfo: { name: 'Casebook' },
      ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
    });
  }

  /** Turns the SDK's errors into the port's: the billing module never sees Stripe's classes. */
  private async call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (isStripeError(err)) throw new PaymentProviderError(`Stripe ${what} failed: ${err.message}`, err);
      throw new PaymentProviderError(`Stripe ${what} failed`, err);
    }
  }

  createCustomer(input: { userId: number; idempotencyKey: string }): Promise<{ id: string }> {
    return this.call('customer creation', async () => {
      const customer = await this.stripe.customers.create(
        { metadata: { [METADATA.userId]: String(input.userId) } },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: customer.id };
    });
  }

  /** Subscription items take `price_data` only for an existing product: make it once, by a fixed id. */
  private premiumProduct(name: string): Promise<string> {
    this.product ??= (async () => {
      try {
        await this.stripe.products.retrieve(PREMIUM_PRODUCT_ID);
      } catch (err) {
        if (!isStripeError(err) || err.code !== 'resource_missing') throw err;
        try {
          await this.stripe.products.create({ id: PREMIUM_PRODUCT_ID, name }, { idempotencyKey: `casebook-product-${PREMIUM_PRODUCT_ID}` });
        } catch (createErr) {
          // Another process made it first.
          if (!isStripeError(createErr) || createErr.code !== 'resource_already_exists') throw createErr;
        }
      }
      return PREMIUM_PRODUCT_ID;
    })().catch((err: unknown) => {
      this.product = undefined;
      throw err;
    });
    return this.product;
  }

  createSubscription(input: { customerId: string; userId: number; price: PlanPrice; idempotencyKey: string }) {
    return this.call('subscription creation', async () => {
      const items: Stripe.SubscriptionCreateParams.Item[] = this.opts.priceId
        ? [{ price: this.opts.priceId }]
        : [
            {
              price_data: {
                currency: input.price.currency,
                product: await this.premiumProduct(input.price.productName),
                unit_amount: input.price.amountCents,
                recurring: { interval: input.price.interval },
              },
            },
          ];
      const subscription = await this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items,
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { [METADATA.userId]: String(input.userId) },
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
      return { subscription: asObject(subscription), clientSecret: invoice?.confirmation_secret?.client_secret ?? null };
    });
  }

  retrieveSubscription(id: string): Promise<{ subscription: ProviderObject; latestPayment: LatestPayment | null }> {
    return this.call('subscription retrieval', async () => {
      const subscription = await this.stripe.subscriptions.retrieve(id, { expand: ['latest_invoice.confirmation_secret'] });
      const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
      if (!invoice) return { subscription: asObject(subscription), latestPayment: null };
      const clientSecret = invoice.confirmation_secret?.client_secret ?? null;
      const intentId = intentIdFromClientSecret(clientSecret);
      const intent = intentId ? await this.stripe.paymentIntents.retrieve(intentId) : null;
      return {
        subscription: asObject(subscription),
        latestPayment: {
          invoiceId: invoice.id,
          invoiceStatus: invoice.status,
          paymentIntentId: intentId,
          paymentIntentStatus: intent?.status ?? null,
          clientSecret,
          errorMessage: intent?.last_payment_error?.message ?? null,
        },
      };
    });
  }

  cancelSubscriptionAtPeriodEnd(id: string, idempotencyKey: string): Promise<ProviderObject> {
    return this.call('cancellation', async () =>
      asObject(await this.stripe.subscriptions.update(id, { cancel_at_period_end: true }, { idempotencyKey })),
    );
  }

  resumeSubscription(id: string, idempotencyKey: string): Promise<ProviderObject> {
    return this.call('resumption', async () =>
      asObject(await this.stripe.subscriptions.update(id, { cancel_at_period_end: false }, { idempotencyKey })),
    );
  }

  cancelSubscriptionNow(id: string, idempotencyKey: string): Promise<ProviderObject> {
    return this.call('cancellation', async () => asObject(await this.stripe.subscriptions.cancel(id, {}, { idempotencyKey })));
  }

  createPaymentIntent(input: CreatePaymentIntentInput): Promise<{ paymentIntent: ProviderObject; clientSecret: string }> {
    return this.call('payment creation', async () => {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          customer: input.customerId,
          description: input.description,
          automatic_payment_methods: { enabled: true },
          metadata: { ...input.metadata, [METADATA.userId]: String(input.userId) },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new PaymentProviderError('Stripe returned a payment intent without a client secret');
      return { paymentIntent: asObject(intent), clientSecret: intent.client_secret };
    });
  }

  retrievePaymentIntent(id: string): Promise<ProviderObject> {
    return this.call('payment retrieval', async () => asObject(await this.stripe.paymentIntents.retrieve(id)));
  }

  createPortalSession(input: { customerId: string; returnUrl: string; idempotencyKey: string }): Promise<{ url: string }> {
    return this.call('billing portal', async () => {
      const session = await this.stripe.billingPortal.sessions.create(
        { customer: input.customerId, return_url: input.returnUrl },
        { idempotencyKey: input.idempotencyKey },
      );
      return { url: session.url };
    });
  }

  parseWebhook(rawBody: string, signature: string | undefined): ProviderEvent {
    if (!this.opts.webhookSecret) throw new WebhookSignatureError('No STRIPE_WEBHOOK_SECRET is configured');
    if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
    let event: ProviderEvent;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.opts.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      ) as unknown as ProviderEvent;
    } catch (err) {
      throw new WebhookSignatureError(err instanceof Error ? err.message : 'Bad signature');
    }
    // The signature covers t=, so it is the signer's time: the tolerance holds both ways.
    const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
    if (!Number.isFinite(signedAt) || signedAt - Date.now() / 1000 > WEBHOOK_TOLERANCE_SECONDS) {
      throw new WebhookSignatureError('Timestamp outside the tolerance zone (signed for the future)');
    }
    return event;
  }

  /** Stripe's SDK holds nothing that needs releasing. */
  async close(): Promise<void> {}
}
