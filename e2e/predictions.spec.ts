// Outcome Prediction in the browser, lean: the case is made through the API (casework.spec.ts
// drives the intake, payment and review screens), paid on the test provider, analysed by the
// offline jury, commented on and completed by the admin. The client then sees it on Outcome
// Prediction with its four tabs, and the investigator's comment in the bell.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, OPS, screenshot, startE2E, uniqueUser, type E2E } from './support/harness';
import { expectHeading, signInStaffRequest } from './support/flows';

const YEAR = new Date().getUTCFullYear();

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('outcome prediction', () => {
  let e2e: E2E;
  let client: Page;
  const user = uniqueUser('predclient');
  const caseNumber = `CR-${Date.now().toString(36).toUpperCase()}`;

  beforeAll(async () => {
    e2e = await startE2E();
    ({ page: client } = await e2e.newPage());
    const { page: admin } = await e2e.newPage();
    expect(await signInStaffRequest(admin.request, e2e.app.url, { ...OPS, userType: 'investigator' })).toBe(200);
    expect((await client.request.post('/api/register', { data: user })).status()).toBe(201);

    const created = await client.request.post('/api/case-analyses', {
      data: {
        caseNumber,
        clientName: 'Dana Reyes',
        caseTitle: 'State v. Reyes',
        caseCategory: 'criminal',
        caseType: 'burglary',
        caseDescription: 'A garage was entered at night; a neighbour says she saw my client from sixty metres away in the dark.',
        state: 'OR',
        city: 'Portland',
        keyWitnesses: 'Sam Lee, Ana Cruz',
        criminal: {
          chargeDetails: 'Second-degree burglary',
          priorConvictions: 'none',
          evidenceStrength: 'weak',
          defenseStrategy: 'Mistaken identity: he was at work until midnight.',
        },
      },
    });
    expect(created.status()).toBe(201);
    const caseId = ((await created.json()) as { id: number }).id;
    const started = await client.request.post(`/api/payments/case/${caseId}`);
    expect(started.status()).toBe(200);
    const { clientSecret } = (await started.json()) as { clientSecret: string };
    const paid = await client.request.post('/api/test-payments/confirm', {
      data: { clientSecret, cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: YEAR + 3, cvc: '123' },
    });
    expect(paid.status()).toBe(200);
    const analysed = await until(
      async () =>
        (await client.request.get(`/api/case-analyses/${caseId}`)).json() as Promise<{ results: unknown; analysisRunning: boolean }>,
      (c) => c.results !== null && c.analysisRunning === false,
    );
    expect(analysed.results).not.toBeNull();

    expect((await admin.request.patch(`/api/case-analyses/${caseId}/status`, { data: { status: 'in-review' } })).status()).toBe(200);
    expect(
      (
        await admin.request.post(`/api/case-analyses/${caseId}/comments`, {
          data: { content: 'Ask the neighbour how far away she stood.' },
        })
      ).status(),
    ).toBe(201);
    expect((await admin.request.patch(`/api/case-analyses/${caseId}/status`, { data: { status: 'completed' } })).status()).toBe(200);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('the completed case shows on Outcome Prediction with its four tabs', async () => {
    await client.goto('/outcome-prediction');
    await expectHeading(client, 'Outcome Prediction');
    await client.getByText('No Case Selected').waitFor();
    await client.getByText(/Predictions are guidance only/).waitFor();
    const entry = client.getByRole('button', { name: new RegExp(caseNumber) });
    await entry.waitFor({ timeout: 60_000 });
    await entry.getByText(/\d+% at trial · \d+% confidence/).waitFor();
    await client.getByText('Cases Analyzed').waitFor();
    await entry.click();

    await client.getByRole('tab', { name: 'Prediction', selected: true }).waitFor();
    await client
      .getByText(/Baseline \d+% \(published base rate\)/)
      .first()
      .waitFor();
    await client.getByText('Chance of winning at trial', { exact: true }).waitFor();
    await client.getByRole('figure', { name: 'Outcomes and their baseline, in percent' }).waitFor();
    await screenshot(client, 'outcome-prediction-desktop');
    await expectAccessible(client, '/outcome-prediction');

    await client.getByRole('tab', { name: 'Risk Analysis' }).click();
    await client.getByRole('tabpanel').getByText('positive').first().waitFor();
    await client.getByRole('tab', { name: 'Cost Estimate' }).click();
    await client.getByText('Savings by settling').waitFor();
    await client.getByText('$17,500').waitFor(); // burglary: likely trial $25,000 − likely settlement $7,500
    await client.getByRole('tab', { name: 'Comparison' }).click();
    // No other case of this type is completed in this run: the tab says so rather than showing a 0.
    await client.getByText(/No similar case has been completed on Casebook yet/).waitFor();
  });

  it('the client’s bell has the investigator’s comment', async () => {
    await client
      .getByRole('button', { name: /^Notifications, \d+ unread/ })
      .first()
      .click();
    const list = client.getByRole('list', { name: 'Notifications' });
    await list
      .getByRole('listitem')
      .filter({ hasText: 'New message from your investigator' })
      .filter({ hasText: 'Ask the neighbour how far away she stood.' })
      .waitFor();
  });
});
