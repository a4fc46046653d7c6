import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState, type Subscription, type SubscriptionCommand } from './decider.js';
import type { SubscriptionEvent } from './events.js';

const now = '2026-11-23T10:00:00.000Z';
const t = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute)).toISOString();
const PERIOD_1 = '2026-12-23T10:00:00.000Z';
const PERIOD_2 = '2027-01-23T10:00:00.000Z';

const given = (events: SubscriptionEvent[]): Subscription => events.reduce(evolve, initialState);
const when = (events: SubscriptionEvent[], command: SubscriptionCommand) => decide(command, given(events));
/** Applies a command's events and answers them with the new history. */
const apply = (events: SubscriptionEvent[], command: SubscriptionCommand) => [...events, ...when(events, command)];
const types = (events: SubscriptionEvent[]) => events.map((e) => e.type);

const facts = { userId: 7, provider: 'stripe' as const, subscriptionId: 'sub_1', customerId: 'cus_1', now };
const observe = (
  status: 'incomplete' | 'active' | 'past_due' | 'canceled' | 'expired',
  observedAt: string | null,
  more: Partial<SubscriptionCommand> = {},
): SubscriptionCommand =>
  ({
    type: 'ObserveSubscription',
    ...facts,
    status,
    currentPeriodEnd: PERIOD_1,
    cancelAtPeriodEnd: false,
    endsAt: null,
    observedAt,
    ...more,
  }) as SubscriptionCommand;
const invoicePaid = (periodEnd: string | null, observedAt: string | null = t(5), subscriptionId = 'sub_1'): SubscriptionCommand => ({
  type: 'ObserveInvoicePaid',
  ...facts,
  subscriptionId,
  periodEnd,
  observedAt,
});
const invoiceFailed = (
  periodEnd: string | null,
  observedAt: string | null = t(5),
  reason: string | null = 'Your card was declined.',
): SubscriptionCommand => ({
  type: 'ObserveInvoicePaymentFailed',
  ...facts,
  periodEnd,
  observedAt,
  reason,
});
const start = (subscriptionId = 'sub_1'): SubscriptionCommand => ({
  type: 'StartSubscription',
  ...facts,
  subscriptionId,
  observedAt: t(0),
});

const started = when([], start());
const active = apply(started, invoicePaid(PERIOD_1, t(5)));

describe('subscription decider: starting', () => {
  it('starts an incomplete subscription with the server price, from the API', () => {
    expect(started).toEqual([
      {
        type: 'SubscriptionStarted',
        data: {
          userId: 7,
          providerSubscriptionId: 'sub_1',
          provider: 'stripe',
          providerCustomerId: 'cus_1',
          plan: 'premium',
          amountCents: 2900,
          currency: 'usd',
          interval: 'month',
          source: 'api',
          at: now,
          observedAt: t(0),
        },
      },
    ]);
    expect(given(started)).toMatchObject({ status: 'incomplete', subscriptionId: 'sub_1', currentPeriodEnd: null });
  });

  it('records the same provider subscription once (a webhook may have started it already)', () => {
    expect(when(started, start())).toEqual([]);
    const byWebhook = when([], observe('incomplete', t(0)));
    expect(types(byWebhook)).toEqual(['SubscriptionStarted']);
    expect(byWebhook[0]!.data).toMatchObject({ source: 'provider' });
    expect(when(byWebhook, start())).toEqual([]);
  });

  it('refuses a second subscription while one is active or past due', () => {
    expect(() => when(active, start('sub_2'))).toThrow('You already have an active subscription');
    const pastDue = apply(active, observe('past_due', t(30)));
    expect(() => when(pastDue, start('sub_2'))).toThrow(/failed payment/);
  });

  it('gives up an unpaid subscription for a new one', () => {
    const events = when(started, start('sub_2'));
    expect(types(events)).toEqual(['SubscriptionEnded', 'SubscriptionStarted']);
    expect(events[0]!.data).toMatchObject({ providerSubscriptionId: 'sub_1', reason: 'replaced' });
    expect(given([...started, ...events])).toMatchObject({ status: 'incomplete', subscriptionId: 'sub_2', ended: ['sub_1'] });
  });

  it('never restarts a subscription that ended, and starts anew after one ended', () => {
    const ended = apply(active, observe('canceled', t(40)));
    expect(() => when(ended, start('sub_1'))).toThrow('That subscription has already ended');
    expect(types(when(ended, start('sub_2')))).toEqual(['SubscriptionStarted']);
  });
});

