// Payments: the provider port (types.ts) and its adapters — Stripe when STRIPE_SECRET_KEY is set,
// otherwise the local test provider with Stripe's test-card semantics (the embedded default).
import type { Knex } from 'knex';
import { paymentsKind, type Config } from '../config/index.js';
import type { Logger } from '../logger/index.js';
import { StripePaymentProvider } from './stripe.js';
import { TestPaymentProvider } from './test-provider/index.js';
import type { PaymentProvider, ProviderEvent } from './types.js';

export * from './types.js';
export { StripePaymentProvider, WEBHOOK_TOLERANCE_SECONDS } from './stripe.js';
export {
  TestPaymentProvider,
  CardFormRefusal,
  testPaymentsMigration,
  type CardFormRefusalReason,
  type TestPaymentResult,
  type TestCard,
} from './test-provider/index.js';

export type PaymentsConfig = Pick<
  Config,
  'PAYMENTS' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PRICE_ID' | 'STRIPE_API_BASE'
>;

/** PAYMENTS when set; otherwise Stripe when it has a key (the config refuses production without either). */
export const paymentProviderKind = (config: Pick<Config, 'PAYMENTS' | 'STRIPE_SECRET_KEY'>): 'stripe' | 'test' => paymentsKind(config);

export function createPaymentProvider(opts: {
  config: PaymentsConfig;
  knex: Knex;
  logger: Logger;
  /** Where the test provider delivers its events (Stripe delivers to POST /api/billing/webhook). */
  deliver: (event: ProviderEvent) => Promise<void>;
  clockIntervalMs?: number;
}): PaymentProvider {
  const { config } = opts;
  if (paymentsKind(config) === 'stripe' && config.STRIPE_SECRET_KEY) {
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
      priceId: config.STRIPE_PRICE_ID,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  // Its clock runs every minute: subscriptions end, renew and expire on time without anyone asking.
  return new TestPaymentProvider({
    knex: opts.knex,
    logger: opts.logger,
    deliver: opts.deliver,
    clockIntervalMs: opts.clockIntervalMs ?? 60_000,
  });
}
