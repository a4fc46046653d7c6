// Forgot password end to end (issue 31, rough edge 9; decision 0054), and the auditor's home: a
// client asks for a link on the sign-in page, reads it from the outbox, sets a new password, finds
// its other session ended and signs in with the new one; the register form's refusals sit on
// their fields; an auditor lands on a searchable case list and opens a case's history from it.
// Desktop (1366×900) and phone (390×844), axe on each screen, no sideways scroll at 360 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criminalCaseRequest } from '../test/support/case-request.js';
import { expectAccessible, expectNoSidewaysScroll, OPS, resetLinkFor, screenshot, startE2E, uniqueUser, type E2E } from './support/harness';
import {
  expectHeading,
  expectPath,
  login,
  menuEntries,
  openAuthTab,
  passSecondFactor,
  register,
  signInStaffRequest,
  signOut,
  submitLogin,
  submitRegistration,
} from './support/flows';

const RESET_SENT =
  'If an account uses this address, a link to set a new password is on its way. It works once, for 60 minutes. Check your spam folder if it does not arrive.';

describe('account recovery and the auditor’s home', () => {
  let e2e: E2E;
  const client = uniqueUser('recover');
  const auditor = uniqueUser('auditlist');
  const caseNumber = `CR-AUD-${Date.now().toString(36).toUpperCase()}`;

  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  async function askForLink(page: Page, email: string) {
    await openAuthTab(page, 'Login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').getByText(RESET_SENT).waitFor();
  }

  it('a client resets a forgotten password by the emailed link; every session ends; the new password signs in', async () => {
    const { page, context } = await e2e.newPage({ width: 1366, height: 900 });
    await register(page, client);
    // A second browser shares the session (a phone left signed in).
    const { page: phone } = await e2e.newPage({ width: 390, height: 844, isMobile: true, signedInFrom: context });
    await phone.goto('/');
    await expectHeading(phone, 'Chat');
    await signOut(page);

    // An unknown address gets the same answer.
    await askForLink(page, `nobody-${client.email}`);
    await page.getByRole('button', { name: 'Back to login' }).click();
    await askForLink(page, client.email);
    await expectAccessible(page, '/auth forgot password');
    await screenshot(page, 'forgot-password-desktop');

    const link = await resetLinkFor(e2e, client.email);
    await page.goto(link);
    await expectHeading(page, 'Set a new password');
    await expectAccessible(page, '/reset-password');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password must be at least 8 characters', { exact: true }).first().waitFor();
    const fresh = 'a-fresh-start-93';
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel('Confirm new password').fill(fresh);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your new password is set', { exact: true }).waitFor();

    // The phone's session ended with the reset.
    await phone.reload();
    await expectPath(phone, '/auth');
    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-pass-94');
    await page.getByLabel('Confirm new password').fill('another-pass-94');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page
      .getByRole('alert')
      .getByText(/invalid, used or expired/)
      .waitFor();

    await submitLogin(page, { ...client, password: client.password });
    await page.getByText('Invalid username or password. Please check your credentials.').first().waitFor();
    await login(page, { ...client, password: fresh });
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('on a phone the forgot-password form and the reset page fit 360 px and pass axe', async () => {
    const { page } = await e2e.newPage({ width: 390, height: 844, isMobile: true });
    await askForLink(page, client.email);
    await expectAccessible(page, '/auth forgot password (phone)');
    await screenshot(page, 'forgot-password-phone');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page, '/auth forgot password at 360 px');
    await page.goto(await resetLinkFor(e2e, client.email));
    await expectHeading(page, 'Set a new password');
    await expectNoSidewaysScroll(page, '/reset-password at 360 px');
    await expectAccessible(page, '/reset-password (phone)');
  });

  it('the register form puts a taken username on its field, readable while pending', async () => {
    const { page } = await e2e.newPage({ width: 390, height: 844, isMobile: true });
    await submitRegistration(page, { ...client, email: `other-${client.email}` });
    const message = page.getByText('That username or email cannot be used. If you already have an account, sign in instead.');
    await message.waitFor();
    expect(await message.evaluate((el) => el.closest('.ant-form-item')?.querySelector('input')?.id)).toBe('register_username');
    // The message keeps its distance from the next label.
    const gap = await page.evaluate(() => {
      const explain = document.querySelector('#register_username')!.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')!;
      const next = document.querySelector('label[for="register_email"]')!;
      return next.getBoundingClientRect().top - explain.getBoundingClientRect().bottom;
    });
    expect(gap).toBeGreaterThanOrEqual(6);
    await expectAccessible(page, '/auth register with a field error');
    await screenshot(page, 'register-taken-phone');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page, '/auth register at 360 px');
  });

  it('an auditor lands on the case list, finds a case by its number and opens its history (desktop and phone)', async () => {
    const { page: setup } = await e2e.newPage();
    expect(await signInStaffRequest(setup.request, e2e.app.url, { ...OPS, userType: 'investigator' })).toBe(200);
    expect((await setup.request.post('/api/admin/users', { data: { ...auditor, role: 'auditor' } })).status()).toBe(201);
    const { page: owner } = await e2e.newPage();
    const owned = uniqueUser('caseowner');
    expect((await owner.request.post('/api/register', { data: owned })).status()).toBe(201);
    const created = await owner.request.post('/api/case-analyses', { data: criminalCaseRequest(caseNumber) });
    expect(created.status()).toBe(201);
    const caseId = ((await created.json()) as { id: number }).id;

    for (const size of [
      { width: 1366, height: 900, isMobile: false, name: 'desktop' },
      { width: 390, height: 844, isMobile: true, name: 'phone' },
    ]) {
      const { page } = await e2e.newPage(size);
      await submitLogin(page, auditor);
      await passSecondFactor(page, auditor);
      await expectPath(page, '/case-history');
      await expectHeading(page, 'Case History');
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      if (await menuButton.isVisible()) await menuButton.click();
      expect(await menuEntries(page)).toEqual(['Case History', 'Settings']);
      if (await menuButton.isVisible()) await page.keyboard.press('Escape');
      await page.getByRole('searchbox', { name: 'Search' }).fill(caseNumber);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const list = page.getByRole('list', { name: 'Cases' });
      await page.getByText('1 case matches · page 1 of 1').waitFor();
      await list.getByText('Case submitted').waitFor();
      await list.getByText('Pending').waitFor();
      await expectAccessible(page, `/case-history (${size.name})`);
      await screenshot(page, `auditor-case-list-${size.name}`);
      if (size.isMobile) {
        await page.setViewportSize({ width: 360, height: 800 });
        await expectNoSidewaysScroll(page, '/case-history at 360 px');
      }
      await list.getByRole('link', { name: caseNumber }).click();
      await expectPath(page, `/case-detail/${caseId}/history`);
      await page.goto('/');
      await expectPath(page, '/case-history');
    }
  });

  it('staff pages the admin works on fit 360 px', async () => {
    const { page } = await e2e.newPage({ width: 390, height: 844, isMobile: true });
    await login(page, OPS, { investigator: true });
    await page.goto('/admin');
    await expectHeading(page, 'Administration');
    await page.getByRole('table').getByText(auditor.username, { exact: true }).first().waitFor();
    await expectAccessible(page, '/admin (phone)');
    await screenshot(page, 'admin-staff-phone');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page, '/admin at 360 px');
  });
});
