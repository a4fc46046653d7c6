// Pure rules of one case (stream `case-{id}`): decide(command, state) → events or a refusal. Time,
// ids, the engine and the caller come in on the command. One small handler per command checks
// the case's status (state.ts) and answers events; `decide` only dispatches.
//
// Payment: the amount is 19999 cents, always the server's. Staff move a paid case's status; the
// owner attaches documents until the case is paid; the analysis runs once per request, a failure is
// retried by the policy below, and staff may ask for a re-run of a paid case.
import { ConflictError, ForbiddenError, NotFoundError } from '../../infra/http/errors.js';
import { isStaff, type Role } from '../../infra/http/roles.js';
import type { JuryAnalysis } from './jury/types.js';
import type { FactSheet, Flag } from './understanding/fact-sheet.js';
import {
  CASE_ANALYSIS_AMOUNT_CENTS,
  CASE_DOCUMENTS_MAX,
  MESSAGES,
  type CaseCategory,
  type CaseDocumentType,
  type CaseStatus,
  type PaymentStatus,
} from './contract.js';
import type { CaseEvent, CaseEventOf, CaseFields } from './events.js';
import { isPaid, runningRun, type Case, type Engine, type OpenCase, type PaidCase, type PendingCase } from './state.js';

export {
  completedAtOf,
  evolve,
  foldCase,
  initialCase,
  isPaid,
  paidAtOf,
  runningRun,
  snapshotOf,
  type AnalysisRun,
  type Case,
  type CaseDocument,
  type CompletedCase,
  type InReviewCase,
  type OpenCase,
  type PaidCase,
  type PendingCase,
  type SubmittedCase,
} from './state.js';

// ───────────────────────────────────────────────────────────────────────────── retry policy

/** Attempts per run, the first included. */
export const ANALYSIS_MAX_ATTEMPTS = 3;
/** Wait before attempt n + 1: base × 4^(n − 1) (2 s, then 8 s by default). */
export const ANALYSIS_RETRY_BASE_MS = 2_000;
/** Failures worth another attempt: the engine was busy, unreachable, slow, cut off, or answered badly. */
export const RETRYABLE_CODES: ReadonlySet<string> = new Set([
  'AI_BUSY',
  'AI_UNAVAILABLE',
  'AI_TIMEOUT',
  'AI_INTERRUPTED',
  'AI_BAD_ANSWER',
  'INTERNAL',
]);

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
}
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: ANALYSIS_MAX_ATTEMPTS, baseDelayMs: ANALYSIS_RETRY_BASE_MS };

/** Whether a failed attempt is tried again, and after how long. */
export function retryPlan(
  code: string,
  attempt: number,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): { willRetry: boolean; retryInMs: number | null } {
  if (!RETRYABLE_CODES.has(code) || attempt >= policy.maxAttempts) return { willRetry: false, retryInMs: null };
  return { willRetry: true, retryInMs: policy.baseDelayMs * 4 ** (attempt - 1) };
}

// ───────────────────────────────────────────────────────────────────────────── who may

export interface Viewer {
  id: number;
  role: Role;
}

/** Owner, or staff once the case is paid (DECISIONS.md); auditors read the history only. */
export function mayRead(c: { userId: number; paymentStatus: PaymentStatus }, viewer: Viewer): boolean {
  if (viewer.role === 'auditor') return false;
  if (c.userId === viewer.id) return true;
  return isStaff(viewer.role) && c.paymentStatus === 'paid';
}

/** The moves staff may make now (the screens' buttons; SPEC §4). */
export function allowedMoves(c: { status: CaseStatus; paymentStatus: PaymentStatus }, viewer: Viewer): ('in-review' | 'completed')[] {
  if (!isStaff(viewer.role) || c.paymentStatus !== 'paid') return [];
  if (c.status === 'submitted') return ['in-review'];
  if (c.status === 'in-review') return ['completed'];
  return [];
}

// ───────────────────────────────────────────────────────────────────────────── commands

