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
    location: 'Austin, TX',
    urgencyLevel: 'medium',
    pii: { description: 'Need surveillance for two days' },
    budget: '$500 - $1,000',
    preferredContactMethod: 'email',
  },
};
const sent = when([], send);
const answer = (byLinkedPiId: string | null): InquiryCommand => ({
  type: 'AnswerInquiry',
  inquiryId: 'inq-1',
  by: 'inv-user',
  byLinkedPiId,
  piResponse: 'Available next week',
  estimatedCost: 900,
  now,
});
const schedule = (by: string, startsAt: string): InquiryCommand => ({
  type: 'ScheduleConsultation',
  inquiryId: 'inq-1',
  by,
  startsAt,
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
    expect(given(moved)).toMatchObject({ consultation: { status: 'scheduled', startsAt: '2026-12-02T15:00:00.000Z' } });
    const cancel = (by: string, linked: string | null): InquiryCommand => ({
      type: 'CancelConsultation',
      inquiryId: 'inq-1',
      by,
      byLinkedPiId: linked,
      reason: 'conflict',
      now,
    });
    expect(() => when(moved, cancel('client-2', null))).toThrow(INQUIRY_MESSAGES.notAParty);
    const cancelled = [...moved, ...when(moved, cancel('inv-user', 'pi-1'))];
    expect(given(cancelled)).toMatchObject({ consultation: { status: 'cancelled' } });
    expect(() => when(cancelled, cancel('client-1', null))).toThrow(INQUIRY_MESSAGES.noConsultation);
    const done = when(moved, { type: 'CompleteConsultation', inquiryId: 'inq-1', by: 'client-1', byLinkedPiId: null, now });
    expect(given([...moved, ...done])).toMatchObject({ consultation: { status: 'completed' } });
  });
});
