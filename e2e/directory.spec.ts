// Find My PI end to end: before anything is listed, a client is told the directory is empty and the
// admin how to fill it; the admin imports listings (CSV through the admin API) and links an
// investigator account to one; a client searches "Surveillance" near "Austin, TX" (at the default
// 4+ stars no unreviewed PI passes; at any rating only the PIs offering Surveillance, with their
// licences, and the PI without it never), changes the sort, contacts the PI
// and sees the inquiry in My Inquiries; the investigator answers it on the dashboard and the client
// sees the answer; the client reviews the PI, books, reschedules and cancels a consultation (the
// investigator sees it on the dashboard); the admin uploads a CSV with a bad row on the admin screen
// and sees it rejected, then a good one imported, and links and unlinks an account on the listings
// card; a client is refused the investigator network.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, OPS, screenshot, startE2E, uniqueUser, type E2E } from './support/harness';
import { dismissToasts, expectHeading, expectToast, login, searchPis, signInStaffRequest } from './support/flows';

const HEADER =
  'fullName,licenseNumber,licenseExpiration,licenseState,specializations,bio,email,city,state,zipCode,hourlyRate,responseTimeHours';
const PI_NAME = 'Sample Avery Quinn';
const CSV = [
  HEADER,
  `${PI_NAME},E2E-TX-1,2035-12-31,TX,Surveillance;Background Checks;Insurance Claims;Skip Tracing,Fictional sample investigator for the end-to-end test.,avery@example.test,Austin,TX,78701,90,6`,
  'Sample Blake Ortiz,E2E-TX-2,2035-12-31,TX,Surveillance,Fictional sample investigator.,blake@example.test,Round Rock,TX,78664,75,12',
  'Sample Casey Long,E2E-NY-1,2035-12-31,NY,Surveillance,Fictional sample investigator far away.,casey@example.test,Albany,NY,12207,80,12',
  'Sample Robin Diaz,E2E-TX-5,2035-12-31,TX,Background Checks,Fictional sample investigator without surveillance.,robin@example.test,Austin,TX,78701,70,2',
].join('\n');

