// Consumer side of the billing contract: the web app's real fetchers (web/features/billing/api)
// call a Pact mock server; what they send and accept is written to pacts/ for the provider.
// Values the server makes (client secrets, payment intent ids) are injected from the provider
// state, so the provider replays them with the real ones.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../modules/billing/contract';
import { authenticateTestPayment } from '../web/features/billing/api/authenticate-test-payment';
import { cancelSubscription } from '../web/features/billing/api/cancel-subscription';
import { confirmReturn } from '../web/features/billing/api/confirm-return';
import { confirmTestPayment } from '../web/features/billing/api/confirm-test-payment';
import { createSubscription } from '../web/features/billing/api/create-subscription';
import { getPaymentsConfig } from '../web/features/billing/api/get-payments-config';
import { getSubscription } from '../web/features/billing/api/get-subscription';
import { openBillingPortal } from '../web/features/billing/api/open-billing-portal';
import { describeReturnOutcome } from '../web/features/billing/lib/return-outcome';
import { BILLING_PACT_FILE, BILLING_PROVIDER, BILLING_STATES as STATES } from './billing.support';
import { CONSUMER, COOKIE_PATTERN, EXAMPLE_COOKIE, failure, pactConsumer } from './support';

const { boolean, fromProviderState, regex, string } = MatchersV3;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
const CLIENT_SECRET = /^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/;
const EXAMPLE_SECRET = 'pi_test3Pq9aXb_secret_4f1c2d';
const EXAMPLE_INTENT = 'pi_test3Pq9aXb';
const returnUrlOf = (status: 'succeeded' | 'failed') =>
  regex(
    new RegExp(`^/subscription\\?payment_intent=pi_[A-Za-z0-9_]+&redirect_status=${status}$`),
    `/subscription?payment_intent=${EXAMPLE_INTENT}&redirect_status=${status}`,
  );

const cookieHeader = { Cookie: regex(COOKIE_PATTERN, EXAMPLE_COOKIE) };
const errorBody = (message: string, code: string) => ({ message, code: string(code) });

const noSubscription = { isSubscribed: false, plan: null, status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false };
const activeSubscription = (cancelAtPeriodEnd: boolean) => ({
  isSubscribed: true,
  plan: 'premium',
  status: 'active',
  currentPeriodEnd: regex(ISO_INSTANT, '2026-06-14T15:00:00.000Z'),
  cancelAtPeriodEnd,
});

/** A card the user typed, as the card form sends it (the contract's parsed request). */
const card = (cardNumber: string, expYear = 2034) => ({ cardNumber, expMonth: 12, expYear, cvc: '123' });
const injectedSecret = () => fromProviderState('${clientSecret}', EXAMPLE_SECRET);

