// Requests, responses and messages of the casework endpoints (SPEC.md §2 Case Analysis, Case
// Detail, Investigator Dashboard › Case Analyses; §3 case_analyses, case_comments and the case form
// fields; §4; §5; §7; §8; §9; DECISIONS.md statuses and payments). The web app's case form, case
// list, case detail and case history import these same schemas and words. Browser-safe: zod and
// the jury engine's browser-safe schemas only (no server imports).
import * as z from 'zod/mini';
import '../../infra/http/zod-english.js';
import { freeText, lineText } from '../../infra/http/text.js';
import {
  CIVIL_AMOUNT_MAX,
  CIVIL_CASE_TYPES,
  CIVIL_ROLES,
  CRIMINAL_CASE_TYPES,
  CUSTODY_PREFERENCES,
  EVIDENCE_STRENGTHS,
  FAMILY_CASE_TYPES,
  RELATIONSHIP_STATUSES,
  US_STATES,
  CASE_CATEGORIES,
  CASE_STATUSES,
  PAYMENT_STATUSES,
} from './vocabulary.js';

export {
  CRIMINAL_CASE_TYPES,
  FAMILY_CASE_TYPES,
  CIVIL_CASE_TYPES,
  CIVIL_ROLES,
  CIVIL_AMOUNT_MAX,
  type CivilRole,
  EVIDENCE_STRENGTHS,
  EVIDENCE_STRENGTH_LABELS,
  EVIDENCE_STRENGTH_FIELD_LABEL,
  EVIDENCE_STRENGTH_HELP,
  RELATIONSHIP_STATUSES,
  CUSTODY_PREFERENCES,
  US_STATES,
  caseTypeLabel,
  caseTypeSlug,
  type EvidenceStrength,
  CASE_ANALYSIS_AMOUNT_CENTS,
  CASE_CATEGORIES,
  CASE_DOCUMENT_TYPES,
  type CaseDocumentType,
  CASE_STATUSES,
  PAYMENT_STATUSES,
} from './vocabulary.js';
export type { CivilOutcome, Juror, Factor, Distribution, Provenance, Bench, Contribution } from './jury/types.js';
// The answers' and the fact sheet's types; their schemas are in result-contract.ts, which the pages
// that parse answers load, not every page that reads this contract's words.
export type * from './understanding/fact-sheet.js';
export type * from './result-contract.js';
export { JURY_LIMITS, FAMILY_LIMITS, CIVIL_LIMITS, limitsFor } from './jury/limits.js';

// ───────────────────────────────────────────────────────────────────────────── constants

export const CASE_ANALYSIS_PRICE_LABEL = '$199.99';

/** SPEC §5/§9 case documents: 5 MB per file. */
export const CASE_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The extensions the picker offers (SPEC §5). */
export const CASE_DOCUMENT_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'] as const;
/** How SPEC's 'File must be {allowed types}' names them. */
export const CASE_DOCUMENT_ALLOWED_LABEL = 'PDF, DOC, DOCX, JPG or PNG';
/** The multipart field the upload is sent in. */
export const CASE_DOCUMENT_FIELD = 'document';
/** At most this many documents on one case. */
export const CASE_DOCUMENTS_MAX = 20;

export const CASE_NUMBER_MAX = 100;
export const LINE_MAX = 300;
export const TEXT_MAX = 10_000;
export const TITLE_MIN = 3;
export const DESCRIPTION_MIN = 20;
export const DEFENSE_STRATEGY_MIN = 10;
export const COMMENT_MAX = 5_000;
export const WITNESSES_MAX = 50;

