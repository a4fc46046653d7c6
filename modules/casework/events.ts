// Events of the casework module, one stream per case: `case-{id}`. Everything the client wrote
// (the form's text, document names, the analysis text that quotes it, comments) sits under `pii`,
// encrypted with the case owner's key (piiSubject = the owner): erasing the owner shreds it and it
// reads back as null. Ids, statuses, amounts, times, the category and type, the state and the
// analysis's numbers and provenance are not personal data and stay readable for the audit.
// Notifications read CaseSubmitted, AnalysisRequested, AnalysisCompleted, ReviewStarted,
// CaseCompleted and CommentPosted by these names and fields (modules/notifications/sources.ts).
import { z } from 'zod';
import {
  benchSchema,
  contributionSchema,
  staffTextSchema,
  CIVIL_ROLES,
  CUSTODY_PREFERENCES,
  EVIDENCE_STRENGTHS,
  RELATIONSHIP_STATUSES,
  distributionSchema,
  factorSchema,
  jurorSchema,
  provenanceSchema,
} from './jury/types.js';
import { CASE_ANALYSIS_AMOUNT_CENTS, CASE_DOCUMENT_TYPES, caseCategorySchema } from './contract.js';
import { factSheetSchema, flagSchema } from './understanding/fact-sheet.js';

const at = z.string();
const caseId = z.number().int().positive();
const userId = z.number().int();
const role = z.enum(['client', 'investigator', 'admin', 'auditor']);
const engine = z.enum(['offline', 'openai']);
const opt = z.string().optional();

/** The form's fields as stored (already parsed and normalised by the contract). */
export const caseFieldsSchema = z.object({
  caseNumber: z.string(),
  clientName: z.string(),
  caseTitle: z.string(),
  caseDescription: z.string(),
  city: z.string(),
  courtName: opt,
  judgeAssigned: opt,
  filingDate: opt,
  hearingDate: opt,
  opposingParty: opt,
  opposingCounsel: opt,
  keyWitnesses: z.array(z.string()),
  additionalFactors: opt,
  criminal: z
    .object({
      chargeDetails: z.string(),
      priorConvictions: opt,
      evidenceStrength: z.enum(EVIDENCE_STRENGTHS),
      prosecutorName: opt,
      defenseStrategy: z.string(),
      bailStatus: opt,
      detentionDetails: opt,
    })
    .optional(),
  family: z
    .object({
      relationshipStatus: z.enum(RELATIONSHIP_STATUSES),
      custodyPreference: z.enum(CUSTODY_PREFERENCES).optional(),
      childrenInvolved: z.boolean(),
      childrenDetails: opt,
      assetDetails: opt,
      supportRequested: z.boolean(),
      supportDetails: opt,
    })
    .optional(),
  /** Civil Case Details (issue 32): the client's role, the amount in dispute (US dollars), the claims, the other side's account, the evidence. */
  civil: z
    .object({
      clientRole: z.enum(CIVIL_ROLES),
      amountInDispute: z.number().positive(),
      claims: z.string(),
      otherSideSays: opt,
      evidence: opt,
    })
    .optional(),
});
export type CaseFields = z.infer<typeof caseFieldsSchema>;

/** The analysis text as stored (the numbers and provenance also sit outside `pii`). */
export const analysisTextSchema = z.object({
  summary: z.string(),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  recommendations: z.string(),
  jurors: z.array(jurorSchema),
  factors: z.array(factorSchema),
  confidenceReason: z.string(),
  bench: z.optional(benchSchema),
  contributions: z.optional(z.array(contributionSchema)),
  staff: z.optional(staffTextSchema),
  flags: z.optional(z.array(flagSchema)),
  /** The fact sheet weighed (it quotes the client's words). */
  facts: z.optional(factSheetSchema),
});

/** The civil outcome (contract's civilOutcomeSchema), as stored. */
const civilOutcomeZod = z.object({
  clientRole: z.enum(CIVIL_ROLES),
  amountInDispute: z.number(),
  smallClaimsLimit: z.number(),
  smallClaims: z.boolean(),
  court: z.string(),
  medianAward: z.number().nullable(),
  ifLost: z.object({ low: z.number(), high: z.number() }).nullable(),
  ifWon: z.object({ low: z.number(), high: z.number() }).nullable(),
  expectedValue: z.number(),
  note: z.string(),
});

