// What the casework endpoints answer: a case (list row and detail), its documents, its analysis runs
// and results, a payment's and a status move's state, comments. The web app parses each answer with
// these; they live apart from contract.ts (the requests, rules and words) so a page that only
// sends a case form does not load the result schemas with its first screen (docs/decisions/0058).
import * as z from 'zod/mini';
import '../../infra/http/zod-english.js';
import {
  CASE_ANALYSIS_AMOUNT_CENTS,
  CASE_CATEGORIES,
  CASE_DOCUMENT_TYPES,
  CASE_STATUSES,
  CIVIL_ROLES,
  CUSTODY_PREFERENCES,
  EVIDENCE_STRENGTHS,
  PAYMENT_STATUSES,
  RELATIONSHIP_STATUSES,
} from './vocabulary.js';
import {
  benchSchema,
  civilOutcomeSchema,
  contributionSchema,
  distributionSchema,
  factorSchema,
  jurorSchema,
  provenanceSchema,
} from './jury/types.js';
import { factSheetSchema, flagSchema } from './understanding/fact-sheet.js';

export * from './understanding/fact-sheet.js';

/** One attached document (SPEC §3 documentFiles: name, type, size, url, uploadDate). */
export const caseDocumentResponse = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(CASE_DOCUMENT_TYPES),
  size: z.int(),
  /** Download (owner and staff): GET /api/case-analyses/{caseId}/documents/{id}. */
  url: z.string(),
  uploadDate: z.string(),
});
export type CaseDocumentResponse = z.infer<typeof caseDocumentResponse>;

/** POST …/documents answers the document with SPEC's toast words. */
export const documentUploadedResponse = z.object({
  document: caseDocumentResponse,
  title: z.string(),
  message: z.string(),
});
export type DocumentUploadedResponse = z.infer<typeof documentUploadedResponse>;

/** The analysis as SPEC §3 reads it (results), with the jury, the spread of outcomes, provenance and limits. */
export const analysisResultResponse = z.object({
  /** Who decides: a simulated jury (twelve in a criminal trial, six to twelve in a civil one by the state) or a simulated bench (family matters, small claims, most landlord–tenant matters). */
  decisionMaker: z.enum(['jury', 'judge']),
  /** A civil jury's size (null: twelve, or a bench). */
  jurySize: z.nullable(z.int()),
  /** A civil case's money figures and court (null for criminal and family matters). */
  civil: z.nullable(civilOutcomeSchema),
  summary: z.string(),
  /** Percent chance of an outcome favourable to the client. */
  successProbability: z.int().check(z.minimum(0), z.maximum(100)),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  recommendations: z.string(),
  /** The plausible range around successProbability (percent); null on analyses made before it existed. */
  interval: z.nullable(z.object({ low: z.int(), high: z.int() })),
  /** Twelve jurors (a jury) or none (a bench): profile, stated leanings, vote (and its label in the case's words), confidence, reason. */
  jurors: z.array(jurorSchema),
  /** The simulated judge of a family matter; null for a jury. */
  bench: z.nullable(benchSchema),
  /** What moved the number from the base rate, in order (a waterfall); empty on older analyses. */
  contributions: z.array(contributionSchema),
  /** 'confirmed' when the client reviewed the fact sheet before the analysis ran; 'extracted' when it ran on the reader's sheet unreviewed; null on older analyses. */
  factsStatus: z.nullable(z.enum(['confirmed', 'extracted'])),
  /** The fact sheet the analysis weighed (null on older analyses). */
  facts: z.nullable(factSheetSchema),
  /** What the fact reader flagged. */
  flags: z.array(flagSchema),
  /** The spread of outcomes across the simulated deliberations. */
  distribution: distributionSchema,
  factors: z.array(factorSchema),
  confidenceLevel: z.enum(['low', 'medium', 'high']),
  confidenceReason: z.string(),
  /** Shown next to the numbers, in the UI and in the report. */
  limits: z.string(),
  /** How it was made: engine, model, promptVersion, seed, inputHash. */
  provenance: provenanceSchema,
});
export type AnalysisResultResponse = z.infer<typeof analysisResultResponse>;

export const ANALYSIS_RUN_STATUSES = ['running', 'completed', 'failed'] as const;

/** One run of the analysis (the first after payment, then each staff re-run). */
export const analysisRunResponse = z.object({
  run: z.int().check(z.positive()),
  status: z.enum(ANALYSIS_RUN_STATUSES),
  /** The engine asked ('offline' | 'openai'). */
  engine: z.enum(['offline', 'openai']),
  requestedAt: z.string(),
  /** The staff member who asked for a re-run; null for the automatic run after payment. */
  requestedBy: z.nullable(z.int()),
  /** Attempts made so far (failed attempts are retried by the worker up to the retry policy). */
  attempts: z.int().check(z.minimum(0)),
  completedAt: z.nullable(z.string()),
  failedAt: z.nullable(z.string()),
  /** Why the last attempt failed (shown to staff); null unless failed. */
  error: z.nullable(z.string()),
  errorCode: z.nullable(z.string()),
  /** Whether the worker will try again (false once the retries are spent). */
  willRetry: z.boolean(),
  result: z.nullable(analysisResultResponse),
});
export type AnalysisRunResponse = z.infer<typeof analysisRunResponse>;