export const MESSAGES = {
  // §5 case form
  caseNumber: 'Case number is required',
  clientName: 'Client name is required',
  title: 'Title must be at least 3 characters',
  caseCategory: 'Case category is required',
  caseType: 'Case type is required',
  caseTypeOfCategory: 'Case type does not belong to the chosen category',
  description: 'Case description must be at least 20 characters',
  state: 'State is required',
  city: 'City is required',
  chargeDetails: 'Charge details are required',
  defenseStrategy: 'Defense strategy is required',
  relationshipStatus: 'Relationship status is required',
  civilRole: 'Your role must be plaintiff (you sue) or defendant (you are sued)',
  amountRequired: 'Amount in dispute is required',
  amountInvalid: 'Amount in dispute must be a positive amount in US dollars, e.g. 2500 or 2500.50',
  amountTooLarge: 'Amount in dispute must be at most $1,000,000,000',
  claims: 'Claims must say what is claimed and why (at least 10 characters)',
  evidenceStrength: 'Evidence strength must be very-strong, strong, moderate, weak or very-weak',
  date: 'Dates must be written YYYY-MM-DD',
  yesNo: 'Answer yes or no',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  caseNumberTaken: 'You already have a case with this case number',
  // §2 consent and payment
  consent: 'By submitting, you agree to pay $199.99 for the AI-powered mock-jury case analysis.',
  paymentTitle: 'Complete Payment',
  paymentLineItem: 'Case Analysis Fee',
  paymentOneTime: 'A one-time payment is required to process your case analysis.',
  paymentCovers: 'The fee covers the AI-powered mock-jury analysis of your case.',
  inProgress: 'Your case analysis is now in progress',
  submissionFailedTitle: 'Submission failed',
  submissionFailed: 'Failed to create case analysis',
  paymentFailedTitle: 'Payment failed',
  paymentFailed: 'Payment processing failed',
  paymentNotConfirmed: 'The payment provider has not confirmed this payment yet.',
  paymentNotStarted: 'No payment has been started for this case.',
  alreadyPaid: 'This case has already been paid.',
  // §5 documents
  invalidFileTypeTitle: 'Invalid file type',
  invalidFileType: 'File must be PDF, DOC, DOCX, JPG or PNG',
  fileTooLargeTitle: 'File too large',
  fileTooLarge: 'Maximum file size is 5MB',
  fileUploadedTitle: 'File uploaded',
  fileUploaded: (name: string) => `${name} has been uploaded successfully`,
  fileMissing: 'Choose a file to upload',
  tooManyDocuments: 'A case can hold at most 20 documents',
  documentsLocked: 'Documents can only be added or removed before the case is paid',
  documentNotFound: 'Document not found',
  uploadLimitTitle: 'Daily upload limit reached',
  // Case understanding: the fact review
  factsLocked: 'The analysis has started: the facts it weighs can no longer be changed.',
  factsNotYours: 'Only the client who submitted the case can confirm its facts.',
  factsConfirmed: 'Your corrections are saved. The analysis will weigh these facts.',
  // §2/§8 case detail
  invalidCaseId: 'Invalid Case ID',
  caseNotFoundTitle: 'Case Not Found',
  caseNotFound: 'The requested case analysis could not be found.',
  accessDeniedTitle: 'Access Denied',
  accessDenied: "You don't have permission to access this case.",
  returnToDashboard: 'Return to Dashboard',
  errorLoadingCaseTitle: 'Error Loading Case',
  loadCase: (message: string) => `Failed to load case details: ${message}`,
  fetchCases: 'Failed to fetch case analyses',
  loadCases: (message: string) => `Failed to load case analyses: ${message}`,
  noCases: 'No cases submitted yet',
  noCaseAnalyses: 'No Case Analyses',
  // §2 comments
  comment: 'Comment cannot be empty',
  commentTooLong: 'Comment must be at most 5000 characters',
  commentAddedTitle: 'Comment Added',
  commentAdded: 'Your comment has been added to the case',
  noComments: 'No comments yet',
  noCommentsHint: 'Be the first to leave a comment',
  loadComments: 'Failed to load comments',
  errorTitle: 'Error',
  commentNotAllowed: 'Comments can be added by the case owner, and by staff once the case is paid',
  // §4 status
  statusValue: 'Status must be in-review or completed',
  statusUpdatedTitle: 'Status Updated',
  staffOnly: 'Only investigators can change the status of a case',
  // analysis
  analysisRunning: 'An analysis of this case is already running',
  analysisNeedsPaid: 'The analysis runs once the case is paid',
  analysisRerunRequested: 'A new analysis has been requested',
  analysisFailed: 'The analysis could not be completed. Staff can run it again.',
  analysisPending: 'Your case analysis is in progress. The results appear here when it is done.',
  // history
  historyTitle: 'Case History',
} as const;

// ───────────────────────────────────────────────────────────────────────────── statuses

