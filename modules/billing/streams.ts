// The billing module's two kinds of stream, loaded and decided through the one command runner.
// Provider facts carry an idempotency name, so a provider event delivered twice appends once.
import { loadState, runCommand } from '../../infra/eventstore/command.js';
import type { CommandContext } from '../../infra/eventstore/event.js';
import { decide, evolve, initialState, type Subscription, type SubscriptionCommand } from './decider.js';
import { paymentStream, subscriptionStream, type PaymentEvent, type SubscriptionEvent } from './events.js';
import { decidePayment, evolvePayment, initialPaymentState, type Payment, type PaymentCommand } from './payment-decider.js';
import type { BillingDeps } from './provider.js';

export function loadSubscription(deps: Pick<BillingDeps, 'store'>, userId: number) {
  return loadState<Subscription, SubscriptionEvent>(deps.store, subscriptionStream(userId), evolve, initialState);
}

// Every billing command is an observation or checks its state again: safe to re-decide.
export function runSubscription(
  deps: BillingDeps,
  userId: number,
  ctx: CommandContext,
  command: SubscriptionCommand,
  idempotencyName?: string,
) {
  return runCommand<Subscription, SubscriptionEvent>({
    store: deps.store,
    stream: subscriptionStream(userId),
    evolve,
    initial: initialState,
    decide: (state) => decide(command, state),
    ctx,
    idempotencyName,
  });
}

export function loadPayment(deps: Pick<BillingDeps, 'store'>, paymentId: string) {
  return loadState<Payment, PaymentEvent>(deps.store, paymentStream(paymentId), evolvePayment, initialPaymentState);
}

export function runPayment(deps: BillingDeps, paymentId: string, ctx: CommandContext, command: PaymentCommand, idempotencyName?: string) {
  return runCommand<Payment, PaymentEvent>({
    store: deps.store,
    stream: paymentStream(paymentId),
    evolve: evolvePayment,
    initial: initialPaymentState,
    decide: (state) => decidePayment(command, state),
    ctx,
    idempotencyName,
  });
}
