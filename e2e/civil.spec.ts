// A civil case walked as a client would (issue 32), on the built app with the built-in test payment
// provider and the offline engine: a tenant registers, asks Case Analysis about a withheld security
// deposit in Illinois (Civil, plaintiff, $2,400: the form refuses a bad amount first), reviews the
// facts the engine read, confirms, pays with 4242…, and sees the analysis: a small claim is heard
// by a judge, so the result shows the bench (no jurors, no hung jury) and a chance with its range.
// Case Detail downloads the PDF report and opens 'Write a Demand Letter', filled from the case
// (the landlord, $2,400.00, the claims and the evidence); the letter downloads as a PDF. Then the
// same client on a phone: the case and the letter, with axe and no sideways scroll at 390 and 360 px.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoSidewaysScroll, screenshot, startE2E, uniqueUser, type E2E } from './support/harness';
import {
  casePaymentDialog,
  choose,
  confirmFacts,
  dismissToasts,
  expectHeading,
  expectPath,
  expectToast,
  factReview,
  login,
  payCase,
  register,
} from './support/flows';

/** The downloaded file's bytes: a PDF (its first bytes are `%PDF-`), and its text with spaces collapsed. */
async function pdfOf(download: Download): Promise<{ bytes: Buffer; text: string }> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1'), `${download.suggestedFilename()} starts as a PDF`).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return { bytes, text: text.replace(/\s+/g, ' ') };
}

/** Narrows the phone's viewport to `width` px and waits two frames for the layout. */
async function atWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 844 });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  // A page wider than the phone would widen the layout viewport instead of scrolling: that counts too.
  expect(await page.evaluate(() => document.documentElement.clientWidth), `the layout at ${width} px`).toBe(width);
}

/** The value Case Detail's Facts tab shows beside `label`. */
async function factOf(page: Page, label: string): Promise<string> {
  const field = page.locator('.cb-case-facts > div').filter({ has: page.locator('dt').getByText(label, { exact: true }) });
  return (await field.locator('dd').innerText()).trim();
}

/** The letter's name in its card's title is shown whole (wrapped, not cut off with an ellipsis). */
async function expectWholeTitle(page: Page, name: string, label: string): Promise<void> {
  const title = page.locator('.ant-card-head-title').filter({ hasText: name });
  const { scroll, client } = await title.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroll, `${label}: the title '${name}' needs ${scroll} px in ${client} px`).toBeLessThanOrEqual(client);
}

// The contract's words (modules/casework/contract.ts MESSAGES.amountInvalid), as the form shows them.
const AMOUNT_INVALID = 'Amount in dispute must be a positive amount in US dollars, e.g. 2500 or 2500.50';
const TITLE = 'Security deposit kept after move-out (Chicago)';
const LANDLORD = 'Lakeview Property Management LLC (sample)';
const CLAIMS = 'Return of the $2,400 security deposit, withheld without an itemized statement of deductions within 30 days.';
const EVIDENCE = 'the lease, dated move-out photos, the email about painting, my written notice of move-out';

