// Provider facts → commands. The one handler of provider events (Stripe's webhook endpoint and the
// test provider both call it), and the recording of a fresh server-side retrieval.
import type { CommandContext } from '../../infra/eventstore/event.js';
import { AppError } from '../../infra/http/errors.js';
import type { ProviderEvent, ProviderObject } from '../../infra/payments/types.js';
import { observationNeedsRetrieval, type SubscriptionCommand } from './decider.js';
import { customerOf, userOfCustomer } from './customers.js';
import { eventTime, invoiceFact, subscriptionFact, translateEvent, type ProviderFact } from './provider-events.js';
import { now, withProvider, type BillingDeps } from './provider.js';
import { loadSubscription, runPayment, runSubscription } from './streams.js';

export interface FactOptions {
  /** Provider time of the fact; null for a retrieval made just now. */
  observedAt: string | null;
  ctx: CommandContext;
  idempotencyName?: string;
}

/**
 * Whether a user id a provider event names (from metadata Casebook wrote) is an account Casebook
 * made: one with a customer at this provider, or one that is active. A signed event naming an id
 * not (yet) given to anyone must not store a subscription for that future account (issue 29).
 */
async function knownAccount(deps: BillingDeps, userId: number): Promise<boolean> {
  if (await customerOf(deps, userId)) return true;
  return deps.accountActive ? deps.accountActive(userId) : true;
}

export async function applyFact(deps: BillingDeps, fact: ProviderFact, opts: FactOptions): Promise<'applied' | 'ignored'> {
  const provider = deps.provider.kind;
  const t = now();
  if (fact.kind !== 'ignored') {
    const named = fact.userId;
    if (named !== null && named !== undefined && !(await knownAccount(deps, named))) {
      deps.logger.warn(
        { userId: named, kind: fact.kind, correlationId: opts.ctx.correlationId },
        'provider event names no Casebook account: ignored',
      );
      return 'ignored';
    }
  }
  switch (fact.kind) {
    case 'ignored':
      return 'ignored';
    case 'subscription': {
      const userId = fact.userId ?? (await userOfCustomer(deps, fact.customerId));
      if (userId === null) return 'ignored';
      if (opts.observedAt !== null) {
        const { state } = await loadSubscription(deps, userId);
        const observed = { ...fact, observedAt: opts.observedAt };
        if (observationNeedsRetrieval(state, observed)) {
          // Same provider second as the newest recorded fact, and it would change something: the
          // order is unknown (a late "updated" from the first payment after a cancellation in that
          // second), so the subscription as the provider holds it now decides.
          const { subscription } = await withProvider(deps, () => deps.provider.retrieveSubscription(fact.subscriptionId));
          const fresh = subscriptionFact(subscription);
          if (fresh.kind !== 'subscription') return 'ignored';
          return applyFact(deps, fresh, { ...opts, observedAt: null });
        }
      }
      const command: SubscriptionCommand = {
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
      };
      await runSubscription(deps, userId, opts.ctx, command, opts.idempotencyName);
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
      await runSubscription(deps, userId, opts.ctx, command, opts.idempotencyName);
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
        opts.idempotencyName,
      );
      return 'applied';
    }
  }
}

export type ProviderEventOutcome = 'applied' | 'ignored' | 'rejected' | 'duplicate';

/** A provider event is handled once (its id is remembered), in whatever order events come. */
export async function handleProviderEvent(deps: BillingDeps, event: ProviderEvent): Promise<ProviderEventOutcome> {
  const provider = deps.provider.kind;
  const seen = await deps.knex('billing_provider_events').where({ provider, event_id: event.id }).first('outcome');
  if (seen) return 'duplicate';
  let outcome: ProviderEventOutcome;
  try {
    outcome = await applyFact(deps, translateEvent(event), {
      observedAt: eventTime(event),
      ctx: { correlationId: event.id, causationId: event.id },
      idempotencyName: `${provider}:${event.id}`,
    });
  } catch (err) {
    // A fact the rules refuse (a payment of the wrong amount) will not improve on redelivery.
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    deps.logger.error({ err, eventId: event.id, type: event.type }, 'provider event refused by the billing rules');
    outcome = 'rejected';
  }
  await deps
    .knex('billing_provider_events')
    .insert({ provider, event_id: event.id, type: event.type, outcome })
    .onConflict(['provider', 'event_id'])
    .ignore();
  return outcome;
}

/** Records what a fresh retrieval of the subscription (and its latest invoice) says. */
export async function observeRetrieved(deps: BillingDeps, subscription: ProviderObject, ctx: CommandContext): Promise<void> {
  await applyFact(deps, subscriptionFact(subscription), { observedAt: null, ctx });
  const invoice = subscription.latest_invoice;
  if (invoice && typeof invoice === 'object' && (invoice as { status?: unknown }).status === 'paid') {
    await applyFact(deps, invoiceFact(invoice, 'invoice-paid'), { observedAt: null, ctx });
  }
}
