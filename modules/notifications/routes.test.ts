// The notifications through HTTP against the real app (worker reactions, due loop, view, SSE) on
// the API tests' database. Directory's inquiries and consultations go through its own endpoints; casework's
// events (not on main yet) are appended as they will be, through the store, with the fields read.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { openStream } from '../../test/support/sse.js';
import { startTestApp, uniqueName, type TestApp, type TestClient } from '../../test/support/app.js';
import { EncryptingEventStore } from '../../infra/eventstore/encrypting.js';
import { toNewEvents } from '../../infra/eventstore/event.js';
import { comparePositions } from '../../infra/eventstore/types.js';
import { readCheckpoints } from '../../infra/projections/checkpoints.js';
import { eventSchemas } from '../../app/modules.js';
import { defaultNotificationPreferences, type NotificationPreferences } from '../identity/index.js';
import { notificationsStream, streamLookups } from './index.js';
import { createNotification, INBOX_SNAPSHOT_KEY, markAllRead } from './commands.js';
import { notificationEmails, notificationsFromEvents } from './reactions.js';
import { caseworkSources } from './sources.js';
import { countingReads } from '../../test/support/counting-store';
import { signInStaff } from '../../test/support/staff-sign-in.js';

const OPS = { username: 'opsnotify', password: 'ops-password-1' };
const YEAR = new Date().getUTCFullYear();
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const HOUR = 3600_000;

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 8_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(appDatabaseFlavours())('notifications on $name', (flavour) => {
  let db: TestDatabase;
  let app: TestApp;
  let synthetic: EncryptingEventStore;

  beforeAll(async () => {
    db = await flavour.open();
    app = await startTestApp(db, { OPS_USERNAME: OPS.username, OPS_PASSWORD: OPS.password, CONSULTATION_REMINDER_HOURS: '24' });
    // The app's own schemas (directory's among them) plus casework's as this module reads them.
    synthetic = new EncryptingEventStore(app.server.deps.store.inner, app.server.deps.keys, {
      ...eventSchemas,
      ...caseworkSources,
    });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  /** Appends one event as its module will, its `pii` sealed with `piiSubject`'s key. */
  async function append(stream: string, type: string, data: Record<string, unknown>, piiSubject?: number) {
    const [e] = toNewEvents([{ type, data }], {}, piiSubject !== undefined ? { piiSubject } : {});
    await synthetic.appendToStream(stream, [e!], { expectedVersion: 'any' });
    return e!.id;
  }

  /** Waits until the notification reactions and view have every event so far (and what they appended). */
  async function settle() {
    const names = ['notifications.from-events', 'notifications.email', 'notifications'];
    for (let round = 0; round < 50; round++) {
      const head = await app.server.deps.store.committedHead();
      const reached = await until(
        () => readCheckpoints(app.server.deps.knex, names),
        (cps) => [...cps.values()].every((p) => comparePositions(p, head) >= 0),
      );
      if (![...reached.values()].every((p) => comparePositions(p, head) >= 0)) throw new Error('notifications did not catch up');
      if (comparePositions(await app.server.deps.store.committedHead(), head) === 0) return;
    }
  }

  async function client(prefs?: Partial<NotificationPreferences>) {
    const c = app.client(freshIp());
    const username = uniqueName('nt');
    const email = `${username}@example.com`;
    const res = await c.post('/api/register', { username, email, password: 'secret-pass' });
    expect(res.status).toBe(201);
    if (prefs) expect((await c.put('/api/user/notifications', { ...defaultNotificationPreferences, ...prefs })).status).toBe(200);
    return { c, id: res.body.id as number, email, username };
  }

  async function signedIn(username: string, password: string, userType: 'client' | 'investigator') {
    const c = app.client(freshIp());
    expect((await signInStaff(c, { username, password, userType })).status).toBe(200);
    return c;
  }

  /** The operations account, signed in once: a code is good once, so it is not signed in again per investigator. */
  let opsSession: Promise<TestClient> | undefined;
  const opsAdmin = () => (opsSession ??= signedIn(OPS.username, OPS.password, 'investigator'));
  async function investigator() {
    const admin = await opsAdmin();
    const username = uniqueName('inv');
    const created = await admin.post('/api/admin/users', {
      username,
      email: `${username}@example.com`,
      password: 'secret-pass',
      role: 'investigator',
    });
    expect(created.status).toBe(201);
    return { c: await signedIn(username, 'secret-pass', 'investigator'), id: created.body.id as number, email: `${username}@example.com` };
  }

  async function makePremium(c: TestClient) {
    const sub = await c.post('/api/subscription', {});
    expect(sub.status).toBe(200);
    const paid = await c.post('/api/test-payments/confirm', {
      clientSecret: sub.body.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: YEAR + 3,
      cvc: '123',
    });
    expect(paid.body.status).toBe('succeeded');
    await until(
      () => c.get('/api/subscription'),
      (r) => r.body.isSubscribed === true,
    );
  }

  /**
   * The notifications' emails to an address (not identity's confirmation link, sent at registration,
   * nor the directory's consultation invitations, which carry their .ics).
   */
  const emailsTo = async (address: string) =>
    (await app.server.email.list({ limit: 1000 })).filter(
      (e) => e.to === address && e.subject !== 'Confirm your email for Casebook' && e.attachments.length === 0,
    );
  const list = async (c: TestClient) => (await c.get('/api/notifications')).body as { items: any[]; unreadCount: number; cursor: string };

  /** A case of `ownerId` (as casework appends it) and its analysis completing. */
  async function caseAnalysed(ownerId: number, title: string) {
    const caseId = 100_000 + Math.floor(Math.random() * 800_000);
    await append(
      `case-${caseId}`,
      'CaseSubmitted',
      { caseId, userId: ownerId, pii: { caseTitle: title, caseNumber: `CR-${caseId}` } },
      ownerId,
    );
    const sourceId = await append(`case-${caseId}`, 'AnalysisCompleted', {
      caseId,
      run: 1,
      successProbability: 62,
      completedAt: new Date().toISOString(),
    });
    return { caseId, sourceId };
  }

  it('an investigator taking and resolving an escalation notifies its client in the bell and by email; staff hear of the new escalation', async () => {
    const owner = await client();
    const inv = await investigator();
    await makePremium(owner.c);
    const esc = await owner.c.post('/api/escalations', {
      caseSummary: 'My brother has been missing since Friday night',
      urgency: 'urgent',
    });
    expect(esc.status).toBe(201);
    expect((await inv.c.patch(`/api/escalations/${esc.body.id}/status`, { status: 'in-progress' })).status).toBe(200);
    await settle();

    const mine = await list(owner.c);
    const taken = mine.items.find((n) => n.type === 'escalation-update');
    expect(taken).toMatchObject({
      title: `An investigator took your escalation ${esc.body.caseId}`,
      priority: 'medium',
      isRead: false,
      scheduledFor: null,
      data: { escalationId: esc.body.id, caseId: esc.body.caseId, status: 'in-progress', link: '/history?tab=escalations' },
    });
    expect(mine.items.find((n) => n.type === 'subscription-alert')).toMatchObject({ title: 'Premium is active', priority: 'low' });
    expect(mine.unreadCount).toBe(mine.items.length);

    const staffSide = await list(inv.c);
    expect(staffSide.items.find((n) => n.type === 'escalation-new')).toMatchObject({
      title: `New escalation ${esc.body.caseId}`,
      priority: 'high',
      data: { link: '/investigator-dashboard' },
    });
    // The client's summary stays the client's: staff are not quoted it.
    expect(JSON.stringify(staffSide.items)).not.toContain('missing since Friday');

    const mail = await emailsTo(owner.email);
    expect(mail.map((m) => m.subject)).toContain(`Casebook: An investigator took your escalation ${esc.body.caseId}`);
    const body = mail.find((m) => m.subject.includes('took your escalation'))!.text;
    expect(body).toContain(`Hello ${owner.username},`);
    expect(body).toContain('"Case Updates" is on in Settings › Notifications');
    // Subscription alerts are in-app only.
    expect(mail.some((m) => m.subject.includes('Premium'))).toBe(false);

    expect((await inv.c.patch(`/api/escalations/${esc.body.id}/status`, { status: 'resolved' })).status).toBe(200);
    await settle();
    expect((await list(owner.c)).items[0]).toMatchObject({
      type: 'escalation-update',
      title: `Your escalation ${esc.body.caseId} is complete`,
      priority: 'high',
    });
  });

  describe.each([
    { emailCaseUpdates: false, inAppCaseReminders: true, email: false, inApp: true },
    { emailCaseUpdates: true, inAppCaseReminders: false, email: true, inApp: false },
    { emailCaseUpdates: false, inAppCaseReminders: false, email: false, inApp: false },
    { emailCaseUpdates: true, inAppCaseReminders: true, email: true, inApp: true },
  ])('Case Updates email $emailCaseUpdates, Case Reminders in-app $inAppCaseReminders', (row) => {
    it(`a case update: email ${row.email ? 'sent' : 'not sent'}, in-app ${row.inApp ? 'shown' : 'not shown'}`, async () => {
      const owner = await client({ emailCaseUpdates: row.emailCaseUpdates, inAppCaseReminders: row.inAppCaseReminders });
      const { caseId } = await caseAnalysed(owner.id, 'Smith v. Jones custody');
      await settle();
      const shown = (await list(owner.c)).items.filter((n) => n.type === 'analysis-completed');
      expect(shown).toHaveLength(row.inApp ? 1 : 0);
      if (row.inApp) {
        expect(shown[0]).toMatchObject({
          title: 'Your case analysis is ready',
          message: 'The AI mock-jury analysis of “Smith v. Jones custody” is complete: 62% estimated probability of success.',
          priority: 'high',
          data: { caseId, link: `/case-detail/${caseId}` },
        });
      }
      const mail = await emailsTo(owner.email);
      expect(mail.filter((m) => m.subject === 'Casebook: Your case analysis is ready')).toHaveLength(row.email ? 1 : 0);
    });
  });

  // Decision 0062: an account registered with an address another account holds keeps it unheld;
  // its notifications stay in its bell and never reach the holder's mailbox.
  it('sends no email to an address the account does not hold; the holder gets their own', async () => {
    const holder = await client();
    const c = app.client(freshIp());
    const username = uniqueName('nt');
    const res = await c.post('/api/register', { username, email: holder.email, password: 'secret-pass' });
    expect(res.status, res.text).toBe(201);
    await caseAnalysed(res.body.id as number, 'Newcomer v. State');
    await caseAnalysed(holder.id, 'Holder v. State');
    await settle();
    expect((await list(c)).items.filter((n) => n.type === 'analysis-completed')).toHaveLength(1);
    const mail = await emailsTo(holder.email);
    expect(mail.filter((m) => m.subject === 'Casebook: Your case analysis is ready')).toHaveLength(1);
    expect(mail.some((m) => m.text.includes('Newcomer'))).toBe(false);
    expect(mail.some((m) => m.text.includes('Holder v. State'))).toBe(true);
  });

  it('a staff comment reaches the owner under Human Investigator Messages; the owner’s reply reaches the staff who worked the case', async () => {
    const owner = await client({ emailInvestigatorMessages: false });
    const inv = await investigator();
    const other = await investigator();
    const caseId = 900_000 + Math.floor(Math.random() * 90_000);
    await append(
      `case-${caseId}`,
      'CaseSubmitted',
      { caseId, userId: owner.id, pii: { caseTitle: 'Estate of Rivera', caseNumber: 'PR-1' } },
      owner.id,
    );
    await append(`case-${caseId}`, 'ReviewStarted', { caseId, startedBy: inv.id, startedAt: new Date().toISOString() });
    const comment = (authorId: number, authorRole: string, content: string) =>
      append(
        `case-${caseId}`,
        'CommentPosted',
        {
          caseId,
          commentId: crypto.randomUUID(),
          authorId,
          authorRole,
          isInvestigator: authorRole !== 'client',
          postedAt: new Date().toISOString(),
          pii: { content },
        },
        owner.id,
      );
    await comment(inv.id, 'investigator', 'We found the 2019 deed at the county recorder.');
    await comment(owner.id, 'client', 'Thank you, what happens next?');
    await settle();

    const mine = (await list(owner.c)).items;
    expect(mine.find((n) => n.type === 'case-status')).toMatchObject({ title: 'An investigator is reviewing your case' });
    expect(mine.find((n) => n.type === 'case-comment')).toMatchObject({
      title: 'New message from your investigator',
      message: 'An investigator commented on “Estate of Rivera”: “We found the 2019 deed at the county recorder.”',
    });
    // Human Investigator Messages is off: no email of the comment; the review start (Case Updates) was emailed.
    const subjects = (await emailsTo(owner.email)).map((m) => m.subject);
    expect(subjects).toEqual(['Casebook: An investigator is reviewing your case']);

    const staffNews = (await list(inv.c)).items.filter((n) => n.type === 'case-comment');
    expect(staffNews).toHaveLength(1);
    expect(staffNews[0]).toMatchObject({ title: `New client comment on case #${caseId}` });
    expect(JSON.stringify(staffNews)).not.toContain('what happens next');
    expect((await list(other.c)).items.filter((n) => n.type === 'case-comment')).toHaveLength(0);
  });

  it('the same event twice makes one notification and one email', async () => {
    const owner = await client();
    const { caseId } = await caseAnalysed(owner.id, 'Twice told');
    await settle();
    const deps = {
      ...app.server.deps,
      email: app.server.email,
      account: (id: number) => app.server.api.identity.account(id),
      lookups: streamLookups(app.server.deps),
    };
    const source = (await app.server.deps.store.readStream(`case-${caseId}`)).find((e) => e.type === 'AnalysisCompleted')!;
    await notificationsFromEvents(deps).handle(source);
    await notificationsFromEvents(deps).handle(source);
    const stream = await app.server.deps.store.readStream(notificationsStream(owner.id));
    const created = stream.filter((e) => e.type === 'NotificationCreated');
    expect(created).toHaveLength(1);
    await notificationEmails(deps).handle(created[0]!);
    await settle();
    expect((await list(owner.c)).items.filter((n) => n.type === 'analysis-completed')).toHaveLength(1);
    expect(await emailsTo(owner.email)).toHaveLength(1);
    expect(
      (await app.server.deps.store.readStream(notificationsStream(owner.id))).filter((e) => e.type === 'NotificationEmailed'),
    ).toHaveLength(1);
  });

  it('an inbox’s commands read it from its snapshot: a bounded tail, not every notification before it', async () => {
    const owner = await client();
    const deps = {
      ...app.server.deps,
      email: app.server.email,
      account: (id: number) => app.server.api.identity.account(id),
      lookups: streamLookups(app.server.deps),
    };
    const planned = (n: number) => ({
      recipientId: owner.id,
      kind: 'case-comment' as const,
      category: 'case-updates' as const,
      priority: 'medium' as const,
      title: `Inbox note ${n}`,
      message: `Inbox note ${n}.`,
      data: { n },
      scheduledFor: null,
      group: null,
    });
    for (let n = 0; n < 45; n++)
      expect((await createNotification(deps, planned(n), { eventId: randomUUID(), type: 'Test' }, {})).created).toBe(true);
    await settle(); // the emails of these are recorded in the same inbox by the worker meanwhile
    const snap = await deps
      .knex('event_snapshots')
      .where({ stream: notificationsStream(owner.id) })
      .first('key', 'version');
    const head = (await deps.store.readStream(notificationsStream(owner.id))).length;
    expect(snap.key).toBe(INBOX_SNAPSHOT_KEY);
    expect(head).toBeGreaterThanOrEqual(45);
    expect(head - snap.version).toBeLessThan(20);
    const { store, reads } = countingReads(deps.store);
    expect((await createNotification({ ...deps, store }, planned(45), { eventId: randomUUID(), type: 'Test' }, {})).created).toBe(true);
    expect(reads).toEqual([head - snap.version]); // only the events after the snapshot
    const state = await markAllRead({ ...deps, store }, owner.id, {});
    expect(state.state.status === 'active' && Object.keys(state.state.items)).toHaveLength(46);
    await settle();
    expect((await list(owner.c)).unreadCount).toBe(0);
  });

  /** A listing linked to `investigatorId`'s account, through the admin's endpoints. */
  async function linkedListing(investigatorId: number) {
    const admin = await opsAdmin();
    const listed = await admin.post('/api/admin/investigators', {
      fullName: `Sample PI ${uniqueName('n')} (sample)`,
      agencyName: 'Sample Agency',
      licenseNumber: uniqueName('LIC'),
      licenseExpiration: `${YEAR + 2}-06-30`,
      licenseState: 'TX',
      yearsExperience: 7,
      specializations: ['Surveillance'],
      bio: 'Fictional.',
      email: 'pi@example.com',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      hourlyRate: 90,
      responseTimeHours: 24,
    });
    expect(listed.status, listed.text).toBe(201);
    const piId = listed.body.id as string;
    expect((await admin.put(`/api/admin/investigators/${piId}/account`, { userId: investigatorId })).status).toBe(200);
    return piId;
  }

  const inquiryBody = (piId: string) => ({
    piId,
    investigationType: 'Surveillance',
    location: 'Austin, TX',
    urgencyLevel: 'high',
    description: 'Two days of surveillance near my office, please.',
    budget: '$500 - $1,000',
    preferredContactMethod: 'email',
  });

  it('a client’s inquiry reaches the linked investigator (without its words), and the answer reaches the client in the bell and by email', async () => {
    const owner = await client();
    const inv = await investigator();
    const stranger = await investigator();
    const piId = await linkedListing(inv.id);
    const sent = await owner.c.post('/api/pi-inquiries', inquiryBody(piId));
    expect(sent.status, sent.text).toBe(201);
    const inquiryId = sent.body.id as string;
    await settle();

    const invSide = (await list(inv.c)).items.filter((n) => n.type === 'inquiry-received');
    expect(invSide).toEqual([
      expect.objectContaining({
        title: 'New inquiry from a client',
        message: 'A client sent you an inquiry about Surveillance (high urgency). Open it to answer.',
        priority: 'high',
        data: { inquiryId, piId, link: `/investigator-dashboard?inquiry=${inquiryId}` },
      }),
    ]);
    expect(JSON.stringify(invSide)).not.toContain('surveillance near my office');
    // Only the listing's linked investigator hears of it.
    expect((await list(stranger.c)).items.filter((n) => n.type === 'inquiry-received')).toEqual([]);
    expect((await list(owner.c)).items.filter((n) => n.type.startsWith('inquiry'))).toEqual([]);

    const answered = await inv.c.patch(`/api/pi-inquiries/${inquiryId}`, { response: 'Available Monday.', estimatedCost: 1200.5 });
    expect(answered.status, answered.text).toBe(200);
    await settle();
    const mine = (await list(owner.c)).items.filter((n) => n.type === 'inquiry-answered');
    expect(mine).toEqual([
      expect.objectContaining({
        title: 'A private investigator answered your inquiry',
        message: '“Available Monday.” Estimated cost: $1,200.50.',
        priority: 'medium',
        isRead: false,
        data: { inquiryId, piId, link: '/find-my-pi' },
      }),
    ]);
    const mail = await emailsTo(owner.email);
    expect(mail.map((m) => m.subject)).toEqual(['Casebook: A private investigator answered your inquiry']);
    expect(mail[0]!.text).toContain('"Human Investigator Messages" is on in Settings › Notifications');
    // The investigator is not told of their own answer.
    expect((await list(inv.c)).items.filter((n) => n.type === 'inquiry-answered')).toEqual([]);
  });

  it('an answer is not shown when the client turned Case Reminders off, and not emailed when Human Investigator Messages is off', async () => {
    const owner = await client({ inAppCaseReminders: false, emailInvestigatorMessages: false });
    const inv = await investigator();
    const piId = await linkedListing(inv.id);
    const sent = await owner.c.post('/api/pi-inquiries', inquiryBody(piId));
    expect(sent.status).toBe(201);
    expect((await inv.c.patch(`/api/pi-inquiries/${sent.body.id}`, { response: 'Yes.', estimatedCost: 10 })).status).toBe(200);
    await settle();
    expect((await list(owner.c)).items).toEqual([]);
    expect(await emailsTo(owner.email)).toEqual([]);
    expect((await list(inv.c)).items.map((n) => n.type)).toEqual(['inquiry-received']);
  });

  it('a consultation: the investigator hears of the booking, the client’s reminder waits for its time; moving and cancelling replace or drop it and tell the other party', async () => {
    const owner = await client();
    const inv = await investigator();
    const piId = await linkedListing(inv.id);
    const sent = await owner.c.post('/api/pi-inquiries', inquiryBody(piId));
    expect(sent.status).toBe(201);
    const inquiryId = sent.body.id as string;
    const book = async (at: number) => {
      const res = await owner.c.put(`/api/pi-inquiries/${inquiryId}/consultation`, { startsAt: new Date(at).toISOString() });
      expect(res.status, res.text).toBe(200);
      await settle();
    };
    const start = Date.now();
    await book(start + 48 * HOUR);
    expect((await list(owner.c)).items).toEqual([]);
    expect(await emailsTo(owner.email)).toEqual([]);
    expect((await list(inv.c)).items.find((n) => n.type === 'consultation-booked')).toMatchObject({
      title: 'Consultation booked',
      data: { inquiryId, piId, startsAt: new Date(start + 48 * HOUR).toISOString(), link: '/find-my-pi' },
    });

    const api = app.server.api.notifications;
    expect(await api.deliverDue(new Date(start + 23 * HOUR))).toBe(0);
    expect(await api.deliverDue(new Date(start + 25 * HOUR))).toBe(1);
    expect(await api.deliverDue(new Date(start + 26 * HOUR))).toBe(0);
    await settle();
    const shown = (await list(owner.c)).items;
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      type: 'consultation-reminder',
      title: 'Upcoming consultation',
      priority: 'high',
      data: { inquiryId, piId },
    });
    expect(shown[0].message).toMatch(/^Your consultation with your private investigator is on .+ UTC\.$/);
    expect(shown[0].scheduledFor).toBe(new Date(start + 24 * HOUR).toISOString());
    expect((await emailsTo(owner.email)).map((m) => m.subject)).toEqual(['Casebook: Upcoming consultation']);

    // Moved: a new reminder waits for the new time; the investigator hears of the move.
    await book(start + 72 * HOUR);
    expect((await list(inv.c)).items[0]).toMatchObject({ type: 'consultation-booked', title: 'Consultation moved' });
    expect(await api.deliverDue(new Date(start + 30 * HOUR))).toBe(0);
    // The investigator cancels: the pending reminder is dropped and the client is told, with the reason.
    expect((await inv.c.post(`/api/pi-inquiries/${inquiryId}/consultation/cancel`, { reason: 'Court date moved' })).status).toBe(200);
    await settle();
    expect(await api.deliverDue(new Date(start + 60 * HOUR))).toBe(0);
    const after = (await list(owner.c)).items;
    expect(after.map((n) => n.type)).toEqual(['consultation-cancelled', 'consultation-reminder']);
    expect(after[0].message).toBe(
      'Your private investigator cancelled your consultation. Reason: “Court date moved” You can book a new time from Find My PI.',
    );

    // Booked again, then cancelled by the client: the investigator is told, the client is not.
    await book(start + 96 * HOUR);
    expect((await owner.c.post(`/api/pi-inquiries/${inquiryId}/consultation/cancel`, {})).status).toBe(200);
    await settle();
    expect(await api.deliverDue(new Date(start + 80 * HOUR))).toBe(0);
    expect((await list(owner.c)).items).toHaveLength(2);
    expect((await list(inv.c)).items[0]).toMatchObject({
      type: 'consultation-cancelled',
      title: 'Consultation cancelled',
      message: 'A client cancelled their consultation with you.',
    });
  });

  it('subscription alerts follow the in-app Subscription Alerts toggle', async () => {
    const off = await client({ inAppSubscriptionAlerts: false });
    const on = await client();
    for (const u of [off, on]) {
      await append(`test-subscription-${u.id}`, 'SubscriptionPaymentFailed', {
        userId: u.id,
        providerSubscriptionId: 'sub_test',
        at: new Date().toISOString(),
        observedAt: null,
        status: 'past_due',
        reason: 'Your card was declined.',
      });
    }
    await settle();
    expect((await list(off.c)).items).toEqual([]);
    expect((await list(on.c)).items).toMatchObject([
      {
        type: 'subscription-alert',
        title: 'Subscription payment failed',
        priority: 'high',
        message: 'Your Premium renewal payment failed (Your card was declined.). Update your payment method to keep Premium.',
      },
    ]);
  });

  it('streams a new notification to a connected client, and resumes after Last-Event-ID', async () => {
    const owner = await client();
    // The inquiry as directory records it; each answer on an inquiry of its own.
    const inquiry = async (n: number) => {
      const inquiryId = crypto.randomUUID();
      const at = new Date().toISOString();
      await append(`inquiry-${inquiryId}`, 'InquirySent', {
        inquiryId,
        userId: String(owner.id),
        piId: crypto.randomUUID(),
        investigationType: 'Skip Tracing',
        location: 'Austin, TX',
        urgencyLevel: 'low',
        budget: 'Under $500',
        preferredContactMethod: 'email',
        sentAt: at,
        pii: { description: 'Find an old debtor.' },
      });
      await append(`inquiry-${inquiryId}`, 'InquiryAnswered', {
        inquiryId,
        answeredBy: '77',
        estimatedCost: 1250,
        answeredAt: at,
        pii: { piResponse: `Answer number ${n}` },
      });
    };
    const first = await list(owner.c);
    const stream = await openStream(owner.c, `/api/notifications/stream?lastEventId=${first.cursor}`);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect((await stream.next())?.event).toBe('ready');
    await inquiry(1);
    const got = await stream.next();
    expect(got).toMatchObject({
      event: 'notification',
      data: {
        unreadCount: 1,
        notification: {
          type: 'inquiry-answered',
          title: 'A private investigator answered your inquiry',
          message: '“Answer number 1” Estimated cost: $1,250.00.',
        },
      },
    });
    const lastId = got!.id!;
    stream.close();

    await inquiry(2);
    await settle();
    const resumed = await openStream(owner.c, '/api/notifications/stream', { 'Last-Event-ID': lastId });
    const backlog = await resumed.next();
    expect(backlog).toMatchObject({
      event: 'notification',
      data: { unreadCount: 2, notification: { message: '“Answer number 2” Estimated cost: $1,250.00.' } },
    });
    expect(BigInt(backlog!.id!)).toBeGreaterThan(BigInt(lastId));
    expect((await resumed.next())?.event).toBe('ready');
    resumed.close();

    // Another user's stream carries nothing of this user's.
    const other = await client();
    const otherStream = await openStream(other.c, '/api/notifications/stream?lastEventId=0');
    expect((await otherStream.next())?.event).toBe('ready');
    otherStream.close();
  });

  it('marks one read and all read, own notifications only', async () => {
    const owner = await client();
    const stranger = await client();
    await caseAnalysed(owner.id, 'Case one');
    await caseAnalysed(owner.id, 'Case two');
    await settle();
    const before = await list(owner.c);
    expect(before.unreadCount).toBe(2);
    const [a, b] = before.items;

    expect((await stranger.c.patch(`/api/notifications/${a.id}/read`)).status).toBe(404);
    expect((await app.client().patch(`/api/notifications/${a.id}/read`)).status).toBe(401);
    expect((await owner.c.patch('/api/notifications/not-a-uuid/read')).body).toEqual({
      message: 'Notification not found',
      code: 'NOT_FOUND',
    });

    const one = await owner.c.patch(`/api/notifications/${a.id}/read`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ unreadCount: 1, marked: 1 });
    expect((await owner.c.patch(`/api/notifications/${a.id}/read`)).body).toEqual({ unreadCount: 1, marked: 0 });
    const mid = await list(owner.c);
    expect(mid.items.find((n) => n.id === a.id).isRead).toBe(true);
    expect(mid.items.find((n) => n.id === b.id).isRead).toBe(false);

    expect((await stranger.c.post('/api/notifications/read-all')).body).toEqual({ unreadCount: 0, marked: 0 });
    expect((await list(owner.c)).unreadCount).toBe(1);
    expect((await owner.c.post('/api/notifications/read-all')).body).toEqual({ unreadCount: 0, marked: 1 });
    const after = await list(owner.c);
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((n) => n.isRead)).toBe(true);
    expect((await app.client().get('/api/notifications')).status).toBe(401);
  });

  it('lists the outbox for the admin only: kinds, masked addresses and times, never the words (issue 29 M3)', async () => {
    const owner = await client();
    await caseAnalysed(owner.id, 'Outbox case');
    await settle();
    const admin = await opsAdmin();
    const res = await admin.get('/api/admin/outbox');
    expect(res.status).toBe(200);
    expect(res.body.adapter).toBe('outbox');
    // The files themselves (what the recipient gets) hold the two emails to the owner.
    const kept = (await app.server.email.list({ limit: 1000 })).filter((e) => e.to === owner.email);
    expect(kept.map((e) => e.kind).sort()).toEqual(['case-updates', 'email-verification']);
    // The admin's answer: the same two by id, the address masked, no subject, no text.
    const mine = res.body.emails.filter((e: { id: string }) => kept.some((k) => k.id === e.id));
    expect(mine).toHaveLength(2);
    const masked = `${owner.email[0]}***@example.com`;
    for (const e of mine) expect(Object.keys(e).sort()).toEqual(['date', 'id', 'kind', 'sizeBytes', 'to']);
    expect(mine.map((e: { to: string }) => e.to)).toEqual([masked, masked]);
    expect(mine.map((e: { kind: string }) => e.kind).sort()).toEqual(['case-updates', 'email-verification']);
    expect(res.text).not.toContain(owner.email);
    expect(res.text).not.toContain('Outbox case');
    expect(res.text).not.toContain('Confirm your email');
    expect((await owner.c.get('/api/admin/outbox')).status).toBe(403);
    expect((await (await investigator()).c.get('/api/admin/outbox')).status).toBe(403);
    expect((await app.client().get('/api/admin/outbox')).status).toBe(401);
  });

  it("erasing a user purges the user's notifications", async () => {
    const owner = await client();
    await caseAnalysed(owner.id, 'To be forgotten');
    await settle();
    expect((await list(owner.c)).items).toHaveLength(1);
    // The bell reads the words; the view holds them sealed with the owner's key (issue 29 H3).
    expect(JSON.stringify((await list(owner.c)).items[0])).toContain('To be forgotten');
    const stored = await app.server.deps.knex('notifications_view').where({ user_id: owner.id }).first('title', 'message');
    expect(stored.title).toMatch(/^cb1:/);
    expect(stored.message).toMatch(/^cb1:/);
    expect(JSON.stringify(stored)).not.toContain('To be forgotten');
    expect((await app.server.email.list({ limit: 1000 })).filter((e) => e.to === owner.email).length).toBeGreaterThan(0);
    expect((await owner.c.post('/api/user/erase', { password: 'secret-pass' })).status).toBe(204);
    await settle();
    const rows = await app.server.deps.knex('notifications_view').where({ user_id: owner.id });
    expect(rows).toEqual([]);
    // The outbox's .eml files to the erased address are gone too (issue 29 M2).
    expect((await app.server.email.list({ limit: 1000 })).filter((e) => e.to === owner.email)).toEqual([]);
  });
});
