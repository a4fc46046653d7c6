// Settings as a client uses it: preferences that stay saved, the profile, the password, and the
// erasure of the account — through the UI of the built app on the real server.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, startE2E, type E2E } from './support/harness';
import { dismissToasts, expectHeading, expectPath, expectToast, login, register, submitLogin } from './support/flows';

async function isOn(toggle: Locator): Promise<boolean> {
  return (await toggle.getAttribute('aria-checked')) === 'true';
}

async function openTab(page: Page, tab: 'Account' | 'Notifications' | 'Privacy'): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  const button = { Account: 'Save Profile', Notifications: 'Save Preferences', Privacy: 'Save Privacy Settings' }[tab];
  await page.getByRole('button', { name: button }).waitFor({ state: 'visible' });
}

describe('settings', () => {
  let e2e: E2E;
  let page: Page;
  // A fixed name: it shows in the screenshots, and the database is this file's own.
  const client = { username: 'jordanlee', email: 'jordan.lee@example.com', password: 'secret-pass' };

  beforeAll(async () => {
    e2e = await startE2E();
    ({ page } = await e2e.newPage());
    await register(page, client);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expectPath(page, '/settings');
    await expectHeading(page, 'Settings');
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('opens on the Account tab with the profile, password and logout, without axe violations', async () => {
    expect(await page.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('Username').inputValue()).toBe(client.username);
    expect(await page.getByLabel('Email').inputValue()).toBe(client.email);
    await page.getByLabel('Current Password').waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await screenshot(page, 'settings-desktop');
    await expectAccessible(page, '/settings (Account tab)');
  });

  it('lays the Settings page out for a phone', async () => {
    // The same session on a phone (before the password change below ends other sessions).
    const { page: phone } = await e2e.newPage({ width: 390, height: 844, isMobile: true, signedInFrom: page.context() });
    await phone.goto('/settings');
    await expectHeading(phone, 'Settings');
    await phone.getByRole('button', { name: 'Save Profile' }).waitFor();
    await screenshot(phone, 'settings-mobile');
    await expectAccessible(phone, '/settings on a phone');
    await phone.context().close();
  });

  it('keeps a changed notification toggle after saving and reloading', async () => {
    await openTab(page, 'Notifications');
    const marketing = page.getByRole('switch', { name: 'Marketing & Promotions' });
    const reminders = page.getByRole('switch', { name: 'Case Reminders' });
    // SPEC.md §2 defaults.
    expect(await isOn(marketing)).toBe(false);
    expect(await isOn(reminders)).toBe(true);
    expect(await isOn(page.getByRole('switch', { name: 'Case Updates' }))).toBe(true);

    await marketing.click();
    await reminders.click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expectToast(page, 'Preferences saved');
    await dismissToasts(page);

    await page.reload();
    await expectHeading(page, 'Settings');
    expect(await page.getByRole('tab', { name: 'Notifications' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Save Preferences' }).waitFor();
    expect(await isOn(page.getByRole('switch', { name: 'Marketing & Promotions' }))).toBe(true);
    expect(await isOn(page.getByRole('switch', { name: 'Case Reminders' }))).toBe(false);
  });

  it('keeps a changed privacy toggle after saving and reloading', async () => {
    await openTab(page, 'Privacy');
    const training = page.getByRole('switch', { name: 'AI Training' });
    expect(await isOn(training)).toBe(false);
    expect(await isOn(page.getByRole('switch', { name: 'Conversation History' }))).toBe(true);
    expect(await isOn(page.getByRole('switch', { name: 'Usage Analytics' }))).toBe(true);

    await training.click();
    await page.getByRole('button', { name: 'Save Privacy Settings' }).click();
    await expectToast(page, 'Privacy settings saved');
    await dismissToasts(page);

    await page.reload();
    await page.getByRole('button', { name: 'Save Privacy Settings' }).waitFor();
    expect(await isOn(page.getByRole('switch', { name: 'AI Training' }))).toBe(true);
    expect(await isOn(page.getByRole('switch', { name: 'Usage Analytics' }))).toBe(true);
  });

  it('updates the profile; the new username shows in the shell and stays after a reload', async () => {
    await openTab(page, 'Account');
    const renamed = { username: 'jordanlee2', email: 'jordan.lee2@example.com' };
    await page.getByLabel('Username').fill(renamed.username);
    await page.getByLabel('Email').fill(renamed.email);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, 'Profile updated', 'Your profile has been saved.');
    await dismissToasts(page);
    await page.locator('.cb-user-panel').getByText(renamed.username, { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Save Profile' }).waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe(renamed.username);
    expect(await page.getByLabel('Email').inputValue()).toBe(renamed.email);
    Object.assign(client, renamed);
  });

  it('says Current password is incorrect for a wrong current password, then changes it', async () => {
    await openTab(page, 'Account');
    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password', { exact: true }).fill('better-secret-1');
    await page.getByLabel('Confirm New Password').fill('better-secret-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Password change failed', 'Current password is incorrect');
    // Also under the field itself.
    await page.locator('.ant-form-item-explain-error').getByText('Current password is incorrect', { exact: true }).waitFor();
    await dismissToasts(page);

    await page.getByLabel('Current Password').fill(client.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Password changed');
    await dismissToasts(page);
    expect(await page.getByLabel('Current Password').inputValue(), 'the form is cleared').toBe('');
    client.password = 'better-secret-1';

    // The Account tab's own logout, then in again with the new password.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectPath(page, '/auth');
    await login(page, client);
  });

  it('erases the account after the password is confirmed; the user lands on /auth and cannot log in again', async () => {
    await page.goto('/settings?tab=privacy');
    await page.getByRole('button', { name: 'Request Data Deletion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your data?' });
    await dialog.waitFor({ state: 'visible' });
    await expectAccessible(page, 'erase confirmation dialog');

    // A wrong password is refused and nothing is erased.
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete My Data' }).click();
    await expectToast(page, 'Data deletion failed', 'Password is incorrect');
    await dismissToasts(page);
    await dialog.locator('.ant-form-item-explain-error').getByText('Password is incorrect', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');

    await dialog.getByLabel('Password').fill(client.password);
    await dialog.getByRole('button', { name: 'Delete My Data' }).click();
    await expectPath(page, '/auth');
    await expectToast(page, 'Your data has been deleted');
    await dismissToasts(page);

    // The session is gone with the account.
    await page.goto('/settings');
    await expectPath(page, '/auth');

    await submitLogin(page, client);
    await expectToast(page, 'Login failed', 'Invalid username or password. Please check your credentials.');
    expect(new URL(page.url()).pathname).toBe('/auth');
  });
});
