// Staff through the UI: the operations admin (OPS_USERNAME) signs in with the Investigator Login
// switch, creates an investigator on /admin, and that investigator signs in and sees the
// investigator entries; a client sees none of them.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, OPS, startE2E, type E2E } from './support/harness';
import { dismissToasts, expectHeading, expectPath, expectToast, login, menuEntries, register, signOut, submitLogin } from './support/flows';

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
const INVESTIGATOR_ENTRIES = ['Investigator Dashboard', 'Investigator Network'];
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
    await submitLogin(page, OPS, { investigator: false });
    await expectToast(page, 'Login failed', 'Invalid username or password. Please check your credentials.');
    await page.getByText(LOGIN_MODE_HINT, { exact: true }).waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/auth');
    await dismissToasts(page);
  });

  it('the admin signs in with the Investigator Login switch and sees the investigator and Admin entries', async () => {
    await login(page, OPS, { investigator: true });
    expect(await menuEntries(page)).toEqual([...CLIENT_ENTRIES, ...INVESTIGATOR_ENTRIES, 'Admin']);
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

    await page.getByLabel('Username').fill(investigator.username);
    await page.getByLabel('Email').fill(investigator.email);
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
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining([investigator.username, investigator.email, 'Investigator']),
    );
    expect(await page.getByLabel('Username').inputValue(), 'the form is cleared').toBe('');
    await expectAccessible(page, '/admin with a new account');
    await signOut(page);
  });

  it('the investigator cannot sign in as a client, only with the switch on', async () => {
    await submitLogin(page, investigator, { investigator: false });
    await expectToast(page, 'Login failed', 'Invalid username or password. Please check your credentials.');
    await page.getByText(LOGIN_MODE_HINT, { exact: true }).waitFor({ state: 'visible' });
    await dismissToasts(page);
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('the investigator signs in with the switch and sees the investigator entries, not Admin', async () => {
    await login(page, investigator, { investigator: true });
    expect(await menuEntries(page)).toEqual([...CLIENT_ENTRIES, ...INVESTIGATOR_ENTRIES]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Investigator Dashboard' }).click();
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
