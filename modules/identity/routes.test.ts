// API tests of the identity endpoints through HTTP, against the real app on the API tests' database.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { MESSAGES } from './contract.js';
import { signInStaff } from '../../test/support/staff-sign-in.js';
import { OutboxEmailSender } from '../../infra/email/index.js';

const OPS = { username: 'opsadmin', password: 'ops-password-1' };
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(appDatabaseFlavours())('identity API on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password, LOGIN_THROTTLE_MAX: '5' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  async function registered(c: TestClient = app.client(freshIp())) {
    const creds = { username: uniqueName(), email: `${uniqueName('e')}@example.com`, password: 'secret-pass' };
    const res = await c.post('/api/register', creds);
    expect(res.status).toBe(201);
    return { c, creds, user: res.body };
  }

  async function signedInAdmin() {
    const c = app.client(freshIp());
    const res = await signInStaff(c, { ...OPS, userType: 'investigator' });
    expect(res.status).toBe(200);
    return c;
  }

  describe('register', () => {
    it('keeps a new session signed in while the users view has not caught up with the account yet', async () => {
      const { c, creds, user } = await registered();
      // What a view lagging behind the write side looks like to a request: no row for the account.
      await db.db.knex('users_view').where({ id: user.id }).delete();
      const me = await c.get('/api/user');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ id: user.id, username: creds.username, email: creds.email, role: 'client', userType: 'client' });
      expect((await c.get('/api/user')).status).toBe(200); // the session was not ended by the first read
    });

    it('creates a client, signs it in with an httpOnly SameSite cookie, and GET /api/user answers it', async () => {
      const c = app.client(freshIp());
      const username = uniqueName();
      const res = await c.post('/api/register', {
        username,
        email: `${username}@example.com`,
        password: 'secret-pass',
        userType: 'client',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ username, email: `${username}@example.com`, role: 'client', userType: 'client' });
      expect(res.body.password).toBeUndefined();
      const setCookie = res.headers.getSetCookie().join('\n');
      expect(setCookie).toMatch(/casebook\.sid=/);
      expect(setCookie).toMatch(/httponly/i);
      expect(setCookie).toMatch(/samesite=lax/i);
      const me = await c.get('/api/user');
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(res.body.id);
    });

    it.each([
      [{ username: 'ab', email: 'a@example.com', password: 'secret-pass' }, 'Username must be at least 3 characters'],
      [{ username: 'abc', email: 'not-an-email', password: 'secret-pass' }, 'Please enter a valid email'],
      [{ username: 'abc', email: 'a@example.com', password: '1234567' }, 'Password must be at least 8 characters'],
      [{ email: 'a@example.com', password: 'secret-pass' }, 'Username must be at least 3 characters'],
      [{ username: 12345, email: 'a@example.com', password: 'secret-pass' }, 'Username must be at least 3 characters'],
      [{ username: ['abc'], email: 'a@example.com', password: 'secret-pass' }, 'Username must be at least 3 characters'],
      [{ username: 'abcd', email: null, password: 'secret-pass' }, 'Please enter a valid email'],
      [{ username: 'abcd', email: 'a@example.com', password: { $gt: '' } }, 'Password must be at least 8 characters'],
      [
        { username: 'abcd', email: 'a@example.com', password: 'secret-pass', userType: 'investigator' },
        'Only client accounts can register',
      ],
    ])('answers 400 with the SPEC message for %j', async (body, message) => {
      const res = await app.client(freshIp()).post('/api/register', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
      expect(res.body.code).toBe('VALIDATION');
    });

    it('answers 409 for a taken username (any case), and writes nothing', async () => {
      const { creds } = await registered();
      const again = await app
        .client(freshIp())
        .post('/api/register', { ...creds, username: creds.username.toUpperCase(), email: 'other@example.com' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: MESSAGES.unavailable, code: 'CONFLICT' });
      // A taken username with a taken address: the same answer (the address is not what is refused).
      const both = await app.client(freshIp()).post('/api/register', { ...creds, email: creds.email.toUpperCase() });
      expect(both.body).toEqual(again.body);
      // the loser's username is free again: nothing half-written
      const name = uniqueName();
      const ok = await app
        .client(freshIp())
        .post('/api/register', { username: name, email: `${name}@example.com`, password: 'secret-pass' });
      expect(ok.status).toBe(201);
    });

    // Issue 29 (low), decision 0062: registration must not say which addresses are in use (OWASP).
    it('registers with a taken email as with a fresh one: 201, signed in, the owner told, no link to the newcomer, nothing of the owner’s touched', async () => {
      const owner = await registered();
      const outbox = async (address: string) =>
        (await new OutboxEmailSender(path.join(app.server.deps.config.DATA_DIR, 'outbox'), 'test').list({ limit: 1000 })).filter((m) =>
          m.to.toLowerCase().includes(address.toLowerCase()),
        );
      const before = await outbox(owner.creds.email);
      expect(before.map((m) => m.subject)).toEqual(['Confirm your email for Casebook']);

      // The same answer as a fresh address: 201, the user, a session.
      const fresh = uniqueName();
      const freshAnswer = await app
        .client(freshIp())
        .post('/api/register', { username: fresh, email: `${fresh}@example.com`, password: 'secret-pass' });
      const newcomer = app.client(freshIp());
      const name = uniqueName();
      const taken = await newcomer.post('/api/register', {
        username: name,
        email: owner.creds.email.toUpperCase(),
        password: 'secret-pass',
      });
      expect(taken.status, taken.text).toBe(201);
      expect(Object.keys(taken.body).sort()).toEqual(Object.keys(freshAnswer.body).sort());
      expect(taken.body).toMatchObject({ username: name, email: owner.creds.email.toUpperCase(), role: 'client', userType: 'client' });
      expect(taken.headers.getSetCookie().join('\n')).toMatch(/casebook\.sid=/);
      expect((await newcomer.get('/api/user')).body.id).toBe(taken.body.id);
      expect((await newcomer.get('/api/user/email-verification')).body).toEqual({
        email: owner.creds.email.toUpperCase(),
        verified: false,
      });
      // Asking for a new link answers as for any account (and within the minute, 429 as for any).
      expect((await newcomer.post('/api/user/verify-email/resend')).status).toBe(429);

      // The address's owner is told, by email; no link to confirm the address is sent for the newcomer.
      const after = await outbox(owner.creds.email);
      const told = after.filter((m) => m.subject === 'Someone tried to register with your email on Casebook');
      expect(told).toHaveLength(1);
      expect(told[0]!.text).toContain(`Sign in as ${owner.creds.username}`);
      expect(told[0]!.text).not.toContain(name);
      expect(after.filter((m) => m.subject === 'Confirm your email for Casebook')).toHaveLength(1);
      // A password reset for the address goes to the owner's account only.
      expect((await app.client(freshIp()).post('/api/password-reset', { email: owner.creds.email })).status).toBe(202);
      await expect
        .poll(async () =>
          (await outbox(owner.creds.email)).filter((m) => m.subject === 'Set a new password for Casebook').map((m) => m.text),
        )
        .toEqual([expect.stringContaining(owner.creds.username)]);
      expect((await outbox(owner.creds.email)).some((m) => m.text.includes(name))).toBe(false);

      // Erasing the newcomer removes nothing of the owner's mail, and the owner keeps the address.
      expect((await newcomer.post('/api/user/erase', { password: 'secret-pass' })).status).toBe(204);
      expect((await outbox(owner.creds.email)).map((m) => m.subject).sort()).toEqual(
        [
          'Confirm your email for Casebook',
          'Set a new password for Casebook',
          'Someone tried to register with your email on Casebook',
        ].sort(),
      );
      const again = await app
        .client(freshIp())
        .post('/api/register', { username: uniqueName(), email: owner.creds.email, password: 'secret-pass' });
      expect(again.status).toBe(201);
      expect((await outbox(owner.creds.email)).filter((m) => m.subject.startsWith('Someone tried'))).toHaveLength(2);
    });

    // Decision 0062 for a profile: changing to an address another account holds answers as a change
    // to a fresh one; the holder is told, no link is sent for it, and the mover's old address is free.
    it('changes a profile to a taken email as to a fresh one: 200, the holder told, no link to the mover', async () => {
      const owner = await registered();
      const outbox = async (address: string) =>
        (await new OutboxEmailSender(path.join(app.server.deps.config.DATA_DIR, 'outbox'), 'test').list({ limit: 1000 })).filter((m) =>
          m.to.toLowerCase().includes(address.toLowerCase()),
        );
      const other = await registered();
      const freshEmail = `${uniqueName('e')}@example.com`;
      const fresh = await other.c.put('/api/user/profile', { username: other.creds.username, email: freshEmail });
      expect(fresh.status, fresh.text).toBe(200);

      const mover = await registered();
      const moved = await mover.c.put('/api/user/profile', { username: mover.creds.username, email: owner.creds.email.toUpperCase() });
      expect(moved.status, moved.text).toBe(200);
      expect(Object.keys(moved.body).sort()).toEqual(Object.keys(fresh.body).sort());
      expect(moved.body).toMatchObject({ username: mover.creds.username, email: owner.creds.email.toUpperCase() });
      expect((await mover.c.get('/api/user/email-verification')).body).toEqual({ email: owner.creds.email.toUpperCase(), verified: false });
      // Asking for a link answers as for the account that moved to a fresh address (within the
      // minute of registering: 429 both), and sends none to the owner's address.
      const resent = await mover.c.post('/api/user/verify-email/resend');
      expect([resent.status, resent.body]).toEqual([(await other.c.post('/api/user/verify-email/resend')).status, expect.anything()]);

      const mail = await outbox(owner.creds.email);
      const told = mail.filter((m) => m.subject === 'Someone tried to use your email on Casebook');
      expect(told).toHaveLength(1);
      expect(told[0]!.text).toContain(`Sign in as ${owner.creds.username}`);
      expect(told[0]!.text).not.toContain(mover.creds.username);
      expect(mail.filter((m) => m.subject === 'Confirm your email for Casebook')).toHaveLength(1);
      // The mover's old address is no longer held: a new account with it gets its confirmation link.
      const heir = await app
        .client(freshIp())
        .post('/api/register', { username: uniqueName(), email: mover.creds.email, password: 'secret-pass' });
      expect(heir.status, heir.text).toBe(201);
      await expect
        .poll(async () => (await outbox(mover.creds.email)).filter((m) => m.subject === 'Confirm your email for Casebook').length)
        .toBe(2);
    });

    // Issue 29, M5: 8 characters, and never a common or breached password (zxcvbn's list).
    it.each(['12345678', 'password', 'Password1', 'qwertyuiop', 'iloveyou', 'sunshine1'])(
      'refuses the common password %s with 400 and says why',
      async (password) => {
        const username = uniqueName();
        const res = await app.client(freshIp()).post('/api/register', { username, email: `${username}@example.com`, password });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(MESSAGES.commonPassword);
      },
    );

    it('refuses a password that is the username or the email, and takes an uncommon one of 8 characters', async () => {
      const username = uniqueName();
      const same = await app.client(freshIp()).post('/api/register', { username, email: `${username}@example.com`, password: username });
      expect(same.status).toBe(400);
      expect(same.body.message).toBe(MESSAGES.contextPassword);
      const ok = await app.client(freshIp()).post('/api/register', { username, email: `${username}@example.com`, password: 'tram-7-ok' });
      expect(ok.status).toBe(201);
    });

    it('refuses a common new password on a password change too', async () => {
      const { c, creds } = await registered();
      const res = await c.put('/api/user/password', {
        currentPassword: creds.password,
        newPassword: 'football1',
        confirmPassword: 'football1',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.commonPassword);
      expect(
        (await c.put('/api/user/password', { currentPassword: creds.password, newPassword: 'short7!', confirmPassword: 'short7!' })).body
          .message,
      ).toBe(MESSAGES.newPassword);
    });

    // Issue 29 (low): look-alike usernames ('оpsadmin' with a Cyrillic о beside the admin's 'opsadmin').
    it.each([
      ['\u043epsadmin', MESSAGES.usernameScript],
      ['ops\u0430dmin', MESSAGES.usernameScript],
      ['\u043e\u0440\u0455', MESSAGES.usernameLookAlike],
    ])('refuses the look-alike username %j', async (username, message) => {
      const res = await app
        .client(freshIp())
        .post('/api/register', { username, email: `${uniqueName('e')}@example.com`, password: 'secret-pass' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('reads a username in compatibility form (full-width letters are the Latin ones), so it cannot double an existing one', async () => {
      const res = await app.client(freshIp()).post('/api/register', {
        username: '\uff4f\uff50\uff53\uff41\uff44\uff4d\uff49\uff4e',
        email: `${uniqueName('e')}@example.com`,
        password: 'secret-pass',
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MESSAGES.unavailable);
      // A name in one other alphabet is welcome (Cyrillic with digits).
      const cyrillic = `\u0434\u0438\u043c\u0430${String(Date.now()).slice(-9)}`;
      const own = await app
        .client(freshIp())
        .post('/api/register', { username: cyrillic, email: `${uniqueName('e')}@example.com`, password: 'secret-pass' });
      expect(own.status).toBe(201);
    });

    // Issue 29, M6: 43 registrations a second from one address, each with its own free quota.
    it('limits registrations per address: of 8 parallel attempts from one address 3 pass, the rest 429 with Retry-After', async () => {
      const limited = await startTestApp(db, { REGISTRATION_MAX_PER_HOUR: '3' });
      try {
        const ip = freshIp();
        const answers = await Promise.all(
          Array.from({ length: 8 }, () => {
            const username = uniqueName();
            return limited.client(ip).post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
          }),
        );
        expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
        const refused = answers.find((a) => a.status === 429)!;
        expect(refused.body.message).toBe(MESSAGES.tooManyRegistrations);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        const username = uniqueName();
        const elsewhere = await limited
          .client(freshIp())
          .post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
        expect(elsewhere.status).toBe(201);
      } finally {
        await limited.close();
      }
    });

    it('keeps SQL metacharacters as data, never a 500', async () => {
      const evil = `o'brien"; drop table events; --${uniqueName()}`;
      const res = await app
        .client(freshIp())
        .post('/api/register', { username: evil, email: `x${uniqueName()}@example.com`, password: `p'; delete from users_view; --` });
      expect(res.status).toBe(201);
      expect(res.body.username).toBe(evil);
      const login = await app.client(freshIp()).post('/api/login', { username: evil, password: `p'; delete from users_view; --` });
      expect(login.status).toBe(200);
      const bad = await app.client(freshIp()).post('/api/register', { username: `'--`, email: `' OR 1=1 --`, password: 'secret-pass' });
      expect(bad.status).toBe(400);
    });
  });

  describe('login and logout', () => {
    it('logs in, gives a new session id, and logs out server-side', async () => {
      const { creds } = await registered();
      const c = app.client(freshIp());
      const first = await c.post('/api/login', { username: creds.username, password: creds.password, userType: 'client' });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ username: creds.username, userType: 'client' });
      const sid1 = c.cookie('casebook.sid');
      const second = await c.post('/api/login', { username: creds.username, password: creds.password });
      expect(second.status).toBe(200);
      const sid2 = c.cookie('casebook.sid');
      expect(sid2).toBeDefined();
      expect(sid2).not.toBe(sid1);

      // replaying the cookie after logout gets nothing: the session was destroyed on the server
      const sig = c.cookie('casebook.sid.sig') ?? '';
      const copied = await app.client().request('GET', '/api/user', undefined, { cookie: `casebook.sid=${sid2}; casebook.sid.sig=${sig}` });
      expect(copied.status).toBe(200);
      const out = await c.post('/api/logout');
      expect(out.status).toBe(204);
      expect((await c.get('/api/user')).status).toBe(401);
      const replay = await app.client().request('GET', '/api/user', undefined, {
        cookie: `casebook.sid=${sid2}; casebook.sid.sig=${sig}`,
      });
      expect(replay.status).toBe(401);
    });

    it('answers 401 "Invalid username or password" for a wrong password, an unknown user and the wrong mode', async () => {
      const { creds } = await registered();
      for (const body of [
        { username: creds.username, password: 'wrong-pass' },
        { username: uniqueName('nobody'), password: 'secret-pass' },
        { username: creds.username, password: creds.password, userType: 'investigator' },
      ]) {
        const res = await app.client(freshIp()).post('/api/login', body);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Invalid username or password');
      }
    });

    it('answers 400 for a bad login body', async () => {
      const c = app.client(freshIp());
      expect((await c.post('/api/login', { username: 'ab', password: 'secret-pass' })).body.message).toBe(
        'Username must be at least 3 characters',
      );
      expect((await c.post('/api/login', { username: 'abc', password: 'x' })).body.message).toBe('Password must be at least 6 characters');
      const mode = await c.post('/api/login', { username: 'abc', password: 'secret-pass', userType: 'admin' });
      expect(mode.status).toBe(400);
      expect(mode.body.message).toBe('User type must be client or investigator');
    });

    it('throttles failed logins per account+address strictly, per address, and slows the account down only for unknown browsers', async () => {
      const { c: owner, creds } = await registered();
      // Five failures from five addresses: the account's limit (LOGIN_THROTTLE_MAX = 5) is reached.
      for (let i = 0; i < 5; i++) {
        expect((await app.client(freshIp()).post('/api/login', { username: creds.username, password: 'wrong-pass' })).status).toBe(401);
      }
      // A browser the account never used waits (backoff, Retry-After in seconds), the owner's own browser does not.
      const stranger = await app.client(freshIp()).post('/api/login', { username: creds.username, password: creds.password });
      expect(stranger.status).toBe(429);
      expect(stranger.body.message).toMatch(/Too many failed login attempts/);
      expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await owner.post('/api/login', { username: creds.username, password: creds.password })).status).toBe(200);

      // One address trying one account: strict, 429 for the rest of the window.
      const ip = freshIp();
      const { creds: other } = await registered();
      for (let i = 0; i < 5; i++) await app.client(ip).post('/api/login', { username: other.username, password: 'wrong-pass' });
      const pair = await app.client(ip).post('/api/login', { username: other.username, password: other.password });
      expect(pair.status).toBe(429);
      expect(Number(pair.headers.get('retry-after'))).toBeGreaterThan(800);
    });
  });

  describe('erasure', () => {
    it('erases with the password: signed out, cannot log in, personal data shredded, chain still verifies', async () => {
      const { c, creds, user } = await registered();
      const bad = await c.post('/api/user/erase', { password: 'wrong-pass' });
      expect(bad.status).toBe(400);
      expect((await c.post('/api/user/erase', {})).body.message).toBe('Enter your password to confirm the deletion');

      const auditor = await signedInAdmin();
      const before = await auditor.get(`/api/audit/streams/user-${user.id}`);
      expect(before.status).toBe(200);
      expect(before.body.events[0].data.pii.username).toBe(creds.username);

      expect((await c.post('/api/user/erase', { password: creds.password })).status).toBe(204);
      expect((await c.get('/api/user')).status).toBe(401);
      expect((await app.client(freshIp()).post('/api/login', { username: creds.username, password: creds.password })).status).toBe(401);

      const after = await auditor.get(`/api/audit/streams/user-${user.id}`);
      expect(after.body.events[0]).toMatchObject({ type: 'UserRegistered', shredded: true, data: { pii: null } });
      expect(after.body.events.at(-1).type).toBe('UserErased');
      expect(JSON.stringify(after.body)).not.toContain(creds.username);
      const verify = await auditor.get(`/api/audit/streams/user-${user.id}/verify`);
      expect(verify.body).toMatchObject({ ok: true, checked: after.body.events.length });

      const { rows } = await db.db.knex.raw('select data::text as d from events where stream = ?', [`user-${user.id}`]);
      expect(rows.map((r: { d: string }) => r.d).join('')).not.toContain(creds.username);
      expect(await db.db.knex('users_view').where({ id: user.id }).first()).toBeUndefined();
    });
  });

  describe('staff, admin and audit', () => {
    it('lets only the admin list and create staff; an investigator then logs in with the switch', async () => {
      const { c } = await registered();
      expect((await c.get('/api/admin/users')).status).toBe(403);
      expect((await app.client().get('/api/admin/users')).status).toBe(401);
      expect(
        (
          await c.post('/api/admin/users', {
            username: uniqueName(),
            email: 'x@example.com',
            password: 'secret-pass',
            role: 'investigator',
          })
        ).status,
      ).toBe(403);

      const admin = await signedInAdmin();
      expect((await admin.get('/api/user')).body).toMatchObject({ role: 'admin', userType: 'investigator' });
      const name = uniqueName('inv');
      const created = await admin.post('/api/admin/users', {
        username: name,
        email: `${name}@example.com`,
        password: 'secret-pass',
        role: 'investigator',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ role: 'investigator', userType: 'investigator' });
      expect((await admin.get('/api/admin/users')).body.map((u: { username: string }) => u.username)).toContain(name);
      const notOps = await admin.post('/api/admin/users', {
        username: uniqueName(),
        email: `${uniqueName()}@example.com`,
        password: 'secret-pass',
        role: 'admin',
      });
      expect(notOps.status).toBe(409);
      const badRole = await admin.post('/api/admin/users', {
        username: uniqueName(),
        email: `${uniqueName()}@example.com`,
        password: 'secret-pass',
        role: 'client',
      });
      expect(badRole.body.message).toBe('Role must be investigator, auditor or admin');

      const inv = app.client(freshIp());
      expect((await signInStaff(inv, { username: name, password: 'secret-pass', userType: 'investigator' })).status).toBe(200);
      expect((await app.client(freshIp()).post('/api/login', { username: name, password: 'secret-pass', userType: 'client' })).status).toBe(
        401,
      );
    });

    it('lets auditors read and verify case and escalation streams only, and nobody but staff', async () => {
      const { c, user } = await registered();
      expect((await c.get(`/api/audit/streams/user-${user.id}`)).status).toBe(403);
      const admin = await signedInAdmin();
      const name = uniqueName('aud');
      await admin.post('/api/admin/users', { username: name, email: `${name}@example.com`, password: 'secret-pass', role: 'auditor' });
      const auditor = app.client(freshIp());
      expect((await signInStaff(auditor, { username: name, password: 'secret-pass', userType: 'client' })).status).toBe(200);
      // A user stream is not case history: auditors do not read it; the admin reads it without secrets.
      const refused = await auditor.get(`/api/audit/streams/user-${user.id}`);
      expect(refused.status).toBe(403);
      const stream = await admin.get(`/api/audit/streams/user-${user.id}`);
      expect(stream.status).toBe(200);
      expect(stream.body.events[0]).toMatchObject({
        type: 'UserRegistered',
        version: 1,
        metadata: { schemaVersion: 1, piiSubject: user.id },
      });
      expect(JSON.stringify(stream.body)).not.toMatch(/passwordHash|argon2/);
      expect((await admin.get(`/api/audit/streams/user-${user.id}/verify`)).body.ok).toBe(true);
      expect((await auditor.get(`/api/audit/streams/case-999999999`)).status).toBe(404);
      const bad = await auditor.get(`/api/audit/streams/${encodeURIComponent("case-1' or 1=1")}`);
      expect(bad.status).toBe(400);
      // auditors are read-only: no staff endpoints
      expect((await auditor.get('/api/admin/users')).status).toBe(403);
    });
  });

  describe('platform and bad input', () => {
    it('answers health and the runtime config', async () => {
      const c = app.client();
      expect((await c.get('/api/health')).body).toMatchObject({
        status: 'ok',
        db: true,
        eventStore: true,
        storage: { kind: 'local', ok: true },
        projections: { healthy: true },
      });
      expect((await c.get('/api/config/runtime')).body).toMatchObject({ eventStore: 'postgres', ai: 'offline', payments: 'test' });
    });

    it('answers 413 for a 1 MB body, 400 for broken JSON, 404 JSON for an unknown endpoint', async () => {
      const c = app.client(freshIp());
      const huge = await c.post('/api/register', { username: 'x'.repeat(1024 * 1024), email: 'a@example.com', password: 'secret-pass' });
      expect(huge.status).toBe(413);
      expect(huge.body.message).toBe('Request body is too large');
      const broken = await c.request('POST', '/api/login', '{"username": "abc", ', { 'content-type': 'application/json' });
      expect(broken.status).toBe(400);
      expect(broken.body.message).toBe('Request body is not valid JSON');
      const unknown = await c.get('/api/nothing-here');
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('NOT_FOUND');
      const none = await c.post('/api/login');
      expect(none.status).toBe(400);
    });

    it('sets security headers and a request id', async () => {
      const res = await app.client().get('/api/health');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    });
  });

  it('keeps users across a restart of the app', async () => {
    const { creds } = await registered();
    await app.close();
    app = await startTestApp(db, { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password, LOGIN_THROTTLE_MAX: '5' });
    const res = await app.client(freshIp()).post('/api/login', { username: creds.username, password: creds.password });
    expect(res.status).toBe(200);
  });
});
