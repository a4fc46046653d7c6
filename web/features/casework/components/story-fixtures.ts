// Cases, analyses, comments and histories the stories seed or answer with. Made up for display
// only; nothing here ships.
import {
  JURY_LIMITS,
  type AnalysisResultResponse,
  type FactSheet,
  type FactsView,
  type CaseDetailResponse,
  type CaseSummaryResponse,
  type CommentResponse,
  type Juror,
} from '../../../../modules/casework/contract';
import { type CaseHistoryResponse, type CaseSnapshot, type HistoryEntry } from '../../../../modules/casework/history-contract';

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const professions = [
  'Retired teacher',
  'Nurse',
  'Software developer',
  'Bus driver',
  'Accountant',
  'Chef',
  'Electrician',
  'Student',
  'Pharmacist',
  'Farmer',
  'Shop owner',
  'Paralegal',
];

export const storyJurors: Juror[] = professions.map((occupation, i) => {
  const favourable = i < 8;
  return {
    seat: i + 1,
    profile: { ageBand: `${30 + (i % 4) * 10}s`, occupation, background: i % 2 ? 'Has served on a jury before.' : 'Lives in the county.' },
    leanings:
      i % 3 === 0
        ? 'Weighs eyewitness reliability heavily.'
        : i % 3 === 1
          ? 'Trusts physical evidence over testimony.'
          : 'Cautious about convicting on thin evidence.',
    vote: favourable ? 'favourable' : 'unfavourable',
    voteLabel: favourable ? 'Not guilty' : 'Guilty',
    confidence: favourable ? 70 + i : 55 + i,
    reason: favourable
      ? 'A figure seen from 60 metres at night is not enough to be sure it was the client.'
      : 'The client was near the store that night and the alibi comes from friends.',
  };
});

/** A criminal case's sheet as the reader made it: a confession by someone else, and evidence rated 'weak' though a video is named. */
export const storyCriminalFacts: FactSheet = {
  version: 1,
  decisionMaker: 'jury',
  clientRole: 'defendant',
  people: [
    {
      id: 'p1',
      name: 'Ann Lee',
      role: 'eyewitness',
      side: 'against',
      listedWitness: true,
      quote: 'The only eyewitness, Ann Lee, saw a figure from about 60 metres away.',
      source: { field: 'caseDescription' },
    },
    {
      id: 'p2',
      name: 'Bo Chen',
      role: 'alibi-witness',
      side: 'unknown',
      listedWitness: true,
      quote: 'Bo Chen says the client was at work until midnight.',
      source: { field: 'caseDescription' },
    },
    {
      id: 'p3',
      name: 'Kevin Bell',
      role: 'other',
      side: 'unknown',
      listedWitness: false,
      quote: 'His roommate Kevin Bell later told police he broke in himself.',
      source: { field: 'caseDescription' },
    },
  ],
  evidence: [
    {
      id: 'e1',
      kind: 'confession',
      direction: 'for',
      whose: 'p3',
      summary: 'A confession by the roommate, Kevin Bell',
      quote: 'His roommate Kevin Bell later told police he broke in himself.',
      source: { field: 'caseDescription' },
    },
    {
      id: 'e2',
      kind: 'eyewitness',
      direction: 'against',
      whose: 'p1',
      summary: 'A figure seen from about 60 metres at night',
      quote: 'The only eyewitness, Ann Lee, saw a figure from about 60 metres away.',
      source: { field: 'caseDescription' },
    },
    {
      id: 'e3',
      kind: 'video',
      direction: 'unknown',
      whose: '',
      summary: 'Store camera footage',
      quote: 'The store camera recorded someone in a grey hoodie.',
      source: { field: 'document', document: 'incident-report.pdf' },
    },
  ],
  charges: [{ text: 'Burglary in the third degree (R.C. 2911.12)', statute: 'R.C. 2911.12', level: 'felony' }],
  priorRecord: { count: 1, quote: 'Theft, 2019' },
  procedural: { detention: 'released', suppressionIssue: false, suppressionQuote: '' },
  familyFactors: [],
  understood: 0.82,
  reader: { engine: 'offline', model: 'casebook-fact-reader', version: '1.0.0' },
};

