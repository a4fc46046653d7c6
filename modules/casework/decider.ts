// Pure rules of one case (stream `case-{id}`): decide(command, state) → events or a refusal;
// evolve(state, event) → state. Time, ids, the engine and the caller come in on the command.
//
// Status (DECISIONS.md): pending (created, unpaid) → submitted (paid; the analysis runs) →
// in-review → completed. Payment: unpaid → pending → paid | failed (a failed payment may be started
// again). The amount is 19999 cents, always the server's. Staff move a paid case's status; the
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
  jurisdictionOf,
  type CaseCategory,
  type CaseDocumentType,
  type CaseSnapshot,
  type CaseStatus,
  type PaymentStatus,
} from './contract.js';
import type { CaseEvent, CaseEventOf, CaseFields } from './events.js';

type Engine = 'offline' | 'openai';

export interface CaseDocument {
  documentId: string;
  storageKey: string;
  contentType: CaseDocumentType;
  size: number;
  name: string | null;
  attachedAt: string;
}

export interface AnalysisRun {
  run: number;
  attempt: number;
  engine: Engine;
  status: 'running' | 'completed' | 'failed';
  requestedAt: string;
  requestedBy: number | null;
  completedAt: string | null;
  failedAt: string | null;
  error: string | null;
  errorCode: string | null;
  willRetry: boolean;
  successProbability: number | null;
}

export interface OpenCase {
  status: CaseStatus;
  caseId: number;
  userId: number;
  caseCategory: CaseCategory;
  caseType: string;
  state: string;
  /** Null once the owner's personal data is erased. */
  fields: CaseFields | null;
  amountCents: number;
  payment: { status: PaymentStatus; paymentId: string | null; reason: string | null };
  documents: CaseDocument[];
  /** The fact sheet the owner confirmed before paying (null until then, or once erased). */
  confirmedFacts: { facts: FactSheet; flags: Flag[]; confirmedAt: string } | null;
  runs: AnalysisRun[];
  commentIds: string[];
  submittedAt: string;
  paidAt: string | null;
  reviewStartedAt: string | null;
  completedAt: string | null;
  updatedAt: string;
}

export type Case = { status: 'none' } | OpenCase;

export const initialCase: Case = { status: 'none' };

// ───────────────────────────────────────────────────────────────────────────── retry policy

/** Attempts per run, the first included. */
export const ANALYSIS_MAX_ATTEMPTS = 3;
/** Wait before attempt n + 1: base × 4^(n − 1) (2 s, then 8 s by default). */
export const ANALYSIS_RETRY_BASE_MS = 2_000;
/** Failures worth another attempt: the engine was busy, unreachable, slow, cut off, or answered badly. */
export const RETRYABLE_CODES: ReadonlySet<string> = new Set(['AI_BUSY', 'AI_UNAVAILABLE', 'AI_TIMEOUT', 'AI_INTERRUPTED', 'AI_BAD_ANSWER', 'INTERNAL']);

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
}
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: ANALYSIS_MAX_ATTEMPTS, baseDelayMs: ANALYSIS_RETRY_BASE_MS };

