// The analysis of a civil case (issue 32), built from the civil outcome model (civil.ts) as the
// criminal and family analyses are built from theirs (analysis.ts): the number with its interval;
// who decides — a small-claims or landlord–tenant judge (a simulated bench), or a civil jury of the
// state's size (four to twelve) for larger trials; the reasons citing the facts in the case's
// words; strengths, weaknesses and recommendations; and what the claim is worth — for a plaintiff
// the award if they win, for a defendant the exposure if they lose, with the expected value.
// Pure: names never enter a number or a draw.
import { drawPanel, sensitivity, type FactorGroup, type PanelSeat } from '../../jury/panel.js';
import { limitsFor } from '../../jury/limits.js';
import {
  caseTypeLabel,
  juryAnalysisSchema,
  US_STATES,
  type CaseFacts,
  type CivilOutcome,
  type JuryAnalysis,
  type Juror,
  type Vote,
} from '../../jury/types.js';
import type { FactSheet, Flag } from '../fact-sheet.js';
import { largestRemainder } from '../../prediction-model.js';
import {
  OUTCOME_LABELS,
  TRIALS,
  VOTE_LABELS,
  WORDS,
  confidenceOf,
  q,
  reasonPhrase,
  sha32,
  strengthsOf,
  weaknessesOf,
  type AnalyzeInput,
  type Words,
} from './analysis.js';
import { civilBaseRateFor } from './civil-reference.js';
import { civilCourtOf, dollars, type CivilCourt } from './civil-court.js';
import { OUTCOME_MODEL, OUTCOME_MODEL_VERSION, sigmoid, waterfall, type Assessment, type Pull } from './outcome.js';
import { assess } from './assess.js';

/** A sum or a range of sums ("$2,400" when both ends are the same, as for a fixed claim). */
const span = (low: number, high: number) => (low === high ? dollars(low) : `${dollars(low)} to ${dollars(high)}`);

