// What a person does on the auth page and in the shell, by role, label and text, so every spec
// signs up, in and out the same way the UI offers it.
import type { APIRequestContext, APIResponse, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { nextCode, rememberSecret, secretOf, signInStaffVia, type StaffCredentials } from '../../test/support/staff-sign-in.js';

export interface Account {
  username: string;
  password: string;
  email?: string;
}

/** Waits until the path (without query) is `pathname`. */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
  expect(new URL(page.url()).pathname).toBe(pathname);
}

/** Waits for the browser tab's title to read `title`. */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => document.title === expected, title);
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area. */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Waits for the page's h1 to read `name`. */
export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' }).waitFor({ state: 'visible' });
}

/** Waits for a toast (antd notification) with this title and, when given, this description. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: title });
  await notice.first().waitFor({ state: 'visible' });
  if (description) await notice.getByText(description, { exact: true }).first().waitFor({ state: 'visible' });
}

/**
 * Closes the open toasts, so the next step or an axe run starts clean. A toast can come just after
 * the last one closed: the loop looks for a late one for a moment before it ends. It fails only if
 * a toast it saw would not close; one that comes later still (an answer the step did not wait for)
 * is the next step's to meet, not a failure to close (two full runs failed on such a toast).
 */
export async function dismissToasts(page: Page): Promise<void> {
  const notices = page.locator('.ant-notification-notice');
  // Generous: spec files run beside the rest of the suite, and a busy machine slows the animations.
  const deadline = Date.now() + 30_000;
  let open = await notices.count();
  for (;;) {
    while (open > 0 && Date.now() < deadline) {
      // A real click (no force): it waits for the toast to stop sliding and never lands on what is
      // beneath it, such as a dialog's mask. A toast that is already leaving just times out here.
      await notices
        .locator('.ant-notification-notice-close')
        .first()
        .click({ timeout: 1000 })
        .catch(() => {});
      await notices
        .first()
        .waitFor({ state: 'detached', timeout: 1000 })
        .catch(() => {});
      open = await notices.count();
    }
    if (open > 0) break;
    const late = await notices
      .first()
      .waitFor({ state: 'attached', timeout: 300 })
      .then(
        () => true,
        () => false,
      );
    if (!late) break;
    open = await notices.count();
  }
  expect(open, 'toasts left open').toBe(0);
}

export async function openAuthTab(page: Page, tab: 'Login' | 'Register'): Promise<void> {
  if (new URL(page.url()).pathname !== '/auth') await page.goto('/auth');
  await page.getByRole('tab', { name: tab }).click();
  await page
    .getByRole('heading', { level: 2, name: tab === 'Login' ? 'Welcome back' : 'Create your account' })
    .waitFor({ state: 'visible' });
}

