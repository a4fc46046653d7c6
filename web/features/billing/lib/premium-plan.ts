// What the Subscription screens say about the Premium plan (SPEC.md §1, §9). The amount is the
// server's constant; the browser never sends one.
import { PREMIUM_PLAN, type SubscriptionResponse } from '../../../../modules/billing/contract';

const dollars = (cents: number, digits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: PREMIUM_PLAN.currency.toUpperCase(),
    minimumFractionDigits: digits,
  }).format(cents / 100);

/** '$29/month' on the plan card (SPEC.md §1). */
export const PLAN_PRICE = `${dollars(PREMIUM_PLAN.amountCents, 0)}/${PREMIUM_PLAN.interval}`;
/** '$29.00/month' on the active plan card (SPEC.md §9). */
export const PLAN_PRICE_EXACT = `${dollars(PREMIUM_PLAN.amountCents, 2)}/${PREMIUM_PLAN.interval}`;
/** '$29.00' on the pay button. */
export const PLAN_AMOUNT = dollars(PREMIUM_PLAN.amountCents, 2);

export const PLAN_NAME = 'Premium';

export const PLAN_BENEFITS = [
  'Unlimited AI assistance',
  'Human investigator escalations',
  'Priority response times',
  'Case reports & exports',
] as const;

/** The test provider's cards (Stripe's), as the card form's notice lists them. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'the payment succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'the card is declined' },
  { number: '4000 0025 0000 3155', outcome: 'asks for 3-D Secure authentication' },
] as const;

/** 'May 14, 2026' in the user's time zone. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));
}

export type StatusTone = 'success' | 'warning' | 'error' | 'default';

/** The status line of a subscription: 'Active', 'Cancels on {date}', 'Past due', … */
export function subscriptionStatus(subscription: SubscriptionResponse): { label: string; tone: StatusTone } {
  const end = subscription.currentPeriodEnd;
  if (subscription.isSubscribed && subscription.cancelAtPeriodEnd && end)
    return { label: `Cancels on ${formatDate(end)}`, tone: 'warning' };
  switch (subscription.status) {
    case 'active':
      return { label: 'Active', tone: 'success' };
    case 'past_due':
      return { label: 'Past due', tone: 'error' };
    case 'incomplete':
      return { label: 'Payment incomplete', tone: 'warning' };
    case 'canceled':
      return { label: 'Canceled', tone: 'default' };
    case 'none':
      return { label: 'No subscription', tone: 'default' };
  }
}

/** 'Renews on {date}' while it runs, 'Premium ends on {date}' once cancelled; null without a period. */
export function periodLine(subscription: SubscriptionResponse): { label: string; value: string } | null {
  if (!subscription.currentPeriodEnd) return null;
  const date = formatDate(subscription.currentPeriodEnd);
  return subscription.cancelAtPeriodEnd ? { label: 'Premium ends on', value: date } : { label: 'Renews on', value: date };
}

/** What the Subscription page shows for the payments configuration (DECISIONS.md: only pk_ keys). */
export function paymentsConfigIssue(config: { provider: 'stripe' | 'test'; publishableKey: string | null }): boolean {
  return config.provider === 'stripe' && !config.publishableKey?.startsWith('pk_');
}