/** DECISIONS.md: pending (created, unpaid) → submitted (paid; analysis runs) → in-review → completed. */
export const caseStatusSchema = z.enum(CASE_STATUSES);
export type CaseStatus = z.infer<typeof caseStatusSchema>;

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Labels the badges show (SPEC §4: 'Payment Pending', 'Payment Failed'). */
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  pending: 'Pending',
  submitted: 'Submitted',
  'in-review': 'In Review',
  completed: 'Completed',
};
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  pending: 'Payment Pending',
  paid: 'Paid',
  failed: 'Payment Failed',
};

export const caseCategorySchema = z.enum(CASE_CATEGORIES, { error: MESSAGES.caseCategory });
export type CaseCategory = z.infer<typeof caseCategorySchema>;

/** The case types of a category (value stored, label shown): the form's choices. */
export const caseTypesOf = (category: CaseCategory) =>
  category === 'criminal' ? CRIMINAL_CASE_TYPES : category === 'family' ? FAMILY_CASE_TYPES : CIVIL_CASE_TYPES;

// ───────────────────────────────────────────────────────────────────────────── the case form

const line = (label: string, max = LINE_MAX) => lineText().check(z.trim(), z.maxLength(max, MESSAGES.tooLong(label, max)));
const text = (label: string, max = TEXT_MAX) => freeText().check(z.trim(), z.maxLength(max, MESSAGES.tooLong(label, max)));
/** Optional text: a blank answer is "not given" (undefined). */
const blankIsUndefined = <T>(s: T) => (s ? s : undefined);
const optionalLine = (label: string, max = LINE_MAX) =>
  z.pipe(z.optional(line(label, max)), z.transform(blankIsUndefined<string | undefined>));
const optionalText = (label: string, max = TEXT_MAX) =>
  z.pipe(z.optional(text(label, max)), z.transform(blankIsUndefined<string | undefined>));
const optionalDate = z.pipe(
  z.optional(z.union([z.iso.date({ error: MESSAGES.date }), z.literal('')])),
  z.transform(blankIsUndefined<string | undefined>),
);
/** yes/no questions travel as booleans; the form's 'yes' / 'no' are accepted too. */
const yesNo = z.pipe(
  z.union([z.boolean(), z.enum(['yes', 'no'])], { error: MESSAGES.yesNo }),
  z.transform((v) => v === true || v === 'yes'),
);

/** "Ann Lee, Bo Chen" or a list: trimmed names, blanks dropped (SPEC §3 keyWitnesses). */
const witnesses = z.pipe(
  z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.array(z.string())])),
      z.transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : v.split(','))),
    ),
    z
      .array(lineText().check(z.trim(), z.maxLength(200, MESSAGES.tooLong('A witness name', 200))))
      .check(z.maxLength(WITNESSES_MAX, `At most ${WITNESSES_MAX} witnesses`)),
  ),
  z.transform((list) => list.filter((w) => w.length > 0)),
);

export const criminalDetailsSchema = z.object({
  chargeDetails: freeText({ required: MESSAGES.chargeDetails }).check(
    z.trim(),
    z.minLength(1, MESSAGES.chargeDetails),
    z.maxLength(TEXT_MAX, MESSAGES.tooLong('Charge details', TEXT_MAX)),
  ),
  priorConvictions: optionalText('Prior convictions'),
  /** The strength of the evidence AGAINST the client (default moderate, SPEC §3). */
  evidenceStrength: z._default(z.enum(EVIDENCE_STRENGTHS, { error: MESSAGES.evidenceStrength }), 'moderate'),
  prosecutorName: optionalLine('Prosecutor name'),
  defenseStrategy: freeText({ required: MESSAGES.defenseStrategy }).check(
    z.trim(),
    z.minLength(DEFENSE_STRATEGY_MIN, MESSAGES.defenseStrategy),
    z.maxLength(TEXT_MAX, MESSAGES.tooLong('Defense strategy', TEXT_MAX)),
  ),
  bailStatus: optionalLine('Bail status'),
  detentionDetails: optionalText('Detention details'),
});
export type CriminalDetails = z.infer<typeof criminalDetailsSchema>;

export const familyDetailsSchema = z.object({
  relationshipStatus: z.enum(RELATIONSHIP_STATUSES, { error: MESSAGES.relationshipStatus }),
  custodyPreference: z.pipe(
    z.optional(z.union([z.enum(CUSTODY_PREFERENCES), z.literal('')])),
    z.transform((v) => (v ? v : undefined)),
  ),
  childrenInvolved: yesNo,
  childrenDetails: optionalText('Children details'),
  assetDetails: optionalText('Asset details'),
  supportRequested: yesNo,
  supportDetails: optionalText('Support details'),
});
export type FamilyDetails = z.infer<typeof familyDetailsSchema>;

