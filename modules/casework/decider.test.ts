// Given events, when a command, then events or a refusal: every transition of a case and every
// refusal of the casework decider, and the retry policy of the analysis.
import { describe, expect, it } from 'vitest';
import { analyzeOffline } from './jury/offline-engine.js';
import { parseCaseFacts } from './jury/types.js';
import { MESSAGES } from './contract.js';
import {
  allowedMoves,
  ANALYSIS_MAX_ATTEMPTS,
  completedAtOf,
  decide,
  evolve,
  foldCase,
  initialCase,
  mayRead,
  paidAtOf,
  retryPlan,
  snapshotOf,
  type CaseCommand,
  type OpenCase,
  type Viewer,
  REVIEW_MESSAGES,
} from './decider.js';
import { eventSchemas, type CaseEvent, type CaseFields } from './events.js';
import { readFacts } from './understanding/reader/index.js';

const T0 = '2026-11-23T10:00:00.000Z';
const at = (s: number) => new Date(Date.parse(T0) + s * 1000).toISOString();
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const OWNER: Viewer = { id: 7, role: 'client' };
const OTHER: Viewer = { id: 8, role: 'client' };
const INVESTIGATOR: Viewer = { id: 20, role: 'investigator' };
const ADMIN: Viewer = { id: 21, role: 'admin' };
const AUDITOR: Viewer = { id: 22, role: 'auditor' };

const fields: CaseFields = {
  caseNumber: 'CR-2026-001',
  clientName: 'Jordan Avery',
  caseTitle: 'State v. Avery',
  caseDescription: 'The client was stopped on the way home and charged with theft of a bicycle he says he bought.',
  city: 'Columbus',
  keyWitnesses: ['Sam Lee'],
  criminal: { chargeDetails: 'Petty theft', evidenceStrength: 'moderate', defenseStrategy: 'He bought the bicycle; the receipt shows it.' },
};

const submitted: CaseEvent = {
  type: 'CaseSubmitted',
  data: {
    caseId: 1,
    userId: OWNER.id,
    caseCategory: 'criminal',
    caseType: 'theft',
    state: 'OH',
    amountCents: 19999,
    caseNumberKey: 'k',
    submittedAt: at(0),
    pii: fields,
  },
};
const paymentStarted: CaseEvent = {
  type: 'CasePaymentStarted',
  data: { caseId: 1, paymentId: 'pay-1', amountCents: 19999, currency: 'usd', startedBy: OWNER.id, startedAt: at(10) },
};
const paid: CaseEvent = {
  type: 'CasePaid',
  data: { caseId: 1, paymentId: 'pay-1', amountCents: 19999, providerPaymentIntentId: 'pi_1', paidAt: at(20) },
};
const requested = (run = 1, attempt = 1, reason: 'paid' | 'rerun' | 'retry' = 'paid', requestedBy: number | null = null): CaseEvent => ({
  type: 'AnalysisRequested',
  data: { caseId: 1, run, attempt, engine: 'offline', requestedBy, reason, requestedAt: at(20 + run + attempt) },
});
const caseFacts = parseCaseFacts({
  caseCategory: 'criminal',
  caseType: 'theft',
  caseTitle: fields.caseTitle,
  caseDescription: fields.caseDescription,
  state: 'OH',
  city: 'Columbus',
  keyWitnesses: fields.keyWitnesses,
  criminal: fields.criminal,
});
const analysis = analyzeOffline(caseFacts);
const completedRun = (run = 1, attempt = 1): CaseEvent =>
  decide(
    { type: 'CompleteAnalysis', run, attempt, analysis, durationMs: 5, now: at(40) },
    given(submitted, paymentStarted, paid, requested(run, attempt)),
  )[0]!;
const failed = (run = 1, attempt = 1, willRetry = true): CaseEvent => ({
  type: 'AnalysisFailed',
  data: {
    caseId: 1,
    run,
    attempt,
    engine: 'offline',
    code: 'AI_TIMEOUT',
    error: 'timed out',
    willRetry,
    retryInMs: willRetry ? 2000 : null,
    failedAt: at(50),
  },
});
const reviewStarted: CaseEvent = { type: 'ReviewStarted', data: { caseId: 1, startedBy: INVESTIGATOR.id, startedAt: at(60) } };
const caseCompleted: CaseEvent = { type: 'CaseCompleted', data: { caseId: 1, completedBy: INVESTIGATOR.id, completedAt: at(70) } };

function given(...events: CaseEvent[]) {
  return foldCase(events);
}
const when = (events: CaseEvent[], command: CaseCommand) => decide(command, given(...events));
const open = (...events: CaseEvent[]) => given(...events) as OpenCase;

