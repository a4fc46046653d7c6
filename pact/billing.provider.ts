// Provider side of the billing contract: the pact the consumer test just wrote, replayed by the
// Pact verifier against the real Koa app (built-in test payment provider) on a fresh real
// database. Provider states are set up through the real API, the way a user gets there; the
// client secret and payment intent they produce are injected into the replayed requests.
import { existsSync } from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../test/support/app';
import { appDatabaseFlavours, type TestDatabase } from '../test/support/databases';
import { BILLING_PACT_FILE, BILLING_PROVIDER, BILLING_STATES as STATES, paymentIntentOf } from './billing.support';
import { CONSUMER, PASSWORD, cookieHeader } from './support';

const CARD = { expMonth: 12, expYear: 2034, cvc: '123' };

function expectStatus(what: string, res: { status: number; text: string }, allowed: number[]): void {
  if (!allowed.includes(res.status))
    throw new Error(`${what}: the API answered ${res.status} ${res.text}, expected ${allowed.join(' or ')}`);
}

export function billingProviderTests(): void {
  describe(`provider: ${BILLING_PROVIDER} honours ${CONSUMER}'s pact`, () => {
    let db: TestDatabase;
    let app: TestApp;
    let sessionCookie: string | undefined;

    beforeAll(async () => {
      // The real Postgres when one answered the global setup's probe, from the migrated template.
      const flavour = appDatabaseFlavours()[0]!;
      db = await flavour.open();
      // No Stripe keys: the built-in test provider, as `npm start` runs it.
      app = await startTestApp(db);
    });
    afterAll(async () => {
      await app?.close();
      await db?.close();
    });

    async function signInNewClient(): Promise<TestClient> {
      const client = app.client();
      const username = uniqueName('pactbill');
      const res = await client.post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD });
      expectStatus('registering a client', res, [201]);
      sessionCookie = cookieHeader(client);
      return client;
    }

    async function startSubscription(client: TestClient): Promise<string> {
      const res = await client.post<{ clientSecret: string }>('/api/subscription', {});
      expectStatus('starting the subscription', res, [200]);
      return res.body.clientSecret;
    }

    async function payWith(client: TestClient, clientSecret: string, cardNumber: string, expected: string): Promise<void> {
      const res = await client.post<{ status: string }>('/api/test-payments/confirm', { clientSecret, cardNumber, ...CARD });
      expectStatus(`paying with ${cardNumber}`, res, [200]);
      if (res.body.status !== expected) throw new Error(`paying with ${cardNumber}: ${res.body.status}, expected ${expected}`);
    }

    it('every billing interaction in the pact is answered as the web app expects', async () => {
      expect(existsSync(BILLING_PACT_FILE), `${BILLING_PACT_FILE} (written by the consumer test)`).toBe(true);
      const verifier = new Verifier({
        provider: BILLING_PROVIDER,
        providerBaseUrl: app.url,
        pactUrls: [BILLING_PACT_FILE],
        logLevel: 'warn',
        beforeEach: async () => {
          sessionCookie = undefined;
        },
        stateHandlers: {
          [STATES.clientSignedIn]: async () => {
            await signInNewClient();
            return undefined;
          },
          [STATES.premiumSignedIn]: async () => {
            const client = await signInNewClient();
            await payWith(client, await startSubscription(client), '4242424242424242', 'succeeded');
            const sub = await client.get<{ isSubscribed: boolean }>('/api/subscription');
            if (!sub.body.isSubscribed) throw new Error('the subscriber is not premium after paying');
            return undefined;
          },
          [STATES.subscriptionStarted]: async () => {
            const client = await signInNewClient();
            return { clientSecret: await startSubscription(client) };
          },
          [STATES.awaitingAuthentication]: async () => {
            const client = await signInNewClient();
            const clientSecret = await startSubscription(client);
            await payWith(client, clientSecret, '4000002500003155', 'requires_action');
            return { clientSecret };
          },
          [STATES.paymentSucceeded]: async () => {
            const client = await signInNewClient();
            const clientSecret = await startSubscription(client);
            await payWith(client, clientSecret, '4242424242424242', 'succeeded');
            return { paymentIntent: paymentIntentOf(clientSecret) };
          },
          [STATES.paymentDeclined]: async () => {
            const client = await signInNewClient();
            const clientSecret = await startSubscription(client);
            await payWith(client, clientSecret, '4000000000000002', 'failed');
            return { paymentIntent: paymentIntentOf(clientSecret) };
          },
        },
        // The pact carries an example cookie wherever a session is needed: swap in the real one.
        requestFilter: (req, _res, next) => {
          if (req.headers.cookie !== undefined) {
            if (!sessionCookie) throw new Error(`${req.method} ${req.url} sends a session cookie but no provider state signed anyone in`);
            req.headers.cookie = sessionCookie;
          }
          next();
        },
      });
      await verifier.verifyProvider();
    });
  });
}
