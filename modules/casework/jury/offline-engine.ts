// The offline mock-jury engine: a simulated twelve-person panel weighs the factors present in the
// case (factors.ts, weights.ts) over seeded Monte Carlo deliberations (simulate.ts). No network,
// no model; the same facts always give the same analysis. docs/jury-model.md describes the model.
import { inputHash, simulationSeed } from './canonical.js';
import { completeness, weighFactors, type Completeness, type WeighedFactor } from './factors.js';
import { limitsFor, type JuryEngine } from './limits.js';
import { drawPanel, sensitivity, type PanelSeat } from './panel.js';
import { DEFAULT_SIM, simulate, type SimResult } from './simulate.js';
import { AI_MESSAGES, AiError } from '../../../infra/ai/types.js';
import {
  caseTypeLabel,
  juryAnalysisSchema,
  parseCaseFacts,
  US_STATES,
  type CaseCategory,
  type CaseFacts,
  type Distribution,
  type Factor,
  type JuryAnalysis,
  type Juror,
  type Vote,
} from './types.js';
import { BASE_RATE, weight } from './weights.js';

export const OFFLINE_MODEL = 'casebook-mock-jury';
/** Bumped whenever a weight, the pool or the simulation changes: a re-run on another version may differ. */
export const OFFLINE_MODEL_VERSION = 'jury-sim-1';

const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const pct = (n: number, of: number) => `${Math.round((100 * n) / of)}%`;
const round2 = (x: number) => Math.round(x * 100) / 100;

export const VOTE_LABELS: Record<CaseCategory, Record<Vote, string>> = {
  criminal: { favourable: 'Not guilty', unfavourable: 'Guilty' },
  family: { favourable: 'For the client', unfavourable: 'Against the client' },
};

export const OUTCOME_LABELS: Record<CaseCategory, Distribution['outcomeLabels']> = {
  criminal: { favourable: 'Acquittal', unfavourable: 'Conviction', hung: 'Hung jury' },
  family: { favourable: 'For the client', unfavourable: 'Against the client', hung: 'Split panel' },
};

/** The prior for the category and case type, before any fact is weighed (0..1). */
export const baseRateOf = (facts: Pick<CaseFacts, 'caseCategory' | 'caseType'>): number =>
  sigmoid(logit(BASE_RATE[facts.caseCategory]) + weight(`type.${facts.caseType}`).shift);

/** Spread of how the trial goes: wider when the facts leave more unknown. */
export const trialNoise = (c: Completeness) => 0.5 + 0.9 * (1 - c.score);

/**
 * How much of the simulated estimate survives the pull towards the base rate: all of it for a
 * well-described case, a sixth of it for a case with almost nothing to go on.
 */
export const factWeight = (c: Completeness) => Math.min(1, Math.max(0.15, (c.score - 0.1) / 0.6));

export const LOW_CONFIDENCE_BELOW = 0.35;

export function confidenceOf(c: Completeness, sim: SimResult): { level: 'low' | 'medium' | 'high'; reason: string } {
  const top = Math.max(sim.outcomes.favourable, sim.outcomes.unfavourable, sim.outcomes.hung) / sim.runs;
  const gaps = c.gaps.slice(0, 3).join('; ');
  if (c.score < LOW_CONFIDENCE_BELOW) {
    return { level: 'low', reason: `Low: the facts give little to go on (${gaps || 'few details are given'}).` };
  }
  if (c.score >= 0.7 && top >= 0.65) {
    return { level: 'high', reason: `High: the facts are fairly complete and ${Math.round(top * 100)}% of the simulated deliberations reached the same outcome.` };
  }
  if (c.score < 0.7) {
    return { level: 'medium', reason: `Medium: the facts cover only part of the case${gaps ? ` (${gaps})` : ''}, so the estimate could move once more is known.` };
  }
  return { level: 'medium', reason: `Medium: the facts are fairly complete, but the simulated deliberations were divided (the most common outcome came up in ${Math.round(top * 100)}% of them).` };
}

interface PanelVote {
  seat: PanelSeat;
  vote: Vote;
  /** Share of runs in which this juror was favourable on the first ballot (their own view). */
  ownShare: number;
}

/**
 * The panel shown: each juror votes the way they voted on the first ballot in most simulations
 * (their own view). If that panel would contradict the probability next to it, the jurors
 * nearest the line are brought round to the majority's side, as deliberation brings holdouts
 * round, until a favourable majority (7+) stands exactly when the probability is 50 % or more.
 */
export function representativeVotes(panel: PanelSeat[], sim: SimResult, successProbability: number): PanelVote[] {
  const votes: PanelVote[] = panel.map((seat, i) => {
    const ownShare = sim.jurorFirstBallot[i]! / sim.runs;
    return { seat, ownShare, vote: ownShare >= 0.5 ? 'favourable' : 'unfavourable' };
  });
  const favourable = () => votes.filter((v) => v.vote === 'favourable').length;
  const byShare = [...votes].sort((a, b) => b.ownShare - a.ownShare || a.seat.seat - b.seat.seat);
  if (successProbability >= 50) {
    for (const v of byShare) if (favourable() < 7 && v.vote === 'unfavourable') v.vote = 'favourable';
  } else {
    for (const v of byShare.reverse()) if (favourable() >= 7 && v.vote === 'favourable') v.vote = 'unfavourable';
  }
  return votes;
}

