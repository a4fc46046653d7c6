// The analysis the client pays for, built from the outcome model's assessment (outcome.ts) of the
// confirmed (or, unreviewed, the extracted) fact sheet: the number with its interval, who decides
// (a simulated jury of twelve for a criminal trial, a simulated bench for a family matter), each
// juror's or the judge's reasons citing the facts that moved them in the case's own words, and
// strengths, weaknesses and recommendations that name the facts they address. Pure: the same
// facts give a deep-equal result; names never enter a number or a draw.
import { createHash } from 'node:crypto';
import { drawPanel, sensitivity, type FactorGroup, type PanelSeat } from '../../jury/panel.js';
import { limitsFor } from '../../jury/limits.js';
import {
  caseTypeLabel,
  juryAnalysisSchema,
  US_STATES,
  type CaseFacts,
  type Distribution,
  type JuryAnalysis,
  type Juror,
  type Vote,
} from '../../jury/types.js';
import type { FactSheet, Flag } from '../fact-sheet.js';
import { OUTCOME_MODEL, OUTCOME_MODEL_VERSION, sigmoid, waterfall, type Assessment, type Pull } from './outcome.js';
import { assess } from './assess.js';
import { benchLaw } from './bench-law.js';
import { largestRemainder } from '../../prediction-model.js';

export const VOTE_LABELS = {
  criminal: { favourable: 'Not guilty', unfavourable: 'Guilty' },
  family: { favourable: 'For the client', unfavourable: 'Against the client' },
  civil: { favourable: 'For the client', unfavourable: 'Against the client' },
} as const;

export const OUTCOME_LABELS: Record<'criminal' | 'family' | 'civil', Distribution['outcomeLabels']> = {
  criminal: { favourable: 'Acquittal', unfavourable: 'Conviction', hung: 'Hung jury' },
  family: { favourable: 'Ruling for the client', unfavourable: 'Ruling against the client', hung: 'No ruling' },
  civil: { favourable: 'Judgment for the client', unfavourable: 'Judgment against the client', hung: 'Hung jury' },
};

/** The distribution's counts are exact shares expressed per this many trials. */
export const TRIALS = 10_000;

export type Voice = 'client' | 'staff';

export interface Words {
  you: string;
  You: string;
  your: string;
  yours: string;
}
export const WORDS: Record<Voice, Words> = {
  client: { you: 'you', You: 'You', your: 'your', yours: 'yours' },
  staff: { you: 'the client', You: 'The client', your: "the client's", yours: "the client's" },
};

export const sha32 = (s: string) => Number.parseInt(createHash('sha256').update(s).digest('hex').slice(0, 8), 16);
const cap = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
const lower = (s: string) => (s ? s.charAt(0).toLowerCase() + s.slice(1) : s);
export const q = (s: string | undefined, max = 160) => {
  if (!s) return '';
  const t = s.trim().replace(/\s+/g, ' ');
  return `“${t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t}”`;
};
const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** The sensitivity group a juror applies to a pull. */
function groupOf(p: Pull, caseType: string): FactorGroup {
  switch (p.group) {
    case 'rating':
      return 'evidence';
    case 'evidence':
      switch (p.evidence?.kind) {
        case 'eyewitness':
        case 'testimony':
        case 'alibi':
          return 'witnesses';
        case 'confession':
        case 'admission':
          return 'narrative';
        default:
          return 'evidence';
      }
    case 'witnesses':
      return 'witnesses';
    case 'record':
      return 'record';
    case 'charges':
      return 'charges';
    case 'procedural':
      return p.key === 'procedural.suppression' ? 'strategy' : 'detention';
    case 'law':
      return 'strategy';
    case 'family':
      return /support|property|prenup/.test(caseType) ? 'finances' : /divorce/.test(caseType) ? 'relationship' : 'children';
  }
}

/** A pull as a juror or a judge would give it as a reason. */
export function reasonPhrase(p: Pull): string {
  const quote = p.quote ? ` (${q(p.quote, 120)})` : '';
  return `${lower(p.label)}${quote}`;
}

