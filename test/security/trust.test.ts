// Issue 10 ("Trust"), findings 1–11: each attack of the review, reproduced against the running
// app, and the answer it must now get.
import { gzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config/index.js';
import { createApp, createRouter } from '../../infra/http/app.js';
import { takesMultipart } from '../../infra/http/guards.js';
import { readUpload } from '../../infra/http/upload.js';
import { TEXT_MESSAGES } from '../../infra/http/text.js';
import { StripePaymentProvider, WebhookSignatureError, WEBHOOK_TOLERANCE_SECONDS } from '../../infra/payments/index.js';
import { createLogger } from '../../infra/logger/index.js';
import { verifyInclusion } from '../../infra/eventstore/merkle.js';
import { toNewEvents } from '../../infra/eventstore/event.js';
import { appDatabaseFlavours, type TestDatabase } from '../support/databases.js';
import { startTestApp, TestClient, uniqueName, type TestApp } from '../support/app.js';
import { freshIp, makePremium, OPS, registerClient, until, type Session } from './fixtures.js';
import { signInStaff } from '../support/staff-sign-in.js';
import { noViewCipher } from '../../infra/crypto/view-cipher.js';

const ENV = {
  OPS_USERNAME: OPS.username,
  OPS_PASSWORD: OPS.password,
  FREE_DAILY_MESSAGES: '3',
  CHAT_RATE_LIMIT_PER_MINUTE: '100',
  AI_OFFLINE_CHUNK_DELAY_MS: '5',
  LOGIN_THROTTLE_MAX: '10',
  LOGIN_THROTTLE_IP_MAX: '20',
};
const flavour = appDatabaseFlavours()[0]!;

/** The events of a Server-Sent Events answer. */
function sseEvents(text: string): { event: string; data: any }[] {
  return text
    .split('\n\n')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return event && data ? { event, data: JSON.parse(data) } : undefined;
    })
    .filter((e): e is { event: string; data: any } => e !== undefined);
}

