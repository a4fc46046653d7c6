// Two fault cases of scripts/faults.ts (issue 16), kept beside it:
//   - the payment provider's webhooks delivered late, twice and out of order: each storm is one
//     subscription's whole life as the provider records it (Stripe-shaped events, each at its own
//     provider time), and the state the newest of them implies;
//   - a document that hangs the extractor: a scan of noise, which OCR grinds on far longer than the
//     extraction's time limit, and the small text documents uploaded around it.
import { createCanvas } from '@napi-rs/canvas';
import { METADATA, type ProviderEvent } from '../infra/payments/types.js';
import { FakeStripe } from '../test/support/fake-stripe.js';

// ---------------------------------------------------------------- webhooks

/** The cluster's STRIPE_WEBHOOK_SECRET: the script signs the events as Stripe would. */
export const WEBHOOK_SECRET = 'whsec_casebook_faults';

const DAY = 86_400;

/** How a subscription's life ends, as its newest provider event says. */
export type Life = 'past-due' | 'recovered' | 'cancel-scheduled' | 'withdrawn' | 'deleted';
export const LIVES: readonly Life[] = ['past-due', 'recovered', 'cancel-scheduled', 'withdrawn', 'deleted'];

/** What GET /api/subscription must say once every event is in (currentPeriodEnd only for an active one). */
export interface ExpectedSubscription {
  status: 'active' | 'past_due' | 'canceled';
  isSubscribed: boolean;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd?: string;
}

export interface Storm {
  userId: number;
  life: Life;
  /** The provider's events, oldest first. */
  events: ProviderEvent[];
  expected: ExpectedSubscription;
  /** What is sent, in order; the events of one batch at the same time. Every event twice at least. */
  batches: ProviderEvent[][];
}

/** A fixed-seed generator, so a failing storm can be replayed (the seed is printed). */
export function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 2 ** 32;
  };
}

function shuffle<T>(xs: T[], rand: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const iso = (unix: number) => new Date(unix * 1000).toISOString();

/** One subscription's life at the provider, and the order the storm delivers it in. */
export function subscriptionStorm(
  fake: FakeStripe,
  userId: number,
  life: Life,
  rand: () => number,
  now = Math.floor(Date.now() / 1000),
): Storm {
  const subId = `sub_faults_${userId}`;
  const customer = `cus_faults_${userId}`;
  const metadata = { [METADATA.userId]: String(userId) };
  // Subscribed 40 days ago; the first period ended 10 days ago; the second ends in 20 days.
  const created = now - 40 * DAY;
  const p1 = now - 10 * DAY;
  const p2 = now + 20 * DAY;
  const subscription = (status: string, periodEnd: number, more: Record<string, unknown> = {}) => ({
    id: subId,
    object: 'subscription',
    customer,
    status,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    created,
    metadata,
    items: { data: [{ current_period_end: periodEnd }] },
    ...more,
  });
  const invoice = (n: number, status: string, periodEnd: number) => ({
    id: `in_faults_${userId}_${n}`,
    object: 'invoice',
    customer,
    status,
    parent: { subscription_details: { subscription: subId, metadata } },
    lines: { data: [{ period: { end: periodEnd } }] },
  });
  const events: ProviderEvent[] = [
    fake.event('customer.subscription.created', subscription('incomplete', p1), created),
    fake.event('invoice.paid', invoice(1, 'paid', p1), created + 5),
    fake.event('customer.subscription.updated', subscription('active', p1), created + 6),
  ];
  if (life === 'past-due' || life === 'recovered') {
    events.push(fake.event('invoice.payment_failed', invoice(2, 'open', p2), p1 + 5));
    events.push(fake.event('customer.subscription.updated', subscription('past_due', p2), p1 + 6));
  }
  if (life === 'recovered') {
    events.push(fake.event('invoice.paid', invoice(2, 'paid', p2), p1 + 3 * DAY));
    events.push(fake.event('customer.subscription.updated', subscription('active', p2), p1 + 3 * DAY + 1));
  }
  if (life === 'cancel-scheduled' || life === 'withdrawn' || life === 'deleted') {
    events.push(fake.event('invoice.paid', invoice(2, 'paid', p2), p1 + 5));
    events.push(fake.event('customer.subscription.updated', subscription('active', p2), p1 + 6));
    events.push(fake.event('customer.subscription.updated', subscription('active', p2, { cancel_at_period_end: true }), now - 3600));
  }
  if (life === 'withdrawn') events.push(fake.event('customer.subscription.updated', subscription('active', p2), now - 1800));
  if (life === 'deleted')
    events.push(
      fake.event('customer.subscription.deleted', subscription('canceled', p2, { canceled_at: now - 3600, ended_at: now - 60 }), now - 60),
    );

  // The state the newest event implies (it is always a subscription object here).
  const newest = events.at(-1)!.data.object as unknown as {
    status: string;
    cancel_at_period_end: boolean;
    items: { data: { current_period_end: number }[] };
  };
  const status = newest.status === 'active' ? 'active' : newest.status === 'past_due' ? 'past_due' : 'canceled';
  const expected: ExpectedSubscription = {
    status,
    isSubscribed: status === 'active',
    cancelAtPeriodEnd: status !== 'canceled' && newest.cancel_at_period_end,
    // A past-due subscription's period is the unpaid one: the paid-through date is not in the event.
    ...(status === 'active' ? { currentPeriodEnd: iso(newest.items.data[0]!.current_period_end) } : {}),
  };

  // Late: the newest first, twice at once; then the older ones in a shuffled order, with the first
  // invoice.paid before the subscription's creation (out of order); then everything again (twice).
  const older = shuffle(events.slice(0, -1), rand);
  const createdAt = older.findIndex((e) => e.type === 'customer.subscription.created');
  const paidAt = older.findIndex((e) => e.type === 'invoice.paid');
  if (paidAt > createdAt) [older[createdAt], older[paidAt]] = [older[paidAt]!, older[createdAt]!];
  const again = shuffle(events, rand);
  const batches: ProviderEvent[][] = [[events.at(-1)!, events.at(-1)!], ...older.map((e) => [e])];
  // The redeliveries: in pairs at once, as Stripe's retries may overlap a slow first delivery.
  for (let i = 0; i < again.length; i += 2) batches.push(again.slice(i, i + 2));
  return { userId, life, events, expected, batches };
}

/** The body and Stripe-Signature header of one delivery, signed now. */
export function signedDelivery(event: ProviderEvent): { body: string; signature: string } {
  return FakeStripe.signed(event, WEBHOOK_SECRET);
}

// ---------------------------------------------------------------- documents

/**
 * A PNG of random black and white pixels: a "scan" with no text, on which OCR (tesseract) spends
 * tens of seconds of CPU per megapixel. With a time limit of a few seconds it hangs the extractor.
 */
export function noiseScan(side: number, rand: () => number): Uint8Array {
  const canvas = createCanvas(side, side);
  const g = canvas.getContext('2d');
  const image = g.createImageData(side, side);
  for (let i = 0; i < image.data.length; i += 4) {
    const v = rand() < 0.5 ? 0 : 255;
    image.data[i] = image.data[i + 1] = image.data[i + 2] = v;
    image.data[i + 3] = 255;
  }
  g.putImageData(image, 0, 0);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

/** A small plain-text document the extractor reads at once. */
export function noteDocument(n: string): Uint8Array {
  return new TextEncoder().encode(`Witness note ${n}\n\nThe witness saw the blue car leave the parking lot at 9:40 pm.\n`);
}
