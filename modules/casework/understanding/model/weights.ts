// The outcome model's weights: how much each confirmed fact moves the log-odds of an outcome
// favourable to the client, away from the published base rate (reference.ts). +0.7 takes an even
// chance to about 67 %, −0.7 to about 33 %. They are judgement calls written down, each with its
// reason, and checked against docs/jury-model.md's table by a test; none was fitted to a vignette.
//
// Why these sizes: a confession by the accused is the single most damaging piece of evidence a
// jury hears (Kassin & Neumann, 1997: confessions outweigh eyewitness and character evidence),
// and forensic and video evidence follow; eyewitness identifications persuade but are the leading
// cause of wrongful convictions (National Research Council, "Identifying the Culprit", 2014), so
// they weigh less than physical proof; a witness's word for the client weighs less than the same
// witness against (jurors discount friends and family). A third party's confession to the crime is
// the strongest evidence for the client. Magnitudes were set so that the strongest combination
// (confession + video + forensics) takes a state-trial base rate of ~20 % acquittal to about
// 5 %, and a documented alibi with exculpatory forensics to above an even chance.
import type { EvidenceKind, FamilyFactorKey } from '../fact-sheet.js';

export interface EvidenceWeight {
  against: number;
  for: number;
  /** Why, for the doc's table. */
  why: string;
}

/**
 * By kind; confessions and admissions by the client weigh `against`, by another person `for`.
 * The sizes were set by judgement, then recalibrated ONCE on the development split of the vignettes
 * (eval/dev.ts): every `against` scaled by 0.75 and every `for` by 1.3, rounded to 0.05 — the one
 * fitted step, two numbers over the whole table, never a single case (docs/jury-model.md).
 */
export const EVIDENCE_WEIGHTS: Record<EvidenceKind, EvidenceWeight> = {
  confession: {
    against: 1.0,
    for: 1.45,
    why: "a confession by the client is the most damaging evidence a jury hears; another person's confession to the act is the strongest evidence for the client",
  },
  admission: { against: 0.6, for: 0.8, why: 'a partial admission (to a friend, in a text) weighs less than a confession to the police' },
  video: { against: 0.7, for: 1.15, why: 'a recording of the act persuades jurors strongly either way' },
  forensic: { against: 0.6, for: 1.15, why: 'DNA, fingerprints, blood and lab results; an exclusion is strong for the client' },
  eyewitness: {
    against: 0.4,
    for: 0.6,
    why: 'eyewitnesses persuade, but misidentification is common, so they weigh less than physical proof',
  },
  digital: { against: 0.4, for: 0.6, why: 'texts, phone location and social media leave a record of what was said and where' },
  records: { against: 0.35, for: 0.6, why: 'business, medical, police and bank records' },
  physical: { against: 0.35, for: 0.4, why: 'a weapon, stolen goods or drugs found; physical items rarely clear anyone on their own' },
  expert: { against: 0.3, for: 0.5, why: 'an expert opinion; each side usually has one' },
  alibi: { against: 0.2, for: 0.9, why: 'a corroborated account of being elsewhere; against the client when it is shown false' },
  testimony: { against: 0.2, for: 0.3, why: "a person's account of what happened, neither an identification nor an alibi" },
};

/**
 * In a criminal trial, the evidence and witnesses against the client count this share of the
 * table's `against` weights. Fitted on the three development parts of the vignettes (eval/dev.ts,
 * dev-2.ts, dev-3.ts: 64 criminal cases; `npm run eval:cases:calibrate`): the published base rate is
 * the acquittal rate of cases that reached a jury, and those cases already carry the usual evidence
 * against the accused — police accounts, an identification, something found — so counting each of
 * those at full weight put most cases far below their cited ranges (31 of 64 in range at 1.0).
 * Scales from 0.2 to 0.5 fit about equally (39–42 of 64 in range, root-mean-square error 0.76–0.84
 * on the log-odds scale; a scale on the `for` weights other than 1 did not help); at 0 the model would
 * ignore a confession, so the scale is the largest of that plateau, which keeps the evidence against
 * meaningful (0.4 scored 42 but took the issue's own example — a recorded confession, video and
 * fingerprints — to 15 %): 0.5.
 * Family matters are untouched: there an item weighs the same for either party.
 * Leave-one-part-out (decision 0068): refitted freely on three parts the scale falls to 0–0.5 and the
 * held-out parts score 85–89 of 145 in range against 92–93 with 0.5 held, so it is not refitted.
 */