describe('subscription decider: the provider confirms', () => {
  it('activates on the provider saying active, with the paid period', () => {
    const events = when(started, observe('active', t(5)));
    expect(events).toEqual([
      {
        type: 'SubscriptionActivated',
        data: { userId: 7, providerSubscriptionId: 'sub_1', currentPeriodEnd: PERIOD_1, at: now, observedAt: t(5) },
      },
    ]);
    expect(given([...started, ...events])).toMatchObject({ status: 'active', currentPeriodEnd: PERIOD_1 });
  });

  it('activates on a paid invoice, and a second confirmation of the same payment changes nothing', () => {
    expect(types(active.slice(1))).toEqual(['SubscriptionActivated']);
    expect(when(active, observe('active', t(5)))).toEqual([]);
    expect(when(active, invoicePaid(PERIOD_1, t(6)))).toEqual([]);
  });

  it('never moves back to incomplete (a late "created" event)', () => {
    expect(when(active, observe('incomplete', t(0)))).toEqual([]);
    expect(given(active).status).toBe('active');
  });

  it('starts and activates from provider facts alone when they come before the API recorded anything', () => {
    expect(types(when([], invoicePaid(PERIOD_1)))).toEqual(['SubscriptionStarted', 'SubscriptionActivated']);
    expect(types(when([], observe('active', t(5))))).toEqual(['SubscriptionStarted', 'SubscriptionActivated']);
    // An end seen first is recorded, so that the older facts about it are ignored when they come.
    const endedFirst = apply([], observe('canceled', t(5)));
    expect(types(endedFirst)).toEqual(['SubscriptionStarted', 'SubscriptionEnded']);
    expect(given(endedFirst)).toMatchObject({ status: 'canceled', ended: ['sub_1'] });
    expect(when(endedFirst, observe('active', t(4)))).toEqual([]);
  });

  it('ignores facts about another subscription while one runs', () => {
    expect(when(active, observe('canceled', t(9), { subscriptionId: 'sub_other' } as Partial<SubscriptionCommand>))).toEqual([]);
    expect(when(active, invoicePaid(PERIOD_2, t(9), 'sub_other'))).toEqual([]);
  });

  it('ends on canceled or incomplete_expired, and ignores anything about it afterwards', () => {
    const canceled = when(active, observe('canceled', t(40)));
    expect(canceled).toEqual([
      { type: 'SubscriptionEnded', data: { userId: 7, providerSubscriptionId: 'sub_1', reason: 'canceled', at: now, observedAt: t(40) } },
    ]);
    const ended = [...active, ...canceled];
    expect(given(ended)).toMatchObject({ status: 'canceled', ended: ['sub_1'] });
    expect(when(ended, observe('active', t(50)))).toEqual([]);
    expect(when(ended, invoicePaid(PERIOD_2, t(50)))).toEqual([]);
    expect(when(started, observe('expired', t(40)))[0]!.data).toMatchObject({ reason: 'expired' });
  });

  it('renews when a later period is paid, never for an earlier one', () => {
    const renewed = when(active, invoicePaid(PERIOD_2, t(50)));
    expect(renewed).toEqual([
      {
        type: 'SubscriptionRenewed',
        data: { userId: 7, providerSubscriptionId: 'sub_1', currentPeriodEnd: PERIOD_2, at: now, observedAt: t(50) },
      },
    ]);
    expect(when([...active, ...renewed], invoicePaid(PERIOD_1, t(60)))).toEqual([]);
    expect(types(when(active, observe('active', t(50), { currentPeriodEnd: PERIOD_2 } as Partial<SubscriptionCommand>)))).toEqual([
      'SubscriptionRenewed',
    ]);
  });
});