/** Every decided event matches its schema (the store would refuse it otherwise). */
function valid(events: CaseEvent[]): CaseEvent[] {
  for (const e of events) eventSchemas[e.type].parse(e.data);
  return events;
}

const attach = (by: Viewer, n = 1): CaseCommand => ({
  type: 'AttachDocument',
  documentId: uuid(n),
  storageKey: `cases/1/${uuid(n)}`,
  contentType: 'application/pdf',
  size: 1234,
  sha256: 'a'.repeat(64),
  name: 'charge-sheet.pdf',
  by,
  now: at(5),
});
const recordPaid = (): CaseCommand => ({
  type: 'RecordPayment',
  outcome: 'succeeded',
  paymentId: 'pay-1',
  providerPaymentIntentId: 'pi_1',
  amountCents: 19999,
  reason: null,
  engine: 'offline',
  now: at(20),
});
const recordFailed = (reason = 'Your card was declined.'): CaseCommand => ({ ...recordPaid(), outcome: 'failed', reason }) as CaseCommand;
const move = (to: 'in-review' | 'completed', by: Viewer = INVESTIGATOR): CaseCommand => ({ type: 'ChangeStatus', to, by, now: at(60) });
const comment = (by: Viewer, n = 1): CaseCommand => ({
  type: 'PostComment',
  commentId: uuid(100 + n),
  content: 'Please upload the receipt.',
  by,
  now: at(65),
});

describe('submitting', () => {
  it('given nothing, when the form is submitted, then CaseSubmitted with the server amount; the case is pending and unpaid', () => {
    const events = valid(
      when([], {
        type: 'SubmitCase',
        caseId: 1,
        userId: 7,
        caseCategory: 'criminal',
        caseType: 'theft',
        state: 'OH',
        caseNumberKey: 'k',
        fields,
        now: at(0),
      }),
    );
    expect(events).toEqual([submitted]);
    const c = open(...events);
    expect([c.status, c.payment.status, c.amountCents]).toEqual(['pending', 'unpaid', 19999]);
  });
  it('given a case, when submitted again with its id, then refused', () => {
    expect(() =>
      when([submitted], {
        type: 'SubmitCase',
        caseId: 1,
        userId: 7,
        caseCategory: 'criminal',
        caseType: 'theft',
        state: 'OH',
        caseNumberKey: 'k',
        fields,
        now: at(1),
      }),
    ).toThrow('This case already exists');
  });
  it('given nothing, when any other command, then Case Not Found', () => {
    for (const c of [
      attach(OWNER),
      move('in-review'),
      comment(OWNER),
      recordPaid(),
      { type: 'RequestRerun', engine: 'offline', by: ADMIN, now: at(1) } as CaseCommand,
    ]) {
      expect(() => when([], c)).toThrow(MESSAGES.caseNotFound);
    }
  });
});

describe('documents', () => {
  it('given a pending case, when the owner attaches a document, then CaseDocumentAttached; attaching the same id again adds nothing', () => {
    const events = valid(when([submitted], attach(OWNER)));
    expect(events.map((e) => e.type)).toEqual(['CaseDocumentAttached']);
    expect(open(submitted, ...events).documents).toHaveLength(1);
    expect(when([submitted, ...events], attach(OWNER))).toEqual([]);
  });
  it('given a pending case, when another client or staff attaches, then Access Denied', () => {
    expect(() => when([submitted], attach(OTHER))).toThrow(MESSAGES.accessDenied);
    expect(() => when([submitted], attach(ADMIN))).toThrow(MESSAGES.accessDenied);
  });
  it('given a paid case, when the owner attaches or removes, then refused: documents are fixed once paid', () => {
    const doc = when([submitted], attach(OWNER));
    expect(() => when([submitted, paymentStarted, paid], attach(OWNER, 2))).toThrow(MESSAGES.documentsLocked);
    expect(() =>
      when([submitted, ...doc, paymentStarted, paid], { type: 'RemoveDocument', documentId: uuid(1), by: OWNER, now: at(30) }),
    ).toThrow(MESSAGES.documentsLocked);
  });
  it('given a case with 20 documents, when a 21st is attached, then refused', () => {
    let events: CaseEvent[] = [submitted];
    for (let n = 1; n <= 20; n++) events = [...events, ...when(events, attach(OWNER, n))];
    expect(() => when(events, attach(OWNER, 21))).toThrow(MESSAGES.tooManyDocuments);
  });
  it('given an attached document, when the owner removes it, then CaseDocumentRemoved; removing it again is Document not found', () => {
    const doc = when([submitted], attach(OWNER));
    const removed = valid(when([submitted, ...doc], { type: 'RemoveDocument', documentId: uuid(1), by: OWNER, now: at(6) }));
    expect(removed.map((e) => e.type)).toEqual(['CaseDocumentRemoved']);
    expect(open(submitted, ...doc, ...removed).documents).toEqual([]);
    expect(() => when([submitted, ...doc, ...removed], { type: 'RemoveDocument', documentId: uuid(1), by: OWNER, now: at(7) })).toThrow(
      MESSAGES.documentNotFound,
    );
    expect(() => when([submitted, ...doc], { type: 'RemoveDocument', documentId: uuid(1), by: OTHER, now: at(7) })).toThrow(
      MESSAGES.accessDenied,
    );
  });
});