export const CRIMINAL_AGAINST_SCALE = 0.5;

/**
 * The criminal `for` weights count this much of the table's `for` column. Refitted by
 * leave-one-part-out cross-validation over the four development parts (decision 0068; `npm run
 * eval:cases:calibrate`): fitted freely on three parts, every fold chose 1.2–1.5, but the fourth part
 * held out came into range no more often than with the table as it is (91–95 of 145 depending on the
 * fitting loss, against 92 at 1.0; 91 with the in-range count that had chosen 1.2), so the free fit
 * did not survive. Shrunk towards the judgement table (prior 1, sd 0.2 on the scale) each fold
 * chooses 1.1–1.2 and the held-out parts score 93 of 145 in range, 121–122 in the expected
 * direction (120 at 1.0) and a log-odds error of 0.85 (0.86) under each of the three losses; fitted
 * on all four the shrunk fit is 1.1 (1.2 under the in-range count). 1.1 it is: exculpatory proof
 * a jury hears moves a verdict somewhat more than the table had it, by less than the free fit said.
 */
export const CRIMINAL_FOR_SCALE = 1.1;

/** Each further item in one direction counts this much of the one before (sorted by weight): the fifth video adds little. */
export const DIMINISHING = 0.75;
/** The total pull of one direction saturates towards this (log-odds), so many small items cannot outweigh everything. */
export const DIRECTION_CAP = 3.5;

/** People named as being on a side who are not already behind an evidence item. */
export const WITNESS_WEIGHTS = {
  for: 0.3,
  forCharacter: 0.15,
  against: 0.25,
  cap: 1.2,
} as const;

/** The client's own rating of the evidence against them: a weak signal beside what the text shows. */
export const RATING_WEIGHTS: Record<'very-strong' | 'strong' | 'moderate' | 'weak' | 'very-weak', number> = {
  'very-strong': -0.5,
  strong: -0.25,
  moderate: 0,
  weak: 0.25,
  'very-weak': 0.5,
};

export const RECORD_WEIGHTS = { none: 0.1, one: -0.25, twoOrMore: -0.45 } as const;
export const CHARGES_WEIGHTS = { two: -0.1, threeOrMore: -0.2 } as const;
export const PROCEDURAL_WEIGHTS = { suppression: 0.25, detained: -0.2, released: 0.05 } as const;

/** Family factors: the size of each one's pull (its sign comes from its direction), by matter where it differs. */
export interface FamilyWeight {
  default: number;
  /** Overrides by case type (slug). */
  byType?: Partial<Record<string, number>>;
  why: string;
}

