// Issue 29, M1 and M4, as the probe made them. M1: 20 failed sign-ins from one address with random
// usernames made every correct sign-in from that address fail for 15 minutes (the admin's too). Now
// a browser the account signed in from before still signs in, strangers are refused with
// Retry-After, and current-password guesses are throttled; an account with a second factor (the
// admin's) gets its code step past the throttle, from any browser (decision 0087). M4: failures
// were logged as 404s and unknown usernames left no record; now every one is a security event with
// its real status, the second factor's step and refused registrations included.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../support/databases.js';
import { startTestApp, TEST_OPS_TOTP_SECRET, uniqueName, type TestApp, type TestClient } from '../support/app.js';
import { OPS } from './fixtures.js';
import { signInStaff } from '../support/staff-sign-in.js';
import { MESSAGES } from '../../modules/identity/contract.js';
import { base32Decode, totp } from '../../modules/identity/totp.js';

const PASSWORD = 'Lockout-test-pass-2931';
const ENV = {
  OPS_USERNAME: OPS.username,
  OPS_PASSWORD: OPS.password,
  LOGIN_THROTTLE_MAX: '10',
  LOGIN_THROTTLE_IP_MAX: '20',
  REGISTRATION_MAX_PER_HOUR: '10',
};
const flavour = appDatabaseFlavours()[0]!;
/** An address of this file's own (documentation ranges), never another test's. */
const address = () => `198.51.${randomBytes(1)[0]! % 100}.${1 + (randomBytes(1)[0]! % 250)}`;

type Line = Record<string, unknown> & { msg?: string; event?: string; security?: boolean };