// ── the jury ──────────────────────────────────────────────────────────────────────────────────

interface SeatVote {
  seat: PanelSeat;
  chance: number;
  vote: Vote;
}

function juryOf(a: Assessment, facts: CaseFacts): { votes: SeatVote[]; histogram: number[] } {
  // The panel depends on the matter and the place only: a name or a wording never redraws it.
  const panel = drawPanel(sha32(`${facts.caseCategory}|${facts.caseType}|${facts.state}`));
  const votes: SeatVote[] = panel.map((seat) => {
    const p = seat.persona;
    const lean =
      a.logit +
      0.6 * (facts.caseCategory === 'civil' ? 0 : p.bias[facts.caseCategory]) +
      a.pulls.reduce((s, x) => s + (sensitivity(p, groupOf(x, facts.caseType)) - 1) * x.shift, 0);
    const chance = sigmoid(lean);
    return { seat, chance, vote: chance >= 0.5 ? 'favourable' : 'unfavourable' };
  });
  // The panel shown agrees with the number: a favourable majority exactly when it is 50 % or more;
  // the jurors nearest the line are the ones brought round.
  const favourable = () => votes.filter((v) => v.vote === 'favourable').length;
  const byChance = [...votes].sort((x, y) => y.chance - x.chance || x.seat.seat - y.seat.seat);
  if (a.successProbability >= 50) {
    for (const v of byChance) if (favourable() < 7 && v.vote === 'unfavourable') v.vote = 'favourable';
  } else {
    for (const v of byChance.reverse()) if (favourable() >= 7 && v.vote === 'favourable') v.vote = 'unfavourable';
  }
  // How many jurors would favour the client on a first ballot: the exact Poisson-binomial
  // distribution of the twelve jurors' chances.
  let dist = [1];
  for (const v of votes) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((pr, k) => {
      next[k]! += pr * (1 - v.chance);
      next[k + 1]! += pr * v.chance;
    });
    dist = next;
  }
  return { votes, histogram: largestRemainder(dist, TRIALS) };
}

function jurorReason(v: SeatVote, a: Assessment, facts: CaseFacts): string {
  const toward = v.vote === 'favourable' ? 1 : -1;
  const persona = v.seat.persona;
  const ranked = (dir: number) =>
    a.pulls
      .map((p) => ({ p, pull: sensitivity(persona, groupOf(p, facts.caseType)) * p.shift * dir }))
      .filter((x) => x.pull > 0.01)
      .sort((x, y) => y.pull - x.pull || x.p.key.localeCompare(y.p.key));
  const mine = ranked(toward)
    .slice(0, 2)
    .map((x) => reasonPhrase(x.p));
  const other = ranked(-toward)[0];
  const label = VOTE_LABELS[facts.caseCategory][v.vote];
  let text = mine.length
    ? `${label}. What decided it for this juror: ${mine[0]}${mine[1] ? `; and ${mine[1]}` : ''}.`
    : `${label}. Nothing in the facts moved this juror much either way; their own leanings decided it.`;
  if (other) text += ` ${cap(reasonPhrase(other.p))} gave them pause, but not enough.`;
  const own: Vote = v.chance >= 0.5 ? 'favourable' : 'unfavourable';
  if (own !== v.vote) text += ' On their own they leaned the other way; the room brought them round.';
  return text;
}

// ── text ──────────────────────────────────────────────────────────────────────────────────────

export function strengthsOf(a: Assessment, w: Words): string[] {
  const out = a.pulls.filter((p) => p.shift > 0.005).map((p) => `${cap(p.label)}${p.quote ? ` — ${q(p.quote)}` : ''}.`);
  return out.length
    ? out
    : [`No fact in the case as described clearly helps ${w.your} position yet; the recommendations say what could change that.`];
}

export function weaknessesOf(a: Assessment, w: Words, flags: readonly Flag[]): string[] {
  const out = a.pulls.filter((p) => p.shift < -0.005).map((p) => `${cap(p.label)}${p.quote ? ` — ${q(p.quote)}` : ''}.`);
  for (const f of flags) if (f.severity === 'warning') out.push(f.message);
  return out.length ? out : [`No fact in the case as described clearly hurts ${w.your} position.`];
}

