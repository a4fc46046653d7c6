// The outcome model: a published base rate for the matter (reference.ts), moved on the log-odds
// scale by the confirmed facts (weights.ts), with an interval from what could not be pinned down.
// Pure and browser-safe: the analysis, Outcome Prediction and its what-if all call this one
// function, so one case shows one number everywhere. docs/jury-model.md states the model.
//
// Invariants (property tests in model.test.ts):
// - no name or wording enters: only roles, sides, kinds, directions, counts and the matter;
// - adding evidence or a witness against the client never raises the number, for never lowers it
//   (each direction's pull is a sorted sum with decreasing multipliers, then a saturating cap:
//   both monotone);
// - the same facts seen from the other side give the complementary number: everything is stated
//   relative to the client, and a family matter's base rate is the petitioner's, taken as 1 − p
//   for a respondent;
// - never 0 % or 100 %.
import type { CaseCategory } from '../../jury/types.js';
import type { EvidenceItem, FactSheet, FamilyFactor, Flag, Person } from '../fact-sheet.js';

// The kinds in plain words, for an item the reader gave no summary. The review screen has its own
// copy (web/features/casework/lib/fact-words.ts): the contract the case form loads first is held to a
// size budget, so it carries no display words.
const EVIDENCE_KIND_WORDS: Record<EvidenceItem['kind'], string> = {
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
import { baseRateFor, type BaseRate } from './reference.js';
import {
  CALIBRATION,
  CEILING,
  CHARGES_WEIGHTS,
  DIRECTION_CAP,
  directionTotal,
  EVIDENCE_WEIGHTS,
  FAMILY_WEIGHTS,
  FLOOR,
  INTERVAL_Z,
  MAINTENANCE_ELIGIBILITY,
  MAINTENANCE_INELIGIBLE_WEIGHT,
  MODIFICATION_NO_CHANGE_WEIGHT,
  INCOME_IMPUTED_WEIGHTS,
  MODEL_SD,
  PROCEDURAL_WEIGHTS,
  RATING_WEIGHTS,
  RECORD_WEIGHTS,
  UNKNOWN_SD,
  WITNESS_WEIGHTS,
  type Calibration,
} from './weights.js';

export const OUTCOME_MODEL = 'casebook-outcome-model';
/** Bumped whenever a weight, a base rate or the arithmetic changes. */
export const OUTCOME_MODEL_VERSION = 'outcome-11';

export const logit = (p: number) => Math.log(p / (1 - p));
export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

export type Rating = keyof typeof RATING_WEIGHTS;

export interface ModelInput {
  category: CaseCategory;
  caseType: string;
  state: string;
  /** Criminal: the client's own rating of the evidence against them. */
  rating?: Rating | undefined;
  sheet: FactSheet;
  flags: readonly Flag[];
  /** Only for the calibration script (eval/calibrate.ts) and tests: other calibration numbers to try (weights.ts CALIBRATION otherwise). */
  calibration?: Partial<Calibration>;
}

export type ItemGroup = 'rating' | 'evidence' | 'witnesses' | 'record' | 'charges' | 'procedural' | 'family' | 'law';

/** One fact's pull, relative to the client. */
export interface Pull {
  key: string;
  group: ItemGroup;
  /** Short words: "Recorded confession by the client". */
  label: string;
  /** Signed shift in log-odds (after diminishing returns and the cap). */
  shift: number;
  quote?: string | undefined;
  /** The evidence item, person or family factor it came from. */
  evidence?: EvidenceItem;
  person?: Person;
  factor?: FamilyFactor;
}

export interface Assessment {
  base: BaseRate;
  /** The base rate as the client's chance (a respondent's is 1 − the petitioner's). */
  baseChance: number;
  /** log-odds of the client's favourable outcome, before clamping. */
  logit: number;
  /** 0..1, unclamped. */
  chance: number;
  /** The integer percent shown everywhere (FLOOR..CEILING). */
  successProbability: number;
  interval: { low: number; high: number };
  /** Log-odds spread behind the interval. */
  sd: number;
  /** Criminal: the share of trials expected to end hung at this chance. */
  hung: number;
  pulls: Pull[];
  /** 0..1 how much of the case the engine could use (the reader's share, less for unknowns). */
  understood: number;
  /** What was left unknown, in words (for the confidence reason). */
  unknowns: string[];
}

export const evidenceLabel = (e: EvidenceItem): string => (e.summary.trim() ? e.summary.trim() : EVIDENCE_KIND_WORDS[e.kind]);

/**
 * A criminal trial is not symmetric (the prosecution's proof and the defense's answer weigh
 * differently); a family matter is one party against the other, so there an item weighs the same
 * whichever side it helps — which is what makes the two sides' numbers complementary.
 */
function evidenceWeight(e: EvidenceItem, category: CaseCategory, cal: Calibration): number {
  const w = EVIDENCE_WEIGHTS[e.kind];
  const k = cal.kindScale[e.kind] ?? 1;
  if (category === 'family') return ((w.against + w.for) / 2) * k * cal.familyEvidenceShare;
  return (e.direction === 'against' ? w.against * cal.againstScale : w.for * cal.forScale) * k;
}

function familyWeight(f: FamilyFactor, caseType: string, cal: Calibration = CALIBRATION): number {
  return familySize(f, caseType) * cal.familyFactorScale;
}

function familySize(f: FamilyFactor, caseType: string): number {
  const w = FAMILY_WEIGHTS[f.key];
  let size = w.byType?.[caseType] ?? w.default;
  if (f.key === 'dna-test' && typeof f.value === 'number' && f.value < 99 && f.value > 1) size = Math.min(size, 0.8);
  if (f.key === 'marriage-length' && typeof f.value === 'number') size *= Math.min(1.25, 0.3 + f.value / 20);
  if (f.key === 'income-gap' && caseType === 'spousal-support-alimony' && typeof f.value === 'number' && f.value >= 1)
    size *= incomeGapShare(f.value);
  return size;
}

/**
 * How much of an income gap's weight a spousal-support request gets, from the ratio of the higher
 * income to the lower. The statutory guidelines that compute maintenance (Illinois 750 ILCS
 * 5/504(b-1), Colorado C.R.S. § 14-10-114(3)) cap the receiving spouse at 40 % of the two incomes
 * together, so no maintenance is due once the lower earner already has 40 % (a ratio of 1.5 or less);
 * the share grows as the lower earner's part of the combined income falls, reaching the full weight
 * at a quarter (a ratio of 3) and at most 1.25 times it.
 */
export function incomeGapShare(ratio: number): number {
  const lowerShare = 1 / (1 + ratio);
  return Math.min(1.25, Math.max(0, (0.4 - lowerShare) / 0.15));
}

/**
 * A spousal-support request the state's statute bars (weights.ts MAINTENANCE_ELIGIBILITY): the
 * marriage's length is read and below the statute's minimum, and no family-violence factor counts
 * for the spouse asking (the petitioner: `s` orients the client's directions to theirs). The pull
 * is against the petitioner, turned to the client's sense.
 */
function maintenanceBar(caseType: string, state: string, sheet: FactSheet, s: 1 | -1): Pull | null {
  const rule = MAINTENANCE_ELIGIBILITY[state];
  if (caseType !== 'spousal-support-alimony' || !rule) return null;
  const length = sheet.familyFactors.find((f) => f.key === 'marriage-length' && typeof f.value === 'number');
  if (!length || (length.value as number) >= rule.minYears) return null;
  const forPetitioner = (f: FamilyFactor) => f.direction !== 'unknown' && (f.direction === 'for' ? 1 : -1) * s === 1;
  const violence = sheet.familyFactors.some(
    (f) => (f.key === 'domestic-violence-by-other' || f.key === 'domestic-violence-by-client') && forPetitioner(f),
  );
  if (rule.violenceQualifies && violence) return null;
  return {
    key: 'family.maintenance-eligibility',
    group: 'family',
    label: `${rule.cite}: court-ordered maintenance after a marriage under ${rule.minYears} years needs a family-violence conviction or a disability`,
    quote: length.quote || undefined,
    shift: -s * MAINTENANCE_INELIGIBLE_WEIGHT,
  };
}

/**
 * Facts that show circumstances have changed since an order, when they favour the one asking to
 * change it: a parent's violence, substance use, neglect, interference, threats, an order or a
 * conviction, the child's preference, a guardian ad litem's view, a move (either way), or the
 * children already living with the one asking. A stable home, a willingness to co-parent or a new
 * job are the ordinary changes courts do not reopen an order for.
 */
const CHANGE_FACTORS: ReadonlySet<FamilyFactor['key']> = new Set([
  'domestic-violence-by-other',
  'domestic-violence-by-client',
  'substance-abuse-by-other',
  'substance-abuse-by-client',
  'neglect-by-other',
  'neglect-by-client',
  'interference-by-other',
  'interference-by-client',
  'threats-or-harassment',
  'protective-order',
  'criminal-record-other',
  'criminal-record-client',
  'child-preference',
  'guardian-ad-litem',
  'primary-caregiver',
]);

/**
 * A petition to modify custody or parenting time (the sheet's `modification`) with no change of
 * circumstances shown for the one asking: no change factor and no evidence item in their favour
 * (weights.ts MODIFICATION_NO_CHANGE_WEIGHT). The pull is against the petitioner, turned to the
 * client's sense. Support modifications are left out: an income change is no factor the sheet holds.
 */
function noChangeShown(caseType: string, sheet: FactSheet, s: 1 | -1): Pull | null {
  if (!sheet.modification || (caseType !== 'child-custody' && caseType !== 'visitation-rights')) return null;
  const forPetitioner = (d: FamilyFactor['direction']) => d !== 'unknown' && (d === 'for' ? 1 : -1) * s === 1;
  const changed =
    sheet.familyFactors.some((f) => f.key === 'relocation' || (CHANGE_FACTORS.has(f.key) && forPetitioner(f.direction))) ||
    sheet.evidence.some((e) => forPetitioner(e.direction));
  if (changed) return null;
  return {
    key: 'family.no-change-shown',
    group: 'family',
    label: 'A petition to change an order with no material change of circumstances shown since it',
    shift: -s * MODIFICATION_NO_CHANGE_WEIGHT,
  };
}

/**
 * Support, when a party gave up income by choice (the sheet's `incomeGivenUpBy`): the court imputes
 * the income given up (weights.ts INCOME_IMPUTED_WEIGHTS) — strongly against the one asking when the
 * one asking gave it up (their own choice is no ground to lower what they pay or to be paid more),
 * and a little for them when the other party did (that party cannot pay less for it).
 */
function incomeImputed(caseType: string, sheet: FactSheet, s: 1 | -1): Pull | null {
  const by = sheet.incomeGivenUpBy;
  if (!by || (caseType !== 'child-support' && caseType !== 'spousal-support-alimony')) return null;
  const petitionerGaveUp = (by === 'client') === (s === 1);
  const forPetitioner = petitionerGaveUp ? -INCOME_IMPUTED_WEIGHTS.asking : INCOME_IMPUTED_WEIGHTS.answering;
  return {
    key: 'family.income-imputed',
    group: 'family',
    label: `Income ${by === 'client' ? 'the client' : 'the other party'} gave up by choice is imputed to them`,
    shift: s * forPetitioner,
  };
}

/**
 * Self-defence raised (the sheet's `selfDefence`): who the evidence shows started it, and an unlawful
 * entry into the client's home (weights.ts SELF_DEFENCE_WEIGHTS, with their statutes). A legal standard
 * the jury is instructed on, not an item: it stands outside the evidence's saturation, and it depends
 * on the sheet's stated facts only (never on the evidence list), so adding evidence keeps the model
 * monotone.
 */
function selfDefencePulls(sheet: FactSheet, cal: Calibration): Pull[] {
  const sd = sheet.selfDefence;
  if (!sd) return [];
  const out: Pull[] = [];
  const quote = sd.quote || undefined;
  if (sd.aggressor === 'other' && cal.selfDefenceOther !== 0)
    out.push({
      key: 'law.self-defence.other-started',
      group: 'law',
      label:
        'Self-defence: the evidence shows the other person started it, and the State must disprove self-defence beyond a reasonable doubt',
      quote,
      shift: cal.selfDefenceOther,
    });
  if (sd.aggressor === 'client' && cal.selfDefenceClient !== 0)
    out.push({
      key: 'law.self-defence.client-started',
      group: 'law',
      label: 'Self-defence: the evidence shows the client struck first, and the one who starts a fight cannot claim self-defence',
      quote,
      shift: -cal.selfDefenceClient,
    });
  if (sd.homeEntry && !sd.unlawfulActivity && cal.selfDefenceHome !== 0)
    out.push({
      key: 'law.self-defence.home-entry',
      group: 'law',
      label:
        "Castle doctrine: against someone who unlawfully entered the client's home the law presumes a reasonable fear and no duty to retreat",
      quote,
      shift: cal.selfDefenceHome,
    });
  return out;
}

/**
 * An evidence item told in the same sentence as a family factor of the same direction is that
 * factor's proof ("the court-ordered DNA test found 99.97 %" is one fact, not a DNA factor and a
 * forensic item; "he was convicted of domestic violence" is not a factor and a record): counted once,
 * as the factor, which carries the statute's weight.
 */
function provesFactor(e: EvidenceItem, factors: readonly FamilyFactor[]): boolean {
  const q = e.quote.trim();
  if (!q) return false;
  return factors.some((f) => f.direction === e.direction && f.quote.trim() !== '' && (f.quote.includes(q) || q.includes(f.quote.trim())));
}

/**
 * People who count as witnesses on their own: on a side, not already the source of an evidence
 * item, and not a party or an officer of the court. The other parent or spouse in a family matter
 * is the other side, not a witness against the client: counting them would lower every family
 * client's chance (and make the two sides' numbers add up to less than 100).
 */
const NOT_WITNESSES: readonly string[] = ['client', 'lawyer', 'judge', 'prosecutor', 'child', 'other-parent', 'spouse', 'opposing-party'];

export function countedPeople(sheet: Pick<FactSheet, 'people' | 'evidence'>): Person[] {
  const behindEvidence = new Set(sheet.evidence.map((e) => e.whose));
  return sheet.people.filter(
    (p) => (p.side === 'for' || p.side === 'against') && !behindEvidence.has(p.id) && !NOT_WITNESSES.includes(p.role),
  );
}

/**
 * People on a side who are behind evidence items, every one of which points the way their side
 * does: they are weighed as witnesses as well (assessCriminalOrFamily), not only through their items.
 */
function witnessesBehindTheirEvidence(sheet: Pick<FactSheet, 'people' | 'evidence'>): Map<string, Person> {
  const out = new Map<string, Person>();
  for (const p of sheet.people) {
    if ((p.side !== 'for' && p.side !== 'against') || NOT_WITNESSES.includes(p.role)) continue;
    const theirs = sheet.evidence.filter((e) => e.whose === p.id);
    if (theirs.length > 0 && theirs.every((e) => e.direction === p.side)) out.set(p.id, p);
  }
  return out;
}

const witnessWeight = (p: Person, category: CaseCategory, cal: Calibration): number =>
  cal.witnessScale *
  (p.role === 'character-witness'
    ? WITNESS_WEIGHTS.forCharacter
    : category === 'family'
      ? (WITNESS_WEIGHTS.for + WITNESS_WEIGHTS.against) / 2
      : p.side === 'against'
        ? WITNESS_WEIGHTS.against * cal.againstScale
        : WITNESS_WEIGHTS.for);

/**
 * The orientation of the base rate: +1 when the base rate is the client's own chance (a criminal
 * defendant; a family petitioner), −1 when the client is the respondent.
 */
export const orientation = (category: CaseCategory, sheet: FactSheet): 1 | -1 =>
  category === 'family' && sheet.clientRole === 'respondent' ? -1 : 1;

/** A criminal or family matter weighed (civil ones: civil.ts; assess.ts chooses). */
export function assessCriminalOrFamily(input: ModelInput): Assessment {
  const { sheet, caseType } = input;
  // assess.ts sends civil matters to civil.ts.
  const category = input.category as Exclude<ModelInput['category'], 'civil'>;
  const cal: Calibration = { ...CALIBRATION, ...input.calibration };
  const base = baseRateFor(category, caseType, input.state, sheet);
  const s = orientation(category, sheet);
  // A calibration run may move a base rate (on the log-odds scale, in the petitioner's or the defendant's sense).
  const baseLogit = logit(base.favourable) * (category === 'family' ? cal.familyBaseShrink : 1) + (cal.baseShift[base.key] ?? 0);
  const shifted = baseLogit === logit(base.favourable) ? base.favourable : sigmoid(baseLogit);
  const baseChance = s === 1 ? shifted : 1 - shifted;
  const pulls: Pull[] = [];

  // Evidence and people, by direction, each direction saturating on its own.
  // A person on a side whose own accounts all point that way (a complainant's testimony against, a
  // friend's alibi for) weighs as a witness, and their weightiest item adds only what it weighs
  // beyond that: telling what a witness says never weighs less than naming the witness (a
  // complainant's testimony against weighs less than a witness against, so it had raised the
  // client's number), and a person is not counted twice.
  const vouched = witnessesBehindTheirEvidence(sheet);
  /** Each such person's weightiest item, by its id: it adds only its excess, and its line carries the person's witness weight too (below). */
  const accountBy = new Map<string, Person>();
  for (const [id, p] of vouched) {
    const theirs = sheet.evidence.filter((e) => e.whose === id);
    const top = theirs.reduce((a, b) => (evidenceWeight(b, category, cal) > evidenceWeight(a, category, cal) ? b : a));
    accountBy.set(top.id, p);
  }
  const weighed: { pull: Omit<Pull, 'shift'>; w: number; dir: 1 | -1 }[] = [];
  for (const e of sheet.evidence) {
    if (e.direction === 'unknown') continue;
    if (category === 'family' && cal.oneFactPerSentence && provesFactor(e, sheet.familyFactors)) continue;
    const account = accountBy.get(e.id);
    weighed.push({
      pull: { key: `evidence.${e.id}`, group: 'evidence', label: evidenceLabel(e), quote: e.quote || undefined, evidence: e },
      w: Math.max(0, evidenceWeight(e, category, cal) - (account ? witnessWeight(account, category, cal) : 0)),
      dir: e.direction === 'for' ? 1 : -1,
    });
  }
  const decisive: Pull[] = [];
  if (category === 'family') {
    for (const f of sheet.familyFactors) {
      if (f.direction === 'unknown') continue;
      // A genetic test of 99 % or more, or an exclusion, settles a paternity action in law (Uniform Parentage Act): its full
      // weight stands outside the saturation that keeps many ordinary facts from outweighing everything.
      if (f.key === 'dna-test' && caseType === 'paternity' && typeof f.value === 'number' && (f.value >= 99 || f.value <= 1)) {
        decisive.push({
          key: `family.${f.key}`,
          group: 'family',
          label: f.summary || f.key,
          quote: f.quote || undefined,
          factor: f,
          shift: (f.direction === 'for' ? 1 : -1) * familySize(f, caseType),
        });
        continue;
      }
      weighed.push({
        pull: { key: `family.${f.key}`, group: 'family', label: f.summary || f.key, quote: f.quote || undefined, factor: f },
        w: familyWeight(f, caseType, cal),
        dir: f.direction === 'for' ? 1 : -1,
      });
    }
  }
  if (category === 'family') {
    const bar = maintenanceBar(caseType, input.state, sheet, s);
    if (bar) decisive.push(bar);
    const unchanged = noChangeShown(caseType, sheet, s);
    if (unchanged) decisive.push(unchanged);
    const imputed = incomeImputed(caseType, sheet, s);
    if (imputed) decisive.push(imputed);
  }
  for (const dir of [1, -1] as const) {
    const mine = weighed.filter((x) => x.dir === dir);
    const { each } = directionTotal(
      mine.map((x) => x.w),
      DIRECTION_CAP,
    );
    mine.forEach((x, i) => pulls.push({ ...x.pull, shift: dir * each[i]! }));
  }
  pulls.push(...decisive);
  const people = [...countedPeople(sheet), ...vouched.values()];
  for (const dir of [1, -1] as const) {
    const mine = people.filter((p) => (p.side === 'for' ? 1 : -1) === dir);
    const { each } = directionTotal(
      mine.map((p) => witnessWeight(p, category, cal)),
      WITNESS_WEIGHTS.cap,
    );
    mine.forEach((p, i) =>
      pulls.push({
        key: `witness.${p.id}`,
        group: 'witnesses',
        label: `${p.name} (${p.role.replace(/-/g, ' ')}), ${dir === 1 ? 'a witness for the client' : 'against the client'}`,
        shift: dir * each[i]!,
        quote: p.quote || undefined,
        person: p,
      }),
    );
  }

  if (category === 'criminal') {
    if (input.rating && RATING_WEIGHTS[input.rating] !== 0 && cal.ratingScale !== 0) {
      pulls.push({
        key: `rating.${input.rating}`,
        group: 'rating',
        label: `The client's own rating of the evidence against them: ${input.rating.replace('-', ' ')}`,
        shift: RATING_WEIGHTS[input.rating] * cal.ratingScale,
      });
    }
    const n = sheet.priorRecord.count;
    if (n !== null) {
      const shift = n === 0 ? RECORD_WEIGHTS.none : n === 1 ? RECORD_WEIGHTS.one : RECORD_WEIGHTS.twoOrMore;
      pulls.push({
        key: 'record',
        group: 'record',
        label: n === 0 ? 'No prior convictions' : n === 1 ? 'One prior conviction' : `${n} prior convictions`,
        shift,
        quote: sheet.priorRecord.quote || undefined,
      });
    }
    const charges = sheet.charges.length;
    if (charges >= 2)
      pulls.push({
        key: 'charges',
        group: 'charges',
        label: `${charges} charges`,
        shift: charges === 2 ? CHARGES_WEIGHTS.two : CHARGES_WEIGHTS.threeOrMore,
      });
    if (sheet.procedural.suppressionIssue) {
      pulls.push({
        key: 'procedural.suppression',
        group: 'procedural',
        label: 'A ground to exclude evidence',
        shift: PROCEDURAL_WEIGHTS.suppression,
        quote: sheet.procedural.suppressionQuote || undefined,
      });
    }
    pulls.push(...selfDefencePulls(sheet, cal));
    if (sheet.procedural.detention === 'detained')
      pulls.push({
        key: 'procedural.detained',
        group: 'procedural',
        label: 'Held in custody before trial',
        shift: PROCEDURAL_WEIGHTS.detained,
      });
    if (sheet.procedural.detention === 'released')
      pulls.push({ key: 'procedural.released', group: 'procedural', label: 'Released before trial', shift: PROCEDURAL_WEIGHTS.released });
  }

  // One line per account: a person weighed as a witness and through their own item is shown once,
  // as the item, with both weights (the number does not change; the strengths, weaknesses and
  // waterfall do not name the person twice).
  for (const [itemId, p] of accountBy) {
    const witness = pulls.findIndex((x) => x.key === `witness.${p.id}`);
    const item = pulls.find((x) => x.key === `evidence.${itemId}`);
    if (witness < 0 || !item) continue;
    item.shift += pulls[witness]!.shift;
    pulls.splice(witness, 1);
  }

  const slope = category === 'family' ? cal.familySlope : cal.criminalSlope;
  if (slope !== 1) for (const p of pulls) if (!decisive.includes(p)) p.shift *= slope;
  const total = pulls.reduce((a, p) => a + p.shift, 0);
  const x = logit(baseChance) + total;
  const chance = sigmoid(x);

  // What the engine could not pin down widens the interval.
  const unknowns: string[] = [];
  let variance = MODEL_SD ** 2;
  const unknownEvidence =
    sheet.evidence.filter((e) => e.direction === 'unknown').length + sheet.familyFactors.filter((f) => f.direction === 'unknown').length;
  if (unknownEvidence) {
    variance += unknownEvidence * UNKNOWN_SD.evidenceDirection ** 2;
    unknowns.push(`${unknownEvidence} piece${unknownEvidence === 1 ? '' : 's'} of evidence whose direction is not clear`);
  }
  const unknownSides = sheet.people.filter((p) => p.side === 'unknown' && p.role !== 'client').length;
  if (unknownSides) {
    variance += unknownSides * UNKNOWN_SD.witnessSide ** 2;
    unknowns.push(`${unknownSides} person${unknownSides === 1 ? '' : 's'} whose side is not known`);
  }
  if (category === 'family' && sheet.clientRole === 'unknown') {
    variance += UNKNOWN_SD.roleUnknown ** 2;
    unknowns.push('whether you asked the court or the other side did');
  }
  if (category === 'criminal' && sheet.priorRecord.count === null) {
    variance += UNKNOWN_SD.priorRecordUnknown ** 2;
    unknowns.push('the prior record');
  }
  const warnings = input.flags.filter((f) => f.severity === 'warning').length;
  variance += warnings * UNKNOWN_SD.warningFlag ** 2;
  const understood = Math.max(0, Math.min(1, sheet.understood));
  variance += (UNKNOWN_SD.notUnderstood * (1 - understood)) ** 2;
  if (understood < 0.5) unknowns.push('much of the description could not be placed');
  const sd = Math.sqrt(variance) * cal.intervalScale;

  const clampPct = (p: number) => Math.min(CEILING, Math.max(FLOOR, p));
  const successProbability = clampPct(Math.round(chance * 100));
  const low = Math.min(successProbability, Math.max(1, Math.round(sigmoid(x - INTERVAL_Z * sd) * 100)));
  const high = Math.max(successProbability, Math.min(99, Math.round(sigmoid(x + INTERVAL_Z * sd) * 100)));
  // Hung juries cluster where the evidence is close (Hannaford-Agor et al. 2002): the base hung
  // share at an even chance, less as the case becomes one-sided.
  const hung = category === 'criminal' ? (base.hung ?? 0.06) * 4 * chance * (1 - chance) * 1.4 : 0;

  // Order for the waterfall: largest pull first.
  pulls.sort((a, b) => Math.abs(b.shift) - Math.abs(a.shift) || a.key.localeCompare(b.key));
  return {
    base,
    baseChance,
    logit: x,
    chance,
    successProbability,
    interval: { low, high },
    sd,
    hung: Math.min(0.2, hung),
    pulls,
    understood,
    unknowns,
  };
}

/** The waterfall: each pull's percentage points, applied in order from the base rate. */
export function waterfall(
  a: Pick<Assessment, 'baseChance' | 'pulls'>,
): { key: string; label: string; shift: number; points: number; quote?: string }[] {
  let x = logit(a.baseChance);
  return a.pulls.map((p) => {
    const before = sigmoid(x);
    x += p.shift;
    const points = Math.round((sigmoid(x) - before) * 1000) / 10;
    return {
      key: p.key,
      label: p.label,
      shift: Math.round(p.shift * 100) / 100,
      points,
      ...(p.quote ? { quote: p.quote.slice(0, 300) } : {}),
    };
  });
}

/**
 * What-if: the same assessment with one group of pulls replaced (the Outcome Prediction
 * controls). Exact on the model's own scale: the other pulls stay as they were.
 */
export function withGroupReplaced(a: Pick<Assessment, 'logit'>, removed: number, added: number): number {
  return Math.min(CEILING, Math.max(FLOOR, Math.round(sigmoid(a.logit - removed + added) * 100)));
}