describe('subscription decider: failed payments', () => {
  it('records a failed first payment; the subscription stays incomplete and can still be paid', () => {
    const failed = when(started, invoiceFailed(PERIOD_1));
    expect(failed).toEqual([
      {
        type: 'SubscriptionPaymentFailed',
        data: {
          userId: 7,
          providerSubscriptionId: 'sub_1',
          status: 'incomplete',
          reason: 'Your card was declined.',
          at: now,
          observedAt: t(5),
        },
      },
    ]);
    const history = [...started, ...failed];
    expect(given(history).status).toBe('incomplete');
    expect(types(when(history, invoicePaid(PERIOD_1, t(6))))).toEqual(['SubscriptionActivated']);
  });

  it('a failure of the period already paid is old news; a failed renewal makes it past due', () => {
    expect(when(active, invoiceFailed(PERIOD_1, t(5)))).toEqual([]);
    const renewalFailed = when(active, invoiceFailed(PERIOD_2, t(50)));
    expect(renewalFailed[0]).toMatchObject({ type: 'SubscriptionPaymentFailed', data: { status: 'past_due' } });
    expect(given([...active, ...renewalFailed]).status).toBe('past_due');
  });

  it('goes past due and back to active by the provider clock; stale observations are ignored', () => {
    const pastDue = apply(active, observe('past_due', t(30)));
    expect(given(pastDue).status).toBe('past_due');
    expect(when(pastDue, observe('active', t(20)))).toEqual([]); // older than the past_due news
    expect(types(when(pastDue, observe('active', t(31))))).toEqual(['SubscriptionActivated']);
    expect(when(active, observe('past_due', t(1)))).toEqual([]); // older than the activation
  });

  it('settles a past-due subscription when the failed period is paid, not by an older invoice', () => {
    const pastDue = apply(
      apply(active, observe('past_due', t(30), { currentPeriodEnd: PERIOD_2 } as Partial<SubscriptionCommand>)),
      invoiceFailed(PERIOD_2, t(30)),
    );
    expect(when(pastDue, invoicePaid(PERIOD_1, t(40)))).toEqual([]);
    expect(types(when(pastDue, invoicePaid(PERIOD_2, t(40))))).toEqual(['SubscriptionActivated']);
  });
});

describe('subscription decider: cancellation', () => {
  it('schedules the end of the paid period once, for the user', () => {
    const cancel: SubscriptionCommand = { type: 'ScheduleCancellation', subscriptionId: 'sub_1', endsAt: null, observedAt: t(20), now };
    const events = when(active, cancel);
    expect(events).toEqual([
      {
        type: 'SubscriptionCancellationScheduled',
        data: { userId: 7, providerSubscriptionId: 'sub_1', endsAt: PERIOD_1, requestedBy: 'user', at: now, observedAt: t(20) },
      },
    ]);
    const history = [...active, ...events];
    expect(given(history)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, endsAt: PERIOD_1 });
    expect(when(history, cancel)).toEqual([]);
    // the provider's echo of the same cancellation changes nothing but the time of the newest news
    expect(
      types(when(history, observe('active', t(21), { cancelAtPeriodEnd: true, endsAt: PERIOD_1 } as Partial<SubscriptionCommand>))),
    ).toEqual(['SubscriptionObserved']);
    expect(when(history, observe('active', t(20), { cancelAtPeriodEnd: true, endsAt: PERIOD_1 } as Partial<SubscriptionCommand>))).toEqual(
      [],
    );
  });

  it('refuses to cancel when nothing runs', () => {
    const cancel: SubscriptionCommand = { type: 'ScheduleCancellation', subscriptionId: 'sub_1', endsAt: null, observedAt: null, now };
    expect(() => when([], cancel)).toThrow('You have no active subscription to cancel');
    expect(() => when(started, cancel)).toThrow('You have no active subscription to cancel');
  });

  it('follows a cancellation and its withdrawal made in the provider portal, by the provider clock', () => {
    const scheduled = apply(
      active,
      observe('active', t(20), { cancelAtPeriodEnd: true, endsAt: PERIOD_1 } as Partial<SubscriptionCommand>),
    );
    expect(scheduled.at(-1)).toMatchObject({
      type: 'SubscriptionCancellationScheduled',
      data: { requestedBy: 'provider', endsAt: PERIOD_1 },
    });
    expect(when(scheduled, observe('active', t(10)))).toEqual([]); // an older "not cancelled" view
    const withdrawn = when(scheduled, observe('active', t(25)));
    expect(types(withdrawn)).toEqual(['SubscriptionCancellationWithdrawn']);
    expect(withdrawn[0]!.data).toMatchObject({ requestedBy: 'provider' });
    expect(given([...scheduled, ...withdrawn])).toMatchObject({ cancelAtPeriodEnd: false, endsAt: null });
  });
});

