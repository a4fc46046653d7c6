// Consumer side of the identity contract: the web app's real fetchers (web/features/*/api) call a
// Pact mock server, and what they send and accept is written to pacts/ for the provider to verify.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createStaffUser } from '../web/features/admin/api/create-staff-user';
import { getStaffUsers } from '../web/features/admin/api/get-staff-users';
import { getUser } from '../web/lib/session';
import { login } from '../web/features/auth/api/login';
import { logout } from '../web/features/auth/api/logout';
import { register } from '../web/features/auth/api/register';
import { loginFailureDescription, registrationFailureDescription } from '../web/features/auth/lib/login-failure';
import { getRuntimeConfig } from '../web/features/platform/api/get-runtime-config';
import { changePassword } from '../web/features/settings/api/change-password';
import { eraseAccount } from '../web/features/settings/api/erase-account';
import { getNotificationPreferences } from '../web/features/settings/api/get-notification-preferences';
import { getPrivacySettings } from '../web/features/settings/api/get-privacy-settings';
import { saveNotificationPreferences } from '../web/features/settings/api/save-notification-preferences';
import { savePrivacySettings } from '../web/features/settings/api/save-privacy-settings';
import { updateProfile } from '../web/features/settings/api/update-profile';
import { CONSUMER, COOKIE_PATTERN, EXAMPLE_COOKIE, PACT_FILE, PASSWORD, PROVIDER, STATES, failure, pactConsumer } from './support';
import { MESSAGES } from '../modules/identity/contract';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A `userResponse` body. Role and userType are exact where the interaction fixes them; id and
 * createdAt are never exact.
 */
function userBody(user: { username?: string; email?: string; role: string; userType: string }) {
  return {
    id: integer(7),
    username: string(user.username ?? 'alice'),
    email: string(user.email ?? 'alice@example.com'),
    userType: user.userType,
    role: user.role,
    createdAt: regex(ISO_INSTANT, '2025-03-14T09:26:53.589Z'),
  };
}

const clientUser = (u: { username?: string; email?: string } = {}) => userBody({ ...u, role: 'client', userType: 'client' });

/** Every error body: `{ message, code }`; the message is what the user reads. */
const errorBody = (message: string, code: string) => ({ message, code: string(code) });

const cookieHeader = { Cookie: regex(COOKIE_PATTERN, EXAMPLE_COOKIE) };

