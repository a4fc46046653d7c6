// The second factor through HTTP (issue 29, M5; decision 0048): TOTP set up from Settings, the
// sign-in's code step, recovery codes good once, replayed codes refused, wrong codes bounded, the
// operations account's secret from OPS_TOTP_SECRET, and staff and auditors signed in only with a
// second factor (set up at their first sign-in).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { loadConfig } from '../../infra/config/index.js';
import { MESSAGES } from './contract.js';
import { base32Decode, newSecret, totp } from './totp.js';

const OPS = { username: 'opstotp', password: 'ops-password-1' };
const OPS_TOTP_SECRET = newSecret();
let ipCounter = 0;
const freshIp = () => `10.29.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const codeAt = (secret: string, offsetSteps = 0) => totp(base32Decode(secret), Date.now() / 1000 + offsetSteps * 30);

describe.each(appDatabaseFlavours())('second factor on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password, OPS_TOTP_SECRET });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  async function client() {
    const c = app.client(freshIp());
    const username = uniqueName('tf');
    const creds = { username, email: `${username}@example.com`, password: 'secret-pass' };
    const res = await c.post('/api/register', creds);
    expect(res.status).toBe(201);
    return { c, creds, id: res.body.id as number };
  }

  async function enrolled() {
    const who = await client();
    const setup = await who.c.post('/api/user/second-factor/setup', {});
    expect(setup.status).toBe(200);
    const on = await who.c.post('/api/user/second-factor', { code: codeAt(setup.body.secret) });
    expect(on.status).toBe(201);
    return { ...who, secret: setup.body.secret as string, recoveryCodes: on.body.recoveryCodes as string[] };
  }

  const signIn = (c: TestClient, creds: { username: string; password: string }, userType = 'client') =>
    c.post('/api/login', { username: creds.username, password: creds.password, userType });

  it('sets up from a secret shown as text, an otpauth URI and a QR code, turned on only by a current code', async () => {
    const { c, creds } = await client();
    expect((await c.get('/api/user/second-factor')).body).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const setup = await c.post('/api/user/second-factor/setup', {});
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUri).toBe(
      `otpauth://totp/Casebook:${creds.username}?secret=${setup.body.secret}&issuer=Casebook&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const wrong = await c.post('/api/user/second-factor', { code: codeAt(setup.body.secret, 5) });
    expect(wrong.status).toBe(400);
    const on = await c.post('/api/user/second-factor', { code: codeAt(setup.body.secret) });
    expect(on.status).toBe(201);
    expect(on.body.recoveryCodes).toHaveLength(10);
    expect((await c.get('/api/user/second-factor')).body).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // The secret and the codes are kept encrypted with the user's key, never in clear in the log.
    const raw = JSON.stringify(
      await db.db
        .knex('events')
        .where({ stream: `user-${(await c.get('/api/user')).body.id}` })
        .select('data'),
    );
    expect(raw).not.toContain(setup.body.secret);
    expect(raw).not.toContain(on.body.recoveryCodes[0].replace('-', ''));
  });

  it('asks for the code after a right password; a wrong code is refused, a current one signs in once', async () => {
    const { creds, secret } = await enrolled();
    const c = app.client(freshIp());
    const first = await signIn(c, creds);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ secondFactorRequired: true });
    expect((await c.get('/api/user')).status).toBe(401);
    const wrong = await c.post('/api/login/second-factor', { code: codeAt(secret, 4) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(MESSAGES.secondFactorWrong);
    // The code typed to turn it on is spent; the next step's is good (the window takes it).
    const code = codeAt(secret, 1);
    const ok = await c.post('/api/login/second-factor', { code });
    expect(ok.status).toBe(200);
    expect(ok.body.username).toBe(creds.username);
    expect((await c.get('/api/user')).status).toBe(200);
    // The same code again, in another browser: refused (a code is good once).
    const other = app.client(freshIp());
    expect((await signIn(other, creds)).body).toEqual({ secondFactorRequired: true });
    expect((await other.post('/api/login/second-factor', { code })).status).toBe(401);
  });

  it('takes each recovery code once, and counts what is left', async () => {
    const { c: own, creds, recoveryCodes } = await enrolled();
    const c = app.client(freshIp());
    await signIn(c, creds);
    expect((await c.post('/api/login/second-factor', { code: recoveryCodes[3]!.toUpperCase() })).status).toBe(200);
    const again = app.client(freshIp());
    await signIn(again, creds);
    expect((await again.post('/api/login/second-factor', { code: recoveryCodes[3] })).status).toBe(401);
    expect((await own.get('/api/user/second-factor')).body.recoveryCodesLeft).toBe(9);
  });

  it('ends the code step after 5 wrong codes: the password must be typed again', async () => {
    const { creds, secret } = await enrolled();
    const c = app.client(freshIp());
    await signIn(c, creds);
    for (let i = 0; i < 5; i++) expect((await c.post('/api/login/second-factor', { code: '000000' })).status).toBe(401);
    const late = await c.post('/api/login/second-factor', { code: codeAt(secret, 1) });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(MESSAGES.secondFactorExpired);
    expect((await app.client(freshIp()).post('/api/login/second-factor', { code: '123456' })).status).toBe(401);
  });

  /** The code counters' window ends for this account and address (as 15 minutes passing would). */
  const endCodeWindow = (username: string, ip: string) =>
    db.db
      .knex('login_throttle')
      .where((q) => q.where({ scope: 'code', username: username.toLowerCase() }).orWhere({ scope: 'code-address', address: ip }))
      .update({ window_started_at: db.db.knex.raw("now() - interval '1 hour'") });

  it('counts wrong codes per account across password steps: 30 over 6 sign-ins end in 429 with Retry-After; a right code passes after the window', async () => {
    const { creds, secret } = await enrolled();
    const ip = freshIp();
    const c = app.client(ip);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<TestClient['post']>> | undefined;
    for (let round = 0; round < 6; round++) {
      // The right password each time: it used to start the code guesses again.
      expect((await signIn(c, creds)).body).toEqual({ secondFactorRequired: true });
      for (let i = 0; i < 5; i++) {
        last = await c.post('/api/login/second-factor', { code: '000000' });
        statuses.push(last.status);
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Refused before the code is checked: even a right one waits for the window.
    expect((await c.post('/api/login/second-factor', { code: codeAt(secret, 1) })).status).toBe(429);
    await endCodeWindow(creds.username, ip);
    const ok = await c.post('/api/login/second-factor', { code: codeAt(secret, 1) });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.username).toBe(creds.username);
  });

  it('remembers the browser, and gives back what the password step counted, only once the code is right', async () => {
    const { creds, secret, id } = await enrolled();
    const known = () =>
      db.db.knex('login_known').where({ user_id: id }).select<{ kind: string; value_hash: string }[]>('kind', 'value_hash');
    const pair = (ip: string) =>
      db.db.knex('login_throttle').where({ scope: 'pair', username: creds.username.toLowerCase(), address: ip }).first('attempts');
    const before = await known();
    const ip = freshIp();
    const c = app.client(ip);
    expect((await signIn(c, creds)).body).toEqual({ secondFactorRequired: true });
    expect(await known()).toEqual(before);
    expect((await pair(ip))?.attempts).toBe(1);
    expect((await c.post('/api/login/second-factor', { code: '000000' })).status).toBe(401);
    expect(await known()).toEqual(before);
    expect((await c.post('/api/login/second-factor', { code: codeAt(secret, 1) })).status).toBe(200);
    const after = await known();
    expect(after).toHaveLength(before.length + 2);
    expect(await pair(ip)).toBeUndefined();
    // Keyed hashes: the address's plain SHA-256 (found by trying every address) is not among them.
    for (const row of after) expect(row.value_hash).toMatch(/^k1:[0-9a-f]{64}$/);
    expect(after.map((r) => r.value_hash)).not.toContain(createHash('sha256').update(ip).digest('hex'));
  });

  it('throttles code guesses when turning it off: 10 wrong, then 429 with Retry-After; a right code after the window', async () => {
    const { c, creds, secret } = await enrolled();
    for (let i = 0; i < 10; i++) expect((await c.post('/api/user/second-factor/disable', { code: '000000' })).status).toBe(400);
    const refused = await c.post('/api/user/second-factor/disable', { code: '000000' });
    expect(refused.status, refused.text).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/Too many wrong codes/);
    expect((await c.post('/api/user/second-factor/disable', { code: codeAt(secret, 1) })).status).toBe(429);
    expect((await c.get('/api/user/second-factor')).body.enabled).toBe(true);
    await endCodeWindow(creds.username, 'none');
    expect((await c.post('/api/user/second-factor/disable', { code: codeAt(secret, 1) })).status).toBe(204);
    expect((await c.get('/api/user/second-factor')).body.enabled).toBe(false);
  });

  it('lets a client turn it off with a code; staff keep theirs and the operations account’s is the server’s', async () => {
    const { c, creds, recoveryCodes } = await enrolled();
    expect((await c.post('/api/user/second-factor/disable', { code: '000000' })).status).toBe(400);
    expect((await c.post('/api/user/second-factor/disable', { code: recoveryCodes[0] })).status).toBe(204);
    const plain = await signIn(app.client(freshIp()), creds);
    expect(plain.body.username).toBe(creds.username);

    // The operations account signs in with OPS_TOTP_SECRET's code and cannot change it in the app.
    const ops = app.client(freshIp());
    expect((await signIn(ops, OPS, 'investigator')).body).toEqual({ secondFactorRequired: true });
    expect((await ops.post('/api/login/second-factor', { code: codeAt(OPS_TOTP_SECRET) })).status).toBe(200);
    expect((await ops.get('/api/user/second-factor')).body).toMatchObject({ enabled: true, required: true });
    expect((await ops.post('/api/user/second-factor/setup', {})).status).toBe(403);

    // An investigator it makes must keep a second factor once on.
    const username = uniqueName('inv');
    const made = await ops.post('/api/admin/users', {
      username,
      email: `${username}@example.com`,
      password: 'case-work-77',
      role: 'investigator',
    });
    expect(made.status).toBe(201);
    const inv = app.client(freshIp());
    const setup = await signIn(inv, { username, password: 'case-work-77' }, 'investigator');
    expect(setup.body.secondFactorSetupRequired).toBe(true);
    expect((await inv.post('/api/login/second-factor/setup', { code: codeAt(setup.body.secret) })).status).toBe(200);
    expect((await inv.get('/api/user/second-factor')).body).toMatchObject({ enabled: true, required: true });
    const off = await inv.post('/api/user/second-factor/disable', { code: codeAt(setup.body.secret, 1) });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(MESSAGES.secondFactorRequired);
  });

  describe('staff and auditors sign in only with a second factor', () => {
    let ops: TestClient;
    beforeAll(async () => {
      ops = app.client(freshIp());
      expect((await signIn(ops, OPS, 'investigator')).body).toEqual({ secondFactorRequired: true });
      expect((await ops.post('/api/login/second-factor', { code: codeAt(OPS_TOTP_SECRET, 1) })).status).toBe(200);
    });

    async function staff(role: 'investigator' | 'auditor') {
      const username = uniqueName(role.slice(0, 3));
      const creds = { username, password: 'case-work-77' };
      const made = await ops.post('/api/admin/users', { ...creds, email: `${username}@example.com`, role });
      expect(made.status).toBe(201);
      return { creds, id: made.body.id as number, userType: role === 'investigator' ? 'investigator' : 'client' };
    }

    it.each(['investigator', 'auditor'] as const)(
      'a right password of an %s without a factor opens no session: it answers the setup, confirmed by a current code',
      async (role) => {
        const { creds, id, userType } = await staff(role);
        const c = app.client(freshIp());
        const first = await signIn(c, creds, userType);
        expect(first.status).toBe(200);
        expect(Object.keys(first.body).sort()).toEqual(['otpauthUri', 'qrSvg', 'secondFactorSetupRequired', 'secret']);
        expect(first.body.secondFactorSetupRequired).toBe(true);
        expect(first.body.secret).toMatch(/^[A-Z2-7]{32}$/);
        expect(first.body.otpauthUri).toContain(`Casebook:${creds.username}?secret=${first.body.secret}`);
        expect(first.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
        // The password alone: nothing signed in, nothing but the setup step open.
        expect((await c.get('/api/user')).status).toBe(401);
        expect((await c.get('/api/user/second-factor')).status).toBe(401);
        expect((await c.post('/api/login/second-factor', { code: codeAt(first.body.secret) })).status).toBe(401);
        // A wrong code (and a secret the browser makes up: the server keeps its own) is refused.
        const chosen = newSecret();
        const wrong = await c.post('/api/login/second-factor/setup', { code: codeAt(chosen), secret: chosen });
        expect(wrong.status).toBe(400);
        expect(wrong.body.message).toMatch(/code is not right/);
        expect((await c.get('/api/user')).status).toBe(401);

        const done = await c.post('/api/login/second-factor/setup', { code: codeAt(first.body.secret) });
        expect(done.status).toBe(200);
        expect(done.body.user).toMatchObject({ id, username: creds.username, role });
        expect(done.body.recoveryCodes).toHaveLength(10);
        expect((await c.get('/api/user')).body).toMatchObject({ id, role });
        expect((await c.get('/api/user/second-factor')).body).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });
        const enrolled = await db.db
          .knex('events')
          .where({ stream: `user-${id}`, type: 'SecondFactorEnrolled' })
          .count({ n: '*' });
        expect(Number(enrolled[0]!.n)).toBe(1);
        // The step is over: confirming again opens nothing.
        expect((await app.client(freshIp()).post('/api/login/second-factor/setup', { code: codeAt(first.body.secret, 1) })).status).toBe(
          401,
        );

        // Every later sign-in asks for a code; the password alone still opens no session.
        const later = app.client(freshIp());
        expect((await signIn(later, creds, userType)).body).toEqual({ secondFactorRequired: true });
        expect((await later.get('/api/user')).status).toBe(401);
        expect((await later.post('/api/login/second-factor', { code: '000000' })).status).toBe(401);
        expect((await later.post('/api/login/second-factor', { code: done.body.recoveryCodes[0] })).status).toBe(200);
        expect((await later.get('/api/user')).body.id).toBe(id);
      },
    );

    it('ends the setup step after 5 wrong codes: the password must be typed again, and a new secret comes', async () => {
      const { creds, userType } = await staff('investigator');
      const c = app.client(freshIp());
      const first = await signIn(c, creds, userType);
      for (let i = 0; i < 5; i++) expect((await c.post('/api/login/second-factor/setup', { code: '000000' })).status).toBe(400);
      const late = await c.post('/api/login/second-factor/setup', { code: codeAt(first.body.secret) });
      expect(late.status).toBe(401);
      expect(late.body.message).toBe(MESSAGES.secondFactorSetupExpired);
      expect((await c.get('/api/user')).status).toBe(401);
      const again = await signIn(c, creds, userType);
      expect(again.body.secondFactorSetupRequired).toBe(true);
      expect(again.body.secret).not.toBe(first.body.secret);
      expect((await c.post('/api/login/second-factor/setup', { code: codeAt(again.body.secret) })).status).toBe(200);
    });

    it('answers bad input with 400 and a message, and no pending sign-in with 401', async () => {
      const c = app.client(freshIp());
      const empty = await c.post('/api/login/second-factor/setup', {});
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe(MESSAGES.secondFactorCode);
      const none = await c.post('/api/login/second-factor/setup', { code: '123456' });
      expect(none.status).toBe(401);
      expect(none.body.message).toBe(MESSAGES.secondFactorSetupExpired);
      // An enrolled client waits for its code, not a setup.
      const { creds } = await enrolled();
      const client = app.client(freshIp());
      expect((await signIn(client, creds)).body).toEqual({ secondFactorRequired: true });
      expect((await client.post('/api/login/second-factor/setup', { code: '123456' })).status).toBe(401);
    });

    it("leaves a client's sign-in as it was: the password alone signs in", async () => {
      const { creds, id } = await client();
      const c = app.client(freshIp());
      const res = await signIn(c, creds);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, username: creds.username, userType: 'client', role: 'client' });
      expect((await c.get('/api/user')).body.id).toBe(id);
      expect((await c.get('/api/user/second-factor')).body).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    });
  });
});

describe('the operations account without OPS_TOTP_SECRET', () => {
  it('is refused at start-up, with what to set: its second factor comes from the server only', () => {
    expect(() => loadConfig({ OPS_USERNAME: 'opsnosecret', OPS_PASSWORD: 'ops-password-1' })).toThrow(/OPS_TOTP_SECRET.*second factor/);
    expect(() => loadConfig({ OPS_USERNAME: 'opsnosecret', OPS_PASSWORD: 'ops-password-1', OPS_TOTP_SECRET: '' })).toThrow(
      /OPS_TOTP_SECRET/,
    );
    expect(
      loadConfig({ OPS_USERNAME: 'ops', OPS_PASSWORD: 'ops-password-1', OPS_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' })
        .OPS_TOTP_SECRET,
    ).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });
});
