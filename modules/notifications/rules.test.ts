// The directory's rules on the events as modules/directory appends them (string ids, `inquiry-{id}`
// streams): who hears of an inquiry, its answer and its consultation, and which reminders go.
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { START, type RecordedEvent } from '../../infra/eventstore/types.js';
import { linkedAccountOf } from './lookups.js';
import { planFor, SOURCE_EVENT_TYPES, type InquiryFacts, type NotificationLookups } from './rules.js';

const INQUIRY = '11111111-1111-4111-8111-111111111111';
const PI = '22222222-2222-4222-8222-222222222222';
const NOW = new Date('2026-05-01T10:00:00.000Z');
const opts = { now: NOW, reminderHours: 24 };
const CLIENT = 7;
const INVESTIGATOR = 42;

function event(type: string, data: Record<string, unknown>): RecordedEvent {
  return {
    id: `evt-${type}`,
    type,
    data,
    metadata: { schemaVersion: 1 },
    stream: `inquiry-${INQUIRY}`,
    version: 1,
    position: START,
    createdAt: NOW.toISOString(),
    hash: '',
    prevHash: '',
  };
}

function lookups(facts: Partial<InquiryFacts> | undefined): NotificationLookups {
  return {
    escalation: async () => undefined,
    caseFacts: async () => undefined,
    staffIds: async () => [],
    inquiry: async (id) =>
      id === INQUIRY && facts ? { clientId: CLIENT, piId: PI, investigatorUserId: INVESTIGATOR, ...facts } : undefined,
  };
}

const sent = (over: Record<string, unknown> = {}) =>
  event('InquirySent', {
    inquiryId: INQUIRY,
    userId: String(CLIENT),
    piId: PI,
    investigationType: 'Surveillance',
    location: 'Austin, TX',
    urgencyLevel: 'urgent',
    budget: 'Under $500',
    preferredContactMethod: 'email',
    sentAt: NOW.toISOString(),
    pii: { description: 'Private words of the client' },
    ...over,
  });
const answered = () =>
  event('InquiryAnswered', {
    inquiryId: INQUIRY,
    answeredBy: String(INVESTIGATOR),
    estimatedCost: 800,
    answeredAt: NOW.toISOString(),
    pii: { piResponse: 'I can start Monday.' },
  });
const inHours = (h: number) => new Date(NOW.getTime() + h * 3600_000).toISOString();
const scheduled = (startsAt: string) =>
  event('ConsultationScheduled', { inquiryId: INQUIRY, scheduledBy: String(CLIENT), startsAt, scheduledAt: NOW.toISOString() });
const rescheduled = (startsAt: string) =>
  event('ConsultationRescheduled', { inquiryId: INQUIRY, rescheduledBy: String(CLIENT), startsAt, rescheduledAt: NOW.toISOString() });
/** As written since issue 29 (M2): the reason under `pii`. `legacy`: as written before, in clear. */
const cancelled = (by: number, reason = '', legacy = false) =>
  event(
    'ConsultationCancelled',
    legacy
      ? { inquiryId: INQUIRY, cancelledBy: String(by), reason, cancelledAt: NOW.toISOString() }
      : { inquiryId: INQUIRY, cancelledBy: String(by), cancelledAt: NOW.toISOString(), pii: { reason } },
  );
const group = `consultation-${INQUIRY}`;