const cap = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
const lower = (s: string) => (s ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** The sensitivity group a civil juror applies to a pull. */
function groupOf(p: Pull): FactorGroup {
  if (p.group === 'witnesses') return 'witnesses';
  switch (p.evidence?.kind) {
    case 'eyewitness':
    case 'testimony':
      return 'witnesses';
    case 'confession':
    case 'admission':
      return 'narrative';
    case 'records':
      return 'finances';
    default:
      return 'evidence';
  }
}

export function courtOfCase(facts: CaseFacts): CivilCourt {
  return civilCourtOf(facts.caseType, facts.state, facts.civil?.amountInDispute ?? 0, US_STATES.get(facts.state) ?? facts.state);
}

/** What the claim is worth to the client, from the amount, the court and the published median award. */
export function civilOutcomeOf(a: Pick<Assessment, 'chance'>, facts: CaseFacts, sheet: FactSheet, court: CivilCourt): CivilOutcome {
  const amount = facts.civil?.amountInDispute ?? sheet.amountInDispute ?? 0;
  const role = facts.civil?.clientRole ?? (sheet.clientRole === 'defendant' ? 'defendant' : 'plaintiff');
  const base = civilBaseRateFor(facts.caseType);
  const ceiling = court.waivesExcess ? court.smallClaimsLimit : amount;
  const median = base.medianAward;
  const range = { low: Math.round(median !== null ? Math.min(ceiling, median) : ceiling), high: Math.round(ceiling) };
  const plaintiffWins = role === 'plaintiff' ? a.chance : 1 - a.chance;
  const expected = Math.round(plaintiffWins * ceiling);
  const medianWords =
    median !== null
      ? `Winning plaintiffs in ${base.awardOf} were awarded a median of ${dollars(median)} (BJS, 2005 dollars).`
      : 'No published median award applies to this type of claim; the amount claimed is the measure.';
  const capWords = court.waivesExcess
    ? `In small claims no more than ${dollars(court.smallClaimsLimit)} can be awarded: the excess over the limit is given up.`
    : 'An award rarely exceeds the amount claimed (punitive damages, fees and interest aside).';
  return {
    clientRole: role,
    amountInDispute: amount,
    smallClaimsLimit: court.smallClaimsLimit,
    smallClaims: court.smallClaims,
    court: court.words,
    medianAward: median,
    ifWon: role === 'plaintiff' ? range : null,
    ifLost: role === 'defendant' ? range : null,
    expectedValue: role === 'plaintiff' ? expected : -expected,
    note: `${medianWords} ${capWords} The range runs from the lower of the median and the amount claimed to the amount claimed; the expected value is the chance of a judgment for the plaintiff times the amount that can be awarded.`,
  };
}

function adviceFor(p: Pull, sheet: FactSheet, w: Words): string | undefined {
  const quote = p.quote ? ` (${q(p.quote, 120)})` : '';
  const e = p.evidence;
  if (e) {
    if (e.direction === 'against') {
      switch (e.kind) {
        case 'confession':
        case 'admission':
          return `Be ready to explain ${w.your} own statement${quote}: the other side will use it as an admission.`;
        case 'records':
        case 'digital':
          return `Get the complete records behind${quote || ' this evidence'} — the whole lease, contract, message thread or account — an extract can leave out what explains it.`;
        case 'video':
          return `Ask for the full recording behind${quote || ' the video'} and check what it shows, and when.`;
        default:
          return `Collect what answers it${quote}: receipts, dated photos, messages and the names of people who saw what happened.`;
      }
    }
    switch (e.kind) {
      case 'confession':
      case 'admission':
        return `Keep the other side's own words${quote} in their original form (the message, the letter, the email) with its date: an admission is the strongest proof in a civil case.`;
      case 'records':
      case 'digital':
      case 'video':
        return `Bring it to court in copies for the judge and the other side${quote}; keep the original unaltered.`;
      default:
        return `Make sure it can be shown to the court${quote}: a written, signed and dated statement, or the person there to say it.`;
    }
  }
  const person = p.person;
  if (person) {
    return person.side === 'against'
      ? `Find out what ${person.name} will say${quote} and what records contradict it.`
      : `Ask ${person.name} to come to the hearing, or for a signed statement${quote} — in small claims a written statement is often accepted.`;
  }
  void sheet;
  return undefined;
}

function recommendationsOf(a: Assessment, sheet: FactSheet, facts: CaseFacts, flags: readonly Flag[], court: CivilCourt, w: Words): string {
  const items: string[] = [];
  const role = facts.civil?.clientRole ?? 'plaintiff';
  if (flags.some((f) => f.code === 'not-english'))
    items.push('Add the description in English (or have it translated): the analysis could read little of it.');
  for (const p of [...a.pulls].sort((x, y) => x.shift - y.shift)) {
    const advice = adviceFor(p, sheet, w);
    if (advice && !items.includes(advice)) items.push(advice);
  }
  if (role === 'plaintiff') {
    items.push(
      `Send a written demand to the other side first, stating the amount (${dollars(facts.civil?.amountInDispute ?? 0)}), why it is owed and a deadline: many courts expect it, and it often settles the matter.`,
    );
    if (court.smallClaims)
      items.push(
        `File in small-claims court${court.waivesExcess ? `, knowing that only ${dollars(court.smallClaimsLimit)} can be awarded there` : ''}: bring three copies of every document, photo and message, and a one-page timeline.`,
      );
    items.push(
      `Check the deadline to sue (the statute of limitations) for this kind of claim in ${US_STATES.get(facts.state) ?? facts.state}.`,
    );
  } else {
    items.push('Answer the claim by the deadline on the papers served on you: a missed deadline lets the other side win by default.');
    items.push(
      'Write down your side with dates and gather the records that show it; consider offering a settlement if the estimate is against you.',
    );
  }
  for (const person of sheet.people.filter((x) => x.side === 'unknown' && x.role !== 'client').slice(0, 2))
    items.push(`Note what ${person.name} saw or will say: the analysis could not tell which side they are on.`);
  if (sheet.understood < 0.4)
    items.push('Write a fuller account: what was agreed, what happened and when, what each side says, and what records exist.');
  const chosen = items.slice(0, 8);
  const state = US_STATES.get(facts.state) ?? facts.state;
  chosen.push(
    court.smallClaims
      ? `Court self-help centres in ${state} explain small-claims filing step by step; this analysis is not legal advice.`
      : `Discuss these points with a licensed civil litigation attorney in ${state}; this analysis is not legal advice.`,
  );
  return chosen.map((item, i) => `${i + 1}. ${item}`).join('\n');
}

function summaryOf(
  a: Assessment,
  facts: CaseFacts,
  court: CivilCourt,
  outcome: CivilOutcome,
  w: Words,
  favourable: number | null,
  factsStatus: 'confirmed' | 'extracted',
  flags: readonly Flag[],
): string {
  const place = `${facts.city}, ${US_STATES.get(facts.state) ?? facts.state}`;
  const type = caseTypeLabel('civil', facts.caseType);
  const role =
    outcome.clientRole === 'plaintiff'
      ? `${w.you === 'you' ? 'you sue' : 'the client sues'}`
      : `${w.you === 'you' ? 'you are sued' : 'the client is sued'}`;
  const parts = [
    `${court.words}: a ${type} claim of ${dollars(outcome.amountInDispute)} in ${place}, where ${role}.`,
    `Estimated chance of a judgment for ${w.you}: ${a.successProbability}% (likely between ${a.interval.low}% and ${a.interval.high}%), against a base rate of ${Math.round(a.baseChance * 100)}% (${lower(a.base.label)}, ${outcome.clientRole === 'plaintiff' ? 'as the plaintiff' : 'as the defendant: the complement of the plaintiff’s rate'}).`,
  ];
  if (favourable !== null) parts.push(`${favourable} of ${court.jurySize} simulated jurors would find for ${w.you}.`);
  if (outcome.ifWon)
    parts.push(
      `If ${w.you} ${w.you === 'you' ? 'win' : 'wins'}: likely ${span(outcome.ifWon.low, outcome.ifWon.high)}; expected value ${dollars(outcome.expectedValue)}.`,
    );
  if (outcome.ifLost)
    parts.push(
      `If ${w.you} ${w.you === 'you' ? 'lose' : 'loses'}: likely ${span(outcome.ifLost.low, outcome.ifLost.high)} to pay; expected cost ${dollars(-outcome.expectedValue)}.`,
    );
  const top = a.pulls.slice(0, 3).map((x) => `${lower(x.label)} (${x.shift > 0 ? 'for' : 'against'} ${w.you})`);
  if (top.length) parts.push(`What weighs most: ${top.length === 1 ? top[0] : `${top.slice(0, -1).join(', ')} and ${top.at(-1)}`}.`);
  parts.push(
    factsStatus === 'confirmed'
      ? `${w.You} reviewed and confirmed the facts this analysis weighs.`
      : `The facts were read from the description and were not reviewed by ${w.you === 'you' ? 'you' : 'the client'}: check them under 'Facts weighed'.`,
  );
  if (flags.some((f) => f.severity === 'warning'))
    parts.push('Some of what was written could not be squared (see the weaknesses), so treat the estimate with care.');
  return parts.join(' ');
}

interface SeatVote {
  seat: PanelSeat;
  chance: number;
  vote: Vote;
}

function juryOf(a: Assessment, facts: CaseFacts, size: number): { votes: SeatVote[]; histogram: number[] } {
  // The panel depends on the matter and the place only, never on a name.
  const panel = drawPanel(sha32(`civil|${facts.caseType}|${facts.state}`)).slice(0, size);
  const votes: SeatVote[] = panel.map((seat) => {
    const lean = a.logit + a.pulls.reduce((s, x) => s + (sensitivity(seat.persona, groupOf(x)) - 1) * x.shift, 0);
    const chance = sigmoid(lean);
    return { seat, chance, vote: chance >= 0.5 ? 'favourable' : 'unfavourable' };
  });
  const majority = Math.floor(size / 2) + 1;
  const favourable = () => votes.filter((v) => v.vote === 'favourable').length;
  const byChance = [...votes].sort((x, y) => y.chance - x.chance || x.seat.seat - y.seat.seat);
  if (a.successProbability >= 50) {
    for (const v of byChance) if (favourable() < majority && v.vote === 'unfavourable') v.vote = 'favourable';
  } else {
    for (const v of byChance.reverse()) if (favourable() >= majority && v.vote === 'favourable') v.vote = 'unfavourable';
  }
  let dist = [1];
  for (const v of votes) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((pr, k) => {
      next[k]! += pr * (1 - v.chance);
      next[k + 1]! += pr * v.chance;
    });
    dist = next;
  }
  const counts = largestRemainder(dist, TRIALS);
  return { votes, histogram: [...counts, ...new Array<number>(13 - counts.length).fill(0)] };
}