describe('payment: unpaid → pending → paid | failed', () => {
  it('given an unpaid case, when the owner starts the payment, then CasePaymentStarted (pending) for 19999 cents; asking again for the same payment adds nothing', () => {
    const events = valid(when([submitted], { type: 'StartPayment', paymentId: 'pay-1', currency: 'usd', by: OWNER, now: at(10) }));
    expect(events).toEqual([paymentStarted]);
    expect(open(submitted, ...events).payment.status).toBe('pending');
    expect(
      when([submitted, paymentStarted], { type: 'StartPayment', paymentId: 'pay-1', currency: 'usd', by: OWNER, now: at(11) }),
    ).toEqual([]);
  });
  it('given an unpaid case, when anyone but the owner starts the payment, then Access Denied', () => {
    for (const by of [OTHER, INVESTIGATOR, ADMIN, AUDITOR]) {
      expect(() => when([submitted], { type: 'StartPayment', paymentId: 'pay-1', currency: 'usd', by, now: at(10) })).toThrow(
        MESSAGES.accessDenied,
      );
    }
  });
  it('given a pending payment, when the provider confirms it, then CasePaid and the first AnalysisRequested; the case is submitted', () => {
    const events = valid(when([submitted, paymentStarted], recordPaid()));
    expect(events).toEqual(
      [paid, requested(1, 1, 'paid')].map((e, i) => (i === 1 ? { ...e, data: { ...e.data, requestedAt: at(20) } } : e)),
    );
    const c = open(submitted, paymentStarted, ...events);
    expect([c.status, c.payment.status, paidAtOf(c), c.runs[0]?.status]).toEqual(['submitted', 'paid', at(20), 'running']);
  });
  it('given a paid case, when the confirmation comes again or a late failure arrives, then nothing', () => {
    expect(when([submitted, paymentStarted, paid, requested()], recordPaid())).toEqual([]);
    expect(when([submitted, paymentStarted, paid, requested()], recordFailed())).toEqual([]);
  });
  it('given a pending payment, when the provider reports a failure, then CasePaymentFailed with its reason; the same failure again adds nothing', () => {
    const events = valid(when([submitted, paymentStarted], recordFailed()));
    expect(events.map((e) => e.type)).toEqual(['CasePaymentFailed']);
    const c = open(submitted, paymentStarted, ...events);
    expect([c.status, c.payment]).toEqual(['pending', { status: 'failed', paymentId: 'pay-1', reason: 'Your card was declined.' }]);
    expect(when([submitted, paymentStarted, ...events], recordFailed())).toEqual([]);
  });
  it('given a failed payment, when the owner starts it again, then pending again, and a confirmation pays it', () => {
    const failedPay = when([submitted, paymentStarted], recordFailed());
    const again = valid(
      when([submitted, paymentStarted, ...failedPay], {
        type: 'StartPayment',
        paymentId: 'pay-1',
        currency: 'usd',
        by: OWNER,
        now: at(15),
      }),
    );
    expect(again.map((e) => e.type)).toEqual(['CasePaymentStarted']);
    expect(open(submitted, paymentStarted, ...failedPay, ...again).payment.status).toBe('pending');
    expect(when([submitted, paymentStarted, ...failedPay, ...again], recordPaid()).map((e) => e.type)).toEqual([
      'CasePaid',
      'AnalysisRequested',
    ]);
  });
  it('given a paid case, when the owner starts a payment, then refused: already paid', () => {
    expect(() =>
      when([submitted, paymentStarted, paid], { type: 'StartPayment', paymentId: 'pay-1', currency: 'usd', by: OWNER, now: at(30) }),
    ).toThrow(MESSAGES.alreadyPaid);
  });
});