/** A custody matter's sheet: the client's role could not be read, children are involved. */
export const storyFamilyFacts: FactSheet = {
  version: 1,
  decisionMaker: 'judge',
  clientRole: 'unknown',
  clientParent: 'mother',
  clientAsks: 'joint custody of Mia',
  people: [
    {
      id: 'p1',
      name: 'Carlos Lopez',
      role: 'other-parent',
      side: 'against',
      listedWitness: false,
      quote: 'The father, Carlos Lopez, moved two states away last spring.',
      source: { field: 'caseDescription' },
    },
    {
      id: 'p2',
      name: 'Mia Lopez',
      role: 'child',
      side: 'neutral',
      listedWitness: false,
      quote: 'Mia is seven and attends school in Austin.',
      source: { field: 'childrenDetails' },
    },
  ],
  evidence: [
    {
      id: 'e1',
      kind: 'records',
      direction: 'for',
      whose: 'client',
      summary: 'School attendance records kept by the mother',
      quote: 'I have handled every school meeting since 2022.',
      source: { field: 'caseDescription' },
    },
  ],
  charges: [],
  priorRecord: { count: null, quote: '' },
  procedural: { detention: 'unknown', suppressionIssue: false, suppressionQuote: '' },
  familyFactors: [
    {
      key: 'primary-caregiver',
      direction: 'for',
      summary: 'You have been Mia’s main caregiver since 2022.',
      quote: 'I have handled every school meeting since 2022.',
      source: { field: 'caseDescription' },
    },
    {
      key: 'relocation',
      direction: 'unknown',
      summary: 'The father moved two states away.',
      quote: 'The father, Carlos Lopez, moved two states away last spring.',
      source: { field: 'caseDescription' },
    },
    {
      key: 'marriage-length',
      direction: 'unknown',
      value: 9,
      summary: 'Married nine years.',
      quote: 'We were married for nine years.',
      source: { field: 'caseDescription' },
    },
  ],
  understood: 0.64,
  reader: { engine: 'offline', model: 'casebook-fact-reader', version: '1.0.0' },
};

export const storyCriminalFactsView: FactsView = {
  status: 'extracted',
  facts: storyCriminalFacts,
  flags: [
    {
      code: 'rating-contradiction',
      severity: 'warning',
      message: 'You rated the evidence against you as weak, but your description mentions store camera footage and an eyewitness.',
    },
    {
      code: 'witness-side-unknown',
      severity: 'info',
      message: 'We could not tell whose side Bo Chen and Kevin Bell are on. Please say below.',
    },
  ],
  extracted: storyCriminalFacts,
  confirmedAt: null,
  editable: true,
};

export const storyFamilyFactsView: FactsView = {
  status: 'extracted',
  facts: storyFamilyFacts,
  flags: [
    {
      code: 'role-unknown',
      severity: 'warning',
      message: 'We could not tell whether you asked the court or answer the other parent’s request. Please choose below.',
    },
  ],
  extracted: storyFamilyFacts,
  confirmedAt: null,
  editable: true,
};

export const storyResult: AnalysisResultResponse = {
  decisionMaker: 'jury',
  jurySize: null,
  civil: null,
  interval: { low: 52, high: 75 },
  bench: null,
  contributions: [
    {
      key: 'confession-by-other',
      label: 'A confession by someone else',
      shift: 0.9,
      points: 21,
      quote: 'His roommate Kevin Bell later told police he broke in himself.',
    },
    { key: 'eyewitness-distance', label: 'Eyewitness at 60 metres, at night', shift: 0.35, points: 8 },
    {
      key: 'alibi',
      label: 'A coworker places you at work',
      shift: 0.26,
      points: 6,
      quote: 'Bo Chen says the client was at work until midnight.',
    },
    { key: 'video', label: 'Store camera footage', shift: -0.17, points: -4, quote: 'The store camera recorded someone in a grey hoodie.' },
    { key: 'prior-record', label: 'One prior conviction', shift: -0.09, points: -2 },
  ],
  factsStatus: 'confirmed',
  facts: storyCriminalFacts,
  flags: [],
  summary:
    'Across 1,000 simulated deliberations of a twelve-person jury hearing this Burglary case in Columbus, Ohio, 62% ended in acquittal, 29% in conviction and 9% in a hung jury.',
  successProbability: 64,
  strengths: ['The only eyewitness saw the figure from about 60 metres at night.', 'Two coworkers place the client elsewhere.'],
  weaknesses: ['The alibi witnesses are the client’s friends.', 'A prior conviction for theft.'],
  recommendations: 'Obtain the store’s lighting records and the coworkers’ shift logs before the hearing.',
  jurors: storyJurors,
  distribution: {
    simulations: 1000,
    favourableVotes: [0, 0, 1, 5, 12, 40, 90, 150, 200, 220, 170, 90, 22],
    outcomes: { favourable: 620, unfavourable: 290, hung: 90 },
    outcomeLabels: { favourable: 'Acquittal', unfavourable: 'Conviction', hung: 'Hung jury' },
    baseRate: 35,
  },
  factors: [
    {
      key: 'evidence',
      label: 'Evidence against the client: weak',
      direction: 'favourable',
      weight: 1.2,
      detail: 'Weak evidence favours the defence.',
    },
  ],
  confidenceLevel: 'medium',
  confidenceReason: 'The description gives the key facts, but no documents were weighed.',
  limits: JURY_LIMITS,
  provenance: { engine: 'offline', model: 'casebook-mock-jury', promptVersion: '1.0.0', seed: 48213, inputHash: 'a'.repeat(64) },
};

