// A case as its stream (`case-{id}`) tells it, and `evolve`, which folds one event into it.
//
// The lifecycle (DECISIONS.md): pending (created, unpaid; its payment runs unpaid → pending →
// failed, and a failed one may start again) → submitted (paid; the analysis runs) → in-review →
// completed. Each status carries what exists in it: a paid case has its payment's id and time; a
// case in review, when it started; a completed one, when it ended. Documents, facts, analysis runs
// and comments belong to every case. `evolve` never throws: an event it does not know, or one that
// does not fit the case's status (a history the decider could not have written), leaves the case
// as it is.
import type { FactSheet, Flag } from './understanding/fact-sheet.js';
import { jurisdictionOf, type CaseCategory, type CaseDocumentType } from './contract.js';
import { type CaseSnapshot } from './history-contract.js';
import type { CaseEvent, CaseFields } from './events.js';

export type Engine = 'offline' | 'openai';

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

/** The payment of a case not paid yet. */
export type OpenPayment =
  { status: 'unpaid' } | { status: 'pending'; paymentId: string } | { status: 'failed'; paymentId: string; reason: string | null };

export interface PaidPayment {
  status: 'paid';
  paymentId: string;
  paidAt: string;
}

/** What every case has, whatever its status. */
interface CaseCore {
  caseId: number;
  userId: number;
  caseCategory: CaseCategory;
  caseType: string;
  state: string;
  /** Null once the owner's personal data is erased. */
  fields: CaseFields | null;
  amountCents: number;
  documents: CaseDocument[];
  /** The fact sheet the owner confirmed before paying (null until then, or once erased). */
  confirmedFacts: { facts: FactSheet; flags: Flag[]; confirmedAt: string } | null;
  runs: AnalysisRun[];
  commentIds: string[];
  submittedAt: string;
  updatedAt: string;
}

/** Created and not paid: the owner may still attach documents and confirm facts. */
export interface PendingCase extends CaseCore {
  status: 'pending';
  payment: OpenPayment;
}
/** Paid: the analysis runs; staff may read it and review it. */
export interface SubmittedCase extends CaseCore {
  status: 'submitted';
  payment: PaidPayment;
}
export interface InReviewCase extends CaseCore {
  status: 'in-review';
  payment: PaidPayment;
  reviewStartedAt: string;
}
export interface CompletedCase extends CaseCore {
  status: 'completed';
  payment: PaidPayment;
  completedAt: string;
}

export type PaidCase = SubmittedCase | InReviewCase | CompletedCase;
export type OpenCase = PendingCase | PaidCase;
export type Case = { status: 'none' } | OpenCase;

export const initialCase: Case = { status: 'none' };

export const isPaid = (c: OpenCase): c is PaidCase => c.status !== 'pending';
export const paidAtOf = (c: OpenCase): string | null => (isPaid(c) ? c.payment.paidAt : null);
export const completedAtOf = (c: OpenCase): string | null => (c.status === 'completed' ? c.completedAt : null);
export const runningRun = (c: OpenCase): AnalysisRun | undefined => c.runs.find((r) => r.status === 'running');

function updateRun<C extends OpenCase>(c: C, run: number, change: (r: AnalysisRun) => AnalysisRun, at: string): C {
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
      payment: { status: 'unpaid' },
      documents: [],
      confirmedFacts: null,
      runs: [],
      commentIds: [],
      submittedAt: d.submittedAt,
      updatedAt: d.submittedAt,
    };
  }
  if (state.status === 'none') return state;
  const c = state;
  switch (event.type) {
    case 'CaseDocumentAttached': {
      const d = event.data;
      if (c.documents.some((x) => x.documentId === d.documentId)) return c;
      const doc: CaseDocument = {
        documentId: d.documentId,
        storageKey: d.storageKey,
        contentType: d.contentType,
        size: d.size,
        name: d.pii?.name ?? null,
        attachedAt: d.attachedAt,
      };
      return { ...c, documents: [...c.documents, doc], updatedAt: d.attachedAt };
    }
    case 'CaseDocumentRemoved':
      return { ...c, documents: c.documents.filter((x) => x.documentId !== event.data.documentId), updatedAt: event.data.removedAt };
    case 'FactsConfirmed': {
      const d = event.data;
      return {
        ...c,
        confirmedFacts: d.pii ? { facts: d.pii.confirmed, flags: d.pii.flags, confirmedAt: d.confirmedAt } : null,
        updatedAt: d.confirmedAt,
      };
    }
    case 'CasePaymentStarted':
      if (c.status !== 'pending') return c;
      return { ...c, payment: { status: 'pending', paymentId: event.data.paymentId }, updatedAt: event.data.startedAt };
    case 'CasePaymentFailed':
      if (c.status !== 'pending') return c;
      return {
        ...c,
        payment: { status: 'failed', paymentId: event.data.paymentId, reason: event.data.reason },
        updatedAt: event.data.failedAt,
      };
    case 'CasePaid':
      if (c.status !== 'pending') return c;
      return {
        ...c,
        status: 'submitted',
        payment: { status: 'paid', paymentId: event.data.paymentId, paidAt: event.data.paidAt },
        updatedAt: event.data.paidAt,
      };
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
      return updateRun(
        c,
        d.run,
        (r) => ({
          ...r,
          status: 'completed',
          completedAt: d.completedAt,
          successProbability: d.successProbability,
          error: null,
          errorCode: null,
        }),
        d.completedAt,
      );
    }
    case 'AnalysisFailed': {
      const d = event.data;
      return updateRun(
        c,
        d.run,
        (r) => ({ ...r, status: 'failed', failedAt: d.failedAt, error: d.error, errorCode: d.code, willRetry: d.willRetry }),
        d.failedAt,
      );
    }
    case 'ReviewStarted':
      if (c.status !== 'submitted') return c;
      return { ...c, status: 'in-review', reviewStartedAt: event.data.startedAt, updatedAt: event.data.startedAt };
    case 'CaseCompleted':
      // The decider completes only a case in review; a paid case completed straight away is still read as completed.
      if (!isPaid(c) || c.status === 'completed') return c;
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
    paidAt: paidAtOf(c),
    completedAt: completedAtOf(c),
  };
}
