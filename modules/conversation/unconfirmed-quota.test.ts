// The free allowance of an account whose email is not confirmed (issue 29 M6), through HTTP against
// the real app: FREE_DAILY_MESSAGES 4 and UNCONFIRMED_DAILY_MESSAGES 2. A new account gets 2 messages
// a day, then a 429 of its own that says to confirm the email; the usage says both allowances; once
// the link is opened the account has the free plan's 4 and, past them, SPEC's quota words. Premium is
// unlimited whether confirmed or not.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { OutboxEmailSender } from '../../infra/email/index.js';
import { MESSAGES, UNCONFIRMED_QUOTA_CODE, unconfirmedQuotaMessage } from './contract.js';

const FREE = 4;
const UNCONFIRMED = 2;
const YEAR = new Date().getUTCFullYear();
let ip = 0;

describe.each(appDatabaseFlavours())('the allowance of an unconfirmed email on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, {
      PUBLIC_URL: 'https://casebook.example',
      FREE_DAILY_MESSAGES: String(FREE),
      UNCONFIRMED_DAILY_MESSAGES: String(UNCONFIRMED),
      CHAT_RATE_LIMIT_PER_MINUTE: '50',
      AI_OFFLINE_CHUNK_DELAY_MS: '0',
    });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  async function signUp(): Promise<{ c: TestClient; email: string }> {
    const c = app.client(`10.66.${Math.floor(++ip / 250)}.${ip % 250}`);
    const username = uniqueName('unconf');
    const email = `${username}@example.com`;
    expect((await c.post('/api/register', { username, email, password: 'secret-pass' })).status).toBe(201);
    return { c, email };
  }

  /** Opens the confirmation link emailed to `email` (read from the outbox, as the user's mail client would). */
  async function confirm(email: string): Promise<void> {
    const outbox = new OutboxEmailSender(path.join(app.server.deps.config.DATA_DIR, 'outbox'), 'test');
    const mail = (await outbox.list({ limit: 500 })).find((m) => m.to.includes(email) && m.subject === 'Confirm your email for Casebook');
    const link = mail && /https:\/\/casebook\.example\/verify-email\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link, `a confirmation link to ${email}`).toBeDefined();
    const token = new URL(link!).searchParams.get('token');
    expect((await app.client().post('/api/user/verify-email', { token })).status).toBe(204);
  }

  const ask = (c: TestClient, n: number) => c.post('/api/messages', { content: `How do I find a missing person? (${n})` });

  it('reads the standing the chat asks for each message as the full account has it, before and after confirming', async () => {
    const { c, email } = await signUp();
    const id = (await c.get('/api/user')).body.id as number;
    const identity = app.server.api.identity;
    const pick = ({ active, role, privacy, emailConfirmed }: Awaited<ReturnType<typeof identity.account>>) => ({
      active,
      role,
      privacy,
      emailConfirmed,
    });
    expect(await identity.standing(id)).toEqual(pick(await identity.account(id)));
    expect(await identity.standing(id)).toMatchObject({ active: true, role: 'client', emailConfirmed: false });
    await confirm(email);
    expect(await identity.standing(id)).toMatchObject({ emailConfirmed: true });
    expect(await identity.standing(id)).toEqual(pick(await identity.account(id)));
    expect(await identity.standing(987_654_321)).toEqual({ active: false, role: null, privacy: null, emailConfirmed: false });
  });

  it('gives an unconfirmed account the smaller allowance, then a 429 that says to confirm; confirmed, the free plan’s', async () => {
    const { c, email } = await signUp();
    expect((await c.get('/api/messages/usage')).body).toMatchObject({
      plan: 'free',
      usedToday: 0,
      dailyLimit: UNCONFIRMED,
      remainingToday: UNCONFIRMED,
      confirmedDailyLimit: FREE,
    });
    for (let i = 0; i < UNCONFIRMED; i++) expect((await ask(c, i)).status).toBe(201);
    const refused = await ask(c, UNCONFIRMED);
    expect(refused.status, refused.text).toBe(429);
    expect(refused.body).toEqual({ message: unconfirmedQuotaMessage(UNCONFIRMED, FREE), code: UNCONFIRMED_QUOTA_CODE });
    expect(refused.body.message).toContain('Confirm your email');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The streaming send is refused the same way, before any stream opens.
    const streamed = await c.post('/api/messages/stream', { content: 'one more' });
    expect([streamed.status, streamed.body.code]).toEqual([429, UNCONFIRMED_QUOTA_CODE]);
    expect((await c.get('/api/messages/usage')).body).toMatchObject({ usedToday: UNCONFIRMED, dailyLimit: UNCONFIRMED, remainingToday: 0 });

    await confirm(email);
    const usage = (await c.get('/api/messages/usage')).body;
    expect(usage).toMatchObject({ plan: 'free', usedToday: UNCONFIRMED, dailyLimit: FREE, remainingToday: FREE - UNCONFIRMED });
    expect(usage).not.toHaveProperty('confirmedDailyLimit');
    for (let i = UNCONFIRMED; i < FREE; i++) expect((await ask(c, i)).status).toBe(201);
    const past = await ask(c, FREE);
    expect([past.status, past.body.message, past.body.code]).toEqual([429, MESSAGES.quota, 'TOO_MANY_REQUESTS']);
  });

  it('leaves Premium unlimited while the email is unconfirmed', async () => {
    const { c } = await signUp();
    const sub = await c.post('/api/subscription', {});
    expect(sub.status, sub.text).toBe(200);
    const paid = await c.post('/api/test-payments/confirm', {
      clientSecret: sub.body.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: YEAR + 3,
      cvc: '123',
    });
    expect(paid.body.status).toBe('succeeded');
    await expect.poll(async () => (await c.get('/api/subscription')).body.isSubscribed, { timeout: 10_000 }).toBe(true);
    for (let i = 0; i <= FREE; i++) expect((await ask(c, i)).status).toBe(201);
    const usage = (await c.get('/api/messages/usage')).body;
    expect(usage).toMatchObject({ plan: 'premium', dailyLimit: null, remainingToday: null });
    expect(usage).not.toHaveProperty('confirmedDailyLimit');
  });
});
