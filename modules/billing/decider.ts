// Pure rules of a user's premium subscription: decide(command, state) → events; evolve(state, event).
//
// Casebook never decides that a subscription is paid: the payment provider does. Most commands
// here are *observations* of the provider's record (from a webhook or a server-side retrieval),
// and they may arrive in any order, more than once. The rules that keep the outcome independent
// of order:
//   - a subscription is `incomplete` only before anything else happened: an incomplete
//     observation never moves a subscription back;
//   - an ended subscription stays ended (its id is remembered; later facts about it are ignored);
//   - the paid-through date (currentPeriodEnd) only grows: a paid invoice for a period already
//     paid changes nothing;
//   - a failed invoice for a period already paid is old news;
//   - active ⇄ past_due and the cancel-at-period-end flag follow the provider's own clock
//     (`observedAt`): an observation older than the last recorded one is ignored (a newer one
//     that changes nothing is recorded as SubscriptionObserved, so that it counts); an event of
//     the same provider second that would change them cannot be ordered, and the handler records
//     a fresh retrieval instead (observationNeedsRetrieval);
//   - a past-due subscription is settled only by a payment newer than the past-due news;
//   - an end seen before the subscription itself is recorded (started and ended at once).
// A fact about a subscription Casebook has not recorded yet (a webhook that beat the API's own
// append) starts it from the provider's data, so nothing waits for a particular order.
import { ConflictError } from '../../infra/http/errors.js';
import { MESSAGES, PREMIUM_PLAN } from './contract.js';
import type { SubscriptionEvent } from './events.js';

export type ProviderKind = 'stripe' | 'test';

/** The provider's subscription status, reduced to what Casebook tells apart. */
export type ObservedStatus = 'incomplete' | 'active' | 'past_due' | 'canceled' | 'expired';

interface Running {
  userId: number;
  provider: ProviderKind;
  subscriptionId: string;
  customerId: string;
  /** End of the paid period (null until the first payment). */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  endsAt: string | null;
  /** The provider time of the newest fact recorded. */
  observedAt: string | null;
  /** Provider ids of this user's subscriptions that ended. */
  ended: string[];
}

export type Subscription =
  | { status: 'none'; ended: string[] }
  | ({ status: 'incomplete' | 'active' | 'past_due' } & Running)
  | { status: 'canceled'; userId: number; subscriptionId: string; endedAt: string; ended: string[] };

export const initialState: Subscription = { status: 'none', ended: [] };

/** What every provider observation says about where it comes from. */
interface ProviderFacts {
  userId: number;
  provider: ProviderKind;
  subscriptionId: string;
  customerId: string;
  /** The provider's time of the fact; null when it was retrieved just now. */
  observedAt: string | null;
  now: string;
}

export type SubscriptionCommand =
  | {
      type: 'StartSubscription';
      userId: number;
      provider: ProviderKind;
      subscriptionId: string;
      customerId: string;
      observedAt: string | null;
      now: string;
    }
  | { type: 'ScheduleCancellation'; subscriptionId: string; endsAt: string | null; observedAt: string | null; now: string }
  /** The user takes back a cancellation at period end before that end (the provider has already agreed). */
  | { type: 'WithdrawCancellation'; subscriptionId: string; observedAt: string | null; now: string }
  | ({
      type: 'ObserveSubscription';
      status: ObservedStatus;
      currentPeriodEnd: string | null;
      cancelAtPeriodEnd: boolean;
      endsAt: string | null;
    } & ProviderFacts)
  | ({ type: 'ObserveInvoicePaid'; periodEnd: string | null } & ProviderFacts)
  | ({ type: 'ObserveInvoicePaymentFailed'; periodEnd: string | null; reason: string | null } & ProviderFacts);

type Live = Extract<Subscription, { status: 'incomplete' | 'active' | 'past_due' }>;

const isLive = (s: Subscription): s is Live => s.status === 'incomplete' || s.status === 'active' || s.status === 'past_due';

const ms = (iso: string) => Date.parse(iso);
/** a is strictly before b (unknown times are never "before"). */
const older = (a: string | null, b: string | null) => a !== null && b !== null && ms(a) < ms(b);
/** a is strictly after b, or b is unknown. */
const later = (a: string | null, b: string | null) => a !== null && (b === null || ms(a) > ms(b));
const latest = (a: string | null, b: string | null) => (later(a, b) ? a : b);

