// Customers: one per user and provider, made once at the provider and remembered in a write-side
// table (the provider's customer id is how its events name the user).
import { randomUUID } from 'node:crypto';
import { withProvider, type BillingDeps } from './provider.js';

export async function customerOf(deps: BillingDeps, userId: number): Promise<string | undefined> {
  const row = await deps.knex('billing_customers').where({ user_id: userId, provider: deps.provider.kind }).first('customer_id');
  return row?.customer_id as string | undefined;
}

export async function userOfCustomer(deps: BillingDeps, customerId: string | null): Promise<number | null> {
  if (!customerId) return null;
  const row = await deps.knex('billing_customers').where({ provider: deps.provider.kind, customer_id: customerId }).first('user_id');
  return row ? Number(row.user_id) : null;
}

export async function ensureCustomer(deps: BillingDeps, userId: number): Promise<string> {
  const existing = await customerOf(deps, userId);
  if (existing) return existing;
  // A fresh key per attempt (the SDK's own retries reuse it): a key made from the user id alone
  // would hand another database's customer back within the provider's 24 hours. Two racing
  // requests may each make one; the table keeps the first, the other stays unused.
  const { id } = await withProvider(deps, () =>
    deps.provider.createCustomer({ userId, idempotencyKey: `casebook-customer-${userId}-${randomUUID()}` }),
  );
  await deps
    .knex('billing_customers')
    .insert({ user_id: userId, provider: deps.provider.kind, customer_id: id })
    .onConflict(['user_id', 'provider'])
    .ignore();
  return (await customerOf(deps, userId))!;
}