function jurorReason(category: CaseCategory, v: PanelVote, factors: WeighedFactor[]): string {
  const toward = v.vote === 'favourable' ? 1 : -1;
  const persona = v.seat.persona;
  // Squared sensitivity: a juror's reasons come from what they care about most, not only from
  // what weighs most for everyone.
  const reasons = factors
    .map((f) => ({ f, pull: sensitivity(persona, f.group) ** 2 * f.shift * toward }))
    .filter((x) => x.pull > 0)
    .sort((a, b) => b.pull - a.pull || a.f.key.localeCompare(b.f.key))
    .slice(0, 2)
    .map((x) => x.f.because);
  const label = VOTE_LABELS[category][v.vote];
  let text = reasons.length
    ? `${label}: mainly because ${reasons[0]}${reasons[1] ? `, and because ${reasons[1]}` : ''}.`
    : `${label}: nothing in the facts moved this juror much either way; their own leanings decided it.`;
  const bias = persona.bias[category] * toward;
  if (bias >= 0.3) text += ` Their leanings point the same way: ${persona.leanings.charAt(0).toLowerCase()}${persona.leanings.slice(1)}`;
  const ownVote: Vote = v.ownShare >= 0.5 ? 'favourable' : 'unfavourable';
  if (ownVote !== v.vote) text += ' On their own they leaned the other way, but the room brought them round in deliberation.';
  return text;
}

function toFactor(f: WeighedFactor): Factor {
  const w = round2(Math.abs(f.shift));
  return { key: f.key, label: f.label, direction: w === 0 ? 'neutral' : f.shift > 0 ? 'favourable' : 'unfavourable', weight: w, detail: f.detail };
}

function summaryOf(
  facts: CaseFacts,
  sim: SimResult,
  successProbability: number,
  favourableJurors: number,
  factors: WeighedFactor[],
  c: Completeness,
  baseRate: number,
  lowConfidence: boolean,
): string {
  const place = `${facts.city}, ${US_STATES.get(facts.state) ?? facts.state}`;
  const type = caseTypeLabel(facts.caseCategory, facts.caseType);
  const o = sim.outcomes;
  const leans = successProbability >= 50 ? 'leans in your favour' : 'leans against you';
  const parts: string[] = [];
  if (facts.caseCategory === 'criminal') {
    parts.push(
      `Across ${sim.runs.toLocaleString('en-US')} simulated deliberations of a twelve-person jury hearing this ${type} case in ${place}, ${pct(o.favourable, sim.runs)} ended in acquittal, ${pct(o.unfavourable, sim.runs)} in conviction and ${pct(o.hung, sim.runs)} in a hung jury.`,
      `The jury shown ${leans}: ${favourableJurors} of 12 jurors vote not guilty.`,
    );
  } else {
    parts.push(
      `Across ${sim.runs.toLocaleString('en-US')} simulated deliberations of a twelve-person panel weighing this ${type} case in ${place}, ${pct(o.favourable, sim.runs)} ended for you, ${pct(o.unfavourable, sim.runs)} against you and ${pct(o.hung, sim.runs)} split evenly.`,
      `The panel shown ${leans}: ${favourableJurors} of 12 panelists side with you.`,
    );
  }
  parts.push(`Estimated chance of a favourable outcome: ${successProbability}%.`);
  const top = factors
    .filter((f) => f.shift !== 0)
    .sort((a, b) => Math.abs(b.shift) - Math.abs(a.shift) || a.key.localeCompare(b.key))
    .slice(0, 3)
    .map((f) => `${f.label.charAt(0).toLowerCase()}${f.label.slice(1)} (${f.shift > 0 ? 'for' : 'against'} you)`);
  if (top.length) parts.push(`What weighs most: ${top.length > 1 ? `${top.slice(0, -1).join(', ')} and ${top.at(-1)}` : top[0]}.`);
  if (lowConfidence) {
    parts.push(
      `The facts give little to go on (${c.gaps.slice(0, 3).join('; ') || 'few details are given'}), so the estimate is pulled towards the ${baseRate}% base rate for ${type} cases: treat it as a rough guide until more facts are added.`,
    );
  }
  return parts.join(' ');
}