function adviceFor(p: Pull, sheet: FactSheet, facts: CaseFacts, w: Words): string | undefined {
  const quote = p.quote ? ` (${q(p.quote, 120)})` : '';
  const state = US_STATES.get(facts.state) ?? facts.state;
  const e = p.evidence;
  if (e) {
    const whose = sheet.people.find((x) => x.id === e.whose)?.name;
    if (e.direction === 'against') {
      switch (e.kind) {
        case 'confession':
        case 'admission':
          return e.whose === 'client'
            ? `Ask ${w.your} lawyer whether the statement${quote} can be suppressed: whether ${w.you} ${w.you === 'you' ? 'were' : 'was'} in custody, warned of the right to silence (Miranda), or asked for a lawyer.`
            : `Ask ${w.your} lawyer how the statement${quote} can be challenged and whether its maker can be cross-examined.`;
        case 'video':
          return `Get the complete, unedited recording behind${quote || ' the video'} and check what it actually shows — faces, who moved first, the time stamps — before the trial.`;
        case 'forensic':
          return `Ask for the lab file behind${quote || ' the forensic evidence'} (chain of custody, method, the analyst's notes) and whether an independent expert should re-test it.`;
        case 'eyewitness':
          return /show-?up|line-?up|photo array/i.test(`${e.quote} ${sheet.procedural.suppressionQuote}`)
            ? `Ask the court to exclude the identification${quote}: a show-up or a suggestive line-up can be challenged.`
            : `Ask how ${whose ?? 'the eyewitness'} identified ${w.you}${quote} — lighting, distance, stress, a line-up or a show-up — identifications are often mistaken.`;
        case 'physical':
          return `Ask whether the search that found it${quote} was lawful (a warrant, consent) and who else had access to where it was found.`;
        case 'digital':
        case 'records':
          return `Get the complete records behind${quote || ' this evidence'}: an extract can leave out what explains it.`;
        case 'alibi':
          return `Be ready to explain${quote}: a false or broken alibi hurts more than none.`;
        default:
          return `Collect what was said before${quote} (police reports, earlier statements) to test it at trial.`;
      }
    }
    switch (e.kind) {
      case 'confession':
      case 'admission':
        return `Make sure ${w.your} lawyer has ${whose ? `${whose}'s` : 'the'} statement on record${quote} and plans how to put it before the ${facts.caseCategory === 'criminal' ? 'jury' : 'court'} if they will not testify.`;
      case 'alibi':
        return `Get the alibi in a signed statement${quote} and everything that corroborates it (receipts, phone location, cameras, time sheets).`;
      case 'video':
      case 'digital':
      case 'records':
        return `Preserve it now${quote}: copies to ${w.your} lawyer, the original kept unaltered; recordings and phone data are overwritten or lost.`;
      case 'forensic':
      case 'expert':
        return `Make sure the report${quote} is disclosed to the other side in time and its author can testify.`;
      default:
        return `Make sure ${w.your} lawyer knows of${quote || ' this evidence'} and can put it before the ${facts.caseCategory === 'criminal' ? 'jury' : 'court'}.`;
    }
  }
  const person = p.person;
  if (person) {
    return person.side === 'against'
      ? `Collect what ${person.name} said before${quote} (the police report, earlier statements, messages) to test it against their testimony.`
      : `Get ${person.name}'s account in a signed statement${quote} and make sure ${w.your} lawyer has spoken with them.`;
  }
  const f = p.factor;
  if (f) {
    const law = benchLaw(facts.caseType, facts.state);
    if (f.direction === 'for') {
      if (f.key === 'domestic-violence-by-other' || f.key === 'protective-order' || f.key === 'threats-or-harassment')
        return `Bring the proof${quote} — police reports, the order, photos, the messages themselves — and ask the court to weigh it under ${law}.`;
      if (f.key === 'dna-test')
        return `File the DNA report${quote} with the court: a probability of 99 % or more creates a presumption of parentage in most states.`;
      return `Document it for the court${quote}: ${lower(f.summary || f.key.replace(/-/g, ' '))}.`;
    }
    if (f.key === 'domestic-violence-by-client' || f.key === 'substance-abuse-by-client')
      return `Ask ${w.your} lawyer what ${state} courts accept to answer it${quote} — a completed program, clean tests, time without incident.`;
    return `Prepare an answer to it${quote}: the court will ask about ${lower(f.summary || f.key.replace(/-/g, ' '))}.`;
  }
  switch (p.key) {
    case 'record':
      return p.shift < 0
        ? `Ask ${w.your} lawyer whether the prior record can be kept from the jury (a motion in limine), and weigh with them whether ${w.you} should testify.`
        : undefined;
    case 'procedural.suppression':
      return `Press the motion to exclude the evidence${quote}: if it succeeds, the prosecution's case is weaker than this estimate.`;
    case 'procedural.detained':
      return `Ask about a bail review: being held makes it harder to prepare a defense.`;
    case 'charges':
      return `Ask which of the charges the evidence supports least, and whether any can be dismissed or severed.`;
    default:
      return undefined;
  }
}

