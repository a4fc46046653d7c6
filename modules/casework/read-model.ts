// How a case's events read as the API answers them, shared by the cases view (which keeps them)
// and the write side's answers (a case just created, before the view has it).
import { CASE_ANALYSIS_AMOUNT_CENTS, jurisdictionOf, type AnalysisResultResponse, type CaseDetailResponse } from './contract.js';
import { allowedMoves, completedAtOf, paidAtOf, runningRun, type OpenCase, type Viewer } from './decider.js';
import type { CaseEventOf, CaseFields } from './events.js';

/** What the view keeps of an analysis: the API's answer plus the same text phrased for staff. */
export type StoredResult = AnalysisResultResponse & {
  staff?: { summary: string; strengths: string[]; weaknesses: string[]; recommendations: string } | undefined;
};

/** The analysis as the views keep it, from AnalysisCompleted (null once the owner's data is erased). */
export function resultOf(d: CaseEventOf<'AnalysisCompleted'>['data']): StoredResult | null {
  if (!d.pii) return null;
  return {
    decisionMaker: d.decisionMaker ?? (d.pii.jurors.length ? 'jury' : 'judge'),
    jurySize: d.jurySize ?? null,
    civil: d.civil ?? null,
    summary: d.pii.summary,
    successProbability: d.successProbability,
    interval: d.interval ?? null,
    strengths: d.pii.strengths,
    weaknesses: d.pii.weaknesses,
    recommendations: d.pii.recommendations,
    jurors: d.pii.jurors,
    bench: d.pii.bench ?? null,
    contributions: d.pii.contributions ?? [],
    factsStatus: d.factsStatus ?? null,
    facts: d.pii.facts ?? null,
    flags: d.pii.flags ?? [],
    distribution: d.distribution,
    factors: d.pii.factors,
    confidenceLevel: d.confidenceLevel,
    confidenceReason: d.pii.confidenceReason,
    limits: d.limits,
    provenance: d.provenance,
    ...(d.pii.staff ? { staff: d.pii.staff } : {}),
  };
}

/** The analysis as this reader reads it: staff get the text phrased for staff ("the client"), clients "you". */
export function phrasedFor(result: StoredResult | null, viewer: Viewer): AnalysisResultResponse | null {
  if (!result) return null;
  const { staff, ...answer } = result;
  if (staff && (viewer.role === 'investigator' || viewer.role === 'admin' || viewer.role === 'auditor')) return { ...answer, ...staff };
  return answer;
}

const orNull = <T>(v: T | undefined): T | null => (v === undefined ? null : v);

/** The detail fields of the form, as the detail answer carries them. */
export function detailFieldsOf(f: CaseFields) {
  return {
    courtName: orNull(f.courtName),
    judgeAssigned: orNull(f.judgeAssigned),
    filingDate: orNull(f.filingDate),
    hearingDate: orNull(f.hearingDate),
    opposingParty: orNull(f.opposingParty),
    opposingCounsel: orNull(f.opposingCounsel),
    keyWitnesses: f.keyWitnesses,
    additionalFactors: orNull(f.additionalFactors),
    criminal: f.criminal
      ? {
          chargeDetails: f.criminal.chargeDetails,
          priorConvictions: orNull(f.criminal.priorConvictions),
          evidenceStrength: f.criminal.evidenceStrength,
          prosecutorName: orNull(f.criminal.prosecutorName),
          defenseStrategy: f.criminal.defenseStrategy,
          bailStatus: orNull(f.criminal.bailStatus),
          detentionDetails: orNull(f.criminal.detentionDetails),
        }
      : null,
    civil: f.civil
      ? {
          clientRole: f.civil.clientRole,
          amountInDispute: f.civil.amountInDispute,
          claims: f.civil.claims,
          otherSideSays: orNull(f.civil.otherSideSays),
          evidence: orNull(f.civil.evidence),
        }
      : null,
    family: f.family
      ? {
          relationshipStatus: f.family.relationshipStatus,
          custodyPreference: orNull(f.family.custodyPreference),
          childrenInvolved: f.family.childrenInvolved,
          childrenDetails: orNull(f.family.childrenDetails),
          assetDetails: orNull(f.family.assetDetails),
          supportRequested: f.family.supportRequested,
          supportDetails: orNull(f.family.supportDetails),
        }
      : null,
  };
}
export type DetailFields = ReturnType<typeof detailFieldsOf>;

/** The case from its stream alone (no analysis text: that is the view's). */
export function detailFromState(c: OpenCase, viewer: Viewer): CaseDetailResponse {
  const f = c.fields;
  const paymentStatus = c.payment.status;
  return {
    id: c.caseId,
    userId: c.userId,
    caseNumber: f?.caseNumber ?? '',
    clientName: f?.clientName ?? '',
    caseTitle: f?.caseTitle ?? '',
    caseCategory: c.caseCategory,
    caseType: c.caseType,
    caseDescription: f?.caseDescription ?? '',
    jurisdiction: jurisdictionOf({ city: f?.city ?? '', state: c.state }),
    status: c.status,
    paymentStatus,
    paymentAmount: CASE_ANALYSIS_AMOUNT_CENTS,
    successProbability: c.runs.filter((r) => r.status === 'completed').at(-1)?.successProbability ?? null,
    analysisRunning: runningRun(c) !== undefined,
    documentCount: c.documents.length,
    commentCount: c.commentIds.length,
    createdAt: c.submittedAt,
    updatedAt: c.updatedAt,
    completedAt: completedAtOf(c),
    state: c.state,
    city: f?.city ?? '',
    ...(f
      ? detailFieldsOf(f)
      : {
          courtName: null,
          judgeAssigned: null,
          filingDate: null,
          hearingDate: null,
          opposingParty: null,
          opposingCounsel: null,
          keyWitnesses: [],
          additionalFactors: null,
          criminal: null,
          family: null,
          civil: null,
        }),
    documents: c.documents.map((d) => ({
      id: d.documentId,
      name: d.name ?? '',
      type: d.contentType,
      size: d.size,
      url: `/api/case-analyses/${c.caseId}/documents/${d.documentId}`,
      uploadDate: d.attachedAt,
    })),
    paidAt: paidAtOf(c),
    results: null,
    analyses: c.runs.map((r) => ({
      run: r.run,
      status: r.status,
      engine: r.engine,
      requestedAt: r.requestedAt,
      requestedBy: r.requestedBy,
      attempts: r.attempt,
      completedAt: r.completedAt,
      failedAt: r.failedAt,
      error: r.error,
      errorCode: r.errorCode,
      willRetry: r.willRetry,
      result: null,
    })),
    allowedStatusMoves: allowedMoves({ status: c.status, paymentStatus }, viewer),
    canRerun: (viewer.role === 'investigator' || viewer.role === 'admin') && paymentStatus === 'paid' && runningRun(c) === undefined,
  };
}