export const eventSchemas = {
  CaseSubmitted: z.object({
    caseId,
    userId,
    caseCategory: caseCategorySchema,
    caseType: z.string(),
    /** Two-letter code of the state (the jurisdiction without the city). */
    state: z.string(),
    /** Set by the server: 19999 cents. */
    amountCents: z.literal(CASE_ANALYSIS_AMOUNT_CENTS),
    /**
     * The client's case number as its uniqueness key (casework_case_numbers): `k1:` + HMAC of the
     * owner's id and the normalised number under a key derived from the client's data key (decision
     * 0074), uncheckable once the client is erased. Cases submitted before hold an unkeyed sha256
     * (64 hex digits, no prefix): the log is never rewritten.
     */
    caseNumberKey: z.string(),
    submittedAt: at,
    pii: caseFieldsSchema.nullable(),
  }),
  CaseDocumentAttached: z.object({
    caseId,
    documentId: z.uuid(),
    /** Generated storage key (never the user's file name). */
    storageKey: z.string(),
    contentType: z.enum(CASE_DOCUMENT_TYPES),
    size: z.number().int().nonnegative(),
    /** sha256 of the bytes. */
    sha256: z.string(),
    attachedBy: userId,
    attachedAt: at,
    pii: z.object({ name: z.string() }).nullable(),
  }),
  CaseDocumentRemoved: z.object({ caseId, documentId: z.uuid(), removedBy: userId, removedAt: at }),
  CasePaymentStarted: z.object({
    caseId,
    paymentId: z.string(),
    amountCents: z.literal(CASE_ANALYSIS_AMOUNT_CENTS),
    currency: z.string(),
    startedBy: userId,
    startedAt: at,
  }),
  /** Recorded only from the provider's confirmation (billing's PaymentSucceeded, or its server-side check). */
  CasePaid: z.object({
    caseId,
    paymentId: z.string(),
    amountCents: z.number().int(),
    providerPaymentIntentId: z.string(),
    paidAt: at,
  }),
  CasePaymentFailed: z.object({
    caseId,
    paymentId: z.string(),
    providerPaymentIntentId: z.string(),
    reason: z.string().nullable(),
    failedAt: at,
  }),
  AnalysisRequested: z.object({
    caseId,
    /** 1 for the analysis after payment; each staff re-run adds one. */
    run: z.number().int().positive(),
    /** 1 for a new run; a retry after a failure asks again with the next attempt. */
    attempt: z.number().int().positive(),
    engine,
    /** The staff member who asked for a re-run; null when the system asked (payment, retry). */
    requestedBy: userId.nullable(),
    reason: z.enum(['paid', 'rerun', 'retry']),
    requestedAt: at,
  }),
  AnalysisCompleted: z.object({
    caseId,
    run: z.number().int().positive(),
    attempt: z.number().int().positive(),
    successProbability: z.number().int().min(0).max(100),
    /** The same chance unrounded (0..1); absent on analyses made before it was kept, and from engines that give none. */
    chance: z.number().min(0).max(1).optional(),
    /** The plausible range (percent); absent on analyses made before the fact sheet. */
    interval: z.object({ low: z.number().int(), high: z.number().int() }).optional(),
    decisionMaker: z.enum(['jury', 'judge']).optional(),
    /** A civil jury's size when it is not twelve (absent otherwise). */
    jurySize: z.number().int().min(4).max(12).optional(),
    /** A civil case's money figures and court (no personal data: amounts, the state's limit, words of the model's). */
    civil: civilOutcomeZod.optional(),
    /** Whether the weighed fact sheet was confirmed by the client or only extracted. */
    factsStatus: z.enum(['confirmed', 'extracted']).optional(),
    confidenceLevel: z.enum(['low', 'medium', 'high']),
    distribution: distributionSchema,
    limits: z.string(),
    /** How it was made: engine, model, prompt version, seed, hash of its inputs. */
    provenance: provenanceSchema,
    durationMs: z.number().int().nonnegative(),
    completedAt: at,
    pii: analysisTextSchema.nullable(),
  }),
  AnalysisFailed: z.object({
    caseId,
    run: z.number().int().positive(),
    attempt: z.number().int().positive(),
    engine,
    /** AiError code (AI_TIMEOUT, AI_BUSY, …), JURY_INPUT, or INTERNAL. */
    code: z.string(),
    /** What went wrong, in words for staff (never personal data). */
    error: z.string(),
    /** The worker will ask again (attempt + 1) after `retryInMs`. */
    willRetry: z.boolean(),
    retryInMs: z.number().int().nonnegative().nullable(),
    failedAt: at,
  }),
  /**
   * The owner reviewed the fact sheet before the analysis ran: what the reader extracted, and the
   * sheet as the owner corrected and confirmed it (the analysis weighs the latter).
   */
  FactsConfirmed: z.object({
    caseId,
    confirmedBy: userId,
    /** Which engine read the facts. */
    reader: z.enum(['offline', 'openai']),
    /** How many fields the owner changed from the extraction. */
    corrections: z.number().int().nonnegative(),
    confirmedAt: at,
    pii: z.object({ extracted: factSheetSchema, confirmed: factSheetSchema, flags: z.array(flagSchema) }).nullable(),
  }),
  ReviewStarted: z.object({ caseId, startedBy: userId, startedAt: at }),
  CaseCompleted: z.object({ caseId, completedBy: userId, completedAt: at }),
  CommentPosted: z.object({
    caseId,
    commentId: z.uuid(),
    authorId: userId,
    authorRole: role,
    postedAt: at,
    pii: z.object({ content: z.string() }).nullable(),
  }),
} as const;

type Schemas = typeof eventSchemas;
export type CaseEventType = keyof Schemas;
export type CaseEvent = { [K in CaseEventType]: { type: K; data: z.infer<Schemas[K]> } }[CaseEventType];
export type CaseEventOf<K extends CaseEventType> = Extract<CaseEvent, { type: K }>;

export const caseEventTypes = Object.keys(eventSchemas) as CaseEventType[];

export const CASE_STREAM_PREFIX = 'case-';
export const caseStream = (caseId: number) => `${CASE_STREAM_PREFIX}${caseId}`;