function recommendationsOf(a: Assessment, sheet: FactSheet, facts: CaseFacts, flags: readonly Flag[], w: Words): string {
  const items: string[] = [];
  for (const f of flags) {
    if (f.code === 'rating-contradiction') items.push(`Check the evidence rating against what the description says: ${lower(f.message)}`);
    if (f.code === 'not-english')
      items.push('Add the description in English (or have it translated): the analysis could read little of it.');
  }
  const ordered = [...a.pulls].sort((x, y) => x.shift - y.shift);
  for (const p of ordered) {
    const advice = adviceFor(p, sheet, facts, w);
    if (advice && !items.includes(advice)) items.push(advice);
  }
  for (const person of sheet.people.filter((x) => x.side === 'unknown' && x.role !== 'client').slice(0, 2)) {
    items.push(`Tell ${w.your} lawyer what ${person.name} saw or will say: the analysis could not tell which side they are on.`);
  }
  if (sheet.understood < 0.4)
    items.push(
      `Write a fuller account of what happened — when, where, who was there, what each side says, what records exist: much of the description could not be placed.`,
    );
  const chosen = items.slice(0, 7);
  const state = US_STATES.get(facts.state) ?? facts.state;
  chosen.push(
    `Discuss these points with a licensed ${facts.caseCategory === 'criminal' ? 'criminal defense' : 'family law'} attorney in ${state}; this analysis is not legal advice.`,
  );
  return chosen.map((item, i) => `${i + 1}. ${item}`).join('\n');
}

function summaryOf(
  a: Assessment,
  facts: CaseFacts,
  w: Words,
  favourableJurors: number,
  factsStatus: 'confirmed' | 'extracted',
  flags: readonly Flag[],
): string {
  const place = `${facts.city}, ${US_STATES.get(facts.state) ?? facts.state}`;
  const type = caseTypeLabel(facts.caseCategory, facts.caseType);
  const p = a.successProbability;
  const range = `likely between ${a.interval.low}% and ${a.interval.high}%`;
  const base = Math.round(a.baseChance * 100);
  const parts: string[] = [];
  if (facts.caseCategory === 'criminal') {
    parts.push(
      `A simulated jury of twelve in ${place} hearing this ${type} case: ${favourableJurors} of 12 jurors would vote not guilty.`,
      `Estimated chance of an acquittal: ${p}% (${range}), against a base rate of ${base}% (${lower(a.base.label)}).`,
    );
  } else {
    const law = benchLaw(facts.caseType, facts.state);
    parts.push(
      `A family-court judge in ${place} decides this ${type} matter, applying ${law}.`,
      `Estimated chance the court rules for ${w.you}: ${p}% (${range}), against a base rate of ${base}% (${lower(a.base.label)}).`,
    );
  }
  const top = a.pulls.slice(0, 3).map((x) => `${lower(x.label)} (${x.shift > 0 ? 'for' : 'against'} ${w.you})`);
  if (top.length) parts.push(`What weighs most: ${list(top)}.`);
  parts.push(
    factsStatus === 'confirmed'
      ? `${w.You} reviewed and confirmed the facts this analysis weighs.`
      : `The facts were read from the description and were not reviewed by ${w.you === 'you' ? 'you' : 'the client'}: check them under 'Facts weighed'.`,
  );
  if (flags.some((f) => f.severity === 'warning'))
    parts.push('Some of what was written could not be squared (see the weaknesses), so treat the estimate with care.');
  return parts.join(' ');
}

