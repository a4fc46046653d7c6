// The payment-provider port. Two adapters: Stripe (when STRIPE_SECRET_KEY is set) and the local
// test provider (the embedded default). Both speak Stripe's shapes: objects and events look like
// Stripe's API objects (`subscription`, `invoice`, `payment_intent`, `event`), so the billing
// module reads one shape and has one path of business logic for both.

/** A provider object as JSON (a Stripe-shaped subscription, invoice or payment intent). */
export type ProviderObject = Record<string, unknown> & { id: string; object: string };

/** A provider event, shaped like Stripe's `event` object. */
export interface ProviderEvent {
  id: string;
  object: 'event';
  type: string;
  /** Unix seconds, the provider's clock. */
  created: number;
  data: { object: ProviderObject; previous_attributes?: Record<string, unknown> };
  livemode?: boolean;
}

/** Whether a parsed (signed) webhook body has an event's shape: an id, a type, a time and a data object. */
export function isProviderEvent(value: unknown): value is ProviderEvent {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const e = value as Partial<Record<keyof ProviderEvent, unknown>>;
  const data = e.data as { object?: unknown } | null | undefined;
  return (
    typeof e.id === 'string' &&
    e.id.length > 0 &&
    typeof e.type === 'string' &&
    typeof e.created === 'number' &&
    typeof data === 'object' &&
    data !== null &&
    typeof data.object === 'object' &&
    data.object !== null &&
    !Array.isArray(data.object)
  );
}

/** The premium plan as the provider must bill it (the server's constants, never a request's). */
export interface PlanPrice {
  productName: string;
  amountCents: number;
  currency: string;
  interval: 'month';
}

/** The payment of a subscription's latest invoice, as a server-side retrieval sees it. */
export interface LatestPayment {
  invoiceId: string;
  invoiceStatus: string | null;
  paymentIntentId: string | null;
  /** requires_payment_method | requires_action | processing | succeeded | canceled … */
  paymentIntentStatus: string | null;
  clientSecret: string | null;
  /** The provider's words for the last failure ('Your card was declined.'). */
  errorMessage: string | null;
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'test';
  /** Only a publishable key (pk_…) ever; null for the test provider. */
  readonly publishableKey: string | null;

  createCustomer(input: { userId: number; idempotencyKey: string }): Promise<{ id: string }>;
  /** An incomplete subscription whose first invoice waits for the payment form's confirmation. */
  createSubscription(input: {
    customerId: string;
    userId: number;
    price: PlanPrice;
    /** Where the test provider's form sends the browser after the first payment (Stripe's form is told by the browser). */
    returnPath: string;
    idempotencyKey: string;
  }): Promise<{ subscription: ProviderObject; clientSecret: string | null }>;
  retrieveSubscription(id: string): Promise<{ subscription: ProviderObject; latestPayment: LatestPayment | null }>;
  cancelSubscriptionAtPeriodEnd(id: string, idempotencyKey: string): Promise<ProviderObject>;
  /** Takes back a cancellation at period end (Stripe: `cancel_at_period_end: false`); the subscription renews again. */
  resumeSubscription(id: string, idempotencyKey: string): Promise<ProviderObject>;
  cancelSubscriptionNow(id: string, idempotencyKey: string): Promise<ProviderObject>;
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<{ paymentIntent: ProviderObject; clientSecret: string }>;
  retrievePaymentIntent(id: string): Promise<ProviderObject>;
  createPortalSession(input: {
    customerId: string;
    returnUrl: string;
    /** The app's own page that plays the portal for a provider without a hosted one (the test provider). */
    appPortalPath: string;
    idempotencyKey: string;
  }): Promise<{ url: string }>;
  /** Verifies a webhook's signature over the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: string, signature: string | undefined): ProviderEvent;
  /** Releases what the adapter holds (timers, deliveries in flight) at shutdown. */
  close(): Promise<void>;
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider could not be reached or refused a call that Casebook made correctly. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** Metadata keys Casebook puts on provider objects to find its own records again. */
export const METADATA = {
  userId: 'casebook_user_id',
  paymentId: 'casebook_payment_id',
  purposeKind: 'casebook_purpose',
  caseId: 'casebook_case_id',
} as const;

/** `pi_123_secret_456` → `pi_123`: a client secret names its payment intent. */
export function intentIdFromClientSecret(secret: string | null | undefined): string | null {
  const m = secret ? /^(pi_[A-Za-z0-9]+)_secret_/.exec(secret) : null;
  return m ? m[1]! : null;
}

/** A one-time payment as the billing module asks a provider for it (amount and metadata set by the server). */
export interface CreatePaymentIntentInput {
  customerId: string;
  userId: number;
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  /** Where the test provider's form sends the browser afterwards (Stripe's form is told by the browser). */
  returnPath: string;
  idempotencyKey: string;
}
