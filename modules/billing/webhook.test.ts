// Stripe mode through HTTP: the real app configured with Stripe keys, Stripe's API played by a
// local fake, webhooks signed with Stripe's own generateTestHeaderString. No network.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { FakeStripe } from '../../test/support/fake-stripe.js';
import type { ProviderEvent } from '../../infra/payments/types.js';

const WHSEC = 'whsec_casebook_test';

/** A fixed-seed shuffle, so a failure can be replayed. */
function shuffled<T>(xs: T[], seed: number): T[] {
  const out = [...xs];
  let s = seed;
  const rand = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe.each(appDatabaseFlavours())('payment webhooks (Stripe mode) on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  const fake = new FakeStripe();

  beforeAll(async () => {
    await fake.start();
    db = await flavour.open();
    app = await startTestApp(db, {
      STRIPE_SECRET_KEY: 'sk_test_casebook',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_casebook',
      STRIPE_WEBHOOK_SECRET: WHSEC,
      STRIPE_API_BASE: fake.url,
      READ_YOUR_WRITES_TIMEOUT_MS: '10000',
    });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await fake.close();
  });

  async function signedUp(): Promise<{ c: TestClient; userId: number }> {
    const c = app.client();
    const username = uniqueName();
    const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(res.status).toBe(201);
    return { c, userId: res.body.id };
  }

  /** A user with an incomplete subscription at the fake Stripe. */
  async function subscribing() {
    const { c, userId } = await signedUp();
    const res = await c.post('/api/subscription', {});
    expect(res.status).toBe(200);
    expect(res.body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const sub = [...fake.subscriptions.values()].find((s) => s.metadata.casebook_user_id === String(userId))!;
    return { c, userId, subscriptionId: sub.id as string };
  }

  const deliver = (event: ProviderEvent, opts: { secret?: string; timestamp?: number; tamper?: boolean } = {}) => {
    const { body, signature } = FakeStripe.signed(event, opts.secret ?? WHSEC, opts.timestamp);
    return app.client().request('POST', '/api/billing/webhook', opts.tamper ? body.replace('"active"', '"trialing"') : body, {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signature,
    });
  };
  const streamTypes = async (stream: string) => (await app.server.deps.store.readStream(stream)).map((e) => e.type);

  it('a correctly signed invoice.paid activates the subscription', async () => {
    const { c, userId, subscriptionId } = await subscribing();
    expect((await c.get('/api/subscription')).body).toMatchObject({ status: 'incomplete', isSubscribed: false });
    const paid = fake.pay(subscriptionId).find((e) => e.type === 'invoice.paid')!;
    const res = await deliver(paid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'applied' });
    const sub = await c.get('/api/subscription');
    expect(sub.body).toMatchObject({ isSubscribed: true, plan: 'premium', status: 'active', cancelAtPeriodEnd: false });
    expect(Date.parse(sub.body.currentPeriodEnd)).toBeGreaterThan(Date.now() + 25 * 86400_000);
    expect(await app.server.api.billing.isPremium(userId)).toBe(true);
  });

  it('a bad signature, a tampered body and a stale timestamp get 400 and change nothing', async () => {
    const { c, userId, subscriptionId } = await subscribing();
    const events = fake.pay(subscriptionId);
    const updated = events.find((e) => e.type === 'customer.subscription.updated')!;
    const before = await streamTypes(`subscription-${userId}`);
    const stale = Math.floor(Date.now() / 1000) - 301;
    for (const attempt of [
      deliver(updated, { secret: 'whsec_wrong' }),
      deliver(updated, { tamper: true }),
      deliver(updated, { timestamp: stale }),
    ]) {
      const res = await attempt;
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Webhook signature verification failed');
    }
    const unsigned = await app
      .client()
      .request('POST', '/api/billing/webhook', JSON.stringify(updated), { 'content-type': 'application/json' });
    expect(unsigned.status).toBe(400);
    expect(await streamTypes(`subscription-${userId}`)).toEqual(before);
    expect(await app.server.deps.knex('billing_provider_events').where({ event_id: updated.id }).first()).toBeUndefined();
    expect((await c.get('/api/subscription')).body.isSubscribed).toBe(false);
    // the same event, correctly signed, is then taken
    expect((await deliver(updated)).body.outcome).toBe('applied');
    expect((await c.get('/api/subscription')).body.isSubscribed).toBe(true);
  });

  it('a replayed event is recognised and changes nothing', async () => {
    const { userId, subscriptionId } = await subscribing();
    const paid = fake.pay(subscriptionId).find((e) => e.type === 'invoice.paid')!;
    expect((await deliver(paid)).body.outcome).toBe('applied');
    const after = await streamTypes(`subscription-${userId}`);
    const replay = await deliver(paid);
    expect(replay.status).toBe(200);
    expect(replay.body.outcome).toBe('duplicate');
    expect(await streamTypes(`subscription-${userId}`)).toEqual(after);
  });

  it('the same five events delivered five times each in shuffled order give exactly one activation', async () => {
    const { c, userId, subscriptionId } = await subscribing();
    const five = fake.pay(subscriptionId);
    expect(five.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'payment_intent.succeeded',
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.updated',
    ]);
    const deliveries = shuffled([...five, ...five, ...five, ...five, ...five], 20261123);
    const outcomes: string[] = [];
    for (const e of deliveries) {
      const res = await deliver(e);
      expect(res.status).toBe(200);
      outcomes.push(res.body.outcome);
    }
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(20);
    const types = await streamTypes(`subscription-${userId}`);
    expect(types.filter((t) => t === 'SubscriptionStarted')).toHaveLength(1);
    expect(types.filter((t) => t === 'SubscriptionActivated')).toHaveLength(1);
    expect((await c.get('/api/subscription')).body).toMatchObject({ status: 'active', isSubscribed: true });
  });

  it('takes events in any order, even before Casebook recorded the subscription (concurrent deliveries too)', async () => {
    const { userId } = await signedUp();
    // A subscription the API has not recorded (its answer was lost): the provider events alone start and activate it.
    const created = fake.event('customer.subscription.created', {
      id: 'sub_orphan_' + userId,
      object: 'subscription',
      customer: 'cus_orphan',
      status: 'incomplete',
      cancel_at_period_end: false,
      created: Math.floor(Date.now() / 1000) - 10,
      metadata: { casebook_user_id: String(userId) },
      items: { data: [{ current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400 }] },
    });
    const paid = fake.event('invoice.paid', {
      id: 'in_orphan_' + userId,
      object: 'invoice',
      customer: 'cus_orphan',
      status: 'paid',
      parent: { subscription_details: { subscription: 'sub_orphan_' + userId, metadata: { casebook_user_id: String(userId) } } },
      lines: { data: [{ period: { end: Math.floor(Date.now() / 1000) + 30 * 86400 } }] },
    });
    // invoice.paid first, twice at once, then the creation
    const results = await Promise.all([deliver(paid), deliver(paid)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    await deliver(created);
    const types = await streamTypes(`subscription-${userId}`);
    expect(types).toEqual(['SubscriptionStarted', 'SubscriptionActivated']);
    expect(await app.server.api.billing.isPremium(userId)).toBe(true);
  });

  it('a declined card records the failure and the return check says failed, never premium', async () => {
    const { c, userId, subscriptionId } = await subscribing();
    for (const e of fake.decline(subscriptionId)) expect((await deliver(e)).status).toBe(200);
    expect(await streamTypes(`subscription-${userId}`)).toContain('SubscriptionPaymentFailed');
    const back = await c.post('/api/subscription/confirm-return', { redirectStatus: 'succeeded', paymentIntent: 'pi_whatever' });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      outcome: 'failed',
      message: 'Your card was declined.',
      subscription: { isSubscribed: false, status: 'incomplete' },
    });
    expect(await app.server.api.billing.isPremium(userId)).toBe(false);
  });

  it('the return check activates from a server-side retrieval when the webhook is late', async () => {
    const { c, userId, subscriptionId } = await subscribing();
    const early = await c.post('/api/subscription/confirm-return', { redirectStatus: 'succeeded' });
    expect(early.body).toMatchObject({ outcome: 'processing', subscription: { isSubscribed: false } });
    fake.pay(subscriptionId); // paid at Stripe; no webhook delivered yet
    const back = await c.post('/api/subscription/confirm-return', { redirectStatus: 'succeeded' });
    expect(back.body).toMatchObject({ outcome: 'succeeded', message: null, subscription: { isSubscribed: true, status: 'active' } });
    expect((await streamTypes(`subscription-${userId}`)).filter((t) => t === 'SubscriptionActivated')).toHaveLength(1);
    // the webhooks that follow change nothing more
    for (const e of fake.pay(subscriptionId)) await deliver(e);
    expect((await streamTypes(`subscription-${userId}`)).filter((t) => t === 'SubscriptionActivated')).toHaveLength(1);
  });

  it('a late "updated" from the payment in the same second as a cancellation does not undo it: the provider is asked', async () => {
    const { c, userId, subscriptionId } = await subscribing();
    const events = fake.pay(subscriptionId);
    const late = events.at(-1)!;
    expect(late.type).toBe('customer.subscription.updated');
    for (const e of events.slice(0, -1)) expect((await deliver(e)).status).toBe(200);
    expect((await c.post('/api/subscription/cancel')).body).toMatchObject({ cancelAtPeriodEnd: true });
    // Stripe's clock counts seconds: the payment's "updated" (cancel_at_period_end false) carries
    // the second of the cancellation, and arrives after it.
    const canceledAt = fake.subscriptions.get(subscriptionId)!.canceled_at as number;
    const retrievals = fake.requestsTo('GET', `/v1/subscriptions/${subscriptionId}`).length;
    expect((await deliver({ ...late, id: `${late.id}_late`, created: canceledAt })).status).toBe(200);
    expect(fake.requestsTo('GET', `/v1/subscriptions/${subscriptionId}`).length).toBe(retrievals + 1);
    expect(await streamTypes(`subscription-${userId}`)).not.toContain('SubscriptionCancellationWithdrawn');
    expect((await c.get('/api/subscription')).body).toMatchObject({ cancelAtPeriodEnd: true, isSubscribed: true });
    // A withdrawal the provider really made in that second (the billing portal) is taken, also by asking.
    fake.subscriptions.get(subscriptionId)!.cancel_at_period_end = false;
    fake.subscriptions.get(subscriptionId)!.canceled_at = null;
    const portal = fake.event('customer.subscription.updated', { ...fake.subscriptions.get(subscriptionId)! }, canceledAt);
    expect((await deliver(portal)).status).toBe(200);
    expect(await streamTypes(`subscription-${userId}`)).toContain('SubscriptionCancellationWithdrawn');
  });

  it('cancel at period end and the billing portal go to Stripe; the config shows only the publishable key', async () => {
    const { c, subscriptionId } = await subscribing();
    for (const e of fake.pay(subscriptionId)) await deliver(e);
    const cancel = await c.post('/api/subscription/cancel');
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ isSubscribed: true, cancelAtPeriodEnd: true, status: 'active' });
    expect(fake.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`).at(-1)!.params.cancel_at_period_end).toBe('true');
    const portal = await c.post('/api/subscription/portal');
    expect(portal.status, JSON.stringify(portal.body)).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(fake.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!.params.return_url).toMatch(/\/subscription$/);
    const config = await c.get('/api/config/payments');
    expect(config.body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_casebook' });
    expect(config.text).not.toContain('sk_');
  });

  it('a one-time payment succeeds only on the provider event with the server amount', async () => {
    const { userId } = await signedUp();
    const purpose = { kind: 'case-analysis' as const, caseId: 1000 + userId };
    const started = await app.server.api.billing.startPayment({ userId, purpose });
    expect(started).toMatchObject({ amountCents: 19999, currency: 'usd' });
    const intent = [...fake.intents.values()].find((i) => i.metadata.casebook_payment_id === started.paymentId)!;
    expect(intent.amount).toBe(19999);
    // the same purchase again hands back the same intent
    expect((await app.server.api.billing.startPayment({ userId, purpose })).clientSecret).toBe(started.clientSecret);
    await expect(app.server.api.billing.startPayment({ userId, purpose, amountCents: 1 })).rejects.toThrow(/set by the server/);

    const cheap = fake.event('payment_intent.succeeded', { ...intent, amount: 100, amount_received: 100, status: 'succeeded' });
    expect((await deliver(cheap)).body.outcome).toBe('rejected');
    expect(await streamTypes(`payment-${started.paymentId}`)).toEqual(['PaymentStarted']);

    const failed = fake.event('payment_intent.payment_failed', { ...intent, last_payment_error: { message: 'Your card was declined.' } });
    await deliver(failed);
    const ok = fake.event('payment_intent.succeeded', { ...intent, amount_received: 19999, status: 'succeeded' });
    await deliver(ok);
    await deliver(ok);
    const events = await app.server.deps.store.readStream(`payment-${started.paymentId}`);
    expect(events.map((e) => e.type)).toEqual(['PaymentStarted', 'PaymentFailed', 'PaymentSucceeded']);
    expect(events.at(-1)!.data).toMatchObject({ purpose, amountCents: 19999, currency: 'usd', userId });
  });

  it('unknown event types are acknowledged and ignored', async () => {
    const res = await deliver(fake.event('charge.succeeded', { id: 'ch_1', object: 'charge' }));
    expect(res.body).toEqual({ received: true, outcome: 'ignored' });
  });

  // Issue 29 (low): a signed event over 100 kB, a signed body that is not an event, and a signed
  // event for a user id nobody has yet.
  const signedRaw = (body: string) =>
    app.client().request('POST', '/api/billing/webhook', body, {
      'content-type': 'application/json',
      'stripe-signature': new Stripe('sk_test_offline').webhooks.generateTestHeaderString({ payload: body, secret: WHSEC }),
    });

  it('takes a signed event larger than 100 kB (up to 1 MB); other routes keep 100 kB', async () => {
    const { c, userId } = await signedUp();
    const created = fake.event('customer.subscription.created', {
      id: 'sub_large_' + userId,
      object: 'subscription',
      customer: 'cus_large',
      status: 'incomplete',
      cancel_at_period_end: false,
      created: Math.floor(Date.now() / 1000) - 10,
      metadata: { casebook_user_id: String(userId), note: 'n'.repeat(150 * 1024) },
      items: { data: [{ current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400 }] },
    });
    const res = await deliver(created);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('applied');
    expect(await streamTypes(`subscription-${userId}`)).toEqual(['SubscriptionStarted']);
    const big = await c.put('/api/user/profile', { username: 'x'.repeat(150 * 1024), email: 'a@example.com' });
    expect(big.status).toBe(413);
  });

  it('answers a signed body that is not an event ([] or {}) with 400, never 500', async () => {
    for (const body of ['[]', '{}', '{"id":"evt_x","type":"invoice.paid"}']) {
      const res = await signedRaw(body);
      expect(res.status, body).toBe(400);
      expect(res.body.message).toBe('The webhook body is not a payment provider event');
    }
  });

  it('ignores a signed event for a user id no account has (nothing stored for that future id)', async () => {
    const { userId } = await signedUp();
    const future = userId + 1000;
    const created = fake.event('customer.subscription.created', {
      id: 'sub_future_' + future,
      object: 'subscription',
      customer: 'cus_future',
      status: 'active',
      cancel_at_period_end: false,
      created: Math.floor(Date.now() / 1000) - 10,
      metadata: { casebook_user_id: String(future) },
      items: { data: [{ current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400 }] },
    });
    const res = await deliver(created);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('ignored');
    expect(await streamTypes(`subscription-${future}`)).toEqual([]);
  });
});