export function confidenceOf(
  a: Assessment,
  agreement: number,
  flags: readonly Flag[],
): { level: 'low' | 'medium' | 'high'; reason: string } {
  const width = a.interval.high - a.interval.low;
  const warnings = flags.filter((f) => f.severity === 'warning').length;
  const unknown = a.unknowns.length ? ` (${a.unknowns.slice(0, 3).join('; ')})` : '';
  if (a.understood < 0.3 || warnings >= 2 || width >= 50) {
    return {
      level: 'low',
      reason: `Low: the engine could place only part of the case${unknown}, so the range is wide (${a.interval.low}–${a.interval.high}%).`,
    };
  }
  if (a.understood >= 0.55 && warnings === 0 && width <= 32 && agreement >= 0.75) {
    return {
      level: 'high',
      reason: `High: most of the case was understood and ${Math.round(agreement * 100)}% of the decision-makers land on the same side (range ${a.interval.low}–${a.interval.high}%).`,
    };
  }
  return {
    level: 'medium',
    reason: `Medium: ${a.understood < 0.55 || unknown ? `some of the case is not pinned down${unknown}` : 'the facts point both ways'}, and ${Math.round(agreement * 100)}% of the decision-makers land on the same side (range ${a.interval.low}–${a.interval.high}%).`,
  };
}

export interface AnalyzeInput {
  facts: CaseFacts;
  sheet: FactSheet;
  flags: readonly Flag[];
  factsStatus: 'confirmed' | 'extracted';
  /** sha256 of the canonical facts (provenance). */
  inputHash: string;
}

export function assessmentOf(facts: CaseFacts, sheet: FactSheet, flags: readonly Flag[]): Assessment {
  return assess({
    category: facts.caseCategory,
    caseType: facts.caseType,
    state: facts.state,
    rating: facts.criminal?.evidenceStrength,
    sheet,
    flags,
  });
}