describe('Find My PI', () => {
  let e2e: E2E;
  let client: Page;
  const clientUser = uniqueUser('piclient');
  const investigator = uniqueUser('piinv');
  const description = `Two days of surveillance on a claimant (${Date.now().toString(36)})`;

  let admin: Page;

  beforeAll(async () => {
    e2e = await startE2E();
    ({ page: admin } = await e2e.newPage());
    expect(await signInStaffRequest(admin.request, e2e.app.url, { ...OPS, userType: 'investigator' })).toBe(200);
    ({ page: client } = await e2e.newPage());
    expect((await client.request.post('/api/register', { data: clientUser })).status()).toBe(201);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** The admin imports the CSV and links the investigator's account to Avery Quinn's listing. */
  async function fillDirectory() {
    const imported = await admin.request.post('/api/admin/investigators/import', { data: { csv: CSV } });
    expect(imported.status()).toBe(200);
    expect(await imported.json()).toMatchObject({ total: 4, rejected: [] });
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
  }

  it('an empty directory tells a client so, and the admin how to import or seed one', async () => {
    await client.goto('/find-my-pi');
    await expectHeading(client, 'Find My PI');
    await searchPis(client, 'Austin, TX');
    await client.getByRole('heading', { name: 'No investigators are listed yet' }).waitFor();
    expect(await client.getByText('No Matches Found').count()).toBe(0);
    expect(await client.getByText(/npm run seed/).count()).toBe(0);

    await admin.goto('/find-my-pi');
    await searchPis(admin, 'Austin, TX');
    await admin.getByRole('heading', { name: 'No investigators are listed yet' }).waitFor();
    await admin.getByText('npm run directory:import -- file.csv').waitFor();
    await admin.goto('/admin');
    // The card loads when it nears the viewport (below the upload): scroll down to it.
    await admin.getByRole('heading', { name: 'Import Private Investigators' }).waitFor();
    await admin.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const listings = admin.locator('.ant-card', { has: admin.getByRole('heading', { name: 'Directory Listings and Accounts' }) });
    await listings.scrollIntoViewIfNeeded();
    await listings.getByText('No investigators are listed yet').waitFor();
    await listings.getByText('npm run seed').waitFor();
  });

  it('a client searches Surveillance near Austin, TX, contacts a PI and sees the inquiry in My Inquiries', async () => {
    await fillDirectory();
    await client.goto('/find-my-pi');
    await expectHeading(client, 'Find My PI');
    await searchPis(client, 'Austin, TX');
    // Nobody is reviewed yet: at the default 4+ stars no one has earned them.
    await client.getByText('No Matches Found').waitFor();
    await client.getByText('No investigators offering Surveillance within 50 miles of Austin, TX.').waitFor();
    await client.getByRole('button', { name: 'Modify Search' }).click();
    await client.getByLabel('Minimum Rating').selectOption('Any rating');
    await client.getByRole('button', { name: 'Find Investigators' }).click();
    // Robin Diaz (Austin, Background Checks only) is not a match; the NY one is out of range.
    await client.getByRole('heading', { name: '2 investigators offering Surveillance within 50 miles of Austin, TX' }).waitFor();
    expect(await client.getByRole('article', { name: 'Sample Robin Diaz' }).count()).toBe(0);
    await client.locator('.cb-pi-map.leaflet-container').waitFor();
    await expectAccessible(client, '/find-my-pi results');
    const card = client.getByRole('article', { name: PI_NAME, exact: true });
    await card.getByText('+1 more').waitFor();
    await card.getByText('TX E2E-TX-1').waitFor();
    await card.getByText('Valid to 2035-12-31').waitFor();
    // The order is the user's: by response time, Avery (6 h) before Blake (12 h).
    // Listen before choosing: the answer can arrive before a listener set up afterwards.
    const sorted = client.waitForResponse((r) => r.url().includes('sort=response'));
    await client.getByLabel('Sort by').selectOption('Response time');
    await sorted;
    await expect
      .poll(() => client.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label'))))
      .toEqual([PI_NAME, 'Sample Blake Ortiz']);
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

  it('the client reviews the PI it sent an inquiry to, and sees the review with the average and count', async () => {
    await client.goto('/find-my-pi');
    await searchPis(client, 'Austin, TX', { anyRating: true });
    const card = client.getByRole('article', { name: PI_NAME, exact: true });
    await card.getByRole('button', { name: 'Reviews (0)' }).click();
    const reviews = card.getByRole('region', { name: `Client Reviews of ${PI_NAME}` });
    await reviews.getByText('No reviews yet.').waitFor();
    await reviews.getByLabel('Your Rating').getByRole('radio').nth(3).click();
    await reviews.getByLabel('Your Review').fill('Clear daily reports and on time.');
    await reviews.getByRole('button', { name: 'Post Review' }).click();
    await expectToast(client, 'Review posted');
    await dismissToasts(client);
    await reviews.getByText('Clear daily reports and on time.').waitFor();
    await reviews.getByLabel('Average rating 4.00 of 5 from 1 review').waitFor();
    await reviews.getByText('You have reviewed this investigator.').waitFor();
    // The card's own rating is the search's: asked again once the review is in.
    await card.getByRole('group', { name: 'Rating 4.00 of 5' }).waitFor();
    expect(await card.getByText('No reviews yet').count()).toBe(0);
    // Another PI the client never contacted: no form.
    const other = client.getByRole('article', { name: 'Sample Blake Ortiz', exact: true });
    await other.getByRole('button', { name: 'Reviews (0)' }).click();
    await other.getByText('Only a client who sent this investigator an inquiry can review them.').waitFor();
    expect(await other.getByRole('button', { name: 'Post Review' }).count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await screenshot(client, 'find-my-pi-reviews-desktop');
  });

  it('the client books, reschedules and cancels a consultation; the investigator sees it on the dashboard', async () => {
    await client.goto('/find-my-pi');
    const item = client.getByRole('region', { name: 'My Inquiries' }).getByRole('article', { name: `Surveillance — ${PI_NAME}` });
    const panel = item.getByRole('group', { name: 'Consultation for Surveillance' });
    await panel.getByText('None booked yet.').waitFor();
    await panel.getByRole('button', { name: 'Book a Consultation' }).click();
    await panel.getByLabel('Date').fill('Dec 20, 2030');
    await panel.getByLabel('Date').press('Enter');
    await panel.getByLabel('Start time').fill('09:30');
    await panel.getByLabel('Start time').press('Enter');
    await panel.getByRole('button', { name: 'Book Consultation' }).click();
    await expectToast(client, 'Consultation booked');
    await dismissToasts(client);
    await panel.getByText('Scheduled').waitFor();
    await panel.getByText(/Dec 20, 2030, 9:30\sAM/).waitFor();
    await expectAccessible(client, '/find-my-pi consultation');

    await panel.getByRole('button', { name: 'Reschedule' }).click();
    await panel.getByLabel('Start time').fill('14:00');
    await panel.getByLabel('Start time').press('Enter');
    await panel.getByRole('button', { name: 'Save New Time' }).click();
    await expectToast(client, 'Consultation moved');
    await dismissToasts(client);
    await panel.getByText(/Dec 20, 2030, 2:00\sPM/).waitFor();
    await item.scrollIntoViewIfNeeded();
    await screenshot(client, 'find-my-pi-consultation-desktop');

    const { page } = await e2e.newPage();
    await login(page, investigator, { investigator: true });
    await page.goto('/investigator-dashboard');
    await page.getByRole('tab', { name: 'PI Inquiries' }).click();
    const theirs = page.getByRole('group', { name: 'Consultation for Surveillance' });
    await theirs.getByText(/Dec 20, 2030, 2:00\sPM/).waitFor();
    await theirs.getByRole('button', { name: 'Mark as Held' }).waitFor();
    expect(await theirs.getByRole('button', { name: 'Reschedule' }).count()).toBe(0);

    await panel.getByRole('button', { name: 'Cancel Consultation' }).click();
    await panel.getByLabel('Reason (optional, shared with the other party)').fill('Found another investigator nearer to me.');
    await panel.getByRole('button', { name: 'Confirm Cancellation' }).click();
    await expectToast(client, 'Consultation cancelled');
    await panel.getByText('Cancelled').waitFor();
    await panel.getByRole('button', { name: 'Book a Consultation' }).waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'PI Inquiries' }).click();
    await page.getByRole('group', { name: 'Consultation for Surveillance' }).getByText('Cancelled').waitFor();
  });

  it('the admin uploads a CSV with a bad row and sees it rejected (nothing imported), then a good one imported', async () => {
    const { page } = await e2e.newPage();
    expect(await signInStaffRequest(page.request, e2e.app.url, { ...OPS, userType: 'investigator' })).toBe(200);
    await page.goto('/admin');
    await expectHeading(page, 'Administration');
    const card = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'Import Private Investigators' }) });
    const rows = [
      HEADER,
      'Sample Drew Park,E2E-TX-3,2035-12-31,TX,Surveillance,Fictional sample investigator.,drew@example.test,Austin,TX,78702,85,8',
      'Sample Bad Row,E2E-TX-4,2035-12-31,TX,Surveillance,Fictional.,bad@example.test,Austin,TX,00000,85,8',
    ];
    await card.getByLabel('CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
    await card.getByRole('button', { name: 'Upload and Import' }).click();
    await card.getByText('1 of 2 rows were rejected; nothing was imported').waitFor();
    const rejected = card.getByRole('list', { name: 'Rejected rows' });
    await rejected.getByText('Line 3:').waitFor();
    await rejected.getByText(/unknown ZIP code 00000/).waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-directory-import-desktop');
    const notYet = await page.request.post('/api/find-pi/search', {
      data: { investigationType: 'Surveillance', location: 'Austin, TX', maxDistance: 25, minRating: 0 },
    });
    expect(((await notYet.json()) as { results: { fullName: string }[] }).results.map((r) => r.fullName)).not.toContain('Sample Drew Park');

    await card
      .getByLabel('CSV file')
      .setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from([rows[0], rows[1], CSV.split('\n')[1]].join('\n')) });
    await card.getByRole('button', { name: 'Upload and Import' }).click();
    await card.getByText('good.csv: 2 rows imported').waitFor();
    const counts = card.getByLabel('Import counts');
    expect((await counts.innerText()).replace(/\s+/g, ' ')).toBe('New listings 1 Updated 0 Unchanged 1');
    await page.mouse.move(0, 0); // not hovering the button just pressed
    await expectAccessible(page, '/admin directory import');

    // The listings card: who has no account, which licences expire; link and unlink an account.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const listings = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'Directory Listings and Accounts' }) });
    await listings.scrollIntoViewIfNeeded();
    // The import just made refreshes the card (it may have loaded with the page, before the upload).
    const directoryCounts = listings.getByLabel('Directory counts');
    await expect
      .poll(async () => (await directoryCounts.innerText()).replace(/\s+/g, ' '))
      .toMatch(/Active listings 5 Without an account 4 /);
    const blake = listings.getByRole('listitem', { name: 'Sample Blake Ortiz' });
    await blake.getByLabel('Investigator account for Sample Blake Ortiz').selectOption(investigator.username);
    await blake.getByRole('button', { name: 'Link' }).click();
    await expectToast(page, 'Account linked');
    await blake.getByText(`Account: ${investigator.username}`).waitFor();
    await listings.getByLabel('Show').selectOption('No account');
    // The filter re-renders the list: wait for the linked listing to leave it.
    await expect.poll(() => listings.getByRole('listitem', { name: 'Sample Blake Ortiz' }).count()).toBe(0);
    await listings.getByLabel('Show').selectOption('All listings');
    await blake.getByRole('button', { name: 'Unlink' }).click();
    await expectToast(page, 'Account unlinked');
    await blake.getByText('Account: none').waitFor();
    await page.mouse.move(0, 0);
    await expectAccessible(page, '/admin directory listings');

    const phone = (await e2e.newPage({ width: 390, height: 844, isMobile: true, signedInFrom: page.context() })).page;
    await phone.goto('/admin');
    const phoneCard = phone.locator('.ant-card', { has: phone.getByRole('heading', { name: 'Import Private Investigators' }) });
    await phoneCard.getByLabel('CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
    await phoneCard.getByRole('button', { name: 'Upload and Import' }).click();
    await phoneCard.getByRole('list', { name: 'Rejected rows' }).waitFor();
    await phoneCard.scrollIntoViewIfNeeded();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone, 'admin-directory-import-mobile');
  });

  it('on a phone the criteria and the results have no sideways scroll, and a client is refused the investigator network', async () => {
    const { page } = await e2e.newPage({ width: 390, height: 844, isMobile: true, signedInFrom: client.context() });
    await page.goto('/find-my-pi');
    await expectHeading(page, 'Find My PI');
    await page.getByRole('heading', { name: 'My Inquiries' }).waitFor();
    const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSidewaysScroll()).toBe(true);
    await searchPis(page, '78701');
    // At the default 4+ stars, only the PI the client reviewed (4 stars) of the three offering Surveillance near 78701.
    await page.getByRole('heading', { name: '1 investigator offering Surveillance within 50 miles of Austin, TX 78701' }).waitFor();
    await page.locator('.cb-pi-map.leaflet-container').waitFor();
    expect(await noSidewaysScroll()).toBe(true);
    // The reviews and a consultation being booked, on the phone.
    const card = page.getByRole('article', { name: PI_NAME, exact: true });
    await card.getByRole('button', { name: 'Reviews (1)' }).click();
    await card.getByText('Clear daily reports and on time.').waitFor();
    await card.scrollIntoViewIfNeeded();
    expect(await noSidewaysScroll()).toBe(true);
    await screenshot(page, 'find-my-pi-reviews-mobile');
    const panel = page.getByRole('region', { name: 'My Inquiries' }).getByRole('group', { name: 'Consultation for Surveillance' });
    await panel.getByRole('button', { name: 'Book a Consultation' }).click();
    await panel.getByLabel('Date').click();
    await page.locator('.ant-picker-dropdown').waitFor();
    expect(await noSidewaysScroll()).toBe(true);
    await page.keyboard.press('Escape');
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'find-my-pi-consultation-mobile');
    await page.goto('/investigator-network');
    await expectHeading(page, 'Access Denied: This page is only available to verified investigators.');
  });
});
