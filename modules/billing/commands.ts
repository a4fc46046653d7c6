// Application layer of the billing module: talk to the payment provider, then record what the
// provider's record says. The browser's word is never a fact here: subscriptions become active
// and payments succeed only on a provider event or a server-side retrieval.
import { createHash, randomUUID } from 'node:crypto';
import type { Deps } from '../../infra/deps.js';
import { loadState } from '../../infra/eventstore/command.js';
import { toNewEvents, type CommandContext, type DomainEvent } from '../../infra/eventstore/event.js';
import { ConcurrencyError, type AppendResult } from '../../infra/eventstore/types.js';
import { AppError, ConflictError, ForbiddenError, ValidationError } from '../../infra/http/errors.js';
import { createPaymentProvider, paymentProviderKind } from '../../infra/payments/index.js';
import { METADATA, PaymentProviderError, type PaymentProvider, type ProviderEvent, type ProviderObject } from '../../infra/payments/types.js';
import { MESSAGES, PREMIUM_PLAN, type ConfirmReturnRequest, type PaymentPurpose } from './contract.js';
import {
  assertCanCancel,
  assertCanSubscribe,
  decide,
  evolve,
  initialState,
  type ProviderKind,
  type Subscription,
  type SubscriptionCommand,
} from './decider.js';
import {
  paymentEventTypes,
  paymentStream,
  subscriptionEventTypes,
  subscriptionStream,
  type PaymentEvent,
  type SubscriptionEvent,
} from './events.js';
import { decidePayment, evolvePayment, initialPaymentState, priceFor, type Payment, type PaymentCommand } from './payment-decider.js';
import { eventTime, invoiceFact, paymentIntentFact, subscriptionFact, translateEvent, type ProviderFact } from './provider-events.js';

export type BillingDeps = Pick<Deps, 'store' | 'knex' | 'config' | 'logger'>;

const now = () => new Date().toISOString();

// ---- the provider, one per app (keyed by its database handle)

const providers = new WeakMap<object, PaymentProvider>();

export function paymentProvider(deps: BillingDeps): PaymentProvider {
  let provider = providers.get(deps.knex);
  if (!provider) {
    provider = createPaymentProvider({
      config: deps.config,
      knex: deps.knex,
      logger: deps.logger,
      // The test provider's "webhook": the same handler Stripe's endpoint calls.
      deliver: async (event) => {
        await handleProviderEvent(deps, event);
      },
    });
    providers.set(deps.knex, provider);
    if (provider.kind === 'test' && deps.config.NODE_ENV === 'production') {
      deps.logger.warn('payments run on the local TEST provider: test cards make anyone premium. Set STRIPE_SECRET_KEY for real payments.');
    }
  }
  return provider;
}

/** Tests: put a provider double (or a clock-controlled test provider) in place for this app. */
export function usePaymentProvider(deps: Pick<Deps, 'knex'>, provider: PaymentProvider): void {
  providers.set(deps.knex, provider);
}

const providerKind = (deps: BillingDeps): ProviderKind => paymentProviderKind(deps.config);