describe('the analysis', () => {
  const paidCase = [submitted, paymentStarted, paid, requested()];
  it('given a running run, when the engine answers, then AnalysisCompleted with the numbers and provenance (text under pii)', () => {
    const [e] = valid(when(paidCase, { type: 'CompleteAnalysis', run: 1, attempt: 1, analysis, durationMs: 5, now: at(40) }));
    expect(e!.type).toBe('AnalysisCompleted');
    const d = e!.data as Extract<CaseEvent, { type: 'AnalysisCompleted' }>['data'];
    expect(d.successProbability).toBe(analysis.successProbability);
    expect(d.provenance).toEqual(analysis.provenance);
    expect(d.pii?.jurors).toHaveLength(12);
    const c = open(...paidCase, e!);
    expect(c.runs[0]).toMatchObject({ status: 'completed', successProbability: analysis.successProbability });
  });
  it('given a completed run, when the same answer or a failure arrives again, then nothing (at-least-once delivery)', () => {
    const done = [...paidCase, completedRun()];
    expect(when(done, { type: 'CompleteAnalysis', run: 1, attempt: 1, analysis, durationMs: 5, now: at(41) })).toEqual([]);
    expect(
      when(done, { type: 'FailAnalysis', run: 1, attempt: 1, engine: 'offline', code: 'AI_TIMEOUT', error: 'x', now: at(41) }),
    ).toEqual([]);
  });
  it('given a running run, when an answer for another attempt or run arrives, then nothing', () => {
    expect(when(paidCase, { type: 'CompleteAnalysis', run: 1, attempt: 2, analysis, durationMs: 5, now: at(40) })).toEqual([]);
    expect(when(paidCase, { type: 'CompleteAnalysis', run: 2, attempt: 1, analysis, durationMs: 5, now: at(40) })).toEqual([]);
  });
  it('given a running run, when a retryable failure happens, then AnalysisFailed that will retry; RetryAnalysis asks again with the next attempt', () => {
    const [f] = valid(
      when(paidCase, {
        type: 'FailAnalysis',
        run: 1,
        attempt: 1,
        engine: 'offline',
        code: 'AI_TIMEOUT',
        error: 'The AI service took too long',
        now: at(50),
      }),
    );
    expect(f!.data).toMatchObject({ willRetry: true, retryInMs: 2000, code: 'AI_TIMEOUT' });
    const retried = valid(when([...paidCase, f!], { type: 'RetryAnalysis', run: 1, attempt: 1, now: at(52) }));
    expect(retried).toEqual([
      {
        type: 'AnalysisRequested',
        data: { caseId: 1, run: 1, attempt: 2, engine: 'offline', requestedBy: null, reason: 'retry', requestedAt: at(52) },
      },
    ]);
    const c = open(...paidCase, f!, ...retried);
    expect(c.runs).toHaveLength(1);
    expect(c.runs[0]).toMatchObject({ status: 'running', attempt: 2 });
    // asked twice (at-least-once): the second finds the run running again
    expect(when([...paidCase, f!, ...retried], { type: 'RetryAnalysis', run: 1, attempt: 1, now: at(53) })).toEqual([]);
  });
  it('given the last attempt, when it fails, then AnalysisFailed without retry, and RetryAnalysis does nothing', () => {
    const last = [submitted, paymentStarted, paid, requested(1, ANALYSIS_MAX_ATTEMPTS)];
    const [f] = when(last, {
      type: 'FailAnalysis',
      run: 1,
      attempt: ANALYSIS_MAX_ATTEMPTS,
      engine: 'offline',
      code: 'AI_TIMEOUT',
      error: 'x',
      now: at(50),
    });
    expect(f!.data).toMatchObject({ willRetry: false, retryInMs: null });
    expect(when([...last, f!], { type: 'RetryAnalysis', run: 1, attempt: ANALYSIS_MAX_ATTEMPTS, now: at(60) })).toEqual([]);
  });
  it('given a running run, when the engine refuses the facts or the request, then AnalysisFailed without retry', () => {
    for (const code of ['AI_REJECTED', 'JURY_INPUT']) {
      const [f] = when(paidCase, { type: 'FailAnalysis', run: 1, attempt: 1, engine: 'offline', code, error: 'x', now: at(50) });
      expect(f!.data).toMatchObject({ willRetry: false });
    }
  });
  it('retry policy: retryable codes back off 2 s, 8 s and stop at the last attempt; others never retry', () => {
    expect(retryPlan('AI_BUSY', 1)).toEqual({ willRetry: true, retryInMs: 2000 });
    expect(retryPlan('AI_BUSY', 2)).toEqual({ willRetry: true, retryInMs: 8000 });
    expect(retryPlan('AI_BUSY', 3)).toEqual({ willRetry: false, retryInMs: null });
    expect(retryPlan('AI_REJECTED', 1)).toEqual({ willRetry: false, retryInMs: null });
    expect(retryPlan('AI_BUSY', 1, { maxAttempts: 5, baseDelayMs: 10 })).toEqual({ willRetry: true, retryInMs: 10 });
  });
  it('given a paid case with a finished run, when staff ask for a re-run, then AnalysisRequested run 2 by that staff member', () => {
    const done = [...paidCase, completedRun()];
    for (const by of [INVESTIGATOR, ADMIN]) {
      const events = valid(when(done, { type: 'RequestRerun', engine: 'offline', by, now: at(80) }));
      expect(events).toEqual([
        {
          type: 'AnalysisRequested',
          data: { caseId: 1, run: 2, attempt: 1, engine: 'offline', requestedBy: by.id, reason: 'rerun', requestedAt: at(80) },
        },
      ]);
      expect(open(...done, ...events).runs.map((r) => r.status)).toEqual(['completed', 'running']);
    }
  });
  it('given a failed run, when staff re-run, then a new run', () => {
    const done = [...paidCase, failed(1, 1, false)];
    expect(
      when(done, { type: 'RequestRerun', engine: 'offline', by: ADMIN, now: at(80) }).map((e) => (e.data as { run: number }).run),
    ).toEqual([2]);
  });
  it('refuses a re-run: by a client (Access Denied), of an unpaid case, and while one runs', () => {
    const done = [...paidCase, completedRun()];
    expect(() => when(done, { type: 'RequestRerun', engine: 'offline', by: OWNER, now: at(80) })).toThrow(MESSAGES.accessDenied);
    expect(() => when(done, { type: 'RequestRerun', engine: 'offline', by: AUDITOR, now: at(80) })).toThrow(MESSAGES.accessDenied);
    expect(() => when([submitted], { type: 'RequestRerun', engine: 'offline', by: ADMIN, now: at(80) })).toThrow(
      MESSAGES.analysisNeedsPaid,
    );
    expect(() => when(paidCase, { type: 'RequestRerun', engine: 'offline', by: ADMIN, now: at(80) })).toThrow(MESSAGES.analysisRunning);
  });
});