export const FAMILY_WEIGHTS: Record<FamilyFactorKey, FamilyWeight> = {
  'primary-caregiver': {
    default: 0.6,
    byType: { divorce: 0.2, 'spousal-support-alimony': 0.2, 'visitation-rights': 0.2 },
    why: 'courts weigh who has cared for the child day to day',
  },
  'domestic-violence-by-other': {
    default: 1.2,
    byType: { divorce: 0.3, 'marital-property-division': 0.1, 'restraining-orders': 1.3, 'domestic-violence': 1.3 },
    why: 'most states presume against custody to a parent who committed family violence, and it is the core of a protection order',
  },
  'domestic-violence-by-client': {
    default: 1.2,
    byType: { divorce: 0.3, 'marital-property-division': 0.1, 'restraining-orders': 1.3, 'domestic-violence': 1.3 },
    why: 'the same presumption, against the client',
  },
  'protective-order': { default: 0.8, why: 'an order already in place shows a court found cause before' },
  'substance-abuse-by-other': { default: 0.6, why: "a parent's substance abuse is a statutory best-interest factor" },
  'substance-abuse-by-client': { default: 0.6, why: "a parent's substance abuse is a statutory best-interest factor" },
  'child-preference': { default: 0.3, why: "an older child's reasoned preference is heard, not obeyed" },
  'stable-home': { default: 0.3, why: 'continuity of home, school and community' },
  'co-parenting-willingness': { default: 0.3, why: "courts favour the parent more willing to support the child's bond with the other" },
  'interference-by-other': { default: 0.5, why: "interfering with the other parent's time counts against the parent who does it" },
  'interference-by-client': { default: 0.5, why: "interfering with the other parent's time counts against the parent who does it" },
  relocation: { default: 0.3, why: 'a move far away must be shown to serve the child' },
  'neglect-by-other': { default: 0.7, why: 'neglect documented by a school, doctor or agency weighs heavily' },
  'neglect-by-client': { default: 0.7, why: 'neglect documented by a school, doctor or agency weighs heavily' },
  'dna-test': {
    default: 1.0,
    byType: { paternity: 3.2, 'child-support': 1.2 },
    why: 'a DNA probability of 99 % or more creates a presumption of paternity (Uniform Parentage Act); an exclusion ends it',
  },
  'marriage-length': {
    default: 0.2,
    byType: { 'spousal-support-alimony': 0.8, 'marital-property-division': 0.3 },
    why: 'the length of the marriage drives whether and how long support is paid',
  },
  'income-gap': {
    default: 0.3,
    byType: { 'spousal-support-alimony': 0.7, 'child-support': 0.4 },
    why: 'support follows need and the ability to pay',
  },
  'threats-or-harassment': {
    default: 0.5,
    byType: { 'restraining-orders': 0.9, 'domestic-violence': 0.9 },
    why: 'threats and repeated unwanted contact are what a protection order is for',
  },
  'recent-incident': {
    default: 0.3,
    byType: { 'restraining-orders': 0.5, 'domestic-violence': 0.5 },
    why: 'courts look for a recent act, not only an old one',
  },
  'agreement-signed': { default: 0.5, why: 'a signed written agreement is presumed valid' },
  'independent-counsel': { default: 0.6, why: 'each side having its own lawyer is the strongest sign an agreement was fair' },
  'full-disclosure': {
    default: 0.6,
    why: 'an agreement signed without knowing the other side’s assets is the usual ground to set it aside',
  },
  'guardian-ad-litem': { default: 0.8, why: "courts follow the child's guardian ad litem in most cases" },
  'less-restrictive-alternative': {
    default: 1.5,
    why: 'a court may not appoint a guardian for an adult whose needs a less restrictive alternative already meets (a power of attorney, a payee, supported decision-making: UGPPA 1997 § 311, UGCOPAA 2017 § 301(a)(1)(B); National Center for State Courts, eldersandcourts.org, “Alternatives to guardianships and conservatorships”); one shown to fail is the usual ground to appoint',
  },
  'criminal-record-other': { default: 0.4, why: "a parent's criminal record bears on the child's safety" },
  'criminal-record-client': { default: 0.4, why: "a parent's criminal record bears on the child's safety" },
};

/**
 * A state's statutory bar on court-ordered spousal maintenance, by state: the shortest marriage
 * that may qualify, and whether a family-violence finding against the spouse asked to pay qualifies
 * a shorter one. Texas Fam. Code § 8.051 allows maintenance only when that spouse was convicted of
 * (or received deferred adjudication for) family violence against the requesting spouse or a child
 * within two years before or during the suit, when the requesting spouse cannot meet minimum needs
 * because of a disability or a disabled child's care, or after a marriage of ten years or more
 * (https://texas.public.law/statutes/tex._fam._code_section_8.051). `weight`: the log-odds taken from
 * the spouse asking when the marriage's length is read and below it with no family-violence factor
 * for them — a bar by statute, not a factor among others (standing outside the saturation, as a
 * decisive DNA result does), short of a certainty only because the disability grounds are not read.
 */
export const MAINTENANCE_ELIGIBILITY: Readonly<Record<string, { minYears: number; violenceQualifies: boolean; cite: string }>> = {
  TX: { minYears: 10, violenceQualifies: true, cite: 'Tex. Fam. Code § 8.051' },
};
export const MAINTENANCE_INELIGIBLE_WEIGHT = 2.5;

