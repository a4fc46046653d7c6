import { describe, expect, it } from 'vitest';
import { decidePayment, evolvePayment, initialPaymentState, type Payment, type PaymentCommand } from './payment-decider.js';
import type { PaymentEvent } from './events.js';

const now = '2026-11-23T10:00:00.000Z';
const purpose = { kind: 'case-analysis' as const, caseId: 42 };
const given = (events: PaymentEvent[]): Payment => events.reduce(evolvePayment, initialPaymentState);
const when = (events: PaymentEvent[], command: PaymentCommand) => decidePayment(command, given(events));

const start: PaymentCommand = { type: 'StartPayment', paymentId: 'p1', userId: 7, purpose, provider: 'test', intentId: 'pi_1', now };
const observed = (
  outcome: 'succeeded' | 'failed',
  more: Partial<Extract<PaymentCommand, { type: 'ObservePaymentIntent' }>> = {},
): PaymentCommand => ({
  type: 'ObservePaymentIntent',
  paymentId: 'p1',
  userId: 7,
  purpose,
  provider: 'test',
  intentId: 'pi_1',
  outcome,
  amountCents: 19999,
  currency: 'usd',
  reason: outcome === 'failed' ? 'Your card was declined.' : null,
  now,
  ...more,
});
const started = when([], start);
const paid = [...started, ...when(started, observed('succeeded'))];

describe('payment decider', () => {
  it('starts a case-analysis payment at the server price (19999 cents), whatever the caller thinks', () => {
    expect(started).toEqual([
      {
        type: 'PaymentStarted',
        data: {
          paymentId: 'p1',
          userId: 7,
          purpose,
          amountCents: 19999,
          currency: 'usd',
          provider: 'test',
          providerPaymentIntentId: 'pi_1',
          at: now,
        },
      },
    ]);
    expect(given(started)).toMatchObject({ status: 'pending', amountCents: 19999 });
  });

  it('starts once; another user may not take it over; a paid one cannot start again', () => {
    expect(when(started, start)).toEqual([]);
    expect(() => when(started, { ...start, userId: 8 } as PaymentCommand)).toThrow('Access Denied');
    expect(() => when(paid, start)).toThrow('This payment has already been completed.');
  });

  it('succeeds on the provider confirming the right amount, and only once', () => {
    expect(paid.at(-1)).toEqual({
      type: 'PaymentSucceeded',
      data: { paymentId: 'p1', userId: 7, purpose, amountCents: 19999, currency: 'usd', providerPaymentIntentId: 'pi_1', at: now },
    });
    expect(given(paid)).toMatchObject({ status: 'succeeded', paidAt: now });
    expect(when(paid, observed('succeeded'))).toEqual([]);
    expect(when(paid, observed('failed'))).toEqual([]);
  });

  it('refuses a success for another amount or currency, or for another purchase', () => {
    expect(() => when(started, observed('succeeded', { amountCents: 100 }))).toThrow(/is not the price/);
    expect(() => when(started, observed('succeeded', { currency: 'eur' }))).toThrow(/is not the price/);
    expect(() => when(started, observed('succeeded', { purpose: { kind: 'case-analysis', caseId: 43 } }))).toThrow(/does not belong/);
  });

  it('records each failed attempt; a later success still counts; a failure of an older intent is ignored', () => {
    const failed = when(started, observed('failed'));
    expect(failed[0]).toMatchObject({ type: 'PaymentFailed', data: { reason: 'Your card was declined.', amountCents: 19999 } });
    const history = [...started, ...failed];
    expect(given(history)).toMatchObject({ status: 'failed', reason: 'Your card was declined.' });
    expect(when(history, observed('succeeded'))[0]!.type).toBe('PaymentSucceeded');
    expect(when(history, observed('failed', { intentId: 'pi_old' }))).toEqual([]);
  });

  it('starts from the provider facts when its event comes before the start was recorded', () => {
    expect(when([], observed('succeeded')).map((e) => e.type)).toEqual(['PaymentStarted', 'PaymentSucceeded']);
    expect(() => when([], observed('succeeded', { amountCents: 1 }))).toThrow(/is not the price/);
  });
});
