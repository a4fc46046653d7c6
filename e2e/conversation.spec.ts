// Chat, History and the investigator dashboard through the UI of the built app on the real
// server (offline AI engine, test payment provider), with a free plan of 3 messages a day:
// a free client chats until the quota, a premium client escalates and downloads the report, the
// operations admin takes and resolves it, and the client watches the status move.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, OPS, screenshot, startE2E, type E2E } from './support/harness';
import { dismissToasts, expectHeading, expectPath, expectToast, login, register } from './support/flows';

const FREE_DAILY_MESSAGES = 3;
const QUESTION = 'How do I find a missing person?';
const CASE_ID = /^INV-\d{4}-\d{5}$/;

const messageInput = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });

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
    for (const chip of ['Case Analysis', 'Document Review', 'Research']) await welcome.getByText(chip, { exact: true }).waitFor();
    await free.getByText('Free Trial', { exact: true }).waitFor();
    await free.getByText(`${FREE_DAILY_MESSAGES} of ${FREE_DAILY_MESSAGES} free messages left today`).waitFor();
    expect(await free.getByRole('button', { name: 'Escalate to Investigator' }).isDisabled()).toBe(true);
    expect(await messageInput(free).getAttribute('placeholder')).toBe('Ask about your investigation...');
    await expectAccessible(free, '/ (empty chat)');
  });

  it('the reply streams in and renders its markup as a heading and bullets', async () => {
    const reply = await ask(free, QUESTION);
    expect(await reply.getByText('Casebook AI', { exact: true }).count()).toBe(1);
    expect(await reply.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
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
    await conversation(free).getByText(`Follow-up question ${FREE_DAILY_MESSAGES - 1}`, { exact: true }).waitFor();
    expect(await conversation(free).getByText('One question too many').count()).toBe(0);
    expect(await messageInput(free).inputValue()).toBe('One question too many');
    await free.getByText(`0 of ${FREE_DAILY_MESSAGES} free messages left today`).waitFor();
    await dismissToasts(free);
  });

  it('Clear messages empties the chat and its history after a confirmation', async () => {
    await free.getByRole('button', { name: 'Clear messages' }).click();
    const confirm = free.locator('.ant-popconfirm');
    await confirm.getByText('Clear all messages?').waitFor();
    await confirm.getByRole('button', { name: 'Clear messages' }).click();
    await expectToast(free, 'Messages cleared');
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

  it('History lists the question and the escalation, whose report downloads as a PDF', async () => {
    await premium.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
    await expectHeading(premium, 'History');
    await premium.getByRole('heading', { level: 2, name: 'Today' }).waitFor();
    await premium.getByText('Someone keeps following me home from work. What can an investigator do?').waitFor();
    await premium.getByText(/less than a minute ago|1 minute ago/).first().waitFor();
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

  it('the admin takes and resolves it on the dashboard; the client sees In Progress, then Completed', async () => {
    await login(admin, OPS, { investigator: true });
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Investigator Dashboard' }).click();
    await expectHeading(admin, 'Investigator Dashboard');
    const row = admin.getByRole('row').filter({ hasText: caseId });
    await row.getByText('Pending', { exact: true }).waitFor();
    await row.getByText('high', { exact: true }).waitFor();
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
    await row.getByText('Completed', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: `Resolve ${caseId}` }).isDisabled()).toBe(true);
    await dismissToasts(admin);
    expect(await historyStatus(premium, caseId)).toBe('Completed');

    await admin.getByRole('tab', { name: 'Case Analyses' }).click();
    await admin.getByText('No Case Analyses').waitFor();
    await expectAccessible(admin, '/investigator-dashboard (case analyses)');
  });
});
