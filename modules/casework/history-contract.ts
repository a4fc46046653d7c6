// The auditor's contract: a case's history replayed event by event (GET /api/audit/cases/:id/history)
// and the list of every case (GET /api/audit/cases). Apart from contract.ts so that only the
// auditor's pages load these schemas (a zod schema is kept in whichever chunk its module lands).
// Browser-safe: zod and the casework contract only.
import * as z from 'zod/mini';
import '../../infra/http/zod-english.js';
import { CASE_STATUSES, caseCategorySchema, caseStatusSchema, paymentStatusSchema } from './contract.js';

// ───────────────────────────────────────────────────────────────────────────── history (auditor's replay)

export const CASE_EVENT_TYPES = [
  'CaseSubmitted',
  'CaseDocumentAttached',
  'CaseDocumentRemoved',
  'CasePaymentStarted',
  'CasePaid',
  'CasePaymentFailed',
  'AnalysisRequested',
  'AnalysisCompleted',
  'AnalysisFailed',
  'FactsConfirmed',
  'ReviewStarted',
  'CaseCompleted',
  'CommentPosted',
] as const;
export type CaseEventType = (typeof CASE_EVENT_TYPES)[number];

/** Human-readable names of the event types on the timeline. */
export const CASE_EVENT_LABELS: Record<CaseEventType, string> = {
  CaseSubmitted: 'Case submitted',
  CaseDocumentAttached: 'Document attached',
  CaseDocumentRemoved: 'Document removed',
  CasePaymentStarted: 'Payment started',
  CasePaid: 'Payment confirmed',
  CasePaymentFailed: 'Payment failed',
  AnalysisRequested: 'Analysis requested',
  AnalysisCompleted: 'Analysis completed',
  AnalysisFailed: 'Analysis failed',
  FactsConfirmed: 'Facts confirmed',
  ReviewStarted: 'Review started',
  CaseCompleted: 'Case completed',
  CommentPosted: 'Comment posted',
};

/** Who did it: a person (with role), the AI worker, or the payment provider. */
export const historyActor = z.object({
  kind: z.enum(['person', 'ai', 'payment-provider', 'system']),
  userId: z.nullable(z.int()),
  /** The person's role when the event was recorded (null for non-persons, or when unknown). */
  role: z.nullable(z.enum(['client', 'investigator', 'admin', 'auditor'])),
  /** Username, 'AI analysis (offline)', 'Payment provider (test)'…; null once the account is erased. */
  name: z.nullable(z.string()),
});
export type HistoryActor = z.infer<typeof historyActor>;

/** The case as it was right after an event (folded from the stream up to it). */
export const caseSnapshot = z.object({
  status: caseStatusSchema,
  paymentStatus: paymentStatusSchema,
  caseNumber: z.nullable(z.string()),
  caseTitle: z.nullable(z.string()),
  clientName: z.nullable(z.string()),
  caseCategory: caseCategorySchema,
  caseType: z.string(),
  jurisdiction: z.string(),
  documents: z.array(z.object({ id: z.string(), name: z.nullable(z.string()), type: z.string(), size: z.int() })),
  analysis: z.object({
    runs: z.int(),
    running: z.boolean(),
    latestProbability: z.nullable(z.int()),
    lastError: z.nullable(z.string()),
  }),
  commentCount: z.int(),
  paidAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
});
export type CaseSnapshot = z.infer<typeof caseSnapshot>;

export const historyEntry = z.object({
  /** 1-based version in the case's stream. */
  version: z.int().check(z.positive()),
  /** Position in the global log. */
  position: z.string(),
  eventId: z.string(),
  type: z.enum(CASE_EVENT_TYPES),
  label: z.string(),
  at: z.string(),
  who: historyActor,
  /** One line saying what happened. */
  what: z.string(),
  /** The event's data as recorded (personal data decrypted; null once erased). */
  data: z.record(z.string(), z.unknown()),
  /** The case right after this event. */
  stateAfter: caseSnapshot,
  hash: z.string(),
  prevHash: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const chainStatus = z.object({
  /** Every event links to the one before and its hash matches its bytes. */
  verified: z.boolean(),
  /** The stream head the latest anchor holds is reached by this chain. */
  anchored: z.boolean(),
  /** The latest anchor covering this stream: its number, time and the version it pinned. */
  anchor: z.nullable(z.object({ seq: z.int(), createdAt: z.string(), version: z.int(), hash: z.string() })),
  /** Events after the anchored version (not yet pinned by an anchor). */
  unanchoredEvents: z.int(),
  /** The badge text: one of CHAIN_MESSAGES. */
  message: z.string(),
  /** The first version that does not verify (null when all do). */
  brokenAt: z.nullable(z.int()),
});
export type ChainStatus = z.infer<typeof chainStatus>;

/** GET /api/audit/cases/:id (auditor, admin, owner). */
export const caseHistoryResponse = z.object({
  caseId: z.int(),
  stream: z.string(),
  events: z.array(historyEntry),
  chain: chainStatus,
  /** When this answer was made (exports are stamped with it). */
  generatedAt: z.string(),
});
export type CaseHistoryResponse = z.infer<typeof caseHistoryResponse>;

// ───────────────────────────────────────────────────────────────────────────── the auditor's case list

// GET /api/audit/cases (issue 31; decision 0054): every submitted case with its status and last
// event, searchable and paged, from which the case's history opens.
export const AUDIT_LIST_MESSAGES = {
  q: 'Search must be at most 100 characters',
  page: 'Page must be a whole number from 1',
  pageSize: 'Page size must be a whole number from 5 to 50',
  status: `Status must be one of ${CASE_STATUSES.join(', ')}`,
} as const;

const auditWholeNumber = (message: string, min: number, max: number) =>
  z.pipe(z.string().check(z.regex(/^\d{1,6}$/, message)), z.transform(Number)).check(z.refine((n) => n >= min && n <= max, message));

/** `q` matches the case number or title (any part, any case), or the case id exactly. */
export const auditCaseListQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, AUDIT_LIST_MESSAGES.q))),
  status: z.optional(z.enum(CASE_STATUSES, { error: AUDIT_LIST_MESSAGES.status })),
  page: z._default(auditWholeNumber(AUDIT_LIST_MESSAGES.page, 1, 100_000), 1),
  pageSize: z._default(auditWholeNumber(AUDIT_LIST_MESSAGES.pageSize, 5, 50), 20),
});
export type AuditCaseListQuery = z.input<typeof auditCaseListQuery>;

export const auditCaseRow = z.object({
  id: z.int(),
  /** Null once the owner was erased (the history stays, without its personal data). */
  caseNumber: z.nullable(z.string()),
  caseTitle: z.nullable(z.string()),
  caseCategory: z.string(),
  caseType: z.string(),
  status: caseStatusSchema,
  paymentStatus: paymentStatusSchema,
  submittedAt: z.string(),
  /** The last event of the case's stream: its label (CASE_EVENT_LABELS), type and time. */
  lastEvent: z.object({ type: z.string(), label: z.string(), at: z.string() }),
  eventCount: z.int(),
});
export type AuditCaseRow = z.infer<typeof auditCaseRow>;

export const auditCaseList = z.object({
  items: z.array(auditCaseRow),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type AuditCaseList = z.infer<typeof auditCaseList>;

/** What the replay's hash-chain check says (the server writes it into `chain.message`). */
export const CHAIN_MESSAGES = {
  verifiedAnchored: 'Hash chain verified against the latest anchor',
  notAnchored: 'Hash chain verified; not yet covered by an anchor',
  broken: 'Hash chain does not verify',
} as const;