export const paidCase: CaseSummaryResponse = {
  id: 42,
  userId: 101,
  caseNumber: 'CR-2026-0142',
  clientName: 'Jordan Reyes',
  caseTitle: 'State v. Reyes',
  caseCategory: 'criminal',
  caseType: 'burglary',
  caseDescription:
    'The client is accused of entering a closed store at night. The only eyewitness saw a figure from about 60 metres away; two coworkers say the client was at work until midnight.',
  jurisdiction: 'Columbus, OH',
  status: 'submitted',
  paymentStatus: 'paid',
  paymentAmount: 19999,
  successProbability: 64,
  analysisRunning: false,
  documentCount: 1,
  commentCount: 2,
  createdAt: ago(30),
  updatedAt: ago(29),
  completedAt: null,
};

export const unpaidCase: CaseSummaryResponse = {
  ...paidCase,
  id: 43,
  caseNumber: 'FAM-2026-0007',
  caseTitle: 'Custody of Mia Lopez',
  clientName: 'Ana Lopez',
  caseCategory: 'family',
  caseType: 'child-custody',
  caseDescription: 'Joint custody is asked for after the divorce; the father moved two states away last spring.',
  jurisdiction: 'Austin, TX',
  status: 'pending',
  paymentStatus: 'unpaid',
  successProbability: null,
  documentCount: 0,
  commentCount: 0,
  createdAt: ago(2),
};

export const runningCase: CaseSummaryResponse = {
  ...paidCase,
  id: 44,
  caseNumber: 'CR-2026-0150',
  caseTitle: 'State v. Okafor',
  successProbability: null,
  analysisRunning: true,
};
export const inReviewCase: CaseSummaryResponse = {
  ...paidCase,
  id: 45,
  caseNumber: 'CR-2026-0151',
  caseTitle: 'State v. Chen',
  status: 'in-review',
};
export const completedCase: CaseSummaryResponse = {
  ...paidCase,
  id: 46,
  caseNumber: 'CR-2026-0152',
  caseTitle: 'State v. Diaz',
  status: 'completed',
  completedAt: ago(1),
};

export const caseDetail = (over: Partial<CaseDetailResponse> = {}): CaseDetailResponse => ({
  ...paidCase,
  state: 'OH',
  city: 'Columbus',
  courtName: 'Franklin County Court of Common Pleas',
  judgeAssigned: null,
  filingDate: '2026-03-02',
  hearingDate: '2026-12-01',
  opposingParty: 'State of Ohio',
  opposingCounsel: null,
  keyWitnesses: ['Ann Lee', 'Bo Chen'],
  additionalFactors: null,
  criminal: {
    chargeDetails: 'Burglary in the third degree',
    priorConvictions: 'Theft, 2019',
    evidenceStrength: 'weak',
    prosecutorName: null,
    defenseStrategy: 'Mistaken identity: two coworkers place the client elsewhere.',
    bailStatus: 'Released on bond',
    detentionDetails: null,
  },
  family: null,
  civil: null,
  documents: [
    {
      id: 'd1',
      name: 'incident-report.pdf',
      type: 'application/pdf',
      size: 48_213,
      url: '/api/case-analyses/42/documents/d1',
      uploadDate: ago(30),
    },
  ],
  paidAt: ago(29),
  results: storyResult,
  analyses: [
    {
      run: 1,
      status: 'completed',
      engine: 'offline',
      requestedAt: ago(29),
      requestedBy: null,
      attempts: 1,
      completedAt: ago(29),
      failedAt: null,
      error: null,
      errorCode: null,
      willRetry: false,
      result: storyResult,
    },
  ],
  allowedStatusMoves: [],
  canRerun: false,
  ...over,
});