/** Whether a failed attempt is tried again, and after how long. */
export function retryPlan(code: string, attempt: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): { willRetry: boolean; retryInMs: number | null } {
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

const notFound = () => new NotFoundError(MESSAGES.caseNotFound);
const denied = () => new ForbiddenError(MESSAGES.accessDenied);

function requireCase(state: Case): OpenCase {
  if (state.status === 'none') throw notFound();
  return state;
}

function requireOwner(c: OpenCase, by: Viewer): void {
  if (c.userId !== by.id) throw denied();
}

export const runningRun = (c: OpenCase): AnalysisRun | undefined => c.runs.find((r) => r.status === 'running');

export function decide(command: CaseCommand, state: Case): CaseEvent[] {
  switch (command.type) {
    case 'SubmitCase': {
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
    case 'AttachDocument': {
      const c = requireCase(state);
      requireOwner(c, command.by);
      if (c.status !== 'pending' || c.payment.status === 'paid') throw new ConflictError(MESSAGES.documentsLocked);
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
    case 'RemoveDocument': {
      const c = requireCase(state);
      requireOwner(c, command.by);
      if (!c.documents.some((d) => d.documentId === command.documentId)) throw new NotFoundError(MESSAGES.documentNotFound);
      if (c.status !== 'pending' || c.payment.status === 'paid') throw new ConflictError(MESSAGES.documentsLocked);
      return [{ type: 'CaseDocumentRemoved', data: { caseId: c.caseId, documentId: command.documentId, removedBy: command.by.id, removedAt: command.now } }];
    }
    case 'ConfirmFacts': {
      const c = requireCase(state);
      requireOwner(c, command.by);
      // The analysis runs as soon as the case is paid: the facts it weighs are fixed from then on.
      if (c.payment.status === 'paid' || c.runs.length > 0) throw new ConflictError(MESSAGES.factsLocked);
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
    case 'StartPayment': {
      const c = requireCase(state);
      requireOwner(c, command.by);
      if (c.payment.status === 'paid') throw new ConflictError(MESSAGES.alreadyPaid);
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
    case 'RecordPayment': {
      const c = requireCase(state);
      // A paid case stays paid: a late failure of an earlier attempt, or the same confirmation
      // delivered again, changes nothing.
      if (c.payment.status === 'paid') return [];
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
          data: { caseId: c.caseId, run: c.runs.length + 1, attempt: 1, engine: command.engine, requestedBy: null, reason: 'paid', requestedAt: command.now },
        },
      ];
    }
    case 'CompleteAnalysis': {
      const c = requireCase(state);
      const run = c.runs.find((r) => r.run === command.run);
      // Only the attempt being waited for completes its run (a second delivery finds it done).
      if (!run || run.status !== 'running' || run.attempt !== command.attempt) return [];
      const a = command.analysis;
      return [
        {
          type: 'AnalysisCompleted',
          data: {
            caseId: c.caseId,
            run: command.run,
            attempt: command.attempt,
            successProbability: a.successProbability,
            ...(a.interval ? { interval: a.interval } : {}),
            decisionMaker: a.decisionMaker,
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
    case 'FailAnalysis': {
      const c = requireCase(state);
      const run = c.runs.find((r) => r.run === command.run);
      if (!run || run.status !== 'running' || run.attempt !== command.attempt) return [];
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
    case 'RetryAnalysis': {
      const c = requireCase(state);
      const run = c.runs.find((r) => r.run === command.run);
      if (!run || run.status !== 'failed' || !run.willRetry || run.attempt !== command.attempt) return [];
      return [
        {
          type: 'AnalysisRequested',
          data: { caseId: c.caseId, run: run.run, attempt: run.attempt + 1, engine: run.engine, requestedBy: null, reason: 'retry', requestedAt: command.now },
        },
      ];
    }
    case 'RequestRerun': {
      const c = requireCase(state);
      if (!isStaff(command.by.role)) throw new ForbiddenError(MESSAGES.accessDenied);
      if (c.payment.status !== 'paid') throw new ConflictError(MESSAGES.analysisNeedsPaid);
      if (runningRun(c)) throw new ConflictError(MESSAGES.analysisRunning);
      return [
        {
          type: 'AnalysisRequested',
          data: { caseId: c.caseId, run: c.runs.length + 1, attempt: 1, engine: command.engine, requestedBy: command.by.id, reason: 'rerun', requestedAt: command.now },
        },
      ];
    }
    case 'ChangeStatus': {
      const c = requireCase(state);
      if (!isStaff(command.by.role)) throw new ForbiddenError(MESSAGES.staffOnly);
      if (c.payment.status !== 'paid') throw new ConflictError(MESSAGES.reviewNeedsPaid);
      if (command.to === 'in-review') {
        if (c.status === 'in-review') throw new ConflictError(MESSAGES.alreadyInReview);
        if (c.status === 'completed') throw new ConflictError(MESSAGES.alreadyCompleted);
        if (c.status !== 'submitted') throw new ConflictError(MESSAGES.reviewNeedsSubmitted);
        return [{ type: 'ReviewStarted', data: { caseId: c.caseId, startedBy: command.by.id, startedAt: command.now } }];
      }
      if (c.status === 'completed') throw new ConflictError(MESSAGES.alreadyCompleted);
      if (c.status !== 'in-review') throw new ConflictError(MESSAGES.completeNeedsReview);
      return [{ type: 'CaseCompleted', data: { caseId: c.caseId, completedBy: command.by.id, completedAt: command.now } }];
    }
    case 'PostComment': {
      const c = requireCase(state);
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
  }
}

// ───────────────────────────────────────────────────────────────────────────── evolve

function updateRun(c: OpenCase, run: number, change: (r: AnalysisRun) => AnalysisRun, at: string): OpenCase {
  return { ...c, runs: c.runs.map((r) => (r.run === run ? change(r) : r)), updatedAt: at };
}

export function evolve(state: Case, event: CaseEvent): Case {
  if (event.type === 'CaseSubmitted') {
    const d = event.data;
    return {
      status: 'pending',
      caseId: d.caseId,
      userId: d.userId,
      caseCategory: d.caseCategory,
      caseType: d.caseType,
      state: d.state,
      fields: d.pii,
      amountCents: d.amountCents,
      payment: { status: 'unpaid', paymentId: null, reason: null },
      documents: [],
      confirmedFacts: null,
      runs: [],
      commentIds: [],
      submittedAt: d.submittedAt,
      paidAt: null,
      reviewStartedAt: null,
      completedAt: null,
      updatedAt: d.submittedAt,
    };
  }
  if (state.status === 'none') return state;
  const c = state;
  switch (event.type) {
    case 'CaseDocumentAttached': {
      const d = event.data;
      if (c.documents.some((x) => x.documentId === d.documentId)) return c;
      const doc: CaseDocument = { documentId: d.documentId, storageKey: d.storageKey, contentType: d.contentType, size: d.size, name: d.pii?.name ?? null, attachedAt: d.attachedAt };
      return { ...c, documents: [...c.documents, doc], updatedAt: d.attachedAt };
    }
    case 'CaseDocumentRemoved':
      return { ...c, documents: c.documents.filter((x) => x.documentId !== event.data.documentId), updatedAt: event.data.removedAt };
    case 'FactsConfirmed': {
      const d = event.data;
      return { ...c, confirmedFacts: d.pii ? { facts: d.pii.confirmed, flags: d.pii.flags, confirmedAt: d.confirmedAt } : null, updatedAt: d.confirmedAt };
    }
    case 'CasePaymentStarted':
      return { ...c, payment: { status: 'pending', paymentId: event.data.paymentId, reason: null }, updatedAt: event.data.startedAt };
    case 'CasePaid':
      return {
        ...c,
        status: c.status === 'pending' ? 'submitted' : c.status,
        payment: { status: 'paid', paymentId: event.data.paymentId, reason: null },
        paidAt: event.data.paidAt,
        updatedAt: event.data.paidAt,
      };
    case 'CasePaymentFailed':
      return { ...c, payment: { status: 'failed', paymentId: event.data.paymentId, reason: event.data.reason }, updatedAt: event.data.failedAt };
    case 'AnalysisRequested': {
      const d = event.data;
      const existing = c.runs.find((r) => r.run === d.run);
      const fresh: AnalysisRun = {
        run: d.run,
        attempt: d.attempt,
        engine: d.engine,
        status: 'running',
        requestedAt: existing?.requestedAt ?? d.requestedAt,
        requestedBy: existing ? existing.requestedBy : d.requestedBy,
        completedAt: null,
        failedAt: null,
        error: existing?.error ?? null,
        errorCode: existing?.errorCode ?? null,
        willRetry: false,
        successProbability: null,
      };
      return existing ? updateRun(c, d.run, () => fresh, d.requestedAt) : { ...c, runs: [...c.runs, fresh], updatedAt: d.requestedAt };
    }
    case 'AnalysisCompleted': {
      const d = event.data;
      return updateRun(c, d.run, (r) => ({ ...r, status: 'completed', completedAt: d.completedAt, successProbability: d.successProbability, error: null, errorCode: null }), d.completedAt);
    }
    case 'AnalysisFailed': {
      const d = event.data;
      return updateRun(c, d.run, (r) => ({ ...r, status: 'failed', failedAt: d.failedAt, error: d.error, errorCode: d.code, willRetry: d.willRetry }), d.failedAt);
    }
    case 'ReviewStarted':
      return { ...c, status: 'in-review', reviewStartedAt: event.data.startedAt, updatedAt: event.data.startedAt };
    case 'CaseCompleted':
      return { ...c, status: 'completed', completedAt: event.data.completedAt, updatedAt: event.data.completedAt };
    case 'CommentPosted':
      if (c.commentIds.includes(event.data.commentId)) return c;
      return { ...c, commentIds: [...c.commentIds, event.data.commentId], updatedAt: event.data.postedAt };
    default:
      return c;
  }
}

export const foldCase = (events: readonly CaseEvent[]): Case => events.reduce(evolve, initialCase);

/** The case as the history shows it right after an event. */
export function snapshotOf(c: OpenCase): CaseSnapshot {
  const completed = c.runs.filter((r) => r.status === 'completed');
  const last = c.runs.at(-1);
  return {
    status: c.status,
    paymentStatus: c.payment.status,
    caseNumber: c.fields?.caseNumber ?? null,
    caseTitle: c.fields?.caseTitle ?? null,
    clientName: c.fields?.clientName ?? null,
    caseCategory: c.caseCategory,
    caseType: c.caseType,
    jurisdiction: c.fields ? jurisdictionOf({ city: c.fields.city, state: c.state }) : c.state,
    documents: c.documents.map((d) => ({ id: d.documentId, name: d.name, type: d.contentType, size: d.size })),
    analysis: {
      runs: c.runs.length,
      running: c.runs.some((r) => r.status === 'running'),
      latestProbability: completed.at(-1)?.successProbability ?? null,
      lastError: last?.status === 'failed' ? last.error : null,
    },
    commentCount: c.commentIds.length,
    paidAt: c.paidAt,
    completedAt: c.completedAt,
  };
}

export type { CaseEventOf };
