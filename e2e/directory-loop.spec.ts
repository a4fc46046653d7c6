// Issue 30's loop in the browser (decision 0057), beside directory.spec.ts: the admin (OPS, signed
// in with the Investigator Login switch) imports listings, creates an investigator account and links
// it to a listing on /admin; a client contacts that PI sharing their email and a phone, the
// investigator opens the inquiry from the bell, sees both and answers by email (the client is told in
// the app; the email is in the outbox, Reply-To the investigator); the client books a consultation in
// America/Chicago (both parties get an .ics, METHOD:REQUEST), cancels it from the email's link
// (METHOD:CANCEL) and reviews the PI. A premium client escalates with a kind of work and a place:
// the linked investigator is offered it (bell → Case Offers), accepts it on a phone, sees the client
// and records contact; the client hears it was taken; the admin's Escalation Routing card shows every
// step; the investigator resolves it and the client sees it Completed. The key screens on a phone:
// axe, screenshots, no sideways scroll at 360 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  emailFrom,
  expectAccessible,
  expectNoSidewaysScroll,
  OPS,
  screenshot,
  startE2E,
  uniqueUser,
  type E2E,
  type OutboxMail,
} from './support/harness';
import { choose, dismissToasts, expectHeading, expectPath, expectToast, login, register, searchPis } from './support/flows';

const PI_NAME = 'Sample Avery Quinn';
const CSV = [
  'fullName,licenseNumber,licenseExpiration,licenseState,specializations,bio,email,city,state,zipCode,hourlyRate,responseTimeHours',
  `${PI_NAME},LOOP-TX-1,2035-12-31,TX,Surveillance;Background Checks,Fictional sample investigator for the loop test.,avery@example.test,Austin,TX,78701,90,6`,
  'Sample Blake Ortiz,LOOP-TX-2,2035-12-31,TX,Surveillance,Fictional sample investigator without an account.,blake@example.test,Round Rock,TX,78664,75,12',
].join('\n');
const PHONE = '(512) 555-0142';
const ANSWER = 'I can start Monday with a two-person team; call me to plan it.';
const SUMMARY = 'My former business partner is moving company equipment out of our warehouse at night.';

/** The ics text with its folded lines joined again (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');
/** The one calendar file an email carries. */
function calendarOf(mail: OutboxMail): string {
  const ics = mail.attachments.filter((a) => a.contentType.startsWith('text/calendar'));
  expect(ics, `one .ics in "${mail.subject}"`).toHaveLength(1);
  return unfold(ics[0]!.content);
}

/** Opens the bell (the sidebar's on a desktop, the top bar's on a phone) and the notification titled `title`. */
async function openNotification(page: Page, title: string): Promise<void> {
  await page
    .getByRole('button', { name: /^Notifications, \d+ unread$/ })
    .first()
    .click();
  const item = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: title });
  await item.getByText(title, { exact: true }).click();
}

/** A phone's checks: axe at 390 px, a screenshot, and no sideways scroll at 360 px. */
async function checkOnPhone(page: Page, label: string, name: string): Promise<void> {
  await expectAccessible(page, `${label} (390 px)`);
  await screenshot(page, `${name}-mobile`);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, `${label} at 360 px`);
  await page.setViewportSize({ width: 390, height: 844 });
}

