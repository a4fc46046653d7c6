// Write-side tables of the billing module: the provider customer of each user (made once, then
// remembered) and the provider events already handled (webhook de-duplication).
import type { Knex } from 'knex';

export const billingMigration = {
  name: '0020_billing_write_side',
  async up(knex: Knex) {
    await knex.schema.createTable('billing_customers', (t) => {
      t.integer('user_id').notNullable();
      t.text('provider').notNullable(); // 'stripe' | 'test': switching providers never reuses another's ids
      t.text('customer_id').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['user_id', 'provider']);
      t.unique(['provider', 'customer_id']);
    });
    await knex.schema.createTable('billing_provider_events', (t) => {
      t.text('provider').notNullable();
      t.text('event_id').notNullable();
      t.text('type').notNullable();
      // what the handler made of it: 'applied' | 'ignored' | 'rejected'
      t.text('outcome').notNullable();
      t.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['provider', 'event_id']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('billing_provider_events');
    await knex.schema.dropTable('billing_customers');
  },
};