export function billingConsumerTests(): void {
  describe(`consumer: ${CONSUMER} → ${BILLING_PROVIDER}`, () => {
    const { browser, interaction } = pactConsumer(BILLING_PROVIDER, BILLING_PACT_FILE);

    describe('reading the subscription', () => {
      it('GET /api/config/payments names the provider and never a secret key', async () => {
        await interaction('a request for the payments configuration', STATES.clientSignedIn)
          .withRequest('GET', '/api/config/payments', (req) => req.headers(cookieHeader))
          .willRespondWith(200, (res) => res.jsonBody({ provider: regex(/^(test|stripe)$/, 'test'), publishableKey: null }))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            expect(await getPaymentsConfig()).toEqual({ provider: 'test', publishableKey: null });
          });
      });

      it('GET /api/subscription answers no subscription for a new client', async () => {
        await interaction('a request for the subscription of a client without one', STATES.clientSignedIn)
          .withRequest('GET', '/api/subscription', (req) => req.headers(cookieHeader))
          .willRespondWith(200, (res) => res.jsonBody(noSubscription))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            expect(await getSubscription()).toEqual(noSubscription);
          });
      });

      it('GET /api/subscription answers the active plan and its renewal date for a subscriber', async () => {
        await interaction('a request for the subscription of a premium subscriber', STATES.premiumSignedIn)
          .withRequest('GET', '/api/subscription', (req) => req.headers(cookieHeader))
          .willRespondWith(200, (res) => res.jsonBody(activeSubscription(false)))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            expect(await getSubscription()).toMatchObject({
              isSubscribed: true,
              plan: 'premium',
              status: 'active',
              cancelAtPeriodEnd: false,
            });
          });
      });

      it('GET /api/subscription without a session answers 401', async () => {
        await interaction('a request for the subscription without a session')
          .withRequest('GET', '/api/subscription')
          .willRespondWith(401, (res) => res.jsonBody(errorBody('Not signed in', 'UNAUTHORIZED')))
          .executeTest(async (mock) => {
            browser.visit(mock.url);
            expect((await failure(getSubscription())).status).toBe(401);
          });
      });
    });

    describe('subscribing', () => {
      it('POST /api/subscription answers the client secret of the first payment', async () => {
        await interaction('a start of the premium subscription', STATES.clientSignedIn)
          .withRequest('POST', '/api/subscription', (req) => req.headers(cookieHeader).jsonBody({}))
          .willRespondWith(200, (res) => res.jsonBody({ clientSecret: regex(CLIENT_SECRET, EXAMPLE_SECRET) }))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            expect(await createSubscription()).toEqual({ clientSecret: EXAMPLE_SECRET });
          });
      });

      it('POST /api/subscription answers 409 to a subscriber', async () => {
        await interaction('a start of the premium subscription by a subscriber', STATES.premiumSignedIn)
          .withRequest('POST', '/api/subscription', (req) => req.headers(cookieHeader).jsonBody({}))
          .willRespondWith(409, (res) => res.jsonBody(errorBody(MESSAGES.alreadySubscribed, 'CONFLICT')))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const error = await failure(createSubscription());
            expect(error.status).toBe(409);
            expect(error.serverMessage).toBe(MESSAGES.alreadySubscribed);
          });
      });
    });

    describe("the test provider's card form", () => {
      it('POST /api/test-payments/confirm with 4242 succeeds and names the return URL', async () => {
        await interaction('a test card payment with 4242 4242 4242 4242', STATES.subscriptionStarted)
          .withRequest('POST', '/api/test-payments/confirm', (req) =>
            req.headers(cookieHeader).jsonBody({ clientSecret: injectedSecret(), ...card('4242424242424242') }),
          )
          .willRespondWith(200, (res) => res.jsonBody({ status: 'succeeded', returnUrl: returnUrlOf('succeeded') }))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const result = await confirmTestPayment({ clientSecret: EXAMPLE_SECRET, ...card('4242424242424242') });
            expect(result).toEqual({
              status: 'succeeded',
              returnUrl: `/subscription?payment_intent=${EXAMPLE_INTENT}&redirect_status=succeeded`,
            });
          });
      });

      it("POST /api/test-payments/confirm with 4000 0000 0000 0002 fails with Stripe's words, no redirect", async () => {
        await interaction('a test card payment with a declined card', STATES.subscriptionStarted)
          .withRequest('POST', '/api/test-payments/confirm', (req) =>
            req.headers(cookieHeader).jsonBody({ clientSecret: injectedSecret(), ...card('4000000000000002') }),
          )
          .willRespondWith(200, (res) =>
            res.jsonBody({ status: 'failed', message: 'Your card was declined.', code: 'card_declined', returnUrl: null }),
          )
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const result = await confirmTestPayment({ clientSecret: EXAMPLE_SECRET, ...card('4000000000000002') });
            expect(result).toEqual({ status: 'failed', message: 'Your card was declined.', code: 'card_declined', returnUrl: null });
          });
      });

      it('POST /api/test-payments/confirm with 4000 0025 0000 3155 asks for 3-D Secure', async () => {
        await interaction('a test card payment that needs 3-D Secure', STATES.subscriptionStarted)
          .withRequest('POST', '/api/test-payments/confirm', (req) =>
            req.headers(cookieHeader).jsonBody({ clientSecret: injectedSecret(), ...card('4000002500003155') }),
          )
          .willRespondWith(200, (res) =>
            res.jsonBody({ status: 'requires_action', message: string('This payment requires authentication.'), returnUrl: null }),
          )
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const result = await confirmTestPayment({ clientSecret: EXAMPLE_SECRET, ...card('4000002500003155') });
            expect(result).toMatchObject({ status: 'requires_action', returnUrl: null });
          });
      });

      it('POST /api/test-payments/confirm with an expired card answers 400 with the form message', async () => {
        await interaction('a test card payment with an expired card', STATES.subscriptionStarted)
          .withRequest('POST', '/api/test-payments/confirm', (req) =>
            req.headers(cookieHeader).jsonBody({ clientSecret: injectedSecret(), ...card('4242424242424242', 2020) }),
          )
          .willRespondWith(400, (res) => res.jsonBody(errorBody(MESSAGES.cardExpired, 'VALIDATION')))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const error = await failure(confirmTestPayment({ clientSecret: EXAMPLE_SECRET, ...card('4242424242424242', 2020) }));
            expect(error.status).toBe(400);
            expect(error.serverMessage).toBe(MESSAGES.cardExpired);
          });
      });

      it('POST /api/test-payments/authenticate approved succeeds and names the return URL', async () => {
        await interaction('an approved 3-D Secure authentication', STATES.awaitingAuthentication)
          .withRequest('POST', '/api/test-payments/authenticate', (req) =>
            req.headers(cookieHeader).jsonBody({ clientSecret: injectedSecret(), approve: true }),
          )
          .willRespondWith(200, (res) => res.jsonBody({ status: 'succeeded', returnUrl: returnUrlOf('succeeded') }))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            expect(await authenticateTestPayment({ clientSecret: EXAMPLE_SECRET, approve: true })).toMatchObject({ status: 'succeeded' });
          });
      });

      it('POST /api/test-payments/authenticate failed redirects with redirect_status=failed', async () => {
        await interaction('a failed 3-D Secure authentication', STATES.awaitingAuthentication)
          .withRequest('POST', '/api/test-payments/authenticate', (req) =>
            req.headers(cookieHeader).jsonBody({ clientSecret: injectedSecret(), approve: false }),
          )
          .willRespondWith(200, (res) =>
            res.jsonBody({
              status: 'failed',
              message: string('We are unable to authenticate your payment method.'),
              code: string('payment_intent_authentication_failure'),
              returnUrl: returnUrlOf('failed'),
            }),
          )
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const result = await authenticateTestPayment({ clientSecret: EXAMPLE_SECRET, approve: false });
            expect(result.status).toBe('failed');
            expect(result.returnUrl).toMatch(/redirect_status=failed$/);
          });
      });
    });

    describe('the return from the payment form', () => {
      it('POST /api/subscription/confirm-return after a paid payment answers succeeded and the active plan', async () => {
        await interaction('a return from a successful payment', STATES.paymentSucceeded)
          .withRequest('POST', '/api/subscription/confirm-return', (req) =>
            req
              .headers(cookieHeader)
              .jsonBody({ redirectStatus: 'succeeded', paymentIntent: fromProviderState('${paymentIntent}', EXAMPLE_INTENT) }),
          )
          .willRespondWith(200, (res) => res.jsonBody({ outcome: 'succeeded', message: null, subscription: activeSubscription(false) }))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const result = await confirmReturn({ redirectStatus: 'succeeded', paymentIntent: EXAMPLE_INTENT });
            expect(describeReturnOutcome(result).title).toBe('Subscription activated!');
            expect(result.subscription.isSubscribed).toBe(true);
          });
      });

      it("POST /api/subscription/confirm-return after a decline answers failed with the provider's words", async () => {
        await interaction('a return from a declined payment', STATES.paymentDeclined)
          .withRequest('POST', '/api/subscription/confirm-return', (req) =>
            req
              .headers(cookieHeader)
              .jsonBody({ redirectStatus: 'failed', paymentIntent: fromProviderState('${paymentIntent}', EXAMPLE_INTENT) }),
          )
          .willRespondWith(200, (res) =>
            res.jsonBody({
              outcome: 'failed',
              message: string('Your card was declined.'),
              subscription: {
                isSubscribed: false,
                plan: null,
                status: 'incomplete',
                currentPeriodEnd: null,
                cancelAtPeriodEnd: boolean(false),
              },
            }),
          )
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const result = await confirmReturn({ redirectStatus: 'failed', paymentIntent: EXAMPLE_INTENT });
            expect(describeReturnOutcome(result)).toMatchObject({ title: 'Payment failed' });
            expect(result.subscription.isSubscribed).toBe(false);
          });
      });
    });

    describe('managing the plan', () => {
      it('POST /api/subscription/cancel cancels at the period end: still subscribed until then', async () => {
        await interaction('a cancellation by a subscriber', STATES.premiumSignedIn)
          .withRequest('POST', '/api/subscription/cancel', (req) => req.headers(cookieHeader))
          .willRespondWith(200, (res) => res.jsonBody(activeSubscription(true)))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            expect(await cancelSubscription()).toMatchObject({ isSubscribed: true, cancelAtPeriodEnd: true });
          });
      });

      it('POST /api/subscription/cancel without a subscription answers 409', async () => {
        await interaction('a cancellation without a subscription', STATES.clientSignedIn)
          .withRequest('POST', '/api/subscription/cancel', (req) => req.headers(cookieHeader))
          .willRespondWith(409, (res) => res.jsonBody(errorBody(MESSAGES.nothingToCancel, 'CONFLICT')))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            expect((await failure(cancelSubscription())).serverMessage).toBe(MESSAGES.nothingToCancel);
          });
      });

      it('POST /api/subscription/portal answers where the billing portal is', async () => {
        await interaction('a request for the billing portal by a subscriber', STATES.premiumSignedIn)
          .withRequest('POST', '/api/subscription/portal', (req) => req.headers(cookieHeader))
          .willRespondWith(200, (res) => res.jsonBody({ url: string('/subscription/payment-methods') }))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            expect(await openBillingPortal()).toEqual({ url: '/subscription/payment-methods' });
          });
      });

      it('POST /api/subscription/portal without a billing account answers 409', async () => {
        await interaction('a request for the billing portal without a billing account', STATES.clientSignedIn)
          .withRequest('POST', '/api/subscription/portal', (req) => req.headers(cookieHeader))
          .willRespondWith(409, (res) => res.jsonBody(errorBody(MESSAGES.noBillingAccount, 'CONFLICT')))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            expect((await failure(openBillingPortal())).serverMessage).toBe(MESSAGES.noBillingAccount);
          });
      });
    });
  });
}
