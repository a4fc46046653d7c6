// The test provider's payment intents: made for one user, confirmed (or failed) only on the
// server, each change recorded as Stripe's `payment_intent.*` event.
import { randomBytes } from 'node:crypto';
import { NotFoundError } from '../../http/errors.js';
import { METADATA, type CreatePaymentIntentInput, type ProviderObject } from '../types.js';
import type { CardError } from './cards.js';
import { idempotent } from './idempotency.js';
import { payInvoice, recordFailedAttempt } from './invoices.js';
import { intentObject, newId, seconds } from './objects.js';
import type { ProviderContext } from './context.js';
import type { IntentRow, Trx } from './tables.js';

export interface NewIntent {
  userId: number;
  customerId: string | null;
  amount: number;
  currency: string;
  description: string;
  invoiceId: string | null;
  returnPath: string;
  metadata: Record<string, string>;
}

export function newIntent(ctx: ProviderContext, input: NewIntent): IntentRow {
  const id = newId('pi');
  return {
    id,
    client_secret: `${id}_secret_${randomBytes(16).toString('hex')}`,
    user_id: input.userId,
    customer_id: input.customerId,
    amount: input.amount,
    currency: input.currency,
    description: input.description,
    status: 'requires_payment_method',
    invoice_id: input.invoiceId,
    return_path: input.returnPath,
    metadata: input.metadata,
    last_error: null,
    pending_outcome: null,
    card_last4: null,
    created: seconds(ctx.now()),
  };
}

export async function insertIntent(trx: Trx, intent: IntentRow): Promise<void> {
  await trx('test_payment_intents').insert({
    ...intent,
    metadata: JSON.stringify(intent.metadata),
    last_error: null,
    pending_outcome: null,
  });
}

/** A one-time payment; like Stripe's adapter, its metadata names the user it was made for. */
export function createPaymentIntent(
  ctx: ProviderContext,
  input: CreatePaymentIntentInput,
): Promise<{ paymentIntent: ProviderObject; clientSecret: string }> {
  return idempotent(ctx.knex, input.idempotencyKey, async (trx) => {
    const intent = newIntent(ctx, {
      ...input,
      amount: input.amountCents,
      invoiceId: null,
      metadata: { ...input.metadata, [METADATA.userId]: String(input.userId) },
    });
    await insertIntent(trx, intent);
    const object = intentObject(intent);
    await ctx.events.emit(trx, 'payment_intent.created', object);
    return { paymentIntent: object, clientSecret: intent.client_secret };
  });
}

export async function retrievePaymentIntent(ctx: ProviderContext, id: string): Promise<ProviderObject> {
  const intent = await ctx.knex<IntentRow>('test_payment_intents').where({ id }).first();
  if (!intent) throw new NotFoundError(`No such payment_intent: '${id}'`);
  return intentObject(intent);
}

/** The intent a client secret names, locked; undefined when there is none. */
export function lockIntent(trx: Trx, clientSecret: string): Promise<IntentRow | undefined> {
  return trx<IntentRow>('test_payment_intents').where({ client_secret: clientSecret }).forUpdate().first();
}

export async function awaitAuthentication(
  ctx: ProviderContext,
  trx: Trx,
  intent: IntentRow,
  afterApproval: IntentRow['pending_outcome'],
): Promise<void> {
  await trx('test_payment_intents')
    .where({ id: intent.id })
    .update({ status: 'requires_action', pending_outcome: JSON.stringify(afterApproval), last_error: null });
  await ctx.events.emit(trx, 'payment_intent.requires_action', intentObject({ ...intent, status: 'requires_action', last_error: null }));
}

export async function succeedIntent(ctx: ProviderContext, trx: Trx, intent: IntentRow): Promise<void> {
  const paid: IntentRow = { ...intent, status: 'succeeded', last_error: null, pending_outcome: null };
  await trx('test_payment_intents').where({ id: intent.id }).update({ status: 'succeeded', last_error: null, pending_outcome: null });
  await ctx.events.emit(trx, 'payment_intent.succeeded', intentObject(paid));
  await payInvoice(ctx, trx, paid);
}

export async function failIntent(ctx: ProviderContext, trx: Trx, intent: IntentRow, error: CardError): Promise<void> {
  const failed: IntentRow = { ...intent, status: 'requires_payment_method', last_error: error, pending_outcome: null };
  await trx('test_payment_intents')
    .where({ id: intent.id })
    .update({ status: 'requires_payment_method', last_error: JSON.stringify(error), pending_outcome: null });
  await ctx.events.emit(trx, 'payment_intent.payment_failed', intentObject(failed));
  await recordFailedAttempt(ctx, trx, failed);
}
