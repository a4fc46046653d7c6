// Forgot password and the admin's hold on staff accounts, through HTTP (issue 31; decision 0054):
// a link by email (the same answer for any address), once and until it expires, ending every
// session; too many asks answer 429; the admin disables, enables and resets staff accounts.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { OutboxEmailSender } from '../../infra/email/index.js';
import { MESSAGES } from './contract.js';
import { ACCOUNT_MESSAGES } from './decider.js';
import { signInStaff } from '../../test/support/staff-sign-in.js';

const OPS = { username: 'opsreset', password: 'ops-password-1' };
let ipCounter = 0;
const freshIp = () => `10.31.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const TOKEN = /https:\/\/casebook\.example\/reset-password\?token=([A-Za-z0-9_-]{43})/;

describe.each(appDatabaseFlavours())('password reset on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { PUBLIC_URL: 'https://casebook.example', OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const outbox = () => new OutboxEmailSender(path.join(app.server.deps.config.DATA_DIR, 'outbox'), 'test');

  /** The reset links sent to `email` so far, newest first (waits for the first `atLeast`). */
  async function linksTo(email: string, atLeast = 1): Promise<string[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mails = (await outbox().list({ limit: 500 })).filter(
        (m) => m.to.includes(email) && m.subject === 'Set a new password for Casebook',
      );
      const tokens = mails.map((m) => TOKEN.exec(m.text)?.[1]).filter((t): t is string => Boolean(t));
      if (tokens.length >= atLeast || Date.now() > deadline) return tokens;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function client() {
    const c = app.client(freshIp());
    const username = uniqueName('rst');
    const creds = { username, email: `${username}@example.com`, password: 'first-pass-41' };
    expect((await c.post('/api/register', creds)).status).toBe(201);
    return { c, creds };
  }

  async function admin(): Promise<TestClient> {
    const c = app.client(freshIp());
    expect((await signInStaff(c, { ...OPS, userType: 'investigator' })).status).toBe(200);
    return c;
  }

  it('answers the same for a known and an unknown address, and the link sets a new password once, ending every session', async () => {
    const { c: firstSession, creds } = await client();
    const second = app.client(freshIp());
    expect((await second.post('/api/login', creds)).status).toBe(200);

    const unknown = await app.client(freshIp()).post('/api/password-reset', { email: `${uniqueName('nobody')}@example.com` });
    const known = await app.client(freshIp()).post('/api/password-reset', { email: creds.email.toUpperCase() });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ message: MESSAGES.resetSent });

    const [token] = await linksTo(creds.email);
    expect(token).toBeDefined();
    const stored = await db.db.knex('password_resets').select('token_hash');
    expect(stored.map((r: { token_hash: string }) => r.token_hash)).not.toContain(token);

    const browser = app.client(freshIp());
    const weak = await browser.post('/api/password-reset/confirm', { token, password: creds.username, confirmPassword: creds.username });
    expect(weak.status).toBe(400);
    const mismatch = await browser.post('/api/password-reset/confirm', {
      token,
      password: 'new-pass-word-52',
      confirmPassword: 'other-pass-52',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(MESSAGES.passwordsDontMatch);

    const done = await browser.post('/api/password-reset/confirm', {
      token,
      password: 'new-pass-word-52',
      confirmPassword: 'new-pass-word-52',
    });
    expect(done.status).toBe(204);
    expect((await firstSession.get('/api/user')).status).toBe(401);
    expect((await second.get('/api/user')).status).toBe(401);
    expect((await app.client(freshIp()).post('/api/login', creds)).status).toBe(401);
    expect((await app.client(freshIp()).post('/api/login', { ...creds, password: 'new-pass-word-52' })).status).toBe(200);

    const again = await browser.post('/api/password-reset/confirm', {
      token,
      password: 'third-pass-word-3',
      confirmPassword: 'third-pass-word-3',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MESSAGES.resetInvalid);

    expect((await firstSession.get('/api/session')).body).toEqual({ user: null });
  });

  it('records the request and the reset as events of the account', async () => {
    const { c, creds } = await client();
    const { id } = (await c.get('/api/user')).body as { id: number };
    expect((await app.client(freshIp()).post('/api/password-reset', { email: creds.email })).status).toBe(202);
    const [token] = await linksTo(creds.email);
    expect(
      (
        await app
          .client(freshIp())
          .post('/api/password-reset/confirm', { token, password: 'new-pass-word-77', confirmPassword: 'new-pass-word-77' })
      ).status,
    ).toBe(204);
    const types = (await app.server.deps.store.readStream(`user-${id}`)).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['PasswordResetRequested', 'PasswordReset']));
  });

  it('refuses an expired link', async () => {
    const { creds } = await client();
    expect((await app.client(freshIp()).post('/api/password-reset', { email: creds.email })).status).toBe(202);
    const [token] = await linksTo(creds.email);
    await db.db.knex('password_resets').update({ expires_at: new Date(Date.now() - 1000) });
    const res = await app
      .client(freshIp())
      .post('/api/password-reset/confirm', { token, password: 'new-pass-word-8', confirmPassword: 'new-pass-word-8' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.resetInvalid);
    expect((await app.client(freshIp()).post('/api/login', creds)).status).toBe(200);
  });

  it('answers 429 past three asks for one address, known or not', async () => {
    const email = `${uniqueName('flood')}@example.com`;
    for (let i = 0; i < 3; i++) expect((await app.client(freshIp()).post('/api/password-reset', { email })).status).toBe(202);
    const fourth = await app.client(freshIp()).post('/api/password-reset', { email });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    const bad = await app.client(freshIp()).post('/api/password-reset', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.email);
  });

  describe('staff accounts', () => {
    async function investigator(ops: TestClient) {
      const username = uniqueName('inv');
      const creds = { username, email: `${username}@example.com`, password: 'case-work-77' };
      const made = await ops.post('/api/admin/users', { ...creds, role: 'investigator' });
      expect(made.status).toBe(201);
      return { id: made.body.id as number, creds: { ...creds, userType: 'investigator' as const } };
    }

    it('a disabled account cannot sign in, its sessions end, and enabled again it signs in', async () => {
      const ops = await admin();
      const { id, creds } = await investigator(ops);
      const session = app.client(freshIp());
      expect((await signInStaff(session, creds)).status).toBe(200);

      const disabled = await ops.post(`/api/admin/users/${id}/disable`);
      expect(disabled.status).toBe(200);
      expect(disabled.body).toMatchObject({ id, username: creds.username, disabled: true });
      expect((await session.get('/api/user')).status).toBe(401);
      const refused = await app.client(freshIp()).post('/api/login', creds);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(ACCOUNT_MESSAGES.disabled);
      // A wrong password learns nothing of it.
      expect((await app.client(freshIp()).post('/api/login', { ...creds, password: 'wrong-pass-1' })).status).toBe(401);
      const list = await ops.get('/api/admin/users');
      expect(list.body.find((u: { id: number }) => u.id === id)).toMatchObject({ disabled: true });

      const enabled = await ops.post(`/api/admin/users/${id}/enable`);
      expect(enabled.status).toBe(200);
      expect(enabled.body.disabled).toBe(false);
      expect((await signInStaff(app.client(freshIp()), creds)).status).toBe(200);
      expect((await ops.get('/api/admin/users')).body.find((u: { id: number }) => u.id === id)).toMatchObject({ disabled: false });
    });

    it("the admin's reset ends the sessions, the old password stops working, and the link sent sets a new one", async () => {
      const ops = await admin();
      const { id, creds } = await investigator(ops);
      const session = app.client(freshIp());
      expect((await signInStaff(session, creds)).status).toBe(200);
      const reset = await ops.post(`/api/admin/users/${id}/reset-password`);
      expect(reset.status).toBe(202);
      expect((await session.get('/api/user')).status).toBe(401);
      expect((await app.client(freshIp()).post('/api/login', creds)).status).toBe(401);
      const [token] = await linksTo(creds.email);
      const set = await app
        .client(freshIp())
        .post('/api/password-reset/confirm', { token, password: 'fresh-case-88', confirmPassword: 'fresh-case-88' });
      expect(set.status).toBe(204);
      expect((await signInStaff(app.client(freshIp()), { ...creds, password: 'fresh-case-88' })).status).toBe(200);
    });

    it('only investigator and auditor accounts are disabled; unknown ids answer 404', async () => {
      const ops = await admin();
      const { c } = await client();
      const clientId = (await c.get('/api/user')).body.id as number;
      const opsId = (await ops.get('/api/user')).body.id as number;
      for (const target of [clientId, opsId]) {
        const res = await ops.post(`/api/admin/users/${target}/disable`);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(ACCOUNT_MESSAGES.staffOnly);
      }
      expect((await ops.post('/api/admin/users/999999/disable')).status).toBe(404);
      expect((await ops.post('/api/admin/users/abc/disable')).status).toBe(400);
    });
  });
});