export type CaseCommand =
  | {
      type: 'SubmitCase';
      caseId: number;
      userId: number;
      caseCategory: CaseCategory;
      caseType: string;
      state: string;
      caseNumberKey: string;
      fields: CaseFields;
      now: string;
    }
  | {
      type: 'AttachDocument';
      documentId: string;
      storageKey: string;
      contentType: CaseDocumentType;
      size: number;
      sha256: string;
      name: string;
      by: Viewer;
      now: string;
    }
  | { type: 'RemoveDocument'; documentId: string; by: Viewer; now: string }
  | { type: 'StartPayment'; paymentId: string; currency: string; by: Viewer; now: string }
  | {
      type: 'ConfirmFacts';
      extracted: FactSheet;
      confirmed: FactSheet;
      flags: Flag[];
      corrections: number;
      by: Viewer;
      now: string;
    }
  | {
      type: 'RecordPayment';
      outcome: 'succeeded' | 'failed';
      paymentId: string;
      providerPaymentIntentId: string;
      amountCents: number;
      reason: string | null;
      /** The engine that will run the first analysis. */
      engine: Engine;
      now: string;
    }
  | { type: 'CompleteAnalysis'; run: number; attempt: number; analysis: JuryAnalysis; facts?: FactSheet; durationMs: number; now: string }
  | { type: 'FailAnalysis'; run: number; attempt: number; engine: Engine; code: string; error: string; policy?: RetryPolicy; now: string }
  | { type: 'RetryAnalysis'; run: number; attempt: number; now: string }
  | { type: 'RequestRerun'; engine: Engine; by: Viewer; now: string }
  | { type: 'ChangeStatus'; to: 'in-review' | 'completed'; by: Viewer; now: string }
  | { type: 'PostComment'; commentId: string; content: string; by: Viewer; now: string };

// ───────────────────────────────────────────────────────────────────────────── handlers

type CommandOf<T extends CaseCommand['type']> = Extract<CaseCommand, { type: T }>;

/** The review's refusals (a staff member moving a case's status; the server's words only). */
export const REVIEW_MESSAGES = {
  reviewNeedsPaid: 'Only a paid case can be reviewed',
  reviewNeedsSubmitted: 'A review can only start on a submitted case',
  completeNeedsReview: 'Only a case in review can be marked as completed',
  alreadyInReview: 'This case is already in review',
  alreadyCompleted: 'This case is already completed',
} as const;

const notFound = () => new NotFoundError(MESSAGES.caseNotFound);
const denied = () => new ForbiddenError(MESSAGES.accessDenied);

function requireOwner(c: OpenCase, by: Viewer): void {
  if (c.userId !== by.id) throw denied();
}

/** Documents and facts change only before the case is paid. */
function requireUnpaid(c: OpenCase, message: string): asserts c is PendingCase {
  if (isPaid(c)) throw new ConflictError(message);
}

function requirePaid(c: OpenCase, message: string): asserts c is PaidCase {
  if (!isPaid(c)) throw new ConflictError(message);
}

function requireStaff(by: Viewer, message: string): void {
  if (!isStaff(by.role)) throw new ForbiddenError(message);
}

function submitCase(command: CommandOf<'SubmitCase'>, state: Case): CaseEvent[] {
  if (state.status !== 'none') throw new ConflictError('This case already exists');
  return [
    {
      type: 'CaseSubmitted',
      data: {
        caseId: command.caseId,
        userId: command.userId,
        caseCategory: command.caseCategory,
        caseType: command.caseType,
        state: command.state,
        amountCents: CASE_ANALYSIS_AMOUNT_CENTS,
        caseNumberKey: command.caseNumberKey,
        submittedAt: command.now,
        pii: command.fields,
      },
    },
  ];
}

function attachDocument(command: CommandOf<'AttachDocument'>, c: OpenCase): CaseEvent[] {
  requireOwner(c, command.by);
  requireUnpaid(c, MESSAGES.documentsLocked);
  if (c.documents.some((d) => d.documentId === command.documentId)) return [];
  if (c.documents.length >= CASE_DOCUMENTS_MAX) throw new ConflictError(MESSAGES.tooManyDocuments);
  return [
    {
      type: 'CaseDocumentAttached',
      data: {
        caseId: c.caseId,
        documentId: command.documentId,
        storageKey: command.storageKey,
        contentType: command.contentType,
        size: command.size,
        sha256: command.sha256,
        attachedBy: command.by.id,
        attachedAt: command.now,
        pii: { name: command.name },
      },
    },
  ];
}

function removeDocument(command: CommandOf<'RemoveDocument'>, c: OpenCase): CaseEvent[] {
  requireOwner(c, command.by);
  if (!c.documents.some((d) => d.documentId === command.documentId)) throw new NotFoundError(MESSAGES.documentNotFound);
  requireUnpaid(c, MESSAGES.documentsLocked);
  return [
    {
      type: 'CaseDocumentRemoved',
      data: { caseId: c.caseId, documentId: command.documentId, removedBy: command.by.id, removedAt: command.now },
    },
  ];
}