describe('the inquiry loop and escalations routed to the directory (issue 30)', () => {
  let e2e: E2E;
  let admin: Page;
  let client: Page;
  let investigator: Page;
  let premium: Page;
  const investigatorUser = uniqueUser('loopinv');
  const clientUser = uniqueUser('loopclient');
  const premiumUser = uniqueUser('looppremium');
  const description = `Two days of surveillance on a claimant (${Date.now().toString(36)})`;
  let inquiryId: string;
  let caseId: string;

  beforeAll(async () => {
    e2e = await startE2E();
    ({ page: admin } = await e2e.newPage());
    ({ page: client } = await e2e.newPage());
    ({ page: investigator } = await e2e.newPage());
    ({ page: premium } = await e2e.newPage());
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('the admin imports listings, creates an investigator account and links it to a listing on /admin', async () => {
    await login(admin, OPS, { investigator: true });
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await expectPath(admin, '/admin');
    await expectHeading(admin, 'Administration');

    const importCard = admin.locator('.ant-card', { has: admin.getByRole('heading', { name: 'Import Private Investigators' }) });
    await importCard.getByLabel('CSV file').setInputFiles({ name: 'listings.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await importCard.getByRole('button', { name: 'Upload and Import' }).click();
    await importCard.getByText('listings.csv: 2 rows imported').waitFor();

    const staffCard = admin.locator('.ant-card', { has: admin.getByRole('heading', { name: 'Create a Staff Account' }) });
    await staffCard.scrollIntoViewIfNeeded();
    await staffCard.getByLabel('Username', { exact: true }).fill(investigatorUser.username);
    await staffCard.getByLabel('Email', { exact: true }).fill(investigatorUser.email);
    await staffCard.getByLabel('Initial Password').fill(investigatorUser.password);
    expect(await staffCard.getByRole('radiogroup', { name: 'Role' }).getByRole('radio', { name: 'Investigator' }).isChecked()).toBe(true);
    await staffCard.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(admin, 'Account created', `${investigatorUser.username} can now sign in as investigator.`);
    await dismissToasts(admin);

    const listings = admin.locator('.ant-card', { has: admin.getByRole('heading', { name: 'Directory Listings and Accounts' }) });
    await listings.scrollIntoViewIfNeeded();
    const avery = listings.getByRole('listitem', { name: PI_NAME });
    await avery.getByText('Account: none').waitFor();
    await avery.getByLabel(`Investigator account for ${PI_NAME}`).selectOption(investigatorUser.username);
    await avery.getByRole('button', { name: 'Link' }).click();
    await expectToast(admin, 'Account linked', `${investigatorUser.username} now sees ${PI_NAME}'s inquiries.`);
    await dismissToasts(admin);
    await avery.getByText(`Account: ${investigatorUser.username}`).waitFor();

    // Nothing routed yet: the Escalation Routing card says what it will show.
    const routing = admin.locator('.ant-card', { has: admin.getByRole('heading', { name: 'Escalation Routing' }) });
    await routing.scrollIntoViewIfNeeded();
    await routing.getByText('No escalation has been routed to the directory yet.').waitFor();
  });

  it('a client contacts the PI sharing their email and a phone; the investigator opens it from the bell and sees both', async () => {
    await register(client, clientUser);
    await client.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find My PI' }).click();
    await expectHeading(client, 'Find My PI');
    await searchPis(client, 'Austin, TX', { anyRating: true });
    const card = client.getByRole('article', { name: PI_NAME, exact: true });
    await card.getByRole('button', { name: 'Contact This PI' }).click();

    const dialog = client.getByRole('dialog', { name: `Contact ${PI_NAME}` });
    await dialog.getByText('Nothing is shared unless you tick it. Without it, they answer you inside Casebook.').waitFor();
    // A click while the dialog still zooms in can land beside the radio on a loaded machine.
    await animationsDone(client);
    await dialog.getByLabel('Case Description').fill(description);
    await dialog.getByRole('radiogroup', { name: 'Preferred Contact Method' }).getByRole('radio', { name: 'Both' }).check();
    const shareEmail = dialog.getByRole('checkbox', { name: `My email address (${clientUser.email})` });
    expect(await shareEmail.isChecked()).toBe(false);
    await shareEmail.check();
    await dialog.getByRole('checkbox', { name: 'A phone number' }).check();
    await dialog.getByLabel('Phone number to share').fill('12');
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await dialog
      .getByText('Enter a phone number of 7 to 20 digits (spaces, dashes, dots, brackets and a leading + are fine)', { exact: true })
      .waitFor();
    await dialog.getByLabel('Phone number to share').fill(PHONE);
    await dialog.getByText(/^Enter a phone number of 7 to 20 digits/).waitFor({ state: 'detached' });
    await screenshot(client, 'directory-loop-contact-sharing-desktop');
    await expectAccessible(client, 'the contact dialog with sharing ticked');
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await expectToast(client, 'Inquiry Sent Successfully');
    await dismissToasts(client);
    const mine = client.getByRole('region', { name: 'My Inquiries' }).getByRole('article', { name: `Surveillance — ${PI_NAME}` });
    await mine.getByText(description).waitFor();
    await mine.getByText('Pending', { exact: true }).waitFor();

    // The investigator is on the dashboard (their home) when the bell tells them of it.
    await login(investigator, investigatorUser, { investigator: true });
    await openNotification(investigator, 'New inquiry from a client');
    await expectPath(investigator, '/investigator-dashboard');
    inquiryId = new URL(investigator.url()).searchParams.get('inquiry') ?? '';
    expect(inquiryId).not.toBe('');
    await investigator.getByRole('tab', { name: 'PI Inquiries', selected: true }).waitFor();
    await investigator.getByText(description).waitFor();
    const shared = investigator.getByLabel('Client contact');
    await shared.getByText(clientUser.username, { exact: true }).waitFor();
    await shared.getByRole('link', { name: clientUser.email }).waitFor();
    expect(await shared.getByRole('link', { name: clientUser.email }).getAttribute('href')).toBe(`mailto:${clientUser.email}`);
    expect(await shared.getByRole('link', { name: PHONE }).getAttribute('href')).toBe('tel:5125550142');
    await shared.getByText('both', { exact: true }).waitFor();
    expect(await shared.getByText('not shared').count()).toBe(0);
    await screenshot(investigator, 'directory-loop-inquiry-contact-desktop');
    await expectAccessible(investigator, 'the PI Inquiries tab with the shared contact');
  });

  it('the investigator answers by email: the client is told in the app, and the email is in the outbox', async () => {
    await investigator.getByRole('button', { name: 'Answer' }).click();
    await investigator.getByLabel('Your Response').fill(ANSWER);
    await investigator.getByLabel('Estimated Cost (USD)').fill('1800');
    const channel = investigator.getByRole('radiogroup', { name: 'Send it' });
    await channel.getByText(`In Casebook and by email to ${clientUser.email}`, { exact: true }).click();
    await investigator.getByRole('button', { name: 'Send Response' }).click();
    await expectToast(
      investigator,
      'Response sent',
      `The client can see your answer in Casebook, and it was emailed to ${clientUser.email}.`,
    );
    await dismissToasts(investigator);

    // The client, still on Find My PI, hears of it from the bell (in the app only: the email is the other copy).
    await openNotification(client, 'A private investigator answered your inquiry');
    await expectPath(client, '/find-my-pi');
    const item = client.getByRole('region', { name: 'My Inquiries' }).getByRole('article', { name: `Surveillance — ${PI_NAME}` });
    await item.getByText('Answered', { exact: true }).waitFor();
    await item.getByText(ANSWER).waitFor();
    await item.getByText('Estimated cost: $1,800.00').waitFor();
    await item.getByText(`also sent by email to ${clientUser.email}`).waitFor();

    const mail = await emailFrom(
      e2e,
      `the answer to ${clientUser.email}`,
      (m) => m.subject === `Casebook: ${PI_NAME} answered your inquiry`,
    );
    expect(mail.to).toBe(clientUser.email);
    // A reply goes to the investigator, not to Casebook.
    expect(mail.replyTo).toBe(investigatorUser.email);
    expect(mail.text).toContain(`Hello ${clientUser.username},`);
    expect(mail.text).toContain(`${PI_NAME} answered your inquiry about Surveillance:`);
    expect(mail.text).toContain(ANSWER);
    expect(mail.text).toContain('Estimated cost: $1,800.00.');
  });

  it('the client books a consultation in America/Chicago: both parties get an .ics invitation with a cancel link', async () => {
    const item = client.getByRole('region', { name: 'My Inquiries' }).getByRole('article', { name: `Surveillance — ${PI_NAME}` });
    const panel = item.getByRole('group', { name: 'Consultation for Surveillance' });
    await panel.getByRole('button', { name: 'Book a Consultation' }).click();
    await panel.getByLabel('Date').fill('Dec 20, 2030');
    await panel.getByLabel('Date').press('Enter');
    await panel.getByLabel('Start time').fill('09:30');
    await panel.getByLabel('Start time').press('Enter');
    await choose(client, 'Time zone', 'America/Chicago');
    await panel.getByText('Fri, Dec 20, 2030, 9:30 AM CST (America/Chicago)').waitFor();
    await panel.getByRole('button', { name: 'Book Consultation' }).click();
    await expectToast(
      client,
      'Consultation booked',
      'Fri, Dec 20, 2030, 9:30 AM CST (America/Chicago). An invitation (.ics) is on its way to your email.',
    );
    await dismissToasts(client);
    await panel.getByText('Scheduled', { exact: true }).waitFor();
    await panel.getByText('Fri, Dec 20, 2030, 9:30 AM CST (America/Chicago)', { exact: true }).waitFor();

    // 9:30 in Chicago (CST, UTC−6) is 15:30 UTC.
    const subject = `Casebook: Consultation booked with ${PI_NAME}`;
    const toClient = await emailFrom(e2e, 'the client’s invitation', (m) => m.subject === subject);
    expect(toClient.to).toBe(clientUser.email);
    expect(toClient.raw).toMatch(/^Content-Type: text\/calendar; method=REQUEST; charset=utf-8/im);
    expect(toClient.attachments.map((a) => a.filename)).toEqual(['consultation.ics']);
    const ics = calendarOf(toClient);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r?$/m);
    expect(ics).toMatch(/^METHOD:REQUEST\r?$/m);
    expect(ics).toMatch(/^DTSTART:20301220T153000Z\r?$/m);
    expect(ics).toMatch(/^DURATION:PT60M\r?$/m);
    expect(ics).toMatch(new RegExp(`^UID:consultation-${inquiryId}@casebook\\r?$`, 'm'));
    expect(ics).toMatch(/^SEQUENCE:0\r?$/m);
    expect(ics).toContain('Time: Fri\\, Dec 20\\, 2030\\, 9:30 AM CST (America/Chicago).');
    const cancelLink = `/find-my-pi?inquiry=${inquiryId}&consultation=cancel`;
    expect(toClient.text).toContain(
      'Your consultation with Sample Avery Quinn is booked for Fri, Dec 20, 2030, 9:30 AM CST (America/Chicago).',
    );
    expect(toClient.text).toContain(`Reschedule: /find-my-pi?inquiry=${inquiryId}&consultation=reschedule`);
    expect(toClient.text).toContain(`Cancel: ${cancelLink}`);
    expect(ics).toContain(`Cancel: ${cancelLink}`);

    const toInvestigator = await emailFrom(
      e2e,
      'the investigator’s invitation',
      (m) => m.subject === `Casebook: Consultation booked with ${clientUser.username}`,
    );
    expect(toInvestigator.to).toBe(investigatorUser.email);
    expect(toInvestigator.raw).toMatch(/^Content-Type: text\/calendar; method=REQUEST/im);
    const theirs = calendarOf(toInvestigator);
    expect(theirs).toMatch(/^METHOD:REQUEST\r?$/m);
    expect(theirs).toMatch(/^DTSTART:20301220T153000Z\r?$/m);
    // The client shared their address: the investigator's invitation names them as an attendee.
    expect(theirs).toContain(`mailto:${clientUser.email}`);
    expect(toInvestigator.text).toContain(`Cancel: /investigator-dashboard?inquiry=${inquiryId}&consultation=cancel`);
    expect(toInvestigator.text).not.toContain('Reschedule:');
  });

  it('the email’s cancel link opens the cancel form; cancelling sends METHOD:CANCEL; the client then reviews the PI', async () => {
    await client.goto(`/find-my-pi?inquiry=${inquiryId}&consultation=cancel`);
    const panel = client
      .getByRole('region', { name: 'My Inquiries' })
      .getByRole('article', { name: `Surveillance — ${PI_NAME}` })
      .getByRole('group', { name: 'Consultation for Surveillance' });
    await panel.getByLabel('Reason (optional, shared with the other party)').fill('A family matter came up that week.');
    await panel.getByRole('button', { name: 'Confirm Cancellation' }).click();
    await expectToast(client, 'Consultation cancelled');
    await dismissToasts(client);
    await panel.getByText('Cancelled', { exact: true }).waitFor();

    const cancelled = await emailFrom(e2e, 'the cancellation', (m) => m.subject === `Casebook: Consultation cancelled with ${PI_NAME}`);
    expect(cancelled.raw).toMatch(/^Content-Type: text\/calendar; method=CANCEL/im);
    expect(cancelled.attachments.map((a) => a.filename)).toEqual(['consultation-cancelled.ics']);
    const ics = calendarOf(cancelled);
    expect(ics).toMatch(/^METHOD:CANCEL\r?$/m);
    expect(ics).toMatch(/^STATUS:CANCELLED\r?$/m);
    expect(ics).toMatch(new RegExp(`^UID:consultation-${inquiryId}@casebook\\r?$`, 'm'));
    expect(ics).toMatch(/^SEQUENCE:1\r?$/m);

    // The investigator answered: the client may review them.
    await searchPis(client, 'Austin, TX', { anyRating: true });
    const card = client.getByRole('article', { name: PI_NAME, exact: true });
    await card.getByRole('button', { name: 'Reviews (0)' }).click();
    const reviews = card.getByRole('region', { name: `Client Reviews of ${PI_NAME}` });
    await reviews.getByLabel('Your Rating').getByRole('radio').nth(4).click();
    await reviews.getByLabel('Your Review').fill('Answered the same day, by email, with a clear plan.');
    await reviews.getByRole('button', { name: 'Post Review' }).click();
    await expectToast(client, 'Review posted');
    await dismissToasts(client);
    await reviews.getByLabel('Average rating 5.00 of 5 from 1 review').waitFor();
  });

  it('a client subscribes to Premium with 4242 4242 4242 4242 and escalates with a kind of work and a place', async () => {
    await register(premium, premiumUser);
    await premium.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Subscription' }).click();
    await expectHeading(premium, 'Subscription');
    await premium.getByRole('button', { name: 'Subscribe Now' }).click();
    await premium.getByRole('heading', { level: 2, name: 'Payment details' }).waitFor();
    await premium.getByLabel('Card number').fill('4242 4242 4242 4242');
    await premium.getByLabel('Expiry (MM / YY)').fill('12/34');
    await premium.getByLabel('CVC').fill('123');
    await premium.getByRole('button', { name: 'Pay $29.00' }).click();
    await premium.locator('.ant-alert').filter({ hasText: 'Subscription activated!' }).first().waitFor();
    await dismissToasts(premium);

    await premium.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).click();
    await expectHeading(premium, 'Chat');
    await premium.getByText('Premium Active', { exact: true }).waitFor();
    await premium.getByRole('button', { name: 'Escalate to Investigator' }).click();
    const dialog = premium.getByRole('dialog', { name: 'Escalate to a Human Investigator' });
    await dialog.getByLabel('Case Summary').fill(SUMMARY);
    await dialog.getByText('Priority (8-24 hours)', { exact: true }).click();
    await choose(premium, 'Kind of work', 'Surveillance');
    await dialog.getByLabel('Where you are (City, ST or ZIP)').fill('Austin, TX');
    await screenshot(premium, 'directory-loop-escalation-dialog-desktop');
    await expectAccessible(premium, 'the escalation dialog with a kind of work and a place');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    const submitted = premium.getByRole('dialog', { name: 'Request Submitted' });
    caseId = (await submitted.getByTestId('case-id').innerText()).trim();
    expect(caseId).not.toBe('');
    await submitted.getByRole('button', { name: 'Return to Chat' }).click();
    await submitted.waitFor({ state: 'hidden' });
  });

  it('the linked investigator is offered it (bell → Case Offers), accepts it on a phone, sees the client and records contact', async () => {
    // On the dashboard's PI Inquiries tab when the offer comes: the notification opens Case Offers.
    await openNotification(investigator, `Case ${caseId} is offered to you`);
    await investigator.waitForURL((url) => url.pathname === '/investigator-dashboard' && url.searchParams.has('offer'));
    const escalationId = new URL(investigator.url()).searchParams.get('offer');
    await investigator.getByRole('tab', { name: 'Case Offers', selected: true }).waitFor();
    const offer = investigator.getByRole('article', { name: `Case ${caseId}` });
    await offer.getByText('Offered to you', { exact: true }).waitFor();
    await offer.getByText(`${caseId} · Surveillance · TX`).waitFor();
    // The client's words wait until someone accepts it.
    expect(await offer.getByText(SUMMARY).count()).toBe(0);
    await screenshot(investigator, 'directory-loop-case-offer-desktop');
    await expectAccessible(investigator, 'the Case Offers tab with an open offer');

    const { page: phone } = await e2e.newPage({ width: 390, height: 844, isMobile: true, signedInFrom: investigator.context() });
    await phone.goto(`/investigator-dashboard?offer=${escalationId}`);
    await expectHeading(phone, 'Investigator Dashboard');
    await phone.getByRole('tab', { name: 'Case Offers', selected: true }).waitFor();
    const onPhone = phone.getByRole('article', { name: `Case ${caseId}` });
    await onPhone.getByText('Offered to you', { exact: true }).waitFor();
    await checkOnPhone(phone, 'an open case offer', 'directory-loop-case-offer');
    await onPhone.getByRole('button', { name: 'Accept' }).click();
    await expectToast(phone, 'Case accepted');
    await dismissToasts(phone);
    await onPhone.getByText('Yours: contact the client', { exact: true }).waitFor();
    await onPhone.getByText(SUMMARY).waitFor();
    const contact = onPhone.getByLabel('Client contact');
    await contact.getByText(premiumUser.username, { exact: true }).waitFor();
    expect(await contact.getByRole('link', { name: premiumUser.email }).getAttribute('href')).toBe(`mailto:${premiumUser.email}`);
    await contact.getByText(/\(or the case is offered again\)$/).waitFor();
    await checkOnPhone(phone, 'an accepted case offer', 'directory-loop-case-accepted');
    await onPhone.getByRole('button', { name: 'I Contacted the Client' }).click();
    await expectToast(phone, 'Contact recorded');
    await dismissToasts(phone);
    await onPhone.getByText('Yours: client contacted', { exact: true }).waitFor();
    expect(await onPhone.getByRole('button').count()).toBe(0);
    await phone.context().close();

    await investigator.reload();
    await investigator
      .getByRole('article', { name: `Case ${caseId}` })
      .getByText('Yours: client contacted', { exact: true })
      .waitFor();
  });

  it('the client hears it was taken; the admin’s Escalation Routing card shows the routing and its steps', async () => {
    await openNotification(premium, `An investigator accepted your escalation ${caseId}`);
    await expectPath(premium, '/history');
    await premium.getByRole('tab', { name: 'Escalation Requests', selected: true }).waitFor();
    await premium
      .getByRole('listitem')
      .filter({ has: premium.getByRole('heading', { name: caseId }) })
      .waitFor();

    await admin.reload();
    await expectHeading(admin, 'Administration');
    await admin.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const card = admin.locator('.ant-card', { has: admin.getByRole('heading', { name: 'Escalation Routing' }) });
    await card.scrollIntoViewIfNeeded();
    const routing = card.getByRole('list', { name: 'Routed escalations' }).getByRole('listitem', { name: `Case ${caseId}` });
    await routing.getByText('Client contacted', { exact: true }).first().waitFor();
    const factText = (await routing.getByLabel(`Case ${caseId} routing`).innerText()).replace(/\s+/g, ' ');
    expect(factText).toContain('Investigation type Surveillance');
    expect(factText).toContain('State TX');
    expect(factText).toContain(`Accepted by ${PI_NAME}`);
    expect(factText).toContain('Contact by Client contacted');
    await routing.getByText('The client was contacted: nothing is left to override.').waitFor();
    const steps = async () => (await routing.getByRole('row').allInnerTexts()).slice(1).map((row) => row.replace(/\s+/g, ' ').trim());
    const taken = await steps();
    expect(taken.map((s) => /(Routed|Offered|Accepted|Client contacted)/.exec(s)?.[1])).toEqual([
      'Routed',
      'Offered',
      'Accepted',
      'Client contacted',
    ]);
    for (const step of taken.slice(1)) expect(step).toContain(PI_NAME);
    await routing.getByText('1 candidate, nearest first').click();
    await routing.getByText(new RegExp(`^${PI_NAME} · \\d+\\.\\d mi · rating [\\d.]+ · contacted the client$`)).waitFor();
    await admin.mouse.move(0, 0);
    await screenshot(admin, 'directory-loop-escalation-routing-desktop');
    await expectAccessible(admin, 'the Escalation Routing card');
  });

  it('the investigator takes and resolves the escalation: the client sees it Completed and the routing ends', async () => {
    await investigator.getByRole('tab', { name: 'Escalations' }).click();
    const row = investigator.getByRole('row').filter({ hasText: caseId });
    await row.getByText(`Client: ${premiumUser.username}`).waitFor();
    await row.getByRole('button', { name: `Take ${caseId}` }).click();
    await expectToast(investigator, 'Status Updated', `${caseId} is now In Progress.`);
    await dismissToasts(investigator);
    await row.getByRole('button', { name: `Resolve ${caseId}` }).click();
    await expectToast(investigator, 'Status Updated', `${caseId} is now Resolved.`);
    await dismissToasts(investigator);
    await row.getByText('Resolved', { exact: true }).waitFor();

    await openNotification(premium, `Your escalation ${caseId} is complete`);
    await expectPath(premium, '/history');
    const mine = premium.getByRole('listitem').filter({ has: premium.getByRole('heading', { name: caseId }) });
    await mine.getByText('Completed', { exact: true }).waitFor();

    // Resolving it in the staff queue ends its routing: the last step says so.
    const card = admin.locator('.ant-card', { has: admin.getByRole('heading', { name: 'Escalation Routing' }) });
    const routing = card.getByRole('list', { name: 'Routed escalations' }).getByRole('listitem', { name: `Case ${caseId}` });
    await expect
      .poll(
        async () => {
          await admin.reload();
          await admin.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await routing.getByRole('row').first().waitFor();
          return (await routing.getByRole('row').last().innerText()).replace(/\s+/g, ' ');
        },
        { timeout: 30_000 },
      )
      .toContain('Stopped');
    await routing.getByText('The routing is over.').waitFor();
  });

  it('on a phone: the shared contact, the answered inquiry, the escalation dialog, History and the routing card', async () => {
    const investigatorPhone = (await e2e.newPage({ width: 390, height: 844, isMobile: true, signedInFrom: investigator.context() })).page;
    await investigatorPhone.goto(`/investigator-dashboard?inquiry=${inquiryId}`);
    await investigatorPhone.getByRole('tab', { name: 'PI Inquiries', selected: true }).waitFor();
    await investigatorPhone.getByLabel('Client contact').getByRole('link', { name: PHONE }).waitFor();
    await checkOnPhone(investigatorPhone, 'the PI Inquiries tab with the shared contact', 'directory-loop-inquiry-contact');

    const clientPhone = (await e2e.newPage({ width: 390, height: 844, isMobile: true, signedInFrom: client.context() })).page;
    await clientPhone.goto('/find-my-pi');
    const item = clientPhone.getByRole('region', { name: 'My Inquiries' }).getByRole('article', { name: `Surveillance — ${PI_NAME}` });
    await item.getByText(`also sent by email to ${clientUser.email}`).waitFor();
    await item.getByText('Cancelled', { exact: true }).waitFor();
    await item.scrollIntoViewIfNeeded();
    await checkOnPhone(clientPhone, 'My Inquiries with the emailed answer', 'directory-loop-my-inquiries');
    await searchPis(clientPhone, '78701', { anyRating: true });
    await clientPhone.getByRole('article', { name: PI_NAME, exact: true }).getByRole('button', { name: 'Contact This PI' }).click();
    const contactDialog = clientPhone.getByRole('dialog', { name: `Contact ${PI_NAME}` });
    await contactDialog.getByRole('checkbox', { name: `My email address (${clientUser.email})` }).check();
    await contactDialog.getByRole('checkbox', { name: 'A phone number' }).check();
    await contactDialog.getByLabel('Phone number to share').fill(PHONE);
    await checkOnPhone(clientPhone, 'the contact dialog with sharing ticked', 'directory-loop-contact-sharing');
    await contactDialog.getByRole('button', { name: 'Cancel' }).click();
    await contactDialog.waitFor({ state: 'hidden' });

    const premiumPhone = (await e2e.newPage({ width: 390, height: 844, isMobile: true, signedInFrom: premium.context() })).page;
    await premiumPhone.goto('/');
    await expectHeading(premiumPhone, 'Chat');
    await premiumPhone.getByRole('button', { name: 'Escalate to Investigator' }).click();
    const escalation = premiumPhone.getByRole('dialog', { name: 'Escalate to a Human Investigator' });
    await escalation.getByLabel('Case Summary').fill(SUMMARY);
    await choose(premiumPhone, 'Kind of work', 'Surveillance');
    await escalation.getByLabel('Where you are (City, ST or ZIP)').fill('Austin, TX');
    await checkOnPhone(premiumPhone, 'the escalation dialog with a kind of work and a place', 'directory-loop-escalation-dialog');
    await escalation.getByRole('button', { name: 'Cancel' }).click();
    await escalation.waitFor({ state: 'hidden' });
    await premiumPhone.goto('/history?tab=escalations');
    await premiumPhone
      .getByRole('listitem')
      .filter({ has: premiumPhone.getByRole('heading', { name: caseId }) })
      .getByText('Completed', { exact: true })
      .waitFor();
    await checkOnPhone(premiumPhone, 'History’s escalation requests', 'directory-loop-history');

    const adminPhone = (await e2e.newPage({ width: 390, height: 844, isMobile: true, signedInFrom: admin.context() })).page;
    await adminPhone.goto('/admin');
    await expectHeading(adminPhone, 'Administration');
    await adminPhone.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const card = adminPhone.locator('.ant-card', { has: adminPhone.getByRole('heading', { name: 'Escalation Routing' }) });
    await card.scrollIntoViewIfNeeded();
    const routing = card.getByRole('listitem', { name: `Case ${caseId}` });
    await routing.getByText('The routing is over.').waitFor();
    await routing.scrollIntoViewIfNeeded();
    await checkOnPhone(adminPhone, 'the Escalation Routing card', 'directory-loop-escalation-routing');
  });
});
