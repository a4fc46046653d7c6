// The test provider's clock, as Stripe's runs on its side: unpaid subscriptions expire after
// 23 hours, cancelled ones end at their period's end, a past-due one ends, the rest renew.
import { endSubscription, renew } from './subscriptions.js';
import { seconds } from './objects.js';
import type { ProviderContext } from './context.js';
import type { SubscriptionRow } from './tables.js';

/** An incomplete subscription's first invoice can be paid for 23 hours, as on Stripe. */
export const INCOMPLETE_EXPIRES_SECONDS = 23 * 3600;

/** Moves on every subscription due at `now`; answers how many it moved on. */
export async function advance(ctx: ProviderContext, now: Date): Promise<number> {
  const t = seconds(now);
  const due = await ctx
    .knex<SubscriptionRow>('test_payment_subscriptions')
    .where((q) => q.where('status', 'incomplete').andWhere('created', '<=', t - INCOMPLETE_EXPIRES_SECONDS))
    .orWhere((q) => q.whereIn('status', ['active', 'past_due']).andWhere('current_period_end', '<=', t))
    .select('id');
  for (const { id } of due) {
    await ctx.knex.transaction(async (trx) => {
      const sub = await trx<SubscriptionRow>('test_payment_subscriptions').where({ id }).forUpdate().first();
      if (!sub) return;
      if (sub.status === 'incomplete' && sub.created <= t - INCOMPLETE_EXPIRES_SECONDS) {
        await endSubscription(ctx, trx, sub, 'incomplete_expired', t);
        return;
      }
      if ((sub.status === 'active' || sub.status === 'past_due') && sub.current_period_end <= t) {
        if (sub.cancel_at_period_end || sub.status === 'past_due') await endSubscription(ctx, trx, sub, 'canceled', sub.current_period_end);
        else await renew(ctx, trx, sub, t);
      }
    });
  }
  return due.length;
}
