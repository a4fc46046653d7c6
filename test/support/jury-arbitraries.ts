// fast-check arbitraries for case facts: full cases built from sentence fragments (so the factor
// cues really occur, in any mix), and thin cases with next to nothing in them.
import fc from 'fast-check';
import {
  CIVIL_CASE_TYPES,
  CRIMINAL_CASE_TYPES,
  CUSTODY_PREFERENCES,
  EVIDENCE_STRENGTHS,
  FAMILY_CASE_TYPES,
  RELATIONSHIP_STATUSES,
  US_STATES,
  type CaseFactsInput,
} from '../../modules/casework/jury/types.js';

const STATES = [...US_STATES.keys()];
const CITIES = ['Springfield', 'Riverside', 'Fairview', 'Madison', 'Georgetown', 'Salem', 'Franklin', 'Clinton'];
const NAMES = ['Maria Lopez', 'James Carter', 'Aisha Khan', 'Tom Becker', 'Li Wei', 'Rosa Diaz', 'Sam Okafor', 'Eve Martin'];

const STORY = [
  'The incident happened late at night outside a bar downtown.',
  'Police arrived about twenty minutes after the first call.',
  'The other man later admitted he threw the first punch.',
  'A witness says my client was at work across town at the time.',
  'Officers searched the car without a warrant.',
  'The accuser changed her story twice in her statements to police.',
  'Nobody was injured in the incident.',
  'The victim was hospitalized with a broken jaw.',
  'My client fled when the police arrived.',
  'A knife was found in the car.',
  'My client cooperated fully with the investigation.',
  'He has a steady job and volunteers at a food bank.',
  'I have been the primary caregiver since the children were born.',
  'I have a stable home and a full-time job.',
  'I kept text messages and school records that show what happened.',
  'There were threats and I asked for a protective order last year.',
  'The house was bought during the marriage and the mortgage is joint.',
  'We separated two years ago and have lived apart since.',
];
const STRATEGIES = [
  'Self-defense: the other man attacked first and my client only pushed him away.',
  'Alibi: my client was at work and the time sheets show it.',
  'Mistaken identity; the lineup was flawed.',
  'Move to suppress the evidence from the illegal search.',
  'Reasonable doubt: the evidence is circumstantial.',
  'Show the accuser is not credible and has a motive to lie.',
  'It was an accident; there was no intent.',
  'Negotiate a plea deal if the evidence holds up.',
  'We will fight the charges at trial with a strong team.',
];

const sentences = (pool: string[], min: number, max: number) =>
  fc.array(fc.constantFrom(...pool), { minLength: min, maxLength: max }).map((s) => s.join(' '));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const date = fc.integer({ min: 0, max: 3650 }).map((d) => new Date(Date.UTC(2020, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));

const shared = {
  caseTitle: fc.constantFrom('State v. Carter', 'Custody of our children', 'Assault charge after a bar fight', 'Divorce and property'),
  caseDescription: sentences(STORY, 3, 12),
  state: fc.constantFrom(...STATES),
  city: fc.constantFrom(...CITIES),
  courtName: maybe(fc.constantFrom('County Superior Court', 'District Court', 'Family Court')),
  judgeAssigned: maybe(fc.constantFrom('Judge Ann Moore', 'Hon. Peter Grant')),
  filingDate: maybe(date),
  hearingDate: maybe(date),
  opposingParty: maybe(fc.constantFrom('State of Ohio', 'John Carter', 'Linda Park')),
  opposingCounsel: maybe(fc.constantFrom('Dana Whitfield', 'Greene & Hall LLP')),
  keyWitnesses: fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 5 }),
  additionalFactors: maybe(sentences(STORY, 1, 3)),
};

export const criminalFacts: fc.Arbitrary<CaseFactsInput> = fc.record({
  ...shared,
  caseCategory: fc.constant('criminal' as const),
  caseType: fc.constantFrom(...CRIMINAL_CASE_TYPES.map((t) => t.value)),
  criminal: fc.record({
    chargeDetails: fc.constantFrom('Aggravated assault', 'Burglary; theft', 'Possession with intent, trafficking and conspiracy', 'DUI'),
    priorConvictions: maybe(
      fc.constantFrom('None', 'Petty theft in 2015', 'Two prior DUI convictions', 'Burglary 2012; assault 2016; theft 2019'),
    ),
    evidenceStrength: fc.constantFrom(...EVIDENCE_STRENGTHS),
    prosecutorName: maybe(fc.constantFrom('ADA Rachel Stone', 'Mark Ellis')),
    defenseStrategy: fc.constantFrom(...STRATEGIES),
    bailStatus: maybe(
      fc.constantFrom('Released on bail', 'Held without bail', 'Released on own recognizance', 'Detained, unable to post bail'),
    ),
    detentionDetails: maybe(fc.constantFrom('County jail since March', 'Three days in custody after the arrest')),
  }),
});

