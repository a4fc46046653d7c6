// Staff through the UI: the operations admin (OPS_USERNAME) signs in with the Investigator Login
// switch (told beside it before any attempt) and lands on the dashboard, creates an investigator on
// /admin, finds it in the staff table, disables, enables and resets it; that investigator signs in
// and sees the staff entries only; a client sees none of them (decision 0054).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoSidewaysScroll, OPS, resetLinkFor, startE2E, type E2E } from './support/harness';
import {
  dismissToasts,
  expectHeading,
  expectPath,
  expectToast,
  login,
  menuEntries,
  passSecondFactor,
  register,
  signOut,
  submitLogin,
} from './support/flows';

const CLIENT_ENTRIES = [
  'Chat',
  'History',
  'Find My PI',
  'Subscription',
  'Settings',
  'Case Analysis',
  'Document Intelligence',
  'Outcome Prediction',
  'Letter Templates',
];
const INVESTIGATOR_ENTRIES = ['Investigator Dashboard', 'Investigator Network', 'Find My PI', 'Letter Templates'];
const LOGIN_MODE_HINT = "Investigators sign in with the 'Investigator Login' switch on; clients with it off.";

describe('staff accounts', () => {
  let e2e: E2E;
  let page: Page;
  const investigator = { username: 'samrivera', email: 'sam.rivera@example.com', password: 'case-work-77' };

  beforeAll(async () => {
    e2e = await startE2E();
    ({ page } = await e2e.newPage());
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('the admin with the switch off is refused, and the form says investigators sign in with it on', async () => {
    await page.goto('/auth');
    // Beside the switch before the first attempt.
    await page.getByText(LOGIN_MODE_HINT, { exact: true }).waitFor({ state: 'visible' });
    await submitLogin(page, OPS, { investigator: false });
    await expectToast(page, 'Login failed', 'Invalid username or password. Please check your credentials.');
    await page.getByText(LOGIN_MODE_HINT, { exact: true }).waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/auth');
    await dismissToasts(page);
  });

  it('the admin signs in with the Investigator Login switch and sees the investigator and Admin entries', async () => {
    await login(page, OPS, { investigator: true });
    expect(await menuEntries(page)).toEqual([...INVESTIGATOR_ENTRIES, 'Admin', 'Settings']);
    // '/' is the admin's home too: the dashboard, not the client chat.
    await page.goto('/');
    await expectPath(page, '/investigator-dashboard');
  });

  it('the staff pages render for the admin and pass axe', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Investigator Dashboard' }).click();
    await expectPath(page, '/investigator-dashboard');
    await expectHeading(page, 'Investigator Dashboard');
    await expectAccessible(page, '/investigator-dashboard as staff');

    await nav.getByRole('link', { name: 'Investigator Network' }).click();
    await expectPath(page, '/investigator-network');
    await expectHeading(page, 'Investigator Network');
    await expectAccessible(page, '/investigator-network as staff');

    await page.goto('/investigator');
    await expectHeading(page, 'Investigator Dashboard');
  });

  it('the admin creates an investigator account on /admin', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await expectPath(page, '/admin');
    await expectHeading(page, 'Administration');
    const table = page.getByRole('table');
    await table.getByRole('cell', { name: OPS.username, exact: true }).waitFor();
    await expectAccessible(page, '/admin');

    await page.getByLabel('Username', { exact: true }).fill(investigator.username);
    await page.getByLabel('Email', { exact: true }).fill(investigator.email);
    await page.getByLabel('Initial Password').fill(investigator.password);
    // antd's button-style radio: a person clicks the label text.
    const role = page.getByRole('radiogroup', { name: 'Role' });
    await role.getByText('Auditor', { exact: true }).click();
    expect(await role.getByRole('radio', { name: 'Auditor' }).isChecked()).toBe(true);
    await role.getByText('Investigator', { exact: true }).click();
    expect(await role.getByRole('radio', { name: 'Investigator' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Account created', `${investigator.username} can now sign in as investigator.`);
    await dismissToasts(page);

    const row = table.getByRole('row').filter({ hasText: investigator.username });
    await row.waitFor();
    const cells = (await row.getByRole('cell').allInnerTexts()).join(' | ');
    for (const text of [investigator.username, investigator.email, 'Investigator', 'Active']) expect(cells).toContain(text);
    expect(await page.getByLabel('Username', { exact: true }).inputValue(), 'the form is cleared').toBe('');
    await expectAccessible(page, '/admin with a new account');
  });

  it('the staff table searches and filters; the admin disables, enables and resets an account', async () => {
    const table = page.getByRole('table');
    const staff = page.getByRole('search', { name: 'Filter staff accounts' });
    await staff.getByRole('searchbox', { name: 'Search' }).fill('rivera');
    await page.getByText('1 account of 2', { exact: true }).waitFor();
    await staff.getByRole('searchbox', { name: 'Search' }).fill('');
    await staff.getByLabel('Role', { exact: true }).selectOption('admin');
    await table.getByRole('cell', { name: OPS.username, exact: true }).waitFor();
    expect(await table.getByRole('row').filter({ hasText: investigator.username }).count()).toBe(0);
    await staff.getByLabel('Role', { exact: true }).selectOption('');

    const row = table.getByRole('row').filter({ hasText: investigator.username });
    await row.getByRole('button', { name: `Disable ${investigator.username}` }).click();
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    await expectToast(page, 'Account disabled');
    await dismissToasts(page);
    await row.getByText('Disabled', { exact: true }).waitFor();
    await staff.getByLabel('Status', { exact: true }).selectOption('disabled');
    expect(await table.getByRole('row').filter({ hasText: investigator.username }).count()).toBe(1);
    await staff.getByLabel('Status', { exact: true }).selectOption('');
    await expectAccessible(page, '/admin with a disabled account');

    // A disabled account is told so after its right password.
    const { page: other } = await e2e.newPage();
    await submitLogin(other, investigator, { investigator: true });
    await expectToast(other, 'Login failed', 'This account is disabled. Ask an administrator to enable it again.');

    await row.getByRole('button', { name: `Enable ${investigator.username}` }).click();
    await expectToast(page, 'Account enabled');
    await dismissToasts(page);
    await row.getByText('Active', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Reset password of ${investigator.username}` }).click();
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expectToast(page, 'Password reset');
    await dismissToasts(page);
    // The old password no longer works; the account's address got a link (read from the outbox on /admin).
    await page.reload();
    const outbox = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Email Outbox' }) });
    // The outbox shows each email's kind and masked address, not its subject (issue 29 M3).
    await outbox.getByText('Password reset', { exact: true }).first().waitFor();
    await submitLogin(other, investigator, { investigator: true });
    await expectToast(other, 'Login failed', 'Invalid username or password. Please check your credentials.');
    const link = await resetLinkFor(e2e, investigator.email);
    investigator.password = 'case-work-new-88';
    await other.goto(link);
    await other.getByLabel('New password', { exact: true }).fill(investigator.password);
    await other.getByLabel('Confirm new password').fill(investigator.password);
    await other.getByRole('button', { name: 'Set new password' }).click();
    await other.getByText('Your new password is set', { exact: true }).waitFor();
    await signOut(page);
  });

  it('the investigator cannot sign in as a client, only with the switch on', async () => {
    await submitLogin(page, investigator, { investigator: false });
    await expectToast(page, 'Login failed', 'Invalid username or password. Please check your credentials.');
    await page.getByText(LOGIN_MODE_HINT, { exact: true }).waitFor({ state: 'visible' });
    await dismissToasts(page);
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it("the investigator's first sign-in sets up the authenticator (on a phone): the password alone opens nothing", async () => {
    const { page: phone } = await e2e.newPage({ width: 390, height: 844, isMobile: true });
    await submitLogin(phone, investigator, { investigator: true });
    await phone.getByRole('heading', { name: 'Set up your authenticator' }).waitFor({ state: 'visible' });
    expect((await phone.request.get('/api/user')).status()).toBe(401);
    await phone.getByRole('img', { name: 'QR code to add Casebook to your authenticator app' }).waitFor({ state: 'visible' });
    await expectAccessible(phone, 'the authenticator setup at sign-in');
    await expectNoSidewaysScroll(phone, 'the authenticator setup at sign-in');
    // A wrong code is refused and nothing opens.
    await phone.getByLabel('Code from the app').fill('000000');
    await phone.getByRole('button', { name: 'Verify and continue' }).click();
    await expectToast(phone, 'Verification failed', 'That code is not right. Check the time on your device and enter the current code');
    expect((await phone.request.get('/api/user')).status()).toBe(401);
    await passSecondFactor(phone, investigator);
    await expectPath(phone, '/investigator-dashboard');
    expect((await phone.request.get('/api/user')).status()).toBe(200);
  });

  it('the investigator signs in with the switch and sees the investigator entries, not Admin', async () => {
    await login(page, investigator, { investigator: true });
    expect(await menuEntries(page)).toEqual([...INVESTIGATOR_ENTRIES, 'Settings']);
    await expectHeading(page, 'Investigator Dashboard');
    await page.goto('/admin');
    await expectHeading(page, 'Access Denied');
    await page.getByText('This page is only available to administrators.', { exact: true }).waitFor();
    await signOut(page);
  });

  it('a client sees none of the staff entries and is refused the dashboard', async () => {
    await register(page, { username: 'caseyclient', email: 'casey@example.com', password: 'secret-pass' });
    expect(await menuEntries(page)).toEqual(CLIENT_ENTRIES);
    await page.goto('/investigator-dashboard');
    await expectHeading(page, 'Access Denied');
    await expectAccessible(page, '/investigator-dashboard as a client');
  });
});
