// Premium through the UI of the built app on the real server, with the built-in test payment
// provider (the default without Stripe keys): subscribe with Stripe's test cards, a decline, a
// 3-D Secure challenge, the plan badge on Chat, the test billing portal and cancelling.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, expectAccessible, screenshot, startE2E, uniqueUser, type E2E } from './support/harness';
import { dismissToasts, expectHeading, expectPath, expectToast, register } from './support/flows';

/**
 * A new client on the Subscription page. Registered through the API (the first test does it
 * through the UI): the browser context shares the session cookie with page.request.
 */
async function newClientOnSubscription(e2e: E2E, prefix: string): Promise<Page> {
  const { page } = await e2e.newPage();
  const { username, email, password } = uniqueUser(prefix);
  const res = await page.request.post('/api/register', { data: { username, email, password } });
  expect(res.status()).toBe(201);
  await page.goto('/subscription');
  await expectHeading(page, 'Subscription');
  await page.getByRole('button', { name: 'Subscribe Now' }).waitFor();
  return page;
}

/** Subscribe Now, then the card typed into the test provider's form and Pay. */
async function payWith(page: Page, card: string): Promise<void> {
  const subscribe = page.getByRole('button', { name: 'Subscribe Now' });
  if (await subscribe.isVisible()) await subscribe.click();
  await page.getByRole('heading', { level: 2, name: 'Payment details' }).waitFor();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $29.00' }).click();
}

/** The page's own notice (not the toast) with this title. */
const notice = (page: Page, title: string) => page.locator('.ant-alert').filter({ hasText: title }).first();

async function expectActivated(page: Page): Promise<void> {
  await notice(page, 'Subscription activated!').waitFor();
  await expectToast(page, 'Subscription activated!');
  // The provider's return parameters are gone once handled.
  await page.waitForURL((url) => url.pathname === '/subscription' && url.search === '');
  await page.getByText('$29.00/month', { exact: true }).waitFor();
  await page.getByTestId('subscription-status').getByText('Active', { exact: true }).waitFor();
  await dismissToasts(page);
}

describe('subscription (test payment provider)', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('subscribes with 4242 4242 4242 4242: activated, the active plan card, and Premium Active on Chat', async () => {
    const { page } = await e2e.newPage();
    await register(page, uniqueUser('premium'));
    await page.getByText('Free Trial', { exact: true }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Subscription' }).click();
    await expectHeading(page, 'Subscription');
    await page.getByRole('heading', { level: 2, name: 'Premium' }).waitFor();
    await page.getByText('Unlimited AI assistance', { exact: true }).waitFor();
    await screenshot(page, 'subscription-plan');
    await expectAccessible(page, '/subscription (plan card)');

    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await page.getByRole('heading', { level: 2, name: 'Payment details' }).waitFor();
    await page.getByText('4242 4242 4242 4242', { exact: true }).waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    expect(await page.getByLabel('Expiry (MM / YY)').inputValue()).toBe('12 / 34');
    await screenshot(page, 'subscription-card-form');
    await expectAccessible(page, '/subscription (card form)');

    await page.getByRole('button', { name: 'Pay $29.00' }).click();
    await expectActivated(page);
    await page.getByText('Renews on', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Manage Payment Methods' }).waitFor();
    await page.getByRole('button', { name: 'Cancel Subscription' }).waitFor();
    await screenshot(page, 'subscription-active');
    await expectAccessible(page, '/subscription (active plan)');

    // A reload reads the subscription from the server, not from the browser's memory.
    await page.reload();
    await page.getByText('$29.00/month', { exact: true }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).click();
    await expectHeading(page, 'Chat');
    await page.getByText('Premium Active', { exact: true }).waitFor();
    expect(await page.getByText('Free Trial', { exact: true }).count()).toBe(0);
  });

  it("declines 4000 0000 0000 0002 with the provider's words and 'Payment failed'; the user stays on the plan", async () => {
    const page = await newClientOnSubscription(e2e, 'declined');
    await payWith(page, '4000 0000 0000 0002');
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).first().waitFor();
    await expectToast(page, 'Payment failed', 'Your card was declined.');
    await expectAccessible(page, '/subscription (declined card)');
    await dismissToasts(page);

    // Still on the offer, not subscribed, and the server agrees after a reload.
    await page.getByRole('heading', { level: 2, name: 'Premium' }).waitFor();
    expect(await page.getByText('$29.00/month', { exact: true }).count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Subscribe Now' }).waitFor();
    await page.goto('/');
    await page.getByText('Free Trial', { exact: true }).waitFor();
  });

  it('asks for 3-D Secure with 4000 0025 0000 3155: Fail says Payment failed, Approve activates', async () => {
    const page = await newClientOnSubscription(e2e, 'threeds');
    await payWith(page, '4000 0025 0000 3155');
    const dialog = page.getByRole('dialog', { name: 'Complete authentication' });
    await dialog.waitFor();
    await animationsDone(page);
    await screenshot(page, 'subscription-3ds');
    await expectAccessible(page, '3-D Secure dialog');

    await dialog.getByRole('button', { name: 'Fail' }).click();
    await notice(page, 'Payment failed').waitFor();
    // One message, the provider's reason, not SPEC's generic sentence run together with it.
    const failed = notice(page, 'Payment failed');
    await failed
      .getByText('We are unable to authenticate your payment method. Please choose a different payment method and try again.', {
        exact: true,
      })
      .waitFor();
    expect(await failed.getByText('Your payment was not processed.', { exact: false }).count()).toBe(0);
    await page.waitForURL((url) => url.pathname === '/subscription' && url.search === '');
    await expectAccessible(page, '/subscription (failed return)');
    await dismissToasts(page);

    // The same open payment, a second try.
    await payWith(page, '4000 0025 0000 3155');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expectActivated(page);
  });

  it('opens the test billing portal and cancels at the period end: Cancels on {date}, still Premium', async () => {
    const page = await newClientOnSubscription(e2e, 'cancels');
    await payWith(page, '4242 4242 4242 4242');
    await expectActivated(page);

    await page.getByRole('button', { name: 'Manage Payment Methods' }).click();
    await expectPath(page, '/subscription/payment-methods');
    await expectHeading(page, 'Payment Methods');
    await page.getByRole('heading', { level: 2, name: 'Test billing portal' }).waitFor();
    await page.getByText('Premium · $29.00/month', { exact: true }).waitFor();
    await expectAccessible(page, '/subscription/payment-methods');
    await page.getByRole('button', { name: 'Return to Subscription' }).click();
    await expectPath(page, '/subscription');

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your Premium subscription?' });
    await dialog.waitFor();
    await animationsDone(page);
    await expectAccessible(page, 'cancel confirmation dialog');
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expectToast(page, 'Subscription cancelled');
    await dismissToasts(page);

    const status = page.getByTestId('subscription-status');
    await status.getByText(/^Cancels on [A-Z][a-z]+ \d{1,2}, \d{4}$/).waitFor();
    await page.getByText('Premium ends on', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    await screenshot(page, 'subscription-cancel-scheduled');
    await expectAccessible(page, '/subscription (cancel scheduled)');

    // Paid until the period ends: still premium, on the server's word after a reload.
    await page.reload();
    await status.getByText(/^Cancels on /).waitFor();
    await page.goto('/');
    await page.getByText('Premium Active', { exact: true }).waitFor();
  });
});