/** One case in GET /api/case-analyses (My Cases, and the dashboard's Case Analyses table). */
export const caseSummaryResponse = z.object({
  id: z.int(),
  userId: z.int(),
  caseNumber: z.string(),
  clientName: z.string(),
  caseTitle: z.string(),
  caseCategory: z.enum(CASE_CATEGORIES),
  caseType: z.string(),
  caseDescription: z.string(),
  /** "City, ST". */
  jurisdiction: z.string(),
  status: z.enum(CASE_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentAmount: z.int(),
  /** The latest completed analysis's probability (null before one exists). */
  successProbability: z.nullable(z.int()),
  /** Whether an analysis is running right now. */
  analysisRunning: z.boolean(),
  documentCount: z.int(),
  commentCount: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.nullable(z.string()),
});
export type CaseSummaryResponse = z.infer<typeof caseSummaryResponse>;
export const caseListResponse = z.array(caseSummaryResponse);

/** GET /api/case-analyses/:id — the case with every form field, its documents and its analysis. */
export const caseDetailResponse = z.extend(caseSummaryResponse, {
  state: z.string(),
  city: z.string(),
  courtName: z.nullable(z.string()),
  judgeAssigned: z.nullable(z.string()),
  filingDate: z.nullable(z.string()),
  hearingDate: z.nullable(z.string()),
  opposingParty: z.nullable(z.string()),
  opposingCounsel: z.nullable(z.string()),
  keyWitnesses: z.array(z.string()),
  additionalFactors: z.nullable(z.string()),
  criminal: z.nullable(
    z.object({
      chargeDetails: z.string(),
      priorConvictions: z.nullable(z.string()),
      evidenceStrength: z.enum(EVIDENCE_STRENGTHS),
      prosecutorName: z.nullable(z.string()),
      defenseStrategy: z.string(),
      bailStatus: z.nullable(z.string()),
      detentionDetails: z.nullable(z.string()),
    }),
  ),
  civil: z.nullable(
    z.object({
      clientRole: z.enum(CIVIL_ROLES),
      amountInDispute: z.number(),
      claims: z.string(),
      otherSideSays: z.nullable(z.string()),
      evidence: z.nullable(z.string()),
    }),
  ),
  family: z.nullable(
    z.object({
      relationshipStatus: z.enum(RELATIONSHIP_STATUSES),
      custodyPreference: z.nullable(z.enum(CUSTODY_PREFERENCES)),
      childrenInvolved: z.boolean(),
      childrenDetails: z.nullable(z.string()),
      assetDetails: z.nullable(z.string()),
      supportRequested: z.boolean(),
      supportDetails: z.nullable(z.string()),
    }),
  ),
  documents: z.array(caseDocumentResponse),
  paidAt: z.nullable(z.string()),
  /** SPEC §3 results: the latest completed run's result (null before one exists). */
  results: z.nullable(analysisResultResponse),
  /** Every run, oldest first (staff compare a re-run with the first side by side). */
  analyses: z.array(analysisRunResponse),
  /** The signed-in reader may move the status (staff, paid case) — and which moves are allowed now. */
  allowedStatusMoves: z.array(z.enum(['in-review', 'completed'])),
  /** The signed-in reader may start a re-run (staff, paid case, none running). */
  canRerun: z.boolean(),
});
export type CaseDetailResponse = z.infer<typeof caseDetailResponse>;

/** POST /api/case-analyses → 201 with the created case (id for the payment dialog). */
export const caseCreatedResponse = caseDetailResponse;
export type CaseCreatedResponse = CaseDetailResponse;

/** POST /api/payments/case/:caseId → the client secret of the one-time payment (never an amount from the browser). */
export const casePaymentResponse = z.object({
  caseId: z.int(),
  paymentId: z.string(),
  clientSecret: z.string(),
  amountCents: z.literal(CASE_ANALYSIS_AMOUNT_CENTS),
  currency: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});
export type CasePaymentResponse = z.infer<typeof casePaymentResponse>;

/**
 * The case's status after a command: PATCH …/status (200), and POST …/mark-paid, which asks the
 * provider and answers the payment as recorded: 200 'paid' once confirmed (idempotent; asking
 * again answers the same), 202 'pending' with MESSAGES.paymentNotConfirmed while the provider has
 * not confirmed it; a failed payment is 402 { message: the provider's reason }, a payment never
 * started 409.
 */
export const caseStateResponse = z.object({
  caseId: z.int(),
  status: z.enum(CASE_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The provider's reason for a failure, or what is awaited. */
  message: z.nullable(z.string()),
});
export type CaseStateResponse = z.infer<typeof caseStateResponse>;
export const markPaidResponse = caseStateResponse;
export type MarkPaidResponse = CaseStateResponse;

/** POST /api/case-analyses/:id/rerun → 202: the run requested. */
export const rerunResponse = z.object({ caseId: z.int(), run: z.int(), message: z.string() });
export type RerunResponse = z.infer<typeof rerunResponse>;

/** One comment (SPEC §3 Comment: id, content, userType, createdAt; the badge from the author's role). */
export const commentResponse = z.object({
  id: z.string(),
  caseId: z.int(),
  content: z.string(),
  /** 'investigator' for staff (investigator or admin) — the Investigator badge; 'client' otherwise. */
  userType: z.enum(['investigator', 'client']),
  isInvestigator: z.boolean(),
  authorId: z.int(),
  authorRole: z.enum(['client', 'investigator', 'admin', 'auditor']),
  /** The author's username (null once the account is erased). */
  authorName: z.nullable(z.string()),
  createdAt: z.string(),
});
export type CommentResponse = z.infer<typeof commentResponse>;
export const commentListResponse = z.array(commentResponse);