/** Fills and submits the Register tab; does not wait for the outcome. */
export async function submitRegistration(page: Page, user: Account & { email: string }): Promise<void> {
  await openAuthTab(page, 'Register');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Registers through the UI and waits for the chat page. */
export async function register(page: Page, user: Account & { email: string }): Promise<void> {
  await submitRegistration(page, user);
  await expectPath(page, '/');
  await expectHeading(page, 'Chat');
}

/** Fills and submits the Login tab (with the 'Investigator Login' switch on if asked). */
export async function submitLogin(page: Page, user: Account, { investigator = false } = {}): Promise<void> {
  await openAuthTab(page, 'Login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  const toggle = page.getByRole('switch', { name: 'Investigator Login' });
  if ((await toggle.getAttribute('aria-checked')) !== String(investigator)) await toggle.click();
  expect(await toggle.getAttribute('aria-checked')).toBe(String(investigator));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * A staff or auditor account's second step after the password (decision 0048): on its first
 * sign-in the 'Set up your authenticator' screen — the secret is read from the page and a code of
 * it typed, then the recovery codes are passed — afterwards the code step, with a code of the
 * secret kept for the account (test/support/staff-sign-in.ts).
 */
export async function passSecondFactor(page: Page, user: Account): Promise<void> {
  const setup = page.getByRole('heading', { name: 'Set up your authenticator' });
  const code = page.getByLabel('Authentication code');
  await setup.or(code).waitFor({ state: 'visible' });
  const key = `${new URL(page.url()).origin} ${user.username}`;
  if (await setup.isVisible()) {
    const secret = (await page.getByTestId('second-factor-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    rememberSecret(user.username, secret);
    await typeCodeUntilTaken(page, key, secret, {
      field: page.getByLabel('Code from the app'),
      submit: page.getByRole('button', { name: 'Verify and continue' }),
      taken: async () => {
        const list = page.getByRole('list', { name: 'Recovery codes' });
        await list.or(refused(page)).first().waitFor({ state: 'visible' });
        return list.isVisible();
      },
    });
    await page.getByRole('button', { name: 'I have saved my recovery codes — continue' }).click();
  } else {
    await typeCodeUntilTaken(page, key, secretOf(user.username), {
      field: code,
      submit: page.getByRole('button', { name: 'Verify', exact: true }),
      // Taken: the app left the auth page for the role's home.
      taken: async () => {
        const left = page.waitForURL((url) => url.pathname !== '/auth').then(() => true);
        const toast = refused(page)
          .first()
          .waitFor({ state: 'visible' })
          .then(() => false);
        const outcome = await Promise.race([left, toast]);
        // The loser keeps waiting until its timeout; nothing awaits it, so its rejection is dropped.
        void left.catch(() => {});
        void toast.catch(() => {});
        return outcome;
      },
    });
  }
}

/** The toast a refused authentication code brings. */
const refused = (page: Page): Locator => page.locator('.ant-notification-notice').filter({ hasText: 'Verification failed' });

/**
 * Types a code and submits it until the server takes one, as `typeCode` does for the API tests: a
 * code can be refused when its half-minute step ends while it is on its way (the earliest step of
 * the window is typed first), and a person then types the app's next code. At most three tries,
 * within the five wrong codes a sign-in may type.
 */
async function typeCodeUntilTaken(
  page: Page,
  key: string,
  secret: string,
  steps: { field: Locator; submit: Locator; taken: () => Promise<boolean> },
): Promise<void> {
  // A refusal shown before (a wrong code the spec typed on purpose) must not read as this code's.
  if ((await refused(page).count()) > 0) await dismissToasts(page);
  for (let attempt = 1; ; attempt++) {
    await steps.field.fill(await nextCode(key, secret));
    await steps.submit.click();
    if (await steps.taken()) return;
    if (attempt === 3) throw new Error(`the second factor refused three codes for ${key}`);
    await dismissToasts(page);
  }
}

/** Signs a staff member or an auditor in through a browser context's API requests (its cookies), second factor included. */
export async function signInStaffRequest(request: APIRequestContext, baseUrl: string, credentials: StaffCredentials): Promise<number> {
  const transport = {
    baseUrl,
    post: async (path: string, body?: unknown) => {
      const res: APIResponse = await request.post(baseUrl + path, { data: body });
      return { status: res.status(), body: (await res.json().catch(() => undefined)) as unknown };
    },
  };
  return (await signInStaffVia(transport, credentials)).status;
}

/** Logs in through the UI and waits for the role's home: the chat for a client, the dashboard for staff (decision 0054). */
export async function login(page: Page, user: Account, options: { investigator?: boolean } = {}): Promise<void> {
  await submitLogin(page, user, options);
  if (options.investigator) await passSecondFactor(page, user);
  await expectPath(page, options.investigator ? '/investigator-dashboard' : '/');
  await expectHeading(page, options.investigator ? 'Investigator Dashboard' : 'Chat');
}

/** The shell's 'Sign out' (the sidebar on desktop; the menu on mobile); waits for /auth. */
export async function signOut(page: Page): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectPath(page, '/auth');
  await page.getByRole('tab', { name: 'Login' }).waitFor({ state: 'visible' });
}

/** The labels of the links in the main navigation. */
export async function menuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor({ state: 'visible' });
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.replace(/\s*PRO\s*$/, '').trim());
}

/** Picks `option` in the antd Select labelled `label` (typing narrows the list first). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  await select.click();
  if (await select.isEditable()) await select.fill(option);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .first()
    .click();
}

/**
 * Case Analysis's 'Review your case facts' step, once it shows. Creating the case, uploading its
 * documents and reading them each take a while on a loaded machine; a refusal shows as a toast,
 * which the failure names.
 */
export async function factReview(page: Page): Promise<Locator> {
  const review = page.getByTestId('fact-review');
  await review
    .getByRole('heading', { level: 2, name: 'Review your case facts' })
    .waitFor({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      const toasts = await page.locator('.ant-notification-notice, .ant-message-notice').allInnerTexts();
      throw new Error(`no fact review; toasts: ${JSON.stringify(toasts)}`, { cause: error });
    });
  return review;
}

/**
 * Confirms the fact review: clicks 'Confirm facts and continue to payment' and waits for the server's
 * answer to PUT …/facts (on a loaded machine the answer, which may read the case's documents again,
 * is what takes long), so a lost click and a slow or refused answer fail apart, each named.
 */
export async function confirmFacts(page: Page, review: Locator): Promise<void> {
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /^\/api\/case-analyses\/[^/]+\/facts$/.test(new URL(r.url()).pathname),
    { timeout: 90_000 },
  );
  await review.getByRole('button', { name: 'Confirm facts and continue to payment' }).click();
  const answer = await answered.catch((error: unknown) => {
    throw new Error('the facts were never confirmed: no answer to PUT …/facts', { cause: error });
  });
  if (answer.status() !== 200) throw new Error(`confirming the facts answered ${answer.status()}: ${await answer.text()}`);
}

/**
 * Case Analysis's payment dialog once it shows, with the test card filled in. If it never shows,
 * the failure names what the page shows instead: the confirm step's refusal, toasts, the headings.
 */
export async function casePaymentDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Complete Payment' });
  await dialog.waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
    const problems = await page.getByTestId('confirm-error').allInnerTexts();
    const toasts = await page.locator('.ant-notification-notice, .ant-message-notice').allInnerTexts();
    const headings = await page.getByRole('heading').allInnerTexts();
    throw new Error(
      `no payment dialog after confirming; refusal ${JSON.stringify(problems)}, toasts ${JSON.stringify(toasts)}, headings ${JSON.stringify(headings)}`,
      { cause: error },
    );
  });
  await dialog.getByText('Case Analysis Fee').waitFor();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM / YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  return dialog;
}

/** Pays in the filled dialog: the toast says so and the dialog closes. */
export async function payCase(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Pay $199.99' }).click();
  await expectToast(page, 'Payment complete', 'Your case analysis is now in progress');
  await dialog.waitFor({ state: 'detached' });
}

/** Fills Find My PI's criteria and searches ('Any rating' when `anyRating`, else the default 4+ stars). */
export async function searchPis(page: Page, location: string, { type = 'Surveillance', anyRating = false } = {}): Promise<void> {
  await page.getByLabel('Investigation Type').selectOption(type);
  await page.getByLabel('Location').fill(location);
  if (anyRating) await page.getByLabel('Minimum Rating').selectOption('Any rating');
  await page.getByRole('button', { name: 'Find Investigators' }).click();
}