export const storyComments: CommentResponse[] = [
  {
    id: 'c1',
    caseId: 42,
    content: 'Thank you. I have attached the incident report.',
    userType: 'client',
    isInvestigator: false,
    authorId: 101,
    authorRole: 'client',
    authorName: 'casey.client',
    createdAt: ago(28),
  },
  {
    id: 'c2',
    caseId: 42,
    content: 'The eyewitness distance is the key weakness of the prosecution. Get the lighting records.',
    userType: 'investigator',
    isInvestigator: true,
    authorId: 202,
    authorRole: 'investigator',
    authorName: 'ivy.investigator',
    createdAt: ago(3),
  },
];

const snapshot = (over: Partial<CaseSnapshot>): CaseSnapshot => ({
  status: 'pending',
  paymentStatus: 'unpaid',
  caseNumber: 'CR-2026-0142',
  caseTitle: 'State v. Reyes',
  clientName: 'Jordan Reyes',
  caseCategory: 'criminal',
  caseType: 'burglary',
  jurisdiction: 'Columbus, OH',
  documents: [],
  analysis: { runs: 0, running: false, latestProbability: null, lastError: null },
  commentCount: 0,
  paidAt: null,
  completedAt: null,
  ...over,
});

const entry = (
  version: number,
  type: HistoryEntry['type'],
  label: string,
  what: string,
  who: HistoryEntry['who'],
  stateAfter: CaseSnapshot,
): HistoryEntry => ({
  version,
  position: String(100 + version),
  eventId: `e${version}`,
  type,
  label,
  at: ago(30 - version),
  who,
  what,
  data: { caseId: 42 },
  stateAfter,
  hash: `${version}`.padStart(64, 'f'),
  prevHash: `${version - 1}`.padStart(64, 'f'),
});

const clientActor = { kind: 'person', userId: 101, role: 'client', name: 'casey.client' } as const;
const doc = { id: 'd1', name: 'incident-report.pdf', type: 'application/pdf', size: 48_213 };

export const storyHistory: CaseHistoryResponse = {
  caseId: 42,
  stream: 'case-42',
  generatedAt: ago(0),
  chain: {
    verified: true,
    anchored: true,
    anchor: { seq: 7, createdAt: ago(1), version: 5, hash: 'f'.repeat(64) },
    unanchoredEvents: 0,
    message: 'Hash chain verified against the latest anchor',
    brokenAt: null,
  },
  events: [
    entry(1, 'CaseSubmitted', 'Case submitted', '“State v. Reyes” was submitted by casey.client.', clientActor, snapshot({})),
    entry(
      2,
      'CaseDocumentAttached',
      'Document attached',
      'Document “incident-report.pdf” attached.',
      clientActor,
      snapshot({ documents: [doc] }),
    ),
    entry(
      3,
      'CasePaid',
      'Payment confirmed',
      'The payment provider confirmed the payment of $199.99.',
      { kind: 'payment-provider', userId: null, role: null, name: 'Payment provider (test)' },
      snapshot({ documents: [doc], status: 'submitted', paymentStatus: 'paid', paidAt: ago(27) }),
    ),
    entry(
      4,
      'AnalysisCompleted',
      'Analysis completed',
      'Run 1 finished: 64% probability of success.',
      { kind: 'ai', userId: null, role: null, name: 'AI analysis (offline)' },
      snapshot({
        documents: [doc],
        status: 'submitted',
        paymentStatus: 'paid',
        analysis: { runs: 1, running: false, latestProbability: 64, lastError: null },
      }),
    ),
    entry(
      5,
      'ReviewStarted',
      'Review started',
      'ivy.investigator started the review.',
      { kind: 'person', userId: 202, role: 'investigator', name: 'ivy.investigator' },
      snapshot({
        documents: [doc],
        status: 'in-review',
        paymentStatus: 'paid',
        analysis: { runs: 1, running: false, latestProbability: 64, lastError: null },
      }),
    ),
  ],
};

