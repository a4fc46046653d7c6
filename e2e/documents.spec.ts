// Document Intelligence in the browser: a client uploads a PDF the test makes, watches it go from
// processing to completed without reloading, reads its key information and follows an item to its
// place in the full text, finds it by a word in search, downloads it and deletes it. Axe and
// screenshots at desktop and phone sizes.
import { readFile, writeFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../test/support/document-samples';
import { animationsDone, expectAccessible, screenshot, startE2E, uniqueUser, type E2E } from './support/harness';
import { dismissToasts, expectHeading, expectToast, register } from './support/flows';

const FILE_NAME = 'Harbor Lantern agreement.pdf';

describe('document intelligence', () => {
  let e2e: E2E;
  let page: Page;
  let pdf: Uint8Array;
  let pdfPath: string;

  beforeAll(async () => {
    e2e = await startE2E();
    ({ page } = await e2e.newPage());
    pdf = await makePdf([
      'SERVICES AGREEMENT\n\nThis Services Agreement is made on March 3, 2025 by and between Harbor Lantern Investigations LLC, a Maine limited liability company ("Investigator"), and Quillfeather Mutual Insurance Company ("Client").\n\n1. Services. Investigator shall conduct surveillance of the claimant.',
      '2. Fees. Client shall pay Investigator $4,500.00 upon delivery of the final report.\n\n3. Governing Law. This Agreement shall be governed by the laws of the State of Maine.',
    ]);
    pdfPath = path.join(await mkdtemp(path.join(os.tmpdir(), 'casebook-e2e-doc-')), FILE_NAME);
    await writeFile(pdfPath, pdf);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('shows the empty state, then takes a PDF and completes it without a reload', async () => {
    const user = uniqueUser('docs');
    await register(page, user);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Document Intelligence/ })
      .click();
    await expectHeading(page, 'Document Intelligence');
    await page.getByText('No documents uploaded yet. Upload your first document to get started.').waitFor();
    await expectAccessible(page, '/document-intelligence, empty');

    // The user's stream (GET /api/notifications/stream) says when the documents changed (decision 0033).
    const hints: string[][] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.eventSourceMessageReceived', (m) => {
      if (m.eventName === 'changed') hints.push((JSON.parse(m.data) as { paths: string[] }).paths);
    });
    await page.locator('input[type=file]').setInputFiles(pdfPath);
    await expectToast(page, 'Document uploaded successfully', 'AI analysis is processing your document.');
    await dismissToasts(page);
    const card = page.getByRole('heading', { name: FILE_NAME }).locator('xpath=ancestor::div[contains(@class,"cb-doc-card")]');
    await card.waitFor();
    // Processing → Completed, no reload: read again when the live hint comes.
    await card.getByText('Completed', { exact: true }).waitFor({ timeout: 60_000 });
    expect(hints.some((paths) => paths.includes('/api/documents'))).toBe(true);
    await cdp.detach();
    await card.getByText('Services Agreement').first().waitFor();
    await animationsDone(page);
    await screenshot(page, 'documents-desktop');
    await expectAccessible(page, '/document-intelligence with a completed document');
  });

  it('reads the key information and follows an amount to its place in the full text', async () => {
    await page.getByRole('tab', { name: 'Key Info' }).click();
    await page.getByRole('region', { name: 'Parties' }).getByText('Quillfeather Mutual Insurance Company', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Show in text: $4,500.00 (page 2)' }).click();
    await page.getByRole('tab', { name: 'Full Text', selected: true }).waitFor();
    const mark = page.getByTestId('text-place');
    await mark.waitFor();
    expect(await mark.textContent()).toBe('$4,500.00');
    expect(await page.getByRole('region', { name: 'Page 2' }).getByTestId('text-place').count()).toBe(1);
  });

  it('finds the document by a word of its text, with the word highlighted', async () => {
    await page.getByRole('searchbox', { name: 'Search your documents' }).fill('surveillance');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('1 document matches “surveillance”').waitFor();
    expect((await page.locator('.cb-doc-snippet mark').first().textContent())?.toLowerCase()).toBe('surveillance');
    await page.getByRole('searchbox', { name: 'Search your documents' }).fill('zeppelin');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No documents match “zeppelin”.').waitFor();
    await page.getByRole('button', { name: 'Show all documents' }).click();
  });

  it('downloads the file as it was uploaded', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `Download ${FILE_NAME}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(FILE_NAME);
    const bytes = await readFile(await download.path());
    expect(Buffer.compare(bytes, Buffer.from(pdf))).toBe(0);
  });

  it('works on a phone', async () => {
    const { page: phone } = await e2e.newPage({ width: 390, height: 844, isMobile: true, signedInFrom: page.context() });
    await phone.goto('/document-intelligence');
    await phone.getByRole('heading', { name: FILE_NAME }).waitFor();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await animationsDone(phone);
    await screenshot(phone, 'documents-mobile');
    await expectAccessible(phone, '/document-intelligence on a phone');
  });

  it('deletes the document after asking', async () => {
    await page.getByRole('button', { name: `Delete ${FILE_NAME}` }).click();
    await page.getByText('Delete this document?').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Document deleted');
    await page.getByText('No documents uploaded yet. Upload your first document to get started.').waitFor();
    const res = await page.request.get('/api/documents');
    expect(await res.json()).toEqual([]);
  });
});
