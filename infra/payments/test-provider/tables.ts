// The test provider's own tables: what Stripe keeps on its side (customers, subscriptions,
// invoices, payment intents, its event log, the answers per idempotency key), and their rows.
import type { Knex } from 'knex';
import type { CardError, CardOutcome } from './cards.js';

export const testPaymentsMigration = {
  name: '0021_payments_test_provider',
  async up(knex: Knex) {
    await knex.schema.createTable('test_payment_customers', (t) => {
      t.text('id').primary();
      t.integer('user_id').notNullable().index();
      t.bigInteger('created').notNullable();
    });
    await knex.schema.createTable('test_payment_subscriptions', (t) => {
      t.text('id').primary();
      t.text('customer_id').notNullable().index();
      t.integer('user_id').notNullable().index();
      // incomplete | incomplete_expired | active | past_due | canceled
      t.text('status').notNullable();
      t.integer('amount').notNullable();
      t.text('currency').notNullable();
      t.text('product_name').notNullable();
      t.bigInteger('current_period_start').notNullable();
      t.bigInteger('current_period_end').notNullable();
      t.boolean('cancel_at_period_end').notNullable().defaultTo(false);
      t.bigInteger('canceled_at');
      t.bigInteger('ended_at');
      t.text('latest_invoice_id');
      t.jsonb('metadata').notNullable();
      t.bigInteger('created').notNullable();
      t.index(['status', 'current_period_end']);
    });
    await knex.schema.createTable('test_payment_invoices', (t) => {
      t.text('id').primary();
      t.text('subscription_id').notNullable().index();
      t.text('customer_id').notNullable();
      // open | paid | void
      t.text('status').notNullable();
      t.text('billing_reason').notNullable();
      t.integer('amount_due').notNullable();
      t.integer('amount_paid').notNullable().defaultTo(0);
      t.text('currency').notNullable();
      t.bigInteger('period_start').notNullable();
      t.bigInteger('period_end').notNullable();
      t.text('payment_intent_id');
      t.integer('attempt_count').notNullable().defaultTo(0);
      t.bigInteger('created').notNullable();
    });
    await knex.schema.createTable('test_payment_intents', (t) => {
      t.text('id').primary();
      t.text('client_secret').notNullable().unique();
      // The user who may confirm it: a client secret belongs to the user it was made for.
      t.integer('user_id').notNullable().index();
      t.text('customer_id');
      t.integer('amount').notNullable();
      t.text('currency').notNullable();
      t.text('description');
      // requires_payment_method | requires_action | succeeded | canceled
      t.text('status').notNullable();
      t.text('invoice_id');
      t.text('return_path').notNullable();
      t.jsonb('metadata').notNullable();
      t.jsonb('last_error');
      // what approving a pending 3-D Secure challenge leads to
      t.jsonb('pending_outcome');
      t.text('card_last4');
      t.bigInteger('created').notNullable();
    });
    await knex.schema.createTable('test_payment_events', (t) => {
      t.bigIncrements('seq');
      t.text('id').notNullable().unique();
      t.text('type').notNullable();
      t.jsonb('payload').notNullable();
      t.timestamp('delivered_at', { useTz: true });
      t.index(['delivered_at', 'seq']);
    });
    await knex.schema.createTable('test_payment_idempotency', (t) => {
      t.text('key').primary();
      t.jsonb('response');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex: Knex) {
    for (const table of [
      'test_payment_idempotency',
      'test_payment_events',
      'test_payment_intents',
      'test_payment_invoices',
      'test_payment_subscriptions',
      'test_payment_customers',
    ]) {
      await knex.schema.dropTableIfExists(table);
    }
  },
};

export interface SubscriptionRow {
  id: string;
  customer_id: string;
  user_id: number;
  status: string;
  amount: number;
  currency: string;
  product_name: string;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  latest_invoice_id: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface InvoiceRow {
  id: string;
  subscription_id: string;
  customer_id: string;
  status: string;
  billing_reason: string;
  amount_due: number;
  amount_paid: number;
  currency: string;
  period_start: number;
  period_end: number;
  payment_intent_id: string | null;
  attempt_count: number;
  created: number;
}

export interface IntentRow {
  id: string;
  client_secret: string;
  user_id: number;
  customer_id: string | null;
  amount: number;
  currency: string;
  description: string | null;
  status: string;
  invoice_id: string | null;
  return_path: string;
  metadata: Record<string, string>;
  last_error: CardError | null;
  pending_outcome: CardOutcome | null;
  card_last4: string | null;
  created: number;
}

export type Trx = Knex.Transaction;
