// Provider side of the chat and escalations contract: the pact the consumer test just wrote,
// replayed by the Pact verifier against the real Koa app (offline AI engine, test payment
// provider) on a fresh real database. Provider states are set up through the real API, like a
// user would: register, chat, subscribe with the test card, escalate, sign in as the admin.
import { existsSync } from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../test/support/app';
import { appDatabaseFlavours, type TestDatabase } from '../test/support/databases';
import { CONVERSATION_PACT_FILE, CONVERSATION_PROVIDER, CONVERSATION_STATES as STATES, QUESTION } from './conversation.support';
import { CONSUMER, OPS, PASSWORD, cookieHeader, expectStatus } from './support';
import { signInStaff } from '../test/support/staff-sign-in';

const FREE_DAILY_MESSAGES = 2;

export function conversationProviderTests(): void {
  describe(`provider: ${CONVERSATION_PROVIDER} honours ${CONSUMER}'s pact`, () => {
    let db: TestDatabase;
    let app: TestApp;
    let sessionCookie: string | undefined;
    let ip = 0;

    beforeAll(async () => {
      const flavour = appDatabaseFlavours()[0]!;
      db = await flavour.open();
      app = await startTestApp(db, {
        OPS_USERNAME: OPS.username,
        OPS_PASSWORD: OPS.password,
        FREE_DAILY_MESSAGES: String(FREE_DAILY_MESSAGES),
        AI_OFFLINE_CHUNK_DELAY_MS: '0',
      });
    });
    afterAll(async () => {
      await app?.close();
      await db?.close();
    });

    /** Each state's browser comes from an address of its own, clear of the per-address limits. */
    const browser = () => app.client(`10.9.${Math.floor(++ip / 250)}.${ip % 250}`);

    async function newClient(): Promise<TestClient> {
      const client = browser();
      const username = uniqueName('pact');
      const res = await client.post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD });
      expectStatus('registering a client', res.status, [201]);
      return client;
    }

    async function ask(client: TestClient, content = QUESTION): Promise<void> {
      expectStatus('sending a chat message', (await client.post('/api/messages', { content })).status, [201]);
    }

    async function makePremium(client: TestClient): Promise<void> {
      const sub = await client.post('/api/subscription', {});
      expectStatus('starting a subscription', sub.status, [200]);
      const paid = await client.post('/api/test-payments/confirm', {
        clientSecret: sub.body.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 3,
        cvc: '123',
      });
      if (paid.body.status !== 'succeeded') throw new Error(`the test card payment answered ${JSON.stringify(paid.body)}`);
      // The subscription view follows the payment's events: wait until it says premium.
      const deadline = Date.now() + 5_000;
      while (!(await client.get('/api/subscription')).body.isSubscribed) {
        if (Date.now() > deadline) throw new Error('the subscription did not become active');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    async function escalation(): Promise<number> {
      const client = await newClient();
      await makePremium(client);
      const res = await client.post('/api/escalations', {
        caseSummary: 'My brother has been missing since Friday night',
        urgency: 'standard',
      });
      expectStatus('escalating', res.status, [201]);
      return res.body.id as number;
    }

    async function signInAdmin(): Promise<TestClient> {
      const admin = browser();
      expectStatus('signing in the admin', (await signInStaff(admin, { ...OPS, userType: 'investigator' })).status, [200]);
      return admin;
    }

    const signedIn = (client: TestClient) => {
      sessionCookie = cookieHeader(client);
    };

    it('every interaction in the pact is answered as the web app expects', async () => {
      expect(existsSync(CONVERSATION_PACT_FILE), `${CONVERSATION_PACT_FILE} (written by the consumer test)`).toBe(true);
      const verifier = new Verifier({
        provider: CONVERSATION_PROVIDER,
        providerBaseUrl: app.url,
        pactUrls: [CONVERSATION_PACT_FILE],
        logLevel: 'warn',
        beforeEach: async () => {
          sessionCookie = undefined;
        },
        stateHandlers: {
          [STATES.clientSignedIn]: async () => signedIn(await newClient()),
          [STATES.clientWithConversation]: async () => {
            const client = await newClient();
            await ask(client);
            signedIn(client);
          },
          [STATES.clientWithNamedConversation]: async () => {
            const client = await newClient();
            await ask(client);
            const list = await client.get('/api/conversations');
            expectStatus('listing the conversations', list.status, [200]);
            signedIn(client);
            return { id: list.body[0].id as string };
          },
          [STATES.clientAtQuota]: async () => {
            const client = await newClient();
            for (let i = 0; i < FREE_DAILY_MESSAGES; i++) await ask(client, `Question ${i + 1}`);
            signedIn(client);
          },
          [STATES.premiumSignedIn]: async () => {
            const client = await newClient();
            await makePremium(client);
            signedIn(client);
          },
          [STATES.premiumWithEscalation]: async () => {
            const client = await newClient();
            await makePremium(client);
            expectStatus(
              'escalating',
              (
                await client.post('/api/escalations', {
                  caseSummary: 'My brother has been missing since Friday night',
                  urgency: 'standard',
                })
              ).status,
              [201],
            );
            signedIn(client);
          },
          [STATES.adminWithPendingEscalation]: async () => {
            const id = await escalation();
            signedIn(await signInAdmin());
            return { id };
          },
          [STATES.adminWithResolvedEscalation]: async () => {
            const id = await escalation();
            const admin = await signInAdmin();
            expectStatus('resolving', (await admin.patch(`/api/escalations/${id}/status`, { status: 'resolved' })).status, [200]);
            signedIn(admin);
            return { id };
          },
        },
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
