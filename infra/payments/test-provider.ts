// The local test provider: the embedded default when no Stripe keys are configured. It keeps real
// server-side state in its own tables (customers, subscriptions, invoices, payment intents, its
// event log), answers Stripe-shaped objects, follows Stripe's test-card semantics, and "sends its
// webhooks" by handing Stripe-shaped events to the same handler Stripe's webhook endpoint uses.
//
// The browser never tells it a payment succeeded: it submits a card to POST
// /api/test-payments/confirm, and this provider, on the server, decides what the card does.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from '../logger/index.js';
import { ConflictError, NotFoundError } from '../http/errors.js';
import { AUTHENTICATION_FAILED, CARD_MESSAGES, cardOutcome, type CardError, type CardOutcome } from './test-cards.js';
import {
  WebhookSignatureError,
  type LatestPayment,
  type PaymentProvider,
  type PlanPrice,
  type ProviderEvent,
  type ProviderObject,
  type CreatePaymentIntentInput,
} from './types.js';

export const testPaymentsMigration = {
  name: '0021_payments_test_provider',
  async up(knex: Knex) {
    await knex.schema.createTable('test_payment_customers', (t) => {
      t.text('id').primary();
      t.integer('user_id').notNullable().index();
      t.bigInteger('created').notNullable();
    });
    await knex.schema.createTable('test_payment_subscriptions', (t) => {
      t.text('id').primary();
      t.text('customer_id').notNullable().index();
      t.integer('user_id').notNullable().index();
      // incomplete | incomplete_expired | active | past_due | canceled
      t.text('status').notNullable();
      t.integer('amount').notNullable();
      t.text('currency').notNullable();
      t.text('product_name').notNullable();
      t.bigInteger('current_period_start').notNullable();
      t.bigInteger('current_period_end').notNullable();
      t.boolean('cancel_at_period_end').notNullable().defaultTo(false);
      t.bigInteger('canceled_at');
      t.bigInteger('ended_at');
      t.text('latest_invoice_id');
      t.jsonb('metadata').notNullable();
      t.bigInteger('created').notNullable();
      t.index(['status', 'current_period_end']);
    });
    await knex.schema.createTable('test_payment_invoices', (t) => {
      t.text('id').primary();
      t.text('subscription_id').notNullable().index();
      t.text('customer_id').notNullable();
      // open | paid | void
      t.text('status').notNullable();
      t.text('billing_reason').notNullable();
      t.integer('amount_due').notNullable();
      t.integer('amount_paid').notNullable().defaultTo(0);
      t.text('currency').notNullable();
      t.bigInteger('period_start').notNullable();
      t.bigInteger('period_end').notNullable();
      t.text('payment_intent_id');
      t.integer('attempt_count').notNullable().defaultTo(0);
      t.bigInteger('created').notNullable();
    });
    await knex.schema.createTable('test_payment_intents', (t) => {
      t.text('id').primary();
      t.text('client_secret').notNullable().unique();
      // The user who may confirm it: a client secret belongs to the user it was made for.
      t.integer('user_id').notNullable().index();
      t.text('customer_id');
      t.integer('amount').notNullable();
      t.text('currency').notNullable();
      t.text('description');
      // requires_payment_method | requires_action | succeeded | canceled
      t.text('status').notNullable();
      t.text('invoice_id');
      t.text('return_path').notNullable();
      t.jsonb('metadata').notNullable();
      t.jsonb('last_error');
      // what approving a pending 3-D Secure challenge leads to
      t.jsonb('pending_outcome');
      t.text('card_last4');
      t.bigInteger('created').notNullable();
    });
    await knex.schema.createTable('test_payment_events', (t) => {
      t.bigIncrements('seq');
      t.text('id').notNullable().unique();
      t.text('type').notNullable();
      t.jsonb('payload').notNullable();
      t.timestamp('delivered_at', { useTz: true });
      t.index(['delivered_at', 'seq']);
    });
    await knex.schema.createTable('test_payment_idempotency', (t) => {
      t.text('key').primary();
      t.jsonb('response');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex: Knex) {
    for (const table of [
      'test_payment_idempotency',
      'test_payment_events',
      'test_payment_intents',
      'test_payment_invoices',
      'test_payment_subscriptions',
      'test_payment_customers',
    ]) {
      await knex.schema.dropTableIfExists(table);
    }
  },
};

/** Where the test provider's "billing portal" is: a page of the web app itself. */
export const TEST_PORTAL_PATH = '/subscription/payment-methods';

/** An incomplete subscription's first invoice can be paid for 23 hours, as on Stripe. */
const INCOMPLETE_EXPIRES_SECONDS = 23 * 3600;
const PRODUCT_ID = 'prod_test_casebook_premium';
const PRICE_ID = 'price_test_casebook_premium';

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface TestPaymentResult {
  status: 'succeeded' | 'requires_action' | 'failed';
  message?: string;
  code?: string;
  returnUrl: string | null;
}

interface SubscriptionRow {
  id: string;
  customer_id: string;
  user_id: number;
  status: string;
  amount: number;
  currency: string;
  product_name: string;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  latest_invoice_id: string | null;
  metadata: Record<string, string>;
  created: number;
}

interface InvoiceRow {
  id: string;
  subscription_id: string;
  customer_id: string;
  status: string;
  billing_reason: string;
  amount_due: number;
  amount_paid: number;
  currency: string;
  period_start: number;
  period_end: number;
  payment_intent_id: string | null;
  attempt_count: number;
  created: number;
}

interface IntentRow {
  id: string;
  client_secret: string;
  user_id: number;
  customer_id: string | null;
  amount: number;
  currency: string;
  description: string | null;
  status: string;
  invoice_id: string | null;
  return_path: string;
  metadata: Record<string, string>;
  last_error: CardError | null;
  pending_outcome: CardOutcome | null;
  card_last4: string | null;
  created: number;
}

type Trx = Knex.Transaction;

const newId = (prefix: string) => `${prefix}_test${randomBytes(12).toString('hex')}`;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** One calendar month later, kept to the month's last day (Jan 31 → Feb 28), as Stripe bills. */
export function addMonth(unixSeconds: number): number {
  const d = new Date(unixSeconds * 1000);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return seconds(target);
}

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
  private readonly knex: Knex;
  private readonly now: () => Date;
  /** Deliveries run one at a time, in order, like one webhook endpoint's queue. */
  private deliveries: Promise<void> = Promise.resolve();
  private clock: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly opts: TestProviderOptions) {
    this.knex = opts.knex;
    this.now = opts.now ?? (() => new Date());
    const every = opts.clockIntervalMs ?? 0;
    if (every > 0) {
      this.clock = setInterval(() => {
        void this.tick().catch((err) => this.opts.logger.error({ err }, 'test payment provider: clock tick failed'));
      }, every);
      this.clock.unref();
    }
  }

  /** Stops the clock and waits for the deliveries in flight. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.clock) clearInterval(this.clock);
    await this.deliveries;
  }

  // ---- Stripe-shaped objects

  private subscriptionObject(s: SubscriptionRow, latestInvoice?: ProviderObject): ProviderObject {
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
              id: PRICE_ID,
              object: 'price',
              product: PRODUCT_ID,
              unit_amount: s.amount,
              currency: s.currency,
              recurring: { interval: 'month', interval_count: 1 },
            },
          },
        ],
      },
    };
  }

  private invoiceObject(i: InvoiceRow, sub: SubscriptionRow, intent?: IntentRow | null): ProviderObject {
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

  private intentObject(p: IntentRow): ProviderObject {
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

  // ---- the event log and its delivery

  private async emit(trx: Trx, type: string, object: ProviderObject, previous?: Record<string, unknown>): Promise<void> {
    const id = newId('evt');
    const payload: ProviderEvent = {
      id,
      object: 'event',
      type,
      created: seconds(this.now()),
      livemode: false,
      data: { object, ...(previous ? { previous_attributes: previous } : {}) },
    };
    await trx('test_payment_events').insert({ id, type, payload: JSON.stringify(payload) });
  }

  /**
   * Hands every undelivered event to the endpoint, oldest first, as Stripe sends webhooks after
   * its API has answered: each call that records events starts a delivery without waiting for
   * it. A failed delivery stays pending and is tried again by the next one; the handler
   * de-duplicates, so a double delivery is harmless. Resolves once this delivery has run.
   */
  deliverPending(): Promise<void> {
    const run = this.deliveries.then(() => (this.closed ? undefined : this.deliverNow()));
    this.deliveries = run.catch((err) => this.opts.logger.error({ err }, 'test payment provider: delivery failed'));
    return run;
  }

  private async deliverNow(): Promise<void> {
    const pending = await this.knex('test_payment_events').whereNull('delivered_at').orderBy('seq').select('seq', 'payload');
    for (const row of pending as { seq: number; payload: ProviderEvent }[]) {
      try {
        await this.opts.deliver(row.payload);
      } catch (err) {
        this.opts.logger.error({ err, eventId: row.payload.id }, 'test payment provider: event delivery failed; will retry');
        return;
      }
      await this.knex('test_payment_events').where({ seq: row.seq }).update({ delivered_at: this.knex.fn.now() });
    }
  }

  /** Runs `fn` once per idempotency key; a repeated key answers the first answer, as Stripe does. */
  private async idempotent<T>(key: string, fn: (trx: Trx) => Promise<T>): Promise<T> {
    const result = await this.knex.transaction(async (trx) => {
      const claimed = await trx('test_payment_idempotency').insert({ key }).onConflict('key').ignore().returning('key');
      if (claimed.length === 0) {
        const row = await trx('test_payment_idempotency').where({ key }).first('response');
        if (row?.response != null) return row.response as T;
        throw new ConflictError('A request with this idempotency key is still in progress');
      }
      const response = await fn(trx);
      await trx('test_payment_idempotency').where({ key }).update({ response: JSON.stringify(response) });
      return response;
    });
    void this.deliverPending().catch(() => {});
    return result;
  }

  private async load(trx: Knex | Trx, subscriptionId: string) {
    const sub = await trx<SubscriptionRow>('test_payment_subscriptions').where({ id: subscriptionId }).first();
    if (!sub) throw new NotFoundError(`No such subscription: '${subscriptionId}'`);
    const invoice = sub.latest_invoice_id ? await trx<InvoiceRow>('test_payment_invoices').where({ id: sub.latest_invoice_id }).first() : undefined;
    const intent = invoice?.payment_intent_id ? await trx<IntentRow>('test_payment_intents').where({ id: invoice.payment_intent_id }).first() : undefined;
    return { sub, invoice, intent };
  }

  // ---- the port

  createCustomer(input: { userId: number; idempotencyKey: string }): Promise<{ id: string }> {
    return this.idempotent(input.idempotencyKey, async (trx) => {
      const id = newId('cus');
      await trx('test_payment_customers').insert({ id, user_id: input.userId, created: seconds(this.now()) });
      return { id };
    });
  }

  createSubscription(input: { customerId: string; userId: number; price: PlanPrice; idempotencyKey: string }) {
    return this.idempotent(input.idempotencyKey, async (trx) => {
      const now = seconds(this.now());
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
        metadata: { casebook_user_id: String(input.userId) },
        created: now,
      };
      const intent = this.newIntent({ userId: input.userId, customerId: input.customerId, amount: sub.amount, currency: sub.currency, description: 'Subscription creation', invoiceId: sub.latest_invoice_id, returnPath: '/subscription', metadata: {} });
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
      await this.insertIntent(trx, intent);
      const invoiceObject = this.invoiceObject(invoice, sub, intent);
      await this.emit(trx, 'customer.subscription.created', this.subscriptionObject(sub));
      await this.emit(trx, 'invoice.finalized', invoiceObject);
      await this.emit(trx, 'payment_intent.created', this.intentObject(intent));
      return { subscription: this.subscriptionObject(sub, invoiceObject), clientSecret: intent.client_secret as string | null };
    });
  }

  async retrieveSubscription(id: string): Promise<{ subscription: ProviderObject; latestPayment: LatestPayment | null }> {
    const { sub, invoice, intent } = await this.load(this.knex, id);
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
    return { subscription: this.subscriptionObject(sub, invoice ? this.invoiceObject(invoice, sub, intent) : undefined), latestPayment };
  }

  cancelSubscriptionAtPeriodEnd(id: string, idempotencyKey: string): Promise<ProviderObject> {
    return this.idempotent(idempotencyKey, async (trx) => {
      const sub = await trx<SubscriptionRow>('test_payment_subscriptions').where({ id }).forUpdate().first();
      if (!sub) throw new NotFoundError(`No such subscription: '${id}'`);
      if (sub.status === 'canceled' || sub.status === 'incomplete_expired' || sub.cancel_at_period_end) return this.subscriptionObject(sub);
      const updated = { ...sub, cancel_at_period_end: true, canceled_at: seconds(this.now()) };
      await trx('test_payment_subscriptions').where({ id }).update({ cancel_at_period_end: true, canceled_at: updated.canceled_at });
      const object = this.subscriptionObject(updated);
      await this.emit(trx, 'customer.subscription.updated', object, { cancel_at_period_end: false, cancel_at: null, canceled_at: null });
      return object;
    });
  }

  cancelSubscriptionNow(id: string, idempotencyKey: string): Promise<ProviderObject> {
    return this.idempotent(idempotencyKey, async (trx) => {
      const sub = await trx<SubscriptionRow>('test_payment_subscriptions').where({ id }).forUpdate().first();
      if (!sub) throw new NotFoundError(`No such subscription: '${id}'`);
      if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return this.subscriptionObject(sub);
      return this.endSubscription(trx, sub, 'canceled', seconds(this.now()));
    });
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<{ paymentIntent: ProviderObject; clientSecret: string }> {
    return this.idempotent(input.idempotencyKey, async (trx) => {
      const intent = this.newIntent({ ...input, amount: input.amountCents, invoiceId: null });
      await this.insertIntent(trx, intent);
      const object = this.intentObject(intent);
      await this.emit(trx, 'payment_intent.created', object);
      return { paymentIntent: object, clientSecret: intent.client_secret };
    });
  }

  async retrievePaymentIntent(id: string): Promise<ProviderObject> {
    const intent = await this.knex<IntentRow>('test_payment_intents').where({ id }).first();
    if (!intent) throw new NotFoundError(`No such payment_intent: '${id}'`);
    return this.intentObject(intent);
  }

  async createPortalSession(): Promise<{ url: string }> {
    return { url: TEST_PORTAL_PATH };
  }

  parseWebhook(): ProviderEvent {
    throw new WebhookSignatureError('The test payment provider delivers its events in-process, never over HTTP');
  }

  // ---- the card form (POST /api/test-payments/confirm and /authenticate)

  /** Confirms the payment intent named by `clientSecret` with a card, for the user it belongs to. */
  async confirmCard(input: { clientSecret: string; userId: number; card: TestCard }): Promise<TestPaymentResult> {
    const result = await this.knex.transaction(async (trx): Promise<TestPaymentResult> => {
      const intent = await this.lockIntent(trx, input.clientSecret, input.userId);
      if (intent.status === 'succeeded') throw new ConflictError('This payment has already been completed.');
      if (intent.status === 'canceled') throw new ConflictError('This payment was canceled. Start again.');
      const last4 = input.card.number.slice(-4);
      await trx('test_payment_intents').where({ id: intent.id }).update({ card_last4: last4 });
      const outcome = cardOutcome(input.card.number);
      if (outcome.kind === 'authenticate') {
        await trx('test_payment_intents')
          .where({ id: intent.id })
          .update({ status: 'requires_action', pending_outcome: JSON.stringify(outcome.afterApproval), last_error: null });
        const object = this.intentObject({ ...intent, status: 'requires_action', last_error: null });
        await this.emit(trx, 'payment_intent.requires_action', object);
        return { status: 'requires_action', message: CARD_MESSAGES.authenticationRequired, returnUrl: null };
      }
      if (outcome.kind === 'decline') {
        await this.failIntent(trx, intent, outcome.error);
        // Like Stripe's form: a decline is answered on the spot, no redirect; the user may try another card.
        return { status: 'failed', message: outcome.error.message, code: outcome.error.code, returnUrl: null };
      }
      await this.succeedIntent(trx, intent);
      return { status: 'succeeded', returnUrl: this.returnUrl(intent, 'succeeded') };
    });
    await this.deliverPending();
    return result;
  }

  /** The cardholder's answer to the 3-D Secure challenge. */
  async authenticate(input: { clientSecret: string; userId: number; approve: boolean }): Promise<TestPaymentResult> {
    const result = await this.knex.transaction(async (trx): Promise<TestPaymentResult> => {
      const intent = await this.lockIntent(trx, input.clientSecret, input.userId);
      if (intent.status !== 'requires_action') throw new ConflictError('This payment is not waiting for authentication.');
      const next = input.approve ? intent.pending_outcome : null;
      if (next?.kind === 'succeed') {
        await this.succeedIntent(trx, intent);
        return { status: 'succeeded', returnUrl: this.returnUrl(intent, 'succeeded') };
      }
      const error = next?.kind === 'decline' ? next.error : AUTHENTICATION_FAILED;
      await this.failIntent(trx, intent, error);
      // After a challenge Stripe redirects either way, with redirect_status=failed on failure.
      return { status: 'failed', message: error.message, code: error.code, returnUrl: this.returnUrl(intent, 'failed') };
    });
    await this.deliverPending();
    return result;
  }

  /** The provider's clock: expires unpaid subscriptions, ends cancelled ones, renews the rest. */
  /** Answers how many subscriptions it moved on. */
  async tick(now: Date = this.now()): Promise<number> {
    const t = seconds(now);
    const due = await this.knex<SubscriptionRow>('test_payment_subscriptions')
      .where((q) => q.where('status', 'incomplete').andWhere('created', '<=', t - INCOMPLETE_EXPIRES_SECONDS))
      .orWhere((q) => q.whereIn('status', ['active', 'past_due']).andWhere('current_period_end', '<=', t))
      .select('id');
    if (due.length === 0) return 0;
    for (const { id } of due) {
      await this.knex.transaction(async (trx) => {
        const sub = await trx<SubscriptionRow>('test_payment_subscriptions').where({ id }).forUpdate().first();
        if (!sub) return;
        if (sub.status === 'incomplete' && sub.created <= t - INCOMPLETE_EXPIRES_SECONDS) {
          await this.endSubscription(trx, sub, 'incomplete_expired', t);
          return;
        }
        if ((sub.status === 'active' || sub.status === 'past_due') && sub.current_period_end <= t) {
          if (sub.cancel_at_period_end || sub.status === 'past_due') await this.endSubscription(trx, sub, 'canceled', sub.current_period_end);
          else await this.renew(trx, sub, t);
        }
      });
    }
    await this.deliverPending();
    return due.length;
  }

  // ---- internals

  private newIntent(input: {
    userId: number;
    customerId: string | null;
    amount: number;
    currency: string;
    description: string;
    invoiceId: string | null;
    returnPath: string;
    metadata: Record<string, string>;
  }): IntentRow {
    const id = newId('pi');
    return {
      id,
      client_secret: `${id}_secret_${randomBytes(16).toString('hex')}`,
      user_id: input.userId,
      customer_id: input.customerId,
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      status: 'requires_payment_method',
      invoice_id: input.invoiceId,
      return_path: input.returnPath,
      metadata: input.metadata,
      last_error: null,
      pending_outcome: null,
      card_last4: null,
      created: seconds(this.now()),
    };
  }

  private async insertIntent(trx: Trx, intent: IntentRow): Promise<void> {
    await trx('test_payment_intents').insert({
      ...intent,
      metadata: JSON.stringify(intent.metadata),
      last_error: null,
      pending_outcome: null,
    });
  }

  private async lockIntent(trx: Trx, clientSecret: string, userId: number): Promise<IntentRow> {
    const intent = await trx<IntentRow>('test_payment_intents').where({ client_secret: clientSecret }).forUpdate().first();
    // Someone else's secret is answered exactly like an unknown one.
    if (!intent || intent.user_id !== userId) throw new NotFoundError('Payment not found');
    return intent;
  }

  private returnUrl(intent: IntentRow, redirectStatus: 'succeeded' | 'failed'): string {
    const q = new URLSearchParams({ payment_intent: intent.id, redirect_status: redirectStatus });
    return `${intent.return_path}?${q.toString()}`;
  }

  private async succeedIntent(trx: Trx, intent: IntentRow): Promise<void> {
    const paid: IntentRow = { ...intent, status: 'succeeded', last_error: null, pending_outcome: null };
    await trx('test_payment_intents').where({ id: intent.id }).update({ status: 'succeeded', last_error: null, pending_outcome: null });
    await this.emit(trx, 'payment_intent.succeeded', this.intentObject(paid));
    if (!intent.invoice_id) return;
    const invoice = await trx<InvoiceRow>('test_payment_invoices').where({ id: intent.invoice_id }).forUpdate().first();
    if (!invoice) return;
    const sub = await trx<SubscriptionRow>('test_payment_subscriptions').where({ id: invoice.subscription_id }).forUpdate().first();
    if (!sub) return;
    const paidInvoice: InvoiceRow = { ...invoice, status: 'paid', amount_paid: invoice.amount_due, attempt_count: invoice.attempt_count + 1 };
    await trx('test_payment_invoices').where({ id: invoice.id }).update({ status: 'paid', amount_paid: invoice.amount_due, attempt_count: paidInvoice.attempt_count });
    const invoiceObject = this.invoiceObject(paidInvoice, sub, paid);
    await this.emit(trx, 'invoice.paid', invoiceObject);
    await this.emit(trx, 'invoice.payment_succeeded', invoiceObject);
    if (sub.status === 'incomplete' || sub.status === 'past_due') {
      await trx('test_payment_subscriptions').where({ id: sub.id }).update({ status: 'active' });
      await this.emit(trx, 'customer.subscription.updated', this.subscriptionObject({ ...sub, status: 'active' }), { status: sub.status });
    }
  }

  private async failIntent(trx: Trx, intent: IntentRow, error: CardError): Promise<void> {
    const failed: IntentRow = { ...intent, status: 'requires_payment_method', last_error: error, pending_outcome: null };
    await trx('test_payment_intents')
      .where({ id: intent.id })
      .update({ status: 'requires_payment_method', last_error: JSON.stringify(error), pending_outcome: null });
    await this.emit(trx, 'payment_intent.payment_failed', this.intentObject(failed));
    if (!intent.invoice_id) return;
    const invoice = await trx<InvoiceRow>('test_payment_invoices').where({ id: intent.invoice_id }).forUpdate().first();
    const sub = invoice ? await trx<SubscriptionRow>('test_payment_subscriptions').where({ id: invoice.subscription_id }).first() : undefined;
    if (!invoice || !sub) return;
    const attempted = { ...invoice, attempt_count: invoice.attempt_count + 1 };
    await trx('test_payment_invoices').where({ id: invoice.id }).update({ attempt_count: attempted.attempt_count });
    await this.emit(trx, 'invoice.payment_failed', this.invoiceObject(attempted, sub, failed));
  }

  private async endSubscription(trx: Trx, sub: SubscriptionRow, status: 'canceled' | 'incomplete_expired', at: number): Promise<ProviderObject> {
    const ended: SubscriptionRow = { ...sub, status, ended_at: at, canceled_at: sub.canceled_at ?? at };
    await trx('test_payment_subscriptions').where({ id: sub.id }).update({ status, ended_at: at, canceled_at: ended.canceled_at });
    const openInvoices = await trx<InvoiceRow>('test_payment_invoices').where({ subscription_id: sub.id, status: 'open' });
    for (const invoice of openInvoices) {
      await trx('test_payment_invoices').where({ id: invoice.id }).update({ status: 'void' });
      if (invoice.payment_intent_id) await trx('test_payment_intents').where({ id: invoice.payment_intent_id }).update({ status: 'canceled' });
    }
    const object = this.subscriptionObject(ended);
    if (status === 'incomplete_expired') await this.emit(trx, 'customer.subscription.updated', object, { status: sub.status });
    else await this.emit(trx, 'customer.subscription.deleted', object);
    return object;
  }

  /** Bills the next periods with the card on file (test cards that got this far pay). */
  private async renew(trx: Trx, sub: SubscriptionRow, now: number): Promise<void> {
    let current = sub;
    for (let i = 0; i < 36 && current.current_period_end <= now; i++) {
      const start = current.current_period_end;
      const end = addMonth(start);
      const intent: IntentRow = {
        ...this.newIntent({ userId: sub.user_id, customerId: sub.customer_id, amount: sub.amount, currency: sub.currency, description: 'Subscription update', invoiceId: newId('in'), returnPath: '/subscription', metadata: {} }),
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
      await this.insertIntent(trx, intent);
      await trx('test_payment_invoices').insert(invoice);
      const previous = { current_period_start: current.current_period_start, current_period_end: current.current_period_end };
      current = { ...current, current_period_start: start, current_period_end: end, latest_invoice_id: invoice.id };
      await trx('test_payment_subscriptions')
        .where({ id: sub.id })
        .update({ current_period_start: start, current_period_end: end, latest_invoice_id: invoice.id });
      const invoiceObject = this.invoiceObject(invoice, current, intent);
      await this.emit(trx, 'invoice.paid', invoiceObject);
      await this.emit(trx, 'invoice.payment_succeeded', invoiceObject);
      await this.emit(trx, 'customer.subscription.updated', this.subscriptionObject(current), { items: previous });
    }
  }
}
