import { describe, expect, it } from 'vitest';
import { decide, evolve, initialInquiry, INQUIRY_MESSAGES, type InquiryCommand } from './inquiry-decider.js';
import type { DirectoryEvent } from './events.js';

const given = (events: DirectoryEvent[]) => events.reduce(evolve, initialInquiry);
const when = (events: DirectoryEvent[], command: InquiryCommand) => decide(command, given(events));
const now = '2026-11-23T10:00:00.000Z';
const send: InquiryCommand = {
  type: 'SendInquiry',
  now,
  inquiry: {
    inquiryId: 'inq-1',
    userId: 'client-1',
    piId: 'pi-1',
    investigationType: 'Surveillance',
    urgencyLevel: 'medium',
    pii: { description: 'Need surveillance for two days', location: 'Austin, TX', contact: { email: 'client@example.com', phone: null } },
    budget: '$500 - $1,000',
    preferredContactMethod: 'email',
  },
};
const sent = when([], send);
const answer = (byLinkedPiId: string | null, channel: 'app' | 'email' = 'app'): InquiryCommand => ({
  type: 'AnswerInquiry',
  inquiryId: 'inq-1',
  by: 'inv-user',
  byLinkedPiId,
  piResponse: 'Available next week',
  estimatedCost: 900,
  channel,
  now,
});
const schedule = (by: string, startsAt: string, timeZone = 'America/Chicago'): InquiryCommand => ({
  type: 'ScheduleConsultation',
  inquiryId: 'inq-1',
  by,
  startsAt,
  timeZone,
  now,
});

describe('inquiry decider', () => {
  it('sends an inquiry once, pending', () => {
    expect(sent).toEqual([{ type: 'InquirySent', data: { ...send.inquiry, sentAt: now } }]);
    expect(given(sent)).toMatchObject({ status: 'pending', piResponse: null });
    expect(() => when(sent, send)).toThrow(INQUIRY_MESSAGES.alreadySent);
  });

  it('only the investigator linked to the listing answers, once', () => {
    expect(() => when(sent, answer(null))).toThrow(INQUIRY_MESSAGES.notYourListing);
    expect(() => when(sent, answer('pi-2'))).toThrow(INQUIRY_MESSAGES.notYourListing);
    const answered = [...sent, ...when(sent, answer('pi-1'))];
    expect(given(answered)).toMatchObject({ status: 'answered', piResponse: 'Available next week', estimatedCost: 900 });
    expect(() => when(answered, answer('pi-1'))).toThrow(INQUIRY_MESSAGES.alreadyAnswered);
  });

  it('answers by email only to a client who shared an email address, and records the channel', () => {
    const byEmail = when(sent, answer('pi-1', 'email'));
    expect(byEmail[0]).toMatchObject({ type: 'InquiryAnswered', data: { channel: 'email' } });
    expect(given([...sent, ...byEmail])).toMatchObject({ answerChannel: 'email' });
    expect(given([...sent, ...when(sent, answer('pi-1'))])).toMatchObject({ answerChannel: 'app' });
    const noEmail = when([], {
      ...send,
      inquiry: { ...send.inquiry, pii: { description: 'Call me', contact: { email: null, phone: '512 555 0100' } } },
    } as InquiryCommand);
    expect(() => when(noEmail, answer('pi-1', 'email'))).toThrow(INQUIRY_MESSAGES.noSharedEmail);
  });

  it('refuses commands on an inquiry that does not exist', () => {
    expect(() => when([], answer('pi-1'))).toThrow(INQUIRY_MESSAGES.notFound);
  });

  it('the client books, reschedules, and either party cancels or completes a consultation', () => {
    expect(() => when(sent, schedule('client-2', '2026-12-01T15:00:00.000Z'))).toThrow(INQUIRY_MESSAGES.notYourInquiry);
    const booked = [...sent, ...when(sent, schedule('client-1', '2026-12-01T15:00:00.000Z'))];
    expect(booked.at(-1)?.type).toBe('ConsultationScheduled');
    expect(when(booked, schedule('client-1', '2026-12-01T15:00:00.000Z'))).toEqual([]);
    const moved = [...booked, ...when(booked, schedule('client-1', '2026-12-02T15:00:00.000Z'))];
    expect(moved.at(-1)?.type).toBe('ConsultationRescheduled');
    expect(given(moved)).toMatchObject({
      consultation: { status: 'scheduled', startsAt: '2026-12-02T15:00:00.000Z', timeZone: 'America/Chicago', sequence: 2 },
    });
    // The same time in another zone is a change (both parties read it in that zone).
    expect(when(moved, schedule('client-1', '2026-12-02T15:00:00.000Z', 'Europe/Paris'))[0]).toMatchObject({
      type: 'ConsultationRescheduled',
      data: { timeZone: 'Europe/Paris' },
    });
    const cancel = (by: string, linked: string | null): InquiryCommand => ({
      type: 'CancelConsultation',
      inquiryId: 'inq-1',
      by,
      byLinkedPiId: linked,
      reason: 'conflict',
      now,
    });
    expect(() => when(moved, cancel('client-2', null))).toThrow(INQUIRY_MESSAGES.notAParty);
    const cancelling = when(moved, cancel('inv-user', 'pi-1'));
    // The reason goes under `pii` (sealed with the client's key), never in clear (issue 29 M2).
    expect(cancelling[0]!.data).toEqual({ inquiryId: 'inq-1', cancelledBy: 'inv-user', cancelledAt: now, pii: { reason: 'conflict' } });
    const cancelled = [...moved, ...cancelling];
    expect(given(cancelled)).toMatchObject({ consultation: { status: 'cancelled', sequence: 3 } });
    expect(() => when(cancelled, cancel('client-1', null))).toThrow(INQUIRY_MESSAGES.noConsultation);
    const done = when(moved, { type: 'CompleteConsultation', inquiryId: 'inq-1', by: 'client-1', byLinkedPiId: null, now });
    expect(given([...moved, ...done])).toMatchObject({ consultation: { status: 'completed' } });
  });
});