function jurorReason(v: SeatVote, a: Assessment): string {
  const toward = v.vote === 'favourable' ? 1 : -1;
  const ranked = (dir: number) =>
    a.pulls
      .map((p) => ({ p, pull: sensitivity(v.seat.persona, groupOf(p)) * p.shift * dir }))
      .filter((x) => x.pull > 0.01)
      .sort((x, y) => y.pull - x.pull || x.p.key.localeCompare(y.p.key));
  const mine = ranked(toward)
    .slice(0, 2)
    .map((x) => reasonPhrase(x.p));
  const other = ranked(-toward)[0];
  const label = VOTE_LABELS.civil[v.vote];
  let text = mine.length
    ? `${label}. What decided it for this juror: ${mine[0]}${mine[1] ? `; and ${mine[1]}` : ''}.`
    : `${label}. Nothing in the facts moved this juror much either way; the usual run of such cases decided it.`;
  if (other) text += ` ${cap(reasonPhrase(other.p))} gave them pause, but not enough.`;
  if ((v.chance >= 0.5 ? 'favourable' : 'unfavourable') !== v.vote)
    text += ' On their own they leaned the other way; the room brought them round.';
  return text;
}

/** The whole analysis of one civil case, in the client's voice, with the staff's text beside it. */
export function analyzeCivilCase(input: AnalyzeInput): JuryAnalysis {
  const { facts, sheet, flags, factsStatus } = input;
  const a = assess({ category: 'civil', caseType: facts.caseType, state: facts.state, sheet, flags });
  const court = courtOfCase(facts);
  const outcome = civilOutcomeOf(a, facts, sheet, court);
  const provenance = {
    engine: 'offline' as const,
    model: OUTCOME_MODEL,
    promptVersion: OUTCOME_MODEL_VERSION,
    seed: null,
    inputHash: input.inputHash,
    reader: sheet.reader,
  };
  const contributions = waterfall(a);
  const [fav, unf] = largestRemainder([a.chance, 1 - a.chance], TRIALS);
  const distribution = (favourableVotes: number[]) => ({
    simulations: TRIALS,
    favourableVotes,
    outcomes: { favourable: fav!, unfavourable: unf!, hung: 0 },
    outcomeLabels: OUTCOME_LABELS.civil,
    baseRate: Math.round(a.baseChance * 100),
  });
  const staffText = (favourable: number | null) => ({
    summary: summaryOf(a, facts, court, outcome, WORDS.staff, favourable, factsStatus, flags),
    strengths: strengthsOf(a, WORDS.staff),
    weaknesses: weaknessesOf(a, WORDS.staff, flags),
    recommendations: recommendationsOf(a, sheet, facts, flags, court, WORDS.staff),
  });

  if (court.decisionMaker === 'judge') {
    const ruling: Vote = a.successProbability >= 50 ? 'favourable' : 'unfavourable';
    const agreement = Math.max(a.chance, 1 - a.chance);
    const confidence = confidenceOf(a, agreement, flags);
    const toward = ruling === 'favourable' ? 1 : -1;
    const reasons = [
      ...a.pulls
        .filter((p) => p.shift * toward > 0)
        .slice(0, 4)
        .map((p) => `The court gives weight to ${reasonPhrase(p)}.`),
      ...a.pulls
        .filter((p) => p.shift * toward < 0)
        .slice(0, 2)
        .map((p) => `It weighs against that ${reasonPhrase(p)}, but finds it outweighed.`),
    ];
    if (!reasons.length)
      reasons.push('The facts given leave the court little to weigh either way; the base rate for such claims decides the estimate.');
    const place = `${facts.city}, ${US_STATES.get(facts.state) ?? facts.state}`;
    const analysis: JuryAnalysis = {
      decisionMaker: 'judge',
      summary: summaryOf(a, facts, court, outcome, WORDS.client, null, factsStatus, flags),
      successProbability: a.successProbability,
      chance: a.chance,
      interval: a.interval,
      strengths: strengthsOf(a, WORDS.client),
      weaknesses: weaknessesOf(a, WORDS.client, flags),
      recommendations: recommendationsOf(a, sheet, facts, flags, court, WORDS.client),
      jurors: [],
      bench: {
        court: court.smallClaims ? `A small-claims judge in ${place}` : `A civil judge in ${place}`,
        law: `a preponderance of the evidence (the plaintiff must show the claim is more likely true than not)`,
        ruling,
        rulingLabel: ruling === 'favourable' ? 'Rules for the client' : 'Rules against the client',
        confidence: Math.round(agreement * 100),
        reasons,
      },
      civil: outcome,
      contributions,
      factsStatus,
      flags: [...flags],
      staff: staffText(null),
      distribution: distribution(new Array(13).fill(0)),
      factors: [],
      confidenceLevel: confidence.level,
      confidenceReason: confidence.reason,
      limits: limitsFor('civil'),
      provenance,
    };
    return juryAnalysisSchema.parse(analysis);
  }

  const size = court.jurySize ?? 12;
  const { votes, histogram } = juryOf(a, facts, size);
  const favourable = votes.filter((v) => v.vote === 'favourable').length;
  const agreement = Math.max(favourable, size - favourable) / size;
  const confidence = confidenceOf(a, agreement, flags);
  const jurors: Juror[] = votes.map((v) => ({
    seat: v.seat.seat,
    profile: { ageBand: v.seat.persona.ageBand, occupation: v.seat.persona.occupation, background: v.seat.persona.background },
    leanings: v.seat.persona.leanings,
    vote: v.vote,
    voteLabel: VOTE_LABELS.civil[v.vote],
    confidence: Math.round(100 * (v.vote === 'favourable' ? v.chance : 1 - v.chance)),
    reason: jurorReason(v, a),
  }));
  const analysis: JuryAnalysis = {
    decisionMaker: 'jury',
    ...(size !== 12 ? { jurySize: size } : {}),
    summary: summaryOf(a, facts, court, outcome, WORDS.client, favourable, factsStatus, flags),
    successProbability: a.successProbability,
    chance: a.chance,
    interval: a.interval,
    strengths: strengthsOf(a, WORDS.client),
    weaknesses: weaknessesOf(a, WORDS.client, flags),
    recommendations: recommendationsOf(a, sheet, facts, flags, court, WORDS.client),
    jurors,
    civil: outcome,
    contributions,
    factsStatus,
    flags: [...flags],
    staff: staffText(favourable),
    distribution: distribution(histogram),
    factors: [],
    confidenceLevel: confidence.level,
    confidenceReason: confidence.reason,
    limits: limitsFor('civil'),
    provenance,
  };
  return juryAnalysisSchema.parse(analysis);
}
