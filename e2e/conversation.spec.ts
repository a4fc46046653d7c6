// Chat, History and the investigator dashboard through the UI of the built app on the real
// server (offline AI engine, test payment provider), with a free plan of 3 messages a day:
// a free client chats until the quota, a premium client escalates and downloads the report, the
// operations admin takes and resolves it, and the client watches the status move.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, OPS, screenshot, startE2E, type E2E } from './support/harness';
import { dismissToasts, expectHeading, expectPath, expectToast, login, overlaps, register } from './support/flows';

const FREE_DAILY_MESSAGES = 3;
const QUESTION = 'How do I find a missing person?';
const CASE_ID = /^INV-\d{4}-\d{5}$/;

const messageInput = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
/** The Chat header's own buttons (the confirmation's button has the same name). */
const headerButton = (page: Page, name: string) => page.locator('.cb-page-header').getByRole('button', { name });

/** Sends through the input and waits until the reply is complete (Send is back). */
async function ask(page: Page, text: string): Promise<Locator> {
  await messageInput(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  // Optimistic: the question shows at once.
  await conversation(page).getByText(text, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Send', exact: true }).waitFor({ timeout: 20_000 });
  return conversation(page).locator('[data-testid="chat-message"]').last();
}

/** Subscribes on /subscription with the test provider's always-succeeding card. */
async function subscribe(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Subscription' }).click();
  await expectPath(page, '/subscription');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.locator('.ant-alert').getByText('Subscription activated!').waitFor({ timeout: 20_000 });
  await dismissToasts(page);
}

/**
 * The chat fits the screen: the composer (Send included) and the footnote are inside the
 * viewport, the document itself does not scroll, and the conversation scrolls inside itself.
 */
async function expectChatFitsScreen(page: Page, label: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const inView = async (name: string, box: { x: number; y: number; width: number; height: number } | null) => {
    expect(box, `${label}: ${name} is on the page`).not.toBeNull();
    expect(box!.y, `${label}: ${name} starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, `${label}: ${name} ends inside the viewport`).toBeLessThanOrEqual(viewport.height);
    expect(box!.x + box!.width, `${label}: ${name} is not cut at the right`).toBeLessThanOrEqual(viewport.width);
  };
  await inView('the message box', await messageInput(page).boundingBox());
  await inView('Send', await page.getByRole('button', { name: 'Send', exact: true }).boundingBox());
  await inView('the footnote', await page.getByText(/^Chat is powered by AI/).boundingBox());
  const scroll = await page.evaluate(() => {
    const log = document.querySelector<HTMLElement>('[role="log"]')!;
    // A wheel over the page header must not move the document either.
    window.scrollTo(0, 10_000);
    return {
      documentOverflow: document.documentElement.scrollHeight - window.innerHeight,
      windowScrollY: window.scrollY,
      logOverflow: log.scrollHeight - log.clientHeight,
      logAtBottom: log.scrollHeight - log.scrollTop - log.clientHeight < 2,
    };
  });
  expect(scroll.documentOverflow, `${label}: the document does not scroll`).toBeLessThanOrEqual(0);
  expect(scroll.windowScrollY, `${label}: the window stays put`).toBe(0);
  expect(scroll.logOverflow, `${label}: the conversation is longer than its box and scrolls`).toBeGreaterThan(0);
  expect(scroll.logAtBottom, `${label}: the newest message is in view`).toBe(true);
}

/** The status badge of the escalation `caseId` on History's Escalation Requests tab, after a reload. */
async function historyStatus(page: Page, caseId: string): Promise<string> {
  await page.goto('/history?tab=escalations');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: caseId }) });
  await card.waitFor();
  return (await card.locator('.ant-tag').first().innerText()).trim();
}

describe('chat, escalations and the investigator dashboard', () => {
  let e2e: E2E;
  let free: Page;
  let premium: Page;
  let admin: Page;
  let caseId = '';

  beforeAll(async () => {
    e2e = await startE2E({ FREE_DAILY_MESSAGES: String(FREE_DAILY_MESSAGES), AI_OFFLINE_CHUNK_DELAY_MS: '2' });
    ({ page: free } = await e2e.newPage());
    ({ page: premium } = await e2e.newPage());
    ({ page: admin } = await e2e.newPage());
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('a free client sees the welcome card, the free-trial badge and a disabled escalation', async () => {
    await register(free, { username: 'rileyfree', email: 'riley.free@example.com', password: 'secret-pass' });
    await free.getByTestId('welcome-card').waitFor();
    const welcome = free.getByTestId('welcome-card');
    for (const chip of ['Case Analysis', 'Document Review', 'Research']) await welcome.getByRole('button', { name: chip }).waitFor();
    await free.getByText('Free Trial', { exact: true }).waitFor();
    await free.getByText(`${FREE_DAILY_MESSAGES} of ${FREE_DAILY_MESSAGES} free messages left today`).waitFor();
    expect(await free.getByRole('button', { name: 'Escalate to Investigator' }).isDisabled()).toBe(true);
    expect(await messageInput(free).getAttribute('placeholder')).toBe('Ask about your investigation...');
    await expectAccessible(free, '/ (empty chat)');
    // A chip starts a question in the message box, ready to finish.
    await welcome.getByRole('button', { name: 'Research' }).click();
    expect(await messageInput(free).inputValue()).toBe('What does the law in my state say about ');
    expect(await messageInput(free).evaluate((el) => el === document.activeElement)).toBe(true);
    await messageInput(free).fill('');
  });

  it('the reply streams in and renders its markup as a heading and bullets', async () => {
    const reply = await ask(free, QUESTION);
    expect(await reply.getByText('Casebook AI', { exact: true }).count()).toBe(1);
    // Rendered as Markdown (a lazy chunk, fetched while the question went out).
    await reply.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await reply.getByRole('listitem').count()).toBeGreaterThan(1);
    expect(await reply.innerText()).not.toContain('**');
    expect(await messageInput(free).inputValue()).toBe('');
    await free.getByText(`${FREE_DAILY_MESSAGES - 1} of ${FREE_DAILY_MESSAGES} free messages left today`).waitFor();
    await screenshot(free, 'chat-desktop');
    await expectAccessible(free, '/ (chat with a reply)');
  });

  it('after the daily quota the send fails with the quota message and is rolled back', async () => {
    // Use up the rest of today's messages through the API (same session), then try once more in the UI.
    for (let i = 1; i < FREE_DAILY_MESSAGES; i++) {
      const res = await free.request.post('/api/messages', { data: { content: `Follow-up question ${i}` } });
      expect(res.status()).toBe(201);
    }
    await messageInput(free).fill('One question too many');
    await free.getByRole('button', { name: 'Send', exact: true }).click();
    await expectToast(free, 'Message failed', 'AI service quota exceeded. Please contact support to upgrade.');
    // The list is the server's again: the API-sent exchanges, not the refused message.
    await conversation(free)
      .getByText(`Follow-up question ${FREE_DAILY_MESSAGES - 1}`, { exact: true })
      .waitFor();
    expect(await conversation(free).getByText('One question too many').count()).toBe(0);
    expect(await messageInput(free).inputValue()).toBe('One question too many');
    await free.getByText(`0 of ${FREE_DAILY_MESSAGES} free messages left today`).waitFor();
    // Nothing left today: Send is off, and both the composer and the toast lead to Premium.
    const note = free.getByTestId('quota-reached');
    await note.getByText(`You have used today’s ${FREE_DAILY_MESSAGES} free messages.`, { exact: false }).waitFor();
    expect(await note.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/subscription');
    expect(await free.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await expectAccessible(free, '/ (no free messages left)');
    await free.locator('.ant-notification-notice').getByRole('button', { name: 'Upgrade to Premium' }).click();
    await expectPath(free, '/subscription');
    await free.getByRole('button', { name: 'Subscribe Now' }).waitFor();
    await dismissToasts(free);
    await free.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).click();
    await expectHeading(free, 'Chat');
  });

  it('Clear messages empties the chat and its history after a confirmation', async () => {
    const clear = headerButton(free, 'Clear messages');
    await clear.click();
    const confirm = free.locator('.ant-popconfirm');
    await confirm.getByText('Clear all messages?').waitFor();
    // The question opens below its button and keeps clear of the window's edge.
    const button = (await clear.boundingBox())!;
    const popover = (await confirm.boundingBox())!;
    expect(popover.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(popover.x + popover.width).toBeLessThanOrEqual(1280 - 16);
    await confirm.getByRole('button', { name: 'Clear messages' }).click();
    await expectToast(free, 'Messages cleared');
    // The toast leaves the header's actions uncovered.
    const toast = (await free.locator('.ant-notification-notice').first().boundingBox())!;
    for (const name of ['Clear messages', 'Escalate to Investigator']) {
      expect(overlaps(toast, (await headerButton(free, name).boundingBox())!), `the toast covers ${name}`).toBe(false);
    }
    await free.getByTestId('welcome-card').waitFor();
    await dismissToasts(free);
    await free.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
    await expectHeading(free, 'History');
    await free.getByText('No chat history yet').waitFor();
    await expectAccessible(free, '/history (empty chat history)');
    await free.getByRole('tab', { name: 'Escalation Requests' }).click();
    await free.getByText('No escalation requests').waitFor();
    await expectAccessible(free, '/history (no escalation requests)');
  });

  it('a premium client escalates and gets the case id in the Request Submitted dialog', async () => {
    await register(premium, { username: 'morganpremium', email: 'morgan.premium@example.com', password: 'secret-pass' });
    await subscribe(premium);
    await premium.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).click();
    await expectHeading(premium, 'Chat');
    await premium.getByText('Premium Active', { exact: true }).waitFor();
    expect(await premium.getByText(/free messages left today/).count()).toBe(0);
    await ask(premium, 'Someone keeps following me home from work. What can an investigator do?');

    await premium.getByRole('button', { name: 'Escalate to Investigator' }).click();
    const dialog = premium.getByRole('dialog', { name: 'Escalate to a Human Investigator' });
    await dialog.getByLabel('Case Summary').fill('short');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText('Case summary must be at least 10 characters').waitFor();
    await dialog.getByLabel('Case Summary').fill('A stranger has followed me home from work three times this month.');
    await dialog.getByText('Urgent (ASAP)', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Submit Request' }).click();

    const submitted = premium.getByRole('dialog', { name: 'Request Submitted' });
    await submitted.getByTestId('case-id').waitFor();
    caseId = (await submitted.getByTestId('case-id').innerText()).trim();
    expect(caseId).toMatch(CASE_ID);
    await submitted.getByText('as soon as possible', { exact: true }).waitFor();
    await expectAccessible(premium, 'the Request Submitted dialog');
    await submitted.getByRole('button', { name: 'Return to Chat' }).click();
    await submitted.waitFor({ state: 'hidden' });
  });

  it('History lists the conversation and the escalation, whose report downloads as a PDF', async () => {
    await premium.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
    await expectHeading(premium, 'History');
    await premium.getByRole('heading', { level: 2, name: 'Today' }).waitFor();
    // The conversation, titled by its first question (cut at a word near 60 characters).
    await premium
      .getByText(/^Someone keeps following me home from work\./)
      .first()
      .waitFor();
    await premium
      .getByText(/less than a minute ago|1 minute ago/)
      .first()
      .waitFor();
    await expectAccessible(premium, '/history (chat history)');

    await premium.getByRole('tab', { name: 'Escalation Requests' }).click();
    const card = premium.getByRole('listitem').filter({ has: premium.getByRole('heading', { name: caseId }) });
    await card.getByText('Pending', { exact: true }).waitFor();
    await card.getByText('Urgent', { exact: true }).waitFor();
    await screenshot(premium, 'history-desktop');
    await expectAccessible(premium, '/history (escalation requests)');

    const [download] = await Promise.all([
      premium.waitForEvent('download'),
      card.getByRole('button', { name: `Download Report for ${caseId}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${caseId}.pdf`);
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('the admin takes and resolves it on the dashboard (Pending, In Progress, Resolved); the client sees In Progress, then Completed', async () => {
    await login(admin, OPS, { investigator: true });
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Investigator Dashboard' }).click();
    await expectHeading(admin, 'Investigator Dashboard');
    const row = admin.getByRole('row').filter({ hasText: caseId });
    // SPEC's dashboard statuses as words, and the client's own word for the urgency (decision 0049).
    await row.getByText('Pending', { exact: true }).waitFor();
    await row.getByText('Urgent', { exact: true }).waitFor();
    await row.getByText('Client: morganpremium').waitFor();
    await screenshot(admin, 'investigator-dashboard-desktop');
    await expectAccessible(admin, '/investigator-dashboard with an escalation');

    await row.getByRole('button', { name: `Take ${caseId}` }).click();
    await expectToast(admin, 'Status Updated');
    await row.getByText('In Progress', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: `Take ${caseId}` }).isDisabled()).toBe(true);
    await dismissToasts(admin);
    expect(await historyStatus(premium, caseId)).toBe('In Progress');

    await row.getByRole('button', { name: `Resolve ${caseId}` }).click();
    await expectToast(admin, 'Status Updated');
    await row.getByText('Resolved', { exact: true }).waitFor();
    expect(await row.getByText('Completed', { exact: true }).count()).toBe(0);
    expect(await row.getByRole('button', { name: `Resolve ${caseId}` }).isDisabled()).toBe(true);
    await dismissToasts(admin);
    expect(await historyStatus(premium, caseId)).toBe('Completed');

    // The list searches on the server: the case id finds its row, another word none.
    await admin.getByRole('search', { name: 'Find escalations' }).getByLabel('Search').fill(caseId);
    await row.waitFor();
    await admin.getByRole('search', { name: 'Find escalations' }).getByLabel('Search').fill('no such escalation words');
    await admin.getByText('No escalation matches these filters.').waitFor();
    await admin.getByRole('button', { name: 'Clear filters' }).click();
    await row.waitFor();

    await admin.getByRole('tab', { name: 'Case Analyses' }).click();
    await admin.getByText('No Case Analyses').waitFor();
    await expectAccessible(admin, '/investigator-dashboard (case analyses)');
  });

  it('on a phone the dashboard lists each escalation as rows of the same columns: the whole summary, status, created and actions, no sideways scroll', async () => {
    const { page: phone } = await e2e.newPage({ width: 390, height: 844, isMobile: true, signedInFrom: admin.context() });
    await phone.goto('/investigator-dashboard');
    await expectHeading(phone, 'Investigator Dashboard');
    const card = phone.getByTestId('escalation-row').filter({ hasText: caseId });
    await card.getByText('A stranger has followed me home from work three times this month.', { exact: true }).waitFor();
    await card.getByText('Resolved', { exact: true }).waitFor();
    await card.locator('time').waitFor();
    for (const element of [card, card.getByRole('button', { name: `Resolve ${caseId}` }), card.getByText('Resolved', { exact: true })]) {
      const box = (await element.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The column headers are off screen; each value carries its column's name.
    expect(await card.locator('td[data-label="Status"]').count()).toBe(1);
    // The filters work on a phone too: no pending escalation is left.
    await phone.getByRole('search', { name: 'Find escalations' }).getByLabel('Status').selectOption('pending');
    await phone.getByText('No escalation matches these filters.').waitFor();
    await phone.getByRole('button', { name: 'Clear filters' }).click();
    await card.waitFor();
    await screenshot(phone, 'investigator-dashboard-mobile');
    await expectAccessible(phone, '/investigator-dashboard on a phone');
    await phone.context().close();
  });

  it('with a long conversation the composer stays in view and only the conversation scrolls (1280×800 and 390×844)', async () => {
    // Premium: no daily quota; four more answered questions make the conversation overflow.
    for (let i = 1; i <= 4; i++) {
      const res = await premium.request.post('/api/messages', {
        data: { content: `What should I keep in a surveillance log, part ${i}?` },
      });
      expect(res.status()).toBe(201);
    }
    await premium.goto('/');
    await expectHeading(premium, 'Chat');
    await conversation(premium).getByText('What should I keep in a surveillance log, part 4?', { exact: true }).waitFor();
    await conversation(premium).locator('.cb-markup h3').last().waitFor();
    await expectChatFitsScreen(premium, '1280×800');

    const { page: phone } = await e2e.newPage({ width: 390, height: 844, isMobile: true, signedInFrom: premium.context() });
    await phone.goto('/');
    await expectHeading(phone, 'Chat');
    await conversation(phone).getByText('What should I keep in a surveillance log, part 4?', { exact: true }).waitFor();
    await conversation(phone).locator('.cb-markup h3').last().waitFor();
    await expectChatFitsScreen(phone, '390×844');
    await screenshot(phone, 'chat-mobile');
    await expectAccessible(phone, '/ on a phone with a long conversation');

    // A toast on a phone is a banner at the top, clear of the header's actions.
    await headerButton(phone, 'Clear messages').click();
    const confirmOnPhone = phone.locator('.ant-popconfirm');
    await confirmOnPhone.getByText('Clear all messages?').waitFor();
    await confirmOnPhone.getByRole('button', { name: 'Clear messages' }).click();
    await confirmOnPhone.waitFor({ state: 'hidden' });
    await expectToast(phone, 'Messages cleared');
    const toast = (await phone.locator('.ant-notification-notice').first().boundingBox())!;
    for (const name of ['Clear messages', 'Escalate to Investigator']) {
      expect(overlaps(toast, (await headerButton(phone, name).boundingBox())!), `the toast covers ${name}`).toBe(false);
    }
    await phone.getByTestId('welcome-card').waitFor();
    await phone.context().close();
  });
});
