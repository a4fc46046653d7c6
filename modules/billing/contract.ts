// Requests, responses, prices and messages of the billing endpoints. The web app's Subscription
// screen and test card form import these same schemas, so both sides say the same words.
import * as z from 'zod/mini';
import '../../infra/http/zod-english.js';
import { luhnValid } from '../../infra/luhn.js';
import { lineText, secretText } from '../../infra/http/text.js';

/** Server constants: no request ever sets an amount. */
export const PREMIUM_PLAN = {
  plan: 'premium',
  productName: 'Casebook Premium',
  amountCents: 2900,
  currency: 'usd',
  interval: 'month',
} as const;

export const PAYMENT_PRICES = {
  'case-analysis': { amountCents: 19999, currency: 'usd', description: 'Casebook case analysis' },
} as const;

export const MESSAGES = {
  alreadySubscribed: 'You already have an active subscription',
  pastDue: 'Your subscription has a failed payment. Update your payment method in the billing portal.',
  nothingToCancel: 'You have no active subscription to cancel',
  nothingToResume: 'You have no cancelled subscription to resume',
  periodEnded: 'Your Premium period has already ended. Subscribe again to get it back.',
  noBillingAccount: 'You have no billing account yet. Subscribe first.',
  providerDown: 'The payment system is not reachable right now. Please try again in a moment.',
  noClientSecret: 'No client secret returned',
  paymentNotFound: 'Payment not found',
  alreadyPaid: 'This payment has already been completed.',
  notAwaitingAuthentication: 'This payment is not waiting for authentication.',
  paymentCanceled: 'This payment was canceled. Start again.',
  testPaymentsOff: 'Test payments are not enabled on this server',
  webhookSignature: 'Webhook signature verification failed',
  webhookNotConfigured: 'Payment webhooks are not configured on this server',
  webhookMalformed: 'The webhook body is not a payment provider event',
  // The card form's wording is Stripe's, so both providers read the same.
  cardNumberInvalid: 'Your card number is invalid.',
  cardExpired: 'Your card has expired.',
  expMonthInvalid: "Your card's expiration month is invalid.",
  expYearInvalid: "Your card's expiration year is invalid.",
  cvcInvalid: "Your card's security code is invalid.",
  clientSecretRequired: 'A payment client secret is required',
  approveRequired: 'Say whether the authentication is approved',
  redirectStatus: 'redirectStatus must be succeeded, processing, failed or requires_payment_method',
} as const;

export const subscriptionStatusSchema = z.enum(['none', 'incomplete', 'active', 'past_due', 'canceled']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** GET /api/subscription (and inside the answers of cancel and confirm-return). */
export const subscriptionResponse = z.object({
  /** True only while a provider-confirmed, paid subscription runs: what premium features check. */
  isSubscribed: z.boolean(),
  plan: z.nullable(z.literal('premium')),
  status: subscriptionStatusSchema,
  /** ISO time the paid period ends (renewal date, or the end when cancelAtPeriodEnd). */
  currentPeriodEnd: z.nullable(z.string()),
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;

/** POST /api/subscription takes an empty JSON object; anything else in it is ignored. */
export const createSubscriptionRequest = z.object({});
export const createSubscriptionResponse = z.object({ clientSecret: z.string() });
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>;

export const confirmReturnRequest = z.object({
  /** The `redirect_status` query parameter the provider's redirect put on /subscription. */
  redirectStatus: z.enum(['succeeded', 'processing', 'failed', 'requires_payment_method'], { error: MESSAGES.redirectStatus }),
  /** The `payment_intent` query parameter, when there is one (informational only). */
  paymentIntent: z.optional(lineText().check(z.regex(/^pi_[A-Za-z0-9_]{1,200}$/, 'paymentIntent must be a payment intent id'))),
});
export type ConfirmReturnRequest = z.infer<typeof confirmReturnRequest>;

export const confirmReturnResponse = z.object({
  /** Decided by the server from the provider's own record, never from redirectStatus. */
  outcome: z.enum(['succeeded', 'processing', 'failed']),
  message: z.nullable(z.string()),
  subscription: subscriptionResponse,
});
export type ConfirmReturnResponse = z.infer<typeof confirmReturnResponse>;

export const portalResponse = z.object({ url: z.string() });
export type PortalResponse = z.infer<typeof portalResponse>;

export const paymentsConfigResponse = z.object({
  provider: z.enum(['stripe', 'test']),
  /** Only ever a publishable key (pk_…); null on the test provider or when none is configured. */
  publishableKey: z.nullable(z.string()),
});
export type PaymentsConfigResponse = z.infer<typeof paymentsConfigResponse>;

// ---- the local test provider's card form

const clientSecret = secretText({ required: MESSAGES.clientSecretRequired }).check(
  z.minLength(1, MESSAGES.clientSecretRequired),
  z.maxLength(300, MESSAGES.clientSecretRequired),
);

const cardNumber = z
  .pipe(
    lineText({ required: MESSAGES.cardNumberInvalid }).check(z.maxLength(40, MESSAGES.cardNumberInvalid)),
    z.transform((v) => v.replace(/[\s-]/g, '')),
  )
  .check(z.refine((v) => /^\d{12,19}$/.test(v) && luhnValid(v), MESSAGES.cardNumberInvalid));

const expMonth = z.coerce
  .number({ error: MESSAGES.expMonthInvalid })
  .check(z.int(MESSAGES.expMonthInvalid), z.minimum(1, MESSAGES.expMonthInvalid), z.maximum(12, MESSAGES.expMonthInvalid));

/** Two-digit years are this century's (Stripe's form takes MM / YY). */
const expYear = z
  .pipe(
    z.coerce
      .number({ error: MESSAGES.expYearInvalid })
      .check(z.int(MESSAGES.expYearInvalid), z.minimum(0, MESSAGES.expYearInvalid), z.maximum(2200, MESSAGES.expYearInvalid)),
    z.transform((y) => (y < 100 ? 2000 + y : y)),
  )
  .check(z.refine((y) => y >= 2000, MESSAGES.expYearInvalid));

export const testCardConfirmRequest = z
  .object({
    clientSecret,
    cardNumber,
    expMonth,
    expYear,
    cvc: lineText({ required: MESSAGES.cvcInvalid }).check(z.regex(/^\d{3,4}$/, MESSAGES.cvcInvalid)),
  })
  .check(
    z.superRefine((v, ctx) => {
      // A card is valid through the last day of its expiry month.
      const now = new Date();
      const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
      if (v.expYear * 12 + v.expMonth < current) ctx.addIssue({ code: 'custom', message: MESSAGES.cardExpired, path: ['expMonth'] });
    }),
  );
export type TestCardConfirmRequest = z.infer<typeof testCardConfirmRequest>;

export const testAuthenticateRequest = z.object({ clientSecret, approve: z.boolean({ error: MESSAGES.approveRequired }) });

export const testPaymentResult = z.object({
  status: z.enum(['succeeded', 'requires_action', 'failed']),
  /** The provider's words for a failure ('Your card was declined.') or the action needed. */
  message: z.optional(z.string()),
  /** Stripe's error code for a failure (card_declined, expired_card, …). */
  code: z.optional(z.string()),
  /** Where the browser goes next, as Stripe's redirect would: set when the payment is decided after an authentication or on success. */
  returnUrl: z.nullable(z.string()),
});
export type TestPaymentResult = z.infer<typeof testPaymentResult>;

// ---- one-time payments (the casework module starts them through modules/billing/index.ts)

export const paymentPurposeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('case-analysis'), caseId: z.int().check(z.positive()) }),
]);
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;
