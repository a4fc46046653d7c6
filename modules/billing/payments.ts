// One-time payments (the $199.99 case analysis): started by the casework module through
// billing's api, confirmed only by the provider (its event, or a server-side retrieval).
import type { CommandContext } from '../../infra/eventstore/event.js';
import { nameBasedId } from '../../infra/eventstore/command.js';
import { ConflictError, ForbiddenError, ValidationError } from '../../infra/http/errors.js';
import { METADATA } from '../../infra/payments/types.js';
import { MESSAGES, type PaymentPurpose } from './contract.js';
import { ensureCustomer } from './customers.js';
import { priceFor } from './payment-decider.js';
import { applyFact } from './provider-facts.js';
import { paymentIntentFact } from './provider-events.js';
import { now, withProvider, type BillingDeps } from './provider.js';
import { loadPayment, runPayment } from './streams.js';

/** One payment per purpose (a case is paid once): its id is made from the purpose. */
export function paymentIdFor(purpose: PaymentPurpose): string {
  return nameBasedId(`payment:${purpose.kind}:${purpose.caseId}`);
}

export interface StartedPayment {
  paymentId: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
}

export async function startPayment(
  deps: BillingDeps,
  input: { userId: number; purpose: PaymentPurpose; amountCents?: number; returnPath?: string },
  ctx: CommandContext = { userId: input.userId },
): Promise<StartedPayment> {
  const price = priceFor(input.purpose);
  if (input.amountCents !== undefined && input.amountCents !== price.amountCents) {
    throw new ValidationError(`The amount of a ${input.purpose.kind} is ${price.amountCents} cents, set by the server`);
  }
  const { provider } = deps;
  const paymentId = paymentIdFor(input.purpose);
  const { state } = await loadPayment(deps, paymentId);
  if (state.status !== 'none') {
    if (state.userId !== input.userId) throw new ForbiddenError();
    if (state.status === 'succeeded') throw new ConflictError(MESSAGES.alreadyPaid);
    const intent = await withProvider(deps, () => provider.retrievePaymentIntent(state.intentId));
    if (typeof intent.client_secret === 'string' && intent.status !== 'canceled') {
      return { paymentId, clientSecret: intent.client_secret, amountCents: state.amountCents, currency: state.currency };
    }
  }
  const customerId = await ensureCustomer(deps, input.userId);
  const { paymentIntent, clientSecret } = await withProvider(deps, () =>
    provider.createPaymentIntent({
      customerId,
      userId: input.userId,
      amountCents: price.amountCents,
      currency: price.currency,
      description: price.description,
      metadata: {
        [METADATA.paymentId]: paymentId,
        [METADATA.userId]: String(input.userId),
        [METADATA.purposeKind]: input.purpose.kind,
        [METADATA.caseId]: String(input.purpose.caseId),
      },
      returnPath: input.returnPath ?? '/case-analysis',
      idempotencyKey: `casebook-payment-${customerId}-${paymentId}-${state.status === 'none' ? 'first' : state.intentId}`,
    }),
  );
  await runPayment(deps, paymentId, ctx, {
    type: 'StartPayment',
    paymentId,
    userId: input.userId,
    purpose: input.purpose,
    provider: provider.kind,
    intentId: paymentIntent.id,
    now: now(),
  });
  return { paymentId, clientSecret, amountCents: price.amountCents, currency: price.currency };
}

export type PaymentStatus = 'none' | 'pending' | 'failed' | 'succeeded';

/**
 * The server-side check of a one-time payment (for a return from the payment form, or
 * mark-paid): retrieves the intent from the provider and records what it says.
 */
export async function syncPayment(
  deps: BillingDeps,
  input: { userId: number; purpose: PaymentPurpose },
  ctx: CommandContext = { userId: input.userId },
): Promise<{ paymentId: string; status: PaymentStatus; reason: string | null }> {
  const paymentId = paymentIdFor(input.purpose);
  const { state } = await loadPayment(deps, paymentId);
  if (state.status === 'none') return { paymentId, status: 'none', reason: null };
  if (state.userId !== input.userId) throw new ForbiddenError();
  if (state.status !== 'succeeded') {
    const intent = await withProvider(deps, () => deps.provider.retrievePaymentIntent(state.intentId));
    const failed = intent.status === 'requires_payment_method' && intent.last_payment_error != null;
    if (intent.status === 'succeeded' || failed) {
      await applyFact(deps, paymentIntentFact(intent, failed ? 'failed' : 'succeeded'), { observedAt: null, ctx });
    }
  }
  const after = (await loadPayment(deps, paymentId)).state;
  return { paymentId, status: after.status, reason: after.status === 'failed' ? after.reason : null };
}
