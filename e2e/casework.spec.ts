// Casework through the UI of the built app on the real server, with the built-in test payment
// provider and the offline engine: a client submits a criminal case with a PDF whose description
// names a confession by someone else, reviews the facts the engine read (changes two witnesses'
// sides), confirms, pays, and sees the analysis appear with its range and what moved it; an
// investigator starts the review, comments and completes it; the client sees the comment and the
// status; an auditor replays the history event by event, the facts review among them; a custody
// case on a phone shows the bench, not jurors.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, OPS, screenshot, startE2E, uniqueUser, type E2E } from './support/harness';
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
  passSecondFactor,
  payCase,
  signInStaffRequest,
  submitLogin,
} from './support/flows';

async function policeReport(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Incident report 2026-0142: a figure was seen at 60 metres at night.', { x: 40, y: 780, size: 11, font });
  return Buffer.from(await pdf.save());
}

describe('casework: intake, payment, analysis, review, comments and replay', () => {
  let e2e: E2E;
  const client = uniqueUser('caseclient');
  const investigator = uniqueUser('caseinv');
  const auditor = uniqueUser('caseaudit');
  const caseNumber = `CR-${Date.now().toString(36).toUpperCase()}`;
  let caseId = 0;

  beforeAll(async () => {
    e2e = await startE2E();
    // The admin creates the investigator and the auditor (staff accounts are never self-registered).
    const { page } = await e2e.newPage();
    expect(await signInStaffRequest(page.request, e2e.app.url, { ...OPS, userType: 'investigator' })).toBe(200);
    for (const [user, role] of [
      [investigator, 'investigator'],
      [auditor, 'auditor'],
    ] as const) {
      const created = await page.request.post('/api/admin/users', { data: { ...user, role } });
      expect(created.status()).toBe(201);
    }
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('a client submits a criminal case with a PDF, reviews its facts, pays with 4242…, and sees the analysis appear', async () => {
    const { page } = await e2e.newPage({ width: 1366, height: 900 });
    expect((await page.request.post('/api/register', { data: client })).status()).toBe(201);
    await page.goto('/case-analysis');
    await expectHeading(page, 'Case Analysis');
    await page.getByText('Premium AI mock-jury analysis: $199.99 per case').waitFor();
    await page.getByRole('heading', { level: 2, name: 'How It Works' }).waitFor();
    await page.getByRole('tab', { name: /My Cases/ }).click();
    await page.getByText('No cases submitted yet').waitFor();
    await page.getByRole('button', { name: 'Submit New Case' }).click();

    // The form's rules speak first: nothing is sent while they fail.
    await page.getByRole('button', { name: 'Submit Case for Analysis' }).click();
    await page.getByText('Case number is required').waitFor();
    await page.getByText('Charge details are required').waitFor();

    await page.getByLabel('Case number').fill(caseNumber);
    await page.getByLabel('Client name').fill('Jordan Reyes');
    await page.getByLabel('Case title').fill('State v. Reyes');
    await choose(page, 'Case type', 'Burglary');
    await page
      .getByLabel('Case description')
      .fill(
        'The client is accused of entering a closed store at night. The only eyewitness, Ann Lee, saw a figure from about 60 metres away. ' +
          'Bo Chen, a coworker, says the client was at work until midnight. His roommate Kevin Bell later confessed to police that he broke into the store himself.',
      );
    // The city waits for a state, and a new state clears it.
    expect(await page.getByLabel('City', { exact: true }).isDisabled()).toBe(true);
    await choose(page, 'State', 'Texas');
    await choose(page, 'City', 'Houston');
    await choose(page, 'State', 'Ohio');
    await page.locator('.ant-form-item').filter({ hasText: 'City' }).getByText('Select a city').waitFor();
    await choose(page, 'City', 'Columbus');
    await page.getByLabel('Key witnesses').fill('Ann Lee, Bo Chen');
    await page.getByLabel('Charge details').fill('Burglary in the third degree');
    await page.getByLabel('Defense strategy').fill('Mistaken identity: two coworkers place the client elsewhere that night.');
    await choose(page, 'Strength of the evidence against the client', 'Weak');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'incident-report.pdf', mimeType: 'application/pdf', buffer: await policeReport() });
    await page.getByRole('list', { name: 'Attached documents' }).getByText('incident-report.pdf').waitFor();
    await page.getByText('By submitting, you agree to pay $199.99').waitFor();
    await screenshot(page, 'case-analysis-form');
    await expectAccessible(page, '/case-analysis (form)');

    await page.getByRole('button', { name: 'Submit Case for Analysis' }).click();
    // 'Review your case facts': what the engine read, in plain words.
    const review = await factReview(page);
    await review.getByRole('radiogroup', { name: 'Side of Ann Lee' }).waitFor({ timeout: 60_000 });
    await review.getByText('You are the defendant.').waitFor();
    // The confession is someone else's, and says whose.
    const confession = review.getByTestId('fact-evidence').filter({ hasText: 'Confession' }).first();
    await confession.getByText(/Made by Kevin Bell/).waitFor();
    // The reader could not tell which side the two listed witnesses are on: it says so first.
    await review.getByTestId('fact-flags').waitFor();
    const ann = review.getByTestId('fact-person').filter({ hasText: 'Ann Lee' });
    await ann.getByText('Key witness').waitFor();
    await review.getByRole('textbox', { name: 'Charge 1' }).waitFor();
    // This description raises no self-defence: the box to raise it is there, unticked.
    expect(await review.getByTestId('facts-self-defence').getByRole('checkbox').isChecked()).toBe(false);
    await dismissToasts(page);
    await screenshot(page, 'case-facts-review');
    await expectAccessible(page, '/case-analysis (fact review)');
    await review.getByRole('radiogroup', { name: 'Side of Ann Lee' }).getByText('Against you', { exact: true }).click();
    await review.getByRole('radiogroup', { name: 'Side of Bo Chen' }).getByText('For you', { exact: true }).click();
    expect(await review.getByRole('radiogroup', { name: 'Side of Bo Chen' }).getByRole('radio', { name: 'For you' }).isChecked()).toBe(
      true,
    );
    await confirmFacts(page, review);

    const dialog = await casePaymentDialog(page);
    await screenshot(page, 'case-analysis-payment');
    await expectAccessible(page, '/case-analysis (payment dialog)');
    await payCase(page, dialog);
    await dismissToasts(page);

    // My Cases: the case, paid, and the analysis result without a reload.
    const card = page.getByTestId('case-row').filter({ hasText: caseNumber });
    await card.getByText('Paid', { exact: true }).waitFor();
    await card.getByLabel(/Probability of success: \d+%/).waitFor({ timeout: 60_000 });
    await expect(page.getByRole('tab', { name: /My Cases/ }).innerText()).resolves.toMatch(/1/);
    await screenshot(page, 'case-analysis-my-cases');
    await card.getByRole('button', { name: 'View Details of State v. Reyes' }).click();
    await page.waitForURL(/\/case-detail\/\d+$/);
    caseId = Number(new URL(page.url()).pathname.split('/').pop());
    await expectHeading(page, 'State v. Reyes');
    await page.getByRole('heading', { level: 2, name: 'AI Analysis Results' }).waitFor();
    // The probability with its plausible range; the facts weighed were the confirmed ones.
    await page
      .getByTestId('probability-interval')
      .getByText(/likely between \d+% and \d+%/)
      .waitFor();
    expect(await page.getByTestId('facts-unreviewed').count()).toBe(0);
    await page.getByText('Facts weighed (as you confirmed them)').waitFor();
    // What moved the estimate from the base rate: the list, and the chart once it is in view.
    const moved = page.getByTestId('contributions');
    await moved.getByRole('list', { name: 'What moved the estimate' }).getByText('Base rate').waitFor();
    expect(await moved.getByTestId('contribution').count()).toBeGreaterThan(0);
    await moved
      .getByText(/confession by Kevin Bell/i)
      .first()
      .waitFor();
    await moved.scrollIntoViewIfNeeded();
    await moved.getByTestId('contributions-chart').locator('svg .recharts-bar-rectangle').first().waitFor({ timeout: 30_000 });
    // The outcome split as a chart; the engine's seed and version are not on the client's screen.
    await page.getByTestId('outcome-chart').locator('svg .recharts-bar-rectangle').first().waitFor();
    expect(await page.getByTestId('provenance').count()).toBe(0);
    await screenshot(page, 'case-detail-contributions');
    await page.evaluate(() => window.scrollTo(0, 0));
    // The groups are tabs (decision 0053): the jury shows three jurors until 'Show all'.
    await page.getByRole('tab', { name: 'Jury' }).click();
    await page.getByTestId('juror').first().waitFor();
    expect(await page.getByTestId('juror').count()).toBe(3);
    await page.getByRole('button', { name: 'Show all 12 jurors' }).click();
    expect(await page.getByTestId('juror').count()).toBe(12);
    expect(await page.getByTestId('bench').count()).toBe(0);
    await page.getByRole('tab', { name: /^Documents/ }).click();
    await page.getByRole('link', { name: 'incident-report.pdf' }).waitFor();
    await page.getByRole('tab', { name: /^Comments/ }).click();
    await page.getByText('No comments yet').waitFor();
    // A client sees no status buttons.
    expect(await page.getByRole('button', { name: 'Start Review' }).count()).toBe(0);
    await screenshot(page, 'case-detail-client');
    await expectAccessible(page, '/case-detail (client, with results)');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Report' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });

  it('an investigator starts the review, comments and completes the case', async () => {
    expect(caseId).toBeGreaterThan(0);
    const { page } = await e2e.newPage();
    await login(page, investigator, { investigator: true });
    await page.goto('/investigator-dashboard');
    await page.getByRole('tab', { name: 'Case Analyses' }).click();
    const row = page.locator('tr').filter({ hasText: caseNumber });
    await row.getByText('Paid', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Review ${caseNumber}`, exact: true }).waitFor();
    expect(await row.getByRole('button', { name: `Complete ${caseNumber}`, exact: true }).count()).toBe(0);
    await expectAccessible(page, '/investigator-dashboard (case analyses)');
    await row.getByRole('button', { name: `View ${caseNumber}`, exact: true }).click();
    await expectPath(page, `/case-detail/${caseId}`);
    await expectHeading(page, 'State v. Reyes');

    await page.getByRole('button', { name: 'Start Review' }).click();
    await expectToast(page, 'Status Updated');
    await page.getByTestId('footer-status').getByText('In Review').waitFor();
    await dismissToasts(page);

    await page.getByRole('tab', { name: /^Comments/ }).click();
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Comment cannot be empty').waitFor();
    await page
      .getByLabel('Add a comment')
      .fill('The eyewitness distance is the key weakness of the prosecution. Get the lighting records.');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expectToast(page, 'Comment Added', 'Your comment has been added to the case');
    await page.getByTestId('comment').filter({ hasText: 'lighting records' }).getByText('Investigator', { exact: true }).waitFor();
    await dismissToasts(page);

    await page.getByRole('button', { name: 'Mark as Completed' }).click();
    await page.getByTestId('footer-status').getByText('Completed').waitFor();
    expect(await page.getByRole('button', { name: 'Mark as Completed' }).count()).toBe(0);
    await screenshot(page, 'case-detail-investigator');
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expectPath(page, '/investigator-dashboard');
  });

  it('the client sees the comment and the new status, on a phone too', async () => {
    const { page } = await e2e.newPage({ width: 390, height: 844, isMobile: true });
    await page.goto('/auth');
    await login(page, client);
    await page.goto(`/case-detail/${caseId}`);
    await expectHeading(page, 'State v. Reyes');
    await page.getByTestId('case-status').getByText('Completed').waitFor();
    await page.getByRole('tab', { name: /^Comments/ }).click();
    await page.getByTestId('comment').filter({ hasText: 'lighting records' }).getByText('Investigator', { exact: true }).waitFor();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, 'case-detail-phone');
    await expectAccessible(page, '/case-detail (phone)');
    await page.getByRole('button', { name: 'Back to My Cases' }).click();
    await expectPath(page, '/case-analysis');

    await page.goto('/case-analysis');
    await expectHeading(page, 'Case Analysis');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, 'case-analysis-phone');

    // Someone else's case: 'Access Denied' and back to the start.
    const other = uniqueUser('othercl');
    const { page: otherPage } = await e2e.newPage();
    expect((await otherPage.request.post('/api/register', { data: other })).status()).toBe(201);
    await otherPage.goto(`/case-detail/${caseId}`);
    await expectToast(otherPage, 'Access Denied', "You don't have permission to access this case.");
    await expectPath(otherPage, '/');
  });

  it('an auditor replays the history and sees the case after each event', async () => {
    const { page } = await e2e.newPage();
    // The auditor's home is the case list: found by its number, opened without typing an id.
    await submitLogin(page, auditor);
    await passSecondFactor(page, auditor);
    await expectPath(page, '/case-history');
    await page.getByRole('searchbox', { name: 'Search' }).fill(caseNumber);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('list', { name: 'Cases' }).getByRole('link', { name: caseNumber }).click();
    await expectPath(page, `/case-detail/${caseId}/history`);
    await expectHeading(page, 'Case History');
    await page
      .getByTestId('chain-badge')
      .getByText(/Hash chain verified/)
      .waitFor();
    const events = page.getByTestId('history-event');
    const labels = await events.allInnerTexts();
    expect(labels[0]).toMatch(/Case submitted/);
    expect(labels.join('\n')).toMatch(/Facts confirmed/);
    expect(labels.join('\n')).toMatch(/Payment confirmed/);
    expect(labels.join('\n')).toMatch(/Analysis completed/);
    expect(labels.join('\n')).toMatch(/Review started/);
    expect(labels.join('\n')).toMatch(/Comment posted/);
    expect(labels.at(-1)).toMatch(/Case completed/);

    // The latest event is shown first: the case as it is now.
    const state = page.getByRole('region', { name: /The case after event/ });
    await state.getByText('Completed', { exact: true }).waitFor();
    await events.first().click();
    await page.getByRole('heading', { name: /The case after event 1: Case submitted/ }).waitFor();
    await state.getByText('Pending', { exact: true }).waitFor();
    await state.getByText('Unpaid', { exact: true }).waitFor();
    await events.filter({ hasText: 'Payment confirmed' }).first().click();
    await state.getByText('Paid', { exact: true }).waitFor();
    await state.getByText('Submitted', { exact: true }).waitFor();
    // The client's review of the facts, in words: each correction.
    await events.filter({ hasText: 'Facts confirmed' }).first().click();
    const reviewed = state.getByTestId('facts-confirmed');
    await reviewed
      .getByText(/The client reviewed and confirmed the facts read by the offline fact reader, with \d+ corrections?\./)
      .waitFor();
    await reviewed
      .getByRole('list', { name: 'Corrections' })
      .getByText(/Ann Lee: .* → against the client/)
      .waitFor();
    await screenshot(page, 'case-history');
    await expectAccessible(page, '/case-detail/:id/history');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^case-${caseId}-history-.*\\.json$`));

    // The auditor reads history only: the case itself is refused, and the auditor is back home.
    await page.goto(`/case-detail/${caseId}`);
    await expectToast(page, 'Access Denied');
    await expectPath(page, '/case-history');
  });

  it('a custody case on a phone: the review asks the client’s role; skipped, the result says so and shows the bench, not jurors', async () => {
    const parent = uniqueUser('famclient');
    const { context, page } = await e2e.newPage({ width: 390, height: 844, isMobile: true });
    expect((await page.request.post('/api/register', { data: parent })).status()).toBe(201);
    await page.goto('/case-analysis');
    await expectHeading(page, 'Case Analysis');
    await page.getByLabel('Case number').fill(`FAM-${Date.now().toString(36).toUpperCase()}`);
    await page.getByLabel('Client name').fill('Ana Lopez');
    await page.getByLabel('Case title').fill('Custody of Mia Lopez');
    await choose(page, 'Case category', 'Family');
    await choose(page, 'Case type', 'Child Custody');
    await page
      .getByLabel('Case description')
      .fill(
        'I am the mother of Mia, who is seven. I have been her main caregiver since 2022 and handle every school meeting. ' +
          'Her father, Carlos Lopez, moved two states away last spring and wants her to live with him. I ask the court for primary custody.',
      );
    await choose(page, 'State', 'Texas');
    await choose(page, 'City', 'Austin');
    await choose(page, 'Relationship status', 'Divorced');
    await page.locator('.ant-form-item').filter({ hasText: 'Children involved' }).getByText('Yes', { exact: true }).click();
    await page.getByLabel('Children details').fill('Mia, 7, lives with her mother in Austin.');
    await page.getByRole('button', { name: 'Submit Case for Analysis' }).click();

    const review = page.getByTestId('fact-review');
    await review.getByRole('radiogroup', { name: 'Your role in the case' }).waitFor({ timeout: 60_000 });
    await review.getByRole('radiogroup', { name: 'Which parent are you' }).waitFor();
    expect(
      await review.getByRole('radiogroup', { name: 'Which parent are you' }).getByRole('radio', { name: 'The mother' }).isChecked(),
    ).toBe(true);
    expect(await review.getByText('Charges and record').count()).toBe(0);
    // Whether the other party is a parent (a parent against a grandparent is weighed differently).
    await review.getByRole('radiogroup', { name: 'Is the other party a parent of the child' }).waitFor();
    await review
      .getByRole('radiogroup', { name: 'Your role in the case' })
      .getByText('I asked the court (petitioner)', { exact: true })
      .click();
    await dismissToasts(page);
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, 'case-facts-review-phone');
    await expectAccessible(page, '/case-analysis (fact review, phone)');

    // Skipped: the analysis weighs the facts as read, and says so.
    await review.getByRole('button', { name: 'Skip review and pay' }).click();
    const dialog = await casePaymentDialog(page);
    await payCase(page, dialog);
    await dismissToasts(page);
    const card = page.getByTestId('case-row').filter({ hasText: 'Custody of Mia Lopez' });
    await card.getByLabel(/Probability of success: \d+%/).waitFor({ timeout: 60_000 });
    // My Cases filters on the server: this parent has no criminal case, so the filter empties the
    // list; cleared, the custody case is back.
    await page.getByRole('search', { name: 'Find your cases' }).getByLabel('Type').selectOption('criminal');
    await card.waitFor({ state: 'detached' });
    expect(await page.getByTestId('case-row').count()).toBe(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await card.waitFor();
    await card.getByRole('button', { name: 'View Details of Custody of Mia Lopez' }).click();
    await page.waitForURL(/\/case-detail\/\d+$/);
    const familyCaseId = Number(new URL(page.url()).pathname.split('/').pop());

    await expectHeading(page, 'Custody of Mia Lopez');
    await page.getByRole('heading', { level: 2, name: 'AI Analysis Results' }).waitFor();
    await page
      .getByTestId('probability-interval')
      .getByText(/likely between \d+% and \d+%/)
      .waitFor();
    await page
      .getByTestId('facts-unreviewed')
      .getByText('Analysed on the facts as read from your description; they were not reviewed.')
      .waitFor();
    await page.getByRole('tab', { name: 'The Bench' }).click();
    const bench = page.getByTestId('bench');
    await bench.getByRole('heading', { level: 2, name: 'The bench' }).waitFor();
    await bench.getByText(/Texas/).first().waitFor();
    await bench.getByTestId('bench-ruling').waitFor();
    expect(await page.getByTestId('juror').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(/juror|panelist/i);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await bench.scrollIntoViewIfNeeded();
    await screenshot(page, 'case-detail-bench-phone');
    await expectAccessible(page, '/case-detail (bench, phone)');

    // The same result at the desktop size.
    const { page: desktop } = await e2e.newPage({ width: 1366, height: 900, signedInFrom: context });
    await desktop.goto(`/case-detail/${familyCaseId}`);
    await desktop.getByRole('tab', { name: 'The Bench' }).click();
    await desktop.getByTestId('bench').getByRole('heading', { level: 2, name: 'The bench' }).waitFor();
    await desktop.getByTestId('bench').scrollIntoViewIfNeeded();
    await screenshot(desktop, 'case-detail-bench');
    await expectAccessible(desktop, '/case-detail (bench)');
  });
});
