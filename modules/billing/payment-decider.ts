// Pure rules of a one-time payment (a case analysis): decide(command, state) → events; evolve.
// The amount comes from the server's price list for the purpose, never from a request; the
// provider's record decides success, and only for the amount that was asked for.
import { ConflictError, ForbiddenError, ValidationError } from '../../infra/http/errors.js';
import { MESSAGES, PAYMENT_PRICES, type PaymentPurpose } from './contract.js';
import type { PaymentEvent } from './events.js';
import type { ProviderKind } from './decider.js';

interface Known {
  paymentId: string;
  userId: number;
  purpose: PaymentPurpose;
  amountCents: number;
  currency: string;
  intentId: string;
}

export type Payment =
  | { status: 'none' }
  | ({ status: 'pending' } & Known)
  | ({ status: 'failed'; reason: string | null } & Known)
  | ({ status: 'succeeded'; paidAt: string } & Known);

export const initialPaymentState: Payment = { status: 'none' };

export type PaymentCommand =
  | {
      type: 'StartPayment';
      paymentId: string;
      userId: number;
      purpose: PaymentPurpose;
      provider: ProviderKind;
      intentId: string;
      now: string;
    }
  | {
      type: 'ObservePaymentIntent';
      paymentId: string;
      userId: number;
      purpose: PaymentPurpose;
      provider: ProviderKind;
      intentId: string;
      outcome: 'succeeded' | 'failed';
      amountCents: number;
      currency: string;
      reason: string | null;
      now: string;
    };

export const priceFor = (purpose: PaymentPurpose) => PAYMENT_PRICES[purpose.kind];

const samePurpose = (a: PaymentPurpose, b: PaymentPurpose) => a.kind === b.kind && a.caseId === b.caseId;

function startedEvent(c: {
  paymentId: string;
  userId: number;
  purpose: PaymentPurpose;
  provider: ProviderKind;
  intentId: string;
  now: string;
}): PaymentEvent {
  const price = priceFor(c.purpose);
  return {
    type: 'PaymentStarted',
    data: {
      paymentId: c.paymentId,
      userId: c.userId,
      purpose: c.purpose,
      amountCents: price.amountCents,
      currency: price.currency,
      provider: c.provider,
      providerPaymentIntentId: c.intentId,
      at: c.now,
    },
  };
}

export function decidePayment(command: PaymentCommand, state: Payment): PaymentEvent[] {
  switch (command.type) {
    case 'StartPayment': {
      if (state.status === 'none') return [startedEvent(command)];
      if (state.userId !== command.userId) throw new ForbiddenError();
      if (state.status === 'succeeded') throw new ConflictError(MESSAGES.alreadyPaid);
      return []; // already started: the caller carries on with the existing intent
    }
    case 'ObservePaymentIntent': {
      if (state.status === 'none') {
        // The provider's event beat the start's append: the intent's metadata says what it was for.
        const first = startedEvent(command);
        return [first, ...decidePayment(command, evolvePayment(state, first))];
      }
      if (state.status === 'succeeded') return [];
      if (state.userId !== command.userId || !samePurpose(state.purpose, command.purpose)) {
        throw new ValidationError('The payment does not belong to this purchase');
      }
      const money = { amountCents: state.amountCents, currency: state.currency };
      const facts = {
        paymentId: state.paymentId,
        userId: state.userId,
        purpose: state.purpose,
        ...money,
        providerPaymentIntentId: command.intentId,
        at: command.now,
      };
      if (command.outcome === 'succeeded') {
        if (command.amountCents !== state.amountCents || command.currency.toLowerCase() !== state.currency) {
          throw new ValidationError(
            `The amount paid (${command.amountCents} ${command.currency}) is not the price (${state.amountCents} ${state.currency})`,
          );
        }
        return [{ type: 'PaymentSucceeded', data: facts }];
      }
      // A failure of another (older) intent says nothing about the current attempt.
      if (command.intentId !== state.intentId) return [];
      return [{ type: 'PaymentFailed', data: { ...facts, reason: command.reason } }];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${(unhandled as { type: string }).type}`);
    }
  }
}

export function evolvePayment(state: Payment, event: PaymentEvent): Payment {
  const d = event.data;
  const known: Known = {
    paymentId: d.paymentId,
    userId: d.userId,
    purpose: d.purpose,
    amountCents: d.amountCents,
    currency: d.currency,
    intentId: state.status === 'none' ? d.providerPaymentIntentId : state.intentId,
  };
  switch (event.type) {
    case 'PaymentStarted':
      return { status: 'pending', ...known, intentId: d.providerPaymentIntentId };
    case 'PaymentSucceeded':
      return { status: 'succeeded', ...known, paidAt: event.data.at };
    case 'PaymentFailed':
      return state.status === 'succeeded' ? state : { status: 'failed', ...known, reason: event.data.reason };
    default:
      return state;
  }
}
