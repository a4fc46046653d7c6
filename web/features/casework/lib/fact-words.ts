// The fact sheet in plain words (issue 25): the review step, the 'Facts weighed' of a result and
// the auditor's replay all say the same thing the same way. Sides and directions are the
// client's: 'for' helps the client. The reader is the client ('you') or staff ('the client').
import { plural } from '../../../lib/plural';
import type {
  ClientRole,
  ConfirmFacts,
  Direction,
  EvidenceItem,
  EvidenceKind,
  FactSheet,
  FamilyFactorKey,
  Person,
  PersonRole,
  Side,
} from '../../../../modules/casework/contract';

/** Who reads: the client ('you') or staff ('the client'). */
export type Audience = 'client' | 'staff';

export const SIDE_WORDS: Record<Side, string> = { for: 'For you', against: 'Against you', neutral: 'Neutral', unknown: 'Not sure' };
export const DIRECTION_WORDS: Record<Direction, string> = { for: 'Helps you', against: 'Hurts you', unknown: 'Not sure' };
const SIDE_WORDS_STAFF: Record<Side, string> = {
  for: 'For the client',
  against: 'Against the client',
  neutral: 'Neutral',
  unknown: 'Not known',
};
const DIRECTION_WORDS_STAFF: Record<Direction, string> = { for: 'Helps the client', against: 'Hurts the client', unknown: 'Not known' };

export const sideWords = (side: Side, audience: Audience = 'client') => (audience === 'client' ? SIDE_WORDS : SIDE_WORDS_STAFF)[side];
export const directionWords = (direction: Direction, audience: Audience = 'client') =>
  (audience === 'client' ? DIRECTION_WORDS : DIRECTION_WORDS_STAFF)[direction];

export const SIDE_OPTIONS = (['for', 'against', 'neutral', 'unknown'] as const).map((value) => ({ value, label: SIDE_WORDS[value] }));
export const DIRECTION_OPTIONS = (['for', 'against', 'unknown'] as const).map((value) => ({ value, label: DIRECTION_WORDS[value] }));

export const PERSON_ROLE_WORDS: Record<PersonRole, string> = {
  client: 'You',
  'co-defendant': 'Co-defendant',
  complainant: 'Complainant',
  victim: 'Alleged victim',
  eyewitness: 'Eyewitness',
  'police-officer': 'Police officer',
  expert: 'Expert',
  'character-witness': 'Character witness',
  'alibi-witness': 'Alibi witness',
  'other-parent': 'The other parent',
  'opposing-party': 'The other side',
  spouse: 'Spouse',
  child: 'Child',
  'family-member': 'Family member',
  prosecutor: 'Prosecutor',
  lawyer: 'Lawyer',
  judge: 'Judge',
  witness: 'Witness',
  other: 'Other',
};

export const EVIDENCE_KIND_WORDS: Record<EvidenceKind, string> = {
  video: 'Video',
  eyewitness: 'Eyewitness account',
  forensic: 'Forensic evidence',
  confession: 'Confession',
  admission: 'Admission',
  records: 'Records',
  digital: 'Digital evidence',
  alibi: 'Alibi',
  expert: 'Expert opinion',
  physical: 'Physical evidence',
  testimony: 'Testimony',
};
export const EVIDENCE_KIND_OPTIONS = (Object.keys(EVIDENCE_KIND_WORDS) as EvidenceKind[]).map((value) => ({
  value,
  label: EVIDENCE_KIND_WORDS[value],
}));

export const FAMILY_FACTOR_WORDS: Record<FamilyFactorKey, string> = {
  'primary-caregiver': 'Who has been the main caregiver',
  'domestic-violence-by-other': 'Domestic violence by the other side',
  'domestic-violence-by-client': 'Domestic violence alleged against you',
  'protective-order': 'A protective order',
  'substance-abuse-by-other': 'Substance abuse by the other side',
  'substance-abuse-by-client': 'Substance abuse alleged against you',
  'child-preference': "The child's wishes",
  'stable-home': 'A stable home',
  'co-parenting-willingness': 'Willingness to co-parent',
  'interference-by-other': 'Interference with your time by the other side',
  'interference-by-client': 'Interference alleged against you',
  relocation: 'A move away',
  'neglect-by-other': 'Neglect by the other side',
  'neglect-by-client': 'Neglect alleged against you',
  'dna-test': 'A DNA test',
  'marriage-length': 'Length of the marriage',
  'income-gap': 'Difference in incomes',
  'threats-or-harassment': 'Threats or harassment',
  'recent-incident': 'A recent incident',
  'agreement-signed': 'A signed agreement',
  'independent-counsel': 'Each side had its own lawyer',
  'full-disclosure': 'Full financial disclosure',
  'guardian-ad-litem': "A guardian ad litem (the child's representative)",
  'criminal-record-other': 'A criminal record of the other side',
  'criminal-record-client': 'Your criminal record',
  'less-restrictive-alternative': 'A power of attorney or other support already in place',
};

