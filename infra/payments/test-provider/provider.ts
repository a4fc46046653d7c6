// The local test provider: the embedded default when no Stripe keys are configured. The same port
// as Stripe's adapter (../types.ts) over its own tables; it follows Stripe's test-card semantics
// and "sends its webhooks" by handing Stripe-shaped events to the handler Stripe's endpoint uses.
// Beyond the port it serves the card form (card-form.ts) and runs a clock (clock.ts).
import type { Knex } from 'knex';
import type { Logger } from '../../logger/index.js';
import {
  WebhookSignatureError,
  type CreatePaymentIntentInput,
  type LatestPayment,
  type PaymentProvider,
  type PlanPrice,
  type ProviderEvent,
  type ProviderObject,
} from '../types.js';
import { authenticate, confirmCard, type TestCard, type TestPaymentResult } from './card-form.js';
import { advance } from './clock.js';
import { EventLog } from './event-log.js';
import { createPaymentIntent, retrievePaymentIntent } from './intents.js';
import { cancelAtPeriodEnd, cancelNow, createCustomer, createSubscription, resume, retrieveSubscription } from './subscriptions.js';
import type { ProviderContext } from './context.js';

export interface TestProviderOptions {
  knex: Knex;
  logger: Logger;
  /** The provider's webhook endpoint: Casebook's provider-event handler. */
  deliver: (event: ProviderEvent) => Promise<void>;
  now?: () => Date;
  /**
   * How often the provider's own clock runs (ends, renewals and expiry of what is due), as
   * Stripe's does on its side; 0 keeps it still (tests move it with `tick`).
   */
  clockIntervalMs?: number;
}

export class TestPaymentProvider implements PaymentProvider {
  readonly kind = 'test' as const;
  readonly publishableKey = null;
  private readonly ctx: ProviderContext;
  private readonly events: EventLog;
  private clock: NodeJS.Timeout | undefined;

  constructor(opts: TestProviderOptions) {
    const now = opts.now ?? (() => new Date());
    this.events = new EventLog(opts.knex, opts.logger, opts.deliver, now);
    this.ctx = { knex: opts.knex, events: this.events, now };
    const every = opts.clockIntervalMs ?? 0;
    if (every > 0) {
      this.clock = setInterval(() => {
        void this.tick().catch((err) => opts.logger.error({ err }, 'test payment provider: clock tick failed'));
      }, every);
      this.clock.unref();
    }
  }

  /** Stops the clock and waits for the deliveries in flight. */
  async close(): Promise<void> {
    if (this.clock) clearInterval(this.clock);
    await this.events.close();
  }

  /** As Stripe answers an API call before its webhooks go out: the delivery starts, unawaited. */
  private async thenDeliver<T>(call: Promise<T>): Promise<T> {
    const result = await call;
    void this.events.deliverPending().catch(() => {});
    return result;
  }

  /** Hands the events not yet delivered to the endpoint; resolves once they have been. */
  deliverPending(): Promise<void> {
    return this.events.deliverPending();
  }

  // ---- the port

  createCustomer(input: { userId: number; idempotencyKey: string }): Promise<{ id: string }> {
    return this.thenDeliver(createCustomer(this.ctx, input));
  }

  createSubscription(input: { customerId: string; userId: number; price: PlanPrice; returnPath: string; idempotencyKey: string }) {
    return this.thenDeliver(createSubscription(this.ctx, input));
  }

  retrieveSubscription(id: string): Promise<{ subscription: ProviderObject; latestPayment: LatestPayment | null }> {
    return retrieveSubscription(this.ctx, id);
  }

  cancelSubscriptionAtPeriodEnd(id: string, idempotencyKey: string): Promise<ProviderObject> {
    return this.thenDeliver(cancelAtPeriodEnd(this.ctx, id, idempotencyKey));
  }

  resumeSubscription(id: string, idempotencyKey: string): Promise<ProviderObject> {
    return this.thenDeliver(resume(this.ctx, id, idempotencyKey));
  }

  cancelSubscriptionNow(id: string, idempotencyKey: string): Promise<ProviderObject> {
    return this.thenDeliver(cancelNow(this.ctx, id, idempotencyKey));
  }

  createPaymentIntent(input: CreatePaymentIntentInput): Promise<{ paymentIntent: ProviderObject; clientSecret: string }> {
    return this.thenDeliver(createPaymentIntent(this.ctx, input));
  }

  retrievePaymentIntent(id: string): Promise<ProviderObject> {
    return retrievePaymentIntent(this.ctx, id);
  }

  /** There is no hosted portal: the app's own page plays it. */
  async createPortalSession(input: { appPortalPath: string }): Promise<{ url: string }> {
    return { url: input.appPortalPath };
  }

  parseWebhook(): ProviderEvent {
    throw new WebhookSignatureError('The test payment provider delivers its events in-process, never over HTTP');
  }

  // ---- beyond the port: the card form and the clock

  /** Confirms the payment intent named by `clientSecret` with a card, for the user it belongs to. */
  async confirmCard(input: { clientSecret: string; userId: number; card: TestCard }): Promise<TestPaymentResult> {
    const result = await confirmCard(this.ctx, input);
    await this.events.deliverPending();
    return result;
  }

  /** The cardholder's answer to the 3-D Secure challenge. */
  async authenticate(input: { clientSecret: string; userId: number; approve: boolean }): Promise<TestPaymentResult> {
    const result = await authenticate(this.ctx, input);
    await this.events.deliverPending();
    return result;
  }

  /** Runs the provider's clock at `now`; answers how many subscriptions it moved on. */
  async tick(now: Date = this.ctx.now()): Promise<number> {
    const moved = await advance(this.ctx, now);
    if (moved > 0) await this.events.deliverPending();
    return moved;
  }
}