/**
 * A petition to modify custody or parenting time must show a material (substantial) change of
 * circumstances since the last order before the child's best interests are weighed again: Utah Code
 * § 30-3-10.4(1) (custody on "a substantial and material change in circumstances since the entry of
 * the order", parent-time on "a change in circumstances"; https://lawserver.com/law/state/utah/ut-code/utah_code_30-3-10-4),
 * Hogge v. Hogge, 649 P.2d 51, 54 (Utah 1982), and the same two-step rule in the other states (the
 * changes must be "sufficiently substantial and material to justify reopening the question of
 * custody"; Corn v. Groce, 2024 UT App 84, https://divorceutah.com/?p=14602). When the sheet shows no
 * such change for the one asking, this much is taken from them — a threshold, outside the
 * saturation, smaller than a statutory bar because a change may be told in words the reader does
 * not place.
 */
export const MODIFICATION_NO_CHANGE_WEIGHT = 1.0;

/**
 * Voluntary unemployment or underemployment: a parent who quits, leaves a job or cuts their hours by
 * choice has the income given up imputed to them — Minn. Stat. § 518A.32 (potential income of a
 * voluntarily unemployed or underemployed parent), Cal. Fam. Code § 4058(b) (earning capacity), the
 * federal guideline rule 45 C.F.R. § 302.56(c)(1)(iii). A request to lower support (or to be paid
 * more) on one's own choice then has little left to stand on: `asking`, taken from the party who asks
 * when they gave up the income — short of a bar, since a good-faith career change can be accepted
 * (Minn. Stat. § 518A.32, subd. 3); `answering`, given to the one asking when the other party gave
 * it up (the imputation only keeps the payer from paying less).
 */
export const INCOME_IMPUTED_WEIGHTS = { asking: 2.0, answering: 0.5 } as const;

/**
 * Self-defence as the law frames it (decision 0095; the sheet's `selfDefence`, read by
 * reader/defences.ts and confirmed by the client). Log-odds for the defendant, outside the evidence's
 * saturation (a legal standard, not one more item):
 * - `otherAggressor`: the evidence (not the client's own word) shows the other person struck, drew a
 *   weapon or came at the client first. Once self-defence is raised the State must disprove it beyond
 *   a reasonable doubt (Kan. Stat. § 21-5108(c); Ohio Rev. Code § 2901.05(B)(1); Tenn. Code
 *   § 39-11-201(a)(3) and the pattern instructions of most states), so proof that the other person
 *   started it is reasonable doubt on an element, not one more item beside the State's.
 * - `clientAggressor`: the evidence shows the client struck first: the initial aggressor may not claim
 *   self-defence (Tex. Penal Code § 9.31(b)(4); Kan. Stat. § 21-5226; CALCRIM 3471), so the defence the
 *   case rests on fails.
 * - `homeEntry`: the person the client used force on unlawfully entered the client's home: the castle
 *   doctrine presumes the resident's reasonable fear of death or great bodily harm and imposes no duty
 *   to retreat (Fla. Stat. § 776.013; S.C. Code § 16-11-440(A); Tenn. Code § 39-11-611(c); Ohio Rev.
 *   Code § 2901.05(B)(2)).
 * Sizes fitted by leave-one-part-out over the eight development parts (eval/calibrate.ts, plan
 * `self-defence`); docs/jury-model.md gives the figures.
 */
export const SELF_DEFENCE_WEIGHTS = { otherAggressor: 0.6, clientAggressor: 0.4, homeEntry: 1.8 } as const;

/** Family evidence items (texts, police reports, witnesses) weigh this share of their criminal weight: a judge weighs them beside the statutory factors. */
export const FAMILY_EVIDENCE_SHARE = 0.7;

