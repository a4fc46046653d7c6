// A tiny local HTTP server that plays the part of Stripe's API for tests: the real Stripe SDK is
// pointed at it (host, port, protocol 'http'), so tests see the exact requests the adapter sends
// (idempotency keys, form fields) and the adapter reads Stripe-shaped answers. No network.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { ProviderEvent } from '../../infra/payments/types.js';

export interface RecordedRequest {
  method: string;
  path: string;
  /** Query (GET) or form body (POST) fields, flattened the way Stripe encodes them: `items[0][price]`. */
  params: Record<string, string>;
  headers: Record<string, string | undefined>;
}

type Json = Record<string, any>;

const now = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 24 * 3600;

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, Json>();
  readonly products = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly invoices = new Map<string, Json>();
  readonly intents = new Map<string, Json>();
  /** Answers by idempotency key, as Stripe replays them. */
  private readonly replies = new Map<string, { status: number; body: Json }>();
  private server: Server | undefined;
  private seq = 0;
  /** Make the next N requests fail with a 500 (provider outage). */
  failNext = 0;
  url = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async close(): Promise<void> {
    if (this.server) await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
  }

  private id(prefix: string) {
    this.seq += 1;
    return `${prefix}_fake${this.seq}${Math.random().toString(36).slice(2, 8)}`;
  }

  // ---- Stripe-shaped objects

  invoiceView(invoice: Json): Json {
    const intent = this.intents.get(invoice._intent);
    return {
      ...Object.fromEntries(Object.entries(invoice).filter(([k]) => !k.startsWith('_'))),
      confirmation_secret: invoice.status === 'open' && intent ? { client_secret: intent.client_secret, type: 'payment_intent' } : null,
    };
  }

  subscriptionView(sub: Json, expandInvoice: boolean): Json {
    const invoice = this.invoices.get(sub.latest_invoice);
    return { ...sub, latest_invoice: expandInvoice && invoice ? this.invoiceView(invoice) : sub.latest_invoice };
  }

  /** What the customer paying the latest invoice does at Stripe; answers the events Stripe would send. */
  pay(subscriptionId: string, at = now()): ProviderEvent[] {
    const sub = this.subscriptions.get(subscriptionId)!;
    const invoice = this.invoices.get(sub.latest_invoice)!;
    const intent = this.intents.get(invoice._intent)!;
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
    const before = sub.status;
    sub.status = 'active';
    return [
      this.event('customer.subscription.created', { ...sub, status: 'incomplete' }, sub.created),
      this.event('payment_intent.succeeded', { ...intent }, at),
      this.event('invoice.paid', this.invoiceView(invoice), at),
      this.event('invoice.payment_succeeded', this.invoiceView(invoice), at),
      this.event('customer.subscription.updated', { ...sub }, at, { status: before }),
    ];
  }

  /** A declined card on the latest invoice. */
  decline(subscriptionId: string, at = now()): ProviderEvent[] {
    const sub = this.subscriptions.get(subscriptionId)!;
    const invoice = this.invoices.get(sub.latest_invoice)!;
    const intent = this.intents.get(invoice._intent)!;
    Object.assign(intent, {
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    invoice.attempt_count = (invoice.attempt_count ?? 0) + 1;
    return [
      this.event('payment_intent.payment_failed', { ...intent }, at),
      this.event('invoice.payment_failed', this.invoiceView(invoice), at),
    ];
  }

  event(type: string, object: Json, created = now(), previous?: Json): ProviderEvent {
    return {
      id: this.id('evt'),
      object: 'event',
      type,
      created,
      livemode: false,
      data: { object: object as ProviderEvent['data']['object'], ...(previous ? { previous_attributes: previous } : {}) },
    };
  }

  /** The signed request Stripe would make to the webhook endpoint. */
  static signed(event: ProviderEvent, secret: string, timestamp?: number): { body: string; signature: string } {
    const body = JSON.stringify(event);
    const signature = new Stripe('sk_test_offline').webhooks.generateTestHeaderString({
      payload: body,
      secret,
      ...(timestamp ? { timestamp } : {}),
    });
    return { body, signature };
  }

  // ---- the HTTP side

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = Buffer.concat(chunks).toString('utf8');
    const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
    const recorded: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname, params, headers };
    this.requests.push(recorded);
    const key = headers['idempotency-key'];
    const send = (status: number, body: Json) => {
      if (key && req.method === 'POST') this.replies.set(key, { status, body });
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': this.id('req') });
      res.end(JSON.stringify(body));
    };
    if (this.failNext > 0) {
      this.failNext -= 1;
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Fake outage' } }));
      return;
    }
    if (key && req.method === 'POST' && this.replies.has(key)) {
      const reply = this.replies.get(key)!;
      res.writeHead(reply.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
      res.end(JSON.stringify(reply.body));
      return;
    }
    const missing = (what: string) =>
      send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });
    const expands = (name: string) => Object.entries(params).some(([k, v]) => k.startsWith('expand[') && v === name);
    const p = url.pathname;
    let m: RegExpExecArray | null;

    if (req.method === 'POST' && p === '/v1/customers') {
      const customer = { id: this.id('cus'), object: 'customer', metadata: { casebook_user_id: params['metadata[casebook_user_id]'] } };
      this.customers.set(customer.id, customer);
      return send(200, customer);
    }
    if (req.method === 'GET' && (m = /^\/v1\/products\/([^/]+)$/.exec(p))) {
      const product = this.products.get(m[1]!);
      return product ? send(200, product) : missing('product');
    }
    if (req.method === 'POST' && p === '/v1/products') {
      const product = { id: params.id ?? this.id('prod'), object: 'product', name: params.name };
      this.products.set(product.id, product);
      return send(200, product);
    }
    if (req.method === 'POST' && p === '/v1/subscriptions') {
      const created = now();
      const sub: Json = {
        id: this.id('sub'),
        object: 'subscription',
        customer: params.customer,
        status: 'incomplete',
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        created,
        metadata: { casebook_user_id: params['metadata[casebook_user_id]'] },
        items: {
          object: 'list',
          data: [{ id: this.id('si'), object: 'subscription_item', current_period_start: created, current_period_end: created + MONTH }],
        },
      };
      const amount = Number(params['items[0][price_data][unit_amount]'] ?? 2900);
      const intent: Json = {
        id: this.id('pi'),
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: params['items[0][price_data][currency]'] ?? 'usd',
        status: 'requires_payment_method',
        metadata: {},
        last_payment_error: null,
      };
      intent.client_secret = `${intent.id}_secret_${Math.random().toString(36).slice(2, 12)}`;
      const invoice: Json = {
        id: this.id('in'),
        object: 'invoice',
        customer: params.customer,
        status: 'open',
        billing_reason: 'subscription_create',
        amount_due: amount,
        amount_paid: 0,
        currency: intent.currency,
        parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
        lines: { object: 'list', data: [{ id: this.id('il'), object: 'line_item', period: { start: created, end: created + MONTH } }] },
        _intent: intent.id,
      };
      sub.latest_invoice = invoice.id;
      this.intents.set(intent.id, intent);
      this.invoices.set(invoice.id, invoice);
      this.subscriptions.set(sub.id, sub);
      return send(200, this.subscriptionView(sub, expands('latest_invoice.confirmation_secret')));
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(p))) {
      const sub = this.subscriptions.get(m[1]!);
      if (!sub) return missing('subscription');
      if (req.method === 'POST' && params.cancel_at_period_end === 'true') {
        Object.assign(sub, { cancel_at_period_end: true, canceled_at: now() });
      }
      if (req.method === 'POST' && params.cancel_at_period_end === 'false') {
        // Stripe refuses to change an ended subscription; taking a cancellation back clears its times.
        if (sub.status === 'canceled')
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: 'A canceled subscription can only update its cancellation_details and metadata.',
            },
          });
        Object.assign(sub, { cancel_at_period_end: false, cancel_at: null, canceled_at: null });
      }
      if (req.method === 'DELETE') Object.assign(sub, { status: 'canceled', ended_at: now(), canceled_at: now() });
      return send(200, this.subscriptionView(sub, expands('latest_invoice.confirmation_secret') || expands('latest_invoice')));
    }
    if (req.method === 'POST' && p === '/v1/payment_intents') {
      const metadata = Object.fromEntries(
        Object.entries(params)
          .filter(([k]) => k.startsWith('metadata['))
          .map(([k, v]) => [k.slice(9, -1), v]),
      );
      const intent: Json = {
        id: this.id('pi'),
        object: 'payment_intent',
        amount: Number(params.amount),
        amount_received: 0,
        currency: params.currency,
        customer: params.customer,
        status: 'requires_payment_method',
        metadata,
        last_payment_error: null,
      };
      intent.client_secret = `${intent.id}_secret_${Math.random().toString(36).slice(2, 12)}`;
      this.intents.set(intent.id, intent);
      return send(200, intent);
    }
    if (req.method === 'GET' && (m = /^\/v1\/payment_intents\/([^/]+)$/.exec(p))) {
      const intent = this.intents.get(m[1]!);
      return intent ? send(200, intent) : missing('payment_intent');
    }
    if (req.method === 'POST' && p === '/v1/billing_portal/sessions') {
      return send(200, {
        id: this.id('bps'),
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        url: 'https://billing.stripe.com/p/session/test_fake',
      });
    }
    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${p})` } });
  }
}
