// Signs staff and auditors in the way the server requires (decision 0048): the password, then on
// the account's first sign-in the authenticator's setup — confirmed with a code computed from the
// secret the password step answered — and on every later sign-in a current code. The secrets are
// kept here per username; the operations account's is the OPS_TOTP_SECRET every test app is
// started with (TEST_OPS_TOTP_SECRET). Used by the API tests, the pact provider states and, for
// the codes, the browser runs (e2e/support/harness.ts).
import type { SecondFactorSetupPending, SecondFactorSetupSignedIn, UserResponse } from '../../modules/identity/contract.js';
import { base32Decode, hotp, STEP_SECONDS, stepAt, WINDOW_STEPS } from '../../modules/identity/totp.js';
import { TEST_OPS_TOTP_SECRET, type TestClient, type TestResponse } from './app.js';

const secrets = new Map<string, string>();
const recovery = new Map<string, string[]>();
/** The last step whose code was typed, per app and account: the server takes a step's code once. */
const lastStep = new Map<string, number>();

/** The account's secret as set up through this helper (or the operations account's). */
export const secretOf = (username: string): string => secrets.get(username) ?? TEST_OPS_TOTP_SECRET;

/** Keeps a secret the setup screen or answer showed for this username (the browser runs read it from the page). */
export const rememberSecret = (username: string, secret: string) => void secrets.set(username, secret.replace(/\s/g, ''));

/** The recovery codes the account's setup answered (undefined when it was not set up through this helper). */
export const recoveryCodesOf = (username: string): string[] | undefined => recovery.get(username);

/**
 * A code of `secret` the server has not taken yet for this account on this app (`key`): the
 * earliest step of the window after the last one used. When the three steps of the window are
 * spent (a fourth sign-in of one account within the same half minute), it waits for the clock to
 * reach the next step, as a person with an authenticator app would.
 */
export async function nextCode(key: string, secret: string): Promise<string> {
  for (;;) {
    const now = stepAt(Date.now() / 1000);
    const step = Math.max(now - WINDOW_STEPS, (lastStep.get(key) ?? -Infinity) + 1);
    if (step <= now + WINDOW_STEPS) {
      lastStep.set(key, step);
      return hotp(base32Decode(secret), step);
    }
    const opens = (step - WINDOW_STEPS) * STEP_SECONDS * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, opens - Date.now()) + 50));
  }
}

/** What the helper signs in through: a TestClient, or a browser context's request (e2e/support/flows.ts). */
export interface SignInTransport<R extends { status: number; body: unknown }> {
  readonly baseUrl: string;
  post(path: string, body?: unknown): Promise<R>;
}

/**
 * Types codes at `path` until one is taken: a code refused as wrong was spent already (another app
 * on the same database, or a step that ended as it was sent), so the next step's code is tried —
 * at most three times, within the five wrong codes a sign-in may type.
 */
async function typeCode<R extends { status: number; body: unknown }>(
  client: SignInTransport<R>,
  key: string,
  secret: string,
  path: string,
): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    const res = await client.post(path, { code: await nextCode(key, secret) });
    if (res.status < 400 || attempt === 3 || ![400, 401].includes(res.status)) return res;
  }
}

export interface StaffCredentials {
  username: string;
  password: string;
  userType?: 'client' | 'investigator';
}

/**
 * Signs a staff member or an auditor in on `client` (one browser): the password step, then the
 * setup on the account's first sign-in or the code afterwards. Answers the last step's response
 * with the signed-in user as its body — or the password step's own answer when it signed in by
 * itself (a client) or refused.
 */
export async function signInStaff(client: TestClient, credentials: StaffCredentials): Promise<TestResponse<UserResponse>> {
  return signInStaffVia<TestResponse<UserResponse>>(client, credentials);
}

/** signInStaff through any transport; the answer keeps the transport's own response shape. */
export async function signInStaffVia<R extends { status: number; body: any }>(
  client: { baseUrl: string; post(path: string, body?: unknown): Promise<R> },
  credentials: StaffCredentials,
): Promise<R> {
  const login = await client.post('/api/login', credentials);
  if (login.status !== 200) return login;
  const key = `${client.baseUrl} ${credentials.username}`;
  const answer = login.body as Partial<SecondFactorSetupPending> & { secondFactorRequired?: true };
  if (answer.secondFactorSetupRequired) {
    rememberSecret(credentials.username, answer.secret!);
    const done = await typeCode<R>(client, key, secretOf(credentials.username), '/api/login/second-factor/setup');
    if (done.status !== 200) return done;
    const { user, recoveryCodes } = done.body as SecondFactorSetupSignedIn;
    recovery.set(credentials.username, recoveryCodes);
    return { ...done, body: user } as R;
  }
  if (answer.secondFactorRequired) return typeCode<R>(client, key, secretOf(credentials.username), '/api/login/second-factor');
  return login;
}
