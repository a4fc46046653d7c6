// The events notifications are made from, read by type name. Conversation's and billing's come
// from their modules, and so do directory's; casework's are described here by the fields this
// module reads (local schemas), so the reaction works the moment casework appends them.
import { z } from 'zod';
import { directoryEventSchemas } from '../directory/index.js';

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

/**
 * Directory, stream `inquiry-{id}`: its own schemas (modules/directory's public record). User ids are
 * strings there (`String(user.id)`); the rules turn them back into account ids.
 */
export const directorySources = {
  InquirySent: directoryEventSchemas.InquirySent,
  InquiryAnswered: directoryEventSchemas.InquiryAnswered,
  ConsultationScheduled: directoryEventSchemas.ConsultationScheduled,
  ConsultationRescheduled: directoryEventSchemas.ConsultationRescheduled,
  ConsultationCancelled: directoryEventSchemas.ConsultationCancelled,
  ConsultationCompleted: directoryEventSchemas.ConsultationCompleted,
  // Escalations routed to the directory (stream `escalation-routing-{id}`; decision 0057).
  EscalationOffered: directoryEventSchemas.EscalationOffered,
  EscalationOfferAccepted: directoryEventSchemas.EscalationOfferAccepted,
} as const;

/** Directory keeps account ids as strings; null for anything that is not one. */
export function accountId(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d*$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}

export const caseStreamOf = (caseId: number) => `case-${caseId}`;
