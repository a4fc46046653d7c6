// The premium subscription as the user asks for it: start, cancel at period end (and take that
// back before the end), the billing portal, the return from the payment form, and the premium
// check other modules rely on.
// The browser's word is never a fact: a subscription becomes active only on a provider event or
// a server-side retrieval.
import { randomUUID } from 'node:crypto';
import type { AppendResult } from '../../infra/eventstore/types.js';
import type { CommandContext } from '../../infra/eventstore/event.js';
import { AppError, ConflictError } from '../../infra/http/errors.js';
import { MESSAGES, PREMIUM_PLAN, type ConfirmReturnRequest, type SubscriptionResponse } from './contract.js';
import { assertCanCancel, assertCanResume, assertCanSubscribe, type Subscription } from './decider.js';
import { customerOf, ensureCustomer } from './customers.js';
import { applyFact, observeRetrieved } from './provider-facts.js';
import { subscriptionFact } from './provider-events.js';
import { now, withProvider, type BillingDeps } from './provider.js';
import { loadSubscription, runSubscription } from './streams.js';
import { NO_SUBSCRIPTION, subscriptionResponse } from './subscription-status.js';

/** The web app's pages the test provider sends the browser to: after the first payment, and in place of a hosted billing portal. */
const SUBSCRIPTION_PAGE = '/subscription';
const PAYMENT_METHODS_PAGE = '/subscription/payment-methods';

/** The subscription as the write side holds it, in the Subscription screen's words. */
export function subscriptionResponseOf(state: Subscription, at: Date = new Date()): SubscriptionResponse {
  if (state.status === 'none') return NO_SUBSCRIPTION;
  if (state.status === 'canceled')
    return subscriptionResponse({ status: 'canceled', currentPeriodEnd: null, cancelAtPeriodEnd: false, endsAt: null }, at);
  return subscriptionResponse(
    { status: state.status, currentPeriodEnd: state.currentPeriodEnd, cancelAtPeriodEnd: state.cancelAtPeriodEnd, endsAt: state.endsAt },
    at,
  );
}

/**
 * Premium = a provider-confirmed, paid subscription whose paid period has not run out after a
 * cancellation. Read from the subscription's own stream (strongly consistent with every billing
 * command), never from a view.
 */
export async function isPremium(
  deps: Pick<BillingDeps, 'store' | 'accountActive'>,
  userId: number,
  at: Date = new Date(),
): Promise<boolean> {
  const { state } = await loadSubscription(deps, userId);
  if (!subscriptionResponseOf(state, at).isSubscribed) return false;
  return deps.accountActive ? deps.accountActive(userId) : true;
}

/** POST /api/subscription: an incomplete subscription whose first payment the browser's form confirms. */
export async function startSubscription(
  deps: BillingDeps,
  userId: number,
  ctx: CommandContext,
): Promise<{ clientSecret: string; append?: AppendResult }> {
  const { provider } = deps;
  let { state, version } = await loadSubscription(deps, userId);
  assertCanSubscribe(state);

  if (state.status === 'incomplete') {
    // Reuse the unpaid one while the provider still takes its payment (one per user, no pile-up).
    const unpaid = state.subscriptionId;
    const { subscription, latestPayment } = await withProvider(deps, () => provider.retrieveSubscription(unpaid));
    await observeRetrieved(deps, subscription, ctx);
    ({ state, version } = await loadSubscription(deps, userId));
    assertCanSubscribe(state);
    if (state.status === 'incomplete' && latestPayment?.clientSecret && latestPayment.paymentIntentStatus !== 'canceled') {
      return { clientSecret: latestPayment.clientSecret };
    }
  }

  const customerId = await ensureCustomer(deps, userId);
  const { subscription, clientSecret } = await withProvider(deps, () =>
    provider.createSubscription({
      customerId,
      userId,
      price: {
        productName: PREMIUM_PLAN.productName,
        amountCents: PREMIUM_PLAN.amountCents,
        currency: PREMIUM_PLAN.currency,
        interval: PREMIUM_PLAN.interval,
      },
      returnPath: SUBSCRIPTION_PAGE,
      // Same user, same stream version: a double click gets the same subscription back.
      idempotencyKey: `casebook-subscription-${customerId}-v${version}`,
    }),
  );
  if (!clientSecret) throw new AppError(502, 'PAYMENT_PROVIDER', MESSAGES.noClientSecret);
  const fact = subscriptionFact(subscription);
  const result = await runSubscription(deps, userId, ctx, {
    type: 'StartSubscription',
    userId,
    provider: provider.kind,
    subscriptionId: subscription.id,
    customerId,
    observedAt: fact.kind === 'subscription' ? fact.created : null,
    now: now(),
  });
  return { clientSecret, append: result.append };
}

