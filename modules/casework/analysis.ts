// The mock-jury analysis, run by the worker (reactions, at least once): AnalysisRequested → the
// jury engine (modules/casework/jury: the offline simulation by default, OpenAI by configuration) →
// AnalysisCompleted with how it was made, or AnalysisFailed with the retry policy's verdict; a
// failure that will retry asks again (attempt + 1) after its wait. Billing's provider-confirmed
// payment events of a case become CasePaid / CasePaymentFailed.
import type { Reaction } from '../../infra/projections/types.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';
import { AiError } from '../../infra/ai/types.js';
import { JuryInputError, parseCaseFacts } from './jury/types.js';
import { factsOf, sheetToWeigh, type FactsDeps } from './facts.js';
export { factsOf } from './facts.js';
import type { PaymentEvent } from '../billing/index.js';
import { loadCase, recordPayment, runCase } from './commands.js';
import { DEFAULT_RETRY_POLICY } from './decider.js';
import { caseStream, type CaseEventOf } from './events.js';
import { forgetSubmissionDays } from './intake.js';

/** Runs one requested attempt and records its outcome (nothing when it is no longer awaited). */
export async function runAnalysis(
  deps: FactsDeps,
  request: CaseEventOf<'AnalysisRequested'>['data'],
  causation: RecordedEvent,
  signal?: AbortSignal,
): Promise<void> {
  const { caseId, run, attempt } = request;
  const { state } = await loadCase(deps, caseId);
  if (state.status === 'none') return;
  const current = state.runs.find((r) => r.run === run);
  if (!current || current.status !== 'running' || current.attempt !== attempt) return;
  const ctx = {
    causationId: causation.id,
    ...(causation.metadata.correlationId ? { correlationId: causation.metadata.correlationId } : {}),
  };
  const fail = (code: string, error: string) =>
    runCase(
      deps,
      caseId,
      ctx,
      () => ({
        type: 'FailAnalysis',
        run,
        attempt,
        engine: deps.jury.kind,
        code,
        error,
        policy: deps.retryPolicy ?? DEFAULT_RETRY_POLICY,
        now: new Date().toISOString(),
      }),
      {
        piiSubject: state.userId,
      },
    );
  const facts = factsOf(state);
  if (!facts) {
    await fail('JURY_INPUT', "The case's facts were erased with the owner's personal data.");
    return;
  }
  const started = performance.now();
  try {
    // The confirmed sheet when the owner reviewed it, else the reader's extraction (the result says which).
    const sheet = await sheetToWeigh(deps, state, signal);
    const analysis = await deps.jury.analyze(parseCaseFacts(facts), { signal, sheet });
    const durationMs = Math.round(performance.now() - started);
    await runCase(
      deps,
      caseId,
      ctx,
      () => ({ type: 'CompleteAnalysis', run, attempt, analysis, facts: sheet.facts, durationMs, now: new Date().toISOString() }),
      { piiSubject: state.userId },
    );
  } catch (err) {
    // Shutting down: not the engine's failure; the runner hands the request over again.
    if (err instanceof AiError && err.code === 'AI_ABORTED') throw err;
    if (err instanceof AiError) {
      deps.logger.warn({ caseId, run, attempt, code: err.code }, 'casework: the analysis failed');
      await fail(err.code, err.message);
    } else if (err instanceof JuryInputError) {
      await fail('JURY_INPUT', `The case's facts could not be read: ${err.issues.map((i) => i.path || 'facts').join(', ')}`);
    } else {
      deps.logger.error({ err, caseId, run, attempt }, 'casework: the analysis failed unexpectedly');
      await fail('INTERNAL', 'The analysis failed unexpectedly.');
    }
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    });
  });

export interface AnalysisWorker {
  reactions: Reaction[];
  stop(): void;
}

export function analysisWorker(deps: FactsDeps): AnalysisWorker {
  const stopping = new AbortController();
  const analysis: Reaction = {
    name: 'casework.analysis',
    handles: ['AnalysisRequested'],
    async handle(event) {
      await runAnalysis(deps, (event as unknown as CaseEventOf<'AnalysisRequested'>).data, event, stopping.signal);
    },
  };
  const retries: Reaction = {
    name: 'casework.analysis-retry',
    handles: ['AnalysisFailed'],
    async handle(event) {
      const d = (event as unknown as CaseEventOf<'AnalysisFailed'>).data;
      if (!d.willRetry) return;
      // The wait is counted from the failure, so a redelivery after a restart does not wait twice.
      const wait = Math.max(0, Date.parse(d.failedAt) + (d.retryInMs ?? 0) - Date.now());
      await sleep(wait, stopping.signal);
      if (stopping.signal.aborted) throw new Error('stopping: the retry is asked for after the restart');
      const { state } = await loadCase(deps, d.caseId);
      if (state.status === 'none') return;
      await runCase(
        deps,
        d.caseId,
        { causationId: event.id },
        () => ({ type: 'RetryAnalysis', run: d.run, attempt: d.attempt, now: new Date().toISOString() }),
        {
          piiSubject: state.userId,
        },
      );
    },
  };
  const payments: Reaction = {
    name: 'casework.payments',
    handles: ['PaymentSucceeded', 'PaymentFailed'],
    async handle(event) {
      const fact = { type: event.type, data: event.data } as unknown as Extract<
        PaymentEvent,
        { type: 'PaymentSucceeded' | 'PaymentFailed' }
      >;
      await recordPayment(deps, fact, {
        causationId: event.id,
        ...(event.metadata.correlationId ? { correlationId: event.metadata.correlationId } : {}),
      });
    },
  };
  const erasure: Reaction = {
    name: 'casework.erasure',
    handles: ['UserErased'],
    async handle(event) {
      // The erased client's uploaded files go with their personal data (the events keep the
      // generated keys, not the names); their case numbers are free again.
      const userId = (event.data as { userId: number }).userId;
      const rows: { case_id: number }[] = await deps.knex('casework_case_numbers').where({ user_id: userId }).select('case_id');
      for (const { case_id } of rows) {
        const { state } = await loadCase(deps, case_id);
        const keys = new Set<string>();
        for (const e of await deps.store.readStream(caseStream(case_id))) {
          if (e.type === 'CaseDocumentAttached') keys.add((e.data as { storageKey: string }).storageKey);
        }
        if (state.status !== 'none' && state.userId !== userId) continue;
        for (const key of keys) await deps.storage.delete(key);
      }
      await deps.knex('casework_case_numbers').where({ user_id: userId }).delete();
      // The text read from their documents goes with the files.
      await deps.knex('case_document_texts').where({ user_id: userId }).delete();
      // And how many cases they filed each day (the daily allowance's counts).
      await forgetSubmissionDays(deps.knex, userId);
    },
  };
  return { reactions: [payments, analysis, retries, erasure], stop: () => stopping.abort() };
}