/**
 * The amount in dispute: a positive amount in US dollars with at most two decimals. The form sends
 * what was typed ("2,500.50", "$2500"), the API may send a number; both arrive as a number.
 */
export const amountInDollars = z.pipe(
  z.pipe(
    z.union([z.number(), z.string()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? MESSAGES.amountRequired : MESSAGES.amountInvalid),
    }),
    z.transform((v, ctx) => {
      if (typeof v === 'number') return v;
      const t = v
        .trim()
        .replace(/^\$\s*/, '')
        .replace(/,(?=\d{3}(?:\D|$))/g, '');
      if (!t) {
        ctx.issues.push({ code: 'custom', message: MESSAGES.amountRequired, input: v });
        return z.NEVER;
      }
      return /^\d+(?:\.\d{1,2})?$/.test(t) ? Number(t) : Number.NaN;
    }),
  ),
  z.number({ error: MESSAGES.amountInvalid }).check(
    z.refine((n) => Number.isFinite(n) && n > 0 && Math.round(n * 100) === n * 100, MESSAGES.amountInvalid),
    z.refine((n) => !(n > CIVIL_AMOUNT_MAX), MESSAGES.amountTooLarge),
  ),
);

export const civilDetailsSchema = z.object({
  clientRole: z.enum(CIVIL_ROLES, { error: MESSAGES.civilRole }),
  amountInDispute: amountInDollars,
  claims: freeText({ required: MESSAGES.claims }).check(
    z.trim(),
    z.minLength(10, MESSAGES.claims),
    z.maxLength(TEXT_MAX, MESSAGES.tooLong('Claims', TEXT_MAX)),
  ),
  otherSideSays: optionalText('What the other side says'),
  evidence: optionalText('Evidence'),
});
export type CivilDetails = z.infer<typeof civilDetailsSchema>;

/** A required line or text: trimmed, at least `min` characters (else `required`), at most `max`. */
const requiredLine = (required: string, min: number, max: number, tooLong: string) =>
  lineText({ required }).check(z.trim(), z.minLength(min, required), z.maxLength(max, tooLong));

/**
 * POST /api/case-analyses: the case form (SPEC §3 "Case form fields", §5 rules). `criminal` is
 * required (and only allowed) for a criminal case, `family` for a family case. Details the
 * category does not show (childrenDetails without children, supportDetails without a request)
 * are dropped. Amount, status, owner and id are the server's.
 */