/** A family matter decided by a simulated judge: no jurors. */
export const storyBenchResult: AnalysisResultResponse = {
  ...storyResult,
  decisionMaker: 'judge',
  summary:
    'A family-court judge in Travis County, Texas, applying the best-interest factors, would likely grant joint custody with you as the primary parent.',
  successProbability: 71,
  interval: { low: 58, high: 82 },
  strengths: ['You have been Mia’s main caregiver since 2022.', 'The father moved two states away.'],
  weaknesses: ['Mia’s own wishes are not known.'],
  recommendations: 'Gather school and medical records that show who has handled Mia’s day-to-day care.',
  jurors: [],
  bench: {
    court: 'A family-court judge in Travis County, Texas',
    law: 'Texas best-interest factors (Holley v. Adams; Tex. Fam. Code § 153.002)',
    ruling: 'favourable',
    rulingLabel: 'Grants joint custody, the client as primary parent',
    confidence: 71,
    reasons: [
      'The client has been the primary caregiver since 2022 (school meetings, medical visits).',
      'The father’s move two states away makes a week-on, week-off schedule impractical.',
    ],
  },
  contributions: [
    {
      key: 'primary-caregiver',
      label: 'You are the main caregiver',
      shift: 0.6,
      points: 14,
      quote: 'I have handled every school meeting since 2022.',
    },
    { key: 'relocation', label: 'The father moved away', shift: 0.3, points: 7 },
  ],
  factsStatus: 'extracted',
  facts: storyFamilyFacts,
  flags: [
    {
      code: 'role-unknown',
      severity: 'warning',
      message: 'We could not tell whether you asked the court or answer the other parent’s request.',
    },
  ],
  distribution: {
    simulations: 1000,
    favourableVotes: storyResult.distribution.favourableVotes,
    outcomes: { favourable: 710, unfavourable: 290, hung: 0 },
    outcomeLabels: { favourable: 'Custody as asked', unfavourable: 'Custody denied', hung: 'No clear ruling' },
    baseRate: 50,
  },
  factors: [],
  confidenceLevel: 'medium',
  confidenceReason: 'The facts point one way, but Mia’s wishes and the father’s plans are not known.',
  provenance: { ...storyResult.provenance, model: 'casebook-outcome-model' },
  limits:
    'This is a simplified simulation of how a judge applies the state’s factors, with stated weights; it is not a prediction of what a court will do, and it is not legal advice.',
};

/** An analysis made before the fact sheet: no interval, contributions, facts or flags. */
export const storyOlderResult: AnalysisResultResponse = {
  ...storyResult,
  interval: null,
  contributions: [],
  factsStatus: null,
  facts: null,
  flags: [],
};

/** The history with the owner's review of the fact sheet (FactsConfirmed) before the payment. */
export const storyHistoryWithFacts: CaseHistoryResponse = (() => {
  const confirmed: FactSheet = {
    ...storyCriminalFacts,
    people: storyCriminalFacts.people.map((p) => (p.id === 'p2' ? { ...p, side: 'for' as const } : p)),
    evidence: storyCriminalFacts.evidence.map((e) => (e.id === 'e3' ? { ...e, direction: 'against' as const, byClient: true } : e)),
  };
  const facts: HistoryEntry = {
    ...entry(
      2,
      'FactsConfirmed',
      'Facts confirmed',
      'The client reviewed the fact sheet (read by the offline engine) and confirmed it, with 2 corrections.',
      clientActor,
      snapshot({}),
    ),
    data: {
      caseId: 42,
      confirmedBy: 101,
      reader: 'offline',
      corrections: 2,
      confirmedAt: ago(28),
      pii: { extracted: storyCriminalFacts, confirmed, flags: storyCriminalFactsView.flags },
    },
  };
  const [first, ...rest] = storyHistory.events;
  return { ...storyHistory, events: [first!, facts, ...rest.map((e) => ({ ...e, version: e.version + 1, eventId: `e${e.version + 1}` }))] };
})();