/** The family factor's words for staff ('…alleged against the client'). */
export function familyFactorWords(key: FamilyFactorKey, audience: Audience = 'client'): string {
  const words = FAMILY_FACTOR_WORDS[key];
  if (audience === 'client') return words;
  return words
    .replace(/against you/g, 'against the client')
    .replace(/\bYour\b/g, "The client's")
    .replace(/\byour\b/g, "the client's")
    .replace(/\byou\b/g, 'the client');
}

/** A factor's number in words: 'DNA 99.9 %', '12 years', 'income ratio 3.2'. */
export function factorValueWords(key: FamilyFactorKey, value: number | undefined): string | null {
  if (value === undefined) return null;
  if (key === 'dna-test') return `${value} % probability`;
  if (key === 'marriage-length') return plural(value, 'year');
  if (key === 'income-gap') return `income ratio ${value}`;
  return String(value);
}

export const CLIENT_ROLE_WORDS: Record<Exclude<ClientRole, 'defendant'>, string> = {
  petitioner: 'I asked the court (petitioner)',
  respondent: 'The other side asked the court (respondent)',
  plaintiff: 'I sued (plaintiff)',
  unknown: 'Not sure',
};
export const CLIENT_ROLE_OPTIONS = (['petitioner', 'respondent', 'unknown'] as const).map((value) => ({
  value,
  label: CLIENT_ROLE_WORDS[value],
}));
export const PARENT_OPTIONS = [
  { value: 'mother', label: 'The mother' },
  { value: 'father', label: 'The father' },
  { value: 'other', label: 'Not a parent' },
  { value: 'unknown', label: 'Not sure' },
] as const;
/** A yes-or-no fact the review asks ('unknown': not said), as its choice and back. */
export type YesNo = 'yes' | 'no' | 'unknown';
export const yesNoOf = (value: boolean | null | undefined): YesNo => (value == null ? 'unknown' : value ? 'yes' : 'no');
export const answerOf = (choice: YesNo): boolean | null => (choice === 'unknown' ? null : choice === 'yes');
/** Whether the other party is the child's parent. */
export const OTHER_PARTY_OPTIONS = [
  { value: 'yes', label: 'Yes, a parent' },
  { value: 'no', label: 'No, not a parent' },
  { value: 'unknown', label: 'Not sure' },
] as const;
/** Whether a family case asks to change an order a court already made. */
export const MODIFICATION_OPTIONS = [
  { value: 'yes', label: 'Yes, a change' },
  { value: 'no', label: 'No, a first order' },
  { value: 'unknown', label: 'Not sure' },
] as const;
/** Who gave up income by choice, in a support matter ('unknown': no one, or not known). */
export const INCOME_GIVEN_UP_OPTIONS = [
  { value: 'client', label: 'You' },
  { value: 'other', label: 'The other party' },
  { value: 'unknown', label: 'No one / not sure' },
] as const;

/** 'You are the defendant.' / 'The client is the petitioner (asked the court).' */
export function clientRoleSentence(role: ClientRole, audience: Audience = 'client'): string {
  const who = audience === 'client' ? 'You are' : 'The client is';
  switch (role) {
    case 'defendant':
      return `${who} the defendant.`;
    case 'petitioner':
      return `${who} the petitioner (${audience === 'client' ? 'you asked' : 'asked'} the court).`;
    case 'respondent':
      return `${who} the respondent (the other side asked the court).`;
    default:
      return audience === 'client' ? 'Your role in the case is not clear yet.' : "The client's role in the case is not clear.";
  }
}

export const DETENTION_WORDS = { released: 'Released', detained: 'Detained', unknown: 'Not known' } as const;

/** Whether a family sheet involves children: a parent is named, or a child is. */
export const involvesChildren = (sheet: Pick<FactSheet, 'clientParent' | 'people'>) =>
  sheet.clientParent !== undefined || sheet.people.some((p) => p.role === 'child');

