// Email verification through HTTP (issue 29 item 5; decision 0048): registration sends a link
// through the email adapter (the outbox here), the link's token confirms the address once, a new
// address unconfirms it, and a new link waits a minute.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp } from '../../test/support/app.js';
import { OutboxEmailSender } from '../../infra/email/index.js';
import { MESSAGES } from './contract.js';

let ipCounter = 0;
const freshIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(appDatabaseFlavours())('email verification on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { PUBLIC_URL: 'https://casebook.example' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  async function linkSentTo(email: string): Promise<string> {
    const outbox = new OutboxEmailSender(path.join(app.server.deps.config.DATA_DIR, 'outbox'), 'test');
    const mail = (await outbox.list({ limit: 500 })).find((m) => m.to.includes(email));
    expect(mail?.subject).toBe('Confirm your email for Casebook');
    const link = /https:\/\/casebook\.example\/verify-email\?token=[A-Za-z0-9_-]{43}/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    return new URL(link!).searchParams.get('token')!;
  }

  it('sends a new account a link whose token confirms its address once', async () => {
    const c = app.client(freshIp());
    const username = uniqueName('ver');
    const email = `${username}@example.com`;
    expect((await c.post('/api/register', { username, email, password: 'secret-pass' })).status).toBe(201);
    expect((await c.get('/api/user/email-verification')).body).toEqual({ email, verified: false });
    const token = await linkSentTo(email);
    // The link may be opened in another browser, signed out.
    expect((await app.client(freshIp()).post('/api/user/verify-email', { token })).status).toBe(204);
    expect((await c.get('/api/user/email-verification')).body).toEqual({ email, verified: true });
    const again = await app.client(freshIp()).post('/api/user/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MESSAGES.verificationInvalid);
    // A new address is not confirmed until its own link is opened.
    const other = `${uniqueName('new')}@example.com`;
    expect((await c.put('/api/user/profile', { username, email: other })).status).toBe(200);
    expect((await c.get('/api/user/email-verification')).body).toEqual({ email: other, verified: false });
  });

  it('refuses an unknown token and waits a minute between links', async () => {
    const c = app.client(freshIp());
    const username = uniqueName('ver');
    expect((await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' })).status).toBe(201);
    const unknown = await c.post('/api/user/verify-email', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(400);
    const soon = await c.post('/api/user/verify-email/resend');
    expect(soon.status).toBe(429);
    expect(soon.body.message).toBe(MESSAGES.verificationTooSoon);
    await db.db.knex('email_verifications').update({ created_at: new Date(Date.now() - 120_000) });
    expect((await c.post('/api/user/verify-email/resend')).status).toBe(204);
  });
});