describe('status: submitted → in-review → completed (staff, paid cases)', () => {
  const paidCase = [submitted, paymentStarted, paid, requested()];
  it('given a submitted case, when staff start the review, then ReviewStarted; then CaseCompleted', () => {
    const review = valid(when(paidCase, move('in-review')));
    expect(review).toEqual([reviewStarted]);
    expect(open(...paidCase, ...review).status).toBe('in-review');
    const done = valid(when([...paidCase, ...review], move('completed', ADMIN)));
    expect(done).toEqual([{ type: 'CaseCompleted', data: { caseId: 1, completedBy: ADMIN.id, completedAt: at(60) } }]);
    const c = open(...paidCase, ...review, ...done);
    expect([c.status, completedAtOf(c)]).toEqual(['completed', at(60)]);
  });
  it('refuses illegal moves with 409 and a clear message', () => {
    const refusal = (events: CaseEvent[], to: 'in-review' | 'completed') => {
      try {
        when(events, move(to));
      } catch (err) {
        return [(err as { status: number }).status, (err as Error).message];
      }
      return 'allowed';
    };
    expect(refusal([submitted], 'in-review')).toEqual([409, REVIEW_MESSAGES.reviewNeedsPaid]);
    expect(refusal([submitted, paymentStarted], 'completed')).toEqual([409, REVIEW_MESSAGES.reviewNeedsPaid]);
    expect(refusal(paidCase, 'completed')).toEqual([409, REVIEW_MESSAGES.completeNeedsReview]);
    expect(refusal([...paidCase, reviewStarted], 'in-review')).toEqual([409, REVIEW_MESSAGES.alreadyInReview]);
    expect(refusal([...paidCase, reviewStarted, caseCompleted], 'in-review')).toEqual([409, REVIEW_MESSAGES.alreadyCompleted]);
    expect(refusal([...paidCase, reviewStarted, caseCompleted], 'completed')).toEqual([409, REVIEW_MESSAGES.alreadyCompleted]);
  });
  it('refuses a status move by a client or an auditor (403)', () => {
    for (const by of [OWNER, OTHER, AUDITOR]) {
      expect(() => when(paidCase, move('in-review', by))).toThrow(MESSAGES.staffOnly);
    }
  });
  it('allowedMoves follows the same rules (the buttons)', () => {
    const v = (events: CaseEvent[], by: Viewer) => {
      const c = open(...events);
      return allowedMoves({ status: c.status, paymentStatus: c.payment.status }, by);
    };
    expect(v(paidCase, INVESTIGATOR)).toEqual(['in-review']);
    expect(v([...paidCase, reviewStarted], ADMIN)).toEqual(['completed']);
    expect(v([...paidCase, reviewStarted, caseCompleted], ADMIN)).toEqual([]);
    expect(v([submitted], ADMIN)).toEqual([]);
    expect(v(paidCase, OWNER)).toEqual([]);
  });
});