/** 'by you' / 'by Kevin Bell' / 'by someone else' / '' (for confessions and admissions, and whenever it is said). */
export function whoseWords(
  item: Pick<EvidenceItem, 'whose' | 'kind'>,
  people: readonly Pick<Person, 'id' | 'name'>[],
  audience: Audience = 'client',
): string {
  if (item.whose === 'client') return audience === 'client' ? 'by you' : 'by the client';
  if (item.whose === 'other') return 'by someone else';
  if (item.whose === 'unknown' || item.whose === '')
    return item.kind === 'confession' || item.kind === 'admission' ? 'by someone not named' : '';
  const person = people.find((p) => p.id === item.whose);
  return person ? `by ${person.name}` : '';
}

/** What the client may correct, taken from a sheet (the PUT body). */
export function toConfirmFacts(sheet: FactSheet): ConfirmFacts {
  return {
    clientRole: sheet.clientRole,
    ...(sheet.clientParent !== undefined ? { clientParent: sheet.clientParent } : {}),
    otherPartyIsParent: sheet.otherPartyIsParent ?? null,
    modification: sheet.modification ?? null,
    incomeGivenUpBy: sheet.incomeGivenUpBy ?? null,
    people: sheet.people,
    evidence: sheet.evidence,
    charges: sheet.charges,
    priorRecord: sheet.priorRecord,
    procedural: sheet.procedural,
    familyFactors: sheet.familyFactors,
    ...(sheet.selfDefence ? { selfDefence: sheet.selfDefence } : {}),
  };
}

/** 'Self-defence is raised; the evidence shows you started it; …' (staff: 'the client'). */
export function selfDefenceSentence(claim: NonNullable<FactSheet['selfDefence']>, audience: Audience = 'client'): string {
  const parts = ['Self-defence is raised'];
  if (claim.aggressor === 'other') parts.push('the evidence shows the other person started it');
  if (claim.aggressor === 'client') parts.push(`the evidence shows ${audience === 'staff' ? 'the client' : 'you'} started it`);
  if (claim.homeEntry) parts.push('the other person broke into or unlawfully entered the home');
  if (claim.unlawfulActivity) parts.push(`${audience === 'staff' ? 'the client was' : 'you were'} not allowed to have the weapon`);
  return parts.join('; ');
}

/** Who the evidence shows started it, in the client's words (a self-defence claim, issue 25). */
export const AGGRESSOR_OPTIONS = [
  { value: 'other', label: 'The other person' },
  { value: 'client', label: 'I did' },
  { value: 'unknown', label: 'Not shown' },
] as const;

/** '+12 points' / '−4 points' / '0 points' (a typographic minus). */
export function pointsWords(points: number): string {
  const rounded = Math.round(points * 10) / 10;
  const abs = Math.abs(rounded);
  const unit = abs === 1 ? 'point' : 'points';
  if (rounded > 0) return `+${abs} ${unit}`;
  if (rounded < 0) return `\u2212${abs} ${unit}`;
  return `0 ${unit}`;
}

/** '38 %' or '38 % — likely between 27 % and 51 %'. */
export function probabilityWords(probability: number, interval: { low: number; high: number } | null | undefined): string {
  if (!interval) return `${probability}%`;
  return `${probability}% \u2014 likely between ${interval.low}% and ${interval.high}%`;
}

/** One step of the waterfall: where a bar starts and ends (percent). */
export interface WaterfallStep {
  key: string;
  label: string;
  start: number;
  end: number;
  points: number;
  quote?: string | undefined;
  kind: 'base' | 'up' | 'down' | 'result';
}

/**
 * The waterfall from the base rate: each contribution's points in turn, ending at the result. A
 * rounding gap between the last step and the result is closed by the result bar itself.
 */
export function waterfall(
  baseRate: number,
  contributions: readonly { key: string; label: string; points: number; quote?: string | undefined }[],
  result: number,
): WaterfallStep[] {
  const clamp = (n: number) => Math.max(0, Math.min(100, n));
  const steps: WaterfallStep[] = [{ key: 'base', label: 'Base rate', start: 0, end: clamp(baseRate), points: baseRate, kind: 'base' }];
  let at = clamp(baseRate);
  for (const c of contributions) {
    const next = clamp(at + c.points);
    steps.push({ key: c.key, label: c.label, start: at, end: next, points: c.points, quote: c.quote, kind: c.points >= 0 ? 'up' : 'down' });
    at = next;
  }
  steps.push({ key: 'result', label: 'Estimate', start: 0, end: clamp(result), points: result, kind: 'result' });
  return steps;
}
