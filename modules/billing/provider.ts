// What every billing file shares: its dependencies and the calls to the payment provider.
import type { Platform } from '../../infra/platform.js';
import { AppError } from '../../infra/http/errors.js';
import { PaymentProviderError, type PaymentProvider } from '../../infra/payments/types.js';
import { MESSAGES } from './contract.js';
import type { ProviderKind } from './decider.js';

export type BillingDeps = Pick<Platform, 'store' | 'knex' | 'config' | 'logger' | 'runner'> & {
  /** The payment provider adapter the composition root chose (Stripe or the local test provider). */
  provider: PaymentProvider;
  /** Whether the account still exists (identity's write side, handed in by the root): an erased user is never premium, even before the worker ends the subscription. */
  accountActive?: (userId: number) => Promise<boolean>;
};

export const now = () => new Date().toISOString();

export const providerKind = (deps: BillingDeps): ProviderKind => deps.provider.kind;

/** The provider did not answer or refused: 502 with words a user can act on; the cause is logged. */
export async function withProvider<T>(deps: BillingDeps, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      deps.logger.error({ err, cause: err.cause }, 'payment provider call failed');
      throw new AppError(502, 'PAYMENT_PROVIDER', MESSAGES.providerDown);
    }
    throw err;
  }
}
