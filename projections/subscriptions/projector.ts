// The subscriptions view: one row per user who ever started a premium subscription, as the
// Subscription screen and the premium checks read it. Erased users are purged and kept out.
import type { Knex } from 'knex';
import type { Projector } from '../../infra/projections/types.js';
import { subscriptionEventTypes, type SubscriptionEvent } from '../../modules/billing/index.js';

export const subscriptionsViewMigration = {
  name: '0022_subscriptions_view',
  async up(knex: Knex) {
    await knex.schema.createTable('subscriptions_view', (t) => {
      t.integer('user_id').primary();
      t.text('provider').notNullable();
      t.text('provider_subscription_id').notNullable();
      t.text('provider_customer_id').notNullable();
      // incomplete | active | past_due | canceled
      t.text('status').notNullable();
      t.text('plan').notNullable();
      t.integer('amount_cents').notNullable();
      t.text('currency').notNullable();
      t.timestamp('current_period_end', { useTz: true });
      t.boolean('cancel_at_period_end').notNullable().defaultTo(false);
      t.timestamp('ends_at', { useTz: true });
      t.text('last_payment_error');
      t.timestamp('started_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.index(['status']);
    });
    // Users erased while the provider may still send news about them: their rows never come back.
    await knex.schema.createTable('subscriptions_view_erased', (t) => {
      t.integer('user_id').primary();
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('subscriptions_view_erased');
    await knex.schema.dropTable('subscriptions_view');
  },
};

type Trx = Knex.Transaction;

async function erased(trx: Trx, userId: number): Promise<boolean> {
  return (await trx('subscriptions_view_erased').where({ user_id: userId }).first('user_id')) !== undefined;
}

/** Updates the row of this provider subscription (a row of another subscription stays as it is). */
function row(trx: Trx, d: { userId: number; providerSubscriptionId: string }) {
  return trx('subscriptions_view').where({ user_id: d.userId, provider_subscription_id: d.providerSubscriptionId });
}

export const subscriptionsProjector: Projector = {
  name: 'subscriptions',
  tables: ['subscriptions_view', 'subscriptions_view_erased'],
  handles: [...subscriptionEventTypes, 'UserErased'],
  async apply(trx, recorded) {
    if (recorded.type === 'UserErased') {
      const userId = Number((recorded.data as { userId: number }).userId);
      await trx('subscriptions_view').where({ user_id: userId }).delete();
      await trx('subscriptions_view_erased').insert({ user_id: userId }).onConflict('user_id').ignore();
      return;
    }
    const e = { type: recorded.type, data: recorded.data } as SubscriptionEvent;
    if (await erased(trx, e.data.userId)) return;
    const updatedAt = e.data.at;
    switch (e.type) {
      case 'SubscriptionStarted':
        await trx('subscriptions_view')
          .insert({
            user_id: e.data.userId,
            provider: e.data.provider,
            provider_subscription_id: e.data.providerSubscriptionId,
            provider_customer_id: e.data.providerCustomerId,
            status: 'incomplete',
            plan: e.data.plan,
            amount_cents: e.data.amountCents,
            currency: e.data.currency,
            current_period_end: null,
            cancel_at_period_end: false,
            ends_at: null,
            last_payment_error: null,
            started_at: e.data.at,
            updated_at: updatedAt,
          })
          .onConflict('user_id')
          .merge();
        return;
      case 'SubscriptionActivated':
        await row(trx, e.data).update({
          status: 'active',
          current_period_end: e.data.currentPeriodEnd,
          last_payment_error: null,
          updated_at: updatedAt,
        });
        return;
      case 'SubscriptionRenewed':
        await row(trx, e.data).update({ current_period_end: e.data.currentPeriodEnd, updated_at: updatedAt });
        return;
      case 'SubscriptionPaymentFailed':
        await row(trx, e.data).update({ status: e.data.status, last_payment_error: e.data.reason, updated_at: updatedAt });
        return;
      case 'SubscriptionCancellationScheduled':
        await row(trx, e.data).update({ cancel_at_period_end: true, ends_at: e.data.endsAt, updated_at: updatedAt });
        return;
      case 'SubscriptionCancellationWithdrawn':
        await row(trx, e.data).update({ cancel_at_period_end: false, ends_at: null, updated_at: updatedAt });
        return;
      case 'SubscriptionEnded':
        await row(trx, e.data).update({ status: 'canceled', cancel_at_period_end: false, updated_at: updatedAt });
        return;
      default:
        return;
    }
  },
};
