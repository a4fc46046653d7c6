// The signed-in shell as a client sees it: every menu entry reachable and its page rendered, no
// staff entries, the staff-only pages refused, the phone menu — with axe on every page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, expectAccessible, screenshot, startE2E, type E2E } from './support/harness';
import { expectHeading, expectPath, expectTitle, login, menuEntries, register, signOut } from './support/flows';

/** The client's menu (SPEC.md §2 "Navigation"): entry, path, the page's heading. */
const CLIENT_MENU: [label: string, path: string, heading: string][] = [
  ['Chat', '/', 'Chat'],
  ['History', '/history', 'History'],
  ['Find My PI', '/find-my-pi', 'Find My PI'],
  ['Subscription', '/subscription', 'Subscription'],
  ['Settings', '/settings', 'Settings'],
  ['Case Analysis', '/case-analysis', 'Case Analysis'],
  ['Document Intelligence', '/document-intelligence', 'Document Intelligence'],
  ['Outcome Prediction', '/outcome-prediction', 'Outcome Prediction'],
  ['Letter Templates', '/templates', 'Letter Templates'],
];

describe('the signed-in shell (client)', () => {
  let e2e: E2E;
  let page: Page;
  // A fixed name: it shows in the screenshots, and the database is this file's own.
  const client = { username: 'alexmorgan', email: 'alex.morgan@example.com', password: 'secret-pass' };

  beforeAll(async () => {
    e2e = await startE2E({}, { database: 'embedded' });
    ({ page } = await e2e.newPage({ motion: true }));
    await register(page, client);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('shows the Essentials and Advanced Intelligence groups, PRO badges, the user and no staff entries', async () => {
    expect(await menuEntries(page)).toEqual(CLIENT_MENU.map(([label]) => label));
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const group of ['Essentials', 'Advanced Intelligence']) await nav.getByText(group, { exact: true }).waitFor();
    expect(await nav.getByText('PRO', { exact: true }).count()).toBe(3);
    await page.getByText(client.username, { exact: true }).waitFor({ state: 'visible' });
    await page.getByText('Online', { exact: true }).waitFor({ state: 'visible' });
    await screenshot(page, 'shell-desktop');
  });

  it('reaches every menu entry, each page renders its heading and passes axe', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Start elsewhere so the first click (Chat) really navigates.
    await page.goto('/history');
    await expectHeading(page, 'History');
    for (const [label, path, heading] of CLIENT_MENU) {
      const link = nav.getByRole('link', { name: new RegExp(`^${label}( PRO)?$`) });
      await link.click();
      await expectPath(page, path);
      await expectHeading(page, heading);
      await expectTitle(page, `${heading} · Casebook`);
      expect(await link.getAttribute('aria-current'), `${label} is the current entry`).toBe('page');
      await expectAccessible(page, path);
    }
  });

  it('passes axe on the Notifications and Privacy tabs of Settings', async () => {
    await page.goto('/settings');
    await expectHeading(page, 'Settings');
    for (const tab of ['Notifications', 'Privacy']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('button', { name: tab === 'Privacy' ? 'Save Privacy Settings' : 'Save Preferences' }).waitFor();
      await expectAccessible(page, `/settings (${tab} tab)`);
    }
  });

  it('refuses the staff pages to a client with Access Denied', async () => {
    for (const path of ['/investigator-dashboard', '/investigator']) {
      await page.goto(path);
      await expectHeading(page, 'Access Denied');
      await page.getByText('This page is only available to investigators.', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Return to Home' }).waitFor();
    }
    await expectAccessible(page, '/investigator-dashboard as a client');

    await page.goto('/investigator-network');
    await expectHeading(page, 'Access Denied: This page is only available to verified investigators.');
    await expectAccessible(page, '/investigator-network as a client');

    await page.goto('/admin');
    await expectHeading(page, 'Access Denied');
    await page.getByText('This page is only available to administrators.', { exact: true }).waitFor();
    await expectAccessible(page, '/admin as a client');
  });

  it('says Invalid Case ID for a non-numeric case id', async () => {
    await page.goto('/case-detail/abc');
    await expectHeading(page, 'Invalid Case ID');
    await page.getByRole('link', { name: 'Return to My Cases' }).click();
    await expectPath(page, '/case-analysis');
    await page.goto('/case-detail/abc');
    await expectHeading(page, 'Invalid Case ID');
    await expectAccessible(page, '/case-detail/abc');
  });

  it('on a phone: the top bar menu opens full-screen, navigates and signs out', async () => {
    const { page: phone } = await e2e.newPage({ motion: true, width: 390, height: 844, isMobile: true });
    await login(phone, client);
    expect(await phone.getByRole('navigation', { name: 'Main' }).count(), 'no sidebar on a phone').toBe(0);

    const menuButton = phone.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = phone.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor({ state: 'visible' });
    const box = await menu.boundingBox();
    expect(box && Math.round(box.width), 'the menu fills the screen').toBe(390);
    expect(await menuEntries(phone)).toEqual(CLIENT_MENU.map(([label]) => label));
    await menu.getByText(client.username, { exact: true }).waitFor();
    await menu.getByRole('button', { name: 'Sign out' }).waitFor();
    await animationsDone(phone); // the slide-in finishes before the picture
    await screenshot(phone, 'shell-mobile');
    await expectAccessible(phone, 'mobile menu (open)');

    await menu.getByRole('link', { name: /^Outcome Prediction/ }).click();
    await expectPath(phone, '/outcome-prediction');
    await expectHeading(phone, 'Outcome Prediction');
    await menu.waitFor({ state: 'hidden' });
    await expectAccessible(phone, '/outcome-prediction on a phone');

    await menuButton.click();
    await menu.getByRole('link', { name: 'Settings' }).click();
    await expectPath(phone, '/settings');
    await expectHeading(phone, 'Settings');

    await signOut(phone);
    await phone.context().close();
  });
});
