// Signing up, in and out through the auth page; the route guard, the legacy redirects and the
// 404 page — in the built app on the real server.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, startE2E, uniqueUser, type E2E } from './support/harness';

const LOGIN_MODE_HINT = "Investigators sign in with the 'Investigator Login' switch on; clients with it off.";
import {
  dismissToasts,
  expectHeading,
  expectPath,
  expectTitle,
  expectToast,
  login,
  openAuthTab,
  register,
  signOut,
  submitLogin,
  submitRegistration,
} from './support/flows';

describe('auth page and routing', () => {
  let e2e: E2E;
  let page: Page;
  const client = uniqueUser('client');

  beforeAll(async () => {
    e2e = await startE2E({}, { database: 'embedded' });
    ({ page } = await e2e.newPage());
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('shows the auth page with both tabs, its feature list, and no accessibility violations', async () => {
    await page.goto('/auth');
    await expectHeading(page, 'Casebook');
    for (const feature of ['Real-time AI Answers', 'Human Escalation', 'Premium Subscription ($29/month)']) {
      await page.getByText(feature, { exact: true }).waitFor({ state: 'visible' });
    }
    await openAuthTab(page, 'Login');
    await page.getByRole('switch', { name: 'Investigator Login' }).waitFor({ state: 'visible' });
    await screenshot(page, 'auth-desktop');
    await expectAccessible(page, '/auth (Login tab)');

    await openAuthTab(page, 'Register');
    await page.getByLabel('Confirm Password').waitFor({ state: 'visible' });
    await expectAccessible(page, '/auth (Register tab)');
  });

  it('registers a client, who lands on the chat page, signs out from the sidebar and logs in again', async () => {
    await register(page, client);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).waitFor({ state: 'visible' });
    await page.getByText(client.username, { exact: true }).first().waitFor({ state: 'visible' });

    await signOut(page);
    await login(page, client);
    await page.getByText(client.username, { exact: true }).first().waitFor({ state: 'visible' });
  });

  it('keeps a signed-in user away from /auth', async () => {
    await page.goto('/auth');
    await expectPath(page, '/');
    await expectHeading(page, 'Chat');
  });

  it('resolves the legacy links /chat, /history-page and /case/{id}', async () => {
    await page.goto('/chat');
    await expectPath(page, '/');
    await expectHeading(page, 'Chat');

    await page.goto('/history-page');
    await expectPath(page, '/history');
    await expectHeading(page, 'History');

    // /case/{id} is Case Detail's: a client is told a case that is not theirs, or that does not
    // exist, is not for them (decision 0061) — only Case Detail says 'Access Denied' and leaves.
    await page.goto('/case/5');
    await expectToast(page, 'Access Denied', "You don't have permission to access this case.");
    await expectPath(page, '/');
    await dismissToasts(page);
  });

  it('shows the 404 page for an unknown route, inside the signed-in frame with its sidebar', async () => {
    for (const path of ['/no-such-page', '/settings/deeper/still']) {
      await page.goto(path);
      await expectHeading(page, '404 Page Not Found');
      await page.getByText('Did you forget to add the page to the router?', { exact: true }).waitFor({ state: 'visible' });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).waitFor({ state: 'visible' });
      await page.getByText(client.username, { exact: true }).first().waitFor({ state: 'visible' });
      await expectTitle(page, 'Page not found · Casebook');
    }
    await expectAccessible(page, '404 page');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expectPath(page, '/');
  });

  it('refuses the Investigator Login switch for a client account, and says which mode is which', async () => {
    await signOut(page);
    await submitLogin(page, client, { investigator: true });
    await expectToast(page, 'Login failed', 'Invalid username or password. Please check your credentials.');
    expect(new URL(page.url()).pathname).toBe('/auth');
    await page.getByText(LOGIN_MODE_HINT, { exact: true }).waitFor({ state: 'visible' });
    await dismissToasts(page);
  });

  it('refuses a wrong password with the same words and the same hint', async () => {
    await page.reload();
    await submitLogin(page, { ...client, password: 'not-the-password' });
    await expectToast(page, 'Login failed', 'Invalid username or password. Please check your credentials.');
    expect(new URL(page.url()).pathname).toBe('/auth');
    await page.getByText(LOGIN_MODE_HINT, { exact: true }).waitFor({ state: 'visible' });
    await expectAccessible(page, '/auth after a refused login');
    await dismissToasts(page);
  });

  it('refuses a taken username at registration with the server message, which does not say which field is taken', async () => {
    await submitRegistration(page, { ...client, email: `other.${client.email}` });
    // The server's refusal stands on the field it names (Username), not in a toast.
    await page
      .locator('.ant-form-item-explain-error')
      .filter({ hasText: 'That username or email cannot be used. If you already have an account, sign in instead.' })
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await dismissToasts(page);
  });

  it('sends a signed-out visitor of /settings (and /) to /auth, with nothing failed in the console', async () => {
    const { page: fresh } = await e2e.newPage();
    const problems: string[] = [];
    fresh.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    fresh.on('response', (response) => {
      if (response.status() >= 400)
        problems.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    for (const path of ['/settings', '/', '/auth']) {
      await fresh.goto(path);
      await expectPath(fresh, '/auth');
      await fresh.getByRole('tab', { name: 'Login' }).waitFor({ state: 'visible' });
      await expectTitle(fresh, 'Sign in · Casebook');
    }
    await fresh.waitForLoadState('networkidle');
    // Being signed out is expected: the session check answers it without an error (no 401).
    expect(problems).toEqual([]);
    await fresh.context().close();
  });

  it('lays the auth page out for a phone', async () => {
    const { page: phone } = await e2e.newPage({ width: 390, height: 844, isMobile: true });
    await phone.goto('/auth');
    await openAuthTab(phone, 'Login');
    await screenshot(phone, 'auth-mobile');
    await expectAccessible(phone, '/auth on a phone');
    await phone.context().close();
  });
});