export const familyFacts: fc.Arbitrary<CaseFactsInput> = fc.record({
  ...shared,
  caseCategory: fc.constant('family' as const),
  caseType: fc.constantFrom(...FAMILY_CASE_TYPES.map((t) => t.value)),
  family: fc.record({
    relationshipStatus: fc.constantFrom(...RELATIONSHIP_STATUSES),
    custodyPreference: maybe(fc.constantFrom(...CUSTODY_PREFERENCES)),
    childrenInvolved: fc.boolean(),
    childrenDetails: maybe(fc.constantFrom('Two children, Emma (7) and Noah (4), both in school.', 'One son, 12, with asthma.')),
    assetDetails: maybe(fc.constantFrom('House, two cars, a 401(k).', 'A small business and joint savings.')),
    supportRequested: fc.boolean(),
    supportDetails: maybe(fc.constantFrom('Child support per state guidelines.', 'Spousal support for two years while I retrain.')),
  }),
});

export const anyFacts = fc.oneof(criminalFacts, familyFacts);

const CIVIL_STORY = [
  'I rented the apartment for two years and moved out on time.',
  'The landlord kept the whole deposit and never sent a list of deductions.',
  'I have move-out photos and the signed lease.',
  'He says the carpet was ruined and had to be replaced.',
  'The contractor took the deposit and stopped coming after a week.',
  'The other driver ran a red light and hit my car.',
  'A witness at the corner saw the crash and gave her number.',
  'My employer did not pay me for my last three weeks of work.',
  'I have my pay stubs and the schedule texts from my manager.',
  'They say I quit without notice and owe them for the uniform.',
  'The invoice was never paid despite three reminders by email.',
  'I slipped on a wet floor with no warning sign.',
];

/** A civil case (issue 32): either side, any type, amounts under and over every state's small-claims limit. */
export const civilFacts: fc.Arbitrary<CaseFactsInput> = fc.record({
  ...shared,
  caseDescription: sentences(CIVIL_STORY, 3, 10),
  caseCategory: fc.constant('civil' as const),
  caseType: fc.constantFrom(...CIVIL_CASE_TYPES.map((t) => t.value)),
  civil: fc.record({
    clientRole: fc.constantFrom('plaintiff' as const, 'defendant' as const),
    amountInDispute: fc.oneof(fc.integer({ min: 1, max: 30_000 }), fc.integer({ min: 30_001, max: 2_000_000 })),
    claims: sentences(CIVIL_STORY, 1, 3),
    otherSideSays: maybe(sentences(CIVIL_STORY, 1, 2)),
    evidence: maybe(fc.constantFrom('Photos, the lease and texts.', 'Pay stubs and the schedule.', 'The invoice and three emails.')),
  }),
});

const few = (pool: string[]) => fc.constantFrom(...pool);

/** A case with next to no facts: a description of five words at most, no witnesses, no details. */
export const thinFacts: fc.Arbitrary<CaseFactsInput> = fc.oneof(
  fc.record({
    caseCategory: fc.constant('criminal' as const),
    caseType: fc.constantFrom(...CRIMINAL_CASE_TYPES.map((t) => t.value)),
    caseTitle: few(['Case', 'My case', 'Help']),
    caseDescription: few(['', 'I was arrested.', 'They say I did it', 'charged with something', 'need help']),
    state: fc.constantFrom(...STATES),
    city: fc.constantFrom(...CITIES),
    keyWitnesses: fc.constant<string[]>([]),
    criminal: fc.record({
      chargeDetails: few(['', 'theft', 'a felony']),
      evidenceStrength: fc.constantFrom(...EVIDENCE_STRENGTHS),
      defenseStrategy: few(['', 'not guilty', 'fight it']),
    }),
  }),
  fc.record({
    caseCategory: fc.constant('family' as const),
    caseType: fc.constantFrom(...FAMILY_CASE_TYPES.map((t) => t.value)),
    caseTitle: few(['Case', 'My case', 'Help']),
    caseDescription: few(['', 'Divorce.', 'custody problem', 'need help with support']),
    state: fc.constantFrom(...STATES),
    city: fc.constantFrom(...CITIES),
    keyWitnesses: fc.constant<string[]>([]),
    family: fc.record({
      relationshipStatus: fc.constantFrom(...RELATIONSHIP_STATUSES),
      childrenInvolved: fc.boolean(),
      supportRequested: fc.boolean(),
    }),
  }),
);