/** The spread of the estimate on the log-odds scale, before what the engine could not pin down is added. */
export const MODEL_SD = 0.35;
/** Added spread for each thing left unknown. */
export const UNKNOWN_SD = {
  evidenceDirection: 0.3,
  witnessSide: 0.2,
  notUnderstood: 1.0,
  roleUnknown: 0.6,
  priorRecordUnknown: 0.2,
  warningFlag: 0.3,
} as const;
/** The interval shown covers about 80 % of the model's spread (z = 1.28). */
export const INTERVAL_Z = 1.28;
/**
 * The spread above (the parts of the case the reader could not place) widened by this factor: the
 * smallest factor at which the middle of about 80 % of the development vignettes' expected ranges
 * falls inside the interval shown. The reader's misreadings are part of the error the interval must
 * cover. Leave-one-part-out over the five development parts (decisions 0068, 0073; `npm run
 * eval:cases:calibrate`, 175 vignettes): refitted on each four parts it is 1.6–1.7, 1.7 on all five,
 * and the middle of 143 of the 175 held-out ranges (82 %) falls inside the interval — against 132
 * (75 %) at the earlier 1.5, fitted on three parts, and 109 (62 %) at 1. The number itself does not
 * change with it.
 */
export const INTERVAL_SCALE = 1.7;
/**
 * The model's free calibration numbers in one object, so that eval/calibrate.ts can refit them by
 * leave-one-part-out cross-validation without a second copy of the arithmetic. The app always uses
 * CALIBRATION (what the constants above say); a calibration run passes other values to assess().
 */
export interface Calibration {
  /** CRIMINAL_AGAINST_SCALE. */
  againstScale: number;
  /** CRIMINAL_FOR_SCALE. */
  forScale: number;
  /** INTERVAL_SCALE. */
  intervalScale: number;
  /** Log-odds added to a base rate, by its key (reference.ts), oriented as the base rate is; none in the app. */
  baseShift: Readonly<Record<string, number>>;
  /** Multiplies every family factor's size (not a decisive paternity DNA result). */
  familyFactorScale: number;
  /** FAMILY_EVIDENCE_SHARE. */
  familyEvidenceShare: number;
  /** Multiplies the witness weights. */
  witnessScale: number;
  /** Multiplies the client's rating weights. */
  ratingScale: number;
  /** Multiplies an evidence kind's weights (both columns), by kind; 1 when not given. */
  kindScale: Readonly<Partial<Record<EvidenceKind, number>>>;
  /** The calibration slope: every pull of a criminal case (a family one) multiplied by it; 1 in the app. */
  criminalSlope: number;
  familySlope: number;
  /** A family base rate's log-odds multiplied by this (below 1 pulls it towards an even chance); 1 in the app. */
  familyBaseShrink: number;
  /** A family evidence item told in the sentence of a factor of its direction is not counted again. */
  oneFactPerSentence: boolean;
  /** SELF_DEFENCE_WEIGHTS. */
  selfDefenceOther: number;
  selfDefenceClient: number;
  selfDefenceHome: number;
}

export const CALIBRATION: Calibration = {
  againstScale: CRIMINAL_AGAINST_SCALE,
  forScale: CRIMINAL_FOR_SCALE,
  intervalScale: INTERVAL_SCALE,
  baseShift: {},
  familyFactorScale: 1,
  familyEvidenceShare: FAMILY_EVIDENCE_SHARE,
  witnessScale: 1,
  ratingScale: 1,
  kindScale: {},
  criminalSlope: 1,
  familySlope: 1,
  familyBaseShrink: 1,
  oneFactPerSentence: false,
  selfDefenceOther: SELF_DEFENCE_WEIGHTS.otherAggressor,
  selfDefenceClient: SELF_DEFENCE_WEIGHTS.clientAggressor,
  selfDefenceHome: SELF_DEFENCE_WEIGHTS.homeEntry,
};

/** Never 0 % or 100 %: a trial is never certain. */
export const FLOOR = 2;
export const CEILING = 98;

/** A sorted sum with decreasing multipliers, then a saturating cap; returns each item's share of the total. */
export function directionTotal(weights: readonly number[], cap: number): { total: number; each: number[] } {
  const order = weights.map((w, i) => ({ w, i })).sort((a, b) => b.w - a.w || a.i - b.i);
  const raw = new Array<number>(weights.length).fill(0);
  let m = 1;
  let sum = 0;
  for (const { w, i } of order) {
    raw[i] = w * m;
    sum += w * m;
    m *= DIMINISHING;
  }
  if (sum <= 0) return { total: 0, each: raw };
  const total = cap * (1 - Math.exp(-sum / cap));
  const scale = total / sum;
  return { total, each: raw.map((r) => r * scale) };
}
