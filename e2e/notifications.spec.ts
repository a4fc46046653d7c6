// Notifications and letter templates in the browser: a premium client's bell counts up live when
// the admin takes the client's escalation on the dashboard, the item opens History; the client
// fills a letter template and downloads the PDF. Axe and screenshots at desktop and phone sizes.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, OPS, screenshot, startE2E, type E2E } from './support/harness';
import { dismissToasts, expectHeading, expectPath, expectToast, login, register } from './support/flows';

const YEAR = new Date().getUTCFullYear();

/** The bell's accessible name carries the unread count. */
async function bellCount(page: Page): Promise<number> {
  const name =
    (await page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .getAttribute('aria-label')) ?? '';
  const m = /(\d+) unread/.exec(name);
  return m ? Number(m[1]) : 0;
}

async function waitForBell(page: Page, count: number): Promise<void> {
  const name = count === 0 ? 'Notifications' : `Notifications, ${count} unread`;
  await page.getByRole('button', { name, exact: true }).first().waitFor({ state: 'visible' });
}

describe('notifications and letter templates', () => {
  let e2e: E2E;
  let client: Page;
  let admin: Page;
  let caseId: string;
  const person = { username: 'rileynotify', email: 'riley.notify@example.com', password: 'secret-pass' };

  beforeAll(async () => {
    e2e = await startE2E();
    ({ page: client } = await e2e.newPage());
    ({ page: admin } = await e2e.newPage());
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('a premium client escalates; the bell shows the subscription alert', async () => {
    await register(client, person);
    // Premium through the test provider's API (the subscription screens have their own spec).
    const sub = await client.request.post('/api/subscription', { data: {} });
    const { clientSecret } = (await sub.json()) as { clientSecret: string };
    const paid = await client.request.post('/api/test-payments/confirm', {
      data: { clientSecret, cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: YEAR + 3, cvc: '123' },
    });
    expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
    const esc = await client.request.post('/api/escalations', {
      data: { caseSummary: 'My business partner moved money out of our account', urgency: 'priority' },
    });
    expect(esc.status()).toBe(201);
    caseId = ((await esc.json()) as { caseId: string }).caseId;
    await client.reload();
    await expectHeading(client, 'Chat');
    await waitForBell(client, 1);
  });

  it('the admin takes the escalation; the client’s bell counts up without a reload and the item opens History', async () => {
    await login(admin, OPS, { investigator: true });
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Investigator Dashboard' }).click();
    await expectHeading(admin, 'Investigator Dashboard');
    const before = await bellCount(client);
    const row = admin.getByRole('row').filter({ hasText: caseId });
    await row.getByRole('button', { name: `Take ${caseId}` }).click();
    await expectToast(admin, 'Status Updated');

    await waitForBell(client, before + 1);
    await client.getByRole('button', { name: `Notifications, ${before + 1} unread` }).click();
    const list = client.getByRole('list', { name: 'Notifications' });
    const item = list.getByRole('listitem').filter({ hasText: `An investigator took your escalation ${caseId}` });
    await item.waitFor();
    // A medium-priority notification carries no priority tag (only a high one is marked Important).
    expect(await item.getByText(/priority|Important/).count()).toBe(0);
    await screenshot(client, 'notifications-desktop');
    await expectAccessible(client, 'the notification list');

    await item.getByText(`Your escalation ${caseId} is now In Progress: an investigator is working on it.`).click();
    await expectPath(client, '/history');
    await expectHeading(client, 'History');
    await waitForBell(client, before);
    await client.getByRole('tab', { name: 'Escalation Requests', selected: true }).waitFor();
  });

  it('mark all read empties the count; the bell sits in the phone top bar too', async () => {
    await client.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await client.getByRole('button', { name: 'Mark all read' }).click();
    await waitForBell(client, 0);
    await client.keyboard.press('Escape');

    const { page: phone } = await e2e.newPage({ width: 390, height: 844, isMobile: true, signedInFrom: client.context() });
    await phone.goto('/');
    await expectHeading(phone, 'Chat');
    await phone.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }).click();
    await phone.getByRole('list', { name: 'Notifications' }).getByText(`An investigator took your escalation ${caseId}`).waitFor();
    await screenshot(phone, 'notifications-mobile');
    await expectAccessible(phone, 'the notification list on a phone');
  });

  it('the client fills a letter template and downloads it as a PDF holding the values', async () => {
    await client.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Letter Templates' }).click();
    await expectHeading(client, 'Letter Templates');
    await expectAccessible(client, '/templates');
    await client.getByRole('button', { name: 'Use template: Demand Letter for Small Claims' }).click();
    await client.getByRole('heading', { level: 2, name: 'Demand Letter for Small Claims' }).waitFor();
    expect(await client.getByLabel('Your name').inputValue()).toBe(person.username);

    await client.getByRole('button', { name: 'Download PDF' }).click();
    await client.getByText('Recipient name is required').waitFor();

    await client.getByLabel('Your mailing address').fill('42 Elm Street, Apt. 3\nSpringfield, IL 62701');
    await client.getByLabel('Recipient name').fill('Morgan Lee');
    await client.getByLabel('Recipient address').fill('9 Oak Avenue\nSpringfield, IL 62704');
    await client.getByLabel('Amount owed').fill('$1,850.00');
    await client.getByLabel('Why it is owed').fill('the unreturned security deposit for 42 Elm Street, Apt. 3');
    await client.getByLabel('Pay by (date)').fill('May 31, 2026');
    // Each error goes as its field is filled.
    await client
      .getByText(/ is required$/)
      .first()
      .waitFor({ state: 'detached' });
    expect(await client.locator('.ant-form-item-explain-error').count()).toBe(0);
    await screenshot(client, 'templates-form-desktop');
    await expectAccessible(client, 'the template form');

    const [download] = await Promise.all([client.waitForEvent('download'), client.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('small-claims-demand-letter.pdf');
    const bytes = await readFile(await download.path());
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    const shown = text.replace(/\s+/g, ' ');
    expect(shown).toContain('Dear Morgan Lee:');
    expect(shown).toContain('You owe me $1,850.00 for the unreturned security deposit for 42 Elm Street, Apt. 3.');
    expect(shown).toContain('not legal advice');
    await expectToast(client, 'Letter ready', 'small-claims-demand-letter.pdf was downloaded.');
    await dismissToasts(client);
  });

  it('the template screen works on a phone', async () => {
    const { page: phone } = await e2e.newPage({ width: 390, height: 844, isMobile: true, signedInFrom: client.context() });
    await phone.goto('/templates?template=witness-contact-letter&caseTitle=Estate%20of%20Rivera');
    await phone.getByRole('heading', { level: 2, name: 'Witness Contact Letter' }).waitFor();
    expect(await phone.getByLabel('Case title').inputValue()).toBe('Estate of Rivera');
    await screenshot(phone, 'templates-form-mobile');
    await expectAccessible(phone, '/templates on a phone');
  });

  it('the admin sees the client’s email in the outbox on /admin, its address masked and its words not shown', async () => {
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await expectHeading(admin, 'Administration');
    const outbox = admin.locator('.ant-card').filter({ has: admin.getByRole('heading', { name: 'Email Outbox' }) });
    // Issue 29 M3: the kind, the masked address and the time — not the subject, which names the case.
    const masked = `${person.email[0]}***${person.email.slice(person.email.indexOf('@'))}`;
    await outbox.getByText(`To ${masked}`, { exact: false }).first().waitFor();
    expect(await outbox.getByText(person.email, { exact: false }).count(), 'the address in clear').toBe(0);
    expect(await outbox.getByText(caseId, { exact: false }).count(), 'the subject naming the case').toBe(0);
    await expectAccessible(admin, '/admin with the outbox');
  });
});
