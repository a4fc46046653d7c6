// The assistant's conversations in a real browser (issue 27), on the built app with the offline
// engine writing slowly enough to be stopped: Stop keeps what arrived, Copy puts the answer on the
// clipboard, Regenerate adds a new answer and keeps the old one; New chat starts a second
// conversation, the side panel lists both newest first, searches them, renames, exports Markdown and
// PDF and deletes; `/` reopens the latest; a question about the user's own document is answered
// with its page, and the citation opens the viewer there with the passage highlighted; on a phone
// the conversations are a drawer and the composer fits the screen.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../test/support/document-samples';
import { expectAccessible, screenshot, startE2E, uniqueUser, type E2E } from './support/harness';
import { dismissToasts, register } from './support/flows';

const FILE_NAME = 'Harbor Lantern agreement.pdf';
const FIRST = 'Who owns the car that keeps parking outside my house?';
const SECOND = 'Can I record a phone call with my landlord in Texas?';

const messageInput = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const answers = (page: Page) => log(page).locator('.cb-chat-row--assistant');
const panel = (page: Page) => page.getByRole('list', { name: 'Conversations' });
const items = (page: Page) => panel(page).getByTestId('conversation-item');

/** A two-page services agreement: the fee is on page 2. */
const agreement = () =>
  makePdf([
    'SERVICES AGREEMENT\n\nThis Services Agreement is made on March 3, 2025 by and between Harbor Lantern Investigations LLC, a Maine limited liability company ("Investigator"), and Quillfeather Mutual Insurance Company ("Client").\n\n1. Services. Investigator shall conduct surveillance of the claimant.',
    '2. Fees. Client shall pay Investigator $4,500.00 upon delivery of the final report.\n\n3. Governing Law. This Agreement shall be governed by the laws of the State of Maine.',
  ]);