describe(`sign-in throttling and security events on ${flavour.name}`, () => {
  let db: TestDatabase;
  let app: TestApp;
  const lines: Line[] = [];
  const securityLines = () => lines.filter((l) => l.security === true);
  /** The admin's own browser (signed in once in the first test, at the attacked address). */
  let adminBrowser: TestClient;

  beforeAll(async () => {
    db = await flavour.open();
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const text of chunk.toString('utf8').split('\n')) if (text.trim()) lines.push(JSON.parse(text) as Line);
        done();
      },
    });
    app = await startTestApp(db, ENV, { logger: pino({ level: 'info', base: undefined }, sink) });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  async function registered(client: TestClient) {
    const username = uniqueName('lock');
    const res = await client.post('/api/register', { username, email: `${username}@example.com`, password: PASSWORD });
    expect(res.status, res.text).toBe(201);
    return { id: res.body.id as number, username };
  }

  it('lets the victim and the admin sign in from their known browsers after 20 failures from their address; the guesser is refused', async () => {
    const ip = address();
    const victimBrowser = app.client(ip);
    const victim = await registered(victimBrowser);
    expect((await victimBrowser.post('/api/logout')).status).toBe(204);
    adminBrowser = app.client(ip);
    expect((await signInStaff(adminBrowser, { ...OPS, userType: 'investigator' })).status).toBe(200);
    expect((await adminBrowser.post('/api/logout')).status).toBe(204);

    // The attacker, behind the same address (an office NAT, a café), sprays random usernames.
    for (let i = 0; i < 20; i++) {
      const attacker = app.client(ip);
      expect((await attacker.post('/api/login', { username: uniqueName('spray'), password: 'wrong-pass-1' })).status).toBe(401);
    }
    const guess = await app.client(ip).post('/api/login', { username: victim.username, password: 'wrong-pass-2' });
    expect(guess.status).toBe(429);
    expect(Number(guess.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password from a browser the account never used waits: the address is spent.
    expect((await app.client(ip).post('/api/login', { username: victim.username, password: PASSWORD })).status).toBe(429);

    // The victim's and the admin's own browsers (the signed device cookie) are not refused.
    expect((await victimBrowser.post('/api/login', { username: victim.username, password: PASSWORD })).status).toBe(200);
    expect((await signInStaff(adminBrowser, { ...OPS, userType: 'investigator' })).status).toBe(200);
  });

  it('judges a known browser by its own failures: after 10 wrong passwords from it, it is a stranger for the window', async () => {
    const ip = address();
    const browser = app.client(ip);
    const owner = await registered(browser);
    await browser.post('/api/logout');
    for (let i = 0; i < 10; i++) {
      expect((await browser.post('/api/login', { username: owner.username, password: 'wrong-pass-3' })).status).toBe(401);
    }
    // Now counted like any other browser at this address and account: the pair limit (10) is reached.
    const after = await browser.post('/api/login', { username: owner.username, password: PASSWORD });
    expect(after.status).toBe(429);
    // A cookie cannot be forged: a made-up device token is no known browser.
    const forged = app.client(ip);
    const res = await forged.request(
      'POST',
      '/api/login',
      { username: owner.username, password: PASSWORD },
      { cookie: 'casebook.device=' + 'a'.repeat(32) },
    );
    expect(res.status).toBe(429);
  });

  it('lets the admin sign in from a new browser at an address spent by 25 failures with random usernames (password, then code)', async () => {
    const ip = address();
    for (let i = 0; i < 25; i++) {
      const res = await app.client(ip).post('/api/login', { username: uniqueName('spray'), password: 'wrong-pass-1' });
      expect([401, 429]).toContain(res.status);
    }
    expect((await app.client(ip).post('/api/login', { username: uniqueName('spray'), password: 'wrong-pass-1' })).status).toBe(429);
    // A browser the app has never seen, at the spent address: no device cookie.
    const fresh = app.client(ip);
    const signedIn = await signInStaff(fresh, { ...OPS, userType: 'investigator' });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect((await fresh.get('/api/user')).body).toMatchObject({ username: OPS.username, role: 'admin' });
  });

  it('never lets strangers lock the admin out: after 30 wrong passwords from 30 addresses the answers tell nothing, and the admin signs in from a new browser', async () => {
    lines.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        app.client(address()).post('/api/login', { ...OPS, password: 'wrong-pass-4', userType: 'investigator' }),
      ),
    );
    // Under the limit a wrong password is refused; past it the account (it has a second factor)
    // is answered its code step whatever the password, so the answer no longer tells it.
    expect(answers.every((a) => a.status === 401 || (a.status === 200 && a.body.secondFactorRequired === true))).toBe(true);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    const stranger = app.client(address());
    const wrong = await stranger.post('/api/login', { ...OPS, password: 'wrong-pass-4', userType: 'investigator' });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({ secondFactorRequired: true });
    const code = await stranger.post('/api/login/second-factor', { code: totp(base32Decode(TEST_OPS_TOTP_SECRET), Date.now() / 1000) });
    expect(code.status).toBe(401);
    expect(code.body.message).toBe(MESSAGES.secondFactorWrong);
    expect((await stranger.get('/api/user')).status).toBe(401);
    // The admin, from a browser and an address the account never used.
    const fresh = app.client(address());
    expect((await signInStaff(fresh, { ...OPS, userType: 'investigator' })).status).toBe(200);
    expect((await fresh.get('/api/user')).body).toMatchObject({ username: OPS.username });
    const events = securityLines();
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'login.throttled', status: 200, path: '/api/login', reason: 'account' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'login.failed', status: 401, path: '/api/login/second-factor', reason: 'wrong-password' }),
    );
    expect(events).toContainEqual(expect.objectContaining({ event: 'login.succeeded', status: 200, path: '/api/login/second-factor' }));
  });

  it('throttles guesses of the current password (password change and erasure): 10 wrong, then 429 with Retry-After', async () => {
    const browser = app.client(address());
    await registered(browser);
    for (let i = 0; i < 10; i++) {
      const wrong = await browser.put('/api/user/password', {
        currentPassword: `wrong-pass-${i}`,
        newPassword: 'Another-pass-2931',
        confirmPassword: 'Another-pass-2931',
      });
      expect(wrong.status, wrong.text).toBe(400);
    }
    const refused = await browser.put('/api/user/password', {
      currentPassword: 'wrong-pass-x',
      newPassword: 'Another-pass-2931',
      confirmPassword: 'Another-pass-2931',
    });
    expect(refused.status, refused.text).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Erasure asks for the same password: the same counter.
    expect((await browser.post('/api/user/erase', { password: 'wrong-pass-y' })).status).toBe(429);
  });

  it('logs every failed sign-in (known or unknown username) with its real status, address and reason; throttling; admin actions', async () => {
    lines.length = 0;
    const ip = address();
    const browser = app.client(ip);
    const user = await registered(browser);
    await browser.post('/api/logout');
    const stranger = uniqueName('nobody');
    expect((await app.client(ip).post('/api/login', { username: stranger, password: 'wrong-pass-5' })).status).toBe(401);
    expect((await app.client(ip).post('/api/login', { username: user.username, password: 'wrong-pass-6' })).status).toBe(401);
    expect(
      (await app.client(ip).post('/api/login', { username: user.username, password: PASSWORD, userType: 'investigator' })).status,
    ).toBe(401);
    expect((await browser.post('/api/login', { username: user.username, password: PASSWORD })).status).toBe(200);
    expect(
      (
        await browser.put('/api/user/password', {
          currentPassword: 'wrong-pass-7',
          newPassword: 'Another-pass-2931',
          confirmPassword: 'Another-pass-2931',
        })
      ).status,
    ).toBe(400);
    for (let i = 0; i < 12; i++) await app.client(ip).post('/api/login', { username: user.username, password: 'wrong-pass-8' });
    const admin = adminBrowser;
    expect((await signInStaff(admin, { ...OPS, userType: 'investigator' })).status).toBe(200);
    const staff = uniqueName('inv');
    expect(
      (await admin.post('/api/admin/users', { username: staff, email: `${staff}@example.com`, password: PASSWORD, role: 'investigator' }))
        .status,
    ).toBe(201);
    expect((await browser.get('/api/admin/outbox')).status).toBe(403);

    const events = securityLines();
    const shape = {
      security: true,
      msg: 'security event',
      method: expect.any(String),
      path: expect.any(String),
      requestId: expect.any(String),
    };
    expect(events).toContainEqual(
      expect.objectContaining({ ...shape, event: 'login.failed', status: 401, ip, reason: 'unknown-user', level: 40 }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'login.failed', status: 401, ip, reason: 'wrong-password', userId: user.id }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'login.failed', status: 401, ip, reason: 'wrong-mode', userId: user.id }),
    );
    expect(events).toContainEqual(expect.objectContaining({ event: 'login.succeeded', status: 200, ip, userId: user.id }));
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'password_check.failed', status: 400, reason: 'password-change', userId: user.id }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'login.throttled',
        status: 429,
        ip,
        reason: 'pair',
        userId: user.id,
        retryAfterSeconds: expect.any(Number),
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'admin.action', status: 201, method: 'POST', path: '/api/admin/users' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'access.denied', status: 403, path: '/api/admin/outbox', userId: user.id }),
    );
    // The same account is named by the same reference, and no username is written (people type passwords there).
    const refs = new Set(events.filter((e) => e.userId === user.id && e.account).map((e) => e.account));
    expect(refs.size).toBe(1);
    expect(JSON.stringify(lines)).not.toContain(stranger);
    expect(JSON.stringify(lines)).not.toContain(user.username);
    // The request lines carry the status that was sent (errors used to be logged as 404).
    const requests = lines.filter((l) => l.msg === 'request' && l.path === '/api/login');
    expect(requests.map((l) => l.status)).toContain(401);
    expect(requests.map((l) => l.status)).toContain(429);
    expect(requests.map((l) => l.status)).not.toContain(404);
  });

  it('logs the second factor’s step (wrong codes, the sign-in, its throttle), a staff setup’s wrong code, and refused registrations', async () => {
    lines.length = 0;
    const ip = address();
    const browser = app.client(ip);
    const user = await registered(browser);
    const setup = await browser.post('/api/user/second-factor/setup', {});
    const codeOf = (offsetSteps: number) => totp(base32Decode(setup.body.secret as string), Date.now() / 1000 + offsetSteps * 30);
    expect((await browser.post('/api/user/second-factor', { code: codeOf(0) })).status).toBe(201);
    expect((await browser.post('/api/logout')).status).toBe(204);
    const c = app.client(ip);
    expect((await c.post('/api/login', { username: user.username, password: PASSWORD })).body).toEqual({ secondFactorRequired: true });
    expect((await c.post('/api/login/second-factor', { code: '000000' })).status).toBe(401);
    expect((await c.post('/api/login/second-factor', { code: codeOf(1) })).status).toBe(200);
    // Nine more wrong codes over password steps (ten with the one above), then the code counter refuses.
    const guesser = app.client(ip);
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      expect((await guesser.post('/api/login', { username: user.username, password: PASSWORD })).status).toBe(200);
      for (let i = 0; i < 4; i++) statuses.push((await guesser.post('/api/login/second-factor', { code: '000000' })).status);
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses.slice(9)).toEqual([429, 429, 429]);

    const staff = uniqueName('inv');
    expect(
      (
        await adminBrowser.post('/api/admin/users', {
          username: staff,
          email: `${staff}@example.com`,
          password: PASSWORD,
          role: 'investigator',
        })
      ).status,
    ).toBe(201);
    const newcomer = app.client(address());
    expect((await newcomer.post('/api/login', { username: staff, password: PASSWORD, userType: 'investigator' })).body).toMatchObject({
      secondFactorSetupRequired: true,
    });
    expect((await newcomer.post('/api/login/second-factor/setup', { code: '000000' })).status).toBe(400);

    const crowd = address();
    const registrations: number[] = [];
    for (let i = 0; i < 11; i++) {
      const name = uniqueName('crowd');
      registrations.push(
        (await app.client(crowd).post('/api/register', { username: name, email: `${name}@example.com`, password: PASSWORD })).status,
      );
    }
    expect(registrations).toEqual([...Array(10).fill(201), 429]);

    const events = securityLines();
    const step = { ip, path: '/api/login/second-factor', userId: user.id, account: expect.any(String) };
    expect(events).toContainEqual(
      expect.objectContaining({ ...step, event: 'login.failed', status: 401, reason: 'wrong-code', level: 40 }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ ip, path: '/api/login/second-factor', userId: user.id, event: 'login.succeeded', status: 200 }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ ...step, event: 'login.throttled', status: 429, reason: 'code', retryAfterSeconds: expect.any(Number) }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'login.failed', status: 400, path: '/api/login/second-factor/setup', reason: 'wrong-code' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'login.throttled',
        status: 429,
        ip: crowd,
        path: '/api/register',
        reason: 'registration-address',
        retryAfterSeconds: expect.any(Number),
      }),
    );
    // A right password is no sign-in yet: the password step of an account with a second factor logs none.
    const passwordSteps = events.filter((e) => e.event === 'login.succeeded' && e.path === '/api/login' && e.userId === user.id);
    expect(passwordSteps).toEqual([]);
  });
});
