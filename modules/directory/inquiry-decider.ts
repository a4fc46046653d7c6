// Pure rules of one inquiry stream (`inquiry-{id}`): a client sends it, the investigator linked to the
// listing answers it once, and the client books, moves, cancels or completes a consultation from it.
import { ConflictError, ForbiddenError, NotFoundError } from '../../infra/http/errors.js';
import type { DirectoryEvent } from './events.js';
import type { ANSWER_CHANNELS } from './options.js';

type AnswerChannel = (typeof ANSWER_CHANNELS)[number];

type Sent = Extract<DirectoryEvent, { type: 'InquirySent' }>['data'];
export type Consultation = {
  status: 'none' | 'scheduled' | 'cancelled' | 'completed';
  startsAt: string | null;
  /** IANA; UTC for consultations booked before a zone was recorded. */
  timeZone: string;
  /** How many times it was booked or moved: the .ics invitation's SEQUENCE. */
  sequence: number;
};
export type Inquiry =
  | { status: 'none' }
  | (Sent & {
      status: 'pending' | 'answered';
      piResponse: string | null;
      estimatedCost: number | null;
      answerChannel: AnswerChannel | null;
      consultation: Consultation;
    });

export const initialInquiry: Inquiry = { status: 'none' };

export type InquiryCommand =
  | { type: 'SendInquiry'; inquiry: Omit<Sent, 'sentAt'>; now: string }
  | {
      type: 'AnswerInquiry';
      inquiryId: string;
      by: string;
      byLinkedPiId: string | null;
      piResponse: string;
      estimatedCost: number;
      channel: AnswerChannel;
      now: string;
    }
  | { type: 'ScheduleConsultation'; inquiryId: string; by: string; startsAt: string; timeZone: string; now: string }
  | { type: 'CancelConsultation'; inquiryId: string; by: string; byLinkedPiId: string | null; reason: string; now: string }
  | { type: 'CompleteConsultation'; inquiryId: string; by: string; byLinkedPiId: string | null; now: string };

export const INQUIRY_MESSAGES = {
  notFound: 'Inquiry not found',
  alreadySent: 'This inquiry was already sent',
  notYourListing: 'Only the investigator of this listing can answer this inquiry',
  alreadyAnswered: 'This inquiry has already been answered',
  notYourInquiry: 'Only the client who sent this inquiry can book a consultation',
  notAParty: 'Only the client or the investigator of this inquiry can change its consultation',
  noConsultation: 'There is no scheduled consultation for this inquiry',
  noSharedEmail: 'The client did not share an email address: answer in the app',
} as const;

function exists(state: Inquiry): Exclude<Inquiry, { status: 'none' }> {
  if (state.status === 'none') throw new NotFoundError(INQUIRY_MESSAGES.notFound);
  return state;
}
const isParty = (s: Exclude<Inquiry, { status: 'none' }>, by: string, linked: string | null) =>
  s.userId === by || (linked !== null && linked === s.piId);

export function decide(command: InquiryCommand, state: Inquiry): DirectoryEvent[] {
  switch (command.type) {
    case 'SendInquiry':
      if (state.status !== 'none') throw new ConflictError(INQUIRY_MESSAGES.alreadySent);
      return [{ type: 'InquirySent', data: { ...command.inquiry, sentAt: command.now } }];
    case 'AnswerInquiry': {
      const s = exists(state);
      if (command.byLinkedPiId !== s.piId) throw new ForbiddenError(INQUIRY_MESSAGES.notYourListing);
      if (s.status === 'answered') throw new ConflictError(INQUIRY_MESSAGES.alreadyAnswered);
      if (command.channel === 'email' && !s.pii?.contact?.email) throw new ConflictError(INQUIRY_MESSAGES.noSharedEmail);
      return [
        {
          type: 'InquiryAnswered',
          data: {
            inquiryId: command.inquiryId,
            answeredBy: command.by,
            estimatedCost: command.estimatedCost,
            answeredAt: command.now,
            ...(command.channel === 'email' ? { channel: 'email' as const } : {}),
            pii: { piResponse: command.piResponse },
          },
        },
      ];
    }
    case 'ScheduleConsultation': {
      const s = exists(state);
      if (s.userId !== command.by) throw new ForbiddenError(INQUIRY_MESSAGES.notYourInquiry);
      const { startsAt, timeZone } = command;
      if (s.consultation.status === 'scheduled') {
        if (s.consultation.startsAt === startsAt && s.consultation.timeZone === timeZone) return [];
        return [
          {
            type: 'ConsultationRescheduled',
            data: { inquiryId: command.inquiryId, rescheduledBy: command.by, startsAt, timeZone, rescheduledAt: command.now },
          },
        ];
      }
      return [
        {
          type: 'ConsultationScheduled',
          data: { inquiryId: command.inquiryId, scheduledBy: command.by, startsAt, timeZone, scheduledAt: command.now },
        },
      ];
    }
    case 'CancelConsultation': {
      const s = exists(state);
      if (!isParty(s, command.by, command.byLinkedPiId)) throw new ForbiddenError(INQUIRY_MESSAGES.notAParty);
      if (s.consultation.status !== 'scheduled') throw new ConflictError(INQUIRY_MESSAGES.noConsultation);
      return [
        {
          type: 'ConsultationCancelled',
          data: { inquiryId: command.inquiryId, cancelledBy: command.by, cancelledAt: command.now, pii: { reason: command.reason } },
        },
      ];
    }
    case 'CompleteConsultation': {
      const s = exists(state);
      if (!isParty(s, command.by, command.byLinkedPiId)) throw new ForbiddenError(INQUIRY_MESSAGES.notAParty);
      if (s.consultation.status !== 'scheduled') throw new ConflictError(INQUIRY_MESSAGES.noConsultation);
      return [{ type: 'ConsultationCompleted', data: { inquiryId: command.inquiryId, completedBy: command.by, completedAt: command.now } }];
    }
  }
}

export function evolve(state: Inquiry, event: DirectoryEvent): Inquiry {
  if (event.type === 'InquirySent') {
    const { ...sent } = event.data;
    return {
      ...sent,
      status: 'pending',
      piResponse: null,
      estimatedCost: null,
      answerChannel: null,
      consultation: { status: 'none', startsAt: null, timeZone: 'UTC', sequence: 0 },
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'InquiryAnswered':
      return {
        ...state,
        status: 'answered',
        piResponse: event.data.pii?.piResponse ?? null,
        estimatedCost: event.data.estimatedCost,
        answerChannel: event.data.channel ?? 'app',
      };
    case 'ConsultationScheduled':
    case 'ConsultationRescheduled':
      return {
        ...state,
        consultation: {
          status: 'scheduled',
          startsAt: event.data.startsAt,
          timeZone: event.data.timeZone ?? 'UTC',
          sequence: state.consultation.sequence + 1,
        },
      };
    case 'ConsultationCancelled':
      return { ...state, consultation: { ...state.consultation, status: 'cancelled', sequence: state.consultation.sequence + 1 } };
    case 'ConsultationCompleted':
      return { ...state, consultation: { ...state.consultation, status: 'completed' } };
    default:
      return state;
  }
}
