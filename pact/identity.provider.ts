// Provider side of the identity contract: the pact the consumer test just wrote, replayed by the
// Pact verifier (pact-core's native library, shipped in the npm package) against the real Koa app
// on a fresh real database. Provider states are set up through the real API, like a user would.
import { existsSync } from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, uniqueName, type TestApp } from '../test/support/app';
import { appDatabaseFlavours, type TestDatabase } from '../test/support/databases';
import { CONSUMER, OPS, PACT_FILE, PASSWORD, PROVIDER, STATES, cookieHeader, expectStatus } from './support';
import { signInStaff } from '../test/support/staff-sign-in';

export function identityProviderTests(): void {
  describe(`provider: ${PROVIDER} honours ${CONSUMER}'s pact (identity)`, () => {
    let db: TestDatabase;
    let app: TestApp;
    /** The session of the user the current provider state signed in. */
    let sessionCookie: string | undefined;

    beforeAll(async () => {
      // The real Postgres when one answered the global setup's probe, from the migrated template.
      const flavour = appDatabaseFlavours()[0]!;
      db = await flavour.open();
      app = await startTestApp(db, { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password });
    });
    afterAll(async () => {
      await app?.close();
      await db?.close();
    });

    async function ensureAlice(): Promise<void> {
      const res = await app.client().post('/api/register', { username: 'alice', email: 'alice@example.com', password: PASSWORD });
      expectStatus('registering alice', res.status, [201, 409]);
    }

    async function signInNewClient(): Promise<void> {
      const client = app.client();
      const username = uniqueName('pact');
      const res = await client.post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD });
      expectStatus('registering a client', res.status, [201]);
      sessionCookie = cookieHeader(client);
    }

    async function signInAdmin(): Promise<void> {
      const client = app.client();
      const res = await signInStaff(client, { ...OPS, userType: 'investigator' });
      expectStatus('signing in the admin', res.status, [200]);
      sessionCookie = cookieHeader(client);
    }

    it('every interaction in the pact is answered as the web app expects', async () => {
      expect(existsSync(PACT_FILE), `${PACT_FILE} (written by the consumer test)`).toBe(true);
      const verifier = new Verifier({
        provider: PROVIDER,
        providerBaseUrl: app.url,
        pactUrls: [PACT_FILE],
        logLevel: 'warn',
        beforeEach: async () => {
          sessionCookie = undefined;
        },
        stateHandlers: {
          [STATES.aliceExists]: ensureAlice,
          [STATES.aliceTaken]: ensureAlice,
          [STATES.clientSignedIn]: signInNewClient,
          [STATES.adminSignedIn]: signInAdmin,
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