/** Throws the 409 that POST /api/subscription answers when the user may not start another one. */
export function assertCanSubscribe(state: Subscription): void {
  if (state.status === 'active') throw new ConflictError(MESSAGES.alreadySubscribed);
  if (state.status === 'past_due') throw new ConflictError(MESSAGES.pastDue);
}

export function assertCanCancel(state: Subscription): asserts state is Running & { status: 'active' | 'past_due' } {
  if (state.status !== 'active' && state.status !== 'past_due') throw new ConflictError(MESSAGES.nothingToCancel);
}

/** When a subscription cancelled at period end stops: its end, else the end of the paid period. */
const endOf = (s: Running): string | null => s.endsAt ?? s.currentPeriodEnd;

/**
 * Throws the 409 that POST /api/subscription/resume answers unless a cancellation at period end
 * is waiting and that end is still ahead of `now` (once it has passed the subscription has
 * lapsed, even before the provider's "deleted" event arrives: subscription-status.ts).
 */
export function assertCanResume(state: Subscription, now: string): asserts state is Running & { status: 'active' | 'past_due' } {
  if ((state.status !== 'active' && state.status !== 'past_due') || !state.cancelAtPeriodEnd) {
    throw new ConflictError(MESSAGES.nothingToResume);
  }
  const end = endOf(state);
  if (end !== null && ms(end) <= ms(now)) throw new ConflictError(MESSAGES.periodEnded);
}

function started(c: ProviderFacts, source: 'api' | 'provider'): SubscriptionEvent {
  return {
    type: 'SubscriptionStarted',
    data: {
      userId: c.userId,
      providerSubscriptionId: c.subscriptionId,
      provider: c.provider,
      providerCustomerId: c.customerId,
      plan: PREMIUM_PLAN.plan,
      amountCents: PREMIUM_PLAN.amountCents,
      currency: PREMIUM_PLAN.currency,
      interval: PREMIUM_PLAN.interval,
      source,
      at: c.now,
      observedAt: c.observedAt,
    },
  };
}

type Observation = Extract<SubscriptionCommand, { type: 'ObserveSubscription' | 'ObserveInvoicePaid' | 'ObserveInvoicePaymentFailed' }>;

/**
 * Routes an observation to the subscription it is about: ignored for an ended one or another
 * running one; for a user with no running subscription, the provider's subscription starts here.
 */
function observe(c: Observation, state: Subscription, rule: (s: Live) => SubscriptionEvent[]): SubscriptionEvent[] {
  if (state.ended.includes(c.subscriptionId)) return [];
  if (!isLive(state)) {
    const first = started(c, 'provider');
    if (c.type === 'ObserveSubscription' && (c.status === 'canceled' || c.status === 'expired')) {
      // Its end came before anything else about it (a "deleted" webhook before the "updated" ones):
      // recorded as started and ended, so that the older facts still on their way are ignored.
      return [
        first,
        {
          type: 'SubscriptionEnded',
          data: {
            userId: c.userId,
            providerSubscriptionId: c.subscriptionId,
            at: c.now,
            observedAt: c.observedAt,
            reason: c.status === 'expired' ? 'expired' : 'canceled',
          },
        },
      ];
    }
    const next = evolve(state, first);
    return [first, ...(isLive(next) ? rule(next) : [])];
  }
  if (state.subscriptionId !== c.subscriptionId) return [];
  return rule(state);
}

function base(s: Live, c: { now: string; observedAt: string | null }) {
  return { userId: s.userId, providerSubscriptionId: s.subscriptionId, at: c.now, observedAt: c.observedAt };
}

/**
 * Whether an observation from a provider event cannot be ordered against what is recorded: it
 * carries the same provider second as the newest recorded fact (Stripe's clock counts whole
 * seconds) and would change the status or the cancel-at-period-end flag. Events arrive in any
 * order, so "same second" says nothing about which came first; the event handler asks the
 * provider for the subscription as it is now instead of guessing (provider-facts.ts).
 */
