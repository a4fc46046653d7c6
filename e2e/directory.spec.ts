// Find My PI end to end: the admin imports listings (CSV through the admin API) and links an
// investigator account to one; a client searches "Surveillance" near "Austin, TX", contacts the PI
// and sees the inquiry in My Inquiries; the investigator answers it on the dashboard and the client
// sees the answer; a client is refused the investigator network.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, OPS, startE2E, uniqueUser, type E2E } from './support/harness';
import { dismissToasts, expectHeading, expectToast, login } from './support/flows';

const HEADER =
  'fullName,licenseNumber,licenseExpiration,licenseState,specializations,bio,email,city,state,zipCode,hourlyRate,responseTimeHours';
const PI_NAME = 'Sample Avery Quinn';
const CSV = [
  HEADER,
  `${PI_NAME},E2E-TX-1,2035-12-31,TX,Surveillance;Background Checks;Insurance Claims;Skip Tracing,Fictional sample investigator for the end-to-end test.,avery@example.test,Austin,TX,78701,90,6`,
  'Sample Blake Ortiz,E2E-TX-2,2035-12-31,TX,Surveillance,Fictional sample investigator.,blake@example.test,Round Rock,TX,78664,75,12',
  'Sample Casey Long,E2E-NY-1,2035-12-31,NY,Surveillance,Fictional sample investigator far away.,casey@example.test,Albany,NY,12207,80,12',
].join('\n');

describe('Find My PI', () => {
  let e2e: E2E;
  let client: Page;
  const clientUser = uniqueUser('piclient');
  const investigator = uniqueUser('piinv');
  const description = `Two days of surveillance on a claimant (${Date.now().toString(36)})`;

  beforeAll(async () => {
    e2e = await startE2E();
    const { page: admin } = await e2e.newPage();
    expect((await admin.request.post('/api/login', { data: { ...OPS, userType: 'investigator' } })).status()).toBe(200);
    const imported = await admin.request.post('/api/admin/investigators/import', { data: { csv: CSV } });
    expect(imported.status()).toBe(200);
    expect(await imported.json()).toMatchObject({ total: 3, rejected: [] });
    const account = await admin.request.post('/api/admin/users', { data: { ...investigator, role: 'investigator' } });
    expect(account.status()).toBe(201);
    const { id: userId } = (await account.json()) as { id: number };
    // The listing's id: the admin finds it as anyone would, through the search.
    const found = await admin.request.post('/api/find-pi/search', {
      data: { investigationType: 'Surveillance', location: 'Austin, TX', maxDistance: 25, minRating: 0 },
    });
    const { results } = (await found.json()) as { results: { id: string; fullName: string }[] };
    const listing = results.find((r) => r.fullName === PI_NAME);
    expect(listing).toBeDefined();
    expect((await admin.request.put(`/api/admin/investigators/${listing!.id}/account`, { data: { userId } })).status()).toBe(200);
    ({ page: client } = await e2e.newPage());
    expect((await client.request.post('/api/register', { data: clientUser })).status()).toBe(201);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('a client searches Surveillance near Austin, TX, contacts a PI and sees the inquiry in My Inquiries', async () => {
    await client.goto('/find-my-pi');
    await expectHeading(client, 'Find My PI');
    await client.getByLabel('Investigation Type').selectOption('Surveillance');
    await client.getByLabel('Location').fill('Austin, TX');
    await client.getByRole('button', { name: 'Find Investigators' }).click();
    // New listings are not yet reviewed, so the default minimum rating (4) keeps them; the NY one is out of range.
    await client.getByRole('heading', { name: '2 verified PIs found in your area' }).waitFor();
    await client.locator('.cb-pi-map.leaflet-container').waitFor();
    await expectAccessible(client, '/find-my-pi results');
    const card = client.getByRole('article', { name: PI_NAME });
    await card.getByText('+1 more').waitFor();
    await card.getByRole('button', { name: 'Contact This PI' }).click();
    const dialog = client.getByRole('dialog', { name: `Contact ${PI_NAME}` });
    await dialog.getByLabel('Case Description').fill(description);
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await expectToast(client, 'Inquiry Sent Successfully');
    await dismissToasts(client);
    const mine = client.getByRole('region', { name: 'My Inquiries' });
    const item = mine.getByRole('article', { name: `Surveillance — ${PI_NAME}` });
    await item.getByText(description).waitFor();
    await item.getByText('Pending').waitFor();
  });

  it('the linked investigator answers it on the dashboard and the client sees the answer', async () => {
    const { page } = await e2e.newPage();
    await login(page, investigator, { investigator: true });
    await page.goto('/investigator-dashboard');
    await expectHeading(page, 'Investigator Dashboard');
    await page.getByRole('tab', { name: 'PI Inquiries' }).click();
    await page.getByText(description).waitFor();
    await page.getByRole('button', { name: 'Answer' }).click();
    await page.getByLabel('Your Response').fill('I can start Monday with a two-person team.');
    await page.getByLabel('Estimated Cost (USD)').fill('1800');
    await page.getByRole('button', { name: 'Send Response' }).click();
    await expectToast(page, 'Response sent');

    await client.reload();
    const item = client.getByRole('region', { name: 'My Inquiries' }).getByRole('article', { name: `Surveillance — ${PI_NAME}` });
    await item.getByText('Answered').waitFor();
    await item.getByText('I can start Monday with a two-person team.').waitFor();
    await item.getByText('Estimated cost: $1,800.00').waitFor();
  });

  it('on a phone the criteria and the results have no sideways scroll, and a client is refused the investigator network', async () => {
    const { page } = await e2e.newPage({ width: 390, height: 844, isMobile: true, signedInFrom: client.context() });
    await page.goto('/find-my-pi');
    await expectHeading(page, 'Find My PI');
    await page.getByRole('heading', { name: 'My Inquiries' }).waitFor();
    const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSidewaysScroll()).toBe(true);
    await page.getByLabel('Investigation Type').selectOption('Surveillance');
    await page.getByLabel('Location').fill('78701');
    await page.getByRole('button', { name: 'Find Investigators' }).click();
    await page.getByRole('heading', { name: '2 verified PIs found in your area' }).waitFor();
    await page.locator('.cb-pi-map.leaflet-container').waitFor();
    expect(await noSidewaysScroll()).toBe(true);
    await page.goto('/investigator-network');
    await expectHeading(page, 'Access Denied: This page is only available to verified investigators.');
  });
});