describe('comments', () => {
  const paidCase = [submitted, paymentStarted, paid];
  it('given a case, when the owner comments (paid or not), then CommentPosted with the role; the same comment id again adds nothing', () => {
    for (const events of [[submitted], paidCase]) {
      const posted = valid(when(events, comment(OWNER)));
      expect(posted[0]!.data).toMatchObject({ authorId: OWNER.id, authorRole: 'client', pii: { content: 'Please upload the receipt.' } });
      expect(when([...events, ...posted], comment(OWNER))).toEqual([]);
      expect(open(...events, ...posted).commentIds).toHaveLength(1);
    }
  });
  it('given a paid case, when staff comment, then CommentPosted with their role', () => {
    expect(when(paidCase, comment(INVESTIGATOR))[0]!.data).toMatchObject({ authorRole: 'investigator' });
    expect(when(paidCase, comment(ADMIN))[0]!.data).toMatchObject({ authorRole: 'admin' });
  });
  it('refuses comments from another client, from staff on an unpaid case, and from an auditor', () => {
    expect(() => when(paidCase, comment(OTHER))).toThrow(MESSAGES.accessDenied);
    expect(() => when([submitted], comment(INVESTIGATOR))).toThrow(MESSAGES.accessDenied);
    expect(() => when(paidCase, comment(AUDITOR))).toThrow(MESSAGES.accessDenied);
  });
  it('mayRead: owner always; staff once paid; nobody else', () => {
    expect(mayRead({ userId: 7, paymentStatus: 'unpaid' }, OWNER)).toBe(true);
    expect(mayRead({ userId: 7, paymentStatus: 'unpaid' }, ADMIN)).toBe(false);
    expect(mayRead({ userId: 7, paymentStatus: 'paid' }, INVESTIGATOR)).toBe(true);
    expect(mayRead({ userId: 7, paymentStatus: 'paid' }, OTHER)).toBe(false);
    expect(mayRead({ userId: 22, paymentStatus: 'paid' }, AUDITOR)).toBe(false);
  });
});

describe('evolve and the history snapshot', () => {
  it('folds a whole life into the snapshot the history shows after each event', () => {
    const doc = when([submitted], attach(OWNER));
    const life: CaseEvent[] = [
      submitted,
      ...doc,
      paymentStarted,
      paid,
      requested(),
      failed(1, 1, true),
      requested(1, 2, 'retry'),
      completedRun(1, 2),
      reviewStarted,
    ];
    const snapshots = life.map((_, i) => snapshotOf(open(...life.slice(0, i + 1))));
    expect(snapshots.map((s) => `${s.status}/${s.paymentStatus}`)).toEqual([
      'pending/unpaid',
      'pending/unpaid',
      'pending/pending',
      'submitted/paid',
      'submitted/paid',
      'submitted/paid',
      'submitted/paid',
      'submitted/paid',
      'in-review/paid',
    ]);
    expect(snapshots[1]!.documents).toEqual([{ id: uuid(1), name: 'charge-sheet.pdf', type: 'application/pdf', size: 1234 }]);
    expect(snapshots[5]!.analysis).toEqual({ runs: 1, running: false, latestProbability: null, lastError: 'timed out' });
    expect(snapshots[7]!.analysis).toEqual({ runs: 1, running: false, latestProbability: analysis.successProbability, lastError: null });
    expect(snapshots[0]).toMatchObject({ caseNumber: 'CR-2026-001', caseTitle: 'State v. Avery', jurisdiction: 'Columbus, OH' });
  });
  it('an erased owner leaves the numbers and statuses, not the text', () => {
    const erased = { ...submitted, data: { ...submitted.data, pii: null } } as CaseEvent;
    const s = snapshotOf(open(erased, paymentStarted, paid));
    expect([s.caseTitle, s.caseNumber, s.jurisdiction, s.status]).toEqual([null, null, 'OH', 'submitted']);
  });
  it('events before CaseSubmitted change nothing', () => {
    expect(evolve(initialCase, paid)).toEqual(initialCase);
  });
});

