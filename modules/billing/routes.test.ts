// API tests of billing on the local test provider (the embedded default), through HTTP against
// the real app on each database flavour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { TestPaymentProvider } from '../../infra/payments/test-provider/index.js';
import { billingEventTypes } from './index.js';
import { endSubscriptionOfErasedUser } from './subscription.js';

const DAY = 86400_000;
const card = (cardNumber: string, more: Record<string, unknown> = {}) => ({
  cardNumber,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  ...more,
});
const NONE = { isSubscribed: false, plan: null, status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false };

describe.each(appDatabaseFlavours())('billing API (test provider) on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    // A loaded CI machine may take longer than the default 2 s for a view to catch up.
    app = await startTestApp(db, { READ_YOUR_WRITES_TIMEOUT_MS: '10000' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const provider = () => app.server.paymentProvider as TestPaymentProvider;
  const isPremium = (userId: number) => app.server.api.billing.isPremium(userId);
  /** Moves the test provider's clock, then waits for the views. */
  async function tickAt(at: Date) {
    await provider().tick(at);
    const { runner, store } = app.server.deps;
    expect(await runner.waitFor(await store.committedHead(), billingEventTypes, 10_000)).toBe(true);
  }
  const streamTypes = async (userId: number) => (await app.server.deps.store.readStream(`subscription-${userId}`)).map((e) => e.type);

  async function signedUp(): Promise<{ c: TestClient; userId: number; password: string }> {
    const c = app.client();
    const username = uniqueName();
    const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(res.status).toBe(201);
    return { c, userId: res.body.id, password: 'secret-pass' };
  }

  async function subscribing() {
    const user = await signedUp();
    const res = await user.c.post('/api/subscription', {});
    expect(res.status).toBe(200);
    expect(res.body.clientSecret).toMatch(/^pi_test\w+_secret_\w+$/);
    return { ...user, clientSecret: res.body.clientSecret as string };
  }

  async function subscribed() {
    const user = await subscribing();
    const paid = await user.c.post('/api/test-payments/confirm', { clientSecret: user.clientSecret, ...card('4242 4242 4242 4242') });
    expect(paid.body.status).toBe('succeeded');
    return user;
  }

  it('answers 401 on every billing endpoint when signed out', async () => {
    const c = app.client();
    const calls = [
      c.get('/api/subscription'),
      c.post('/api/subscription', {}),
      c.post('/api/subscription/cancel'),
      c.post('/api/subscription/resume'),
      c.post('/api/subscription/portal'),
      c.post('/api/subscription/confirm-return', { redirectStatus: 'succeeded' }),
      c.get('/api/config/payments'),
      c.post('/api/test-payments/confirm', card('4242424242424242', { clientSecret: 'pi_x_secret_y' })),
      c.post('/api/test-payments/authenticate', { clientSecret: 'pi_x_secret_y', approve: true }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
  });

  it('tells the web app it runs the test provider, with no key at all', async () => {
    const { c } = await signedUp();
    const res = await c.get('/api/config/payments');
    expect(res.body).toEqual({ provider: 'test', publishableKey: null });
    expect(res.text).not.toContain('sk_');
    expect((await c.get('/api/subscription')).body).toEqual(NONE);
    // Only Stripe sends webhooks over HTTP.
    expect((await app.client().post('/api/billing/webhook', { id: 'evt_1', type: 'invoice.paid' })).status).toBe(404);
  });

  it('subscribes with 4242: active only after the provider confirms, exactly one activation', async () => {
    const { c, userId, clientSecret } = await subscribing();
    expect((await c.get('/api/subscription')).body).toMatchObject({ status: 'incomplete', isSubscribed: false, plan: null });

    // Saying "succeeded" proves nothing.
    const claimed = await c.post('/api/subscription/confirm-return', {
      redirectStatus: 'succeeded',
      paymentIntent: clientSecret.split('_secret_')[0],
    });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ outcome: 'processing', subscription: { isSubscribed: false, status: 'incomplete' } });
    expect(await isPremium(userId)).toBe(false);

    const paid = await c.post('/api/test-payments/confirm', { clientSecret, ...card('4242 4242 4242 4242') });
    expect(paid.status).toBe(200);
    const intentId = clientSecret.split('_secret_')[0];
    expect(paid.body).toEqual({ status: 'succeeded', returnUrl: `/subscription?payment_intent=${intentId}&redirect_status=succeeded` });

    const sub = await c.get('/api/subscription');
    expect(sub.body).toMatchObject({ isSubscribed: true, plan: 'premium', status: 'active', cancelAtPeriodEnd: false });
    const periodEnd = Date.parse(sub.body.currentPeriodEnd);
    expect(periodEnd).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(periodEnd).toBeLessThan(Date.now() + 32 * DAY);
    expect(await isPremium(userId)).toBe(true);

    const back = await c.post('/api/subscription/confirm-return', { redirectStatus: 'succeeded', paymentIntent: intentId });
    expect(back.body).toMatchObject({ outcome: 'succeeded', message: null, subscription: { isSubscribed: true } });
    expect(await streamTypes(userId)).toEqual(['SubscriptionStarted', 'SubscriptionActivated']);

    const again = await c.post('/api/subscription', {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have an active subscription');
    const twice = await c.post('/api/test-payments/confirm', { clientSecret, ...card('4242424242424242') });
    expect(twice.status).toBe(409);
  });

  it('hands the same unpaid subscription back instead of piling them up', async () => {
    const { c, userId, clientSecret } = await subscribing();
    const again = await c.post('/api/subscription', {});
    expect(again.body.clientSecret).toBe(clientSecret);
    expect(await app.server.deps.knex('test_payment_subscriptions').where({ user_id: userId }).count<{ n: number }[]>({ n: '*' })).toEqual([
      { n: 1 },
    ]);
  });

  it('ignores amounts and users in the body: the price is the server constant, the user the session', async () => {
    const other = await signedUp();
    const { c, userId } = await signedUp();
    const res = await c.post('/api/subscription', { amount: 1, amountCents: 1, price: 'price_free', userId: other.userId, plan: 'gold' });
    expect(res.status).toBe(200);
    const intent = await app.server.deps.knex('test_payment_intents').where({ client_secret: res.body.clientSecret }).first();
    expect(intent).toMatchObject({ amount: 2900, currency: 'usd', user_id: userId });
    const confirmed = await c.post('/api/test-payments/confirm', {
      clientSecret: res.body.clientSecret,
      amount: 1,
      ...card('4242424242424242'),
    });
    expect(confirmed.body.status).toBe('succeeded');
    expect((await app.server.deps.knex('test_payment_invoices').where({ payment_intent_id: intent.id }).first()).amount_paid).toBe(2900);
    expect((await other.c.get('/api/subscription')).body).toEqual(NONE);
    expect(await streamTypes(other.userId)).toEqual([]);
  });

  it("refuses another user's client secret, as if it did not exist", async () => {
    const victim = await subscribing();
    const { c } = await signedUp();
    const steal = await c.post('/api/test-payments/confirm', { clientSecret: victim.clientSecret, ...card('4242424242424242') });
    expect(steal.status).toBe(404);
    expect(steal.body.message).toBe('Payment not found');
    const auth = await c.post('/api/test-payments/authenticate', { clientSecret: victim.clientSecret, approve: true });
    expect(auth.status).toBe(404);
    expect(
      (await c.post('/api/test-payments/confirm', { clientSecret: 'pi_nothing_secret_nothing', ...card('4242424242424242') })).status,
    ).toBe(404);
    expect((await victim.c.get('/api/subscription')).body.status).toBe('incomplete');
  });

  it('declines 4000 0000 0000 0002: failure recorded, not premium; another card then pays', async () => {
    const { c, userId, clientSecret } = await subscribing();
    const declined = await c.post('/api/test-payments/confirm', { clientSecret, ...card('4000000000000002') });
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ status: 'failed', message: 'Your card was declined.', code: 'card_declined', returnUrl: null });
    expect((await c.get('/api/subscription')).body).toMatchObject({ status: 'incomplete', isSubscribed: false });
    expect(await isPremium(userId)).toBe(false);
    expect(await streamTypes(userId)).toEqual(['SubscriptionStarted', 'SubscriptionPaymentFailed']);
    const back = await c.post('/api/subscription/confirm-return', { redirectStatus: 'failed' });
    expect(back.body).toMatchObject({ outcome: 'failed', message: 'Your card was declined.' });

    const paid = await c.post('/api/test-payments/confirm', { clientSecret, ...card('5555555555554444') });
    expect(paid.body.status).toBe('succeeded');
    expect((await c.get('/api/subscription')).body.isSubscribed).toBe(true);
  });

  it('3-D Secure with 4000 0025 0000 3155: approved → active; failed → not', async () => {
    const a = await subscribing();
    const challenge = await a.c.post('/api/test-payments/confirm', { clientSecret: a.clientSecret, ...card('4000002500003155') });
    expect(challenge.body).toMatchObject({ status: 'requires_action', returnUrl: null });
    expect((await a.c.get('/api/subscription')).body.isSubscribed).toBe(false);
    const approved = await a.c.post('/api/test-payments/authenticate', { clientSecret: a.clientSecret, approve: true });
    expect(approved.body).toMatchObject({ status: 'succeeded', returnUrl: expect.stringContaining('redirect_status=succeeded') });
    expect((await a.c.get('/api/subscription')).body).toMatchObject({ status: 'active', isSubscribed: true });
    expect((await a.c.post('/api/test-payments/authenticate', { clientSecret: a.clientSecret, approve: true })).status).toBe(409);

    const b = await subscribing();
    await b.c.post('/api/test-payments/confirm', { clientSecret: b.clientSecret, ...card('4000002500003155') });
    const failed = await b.c.post('/api/test-payments/authenticate', { clientSecret: b.clientSecret, approve: false });
    expect(failed.body).toEqual({
      status: 'failed',
      message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      code: 'payment_intent_authentication_failure',
      returnUrl: expect.stringContaining('redirect_status=failed'),
    });
    const back = await b.c.post('/api/subscription/confirm-return', { redirectStatus: 'failed' });
    expect(back.body).toMatchObject({ outcome: 'failed', subscription: { isSubscribed: false } });
    expect(await isPremium(b.userId)).toBe(false);
  });

  it('answers 400 with Stripe’s words for a bad card number, expiry or CVC, and changes nothing', async () => {
    const { c, clientSecret } = await subscribing();
    const cases: [Record<string, unknown>, string][] = [
      [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
      [{ cardNumber: '1234' }, 'Your card number is invalid.'],
      [{ cardNumber: 'abcd efgh ijkl mnop' }, 'Your card number is invalid.'],
      [{ cardNumber: 4242424242424242 }, 'Your card number is invalid.'],
      [{ expMonth: 1, expYear: 2020 }, 'Your card has expired.'],
      [{ expMonth: 13 }, "Your card's expiration month is invalid."],
      [{ expYear: 'soon' }, "Your card's expiration year is invalid."],
      [{ cvc: '12' }, "Your card's security code is invalid."],
      [{ cvc: '12345' }, "Your card's security code is invalid."],
      [{ clientSecret: undefined }, 'A payment client secret is required'],
    ];
    for (const [bad, message] of cases) {
      const res = await c.post('/api/test-payments/confirm', { clientSecret, ...card('4242424242424242'), ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await c.get('/api/subscription')).body.status).toBe('incomplete');
    // a two-digit year is this century's
    const ok = await c.post('/api/test-payments/confirm', {
      clientSecret,
      ...card('4242424242424242', { expYear: (new Date().getUTCFullYear() + 1) % 100 }),
    });
    expect(ok.body.status).toBe('succeeded');
  });

  it('cancels at the end of the paid period, which then ends it', async () => {
    const { c, userId } = await subscribed();
    const before = (await c.get('/api/subscription')).body;
    const res = await c.post('/api/subscription/cancel');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isSubscribed: true,
      plan: 'premium',
      status: 'active',
      currentPeriodEnd: before.currentPeriodEnd,
      cancelAtPeriodEnd: true,
    });
    expect((await c.post('/api/subscription/cancel')).body).toEqual(res.body);
    expect((await c.get('/api/subscription')).body.cancelAtPeriodEnd).toBe(true);
    expect((await streamTypes(userId)).filter((t) => t === 'SubscriptionCancellationScheduled')).toHaveLength(1);

    await tickAt(new Date(Date.parse(before.currentPeriodEnd) + 1000));
    const after = await c.get('/api/subscription');
    expect(after.body).toMatchObject({ isSubscribed: false, status: 'canceled', cancelAtPeriodEnd: false, plan: null });
    expect(await isPremium(userId)).toBe(false);
    expect((await streamTypes(userId)).at(-1)).toBe('SubscriptionEnded');
    // and a new subscription can start
    expect((await c.post('/api/subscription', {})).status).toBe(200);
  });

  it('resumes a subscription cancelled at period end: it renews again, on the provider too', async () => {
    const { c, userId } = await subscribed();
    const before = (await c.get('/api/subscription')).body;
    expect((await c.post('/api/subscription/cancel')).body.cancelAtPeriodEnd).toBe(true);
    await provider().deliverPending();

    const res = await c.post('/api/subscription/resume');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isSubscribed: true,
      plan: 'premium',
      status: 'active',
      currentPeriodEnd: before.currentPeriodEnd,
      cancelAtPeriodEnd: false,
    });
    // The view reads it at once (the answer waited for it), and still after the provider's own event arrives.
    expect((await c.get('/api/subscription')).body).toEqual(res.body);
    await provider().deliverPending();
    expect((await c.get('/api/subscription')).body).toEqual(res.body);
    expect(await isPremium(userId)).toBe(true);
    const types = await streamTypes(userId);
    expect(types.filter((t) => t === 'SubscriptionCancellationWithdrawn')).toHaveLength(1);
    const withdrawn = (await app.server.deps.store.readStream(`subscription-${userId}`)).find(
      (e) => e.type === 'SubscriptionCancellationWithdrawn',
    );
    expect(withdrawn?.data).toMatchObject({ requestedBy: 'user' });

    // The provider renews it at the end of the period instead of ending it.
    await tickAt(new Date(Date.parse(before.currentPeriodEnd) + 1000));
    const renewed = (await c.get('/api/subscription')).body;
    expect(renewed).toMatchObject({ isSubscribed: true, status: 'active', cancelAtPeriodEnd: false });
    expect(Date.parse(renewed.currentPeriodEnd)).toBeGreaterThan(Date.parse(before.currentPeriodEnd));
  });

  it('refuses to resume with no cancellation waiting, twice, or after the cancelled period ended', async () => {
    const { c } = await signedUp();
    const none = await c.post('/api/subscription/resume');
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('You have no cancelled subscription to resume');

    const { c: subscriber, userId } = await subscribed();
    expect((await subscriber.post('/api/subscription/resume')).status).toBe(409);
    const before = (await subscriber.get('/api/subscription')).body;
    await subscriber.post('/api/subscription/cancel');
    expect((await subscriber.post('/api/subscription/resume')).status).toBe(200);
    const again = await subscriber.post('/api/subscription/resume');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have no cancelled subscription to resume');

    await subscriber.post('/api/subscription/cancel');
    await tickAt(new Date(Date.parse(before.currentPeriodEnd) + 1000));
    const ended = await subscriber.post('/api/subscription/resume');
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe('You have no cancelled subscription to resume');
    expect((await subscriber.get('/api/subscription')).body).toMatchObject({ status: 'canceled', isSubscribed: false });
    expect(await isPremium(userId)).toBe(false);
  });

  it('refuses to cancel nothing', async () => {
    const { c } = await signedUp();
    const res = await c.post('/api/subscription/cancel');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You have no active subscription to cancel');
    const { c: unpaid } = await subscribing();
    expect((await unpaid.post('/api/subscription/cancel')).status).toBe(409);
  });

  it('renews on the provider clock and expires an unpaid subscription after 23 hours', async () => {
    const { c, userId } = await subscribed();
    const first = (await c.get('/api/subscription')).body.currentPeriodEnd;
    await tickAt(new Date(Date.parse(first) + 1000));
    const renewed = (await c.get('/api/subscription')).body;
    expect(renewed).toMatchObject({ status: 'active', isSubscribed: true });
    expect(Date.parse(renewed.currentPeriodEnd)).toBeGreaterThan(Date.parse(first) + 27 * DAY);
    expect(await streamTypes(userId)).toContain('SubscriptionRenewed');

    const unpaid = await subscribing();
    await tickAt(new Date(Date.now() + 24 * 3600_000));
    expect((await unpaid.c.get('/api/subscription')).body).toMatchObject({ status: 'canceled', isSubscribed: false });
    const fresh = await unpaid.c.post('/api/subscription', {});
    expect(fresh.status).toBe(200);
    expect(fresh.body.clientSecret).not.toBe(unpaid.clientSecret);
  });

  it("opens the test provider's own payment-methods page as the portal", async () => {
    const { c } = await signedUp();
    const none = await c.post('/api/subscription/portal');
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('You have no billing account yet. Subscribe first.');
    const { c: subscriber } = await subscribed();
    const res = await subscriber.post('/api/subscription/portal');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: '/subscription/payment-methods' });
  });

  it('purges the subscription from the view when the user is erased', async () => {
    const { c, userId, password } = await subscribed();
    expect(await app.server.deps.knex('subscriptions_view').where({ user_id: userId }).first()).toBeDefined();
    expect((await c.post('/api/user/erase', { password })).status).toBe(204);
    await app.server.deps.runner.waitFor(await app.server.deps.store.committedHead(), ['UserErased'], 5000);
    expect(await app.server.deps.knex('subscriptions_view').where({ user_id: userId }).first()).toBeUndefined();
    expect(await isPremium(userId)).toBe(false);

    // The worker's reaction to UserErased ends the subscription at the provider on its own.
    await expect
      .poll(async () => (await app.server.deps.knex('test_payment_subscriptions').where({ user_id: userId }).first())?.status, {
        timeout: 10_000,
      })
      .toBe('canceled');
    // Running it again changes nothing; the view does not bring the row back.
    await endSubscriptionOfErasedUser({ ...app.server.deps, provider: app.server.paymentProvider }, userId);
    await endSubscriptionOfErasedUser({ ...app.server.deps, provider: app.server.paymentProvider }, userId);
    expect(await app.server.deps.knex('test_payment_subscriptions').where({ user_id: userId }).first()).toMatchObject({
      status: 'canceled',
    });
    expect((await streamTypes(userId)).at(-1)).toBe('SubscriptionEnded');
    await app.server.deps.runner.waitFor(await app.server.deps.store.committedHead(), billingEventTypes, 5000);
    expect(await app.server.deps.knex('subscriptions_view').where({ user_id: userId }).first()).toBeUndefined();
  });

  it('takes a one-time case-analysis payment at the server price, confirmed by the provider', async () => {
    const { c, userId } = await signedUp();
    const purpose = { kind: 'case-analysis' as const, caseId: 500000 + userId };
    const started = await app.server.api.billing.startPayment({ userId, purpose });
    expect(started).toMatchObject({ amountCents: 19999, currency: 'usd', clientSecret: expect.stringMatching(/^pi_test/) });
    const stream = `payment-${started.paymentId}`;

    const declined = await c.post('/api/test-payments/confirm', { clientSecret: started.clientSecret, ...card('4000000000000002') });
    expect(declined.body).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    const other = await signedUp();
    expect(
      (await other.c.post('/api/test-payments/confirm', { clientSecret: started.clientSecret, ...card('4242424242424242') })).status,
    ).toBe(404);
    const paid = await c.post('/api/test-payments/confirm', { clientSecret: started.clientSecret, ...card('4242424242424242') });
    expect(paid.body).toMatchObject({ status: 'succeeded', returnUrl: expect.stringMatching(/^\/case-analysis\?payment_intent=pi_test/) });

    const events = await app.server.deps.store.readStream(stream);
    expect(events.map((e) => e.type)).toEqual(['PaymentStarted', 'PaymentFailed', 'PaymentSucceeded']);
    expect(events.at(-1)!.data).toMatchObject({ userId, purpose, amountCents: 19999, currency: 'usd' });
    await expect(app.server.api.billing.startPayment({ userId, purpose })).rejects.toThrow('This payment has already been completed.');
    await expect(app.server.api.billing.startPayment({ userId: other.userId, purpose })).rejects.toThrow('Access Denied');
  });
});