/** The provider did not answer or refused: 502 with words a user can act on; the cause is logged. */
async function withProvider<T>(deps: BillingDeps, fn: () => Promise<T>): Promise<T> {
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

// ---- streams: load, decide, append with the expected version

/**
 * A uuid made from a provider event id: the same provider event always appends the same event
 * ids, so two deliveries racing past the de-duplication table still store it once.
 */
export function eventIdFrom(seed: string, index: number): string {
  const h = createHash('sha256').update(`${seed}#${index}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

interface RunResult<S, E> {
  state: S;
  events: E[];
  append?: AppendResult;
}

async function run<S, E extends DomainEvent>(
  deps: BillingDeps,
  opts: { stream: string; evolve: (s: S, e: E) => S; initial: S; decide: (s: S) => E[]; ctx: CommandContext; idSeed?: string },
): Promise<RunResult<S, E>> {
  for (let attempt = 0; ; attempt++) {
    const { state, version } = await loadState(deps.store, opts.stream, opts.evolve, opts.initial);
    const events = opts.decide(state);
    if (events.length === 0) return { state, events };
    const stored = toNewEvents(events, opts.ctx).map((e, i) => (opts.idSeed ? { ...e, id: eventIdFrom(`${opts.idSeed}|${opts.stream}`, i) } : e));
    try {
      const append = await deps.store.appendToStream(opts.stream, stored, { expectedVersion: version });
      return { state: events.reduce(opts.evolve, state), events, append };
    } catch (err) {
      // Every billing command is an observation or checks its state again: safe to re-decide.
      if (err instanceof ConcurrencyError && attempt < 8) continue;
      throw err;
    }
  }
}

export function loadSubscription(deps: BillingDeps, userId: number) {
  return loadState<Subscription, SubscriptionEvent>(deps.store, subscriptionStream(userId), evolve, initialState);
}

function runSubscription(deps: BillingDeps, userId: number, ctx: CommandContext, command: SubscriptionCommand, idSeed?: string) {
  return run<Subscription, SubscriptionEvent>(deps, {
    stream: subscriptionStream(userId),
    evolve,
    initial: initialState,
    decide: (state) => decide(command, state),
    ctx,
    idSeed,
  });
}

function loadPayment(deps: BillingDeps, paymentId: string) {
  return loadState<Payment, PaymentEvent>(deps.store, paymentStream(paymentId), evolvePayment, initialPaymentState);
}

function runPayment(deps: BillingDeps, paymentId: string, ctx: CommandContext, command: PaymentCommand, idSeed?: string) {
  return run<Payment, PaymentEvent>(deps, {
    stream: paymentStream(paymentId),
    evolve: evolvePayment,
    initial: initialPaymentState,
    decide: (state) => decidePayment(command, state),
    ctx,
    idSeed,
  });
}

// ---- customers: one per user and provider, made once and remembered

async function customerOf(deps: BillingDeps, userId: number): Promise<string | undefined> {
  const row = await deps.knex('billing_customers').where({ user_id: userId, provider: providerKind(deps) }).first('customer_id');
  return row?.customer_id as string | undefined;
}

async function userOfCustomer(deps: BillingDeps, customerId: string | null): Promise<number | null> {
  if (!customerId) return null;
  const row = await deps.knex('billing_customers').where({ provider: providerKind(deps), customer_id: customerId }).first('user_id');
  return row ? Number(row.user_id) : null;
}

async function ensureCustomer(deps: BillingDeps, userId: number): Promise<string> {
  const existing = await customerOf(deps, userId);
  if (existing) return existing;
  // A fresh key per attempt (the SDK's own retries reuse it): a key made from the user id alone
  // would hand another database's customer back within the provider's 24 hours. Two racing
  // requests may each make one; the table keeps the first, the other stays unused.
  const { id } = await withProvider(deps, () =>
    paymentProvider(deps).createCustomer({ userId, idempotencyKey: `casebook-customer-${userId}-${randomUUID()}` }),
  );
  await deps.knex('billing_customers').insert({ user_id: userId, provider: providerKind(deps), customer_id: id }).onConflict(['user_id', 'provider']).ignore();
  return (await customerOf(deps, userId))!;
}

// ---- provider facts → commands (webhooks, the test provider, retrievals)

interface FactOptions {
  /** Provider time of the fact; null for a retrieval made just now. */
  observedAt: string | null;
  ctx: CommandContext;
  idSeed?: string;
}

async function applyFact(deps: BillingDeps, fact: ProviderFact, opts: FactOptions): Promise<'applied' | 'ignored'> {
  const provider = providerKind(deps);
  const t = now();
  switch (fact.kind) {
    case 'ignored':
      return 'ignored';
    case 'subscription': {
      const userId = fact.userId ?? (await userOfCustomer(deps, fact.customerId));
      if (userId === null) return 'ignored';
      await runSubscription(
        deps,
        userId,
        opts.ctx,
        {
          type: 'ObserveSubscription',
          userId,
          provider,
          subscriptionId: fact.subscriptionId,
          customerId: fact.customerId,
          status: fact.status,
          currentPeriodEnd: fact.currentPeriodEnd,
          cancelAtPeriodEnd: fact.cancelAtPeriodEnd,
          endsAt: fact.endsAt,
          observedAt: opts.observedAt,
          now: t,
        },
        opts.idSeed,
      );
      return 'applied';
    }
    case 'invoice-paid':
    case 'invoice-failed': {
      const userId = fact.userId ?? (await userOfCustomer(deps, fact.customerId));
      if (userId === null) return 'ignored';
      const common = {
        userId,
        provider,
        subscriptionId: fact.subscriptionId,
        customerId: fact.customerId ?? (await customerOf(deps, userId)) ?? 'unknown',
        periodEnd: fact.periodEnd,
        observedAt: opts.observedAt,
        now: t,
      };
      const command: SubscriptionCommand =
        fact.kind === 'invoice-paid'
          ? { type: 'ObserveInvoicePaid', ...common }
          : { type: 'ObserveInvoicePaymentFailed', ...common, reason: null };
      await runSubscription(deps, userId, opts.ctx, command, opts.idSeed);
      return 'applied';
    }
    case 'payment-intent': {
      await runPayment(
        deps,
        fact.paymentId,
        opts.ctx,
        {
          type: 'ObservePaymentIntent',
          paymentId: fact.paymentId,
          userId: fact.userId,
          purpose: fact.purpose,
          provider,
          intentId: fact.intentId,
          outcome: fact.outcome,
          amountCents: fact.amountCents,
          currency: fact.currency,
          reason: fact.reason,
          now: t,
        },
        opts.idSeed,
      );
      return 'applied';
    }
  }
}

export type ProviderEventOutcome = 'applied' | 'ignored' | 'rejected' | 'duplicate';

/**
 * The one handler of provider events: Stripe's webhook endpoint and the test provider both call
 * it. A provider event is handled once (its id is remembered), in whatever order events come.
 */
export async function handleProviderEvent(deps: BillingDeps, event: ProviderEvent): Promise<ProviderEventOutcome> {
  const provider = providerKind(deps);
  const seen = await deps.knex('billing_provider_events').where({ provider, event_id: event.id }).first('outcome');
  if (seen) return 'duplicate';
  let outcome: ProviderEventOutcome;
  try {
    outcome = await applyFact(deps, translateEvent(event), {
      observedAt: eventTime(event),
      ctx: { correlationId: event.id, causationId: event.id },
      idSeed: `${provider}:${event.id}`,
    });
  } catch (err) {
    // A fact the rules refuse (a payment of the wrong amount) will not improve on redelivery.
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    deps.logger.error({ err, eventId: event.id, type: event.type }, 'provider event refused by the billing rules');
    outcome = 'rejected';
  }
  await deps.knex('billing_provider_events')
    .insert({ provider, event_id: event.id, type: event.type, outcome })
    .onConflict(['provider', 'event_id'])
    .ignore();
  return outcome;
}

/** Records what a fresh retrieval of the subscription (and its latest invoice) says. */
async function observeRetrieved(deps: BillingDeps, subscription: ProviderObject, ctx: CommandContext): Promise<void> {
  await applyFact(deps, subscriptionFact(subscription), { observedAt: null, ctx });
  const invoice = subscription.latest_invoice;
  if (invoice && typeof invoice === 'object' && (invoice as { status?: unknown }).status === 'paid') {
    await applyFact(deps, invoiceFact(invoice, 'invoice-paid'), { observedAt: null, ctx });
  }
}

// ---- the subscription, as the user asks for it

/** POST /api/subscription: an incomplete subscription whose first payment the browser's form confirms. */
export async function startSubscription(deps: BillingDeps, userId: number, ctx: CommandContext): Promise<{ clientSecret: string; append?: AppendResult }> {
  const provider = paymentProvider(deps);
  await withProvider(deps, async () => provider.tick?.());
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
      price: { productName: PREMIUM_PLAN.productName, amountCents: PREMIUM_PLAN.amountCents, currency: PREMIUM_PLAN.currency, interval: PREMIUM_PLAN.interval },
      // Same user, same stream version: a double click gets the same subscription back.
      idempotencyKey: `casebook-subscription-${customerId}-v${version}`,
    }),
  );
  if (!clientSecret) throw new AppError(502, 'PAYMENT_PROVIDER', MESSAGES.noClientSecret);
  const fact = subscriptionFact(subscription);
  const result = await runSubscription(deps, userId, ctx, {
    type: 'StartSubscription',
    userId,
    provider: providerKind(deps),
    subscriptionId: subscription.id,
    customerId,
    observedAt: fact.kind === 'subscription' ? fact.created : null,
    now: now(),
  });
  await withProvider(deps, async () => provider.flush?.());
  return { clientSecret, append: result.append };
}

/** POST /api/subscription/cancel: ends at the end of the paid period, as the provider confirms. */
export async function cancelSubscription(deps: BillingDeps, userId: number, ctx: CommandContext) {
  const provider = paymentProvider(deps);
  const { state, version } = await loadSubscription(deps, userId);
  assertCanCancel(state);
  if (state.cancelAtPeriodEnd) return { state };
  const object = await withProvider(deps, () =>
    provider.cancelSubscriptionAtPeriodEnd(state.subscriptionId, `casebook-cancel-${state.subscriptionId}-v${version}`),
  );
  const fact = subscriptionFact(object);
  if (fact.kind !== 'subscription' || !fact.cancelAtPeriodEnd) {
    throw new AppError(502, 'PAYMENT_PROVIDER', MESSAGES.providerDown);
  }
  const result = await runSubscription(deps, userId, ctx, {
    type: 'ScheduleCancellation',
    subscriptionId: state.subscriptionId,
    endsAt: fact.endsAt ?? fact.currentPeriodEnd,
    observedAt: fact.canceledAt,
    now: now(),
  });
  await withProvider(deps, async () => provider.flush?.());
  return result;
}

/** POST /api/subscription/portal: where the user manages payment methods. */
export async function openBillingPortal(deps: BillingDeps, userId: number, returnUrl: string): Promise<{ url: string }> {
  const customerId = await customerOf(deps, userId);
  if (!customerId) throw new ConflictError(MESSAGES.noBillingAccount);
  return withProvider(deps, () =>
    paymentProvider(deps).createPortalSession({ customerId, returnUrl, idempotencyKey: `casebook-portal-${customerId}-${randomUUID()}` }),
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
): Promise<{ outcome: 'succeeded' | 'processing' | 'failed'; message: string | null }> {
  const provider = paymentProvider(deps);
  await withProvider(deps, async () => {
    await provider.flush?.();
    await provider.tick?.();
  });
  const { state } = await loadSubscription(deps, userId);
  if (state.status === 'active') return { outcome: 'succeeded', message: null };
  if (state.status !== 'incomplete' && state.status !== 'past_due') {
    return { outcome: 'failed', message: 'No subscription payment is waiting. Press Subscribe to start one.' };
  }
  const { subscription, latestPayment } = await withProvider(deps, () => provider.retrieveSubscription(state.subscriptionId));
  await observeRetrieved(deps, subscription, ctx);
  const after = (await loadSubscription(deps, userId)).state;
  if (after.status === 'active') return { outcome: 'succeeded', message: null };
  const failed =
    latestPayment?.paymentIntentStatus === 'requires_payment_method' && (latestPayment.errorMessage !== null || input.redirectStatus === 'failed');
  if (failed || after.status === 'canceled') {
    return { outcome: 'failed', message: latestPayment?.errorMessage ?? 'Your payment was not processed. Please try again.' };
  }
  return { outcome: 'processing', message: 'Your payment is being confirmed by the payment provider.' };
}

/**
 * Erasure: the provider stops billing an erased user at once (no refund of the running period).
 * Idempotent. To be called by the reaction to identity's UserErased.
 */
export async function endSubscriptionOfErasedUser(deps: BillingDeps, userId: number): Promise<void> {
  const { state } = await loadSubscription(deps, userId);
  if (state.status !== 'incomplete' && state.status !== 'active' && state.status !== 'past_due') return;
  const provider = paymentProvider(deps);
  const object = await withProvider(deps, () => provider.cancelSubscriptionNow(state.subscriptionId, `casebook-erasure-${state.subscriptionId}`));
  await applyFact(deps, subscriptionFact(object), { observedAt: null, ctx: { causationId: `erasure-${userId}` } });
  await withProvider(deps, async () => provider.flush?.());
}

// ---- one-time payments (the casework module calls these through index.ts)

/** One payment per purpose (a case is paid once): its id is made from the purpose. */
export function paymentIdFor(purpose: PaymentPurpose): string {
  return eventIdFrom(`payment:${purpose.kind}:${purpose.caseId}`, 0);
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
  const provider = paymentProvider(deps);
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
    provider: providerKind(deps),
    intentId: paymentIntent.id,
    now: now(),
  });
  await withProvider(deps, async () => provider.flush?.());
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
  const provider = paymentProvider(deps);
  await withProvider(deps, async () => provider.flush?.());
  const { state } = await loadPayment(deps, paymentId);
  if (state.status === 'none') return { paymentId, status: 'none', reason: null };
  if (state.userId !== input.userId) throw new ForbiddenError();
  if (state.status !== 'succeeded') {
    const intent = await withProvider(deps, () => provider.retrievePaymentIntent(state.intentId));
    const failed = intent.status === 'requires_payment_method' && intent.last_payment_error != null;
    if (intent.status === 'succeeded' || failed) {
      await applyFact(deps, paymentIntentFact(intent, failed ? 'failed' : 'succeeded'), { observedAt: null, ctx });
    }
  }
  const after = (await loadPayment(deps, paymentId)).state;
  return {
    paymentId,
    status: after.status,
    reason: after.status === 'failed' ? after.reason : null,
  };
}

// ---- the local test provider's clock

/** Lets the test provider catch up with time (ends, renewals); Stripe keeps its own clock. Answers whether anything moved. */
export async function paymentClock(deps: BillingDeps): Promise<boolean> {
  const provider = paymentProvider(deps);
  return ((await withProvider(deps, async () => provider.tick?.())) ?? 0) > 0;
}

export const billingEventTypes: readonly string[] = [...subscriptionEventTypes, ...paymentEventTypes];