describe('subscription decider: resuming a cancelled subscription', () => {
  const cancel: SubscriptionCommand = { type: 'ScheduleCancellation', subscriptionId: 'sub_1', endsAt: null, observedAt: t(20), now };
  const cancelled = apply(active, cancel);
  const resume = (at = now, subscriptionId = 'sub_1'): SubscriptionCommand => ({
    type: 'WithdrawCancellation',
    subscriptionId,
    observedAt: null,
    now: at,
  });

  it('withdraws the cancellation for the user while the paid period runs; the subscription renews again', () => {
    const events = when(cancelled, resume());
    expect(events).toEqual([
      {
        type: 'SubscriptionCancellationWithdrawn',
        data: { userId: 7, providerSubscriptionId: 'sub_1', requestedBy: 'user', at: now, observedAt: null },
      },
    ]);
    const after = given([...cancelled, ...events]);
    expect(after).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, endsAt: null, currentPeriodEnd: PERIOD_1 });
    // The provider's own "updated" event for the resumption, arriving after, changes nothing but the time of the news.
    expect(types(when([...cancelled, ...events], observe('active', t(30))))).toEqual(['SubscriptionObserved']);
    // …and it may be cancelled again.
    expect(types(when([...cancelled, ...events], { ...cancel, observedAt: t(40) }))).toEqual(['SubscriptionCancellationScheduled']);
  });

  it('resumes a past-due subscription cancelled at period end too', () => {
    const pastDue = apply(cancelled, invoiceFailed(PERIOD_2, t(30)));
    expect(given(pastDue)).toMatchObject({ status: 'past_due', cancelAtPeriodEnd: true });
    expect(types(when(pastDue, resume()))).toEqual(['SubscriptionCancellationWithdrawn']);
  });

  it('refuses when no cancellation waits: nothing runs, it is unpaid, it is not cancelled, or already resumed', () => {
    const message = 'You have no cancelled subscription to resume';
    expect(() => when([], resume())).toThrow(message);
    expect(() => when(started, resume())).toThrow(message);
    expect(() => when(active, resume())).toThrow(message);
    expect(() => when(apply(cancelled, resume()), resume())).toThrow(message);
    const ended = apply(cancelled, observe('canceled', t(50)));
    expect(() => when(ended, resume())).toThrow(message);
  });

  it('refuses once the cancelled period has run out, even before the provider says it ended', () => {
    expect(() => when(cancelled, resume(PERIOD_1))).toThrow('Your Premium period has already ended. Subscribe again to get it back.');
    expect(() => when(cancelled, resume('2026-12-24T00:00:00.000Z'))).toThrow(/already ended/);
    expect(types(when(cancelled, resume('2026-12-23T09:59:59.000Z')))).toEqual(['SubscriptionCancellationWithdrawn']);
  });

  it('refuses for another subscription than the one that runs', () => {
    expect(() => when(cancelled, resume(now, 'sub_other'))).toThrow('You have no cancelled subscription to resume');
  });
});