function confirmFacts(command: CommandOf<'ConfirmFacts'>, c: OpenCase): CaseEvent[] {
  requireOwner(c, command.by);
  // The analysis runs as soon as the case is paid: the facts it weighs are fixed from then on.
  requireUnpaid(c, MESSAGES.factsLocked);
  if (c.runs.length > 0) throw new ConflictError(MESSAGES.factsLocked);
  return [
    {
      type: 'FactsConfirmed',
      data: {
        caseId: c.caseId,
        confirmedBy: command.by.id,
        reader: command.extracted.reader.engine,
        corrections: command.corrections,
        confirmedAt: command.now,
        pii: { extracted: command.extracted, confirmed: command.confirmed, flags: command.flags },
      },
    },
  ];
}

function startPayment(command: CommandOf<'StartPayment'>, c: OpenCase): CaseEvent[] {
  requireOwner(c, command.by);
  requireUnpaid(c, MESSAGES.alreadyPaid);
  // The same payment asked for again (a reload of the dialog): nothing new happened.
  if (c.payment.status === 'pending' && c.payment.paymentId === command.paymentId) return [];
  return [
    {
      type: 'CasePaymentStarted',
      data: {
        caseId: c.caseId,
        paymentId: command.paymentId,
        amountCents: CASE_ANALYSIS_AMOUNT_CENTS,
        currency: command.currency,
        startedBy: command.by.id,
        startedAt: command.now,
      },
    },
  ];
}

function recordPayment(command: CommandOf<'RecordPayment'>, c: OpenCase): CaseEvent[] {
  // A paid case stays paid: a late failure of an earlier attempt, or the same confirmation
  // delivered again, changes nothing.
  if (isPaid(c)) return [];
  if (command.outcome === 'failed') {
    if (c.payment.status === 'failed' && c.payment.paymentId === command.paymentId && c.payment.reason === command.reason) return [];
    return [
      {
        type: 'CasePaymentFailed',
        data: {
          caseId: c.caseId,
          paymentId: command.paymentId,
          providerPaymentIntentId: command.providerPaymentIntentId,
          reason: command.reason,
          failedAt: command.now,
        },
      },
    ];
  }
  return [
    {
      type: 'CasePaid',
      data: {
        caseId: c.caseId,
        paymentId: command.paymentId,
        amountCents: command.amountCents,
        providerPaymentIntentId: command.providerPaymentIntentId,
        paidAt: command.now,
      },
    },
    {
      type: 'AnalysisRequested',
      data: {
        caseId: c.caseId,
        run: c.runs.length + 1,
        attempt: 1,
        engine: command.engine,
        requestedBy: null,
        reason: 'paid',
        requestedAt: command.now,
      },
    },
  ];
}

/** Only the attempt being waited for ends its run (a second delivery finds it done). */
const awaited = (c: OpenCase, run: number, attempt: number) =>
  c.runs.find((r) => r.run === run && r.status === 'running' && r.attempt === attempt);

function completeAnalysis(command: CommandOf<'CompleteAnalysis'>, c: OpenCase): CaseEvent[] {
  if (!awaited(c, command.run, command.attempt)) return [];
  const a = command.analysis;
  return [
    {
      type: 'AnalysisCompleted',
      data: {
        caseId: c.caseId,
        run: command.run,
        attempt: command.attempt,
        successProbability: a.successProbability,
        ...(a.chance !== undefined ? { chance: a.chance } : {}),
        ...(a.interval ? { interval: a.interval } : {}),
        decisionMaker: a.decisionMaker,
        ...(a.jurySize !== undefined ? { jurySize: a.jurySize } : {}),
        ...(a.civil ? { civil: a.civil } : {}),
        ...(a.factsStatus ? { factsStatus: a.factsStatus } : {}),
        confidenceLevel: a.confidenceLevel,
        distribution: a.distribution,
        limits: a.limits,
        provenance: a.provenance,
        durationMs: command.durationMs,
        completedAt: command.now,
        pii: {
          summary: a.summary,
          strengths: a.strengths,
          weaknesses: a.weaknesses,
          recommendations: a.recommendations,
          jurors: a.jurors,
          factors: a.factors,
          confidenceReason: a.confidenceReason,
          ...(a.bench ? { bench: a.bench } : {}),
          ...(a.contributions ? { contributions: a.contributions } : {}),
          ...(a.staff ? { staff: a.staff } : {}),
          ...(a.flags ? { flags: a.flags } : {}),
          ...(command.facts ? { facts: command.facts } : {}),
        },
      },
    },
  ];
}

function failAnalysis(command: CommandOf<'FailAnalysis'>, c: OpenCase): CaseEvent[] {
  if (!awaited(c, command.run, command.attempt)) return [];
  const plan = retryPlan(command.code, command.attempt, command.policy);
  return [
    {
      type: 'AnalysisFailed',
      data: {
        caseId: c.caseId,
        run: command.run,
        attempt: command.attempt,
        engine: command.engine,
        code: command.code,
        error: command.error,
        willRetry: plan.willRetry,
        retryInMs: plan.retryInMs,
        failedAt: command.now,
      },
    },
  ];
}