export function identityConsumerTests(): void {
  describe(`consumer: ${CONSUMER} → ${PROVIDER} (identity)`, () => {
    const { browser, interaction } = pactConsumer(PROVIDER, PACT_FILE);

    describe('sign-up and sign-in', () => {
      it('POST /api/register creates a client and answers 201 with the user', async () => {
        await interaction('a registration of a new client')
          .withRequest('POST', '/api/register', (req) =>
            req.jsonBody({ username: 'newclient', email: 'newclient@example.com', password: PASSWORD, userType: 'client' }),
          )
          .willRespondWith(201, (res) => res.jsonBody(clientUser({ username: 'newclient', email: 'newclient@example.com' })))
          .executeTest(async (mock) => {
            browser.visit(mock.url);
            const user = await register({ username: 'newclient', email: 'newclient@example.com', password: PASSWORD, userType: 'client' });
            expect(user).toMatchObject({ username: 'newclient', role: 'client', userType: 'client' });
          });
      });

      it('POST /api/register with a taken username answers 409 with the message the toast shows', async () => {
        await interaction('a registration with a taken username', STATES.aliceTaken)
          .withRequest('POST', '/api/register', (req) =>
            req.jsonBody({ username: 'alice', email: 'other.alice@example.com', password: PASSWORD, userType: 'client' }),
          )
          .willRespondWith(409, (res) => res.jsonBody(errorBody(MESSAGES.unavailable, 'CONFLICT')))
          .executeTest(async (mock) => {
            browser.visit(mock.url);
            const error = await failure(
              register({ username: 'alice', email: 'other.alice@example.com', password: PASSWORD, userType: 'client' }),
            );
            expect(error.status).toBe(409);
            expect(registrationFailureDescription(error)).toBe(MESSAGES.unavailable);
          });
      });

      it('POST /api/login signs a client in and answers the user', async () => {
        await interaction('a client login with the right password', STATES.aliceExists)
          .withRequest('POST', '/api/login', (req) => req.jsonBody({ username: 'alice', password: PASSWORD, userType: 'client' }))
          .willRespondWith(200, (res) => res.jsonBody(clientUser({ username: 'alice' })))
          .executeTest(async (mock) => {
            browser.visit(mock.url);
            const user = await login({ username: 'alice', password: PASSWORD, userType: 'client' });
            expect(user).toMatchObject({ username: 'alice', role: 'client' });
          });
      });

      it('POST /api/login with a wrong password answers 401 Invalid username or password', async () => {
        await interaction('a client login with a wrong password', STATES.aliceExists)
          .withRequest('POST', '/api/login', (req) => req.jsonBody({ username: 'alice', password: 'wrong-password', userType: 'client' }))
          .willRespondWith(401, (res) => res.jsonBody(errorBody('Invalid username or password', 'UNAUTHORIZED')))
          .executeTest(async (mock) => {
            browser.visit(mock.url);
            const error = await failure(login({ username: 'alice', password: 'wrong-password', userType: 'client' }));
            expect(error.status).toBe(401);
            expect(error.serverMessage).toBe('Invalid username or password');
            expect(loginFailureDescription(error)).toBe('Invalid username or password. Please check your credentials.');
          });
      });

      it('GET /api/user answers the signed-in user', async () => {
        await interaction('a request for the signed-in user', STATES.clientSignedIn)
          .withRequest('GET', '/api/user', (req) => req.headers(cookieHeader))
          .willRespondWith(200, (res) => res.jsonBody(clientUser()))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const user = await getUser();
            expect(user).toMatchObject({ role: 'client', userType: 'client' });
          });
      });

      it('GET /api/user without a session answers 401, which the app reads as signed out', async () => {
        await interaction('a request for the user without a session')
          .withRequest('GET', '/api/user')
          .willRespondWith(401, (res) => res.jsonBody(errorBody('Not signed in', 'UNAUTHORIZED')))
          .executeTest(async (mock) => {
            browser.visit(mock.url);
            expect(await getUser()).toBeNull();
          });
      });

      it('POST /api/logout answers 204', async () => {
        await interaction('a logout', STATES.clientSignedIn)
          .withRequest('POST', '/api/logout', (req) => req.headers(cookieHeader))
          .willRespondWith(204)
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            await expect(logout()).resolves.toBeUndefined();
          });
      });
    });

    describe('settings', () => {
      it('PUT /api/user/profile saves the username and email and answers the user', async () => {
        const profile = { username: 'alice-renamed', email: 'alice.renamed@example.com' };
        await interaction('a profile update', STATES.clientSignedIn)
          .withRequest('PUT', '/api/user/profile', (req) => req.headers(cookieHeader).jsonBody(profile))
          .willRespondWith(200, (res) => res.jsonBody({ ...clientUser(), username: profile.username, email: profile.email }))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            expect(await updateProfile(profile)).toMatchObject(profile);
          });
      });

      it('PUT /api/user/password answers 204 for the right current password', async () => {
        const change = { currentPassword: PASSWORD, newPassword: 'new-secret-pass', confirmPassword: 'new-secret-pass' };
        await interaction('a password change with the right current password', STATES.clientSignedIn)
          .withRequest('PUT', '/api/user/password', (req) => req.headers(cookieHeader).jsonBody(change))
          .willRespondWith(204)
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            await expect(changePassword(change)).resolves.toBeUndefined();
          });
      });

      it('PUT /api/user/password answers 400 Current password is incorrect for a wrong one', async () => {
        const change = { currentPassword: 'not-my-password', newPassword: 'new-secret-pass', confirmPassword: 'new-secret-pass' };
        await interaction('a password change with a wrong current password', STATES.clientSignedIn)
          .withRequest('PUT', '/api/user/password', (req) => req.headers(cookieHeader).jsonBody(change))
          .willRespondWith(400, (res) => res.jsonBody(errorBody('Current password is incorrect', 'VALIDATION')))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const error = await failure(changePassword(change));
            expect(error.status).toBe(400);
            expect(error.serverMessage).toBe('Current password is incorrect');
          });
      });

      const notificationsExample = {
        emailCaseUpdates: true,
        emailInvestigatorMessages: true,
        emailMarketing: false,
        inAppCaseReminders: true,
        inAppSubscriptionAlerts: true,
      };
      const notificationsBody = {
        emailCaseUpdates: boolean(true),
        emailInvestigatorMessages: boolean(true),
        emailMarketing: boolean(false),
        inAppCaseReminders: boolean(true),
        inAppSubscriptionAlerts: boolean(true),
      };

      it('GET /api/user/notifications answers the five preferences', async () => {
        await interaction('a request for the notification preferences', STATES.clientSignedIn)
          .withRequest('GET', '/api/user/notifications', (req) => req.headers(cookieHeader))
          .willRespondWith(200, (res) => res.jsonBody(notificationsBody))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            expect(await getNotificationPreferences()).toEqual(notificationsExample);
          });
      });

      it('PUT /api/user/notifications saves and answers the preferences', async () => {
        const changed = { ...notificationsExample, emailMarketing: true, inAppCaseReminders: false };
        await interaction('a save of the notification preferences', STATES.clientSignedIn)
          .withRequest('PUT', '/api/user/notifications', (req) => req.headers(cookieHeader).jsonBody(changed))
          .willRespondWith(200, (res) =>
            res.jsonBody({ ...notificationsBody, emailMarketing: boolean(true), inAppCaseReminders: boolean(false) }),
          )
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            expect(await saveNotificationPreferences(changed)).toEqual(changed);
          });
      });

      const privacyExample = { conversationHistory: true, aiTraining: false, usageAnalytics: true, maskPersonalData: true };
      const privacyBody = {
        conversationHistory: boolean(true),
        aiTraining: boolean(false),
        usageAnalytics: boolean(true),
        maskPersonalData: boolean(true),
      };

      it('GET /api/user/privacy answers the privacy settings', async () => {
        await interaction('a request for the privacy settings', STATES.clientSignedIn)
          .withRequest('GET', '/api/user/privacy', (req) => req.headers(cookieHeader))
          .willRespondWith(200, (res) => res.jsonBody(privacyBody))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            expect(await getPrivacySettings()).toEqual(privacyExample);
          });
      });

      it('PUT /api/user/privacy saves and answers the privacy settings', async () => {
        const changed = { ...privacyExample, aiTraining: true, usageAnalytics: false };
        await interaction('a save of the privacy settings', STATES.clientSignedIn)
          .withRequest('PUT', '/api/user/privacy', (req) => req.headers(cookieHeader).jsonBody(changed))
          .willRespondWith(200, (res) => res.jsonBody({ ...privacyBody, aiTraining: boolean(true), usageAnalytics: boolean(false) }))
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            expect(await savePrivacySettings(changed)).toEqual(changed);
          });
      });

      it('POST /api/user/erase with the password answers 204', async () => {
        await interaction('an erasure of the signed-in account', STATES.clientSignedIn)
          .withRequest('POST', '/api/user/erase', (req) => req.headers(cookieHeader).jsonBody({ password: PASSWORD }))
          .willRespondWith(204)
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            await expect(eraseAccount({ password: PASSWORD })).resolves.toBeUndefined();
          });
      });
    });

    describe('administration and platform', () => {
      it('GET /api/admin/users answers the staff accounts', async () => {
        await interaction('a request for the staff accounts', STATES.adminSignedIn)
          .withRequest('GET', '/api/admin/users', (req) => req.headers(cookieHeader))
          .willRespondWith(200, (res) =>
            res.jsonBody(
              eachLike({
                ...userBody({ role: 'admin', userType: 'investigator' }),
                username: string('opsadmin'),
                role: regex(/^(investigator|admin|auditor)$/, 'admin'),
                userType: regex(/^(client|investigator)$/, 'investigator'),
                disabled: boolean(false),
              }),
            ),
          )
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            const staff = await getStaffUsers();
            expect(staff.length).toBeGreaterThan(0);
            expect(staff[0]).toMatchObject({ role: 'admin' });
          });
      });

      it('POST /api/admin/users creates an investigator and answers 201 with the account', async () => {
        const account = {
          username: 'newinvestigator',
          email: 'newinvestigator@example.com',
          password: PASSWORD,
          role: 'investigator' as const,
        };
        await interaction('a creation of an investigator account', STATES.adminSignedIn)
          .withRequest('POST', '/api/admin/users', (req) => req.headers(cookieHeader).jsonBody(account))
          .willRespondWith(201, (res) =>
            res.jsonBody(userBody({ username: account.username, email: account.email, role: 'investigator', userType: 'investigator' })),
          )
          .executeTest(async (mock) => {
            browser.visit(mock.url, EXAMPLE_COOKIE);
            expect(await createStaffUser(account)).toMatchObject({
              username: account.username,
              role: 'investigator',
              userType: 'investigator',
            });
          });
      });

      it('GET /api/config/runtime answers which engines run, to anyone', async () => {
        await interaction('a request for the runtime configuration')
          .withRequest('GET', '/api/config/runtime')
          .willRespondWith(200, (res) =>
            res.jsonBody({
              database: regex(/^(embedded|postgres)$/, 'embedded'),
              eventStore: regex(/^(postgres|eventstoredb)$/, 'postgres'),
              ai: regex(/^(offline|openai)$/, 'offline'),
              payments: regex(/^(test|stripe)$/, 'test'),
            }),
          )
          .executeTest(async (mock) => {
            browser.visit(mock.url);
            expect(await getRuntimeConfig()).toEqual({ database: 'embedded', eventStore: 'postgres', ai: 'offline', payments: 'test' });
          });
      });
    });
  });
}