/** The whole analysis of a criminal or family case (civil ones: civil-analysis.ts; analyze.ts chooses). */
export function analyzeCriminalOrFamilyCase(input: AnalyzeInput): JuryAnalysis {
  const { facts, sheet, flags, factsStatus } = input;
  const a = assessmentOf(facts, sheet, flags);
  const category = facts.caseCategory;
  const client = WORDS.client;
  const staff = WORDS.staff;
  const provenance = {
    engine: 'offline' as const,
    model: OUTCOME_MODEL,
    promptVersion: OUTCOME_MODEL_VERSION,
    seed: null,
    inputHash: input.inputHash,
    reader: sheet.reader,
  };
  const contributions = waterfall(a);
  const h = a.hung;
  const [fav, unf, hung] = largestRemainder([(1 - h) * a.chance, (1 - h) * (1 - a.chance), h], TRIALS);

  if (sheet.decisionMaker === 'judge' || category === 'family') {
    const ruling: Vote = a.successProbability >= 50 ? 'favourable' : 'unfavourable';
    const agreement = Math.max(a.chance, 1 - a.chance);
    const confidence = confidenceOf(a, agreement, flags);
    const toward = ruling === 'favourable' ? 1 : -1;
    const findings = a.pulls.filter((p) => p.shift * toward > 0).slice(0, 4);
    const against = a.pulls.filter((p) => p.shift * toward < 0).slice(0, 2);
    const reasons = [
      ...findings.map((p) => `The court gives weight to ${reasonPhrase(p)}.`),
      ...against.map((p) => `It weighs against that ${reasonPhrase(p)}, but finds it outweighed.`),
    ];
    if (!reasons.length)
      reasons.push('The facts given leave the court little to weigh either way; the base rate for such matters decides the estimate.');
    const place = `${facts.city}, ${US_STATES.get(facts.state) ?? facts.state}`;
    const asks = sheet.clientAsks ? ` (${sheet.clientAsks})` : '';
    const analysis: JuryAnalysis = {
      decisionMaker: 'judge',
      summary: summaryOf(a, facts, client, 0, factsStatus, flags),
      successProbability: a.successProbability,
      chance: a.chance,
      interval: a.interval,
      strengths: strengthsOf(a, client),
      weaknesses: weaknessesOf(a, client, flags),
      recommendations: recommendationsOf(a, sheet, facts, flags, client),
      jurors: [],
      bench: {
        court: `A family-court judge in ${place}`,
        law: benchLaw(facts.caseType, facts.state),
        ruling,
        rulingLabel: ruling === 'favourable' ? `Rules for the client${asks}` : `Rules against the client${asks}`,
        confidence: Math.round(agreement * 100),
        reasons,
      },
      contributions,
      factsStatus,
      flags: [...flags],
      staff: {
        summary: summaryOf(a, facts, staff, 0, factsStatus, flags),
        strengths: strengthsOf(a, staff),
        weaknesses: weaknessesOf(a, staff, flags),
        recommendations: recommendationsOf(a, sheet, facts, flags, staff),
      },
      distribution: {
        simulations: TRIALS,
        favourableVotes: new Array(13).fill(0),
        outcomes: { favourable: fav!, unfavourable: unf!, hung: hung! },
        outcomeLabels: OUTCOME_LABELS.family,
        baseRate: Math.round(a.baseChance * 100),
      },
      factors: [],
      confidenceLevel: confidence.level,
      confidenceReason: confidence.reason,
      limits: limitsFor('family'),
      provenance,
    };
    return juryAnalysisSchema.parse(analysis);
  }

  const { votes, histogram } = juryOf(a, facts);
  const favourableJurors = votes.filter((v) => v.vote === 'favourable').length;
  const agreement = Math.max(favourableJurors, 12 - favourableJurors) / 12;
  const confidence = confidenceOf(a, agreement, flags);
  const jurors: Juror[] = votes.map((v) => ({
    seat: v.seat.seat,
    profile: { ageBand: v.seat.persona.ageBand, occupation: v.seat.persona.occupation, background: v.seat.persona.background },
    leanings: v.seat.persona.leanings,
    vote: v.vote,
    voteLabel: VOTE_LABELS.criminal[v.vote],
    confidence: Math.round(100 * (v.vote === 'favourable' ? v.chance : 1 - v.chance)),
    reason: jurorReason(v, a, facts),
  }));
  const analysis: JuryAnalysis = {
    decisionMaker: 'jury',
    summary: summaryOf(a, facts, client, favourableJurors, factsStatus, flags),
    successProbability: a.successProbability,
    chance: a.chance,
    interval: a.interval,
    strengths: strengthsOf(a, client),
    weaknesses: weaknessesOf(a, client, flags),
    recommendations: recommendationsOf(a, sheet, facts, flags, client),
    jurors,
    contributions,
    factsStatus,
    flags: [...flags],
    staff: {
      summary: summaryOf(a, facts, staff, favourableJurors, factsStatus, flags),
      strengths: strengthsOf(a, staff),
      weaknesses: weaknessesOf(a, staff, flags),
      recommendations: recommendationsOf(a, sheet, facts, flags, staff),
    },
    distribution: {
      simulations: TRIALS,
      favourableVotes: histogram,
      outcomes: { favourable: fav!, unfavourable: unf!, hung: hung! },
      outcomeLabels: OUTCOME_LABELS.criminal,
      baseRate: Math.round(a.baseChance * 100),
    },
    factors: [],
    confidenceLevel: confidence.level,
    confidenceReason: confidence.reason,
    limits: limitsFor('criminal'),
    provenance,
  };
  return juryAnalysisSchema.parse(analysis);
}