describe('notification rules for directory events', () => {
  it('reads every directory event it reacts to', () => {
    for (const t of [
      'InquirySent',
      'InquiryAnswered',
      'ConsultationScheduled',
      'ConsultationRescheduled',
      'ConsultationCancelled',
      'ConsultationCompleted',
    ]) {
      expect(SOURCE_EVENT_TYPES).toContain(t);
    }
  });

  it('an inquiry tells the linked investigator by type and urgency, without the client’s words; no linked account, no one', async () => {
    const plan = await planFor(sent(), lookups({}), opts);
    expect(plan.cancel).toEqual([]);
    expect(plan.create).toEqual([
      expect.objectContaining({
        recipientId: INVESTIGATOR,
        kind: 'inquiry-received',
        category: 'case-updates',
        priority: 'high',
        message: 'A client sent you an inquiry about Surveillance (urgent urgency). Open it to answer.',
        data: { inquiryId: INQUIRY, piId: PI, link: `/investigator-dashboard?inquiry=${INQUIRY}` },
      }),
    ]);
    expect(JSON.stringify(plan)).not.toContain('Private words');
    expect((await planFor(sent({ urgencyLevel: 'low' }), lookups({}), opts)).create[0]!.priority).toBe('medium');
    expect(await planFor(sent(), lookups({ investigatorUserId: null }), opts)).toEqual({ create: [], cancel: [] });
  });

  it('an answer goes to the inquiry’s client (from InquirySent), quoting it with the cost', async () => {
    const plan = await planFor(answered(), lookups({}), opts);
    expect(plan.create).toEqual([
      expect.objectContaining({
        recipientId: CLIENT,
        kind: 'inquiry-answered',
        category: 'investigator-messages',
        priority: 'medium',
        title: 'A private investigator answered your inquiry',
        message: '“I can start Monday.” Estimated cost: $800.00.',
        data: { inquiryId: INQUIRY, piId: PI, link: '/find-my-pi' },
        scheduledFor: null,
      }),
    ]);
    // An inquiry whose InquirySent cannot be found: nothing (and no throw).
    expect(await planFor(answered(), lookups(undefined), opts)).toEqual({ create: [], cancel: [] });
  });

  it('a booking schedules the client’s reminder (startsAt − reminder hours) and tells the investigator', async () => {
    const startsAt = inHours(48);
    const plan = await planFor(scheduled(startsAt), lookups({}), opts);
    expect(plan.cancel).toEqual([]);
    expect(plan.create).toEqual([
      expect.objectContaining({
        recipientId: CLIENT,
        kind: 'consultation-reminder',
        category: 'case-reminders',
        scheduledFor: inHours(24),
        group,
      }),
      expect.objectContaining({
        recipientId: INVESTIGATOR,
        kind: 'consultation-booked',
        title: 'Consultation booked',
        scheduledFor: null,
        group: null,
      }),
    ]);
    // Less than the reminder hours ahead: the reminder is shown at once.
    expect((await planFor(scheduled(inHours(3)), lookups({}), opts)).create[0]!.scheduledFor).toBeNull();
    // Already over: nothing.
    expect(await planFor(scheduled(inHours(-1)), lookups({}), opts)).toEqual({ create: [], cancel: [] });
    // No linked investigator: the client's reminder only.
    expect((await planFor(scheduled(startsAt), lookups({ investigatorUserId: null }), opts)).create.map((n) => n.recipientId)).toEqual([
      CLIENT,
    ]);
  });

  it('a move cancels the pending reminder and schedules a new one', async () => {
    const plan = await planFor(rescheduled(inHours(72)), lookups({}), opts);
    expect(plan.cancel).toEqual([{ recipientId: CLIENT, group, reason: 'rescheduled' }]);
    expect(plan.create.map((n) => [n.recipientId, n.kind, n.scheduledFor])).toEqual([
      [CLIENT, 'consultation-reminder', inHours(48)],
      [INVESTIGATOR, 'consultation-booked', null],
    ]);
    expect(plan.create[1]!.title).toBe('Consultation moved');
  });

  it('a cancellation drops the reminder and tells the other party only', async () => {
    const byInvestigator = await planFor(cancelled(INVESTIGATOR, 'Sick'), lookups({}), opts);
    expect(byInvestigator.cancel).toEqual([{ recipientId: CLIENT, group, reason: 'cancelled' }]);
    expect(byInvestigator.create).toEqual([
      expect.objectContaining({
        recipientId: CLIENT,
        kind: 'consultation-cancelled',
        message: 'Your private investigator cancelled your consultation. Reason: “Sick” You can book a new time from Find My PI.',
      }),
    ]);
    const byClient = await planFor(cancelled(CLIENT), lookups({}), opts);
    expect(byClient.cancel).toEqual([{ recipientId: CLIENT, group, reason: 'cancelled' }]);
    expect(byClient.create).toEqual([
      expect.objectContaining({
        recipientId: INVESTIGATOR,
        kind: 'consultation-cancelled',
        message: 'A client cancelled their consultation with you.',
      }),
    ]);
    expect((await planFor(cancelled(CLIENT), lookups({ investigatorUserId: null }), opts)).create).toEqual([]);
  });

  it("the client's reason is not copied into the investigator's notification (it would outlive the client's erasure)", async () => {
    for (const legacy of [false, true]) {
      const plan = await planFor(cancelled(CLIENT, 'My hearing moved to that morning', legacy), lookups({}), opts);
      expect(plan.create).toEqual([
        expect.objectContaining({
          recipientId: INVESTIGATOR,
          message: 'A client cancelled their consultation with you. Open the inquiry in Find My PI to read their reason.',
        }),
      ]);
      expect(JSON.stringify(plan)).not.toContain('hearing');
    }
    // Read back after the client's erasure, the sealed reason is null: nothing to point at.
    const erased = event('ConsultationCancelled', {
      inquiryId: INQUIRY,
      cancelledBy: String(CLIENT),
      cancelledAt: NOW.toISOString(),
      pii: null,
    });
    expect((await planFor(erased, lookups({}), opts)).create[0]!.message).toBe('A client cancelled their consultation with you.');
    // An investigator's reason reaches the client (sealed with the client's key), old events' too.
    const old = await planFor(cancelled(INVESTIGATOR, 'Sick', true), lookups({}), opts);
    expect(old.create[0]!.message).toContain('Reason: “Sick”');
  });

  it('a completed consultation drops a pending reminder', async () => {
    const plan = await planFor(
      event('ConsultationCompleted', { inquiryId: INQUIRY, completedBy: String(CLIENT), completedAt: NOW.toISOString() }),
      lookups({}),
      opts,
    );
    expect(plan).toEqual({ create: [], cancel: [{ recipientId: CLIENT, group, reason: 'cancelled' }] });
  });

  it('the old shapes (number ids, userId on the answer) are not understood: the reaction skips them', async () => {
    await expect(
      planFor(
        event('InquiryAnswered', {
          inquiryId: 9,
          userId: 7,
          piId: 3,
          answeredBy: 77,
          estimatedCost: null,
          answeredAt: NOW.toISOString(),
          pii: null,
        }),
        lookups({}),
        opts,
      ),
    ).rejects.toBeInstanceOf(ZodError);
  });

  it('the linked account is the listing’s last link (null once unlinked)', () => {
    const link = (userId: string | null) => ({
      type: 'InvestigatorAccountLinked',
      data: { investigatorId: PI, userId, linkedBy: '1', linkedAt: NOW.toISOString() },
    });
    expect(linkedAccountOf([{ type: 'InvestigatorListed', data: {} }])).toBeNull();
    expect(linkedAccountOf([link('5'), link('42')])).toBe(42);
    expect(linkedAccountOf([link('5'), link(null)])).toBeNull();
  });
});