export function observationNeedsRetrieval(
  state: Subscription,
  c: { subscriptionId: string; status: ObservedStatus; cancelAtPeriodEnd: boolean; observedAt: string | null },
): boolean {
  if (!isLive(state) || state.subscriptionId !== c.subscriptionId) return false;
  if (c.observedAt === null || state.observedAt === null || ms(c.observedAt) !== ms(state.observedAt)) return false;
  if (c.status === 'canceled' || c.status === 'expired' || c.status === 'incomplete') return false;
  const statusChanges = state.status !== 'incomplete' && c.status !== state.status;
  return statusChanges || c.cancelAtPeriodEnd !== state.cancelAtPeriodEnd;
}

function observeSubscription(c: Extract<SubscriptionCommand, { type: 'ObserveSubscription' }>, s: Live): SubscriptionEvent[] {
  if (c.status === 'canceled' || c.status === 'expired') {
    return [{ type: 'SubscriptionEnded', data: { ...base(s, c), reason: c.status === 'expired' ? 'expired' : 'canceled' } }];
  }
  if (c.status === 'incomplete') return [];
  const stale = older(c.observedAt, s.observedAt);
  const out: SubscriptionEvent[] = [];
  const periodEnd = latest(c.currentPeriodEnd, s.currentPeriodEnd);
  if (c.status === 'active') {
    if (s.status === 'incomplete' || (s.status === 'past_due' && !stale)) {
      out.push({ type: 'SubscriptionActivated', data: { ...base(s, c), currentPeriodEnd: periodEnd } });
    } else if (s.status === 'active' && later(c.currentPeriodEnd, s.currentPeriodEnd)) {
      out.push({ type: 'SubscriptionRenewed', data: { ...base(s, c), currentPeriodEnd: c.currentPeriodEnd! } });
    }
  } else if (c.status === 'past_due' && s.status !== 'past_due' && !stale) {
    out.push({ type: 'SubscriptionPaymentFailed', data: { ...base(s, c), status: 'past_due', reason: null } });
  }
  if (!stale && c.cancelAtPeriodEnd !== s.cancelAtPeriodEnd) {
    out.push(
      c.cancelAtPeriodEnd
        ? { type: 'SubscriptionCancellationScheduled', data: { ...base(s, c), endsAt: c.endsAt ?? periodEnd, requestedBy: 'provider' } }
        : { type: 'SubscriptionCancellationWithdrawn', data: { ...base(s, c), requestedBy: 'provider' } },
    );
  }
  // The provider's newer word that nothing changed is news too: an older observation still on its
  // way (a "cancellation scheduled" that the newer "withdrawn" already undid) must be stale.
  if (out.length === 0 && later(c.observedAt, s.observedAt)) out.push({ type: 'SubscriptionObserved', data: base(s, c) });
  return out;
}

function observeInvoicePaid(c: Extract<SubscriptionCommand, { type: 'ObserveInvoicePaid' }>, s: Live): SubscriptionEvent[] {
  const periodEnd = latest(c.periodEnd, s.currentPeriodEnd);
  switch (s.status) {
    case 'incomplete':
      return [{ type: 'SubscriptionActivated', data: { ...base(s, c), currentPeriodEnd: periodEnd } }];
    case 'past_due': {
      // Only a payment the provider made after it said "past due" can settle it (an older one was
      // already known to the provider then), and only one beyond the paid-through date: the period
      // that failed.
      const settles = !older(c.observedAt, s.observedAt) && (c.periodEnd === null || later(c.periodEnd, s.currentPeriodEnd));
      return settles ? [{ type: 'SubscriptionActivated', data: { ...base(s, c), currentPeriodEnd: periodEnd } }] : [];
    }
    case 'active':
      return later(c.periodEnd, s.currentPeriodEnd)
        ? [{ type: 'SubscriptionRenewed', data: { ...base(s, c), currentPeriodEnd: c.periodEnd! } }]
        : [];
  }
}

function observeInvoiceFailed(c: Extract<SubscriptionCommand, { type: 'ObserveInvoicePaymentFailed' }>, s: Live): SubscriptionEvent[] {
  switch (s.status) {
    case 'incomplete':
      return [{ type: 'SubscriptionPaymentFailed', data: { ...base(s, c), status: 'incomplete', reason: c.reason } }];
    case 'active':
      // Only a renewal (an invoice for a period beyond the paid one) can make it past due.
      return later(c.periodEnd, s.currentPeriodEnd)
        ? [{ type: 'SubscriptionPaymentFailed', data: { ...base(s, c), status: 'past_due', reason: c.reason } }]
        : [];
    case 'past_due':
      return [];
  }
}