/** Sends through the composer and waits until the reply is complete (Send is back). */
async function ask(page: Page, text: string): Promise<Locator> {
  await messageInput(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await log(page).getByText(text, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Send', exact: true }).waitFor({ timeout: 60_000 });
  return answers(page).last();
}

/** Opens a conversation's actions menu in the side panel and picks one. */
async function pick(page: Page, title: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

// Slow under a loaded machine: each step has room (an answer is written slowly on purpose).
describe('the assistant: conversations, Stop, Copy, Regenerate and document answers', { timeout: 300_000 }, () => {
  let e2e: E2E;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // 150 ms between chunks: an answer takes many seconds, long enough to press Stop in on a busy machine.
    e2e = await startE2E({ FREE_DAILY_MESSAGES: '50', AI_OFFLINE_CHUNK_DELAY_MS: '150' });
    ({ context, page } = await e2e.newPage({ width: 1280, height: 800 }));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('Stop ends the answer and keeps what arrived; Copy copies an answer; Regenerate adds one and keeps the old', async () => {
    await register(page, uniqueUser('conv'));
    // The document the last test asks about, uploaded now so that it is read while the chat is walked.
    const upload = await page.request.post('/api/documents/upload', {
      multipart: { document: { name: FILE_NAME, mimeType: 'application/pdf', buffer: Buffer.from(await agreement()) } },
    });
    expect(upload.status()).toBe(201);
    await messageInput(page).fill(FIRST);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    // The reply is being written: the button is Stop; some text arrives, then Stop.
    const stop = page.getByRole('button', { name: 'Stop', exact: true });
    await stop.waitFor({ timeout: 30_000 });
    const writing = answers(page).last();
    await writing.locator('.cb-chat-author').waitFor();
    await page.waitForFunction(() => {
      const rows = document.querySelectorAll('.cb-chat-row--assistant');
      return (rows[rows.length - 1]?.textContent ?? '').length > 80;
    });
    await stop.click();
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor({ timeout: 30_000 });
    const stopped = answers(page).last();
    await stopped.getByTestId('stopped-note').waitFor();
    const kept = (await stopped.locator('.cb-markup').first().innerText()).trim();
    expect(kept.length).toBeGreaterThan(20);
    // What arrived is kept after a reload too (the server stored the stopped reply).
    await page.reload();
    await answers(page).last().getByTestId('stopped-note').waitFor();

    // Copy: the answer's text on the clipboard.
    await answers(page).last().getByRole('button', { name: 'Copy answer' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(20);
    expect(kept.startsWith(copied.replace(/[*#]/g, '').trim().slice(0, 10))).toBe(true);

    // Regenerate: a new complete answer under a divider; the stopped one stays.
    await answers(page).last().getByRole('button', { name: 'Regenerate answer' }).click();
    await log(page).getByTestId('regenerated-divider').waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor({ timeout: 60_000 });
    expect(await answers(page).count()).toBe(2);
    expect(await answers(page).first().getByTestId('stopped-note').count()).toBe(1);
    expect(await answers(page).last().getByTestId('stopped-note').count()).toBe(0);
    // Complete this time: it ends with the engine's closing note.
    expect(await answers(page).last().innerText()).toContain('not legal advice');
    await screenshot(page, 'assistant-regenerated-desktop');
    await expectAccessible(page, '/ (a stopped and a regenerated answer)');
  });

  it('New chat starts a second conversation; the panel lists, searches, renames, exports and deletes', async () => {
    await page.getByRole('button', { name: 'New chat' }).click();
    await page.getByTestId('welcome-card').waitFor();
    await ask(page, SECOND);
    // Titled by their first questions, newest first.
    await items(page).nth(1).waitFor();
    const titles = await items(page).locator('.cb-conv-title').allInnerTexts();
    expect(titles).toEqual([SECOND, FIRST]);
    expect(await items(page).first().locator('a').getAttribute('aria-current')).toBe('page');

    // Full-text search over the messages: a word of the first conversation only.
    const search = page.getByRole('searchbox', { name: 'Search conversations' });
    await search.fill('parking');
    const found = page.getByRole('list', { name: 'Conversations matching “parking”' });
    await found.getByTestId('conversation-item').first().waitFor();
    expect(await found.locator('.cb-conv-title').allInnerTexts()).toEqual([FIRST]);
    await search.fill('');

    // Rename in place (Enter saves).
    await pick(page, SECOND, 'Rename');
    const title = page.getByRole('textbox', { name: 'Conversation title' });
    await title.fill('Landlord calls in Texas');
    await title.press('Enter');
    await panel(page).getByText('Landlord calls in Texas', { exact: true }).waitFor();

    // Export as Markdown and as PDF: files with the conversation in them.
    const markdown = page.waitForEvent('download');
    await pick(page, 'Landlord calls in Texas', 'Export as Markdown');
    const md = await readFile((await (await markdown).path())!, 'utf8');
    expect(md).toContain('Landlord calls in Texas');
    expect(md).toContain(SECOND);
    expect(md).toMatch(/Texas/);
    const pdf = page.waitForEvent('download');
    await pick(page, 'Landlord calls in Texas', 'Export as PDF');
    const pdfDownload = await pdf;
    expect(pdfDownload.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await pdfDownload.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // `/` opens the latest conversation.
    await page.goto('/');
    await log(page).getByText(SECOND, { exact: true }).waitFor();

    // Delete asks first, names the conversation, and the list keeps the other one.
    await pick(page, 'Landlord calls in Texas', 'Delete');
    await page.getByText('Delete “Landlord calls in Texas”? Its messages are deleted too.').waitFor();
    await page.locator('.cb-conv-confirm').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(async () => items(page).locator('.cb-conv-title').allInnerTexts(), { timeout: 30_000 }).toEqual([FIRST]);
    await dismissToasts(page);
    // History's Chat History lists the conversation and opens it.
    await page.goto('/history');
    await page.getByTestId('history-conversation').filter({ hasText: FIRST }).getByRole('link').click();
    await log(page).getByText(FIRST, { exact: true }).waitFor();
  });

  it("a question about the user's own document is answered with its page; the citation opens the viewer there", async () => {
    await expect
      .poll(async () => ((await (await page.request.get('/api/documents')).json()) as { status: string }[])[0]?.status, {
        timeout: 200_000,
        interval: 2_000,
      })
      .toBe('completed');
    await page.goto('/');
    await page.getByRole('button', { name: 'New chat' }).click();
    await page.getByTestId('welcome-card').waitFor();
    const reply = await ask(page, 'How much does my agreement say the client has to pay?');
    const citation = reply.getByRole('link', { name: `${FILE_NAME}, page 2` });
    await citation.first().waitFor();
    expect(await reply.innerText()).toContain('4,500.00');
    await citation.first().click();
    const viewer = page.getByRole('region', { name: `${FILE_NAME}, page 2` });
    await viewer.getByText('The quoted passage is highlighted.').waitFor({ timeout: 30_000 });
    expect(await viewer.getByTestId('text-place').textContent()).toContain('$4,500.00');
    await viewer.locator('.textLayer .cb-page-place').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'assistant-document-citation-desktop');
  });

  it('on a phone the conversations are a drawer that opens one, and the composer fits the screen', async () => {
    const { page: phone } = await e2e.newPage({ width: 390, height: 844, isMobile: true, signedInFrom: context });
    await phone.goto('/');
    await messageInput(phone).waitFor();
    await phone.getByRole('button', { name: 'Show conversations' }).click();
    const drawer = phone.getByRole('dialog');
    await drawer.getByTestId('conversation-item').first().waitFor();
    await drawer.getByTestId('conversation-item').filter({ hasText: FIRST }).getByRole('link').click();
    await log(phone).getByText(FIRST, { exact: true }).waitFor();
    // The composer and its Send are inside the screen, not cut at the right.
    for (const box of [
      await messageInput(phone).boundingBox(),
      await phone.getByRole('button', { name: 'Send', exact: true }).boundingBox(),
    ]) {
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    }
    // The answer's actions are reachable on a phone too.
    await answers(phone).last().getByRole('button', { name: 'Copy answer' }).waitFor();
    await screenshot(phone, 'assistant-conversations-mobile');
    await expectAccessible(phone, '/ on a phone, a conversation opened from the drawer');
  });
});
