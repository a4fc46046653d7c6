// The inquiry loop through HTTP against the real app (issue 30, item 3): the client chooses what
// contact details to share, the linked investigator sees them and answers in the app or by email
// (the mail adapter: the test app's outbox), the client is notified either way; a consultation
// carries its time zone and its .ics invitation (RFC 5545) with reschedule and cancel links; reviews
// open only once the inquiry was answered or a consultation was held.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { OutboxEmailSender } from '../../infra/email/index.js';
import { MESSAGES, type InquiryRow } from './index.js';
import { INQUIRY_MESSAGES } from './inquiry-decider.js';
import { INVESTIGATOR_MESSAGES } from './investigator-decider.js';
import { signInStaff } from '../../test/support/staff-sign-in.js';

async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const OPS = { username: 'opsinquiryloop', password: 'ops-password-1' };
const YEAR = new Date().getUTCFullYear();

describe.each(appDatabaseFlavours())('the inquiry loop on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let admin: TestClient;
  let outbox: OutboxEmailSender;
  let piId: string;
  let investigator: { client: TestClient; id: number; email: string };

  const signUp = async () => {
    const c = app.client();
    const username = uniqueName('loop');
    const res = await c.post('/api/register', { username, email: `${username}@example.com`, password: 'secret-pass' });
    expect(res.status).toBe(201);
    return { client: c, id: res.body.id as number, username, email: `${username}@example.com` };
  };
  const inquiry = (over: Record<string, unknown> = {}) => ({
    piId,
    investigationType: 'Surveillance',
    location: 'Austin, TX',
    description: 'Two days of surveillance, please.',
    budget: '$1,000 - $2,500',
    ...over,
  });
  /** The outbox's messages to an address, parsed (attachments with their content). */
  const mailTo = async (to: string) => {
    const entries = (await outbox.list({ limit: 500 })).filter((e) => e.to.includes(to));
    return Promise.all(entries.map(async (e) => simpleParser(await readFile(path.join(outbox.dir, `${e.id}.eml`)))));
  };
  const notificationsOf = async (c: TestClient) => {
    const res = await c.get<{ items?: { title: string; message: string }[] }>('/api/notifications');
    return { ...res, body: res.body.items ?? [] };
  };

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password, PUBLIC_URL: 'https://casebook.example' });
    outbox = app.server.email as OutboxEmailSender;
    admin = app.client();
    expect((await signInStaff(admin, { ...OPS, userType: 'investigator' })).status).toBe(200);
    const listed = await admin.post('/api/admin/investigators', {
      fullName: 'Loop Sample PI (sample)',
      licenseNumber: uniqueName('LIC'),
      licenseExpiration: `${YEAR + 2}-06-30`,
      licenseState: 'TX',
      specializations: ['Surveillance'],
      email: 'listing@example.com',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    });
    expect(listed.status, listed.text).toBe(201);
    piId = listed.body.id;
    const username = uniqueName('inv');
    const made = await admin.post('/api/admin/users', {
      username,
      email: `${username}@example.com`,
      password: 'secret-pass',
      role: 'investigator',
    });
    expect(made.status).toBe(201);
    investigator = { client: app.client(), id: made.body.id, email: `${username}@example.com` };
    expect((await signInStaff(investigator.client, { username, password: 'secret-pass', userType: 'investigator' })).status).toBe(200);
    expect((await admin.put(`/api/admin/investigators/${piId}/account`, { userId: investigator.id })).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('shares what the client chose; the investigator answers by email through the mail adapter; the client is notified', async () => {
    const client = await signUp();
    const badPhone = await client.client.post('/api/pi-inquiries', inquiry({ phone: 'call me' }));
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message).toBe(MESSAGES.phoneFormat);

    const sent = await client.client.post('/api/pi-inquiries', inquiry({ shareEmail: true, phone: '+1 (512) 555-0142' }));
    expect(sent.status, sent.text).toBe(201);
    const id = sent.body.id as string;
    const seen = (await investigator.client.get<InquiryRow[]>('/api/pi-inquiries')).body.find((i) => i.id === id);
    expect(seen?.contact).toEqual({ name: client.username, email: client.email, phone: '+1 (512) 555-0142' });

    // A review before any answer: refused, with why.
    const early = await client.client.post('/api/pi-reviews', { piId, rating: 5 });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(INVESTIGATOR_MESSAGES.notYet);

    const answered = await investigator.client.patch(`/api/pi-inquiries/${id}`, {
      response: 'I can start Monday.',
      estimatedCost: 800,
      channel: 'email',
    });
    expect(answered.status, answered.text).toBe(200);
    expect(answered.body.channel).toBe('email');
    const mine = (await client.client.get<InquiryRow[]>('/api/pi-inquiries')).body[0]!;
    expect(mine).toMatchObject({ id, status: 'answered', answerChannel: 'email', piResponse: 'I can start Monday.' });

    const mails = await eventually(
      () => mailTo(client.email),
      (m) => m.some((x) => x.subject?.includes('Loop Sample PI (sample) answered your inquiry')),
    );
    const answer = mails.find((x) => x.subject?.includes('Loop Sample PI (sample) answered your inquiry'))!;
    expect(answer.text).toContain('I can start Monday.');
    expect(answer.text).toContain('$800.00');
    expect(answer.replyTo?.text).toContain(investigator.email);
    const told = await eventually(
      () => notificationsOf(client.client),
      (r) => r.body.some((n) => n.title === 'A private investigator answered your inquiry'),
    );
    expect(told.body.map((n) => n.title)).toContain('A private investigator answered your inquiry');

    // Answered: the review opens.
    expect((await client.client.post('/api/pi-reviews', { piId, rating: 5, review: 'Clear answer.' })).status).toBe(201);
  });

  it('shares nothing unless asked; an answer in the app notifies the client; email answers need a shared address', async () => {
    const client = await signUp();
    const sent = await client.client.post('/api/pi-inquiries', inquiry());
    const id = sent.body.id as string;
    const seen = (await investigator.client.get<InquiryRow[]>('/api/pi-inquiries')).body.find((i) => i.id === id);
    expect(seen?.contact).toEqual({ name: client.username, email: null, phone: null });
    const byEmail = await investigator.client.patch(`/api/pi-inquiries/${id}`, { response: 'Yes.', estimatedCost: 100, channel: 'email' });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.message).toBe(INQUIRY_MESSAGES.noSharedEmail);
    expect((await investigator.client.patch(`/api/pi-inquiries/${id}`, { response: 'Yes.', estimatedCost: 100 })).status).toBe(200);
    const told = await eventually(
      () => notificationsOf(client.client),
      (r) => r.body.some((n) => n.title === 'A private investigator answered your inquiry'),
    );
    expect(told.body.some((n) => n.message.includes('Yes.'))).toBe(true);
    // No answer by email (the notification's own email, by the client's preferences, is another matter).
    expect((await mailTo(client.email)).filter((m) => m.subject?.includes('Loop Sample PI (sample) answered your inquiry'))).toEqual([]);
  });

  it('a consultation carries its time zone and an .ics with reschedule and cancel links; a held one opens reviews', async () => {
    const client = await signUp();
    const id = (await client.client.post('/api/pi-inquiries', inquiry({ shareEmail: true }))).body.id as string;
    const bad = await client.client.put(`/api/pi-inquiries/${id}/consultation`, {
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      timeZone: 'Mars/Olympus',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.timeZone);

    const start = new Date(Date.UTC(YEAR + 1, 6, 10, 21, 0)); // 4 PM in Chicago (CDT, UTC-5)
    const booked = await client.client.put(`/api/pi-inquiries/${id}/consultation`, {
      startsAt: start.toISOString(),
      timeZone: 'America/Chicago',
    });
    expect(booked.status, booked.text).toBe(200);
    const row = (await client.client.get<InquiryRow[]>('/api/pi-inquiries')).body.find((i) => i.id === id)!;
    expect(row.consultation).toEqual({
      status: 'scheduled',
      scheduledAt: start.toISOString(),
      duration: 60,
      timeZone: 'America/Chicago',
      cancelReason: null,
    });

    const invite = async (to: string, subject: string) =>
      (
        await eventually(
          () => mailTo(to),
          (m) => m.some((x) => x.subject?.includes(subject)),
        )
      ).find((x) => x.subject?.includes(subject));
    const toClient = (await invite(client.email, 'Consultation booked'))!;
    expect(toClient.text).toContain('4:00 PM CDT (America/Chicago)');
    expect(toClient.text).toContain(`https://casebook.example/find-my-pi?inquiry=${id}&consultation=reschedule`);
    expect(toClient.text).toContain(`https://casebook.example/find-my-pi?inquiry=${id}&consultation=cancel`);
    const ics = toClient.attachments.find((a) => a.filename === 'consultation.ics')!;
    expect(ics.contentType).toBe('text/calendar');
    const calendar = ics.content.toString('utf8');
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain('METHOD:REQUEST');
    expect(calendar).toContain(`UID:consultation-${id}@casebook`);
    expect(calendar).toContain(`DTSTART:${start.toISOString().replace(/[-:]/g, '').slice(0, 13)}00Z`);
    expect(calendar).toContain('DURATION:PT60M');
    expect(calendar).toContain('SEQUENCE:0');
    expect(calendar).toMatch(/END:VEVENT\r\nEND:VCALENDAR/);
    const toInvestigator = (await invite(investigator.email, 'Consultation booked'))!;
    expect(toInvestigator.attachments.map((a) => a.filename)).toEqual(['consultation.ics']);
    expect(toInvestigator.text).not.toContain('Reschedule:');

    // Moved: the same UID, a higher SEQUENCE.
    const later = new Date(start.getTime() + 86_400_000);
    expect(
      (await client.client.put(`/api/pi-inquiries/${id}/consultation`, { startsAt: later.toISOString(), timeZone: 'America/Chicago' }))
        .status,
    ).toBe(200);
    const moved = (await invite(client.email, 'Consultation moved'))!;
    const movedIcs = moved.attachments[0]!.content.toString('utf8');
    expect(movedIcs).toContain(`UID:consultation-${id}@casebook`);
    expect(movedIcs).toContain('SEQUENCE:1');

    // Not answered, consultation not held yet: no review.
    expect((await client.client.post('/api/pi-reviews', { piId, rating: 4 })).status).toBe(403);
    expect((await investigator.client.post(`/api/pi-inquiries/${id}/consultation/complete`, {})).status).toBe(200);
    // A second client's review of the same PI is their own: this client's opens now.
    expect((await client.client.post('/api/pi-reviews', { piId, rating: 4, review: 'Helpful call.' })).status).toBe(201);
  });

  it('a cancellation sends METHOD:CANCEL for the same UID', async () => {
    const client = await signUp();
    const id = (await client.client.post('/api/pi-inquiries', inquiry())).body.id as string;
    const at = new Date(Date.now() + 5 * 86_400_000).toISOString();
    expect((await client.client.put(`/api/pi-inquiries/${id}/consultation`, { startsAt: at, timeZone: 'Europe/London' })).status).toBe(200);
    expect((await investigator.client.post(`/api/pi-inquiries/${id}/consultation/cancel`, { reason: 'ill' })).status).toBe(200);
    // The client shared no email: the invitation goes to the account's own address.
    const mails = await eventually(
      () => mailTo(client.email),
      (m) => m.some((x) => x.subject?.includes('Consultation cancelled')),
    );
    const cancelled = mails.find((x) => x.subject?.includes('Consultation cancelled'))!;
    const calendar = cancelled.attachments[0]!.content.toString('utf8');
    expect(calendar).toContain('METHOD:CANCEL');
    expect(calendar).toContain('STATUS:CANCELLED');
    expect(calendar).toContain(`UID:consultation-${id}@casebook`);
    expect(calendar).toContain('SEQUENCE:1');
  });
});