/** POST /api/subscription/cancel: ends at the end of the paid period, as the provider confirms. */
export async function cancelSubscription(deps: BillingDeps, userId: number, ctx: CommandContext): Promise<{ state: Subscription }> {
  const { state, version } = await loadSubscription(deps, userId);
  assertCanCancel(state);
  if (state.cancelAtPeriodEnd) return { state };
  const object = await withProvider(deps, () =>
    deps.provider.cancelSubscriptionAtPeriodEnd(state.subscriptionId, `casebook-cancel-${state.subscriptionId}-v${version}`),
  );
  const fact = subscriptionFact(object);
  if (fact.kind !== 'subscription' || !fact.cancelAtPeriodEnd) throw new AppError(502, 'PAYMENT_PROVIDER', MESSAGES.providerDown);
  return runSubscription(deps, userId, ctx, {
    type: 'ScheduleCancellation',
    subscriptionId: state.subscriptionId,
    endsAt: fact.endsAt ?? fact.currentPeriodEnd,
    observedAt: fact.canceledAt,
    now: now(),
  });
}

/**
 * POST /api/subscription/resume: takes back a cancellation at period end while that end is still
 * ahead. The provider is asked first; the withdrawal is recorded once it has agreed. Its own
 * "updated" event, arriving later, then changes nothing.
 */
export async function resumeSubscription(deps: BillingDeps, userId: number, ctx: CommandContext): Promise<{ state: Subscription }> {
  const { state, version } = await loadSubscription(deps, userId);
  const at = now();
  assertCanResume(state, at);
  const object = await withProvider(deps, () =>
    deps.provider.resumeSubscription(state.subscriptionId, `casebook-resume-${state.subscriptionId}-v${version}`),
  );
  const fact = subscriptionFact(object);
  if (fact.kind !== 'subscription' || fact.cancelAtPeriodEnd) throw new AppError(502, 'PAYMENT_PROVIDER', MESSAGES.providerDown);
  // The provider's answer carries no time of the change (Stripe's subscription has none): a
  // retrieval made just now, as observeRetrieved records one.
  return runSubscription(deps, userId, ctx, {
    type: 'WithdrawCancellation',
    subscriptionId: state.subscriptionId,
    observedAt: null,
    now: at,
  });
}

/** POST /api/subscription/portal: where the user manages payment methods. */
export async function openBillingPortal(deps: BillingDeps, userId: number, returnUrl: string): Promise<{ url: string }> {
  const customerId = await customerOf(deps, userId);
  if (!customerId) throw new ConflictError(MESSAGES.noBillingAccount);
  return withProvider(deps, () =>
    deps.provider.createPortalSession({
      customerId,
      returnUrl,
      appPortalPath: PAYMENT_METHODS_PAGE,
      idempotencyKey: `casebook-portal-${customerId}-${randomUUID()}`,
    }),
  );
}

/**
 * POST /api/subscription/confirm-return: the browser came back from the payment form. What it
 * says (redirectStatus) decides nothing; a retrieval of the subscription from the provider does.
 */
export async function confirmReturn(
  deps: BillingDeps,
  userId: number,
  input: ConfirmReturnRequest,
  ctx: CommandContext,
): Promise<{ outcome: 'succeeded' | 'processing' | 'failed'; message: string | null; state: Subscription }> {
  const { state } = await loadSubscription(deps, userId);
  if (state.status === 'active') return { outcome: 'succeeded', message: null, state };
  if (state.status !== 'incomplete' && state.status !== 'past_due') {
    return { outcome: 'failed', message: 'No subscription payment is waiting. Press Subscribe to start one.', state };
  }
  const { subscription, latestPayment } = await withProvider(deps, () => deps.provider.retrieveSubscription(state.subscriptionId));
  await observeRetrieved(deps, subscription, ctx);
  const after = (await loadSubscription(deps, userId)).state;
  if (after.status === 'active') return { outcome: 'succeeded', message: null, state: after };
  const failed =
    latestPayment?.paymentIntentStatus === 'requires_payment_method' &&
    (latestPayment.errorMessage !== null || input.redirectStatus === 'failed');
  if (failed || after.status === 'canceled') {
    return { outcome: 'failed', message: latestPayment?.errorMessage ?? 'Your payment was not processed. Please try again.', state: after };
  }
  return { outcome: 'processing', message: 'Your payment is being confirmed by the payment provider.', state: after };
}

/**
 * Erasure: the provider stops billing an erased user at once (no refund of the running period).
 * Idempotent; run by the reaction to identity's UserErased.
 */
export async function endSubscriptionOfErasedUser(deps: BillingDeps, userId: number): Promise<void> {
  const { state } = await loadSubscription(deps, userId);
  if (state.status !== 'incomplete' && state.status !== 'active' && state.status !== 'past_due') return;
  const object = await withProvider(deps, () =>
    deps.provider.cancelSubscriptionNow(state.subscriptionId, `casebook-erasure-${state.subscriptionId}`),
  );
  await applyFact(deps, subscriptionFact(object), { observedAt: null, ctx: { causationId: `erasure-${userId}` } });
}