describe('notification rules for escalations routed to the directory (decision 0057)', () => {
  const ESCALATION = 31;
  const OWNER = 7;
  const withEscalation: NotificationLookups = {
    ...lookups(undefined),
    escalation: async (id) => (id === ESCALATION ? { ownerId: OWNER, caseId: 'INV-2026-00031' } : undefined),
  };
  const offered = event('EscalationOffered', {
    escalationId: ESCALATION,
    piId: PI,
    userId: INVESTIGATOR,
    offeredAt: NOW.toISOString(),
    nextAt: inHours(1),
  });
  const accepted = (assignedBy: number | null) =>
    event('EscalationOfferAccepted', {
      escalationId: ESCALATION,
      piId: PI,
      userId: INVESTIGATOR,
      acceptedAt: NOW.toISOString(),
      contactBy: inHours(24),
      assignedBy,
    });

  it('tells the investigator a case is offered, with the Case Offers link and when it moves on, and nothing of the client’s words', async () => {
    expect(SOURCE_EVENT_TYPES).toContain('EscalationOffered');
    const plan = await planFor(offered, withEscalation, opts);
    expect(plan.create).toHaveLength(1);
    expect(plan.create[0]).toMatchObject({
      recipientId: INVESTIGATOR,
      kind: 'escalation-offered',
      category: 'case-updates',
      title: 'Case INV-2026-00031 is offered to you',
      data: { escalationId: ESCALATION, caseId: 'INV-2026-00031', link: `/investigator-dashboard?offer=${ESCALATION}` },
    });
    expect(plan.create[0]!.message).toContain('May 1, 2026, 11:00 AM UTC');
  });

  it('tells the client who accepted it and by when they will be contacted; a staff assignment tells the investigator too', async () => {
    const own = await planFor(accepted(null), withEscalation, opts);
    expect(own.create.map((n) => [n.recipientId, n.kind])).toEqual([[OWNER, 'escalation-update']]);
    expect(own.create[0]!.message).toContain('May 2, 2026, 10:00 AM UTC');
    const assigned = await planFor(accepted(1), withEscalation, opts);
    expect(assigned.create.map((n) => [n.recipientId, n.kind])).toEqual([
      [OWNER, 'escalation-update'],
      [INVESTIGATOR, 'escalation-offered'],
    ]);
  });

  it('makes nothing for an escalation it cannot find', async () => {
    expect((await planFor(offered, lookups(undefined), opts)).create).toEqual([]);
    expect((await planFor(accepted(null), lookups(undefined), opts)).create).toEqual([]);
  });
});