describe('civil: a deposit claim from intake to the bench, the report and a demand letter', () => {
  let e2e: E2E;
  let desktop: Page;
  const client = uniqueUser('civilclient');
  const caseNumber = `CV-${Date.now().toString(36).toUpperCase()}`;
  let caseId = 0;

  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('a tenant registers and submits a civil deposit claim; a bad amount is refused first', async () => {
    ({ page: desktop } = await e2e.newPage());
    const page = desktop;
    await register(page, client);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Case Analysis' }).click();
    await expectPath(page, '/case-analysis');
    await expectHeading(page, 'Case Analysis');

    await page.getByLabel('Case number').fill(caseNumber);
    await page.getByLabel('Client name').fill('Riley Carter');
    await page.getByLabel('Case title').fill(TITLE);
    await choose(page, 'Case category', 'Civil');
    await choose(page, 'Case type', 'Landlord-Tenant: Security Deposit');
    await page
      .getByLabel('Case description')
      .fill(
        'I rented a two-bedroom apartment managed by Lakeview Property Management LLC (sample) for two years and moved out on May 31 after giving written notice. ' +
          'I cleaned the unit, returned the keys and took dated move-out photos of every room. The company kept my whole $2,400 security deposit. ' +
          'It never sent me an itemized statement of deductions within 30 days, and in an email it wrote only that the walls needed painting.',
      );
    await choose(page, 'State', 'Illinois');
    await choose(page, 'City', 'Chicago');
    await page.getByLabel('Opposing party', { exact: true }).fill(LANDLORD);

    // The civil section, once the category is Civil: the side, the amount, the claims, the other side's account, the evidence.
    await page.getByRole('heading', { level: 3, name: 'Civil Case Details' }).waitFor();
    expect(await page.getByRole('heading', { level: 3, name: 'Criminal Case Details' }).count()).toBe(0);
    await page.getByText('Plaintiff — I am suing', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Plaintiff — I am suing' }).isChecked()).toBe(true);
    const amount = page.getByLabel('Amount in dispute (US dollars)', { exact: true });
    const amountItem = page.locator('.ant-form-item').filter({ has: amount });
    await amount.fill('abc');
    await page.getByLabel('Claims', { exact: true }).fill(CLAIMS);
    await page
      .getByLabel('What the other side says', { exact: true })
      .fill('The company says the walls needed repainting after two years, so the deposit covers the painting.');
    await page.getByLabel('Evidence', { exact: true }).fill(EVIDENCE);

    // Nothing is sent while the amount is not an amount: the form says so under the field.
    await page.getByRole('button', { name: 'Submit Case for Analysis' }).click();
    await amountItem.getByText(AMOUNT_INVALID, { exact: true }).waitFor();
    expect(await page.locator('.ant-form-item-explain-error').allInnerTexts()).toEqual([AMOUNT_INVALID]);
    // A negative amount is refused with the same words; a written one with a comma is taken.
    await amount.fill('-2400');
    await page.getByRole('button', { name: 'Submit Case for Analysis' }).click();
    await amountItem.getByText(AMOUNT_INVALID, { exact: true }).waitFor();
    expect(await page.getByTestId('fact-review').count()).toBe(0);
    await amount.fill('2,400');
    await amountItem.getByText(AMOUNT_INVALID, { exact: true }).waitFor({ state: 'detached' });
    expect(await page.locator('.ant-form-item-explain-error').count()).toBe(0);
    await page.getByText('By submitting, you agree to pay $199.99').waitFor();
    await screenshot(page, 'civil-case-form');
    await expectAccessible(page, '/case-analysis (civil form)');

    await page.getByRole('button', { name: 'Submit Case for Analysis' }).click();
    const review = await factReview(page);
    await review.getByText(`Step 2 of 3 · ${TITLE} (${caseNumber})`).waitFor();
    // The role is the form's; a civil sheet has no charges or family factors.
    await review.getByTestId('facts-role').getByText('You are suing (plaintiff).').waitFor({ timeout: 60_000 });
    expect(await review.getByRole('textbox', { name: 'Charge 1' }).count()).toBe(0);
    expect(await review.getByText('Charges and record').count()).toBe(0);
    // The evidence given on the form was read: the move-out photos help the client.
    await review.getByTestId('fact-evidence').filter({ hasText: 'dated move-out photos' }).first().waitFor();
    await dismissToasts(page);
    await screenshot(page, 'civil-facts-review');
    await expectAccessible(page, '/case-analysis (civil fact review)');
    await confirmFacts(page, review);

    const dialog = await casePaymentDialog(page);
    await payCase(page, dialog);
    await dismissToasts(page);

    // My Cases: the case, paid, and its chance once the analysis is done (no reload).
    const card = page.getByTestId('case-row').filter({ hasText: caseNumber });
    await card.getByText('Paid', { exact: true }).waitFor();
    await card.getByLabel(/Probability of success: \d+%/).waitFor({ timeout: 60_000 });
    await screenshot(page, 'civil-my-cases');
    await card.getByRole('button', { name: `View Details of ${TITLE}` }).click();
    await page.waitForURL(/\/case-detail\/\d+$/);
    caseId = Number(new URL(page.url()).pathname.split('/').pop());
  }, 180_000);

  it('the analysis: a small-claims judge decides, a chance with its range, and the PDF report', async () => {
    expect(caseId).toBeGreaterThan(0);
    const page = desktop;
    await expectHeading(page, TITLE);
    await page.getByRole('heading', { level: 2, name: 'AI Analysis Results' }).waitFor();
    // The chance and its plausible range, neither a certainty.
    const shown = await page.getByTestId('success-probability').innerText();
    const m = /^(\d+)%\s*—\s*likely between (\d+)% and (\d+)%/.exec(shown.trim());
    expect(m, `the probability as shown: ${shown}`).not.toBeNull();
    const [p, low, high] = [Number(m![1]), Number(m![2]), Number(m![3])];
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(100);
    expect(low).toBeGreaterThan(0);
    expect(high).toBeLessThan(100);
    expect(low).toBeLessThanOrEqual(p);
    expect(high).toBeGreaterThanOrEqual(p);
    // Who decides, in the summary: the claim fits Illinois' small-claims limit, so a judge hears it.
    await page.getByText('Small-claims court: a judge decides (the limit in Illinois is $10,000)').first().waitFor();
    await page.getByText('a Landlord-Tenant: Security Deposit claim of $2,400 in Chicago, Illinois, where you sue.').first().waitFor();
    await page.getByText('Facts weighed (as you confirmed them)').waitFor();
    expect(await page.getByTestId('facts-unreviewed').count()).toBe(0);
    // A judge rules: for or against the client, never a hung jury.
    const outcomes = page.getByRole('list', { name: 'Simulated outcomes' });
    await outcomes.getByText(/Judgment for the client: \d+%/).waitFor();
    expect(await outcomes.innerText()).not.toMatch(/Hung jury/);
    await screenshot(page, 'civil-case-detail-analysis');
    await expectAccessible(page, '/case-detail (civil analysis)');

    // The bench tab, not a jury.
    expect(await page.getByRole('tab', { name: 'Jury' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'The Bench' }).click();
    const bench = page.getByTestId('bench');
    await bench.getByRole('heading', { level: 2, name: 'The bench' }).waitFor();
    await bench.getByText('A small-claims judge in Chicago, Illinois', { exact: true }).waitFor();
    await bench.getByTestId('bench-ruling').waitFor();
    expect(await page.getByTestId('juror').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(/juror/i);
    await screenshot(page, 'civil-case-detail-bench');
    // The Facts tab: the parties and the civil details as given on the form.
    await page.getByRole('tab', { name: 'Facts' }).click();
    expect(await factOf(page, 'Opposing party')).toBe(LANDLORD);
    expect(await factOf(page, "Client's side")).toBe('Plaintiff (suing)');
    expect(await factOf(page, 'Amount in dispute')).toBe('$2,400.00');
    expect(await factOf(page, 'Claims')).toBe(CLAIMS);
    expect(await factOf(page, 'Evidence')).toBe(EVIDENCE);
    await screenshot(page, 'civil-case-detail-facts');

    // The PDF report: a PDF, naming the bench and the court.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Report' }).click()]);
    expect(download.suggestedFilename()).toBe(`case-analysis-${caseId}.pdf`);
    const report = await pdfOf(download);
    expect(report.text).toContain(TITLE);
    expect(report.text).toContain('Civil - Landlord-Tenant: Security Deposit');
    expect(report.text).toContain('Decided by: a simulated judge (the bench).');
    expect(report.text).toContain('A small-claims judge in Chicago, Illinois');
    expect(report.text).toContain(`Probability of success: ${p}%`);
  }, 120_000);

  it('Write a Demand Letter opens the letter filled from the case; it downloads as a PDF', async () => {
    const page = desktop;
    await page.getByRole('button', { name: 'Write a Demand Letter' }).click();
    await expectPath(page, '/templates');
    const search = new URL(page.url()).searchParams;
    expect(search.get('template')).toBe('civil-demand-letter');
    expect(search.get('caseId')).toBe(String(caseId));
    await expectHeading(page, 'Letter Templates');
    await page.getByRole('heading', { level: 2, name: 'Demand Letter Before Filing a Civil Claim' }).waitFor();
    // Filled from the case: who owes, how much, what is claimed and the records kept; the sender is the user.
    expect(await page.getByLabel('Recipient name', { exact: true }).inputValue()).toBe(LANDLORD);
    expect(await page.getByLabel('Amount demanded', { exact: true }).inputValue()).toBe('$2,400.00');
    expect(await page.getByLabel('What happened', { exact: true }).inputValue()).toBe(CLAIMS);
    expect(await page.getByLabel('Records you have kept', { exact: true }).inputValue()).toBe(EVIDENCE);
    expect(await page.getByLabel('Your name', { exact: true }).inputValue()).toBe(client.username);

    // What the case does not say is asked for; what it says is not.
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await page.getByText('Your mailing address is required').waitFor();
    await page.getByText('Recipient address is required').waitFor();
    await page.getByText('Days to respond is required').waitFor();
    expect(await page.getByText('Recipient name is required').count()).toBe(0);
    expect(await page.getByText('Amount demanded is required').count()).toBe(0);

    await page.getByLabel('Your mailing address', { exact: true }).fill('1200 W Sample Street, Apt. 2\nChicago, IL 60607');
    await page.getByLabel('Recipient address', { exact: true }).fill('500 N Example Avenue, Suite 10\nChicago, IL 60611');
    await page.getByLabel('Days to respond', { exact: true }).fill('14');
    await page
      .getByLabel('What you will do if there is no answer', { exact: true })
      .fill('file a claim in small claims court in Cook County');
    await page
      .getByText(/ is required$/)
      .first()
      .waitFor({ state: 'detached' });
    expect(await page.locator('.ant-form-item-explain-error').count()).toBe(0);
    await screenshot(page, 'civil-demand-letter');
    await expectAccessible(page, '/templates (civil demand letter)');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('civil-demand-letter.pdf');
    const letter = await pdfOf(download);
    expect(letter.text).toContain(`Dear ${LANDLORD}:`);
    expect(letter.text).toContain('RE: Demand for Payment of $2,400.00');
    expect(letter.text).toContain('I demand that you pay me $2,400.00.');
    expect(letter.text).toContain('Please respond within 14 days of the date of this letter.');
    expect(letter.text).toContain('file a claim in small claims court in Cook County');
    expect(letter.text).toContain('not legal advice');
    await expectToast(page, 'Letter ready', 'civil-demand-letter.pdf was downloaded.');
    await dismissToasts(page);
  }, 120_000);

  it('on a phone: the same client opens the case and the demand letter, with no sideways scroll at 390 and 360 px', async () => {
    expect(caseId).toBeGreaterThan(0);
    const { page } = await e2e.newPage({ width: 390, height: 844, isMobile: true });
    await page.goto('/auth');
    await login(page, client);
    await page.goto(`/case-detail/${caseId}`);
    await expectHeading(page, TITLE);
    await page
      .getByTestId('success-probability')
      .getByText(/likely between \d+% and \d+%/)
      .waitFor();
    await page.getByRole('tab', { name: 'The Bench' }).click();
    await page.getByTestId('bench').getByText('A small-claims judge in Chicago, Illinois', { exact: true }).waitFor();
    await expectNoSidewaysScroll(page, '/case-detail (phone, 390 px)');
    await screenshot(page, 'civil-case-detail-phone');
    await expectAccessible(page, '/case-detail (civil, phone)');
    await atWidth(page, 360);
    await expectNoSidewaysScroll(page, '/case-detail (phone, 360 px)');
    await atWidth(page, 390);

    await page.getByRole('button', { name: 'Write a Demand Letter' }).click();
    await expectPath(page, '/templates');
    await page.getByRole('heading', { level: 2, name: 'Demand Letter Before Filing a Civil Claim' }).waitFor();
    expect(await page.getByLabel('Recipient name', { exact: true }).inputValue()).toBe(LANDLORD);
    expect(await page.getByLabel('Amount demanded', { exact: true }).inputValue()).toBe('$2,400.00');
    await expectNoSidewaysScroll(page, '/templates (phone, 390 px)');
    await expectWholeTitle(page, 'Demand Letter Before Filing a Civil Claim', '/templates (phone, 390 px)');
    await screenshot(page, 'civil-demand-letter-phone');
    await expectAccessible(page, '/templates (civil demand letter, phone)');
    await atWidth(page, 360);
    await expectNoSidewaysScroll(page, '/templates (phone, 360 px)');
    await expectWholeTitle(page, 'Demand Letter Before Filing a Civil Claim', '/templates (phone, 360 px)');
    await screenshot(page, 'civil-demand-letter-phone-360');
  }, 120_000);
});