export function decide(command: SubscriptionCommand, state: Subscription): SubscriptionEvent[] {
  switch (command.type) {
    case 'StartSubscription': {
      if (state.ended.includes(command.subscriptionId)) throw new ConflictError('That subscription has already ended');
      if (isLive(state) && state.subscriptionId === command.subscriptionId) return [];
      assertCanSubscribe(state);
      const first = started(command, 'api');
      if (state.status === 'incomplete') {
        // The unpaid one is given up for the new one.
        return [{ type: 'SubscriptionEnded', data: { ...base(state, command), observedAt: null, reason: 'replaced' } }, first];
      }
      return [first];
    }
    case 'ScheduleCancellation': {
      assertCanCancel(state);
      if (state.subscriptionId !== command.subscriptionId) throw new ConflictError(MESSAGES.nothingToCancel);
      if (state.cancelAtPeriodEnd) return [];
      return [
        {
          type: 'SubscriptionCancellationScheduled',
          data: { ...base(state, command), endsAt: command.endsAt ?? state.currentPeriodEnd, requestedBy: 'user' },
        },
      ];
    }
    case 'WithdrawCancellation': {
      assertCanResume(state, command.now);
      if (state.subscriptionId !== command.subscriptionId) throw new ConflictError(MESSAGES.nothingToResume);
      return [{ type: 'SubscriptionCancellationWithdrawn', data: { ...base(state, command), requestedBy: 'user' } }];
    }
    case 'ObserveSubscription':
      return observe(command, state, (s) => observeSubscription(command, s));
    case 'ObserveInvoicePaid':
      return observe(command, state, (s) => observeInvoicePaid(command, s));
    case 'ObserveInvoicePaymentFailed':
      return observe(command, state, (s) => observeInvoiceFailed(command, s));
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${(unhandled as { type: string }).type}`);
    }
  }
}

export function evolve(state: Subscription, event: SubscriptionEvent): Subscription {
  const d = event.data;
  const observedAt = (s: { observedAt: string | null }) => latest(d.observedAt, s.observedAt);
  switch (event.type) {
    case 'SubscriptionStarted':
      return {
        status: 'incomplete',
        userId: event.data.userId,
        provider: event.data.provider,
        subscriptionId: event.data.providerSubscriptionId,
        customerId: event.data.providerCustomerId,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        endsAt: null,
        observedAt: event.data.observedAt,
        ended: state.ended,
      };
    case 'SubscriptionActivated':
      if (!isLive(state)) return state;
      return {
        ...state,
        status: 'active',
        currentPeriodEnd: latest(event.data.currentPeriodEnd, state.currentPeriodEnd),
        observedAt: observedAt(state),
      };
    case 'SubscriptionRenewed':
      if (!isLive(state)) return state;
      return { ...state, currentPeriodEnd: latest(event.data.currentPeriodEnd, state.currentPeriodEnd), observedAt: observedAt(state) };
    case 'SubscriptionPaymentFailed':
      if (!isLive(state)) return state;
      return { ...state, status: event.data.status, observedAt: observedAt(state) };
    case 'SubscriptionCancellationScheduled':
      if (!isLive(state)) return state;
      return { ...state, cancelAtPeriodEnd: true, endsAt: event.data.endsAt, observedAt: observedAt(state) };
    case 'SubscriptionCancellationWithdrawn':
      if (!isLive(state)) return state;
      return { ...state, cancelAtPeriodEnd: false, endsAt: null, observedAt: observedAt(state) };
    case 'SubscriptionObserved':
      if (!isLive(state)) return state;
      return { ...state, observedAt: observedAt(state) };
    case 'SubscriptionEnded':
      return {
        status: 'canceled',
        userId: event.data.userId,
        subscriptionId: event.data.providerSubscriptionId,
        endedAt: event.data.at,
        ended: state.ended.includes(event.data.providerSubscriptionId) ? state.ended : [...state.ended, event.data.providerSubscriptionId],
      };
    default:
      return state;
  }
}