export const caseFormSchema = z.pipe(
  z
    .object({
      caseNumber: requiredLine(MESSAGES.caseNumber, 1, CASE_NUMBER_MAX, MESSAGES.tooLong('Case number', CASE_NUMBER_MAX)),
      clientName: requiredLine(MESSAGES.clientName, 1, 200, MESSAGES.tooLong('Client name', 200)),
      caseTitle: requiredLine(MESSAGES.title, TITLE_MIN, LINE_MAX, MESSAGES.tooLong('Title', LINE_MAX)),
      caseCategory: caseCategorySchema,
      caseType: requiredLine(MESSAGES.caseType, 1, 100, MESSAGES.caseType),
      caseDescription: freeText({ required: MESSAGES.description }).check(
        z.trim(),
        z.minLength(DESCRIPTION_MIN, MESSAGES.description),
        z.maxLength(20_000, MESSAGES.tooLong('Case description', 20_000)),
      ),
      /** Two-letter code of one of the 50 states. */
      state: z
        .pipe(
          lineText({ required: MESSAGES.state }).check(z.trim()),
          z.transform((s) => s.toUpperCase()),
        )
        .check(z.refine((s) => US_STATES.has(s), MESSAGES.state)),
      city: requiredLine(MESSAGES.city, 1, 200, MESSAGES.tooLong('City', 200)),
      courtName: optionalLine('Court name'),
      judgeAssigned: optionalLine('Judge'),
      filingDate: optionalDate,
      /** Labelled "Next hearing" on the form. */
      hearingDate: optionalDate,
      opposingParty: optionalLine('Opposing party'),
      opposingCounsel: optionalLine('Opposing counsel'),
      keyWitnesses: witnesses,
      additionalFactors: optionalText('Additional factors'),
      criminal: z.optional(criminalDetailsSchema),
      family: z.optional(familyDetailsSchema),
      civil: z.optional(civilDetailsSchema),
    })
    .check(
      z.superRefine((c, ctx) => {
        if (!caseTypesOf(c.caseCategory).some((t) => t.value === c.caseType)) {
          ctx.addIssue({ code: 'custom', path: ['caseType'], message: MESSAGES.caseTypeOfCategory });
        }
        if (c.caseCategory === 'criminal' && !c.criminal)
          ctx.addIssue({ code: 'custom', path: ['criminal', 'chargeDetails'], message: MESSAGES.chargeDetails });
        if (c.caseCategory === 'family' && !c.family)
          ctx.addIssue({ code: 'custom', path: ['family', 'relationshipStatus'], message: MESSAGES.relationshipStatus });
        if (c.caseCategory === 'civil' && !c.civil)
          ctx.addIssue({ code: 'custom', path: ['civil', 'clientRole'], message: MESSAGES.civilRole });
      }),
    ),
  z.transform((c) => {
    const { criminal, family, civil, ...common } = c;
    if (c.caseCategory === 'criminal') return { ...common, criminal: criminal! };
    if (c.caseCategory === 'civil') return { ...common, civil: civil! };
    const f = family!;
    return {
      ...common,
      family: {
        ...f,
        childrenDetails: f.childrenInvolved ? f.childrenDetails : undefined,
        supportDetails: f.supportRequested ? f.supportDetails : undefined,
      },
    };
  }),
);
export type CaseFormInput = z.input<typeof caseFormSchema>;
export type CaseForm = z.output<typeof caseFormSchema>;

/** The form's starting values (SPEC §3: evidence strength defaults to moderate). */
export const caseFormDefaults = {
  caseNumber: '',
  clientName: '',
  caseTitle: '',
  caseCategory: 'criminal',
  caseType: '',
  caseDescription: '',
  state: '',
  city: '',
  keyWitnesses: '',
  criminal: { chargeDetails: '', defenseStrategy: '', evidenceStrength: 'moderate' },
} as const;

/** "City, ST" — SPEC's single display value for jurisdiction. */
export const jurisdictionOf = (c: { city: string; state: string; courtName?: string | null }) => `${c.city}, ${c.state}`;

export const caseIdParam = z
  .pipe(z.string().check(z.regex(/^\d{1,10}$/, MESSAGES.invalidCaseId)), z.transform(Number))
  .check(z.refine((n) => n >= 1 && n <= 2_147_483_647, MESSAGES.invalidCaseId));

export const documentIdParam = z.uuid({ error: MESSAGES.documentNotFound });

/** PATCH /api/case-analyses/:id/status (SPEC §4: in-review or completed). */
export const caseStatusRequest = z.object({
  status: z.enum(['in-review', 'completed'], { error: MESSAGES.statusValue }),
});
export type CaseStatusRequest = z.infer<typeof caseStatusRequest>;

// ───────────────────────────────────────────────────────────────────────────── comments

export const commentRequest = z.object({
  content: freeText({ required: MESSAGES.comment }).check(
    z.trim(),
    z.minLength(1, MESSAGES.comment),
    z.maxLength(COMMENT_MAX, MESSAGES.commentTooLong),
  ),
});
export type CommentRequest = z.infer<typeof commentRequest>;

/** Badge words (SPEC §2). */
export const commentBadge = (c: { isInvestigator: boolean }) => (c.isInvestigator ? 'Investigator' : 'Client');

// Outcome predictions: the answers of the predictions view, and the model's and reference tables'
// types. The model itself (prediction-model.ts, browser-safe: the what-if runs in the browser with
// the server's own code) is exported by the module's index.ts for the server and imported by the
// Outcome Prediction page directly, so the other pages that read this contract do not load it
// (docs/decisions/0030-case-analysis-first-render.md).
export type * from './prediction-model.js';
export type * from './prediction-reference.js';
// The predictions' answers as types only: the market filter's schema (a zod pipe, which the bundler
// must keep wherever the module goes) stays out of every page that reads this contract.
export type * from './prediction-contract.js';
