// The server side of the test provider's card form: the browser submits a card (and later its
// answer to a 3-D Secure challenge) and the provider, never the browser, decides what the card
// does. Refusals name their reason; the module serving the form words them for its users.
import { AUTHENTICATION_FAILED, CARD_MESSAGES, cardOutcome } from './cards.js';
import { awaitAuthentication, failIntent, lockIntent, succeedIntent } from './intents.js';
import type { ProviderContext } from './context.js';
import type { IntentRow, Trx } from './tables.js';

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface TestPaymentResult {
  status: 'succeeded' | 'requires_action' | 'failed';
  message?: string;
  code?: string;
  returnUrl: string | null;
}

export type CardFormRefusalReason = 'unknown-payment' | 'already-succeeded' | 'canceled' | 'not-awaiting-authentication';

/** The form asked for something the payment's state does not allow. */
export class CardFormRefusal extends Error {
  constructor(readonly reason: CardFormRefusalReason) {
    super(`Test payment refused: ${reason}`);
    this.name = 'CardFormRefusal';
  }
}

/** The intent a client secret names, for the user it was made for. */
async function intentOf(trx: Trx, clientSecret: string, userId: number): Promise<IntentRow> {
  const intent = await lockIntent(trx, clientSecret);
  // Someone else's secret is answered exactly like an unknown one.
  if (!intent || intent.user_id !== userId) throw new CardFormRefusal('unknown-payment');
  return intent;
}

/**
 * Where the browser goes after the payment: the intent's return path with the provider's two
 * parameters added to the query it may already have (`/case-analysis?paidCase=4` gets
 * `&payment_intent=…`), built with URL so the result is always one well-formed query.
 */
export function returnUrl(intent: Pick<IntentRow, 'id' | 'return_path'>, redirectStatus: 'succeeded' | 'failed'): string {
  const base = 'http://casebook.invalid';
  const url = new URL(intent.return_path, base);
  url.searchParams.set('payment_intent', intent.id);
  url.searchParams.set('redirect_status', redirectStatus);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Confirms the payment intent named by `clientSecret` with a card, for the user it belongs to. */
export function confirmCard(
  ctx: ProviderContext,
  input: { clientSecret: string; userId: number; card: TestCard },
): Promise<TestPaymentResult> {
  return ctx.knex.transaction(async (trx): Promise<TestPaymentResult> => {
    const intent = await intentOf(trx, input.clientSecret, input.userId);
    if (intent.status === 'succeeded') throw new CardFormRefusal('already-succeeded');
    if (intent.status === 'canceled') throw new CardFormRefusal('canceled');
    await trx('test_payment_intents')
      .where({ id: intent.id })
      .update({ card_last4: input.card.number.slice(-4) });
    const outcome = cardOutcome(input.card.number);
    if (outcome.kind === 'authenticate') {
      await awaitAuthentication(ctx, trx, intent, outcome.afterApproval);
      return { status: 'requires_action', message: CARD_MESSAGES.authenticationRequired, returnUrl: null };
    }
    if (outcome.kind === 'decline') {
      await failIntent(ctx, trx, intent, outcome.error);
      // Like Stripe's form: a decline is answered on the spot, no redirect; the user may try another card.
      return { status: 'failed', message: outcome.error.message, code: outcome.error.code, returnUrl: null };
    }
    await succeedIntent(ctx, trx, intent);
    return { status: 'succeeded', returnUrl: returnUrl(intent, 'succeeded') };
  });
}

/** The cardholder's answer to the 3-D Secure challenge. */
export function authenticate(
  ctx: ProviderContext,
  input: { clientSecret: string; userId: number; approve: boolean },
): Promise<TestPaymentResult> {
  return ctx.knex.transaction(async (trx): Promise<TestPaymentResult> => {
    const intent = await intentOf(trx, input.clientSecret, input.userId);
    if (intent.status !== 'requires_action') throw new CardFormRefusal('not-awaiting-authentication');
    const next = input.approve ? intent.pending_outcome : null;
    if (next?.kind === 'succeed') {
      await succeedIntent(ctx, trx, intent);
      return { status: 'succeeded', returnUrl: returnUrl(intent, 'succeeded') };
    }
    const error = next?.kind === 'decline' ? next.error : AUTHENTICATION_FAILED;
    await failIntent(ctx, trx, intent, error);
    // After a challenge Stripe redirects either way, with redirect_status=failed on failure.
    return { status: 'failed', message: error.message, code: error.code, returnUrl: returnUrl(intent, 'failed') };
  });
}