describe(`issue 10 findings on ${flavour.name}`, () => {
  let db: TestDatabase;
  let app: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, ENV);
    admin = app.client(freshIp());
    expect((await signInStaff(admin, { ...OPS, userType: 'investigator' })).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  async function staff(role: 'investigator' | 'auditor'): Promise<Session> {
    const username = uniqueName(role.slice(0, 3));
    const created = await admin.post('/api/admin/users', { username, email: `${username}@example.com`, password: 'secret-pass', role });
    expect(created.status).toBe(201);
    const client = app.client(freshIp());
    expect(
      (await signInStaff(client, { username, password: 'secret-pass', userType: role === 'auditor' ? 'client' : 'investigator' })).status,
    ).toBe(200);
    return {
      actor: role === 'auditor' ? 'auditor' : 'investigator',
      client,
      user: { id: created.body.id, username, email: `${username}@example.com`, password: 'secret-pass', role },
    };
  }

  async function escalation(owner: Session, caseSummary = 'My brother has been missing since Friday night'): Promise<number> {
    const res = await owner.client.post('/api/escalations', { caseSummary, urgency: 'standard' });
    expect(res.status, res.text).toBe(201);
    return res.body.id;
  }

  describe('1. one string rule: control characters answer 400, never 500, and stop no view', () => {
    it('refuses NUL and other controls in a case summary, a username, a payment secret and a chat message', async () => {
      const owner = await registerClient(app);
      await makePremium(owner);
      const nul = await owner.client.post('/api/escalations', {
        caseSummary: 'Missing since Friday\u0000 night, please help',
        urgency: 'urgent',
      });
      expect(nul.status).toBe(400);
      expect(nul.body.message).toBe(TEXT_MESSAGES.control);
      for (const [route, body] of [
        ['/api/register', { username: 'nul\u0000user', email: 'nul@example.com', password: 'secret-pass' }],
        ['/api/login', { username: 'someone', password: 'secret\u0000pass' }],
        [
          '/api/test-payments/confirm',
          { clientSecret: 'pi_1_secret_\u0000', cardNumber: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
        ],
        ['/api/test-payments/authenticate', { clientSecret: '\u0085pi_1_secret', approve: true }],
        ['/api/messages', { content: 'hello\u0000there' }],
        ['/api/messages/stream', { content: '\u001b[31mred' }],
      ] as const) {
        const res = await owner.client.post(route, body);
        expect(res.status, `${route}: ${res.text}`).toBe(400);
        expect(res.body.message).toBe(TEXT_MESSAGES.control);
      }
      // The view keeps working: a later escalation is listed, and commands do not wait it out.
      const id = await escalation(owner, 'Line one of the summary\nLine two\twith a tab');
      const list = await owner.client.get('/api/escalations');
      expect(list.body.map((e: { id: number }) => e.id)).toContain(id);
      expect(list.body.find((e: { id: number }) => e.id === id).caseSummary).toBe('Line one of the summary\nLine two\twith a tab');
    });

    it('refuses usernames that hide or reorder characters (display spoofing), and normalises to NFC', async () => {
      for (const username of ['admin\u202Etxt.exe', 'ops\u200Badmin', '\u2066sneaky', 'soft\u00ADhyphen']) {
        const res = await app
          .client(freshIp())
          .post('/api/register', { username, email: `${uniqueName()}@example.com`, password: 'secret-pass' });
        expect(res.status, JSON.stringify(username)).toBe(400);
        expect(res.body.message).toBe(TEXT_MESSAGES.invisible);
      }
      const decomposed = `Jose\u0301${uniqueName()}`;
      const res = await app
        .client(freshIp())
        .post('/api/register', { username: decomposed, email: `${uniqueName()}@example.com`, password: 'secret-pass' });
      expect(res.status).toBe(201);
      expect(res.body.username).toBe(decomposed.normalize('NFC'));
    });
  });

  describe('2. the audit endpoint', () => {
    it('gives auditors case and escalation history only, the admin minimised user data, and nobody a password hash', async () => {
      const owner = await registerClient(app);
      await makePremium(owner);
      const id = await escalation(owner);
      expect((await owner.client.post('/api/messages', { content: 'My neighbour is watching me' })).status).toBe(201);
      const auditor = await staff('auditor');
      const userId = owner.user!.id;

      for (const stream of [`user-${userId}`, `conversation-${userId}`, `subscription-${userId}`, `login-${userId}`]) {
        const res = await auditor.client.get(`/api/audit/streams/${stream}`);
        expect(res.status, stream).toBe(403);
        expect(res.body.message).toBe('Auditors read case and escalation history only');
        expect((await auditor.client.get(`/api/audit/streams/${stream}/verify`)).status).toBe(403);
      }
      const caseHistory = await auditor.client.get(`/api/audit/streams/escalation-${id}`);
      expect(caseHistory.status).toBe(200);
      expect(caseHistory.body.events[0].data.pii.caseSummary).toBe('My brother has been missing since Friday night');

      const user = await admin.get(`/api/audit/streams/user-${userId}`);
      expect(user.status).toBe(200);
      const text = JSON.stringify(user.body);
      expect(text).not.toMatch(/passwordHash|\$argon2/);
      expect(text).not.toContain(owner.user!.email);
      expect(user.body.events[0].data.pii).toEqual({ username: owner.user!.username, email: `${owner.user!.email[0]}***@example.com` });
      const chat = await admin.get(`/api/audit/streams/conversation-${userId}`);
      expect(JSON.stringify(chat.body)).not.toContain('My neighbour is watching me');
      // the first message started the user's conversation (ConversationStarted: no personal data), then was sent
      expect(chat.body.events.map((e: { type: string }) => e.type).slice(0, 2)).toEqual(['ConversationStarted', 'MessageSent']);
      expect(chat.body.events[1].data.pii.content).toBe('[redacted: 27 characters]');
    });

    it('records every audit read (who, which stream, when) in an append-only, chained log', async () => {
      const owner = await registerClient(app);
      await makePremium(owner);
      const id = await escalation(owner);
      const auditor = await staff('auditor');
      await auditor.client.get(`/api/audit/streams/escalation-${id}`);
      await auditor.client.get(`/api/audit/streams/escalation-${id}/verify`);
      await auditor.client.get(`/api/audit/streams/user-${owner.user!.id}`); // refused: not recorded as a read
      const log = await admin.get('/api/audit/reads');
      expect(log.status).toBe(200);
      expect(log.body.chain.ok).toBe(true);
      const mine = log.body.reads.filter((r: { readerId: number }) => r.readerId === auditor.user!.id);
      expect(mine.map((r: { action: string; target: string }) => `${r.action} ${r.target}`)).toEqual([
        `verify escalation-${id}`,
        `read escalation-${id}`,
      ]);
      expect(mine[0]).toMatchObject({ readerRole: 'auditor', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
      await expect(db.db.knex('audit_reads').where({ reader_id: auditor.user!.id }).delete()).rejects.toThrow(/append-only/);
      await expect(db.db.knex('audit_reads').update({ target: 'nothing' })).rejects.toThrow(/append-only/);
    });
  });

  describe('3. payments in production', () => {
    it('stops start-up without Stripe keys, naming them, unless PAYMENTS=test; the badge then says test', async () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        /PAYMENTS: production takes real payments: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
      );
      expect(() => loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(
        /set STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
      );
      expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: is required when PAYMENTS=stripe/);
      expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }).PAYMENTS).toBe('test');
      const prod = await startTestApp(db, { ...ENV, NODE_ENV: 'production', PAYMENTS: 'test' });
      try {
        expect((await prod.client().get('/api/config/runtime')).body.payments).toBe('test');
      } finally {
        await prod.close();
      }
    });
  });

  describe('4. the free daily quota', () => {
    it('gives 8 parallel messages exactly one reply (the others 409), counts it once, and interrupts nothing', async () => {
      const owner = await registerClient(app);
      const cookie = owner.client
        .cookieNames()
        .map((n) => `${n}=${owner.client.cookie(n)}`)
        .join('; ');
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          fetch(`${app.url}/api/messages/stream`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
            body: JSON.stringify({ content: `Parallel question number ${i}` }),
          }).then(async (r) => ({ status: r.status, text: await r.text() })),
        ),
      );
      const streamed = answers.filter((a) => a.status === 200);
      expect(streamed, JSON.stringify(answers.map((a) => [a.status, a.text.slice(0, 300)]))).toHaveLength(1);
      expect(sseEvents(streamed[0]!.text).at(-1)!.event).toBe('done');
      expect(answers.filter((a) => a.status === 409).map((a) => JSON.parse(a.text).message)).toEqual(
        Array(7).fill('Please wait for the current reply to finish before sending another message.'),
      );
      expect(answers.some((a) => a.text.includes('CONVERSATION_CLEARED'))).toBe(false);
      // A read answers what the commands did, or (past the read-your-writes wait, when another
      // suite's transaction holds the cluster-wide visibility horizon back) a retryable 503 first.
      const visible = (path: string) =>
        until(
          () => owner.client.get(path),
          (r) => r.status !== 503,
        );
      expect((await visible('/api/messages/usage')).body).toMatchObject({ usedToday: 1, remainingToday: 2 });

      // In turn: exactly min(N, quota) replies, the same count in usage, then the quota's 429.
      const sequential = [];
      for (let i = 0; i < 4; i++) sequential.push(await owner.client.post('/api/messages', { content: `Question ${i}` }));
      expect(sequential.map((r) => r.status)).toEqual([201, 201, 429, 429]);
      expect(sequential[2]!.body.message).toMatch(/quota/);
      const usage = await visible('/api/messages/usage');
      expect(usage.body).toMatchObject({ usedToday: 3, remainingToday: 0 });
      const replies = (await visible('/api/messages')).body.filter((m: { isUser: boolean }) => !m.isUser);
      expect(replies).toHaveLength(3);
    });
  });

  describe('5 and 6. login throttling and concurrent commands', () => {
    it('counts 40 parallel wrong passwords for 40 accounts from one address: 20 answer 401, 20 answer 429, none 500', async () => {
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => app.client(ip).post('/api/login', { username: uniqueName('spray'), password: 'wrong-pass' })),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      expect(Number(answers.find((a) => a.status === 429)!.headers.get('retry-after'))).toBeGreaterThan(800);
    });

    it('keys the address on the trusted proxy hop, never on the client-controlled left of X-Forwarded-For', async () => {
      const proxy = freshIp();
      for (let i = 0; i < 20; i++) {
        const c = new TestClient(app.url, { 'x-forwarded-for': `203.0.113.${i}, ${proxy}` });
        expect((await c.post('/api/login', { username: uniqueName('xff'), password: 'wrong-pass' })).status).toBe(401);
      }
      const spoofed = new TestClient(app.url, { 'x-forwarded-for': `198.51.100.77, ${proxy}` });
      expect((await spoofed.post('/api/login', { username: uniqueName('xff'), password: 'wrong-pass' })).status).toBe(429);
    });

    it('does not lock the owner (or the ops account) out after 10 wrong passwords from anywhere, and slows strangers down', async () => {
      const owner = await registerClient(app);
      const attack = (username: string) =>
        Promise.all(Array.from({ length: 12 }, () => app.client(freshIp()).post('/api/login', { username, password: 'wrong-pass-1' })));
      const hits = await attack(owner.user!.username);
      // The first 10 (LOGIN_THROTTLE_MAX) are tried, parallel or not; the rest wait their turn.
      expect(hits.filter((h) => h.status === 401)).toHaveLength(10);
      expect(hits.filter((h) => h.status === 429)).toHaveLength(2);
      // The owner's own browser (it signed up here): no wait at all.
      expect((await owner.client.post('/api/login', { username: owner.user!.username, password: 'secret-pass' })).status).toBe(200);
      // A browser the account never used waits (Retry-After in seconds), then may try again.
      const stranger = await app.client(freshIp()).post('/api/login', { username: owner.user!.username, password: 'secret-pass' });
      expect(stranger.status).toBe(429);
      expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(stranger.headers.get('retry-after'))).toBeLessThanOrEqual(30);

      await attack(OPS.username);
      expect((await signInStaff(admin, { ...OPS, userType: 'investigator' })).status).toBe(200);
    });

    it('keeps the account stream short: sign-ins go to login-{id}, and 5 parallel sign-ins all succeed', async () => {
      const owner = await registerClient(app);
      const before = (
        await db.db
          .knex('events')
          .where({ stream: `user-${owner.user!.id}` })
          .count<{ n: string }[]>({ n: '*' })
      )[0]!.n;
      const logins = await Promise.all(
        Array.from({ length: 5 }, () => owner.client.post('/api/login', { username: owner.user!.username, password: 'secret-pass' })),
      );
      expect(logins.map((l) => l.status)).toEqual([200, 200, 200, 200, 200]);
      expect((await owner.client.post('/api/login', { username: owner.user!.username, password: 'wrong-pass' })).status).toBe(401);
      const after = (
        await db.db
          .knex('events')
          .where({ stream: `user-${owner.user!.id}` })
          .count<{ n: string }[]>({ n: '*' })
      )[0]!.n;
      expect(Number(after)).toBe(Number(before));
      const loginEvents = await db.db
        .knex('events')
        .where({ stream: `login-${owner.user!.id}` })
        .orderBy('version')
        .select('type');
      expect(loginEvents.map((e: { type: string }) => e.type)).toEqual([...Array(5).fill('LoggedIn'), 'LoginFailed']);
    });

    it('answers parallel commands on one stream without a 500, and the throttle counts every failure', async () => {
      const owner = await registerClient(app);
      const prefs = (on: boolean) => ({
        emailCaseUpdates: on,
        emailInvestigatorMessages: true,
        emailMarketing: on,
        inAppCaseReminders: true,
        inAppSubscriptionAlerts: true,
      });
      const puts = await Promise.all(Array.from({ length: 25 }, (_, i) => owner.client.put('/api/user/notifications', prefs(i % 2 === 0))));
      expect(puts.filter((p) => p.status !== 200 && p.status !== 409)).toEqual([]);
      expect(puts.filter((p) => p.status === 200).length).toBeGreaterThan(0);

      const target = await registerClient(app);
      const wrong = await Promise.all(
        Array.from({ length: 40 }, () =>
          app.client(freshIp()).post('/api/login', { username: target.user!.username, password: 'wrong-pass' }),
        ),
      );
      expect(wrong.filter((w) => w.status !== 401 && w.status !== 429)).toEqual([]);
      const counted = await db.db
        .knex('login_throttle')
        .where({ scope: 'account', username: target.user!.username.toLowerCase() })
        .first('attempts');
      expect(Number(counted.attempts)).toBe(wrong.filter((w) => w.status === 401).length);
      const failedEvents = await db.db
        .knex('events')
        .where({ stream: `login-${target.user!.id}`, type: 'LoginFailed' })
        .count<{ n: string }[]>({ n: '*' });
      expect(Number(failedEvents[0]!.n)).toBe(wrong.filter((w) => w.status === 401).length);
    });
  });

  describe('7 and 8. what a state-changing request must look like', () => {
    it('refuses cross-site requests (Origin or Sec-Fetch-Site) with 403 and form or text bodies with 415', async () => {
      const owner = await registerClient(app);
      const form = `username=${owner.user!.username}&email=evil%40example.com`;
      const evil = { origin: 'https://evil.example' };
      const attempts: [string, string, string | undefined, Record<string, string>, number][] = [
        ['PUT', '/api/user/profile', form, { 'content-type': 'application/x-www-form-urlencoded', ...evil }, 403],
        ['PUT', '/api/user/profile', form, { 'content-type': 'application/x-www-form-urlencoded' }, 415],
        [
          'PUT',
          '/api/user/profile',
          JSON.stringify({ username: owner.user!.username, email: 'evil@example.com' }),
          { 'content-type': 'application/json', ...evil },
          403,
        ],
        ['POST', '/api/messages', 'content=hello', { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' }, 403],
        ['POST', '/api/messages', '{"content":"hello"}', { 'content-type': 'text/plain' }, 415],
        ['POST', '/api/subscription', '{}', { 'content-type': 'application/json', origin: 'null' }, 403],
        ['POST', '/api/logout', undefined, { 'sec-fetch-site': 'cross-site' }, 403],
        ['DELETE', '/api/messages', undefined, evil, 403],
        [
          'POST',
          '/api/messages',
          '--x\r\nContent-Disposition: form-data; name="content"\r\n\r\nhi\r\n--x--\r\n',
          { 'content-type': 'multipart/form-data; boundary=x' },
          415,
        ],
      ];
      for (const [method, route, body, headers, status] of attempts) {
        const res = await owner.client.request(method, route, body, headers);
        expect(res.status, `${method} ${route} ${JSON.stringify(headers)}`).toBe(status);
        expect(typeof res.body.message).toBe('string');
      }
      expect((await owner.client.get('/api/user')).body.email).toBe(owner.user!.email);
      // A sibling subdomain is another origin (issue 29, low): same-site is refused too.
      const sibling = await owner.client.request('POST', '/api/subscription/cancel', undefined, {
        origin: 'https://evil.casebook.example',
        'sec-fetch-site': 'same-site',
      });
      expect(sibling.status).toBe(403);
      expect(sibling.body.message).toBe('Cross-site requests are not allowed');
      // Same-origin browsers, and clients without Origin, still work.
      const own = new URL(app.url).origin;
      expect(
        (
          await owner.client.request(
            'PUT',
            '/api/user/notifications',
            JSON.stringify({
              emailCaseUpdates: true,
              emailInvestigatorMessages: true,
              emailMarketing: false,
              inAppCaseReminders: true,
              inAppSubscriptionAlerts: true,
            }),
            { 'content-type': 'application/json', origin: own, 'sec-fetch-site': 'same-origin' },
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await owner.client.request(
            'PUT',
            '/api/user/privacy',
            JSON.stringify({ conversationHistory: true, aiTraining: false, usageAnalytics: true, maskPersonalData: true }),
            { 'content-type': 'application/json', origin: 'https://app.casebook.example', 'sec-fetch-site': 'same-site' },
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await owner.client.request(
            'PUT',
            '/api/user/privacy',
            JSON.stringify({ conversationHistory: true, aiTraining: false, usageAnalytics: true, maskPersonalData: true }),
            { 'content-type': 'application/json', origin: own },
          )
        ).status,
      ).toBe(200);
    });

    it('lets multipart through only on a route that says it takes it (upload routes)', async () => {
      const uploads = createRouter();
      uploads.post('/api/uploads', takesMultipart(), async (ctx) => {
        const file = await readUpload(ctx, { field: 'file', maxBytes: 1000, tooLarge: 'Too large', missing: 'No file' });
        ctx.body = { name: file.name, bytes: file.bytes.length };
      });
      const json = createRouter();
      json.post('/api/notes', (ctx) => {
        ctx.body = { got: ctx.request.body };
      });
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
      const koa = createApp({
        config,
        logger: createLogger(config),
        knex: db.db.knex,
        // No request here carries an idempotency key: nothing is sealed.
        cipher: noViewCipher(),
        resolveUser: async () => undefined,
        routers: [uploads, json],
        sessionKeys: ['k'.repeat(32)],
      });
      const server = koa.listen(0, '127.0.0.1');
      await new Promise((r) => server.once('listening', r));
      try {
        const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
        const multipart = () => {
          const form = new FormData();
          form.append('file', new Blob([Buffer.from('%PDF-1.4 hello')]), 'report.pdf');
          return form;
        };
        const up = await fetch(`${base}/api/uploads`, { method: 'POST', body: multipart() });
        expect(up.status).toBe(200);
        expect(await up.json()).toEqual({ name: 'report.pdf', bytes: 14 });
        const refused = await fetch(`${base}/api/notes`, { method: 'POST', body: multipart() });
        expect(refused.status).toBe(415);
        const asJson = await fetch(`${base}/api/uploads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        expect(asJson.status).toBe(415);
      } finally {
        await new Promise((r) => server.close(r));
      }
    });

    it('answers a body that is not what its Content-Encoding says with 400 on every state-changing endpoint, never 500', async () => {
      const owner = await registerClient(app);
      const routes = app.server.routes().filter((r) => !r.startsWith('GET '));
      expect(routes.length).toBeGreaterThan(15);
      for (const route of routes) {
        const [method, p] = route.split(' ') as [string, string];
        const url = p.replace(/:\w+/g, '1');
        for (const encoding of ['gzip', 'deflate', 'br']) {
          const res = await owner.client.request(method, url, '{"not":"compressed"}', {
            'content-type': 'application/json',
            'content-encoding': encoding,
          });
          expect(res.status, `${route} ${encoding}: ${res.text}`).toBe(400);
          expect(res.body.message).toBe('The request body could not be decompressed: it does not match its Content-Encoding');
        }
        const unknown = await owner.client.request(method, url, '{}', {
          'content-type': 'application/json',
          'content-encoding': 'zstd-nope',
        });
        expect(unknown.status, route).toBe(415);
      }
      // A real gzip body is read as JSON.
      const gz = await fetch(`${app.url}/api/user/privacy`, {
        method: 'PUT',
        headers: {
          cookie: owner.client
            .cookieNames()
            .map((n) => `${n}=${owner.client.cookie(n)}`)
            .join('; '),
          'content-type': 'application/json',
          'content-encoding': 'gzip',
        },
        body: gzipSync(JSON.stringify({ conversationHistory: false, aiTraining: false, usageAnalytics: true, maskPersonalData: true })),
      });
      expect(gz.status).toBe(200);
    });
  });

  describe('9. crypto-shredding', () => {
    it('stores nothing readable for an erased user afterwards, and purges the throttle of the account', async () => {
      const owner = await registerClient(app);
      const id = owner.user!.id;
      await app.client(freshIp()).post('/api/login', { username: owner.user!.username, password: 'wrong-pass' });
      expect(await db.db.knex('login_throttle').where({ username: owner.user!.username.toLowerCase() }).first()).toBeDefined();
      expect(await db.db.knex('login_known').where({ user_id: id }).first()).toBeDefined();
      const keyRow = await db.db.knex('user_keys').where({ user_id: id }).first();
      expect(keyRow.key).toBeNull(); // wrapped by the KEK only
      expect(keyRow.wrapped).not.toBeNull();

      expect((await owner.client.post('/api/user/erase', { password: 'secret-pass' })).status).toBe(204);
      expect(await db.db.knex('login_throttle').where({ username: owner.user!.username.toLowerCase() }).first()).toBeUndefined();
      expect(await db.db.knex('login_known').where({ user_id: id }).first()).toBeUndefined();
      expect(await db.db.knex('user_keys').where({ user_id: id }).first()).toBeUndefined();

      // A reply that finishes just after the erasure: refused, no key is made, the view stays empty.
      const late = toNewEvents(
        [
          {
            type: 'AssistantReplied',
            data: {
              userId: id,
              messageId: randomUUID(),
              replyId: randomUUID(),
              repliedAt: new Date().toISOString(),
              engine: 'offline',
              kept: true,
              chars: 5,
              pii: { content: 'late!' },
            },
          },
        ],
        {},
        { piiSubject: id },
      );
      await expect(app.server.deps.store.appendToStream(`conversation-${id}`, late, { expectedVersion: 'any' })).rejects.toMatchObject({
        status: 410,
      });
      expect(await db.db.knex('user_keys').where({ user_id: id }).first()).toBeUndefined();
      expect(await db.db.knex('messages_view').where({ user_id: id }).first()).toBeUndefined();
    });
  });

  describe('10. anchors', () => {
    it('lets an auditor check an escalation stream against an anchor with an inclusion proof', async () => {
      const owner = await registerClient(app);
      await makePremium(owner);
      const id = await escalation(owner);
      const anchor = (await app.server.anchors.seal()) ?? (await app.server.anchors.list()).at(-1)!;
      const auditor = await staff('auditor');
      const list = await auditor.client.get('/api/audit/anchors');
      expect(list.status).toBe(200);
      expect(list.body.chain.ok).toBe(true);
      expect(list.body.anchors.at(-1)).toMatchObject({ seq: anchor.seq, root: anchor.root, hash: anchor.hash });
      const proof = await auditor.client.get(`/api/audit/anchors/${anchor.seq}/streams/escalation-${id}`);
      expect(proof.status).toBe(200);
      expect(proof.body).toMatchObject({ included: true, streamMatches: true, leaf: { stream: `escalation-${id}`, version: 1 } });
      expect(verifyInclusion(proof.body)).toBe(true); // the auditor's own check, from the answer alone
      expect((await auditor.client.get(`/api/audit/anchors/${anchor.seq}/streams/user-${owner.user!.id}`)).status).toBe(403);
      expect((await auditor.client.get(`/api/audit/anchors/999999/streams/escalation-${id}`)).status).toBe(404);
      // The audit read log's head is anchored too.
      const next = await app.server.anchors.seal();
      expect(next).toBeDefined();
      expect((await app.server.anchors.headsAt(next!.seq)).some((l) => l.stream === '$audit-reads')).toBe(true);
    });
  });

  describe('11. smaller findings', () => {
    it('keeps auditors read-only: no profile change, no subscription, no messages', async () => {
      const auditor = await staff('auditor');
      expect(
        (await auditor.client.put('/api/user/profile', { username: auditor.user!.username, email: 'changed@example.com' })).status,
      ).toBe(403);
      expect((await auditor.client.post('/api/subscription', {})).status).toBe(403);
      expect((await auditor.client.post('/api/messages', { content: 'hello' })).status).toBe(403);
      expect(
        (
          await auditor.client.put('/api/user/password', {
            currentPassword: 'secret-pass',
            newPassword: 'secret-pass-2',
            confirmPassword: 'secret-pass-2',
          })
        ).status,
      ).toBe(204);
      expect((await auditor.client.get('/api/user')).body.email).toBe(auditor.user!.email);
    });

    it('serves no source maps in production', async () => {
      const webRoot = await mkdtemp(path.join(os.tmpdir(), 'casebook-web-'));
      await mkdir(path.join(webRoot, 'assets'));
      await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Casebook</title>');
      await writeFile(path.join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)\n//# sourceMappingURL=app-1234.js.map');
      await writeFile(path.join(webRoot, 'assets', 'app-1234.js.map'), '{"version":3,"sources":["secret.ts"]}');
      for (const [env, status] of [
        ['production', 404],
        ['development', 200],
      ] as const) {
        const served = await startTestApp(db, { ...ENV, NODE_ENV: env, PAYMENTS: 'test' }, { webRoot });
        try {
          expect((await served.client().get('/assets/app-1234.js')).status).toBe(200);
          expect((await served.client().get('/assets/app-1234.js.map')).status, env).toBe(status);
        } finally {
          await served.close();
        }
      }
    });

    it('refuses webhook signatures made for the future as well as stale ones (symmetric tolerance)', () => {
      const stripe = new StripePaymentProvider({ secretKey: 'sk_test_x', publishableKey: null, webhookSecret: 'whsec_trust' });
      const payload = JSON.stringify({
        id: 'evt_t',
        object: 'event',
        type: 'invoice.paid',
        created: 1,
        data: { object: { id: 'in_1', object: 'invoice' } },
      });
      const sign = (timestamp: number) =>
        new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: 'whsec_trust', timestamp });
      const now = Math.floor(Date.now() / 1000);
      expect(stripe.parseWebhook(payload, sign(now)).id).toBe('evt_t');
      expect(stripe.parseWebhook(payload, sign(now + 60)).id).toBe('evt_t');
      expect(() => stripe.parseWebhook(payload, sign(now + 10 * 60))).toThrow(WebhookSignatureError);
      expect(() => stripe.parseWebhook(payload, sign(now - WEBHOOK_TOLERANCE_SECONDS - 5))).toThrow(WebhookSignatureError);
    });

    it('answers 405 and an unknown method with JSON', async () => {
      const c = app.client();
      const res = await c.request('PATCH', '/api/health', '{}');
      expect(res.status).toBe(405);
      expect(res.headers.get('content-type')).toMatch(/json/);
      expect(res.body).toMatchObject({ code: 'METHOD_NOT_ALLOWED', message: expect.stringContaining('allowed: HEAD, GET') });
    });
  });

  it('is still healthy after all of it', async () => {
    const health = await until(
      () => app.client().get('/api/health'),
      (r) => r.status === 200,
    );
    expect(health.status).toBe(200);
  });
});