describe('subscription decider: order does not matter', () => {
  // One successful checkout: the API's own record and each event as the provider sends it.
  const checkout: SubscriptionCommand[] = [
    start(), // POST /api/subscription recorded it
    observe('incomplete', t(0)), // customer.subscription.created
    observe('active', t(5)), // customer.subscription.updated
    invoicePaid(PERIOD_1, t(5)), // invoice.paid
    invoicePaid(PERIOD_1, t(5)), // invoice.payment_succeeded
  ];
  const permutations = <T>(xs: T[]): T[][] =>
    xs.length <= 1 ? [xs] : xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));

  it('in all 120 orders: started once, activated once, the same final state', () => {
    const orders = permutations(checkout);
    expect(orders).toHaveLength(120);
    for (const order of orders) {
      const history = order.reduce<SubscriptionEvent[]>((h, c) => apply(h, c), []);
      expect(types(history).filter((x) => x === 'SubscriptionStarted')).toHaveLength(1);
      expect(types(history).filter((x) => x === 'SubscriptionActivated')).toHaveLength(1);
      expect(given(history)).toMatchObject({
        status: 'active',
        subscriptionId: 'sub_1',
        currentPeriodEnd: PERIOD_1,
        cancelAtPeriodEnd: false,
      });
    }
  });

  // What the provider sends for a subscription's whole life, each event at its own provider time:
  // delivered late and in any order, the state is the one the newest event states. (A second
  // delivery of the same event never reaches the decider: the webhook handler knows its id.)
  const created = observe('incomplete', t(0)); // customer.subscription.created
  const paid1 = invoicePaid(PERIOD_1, t(5)); // invoice.paid, first period
  const active1 = observe('active', t(6)); // customer.subscription.updated
  const renewalFailed = invoiceFailed(PERIOD_2, t(30)); // invoice.payment_failed, second period
  const pastDue = observe('past_due', t(31), { currentPeriodEnd: PERIOD_2 } as Partial<SubscriptionCommand>);
  const paid2 = invoicePaid(PERIOD_2, t(40));
  const active2 = observe('active', t(41), { currentPeriodEnd: PERIOD_2 } as Partial<SubscriptionCommand>);
  const scheduled = observe('active', t(20), { cancelAtPeriodEnd: true, endsAt: PERIOD_1 } as Partial<SubscriptionCommand>);
  const withdrawn = observe('active', t(25));
  const deleted = observe('canceled', t(50));
  const lives: [string, SubscriptionCommand[], Partial<Subscription>][] = [
    ['a renewal that failed: past due', [created, paid1, active1, renewalFailed, pastDue], { status: 'past_due' }],
    [
      'a failed renewal paid later: active for the second period',
      [created, paid1, active1, renewalFailed, pastDue, paid2, active2],
      { status: 'active', currentPeriodEnd: PERIOD_2 },
    ],
    [
      'a cancellation at period end: active, ending',
      [created, paid1, active1, scheduled],
      { status: 'active', cancelAtPeriodEnd: true, endsAt: PERIOD_1 },
    ],
    [
      'a cancellation withdrawn: active',
      [created, paid1, active1, scheduled, withdrawn],
      { status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: PERIOD_1 },
    ],
    ['deleted after a cancellation: canceled', [created, paid1, active1, scheduled, deleted], { status: 'canceled', ended: ['sub_1'] }],
  ];
  it.each(lives)('%s, in every order', (_name, life, expected) => {
    for (const order of permutations(life)) {
      const history = order.reduce<SubscriptionEvent[]>((h, c) => apply(h, c), []);
      expect(given(history), order.map((c) => `${c.type}@${c.observedAt}`).join(' → ')).toMatchObject(expected);
      expect(types(history).filter((x) => x === 'SubscriptionStarted')).toHaveLength(1);
    }
  });

  it('leaves the state as it is for an event type it does not know', () => {
    const state = given(active);
    expect(evolve(state, { type: 'SomethingNew', data: {} } as unknown as SubscriptionEvent)).toBe(state);
  });
});