function retryAnalysis(command: CommandOf<'RetryAnalysis'>, c: OpenCase): CaseEvent[] {
  const run = c.runs.find((r) => r.run === command.run);
  if (!run || run.status !== 'failed' || !run.willRetry || run.attempt !== command.attempt) return [];
  return [
    {
      type: 'AnalysisRequested',
      data: {
        caseId: c.caseId,
        run: run.run,
        attempt: run.attempt + 1,
        engine: run.engine,
        requestedBy: null,
        reason: 'retry',
        requestedAt: command.now,
      },
    },
  ];
}

function requestRerun(command: CommandOf<'RequestRerun'>, c: OpenCase): CaseEvent[] {
  requireStaff(command.by, MESSAGES.accessDenied);
  requirePaid(c, MESSAGES.analysisNeedsPaid);
  if (runningRun(c)) throw new ConflictError(MESSAGES.analysisRunning);
  return [
    {
      type: 'AnalysisRequested',
      data: {
        caseId: c.caseId,
        run: c.runs.length + 1,
        attempt: 1,
        engine: command.engine,
        requestedBy: command.by.id,
        reason: 'rerun',
        requestedAt: command.now,
      },
    },
  ];
}

/** Why a paid case cannot move to a status, by the status it is in (null: it may). */
const MOVE_REFUSALS: Record<'in-review' | 'completed', Record<PaidCase['status'], string | null>> = {
  'in-review': { submitted: null, 'in-review': REVIEW_MESSAGES.alreadyInReview, completed: REVIEW_MESSAGES.alreadyCompleted },
  completed: { submitted: REVIEW_MESSAGES.completeNeedsReview, 'in-review': null, completed: REVIEW_MESSAGES.alreadyCompleted },
};

function changeStatus(command: CommandOf<'ChangeStatus'>, c: OpenCase): CaseEvent[] {
  requireStaff(command.by, MESSAGES.staffOnly);
  requirePaid(c, REVIEW_MESSAGES.reviewNeedsPaid);
  const refusal = MOVE_REFUSALS[command.to][c.status];
  if (refusal) throw new ConflictError(refusal);
  if (command.to === 'in-review')
    return [{ type: 'ReviewStarted', data: { caseId: c.caseId, startedBy: command.by.id, startedAt: command.now } }];
  return [{ type: 'CaseCompleted', data: { caseId: c.caseId, completedBy: command.by.id, completedAt: command.now } }];
}

function postComment(command: CommandOf<'PostComment'>, c: OpenCase): CaseEvent[] {
  if (!mayRead({ userId: c.userId, paymentStatus: c.payment.status }, command.by)) throw denied();
  if (c.commentIds.includes(command.commentId)) return [];
  return [
    {
      type: 'CommentPosted',
      data: {
        caseId: c.caseId,
        commentId: command.commentId,
        authorId: command.by.id,
        authorRole: command.by.role,
        postedAt: command.now,
        pii: { content: command.content },
      },
    },
  ];
}

// ───────────────────────────────────────────────────────────────────────────── decide

type Handler<T extends CaseCommand['type']> = (command: CommandOf<T>, state: Case) => CaseEvent[];

/** Every command but SubmitCase needs the case to exist. */
const onCase =
  <T extends CaseCommand['type']>(handle: (command: CommandOf<T>, c: OpenCase) => CaseEvent[]): Handler<T> =>
  (command, state) => {
    if (state.status === 'none') throw notFound();
    return handle(command, state);
  };

/** One handler per command type: a command type without one fails to compile here. */
const handlers: { [T in CaseCommand['type']]: Handler<T> } = {
  SubmitCase: submitCase,
  AttachDocument: onCase(attachDocument),
  RemoveDocument: onCase(removeDocument),
  ConfirmFacts: onCase(confirmFacts),
  StartPayment: onCase(startPayment),
  RecordPayment: onCase(recordPayment),
  CompleteAnalysis: onCase(completeAnalysis),
  FailAnalysis: onCase(failAnalysis),
  RetryAnalysis: onCase(retryAnalysis),
  RequestRerun: onCase(requestRerun),
  ChangeStatus: onCase(changeStatus),
  PostComment: onCase(postComment),
};

export function decide(command: CaseCommand, state: Case): CaseEvent[] {
  const handle = handlers[command.type] as Handler<CaseCommand['type']>;
  return handle(command, state);
}

export type { CaseEventOf };
