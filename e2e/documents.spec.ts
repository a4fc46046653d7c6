// Document Intelligence in the browser: a client uploads a PDF the test makes and watches its row
// go from processing to completed without reloading; opens it in the inline viewer (the PDF's page
// drawn by pdf.js) and follows an amount of its key information to its place, highlighted on page 2;
// opens it from an assistant-style citation link at the cited passage; narrows the list by status,
// finds the document by a word in search, downloads it and deletes it; the same list as rows and the
// viewer on a phone. Axe and screenshots at desktop (1366×900) and phone (390×844) sizes.
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
    ({ page } = await e2e.newPage({ width: 1366, height: 900 }));
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

  let docType = '';
  const row = (p: Page) => p.locator('.cb-doc-table tr.ant-table-row', { hasText: FILE_NAME });
  const viewer = (p: Page, n: number) => p.getByRole('region', { name: `${FILE_NAME}, page ${n}` });

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
    // A row of the table: name, type, date, status, size.
    await row(page).waitFor();
    for (const column of ['Name', 'Type', 'Uploaded', 'Status', 'Size']) await page.getByRole('columnheader', { name: column }).waitFor();
    // Processing → Completed, no reload: read again when the live hint comes.
    await row(page).getByText('Completed', { exact: true }).waitFor({ timeout: 60_000 });
    expect(hints.some((paths) => paths.includes('/api/documents'))).toBe(true);
    await cdp.detach();
    // The type the analysis gave (the classifier's, whatever it is) is the row's Type.
    const [analysed] = (await (await page.request.get('/api/documents')).json()) as { documentType: string | null }[];
    docType = analysed?.documentType ?? 'Document';
    await row(page).getByRole('cell', { name: docType, exact: true }).waitFor();
    expect(
      await row(page)
        .getByText(/^\d+ kB$/)
        .count(),
    ).toBe(1);
    await animationsDone(page);
    await screenshot(page, 'documents-desktop');
    await expectAccessible(page, '/document-intelligence with a completed document');
  });

  it('opens the document in the viewer and follows an amount to its place, highlighted on page 2', async () => {
    await row(page).getByRole('button', { name: FILE_NAME, exact: true }).click();
    await page.waitForURL(/[?&]open=/);
    const opened = viewer(page, 1);
    await opened.waitFor();
    // The PDF's page, drawn by pdf.js in the browser, with its text layer.
    await opened.getByRole('img', { name: `${FILE_NAME}, page 1 of 2` }).waitFor({ timeout: 30_000 });
    await opened.locator('.textLayer span').first().waitFor();
    await opened.getByRole('tab', { name: 'Key Info' }).click();
    await opened.getByRole('region', { name: 'Parties' }).getByText('Quillfeather Mutual Insurance Company', { exact: true }).waitFor();
    await opened.getByRole('button', { name: 'Show $4,500.00 on page 2' }).click();
    const onPage = viewer(page, 2);
    await onPage.getByRole('img', { name: `${FILE_NAME}, page 2 of 2` }).waitFor();
    const highlight = onPage.locator('.textLayer .cb-page-place');
    await highlight.first().waitFor();
    expect(await highlight.first().textContent()).toBe('$4,500.00');
    expect(await highlight.first().isVisible()).toBe(true);
    await animationsDone(page);
    await screenshot(page, 'documents-viewer-desktop');
    await expectAccessible(page, '/document-intelligence with the viewer open');
    await onPage.getByRole('button', { name: `Close ${FILE_NAME}` }).click();
    await page.getByRole('region', { name: new RegExp(`^${FILE_NAME}, page`) }).waitFor({ state: 'detached' });
  });

  it('opens at a cited page with the quoted passage highlighted on the page and in the text', async () => {
    const list = (await (await page.request.get('/api/documents')).json()) as { id: string }[];
    const detail = (await (await page.request.get(`/api/documents/${list[0]!.id}`)).json()) as { extractedText: string };
    const quote = 'Client shall pay Investigator $4,500.00 upon delivery of the final report.';
    const start = detail.extractedText.indexOf(quote);
    expect(start).toBeGreaterThan(0);
    await page.goto(`/document-intelligence?open=${list[0]!.id}&page=2&start=${start}&end=${start + quote.length}`);
    const opened = viewer(page, 2);
    await opened.getByText('The quoted passage is highlighted.').waitFor();
    expect(await opened.getByTestId('text-place').textContent()).toBe(quote);
    const highlight = opened.locator('.textLayer .cb-page-place');
    await highlight.first().waitFor({ timeout: 30_000 });
    expect((await highlight.allTextContents()).join(' ')).toBe(quote);
    await animationsDone(page);
    await screenshot(page, 'documents-citation-desktop');
    await opened.getByRole('button', { name: `Close ${FILE_NAME}` }).click();
  });

  it('narrows the list by status, and finds the document by a word of its text, the word highlighted', async () => {
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Failed' }).click();
    await page.keyboard.press('Escape');
    await page.getByText('No documents match these filters.').waitFor();
    await page.getByText('Showing 0 of 1 documents').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await row(page).waitFor();

    await page.getByRole('searchbox', { name: 'Search your documents' }).fill('surveillance');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('1 document matches “surveillance”').waitFor();
    expect((await row(page).locator('.cb-doc-snippet mark').first().textContent())?.toLowerCase()).toBe('surveillance');
    await page.getByRole('searchbox', { name: 'Search your documents' }).fill('zeppelin');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No documents match “zeppelin”.').waitFor();
    await page.getByRole('button', { name: 'Show all documents' }).click();
    await row(page).waitFor();
  });

  it('downloads the file as it was uploaded', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row(page)
        .getByRole('link', { name: `Download ${FILE_NAME}` })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(FILE_NAME);
    const bytes = await readFile(await download.path());
    expect(Buffer.compare(bytes, Buffer.from(pdf))).toBe(0);
  });

  it('works on a phone: rows with the same facts, and the viewer', async () => {
    const { page: phone } = await e2e.newPage({ width: 390, height: 844, isMobile: true, signedInFrom: page.context() });
    await phone.goto('/document-intelligence');
    const rows = phone.getByRole('list', { name: 'Your documents' });
    await rows.getByRole('button', { name: FILE_NAME, exact: true }).waitFor();
    expect(await phone.locator('.cb-doc-table').count()).toBe(0);
    const item = rows.getByRole('listitem').filter({ hasText: FILE_NAME });
    await item.getByText('Completed', { exact: true }).waitFor();
    await item.getByText(new RegExp(`^${docType.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · .* · \\d+ kB$`)).waitFor();
    await phone.getByRole('combobox', { name: 'Sort by' }).waitFor();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await animationsDone(phone);
    await screenshot(phone, 'documents-mobile');
    await expectAccessible(phone, '/document-intelligence on a phone');

    await item.getByRole('button', { name: `View ${FILE_NAME}` }).click();
    const opened = phone.getByRole('region', { name: `${FILE_NAME}, page 1` });
    await opened.getByRole('img', { name: `${FILE_NAME}, page 1 of 2` }).waitFor({ timeout: 30_000 });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await animationsDone(phone);
    await screenshot(phone, 'documents-viewer-mobile');
    await expectAccessible(phone, '/document-intelligence with the viewer open on a phone');
    await phone.context().close();
  });

  it('deletes the document after asking', async () => {
    await row(page)
      .getByRole('button', { name: `Delete ${FILE_NAME}` })
      .click();
    await page.getByText('Delete this document?').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Document deleted');
    await page.getByText('No documents uploaded yet. Upload your first document to get started.').waitFor();
    const res = await page.request.get('/api/documents');
    expect(await res.json()).toEqual([]);
  });
});