function recommendationsOf(facts: CaseFacts, factors: WeighedFactor[], c: Completeness): string {
  const items: string[] = [];
  if (c.descriptionWords < 40) {
    items.push('Write a fuller account of what happened: when and where, who was there, what each side says happened, and what records exist. The analysis and your lawyer both depend on it.');
  }
  const byNeed = [...factors].sort((a, b) => a.shift - b.shift || a.key.localeCompare(b.key));
  for (const f of byNeed) if (f.advice && !items.includes(f.advice)) items.push(f.advice);
  if (facts.hearingDate) {
    items.push(`Your next hearing is on ${facts.hearingDate}: get documents and witness names to your lawyer well before it.`);
  }
  const list = items.slice(0, 6);
  const state = US_STATES.get(facts.state) ?? facts.state;
  list.push(`Discuss these points with a licensed ${facts.caseCategory === 'criminal' ? 'criminal defense' : 'family law'} attorney in ${state}; this analysis is not legal advice.`);
  return list.map((item, i) => `${i + 1}. ${item}`).join('\n');
}

/** The whole offline analysis; pure (the same facts give a deep-equal result). */
export function analyzeOffline(raw: CaseFacts): JuryAnalysis {
  const facts = parseCaseFacts(raw);
  const category = facts.caseCategory;
  const seed = simulationSeed(facts);
  const factors = weighFactors(facts);
  const c = completeness(facts);
  const panel = drawPanel(seed);

  const baseLogit = logit(BASE_RATE[category]);
  const baseRate = baseRateOf(facts);
  const leans = panel.map(({ persona }) => ({
    lean: baseLogit + persona.bias[category] + factors.reduce((s, f) => s + sensitivity(persona, f.group) * f.shift, 0),
    persuadability: persona.persuadability,
  }));
  const sim = simulate(leans, { ...DEFAULT_SIM, seed, trialNoise: trialNoise(c), rule: category === 'criminal' ? 'unanimity' : 'majority' });

  const simulated = (sim.outcomes.favourable + 0.5 * sim.outcomes.hung) / sim.runs;
  const p = baseRate + factWeight(c) * (simulated - baseRate);
  const successProbability = Math.min(100, Math.max(0, Math.round(p * 100)));
  const confidence = confidenceOf(c, sim);

  const votes = representativeVotes(panel, sim, successProbability);
  const jurors: Juror[] = votes.map((v) => ({
    seat: v.seat.seat,
    profile: { ageBand: v.seat.persona.ageBand, occupation: v.seat.persona.occupation, background: v.seat.persona.background },
    leanings: v.seat.persona.leanings,
    vote: v.vote,
    voteLabel: VOTE_LABELS[category][v.vote],
    // Pulled towards 50 % as the probability is pulled towards the base rate: thin facts make no firm jurors.
    confidence: Math.round(100 * (0.5 + factWeight(c) * ((v.vote === 'favourable' ? v.ownShare : 1 - v.ownShare) - 0.5))),
    reason: jurorReason(category, v, factors),
  }));
  const favourableJurors = votes.filter((v) => v.vote === 'favourable').length;

  const sorted = (dir: 1 | -1) =>
    factors.filter((f) => f.shift * dir > 0).sort((a, b) => Math.abs(b.shift) - Math.abs(a.shift) || a.key.localeCompare(b.key));
  const strengths = sorted(1).map((f) => f.detail);
  const weaknesses = sorted(-1).map((f) => f.detail);
  if (c.descriptionWords < 40) {
    weaknesses.push(
      c.descriptionWords === 0
        ? 'There is no description of what happened, so the analysis rests on the form\'s choices alone.'
        : `The description of what happened is short (${c.descriptionWords} word${c.descriptionWords === 1 ? '' : 's'}), so much of the analysis rests on assumptions.`,
    );
  }
  if (strengths.length === 0) strengths.push('No clear strength stands out in the facts given; the recommendations say what could change that.');
  if (weaknesses.length === 0) weaknesses.push('No clear weakness stands out in the facts given.');

  const analysis: JuryAnalysis = {
    summary: summaryOf(facts, sim, successProbability, favourableJurors, factors, c, Math.round(baseRate * 100), confidence.level === 'low'),
    successProbability,
    strengths,
    weaknesses,
    recommendations: recommendationsOf(facts, factors, c),
    jurors,
    distribution: {
      simulations: sim.runs,
      favourableVotes: sim.histogram,
      outcomes: sim.outcomes,
      outcomeLabels: OUTCOME_LABELS[category],
      baseRate: Math.round(baseRate * 100),
    },
    factors: factors.map(toFactor),
    confidenceLevel: confidence.level,
    confidenceReason: confidence.reason,
    limits: limitsFor(category),
    provenance: { engine: 'offline', model: OFFLINE_MODEL, promptVersion: OFFLINE_MODEL_VERSION, seed, inputHash: inputHash(facts) },
  };
  // The schema's rules (twelve seats, votes agreeing with the number) hold by construction;
  // parsing here turns a broken construction into a loud error, not a stored bad result.
  return juryAnalysisSchema.parse(analysis);
}

export class OfflineJuryEngine implements JuryEngine {
  readonly kind = 'offline' as const;

  async analyze(facts: CaseFacts, opts: { signal?: AbortSignal } = {}): Promise<JuryAnalysis> {
    if (opts.signal?.aborted) throw new AiError('AI_ABORTED', AI_MESSAGES.AI_ABORTED);
    return analyzeOffline(facts);
  }
}
