// Properties (fast-check) of the analysis as the casework module runs it: the facts the engine
// reads are the facts the client gave (through CaseSubmitted and the fold), and running the
// analysis again on the same engine and inputs records the same result (a re-run or a replay).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OfflineJuryEngine } from './jury/index.js';
import { parseCaseFacts, type CaseFacts, type CaseFactsInput } from './jury/types.js';
import { anyFacts, civilFacts, thinFacts } from '../../test/support/jury-arbitraries.js';
import { factsOf } from './analysis.js';
import { decide, foldCase, type OpenCase } from './decider.js';
import type { CaseEvent, CaseFields } from './events.js';

const T = '2026-11-23T10:00:00.000Z';

/** The case the client would have submitted for these facts, paid, with its first run requested. */
function paidCaseOf(input: CaseFactsInput): CaseEvent[] {
  const f = parseCaseFacts(input);
  const fields: CaseFields = {
    caseNumber: 'N-1',
    clientName: f.clientName ?? 'Client',
    caseTitle: f.caseTitle,
    caseDescription: f.caseDescription,
    city: f.city,
    courtName: f.courtName,
    judgeAssigned: f.judgeAssigned,
    filingDate: f.filingDate,
    hearingDate: f.hearingDate,
    opposingParty: f.opposingParty,
    opposingCounsel: f.opposingCounsel,
    keyWitnesses: f.keyWitnesses,
    additionalFactors: f.additionalFactors,
    criminal: f.criminal,
    family: f.family,
    civil: f.civil,
  };
  const submitted = decide(
    {
      type: 'SubmitCase',
      caseId: 1,
      userId: 7,
      caseCategory: f.caseCategory,
      caseType: f.caseType,
      state: f.state,
      caseNumberKey: 'k',
      fields,
      now: T,
    },
    foldCase([]),
  );
  const paid = decide(
    {
      type: 'RecordPayment',
      outcome: 'succeeded',
      paymentId: 'p',
      providerPaymentIntentId: 'pi',
      amountCents: 19999,
      reason: null,
      engine: 'offline',
      now: T,
    },
    foldCase(submitted),
  );
  return [...submitted, ...paid];
}

const engine = new OfflineJuryEngine();

async function completed(events: CaseEvent[], run: number, now: string) {
  const state = foldCase(events) as OpenCase;
  const analysis = await engine.analyze(parseCaseFacts(factsOf(state)!));
  const [e] = decide({ type: 'CompleteAnalysis', run, attempt: 1, analysis, durationMs: 0, now }, state);
  return e as Extract<CaseEvent, { type: 'AnalysisCompleted' }>;
}

const withoutTime = (e: Extract<CaseEvent, { type: 'AnalysisCompleted' }>) => {
  const { completedAt: _a, durationMs: _d, run: _r, ...rest } = e.data;
  return rest;
};

describe('the analysis of a case', () => {
  it('reads exactly the facts the client submitted (through the event and the fold)', () => {
    fc.assert(
      fc.property(fc.oneof(anyFacts, civilFacts, thinFacts), (input) => {
        const state = foldCase(paidCaseOf(input)) as OpenCase;
        const read: CaseFacts = parseCaseFacts(factsOf(state)!);
        const given = parseCaseFacts(input);
        expect(read).toEqual({ ...given, clientName: given.clientName ?? 'Client' });
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same recorded result when re-run on the same engine and inputs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyFacts, civilFacts, thinFacts), async (input) => {
        const events = paidCaseOf(input);
        const first = await completed(events, 1, T);
        const rerun = decide(
          { type: 'RequestRerun', engine: 'offline', by: { id: 20, role: 'admin' }, now: T },
          foldCase([...events, first]),
        );
        const second = await completed([...events, first, ...rerun], 2, '2026-11-24T10:00:00.000Z');
        expect(second.data.run).toBe(2);
        expect(withoutTime(second)).toEqual(withoutTime(first));
        expect(second.data.provenance.inputHash).toBe(first.data.provenance.inputHash);
      }),
      { numRuns: 60 },
    );
  });

  it('is not given an erased case’s facts', () => {
    const events = paidCaseOf(fc.sample(anyFacts, { numRuns: 1, seed: 7 })[0]!);
    const erased = events.map((e) => (e.type === 'CaseSubmitted' ? ({ ...e, data: { ...e.data, pii: null } } as CaseEvent) : e));
    expect(factsOf(foldCase(erased) as OpenCase)).toBeUndefined();
  });
});
