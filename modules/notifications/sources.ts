// The events notifications are made from, read by type name. Conversation's and billing's come
// from their modules; casework's and directory's are described here by the fields this module
// reads (local schemas), so the reaction works the moment those modules append them.
import { z } from 'zod';

const at = z.string();
const id = z.number().int();

/** Casework, stream `case-{id}`: the fields read here. */
export const caseworkSources = {
  CaseSubmitted: z.object({
    caseId: id,
    userId: id,
    pii: z.object({ caseTitle: z.string(), caseNumber: z.string() }).passthrough().nullable(),
  }),
  AnalysisRequested: z.object({ caseId: id, requestedBy: id.nullable() }),
  AnalysisCompleted: z.object({ caseId: id, run: z.number().int(), successProbability: z.number(), completedAt: at }),
  ReviewStarted: z.object({ caseId: id, startedBy: id, startedAt: at }),
  CaseCompleted: z.object({ caseId: id, completedBy: id, completedAt: at }),
  CommentPosted: z.object({
    caseId: id,
    commentId: z.string(),
    authorId: id,
    authorRole: z.enum(['client', 'investigator', 'admin', 'auditor']),
    postedAt: at,
    pii: z.object({ content: z.string() }).nullable(),
  }),
} as const;

/** Directory, stream `pi-client-{userId}`: the fields read here. */
export const directorySources = {
  InquiryAnswered: z.object({
    inquiryId: id,
    userId: id,
    piId: id,
    answeredBy: id,
    estimatedCost: z.number().nullable(),
    answeredAt: at,
    pii: z.object({ response: z.string() }).nullable(),
  }),
  ConsultationScheduled: z.object({ consultationId: id, userId: id, piId: id, scheduledAt: at, durationMinutes: z.number().int() }),
  ConsultationRescheduled: z.object({
    consultationId: id,
    userId: id,
    piId: id,
    scheduledAt: at,
    durationMinutes: z.number().int(),
    by: id,
  }),
  ConsultationCancelled: z.object({ consultationId: id, userId: id, piId: id, by: id, at }),
} as const;

export const caseStreamOf = (caseId: number) => `case-${caseId}`;