describe('every status × every command not covered above', () => {
  const sheet = readFacts(caseFacts, []);
  const confirm = (by: Viewer = OWNER): CaseCommand => ({
    type: 'ConfirmFacts',
    extracted: sheet.facts,
    confirmed: sheet.facts,
    flags: sheet.flags,
    corrections: 0,
    by,
    now: at(8),
  });
  const start = (paymentId = 'pay-1'): CaseCommand => ({ type: 'StartPayment', paymentId, currency: 'usd', by: OWNER, now: at(12) });
  const remove = (n = 1): CaseCommand => ({ type: 'RemoveDocument', documentId: uuid(n), by: OWNER, now: at(30) });
  const rerun: CaseCommand = { type: 'RequestRerun', engine: 'offline', by: ADMIN, now: at(80) };
  const paymentFailed = (reason: string | null = 'Your card was declined.'): CaseEvent => ({
    type: 'CasePaymentFailed',
    data: { caseId: 1, paymentId: 'pay-1', providerPaymentIntentId: 'pi_1', reason, failedAt: at(15) },
  });
  const paidCase = [submitted, paymentStarted, paid, requested(), completedRun()];
  const inReview = [...paidCase, reviewStarted];
  const completed = [...inReview, caseCompleted];
  const unpaidStates: [string, CaseEvent[]][] = [
    ['unpaid', [submitted]],
    ['payment pending', [submitted, paymentStarted]],
    ['payment failed', [submitted, paymentStarted, paymentFailed()]],
  ];
  const paidStates: [string, CaseEvent[]][] = [
    ['submitted', paidCase],
    ['in-review', inReview],
    ['completed', completed],
  ];

  it('given nothing, when any command but SubmitCase, then Case Not Found', () => {
    const commands: CaseCommand[] = [
      remove(),
      confirm(),
      start(),
      { type: 'CompleteAnalysis', run: 1, attempt: 1, analysis, durationMs: 5, now: at(1) },
      { type: 'FailAnalysis', run: 1, attempt: 1, engine: 'offline', code: 'AI_TIMEOUT', error: 'x', now: at(1) },
      { type: 'RetryAnalysis', run: 1, attempt: 1, now: at(1) },
    ];
    for (const c of commands) expect(() => when([], c)).toThrow(MESSAGES.caseNotFound);
  });

  it('given a case in any status, when it is submitted again, then refused', () => {
    for (const [, events] of [...unpaidStates, ...paidStates]) {
      expect(() =>
        when(events, {
          type: 'SubmitCase',
          caseId: 1,
          userId: 7,
          caseCategory: 'criminal',
          caseType: 'theft',
          state: 'OH',
          caseNumberKey: 'k',
          fields,
          now: at(90),
        }),
      ).toThrow('This case already exists');
    }
  });

  it('given an unpaid case whose payment is pending or failed, when the owner attaches a document, then CaseDocumentAttached', () => {
    for (const [, events] of unpaidStates) expect(valid(when(events, attach(OWNER))).map((e) => e.type)).toEqual(['CaseDocumentAttached']);
  });

  it('given a case in review or completed, when the owner attaches or removes a document, then refused: documents are fixed once paid', () => {
    const doc = when([submitted], attach(OWNER));
    for (const tail of [[reviewStarted], [reviewStarted, caseCompleted]]) {
      const events = [submitted, ...doc, paymentStarted, paid, requested(), completedRun(), ...tail];
      expect(() => when(events, attach(OWNER, 2))).toThrow(MESSAGES.documentsLocked);
      expect(() => when(events, remove())).toThrow(MESSAGES.documentsLocked);
    }
  });

  it('given a paid case, when the owner removes a document it never had, then Document not found before the lock', () => {
    expect(() => when(paidCase, remove(9))).toThrow(MESSAGES.documentNotFound);
  });

  it('given an unpaid case in any payment state, when the owner confirms the facts, then FactsConfirmed; the case keeps them', () => {
    for (const [, events] of unpaidStates) {
      const confirmed = valid(when(events, confirm()));
      expect(confirmed.map((e) => e.type)).toEqual(['FactsConfirmed']);
      expect(confirmed[0]!.data).toMatchObject({ confirmedBy: OWNER.id, corrections: 0, reader: sheet.facts.reader.engine });
      expect(open(...events, ...confirmed).confirmedFacts).toEqual({ facts: sheet.facts, flags: sheet.flags, confirmedAt: at(8) });
    }
  });

  it('refuses facts confirmed by anyone but the owner (Access Denied), and on a paid case in any status (fixed)', () => {
    for (const by of [OTHER, INVESTIGATOR, ADMIN]) expect(() => when([submitted], confirm(by))).toThrow(MESSAGES.accessDenied);
    for (const [, events] of paidStates) expect(() => when(events, confirm())).toThrow(MESSAGES.factsLocked);
  });

  it('given a pending payment, when the owner starts another payment, then CasePaymentStarted for the new one', () => {
    const events = valid(when([submitted, paymentStarted], start('pay-2')));
    expect(events).toEqual([{ ...paymentStarted, data: { ...paymentStarted.data, paymentId: 'pay-2', startedAt: at(12) } }]);
    expect(open(submitted, paymentStarted, ...events).payment).toEqual({ status: 'pending', paymentId: 'pay-2' });
  });

  it('given a case in review or completed, when the owner starts a payment, then refused: already paid', () => {
    for (const events of [inReview, completed]) expect(() => when(events, start())).toThrow(MESSAGES.alreadyPaid);
  });

  it('given an unpaid case with no payment started, when the provider confirms a payment, then CasePaid and the first run', () => {
    expect(valid(when([submitted], recordPaid())).map((e) => e.type)).toEqual(['CasePaid', 'AnalysisRequested']);
  });

  it('given a failed payment, when a failure with other words arrives, then another CasePaymentFailed; a confirmation pays it', () => {
    const failedCase = [submitted, paymentStarted, paymentFailed()];
    expect(valid(when(failedCase, recordFailed('Your card has insufficient funds.')))).toEqual([
      {
        type: 'CasePaymentFailed',
        data: {
          caseId: 1,
          paymentId: 'pay-1',
          providerPaymentIntentId: 'pi_1',
          reason: 'Your card has insufficient funds.',
          failedAt: at(20),
        },
      },
    ]);
    expect(when(failedCase, recordPaid()).map((e) => e.type)).toEqual(['CasePaid', 'AnalysisRequested']);
  });

  it('given a case in review or completed, when a confirmation or a failure arrives, then nothing', () => {
    for (const events of [inReview, completed]) {
      expect(when(events, recordPaid())).toEqual([]);
      expect(when(events, recordFailed())).toEqual([]);
    }
  });

  it('given an unpaid case (no runs), when an analysis answer, failure or retry arrives, then nothing', () => {
    for (const [, events] of unpaidStates) {
      expect(when(events, { type: 'CompleteAnalysis', run: 1, attempt: 1, analysis, durationMs: 5, now: at(40) })).toEqual([]);
      expect(
        when(events, { type: 'FailAnalysis', run: 1, attempt: 1, engine: 'offline', code: 'AI_TIMEOUT', error: 'x', now: at(40) }),
      ).toEqual([]);
      expect(when(events, { type: 'RetryAnalysis', run: 1, attempt: 1, now: at(40) })).toEqual([]);
    }
  });

  it('given a case in review or completed with a finished run, when staff ask for a re-run, then run 2; unpaid cases are refused', () => {
    for (const events of [inReview, completed]) {
      expect(valid(when(events, rerun)).map((e) => (e.data as { run: number; reason: string }).reason)).toEqual(['rerun']);
    }
    for (const [, events] of unpaidStates) expect(() => when(events, rerun)).toThrow(MESSAGES.analysisNeedsPaid);
  });

  it('given an unpaid case in any payment state, when staff move its status, then refused: it must be paid', () => {
    for (const [, events] of unpaidStates) {
      for (const to of ['in-review', 'completed'] as const) expect(() => when(events, move(to))).toThrow(REVIEW_MESSAGES.reviewNeedsPaid);
    }
  });

  it('given a case in review or completed, when staff or the owner comment, then CommentPosted; another client is refused', () => {
    for (const events of [inReview, completed]) {
      for (const by of [OWNER, INVESTIGATOR, ADMIN])
        expect(valid(when(events, comment(by)))[0]!.data).toMatchObject({ authorId: by.id, authorRole: by.role });
      expect(() => when(events, comment(OTHER))).toThrow(MESSAGES.accessDenied);
    }
  });

  it('evolve: an event that does not fit the status (a history the decider could not write) leaves the case as it is', () => {
    const pending = given(submitted);
    expect(evolve(pending, reviewStarted)).toBe(pending);
    const done = given(...completed);
    expect(evolve(done, paymentFailed())).toBe(done);
    expect(evolve(done, paymentStarted)).toBe(done);
    expect(evolve(done, reviewStarted)).toBe(done);
    expect(evolve(given(...inReview), paid)).toEqual(given(...inReview));
  });
});
