// npm run eval:cases:calibrate — the outcome model's free calibration numbers, judged by
// LEAVE-ONE-PART-OUT cross-validation over the eight DEVELOPMENT parts (dev.ts, dev-2.ts, dev-3.ts,
// dev-4.ts, dev-5.ts, dev-6.ts, dev-7.ts, dev-8.ts, dev-9.ts; the test split is never read here). The facts are the reader's, unconfirmed, as a client
// who skips the review gets them.
//
// A calibration plan names which numbers are free (model/weights.ts Calibration: the criminal
// against and for scales, a log-odds shift per base rate, the family factor scale and evidence
// share, the witness and rating scales, a scale per evidence kind) with the prior each is shrunk
// towards. For each of the six folds the free numbers are fitted on five parts — coordinate
// descent over a grid, minimising the squared log-odds distance of each number from its expected
// range (0 inside it) plus ((value − prior) / prior sd)² per number — and the fifth part is scored:
// numbers in range, right direction, the root-mean-square log-odds distance from each range's
// middle, and how often the middle of the range lies inside the interval shown. The interval's scale
// is fitted after the rest on each fold: the smallest at which the middle of 80 % of the training
// ranges falls inside the interval. Summed over the six held-out parts (each vignette scored once,
// by numbers fitted without its part) this estimates how a plan does on vignettes it was not fitted
// to; the in-sample figures (fitted on all six) are printed beside it for contrast, and "gained /
// lost" counts the held-out vignettes a plan brings into range or takes out of it against the first
// plan. A plan with nothing free is not fitted at all: its figures are its numbers scored on each part.
// A change to the shipped numbers is adopted only if its cross-validated figure is better (decision
// 0068); `--loss` changes what the fits minimise, since a few cases' difference can hang on it.
//   npm run eval:cases:calibrate [-- --plan <name>] [--loss hinge2|hinge1|out] [--verbose] [--misses]
import { parseCaseFacts } from '../../jury/types.js';
import { assess } from '../model/assess.js';
import { logit, type ModelInput } from '../model/outcome.js';
import { BASE_RATES } from '../model/reference.js';
import { CALIBRATION, EVIDENCE_WEIGHTS, type Calibration } from '../model/weights.js';
import type { EvidenceKind } from '../fact-sheet.js';
import { readFacts } from '../reader/index.js';
import { DEV_PARTS } from './dev-parts.js';
import type { Vignette } from './vignette.js';

export interface Case {
  part: string;
  v: Vignette;
  input: ModelInput;
}

export function loadCases(): Case[] {
  const out: Case[] = [];
  for (const [part, vs] of Object.entries(DEV_PARTS))
    for (const v of vs) {
      const facts = parseCaseFacts(v.facts);
      const read = readFacts(facts, []);
      out.push({
        part,
        v,
        input: {
          category: facts.caseCategory,
          caseType: facts.caseType,
          state: facts.state,
          rating: facts.criminal?.evidenceStrength,
          sheet: read.facts,
          flags: read.flags,
        },
      });
    }
  return out;
}

/** One free number: where it lives in a Calibration, the grid it is searched over, and the prior it is shrunk towards. */
export interface Param {
  name: string;
  get: (c: Calibration) => number;
  set: (c: Calibration, x: number) => Calibration;
  grid: readonly number[];
  prior: number;
  /** The prior's standard deviation on the parameter's own scale; Infinity for no shrinkage. */
  sd: number;
}

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => Math.round((from + i * step) * 1000) / 1000);

const scalar = (name: keyof Calibration & string, grid: readonly number[], prior: number, sd: number): Param => ({
  name,
  get: (c) => c[name] as number,
  set: (c, x) => ({ ...c, [name]: x }),
  grid,
  prior,
  sd,
});

const baseShift = (key: string, sd: number): Param => ({
  name: `baseShift.${key}`,
  get: (c) => c.baseShift[key] ?? 0,
  set: (c, x) => ({ ...c, baseShift: { ...c.baseShift, [key]: x } }),
  grid: range(-1, 1, 0.1),
  prior: 0,
  sd,
});

const kindScale = (kind: EvidenceKind, sd: number): Param => ({
  name: `kindScale.${kind}`,
  get: (c) => c.kindScale[kind] ?? 1,
  set: (c, x) => ({ ...c, kindScale: { ...c.kindScale, [kind]: x } }),
  grid: range(0.4, 1.8, 0.1),
  prior: 1,
  sd,
});

/** A plan: the numbers it starts from and the ones it fits. */
export interface Plan {
  name: string;
  what: string;
  start: Calibration;
  free: Param[];
  /** Fit the interval's scale on each fold even when nothing else is free. */
  fitInterval?: boolean;
}

const SHIPPED = CALIBRATION;
const OUTCOME_5 = { ...CALIBRATION, forScale: 1.2 };
const BASE_KEYS = BASE_RATES.map((b) => b.key);
const KINDS = Object.keys(EVIDENCE_WEIGHTS) as EvidenceKind[];
const scales = {
  against: scalar('againstScale', range(0, 1, 0.1), 0.5, Infinity),
  for: scalar('forScale', range(0.6, 1.8, 0.1), 1, Infinity),
  familyFactor: scalar('familyFactorScale', range(0.5, 1.6, 0.1), 1, 0.25),
  familyEvidence: scalar('familyEvidenceShare', range(0.3, 1.2, 0.1), 0.7, 0.25),
  witness: scalar('witnessScale', range(0, 2, 0.25), 1, 0.5),
  rating: scalar('ratingScale', range(0, 2, 0.25), 1, 0.5),
  criminalSlope: scalar('criminalSlope', range(0.5, 2, 0.1), 1, Infinity),
  familySlope: scalar('familySlope', range(0.5, 2, 0.1), 1, Infinity),
  familyBaseShrink: scalar('familyBaseShrink', range(0, 1.5, 0.1), 1, Infinity),
  // Self-defence (decision 0095): fitted from nothing, no shrinkage; the app's values are the fit on all parts.
  selfDefenceOther: scalar('selfDefenceOther', range(0, 2, 0.1), 0, Infinity),
  selfDefenceClient: scalar('selfDefenceClient', range(0, 2, 0.1), 0, Infinity),
  selfDefenceHome: scalar('selfDefenceHome', range(0, 3, 0.1), 0, Infinity),
};
const NO_SELF_DEFENCE = { selfDefenceOther: 0, selfDefenceClient: 0, selfDefenceHome: 0 };

export const PLANS: Plan[] = [
  { name: 'shipped', what: 'the numbers as they stand in weights.ts and reference.ts, nothing fitted', start: SHIPPED, free: [] },
  { name: 'outcome-5', what: 'outcome-5: CRIMINAL_FOR_SCALE 1.2, the rest as shipped, nothing fitted', start: OUTCOME_5, free: [] },
  {
    name: 'for-1.0',
    what: 'CRIMINAL_FOR_SCALE 1.0 (the table as it is), the rest as shipped, nothing fitted',
    start: { ...SHIPPED, forScale: 1 },
    free: [],
  },
  {
    name: 'against+for',
    what: 'the criminal against and for scales fitted on each fold, no shrinkage (how 0.5 and 1.2 were chosen, with --loss out)',
    start: SHIPPED,
    free: [scales.against, scales.for],
  },
  {
    name: 'interval',
    what: 'INTERVAL_SCALE alone refitted on each fold (the rest as shipped)',
    start: SHIPPED,
    free: [],
    fitInterval: true,
  },
  {
    name: 'interval-1',
    what: 'no interval widening (INTERVAL_SCALE 1), nothing fitted',
    start: { ...SHIPPED, intervalScale: 1 },
    free: [],
  },
  {
    name: 'for',
    what: 'the criminal for scale alone fitted, no shrinkage (how 1.2 was chosen, with --loss out)',
    start: SHIPPED,
    free: [scales.for],
  },
  {
    name: 'for-shrunk',
    what: 'the criminal for scale fitted, shrunk towards the table (prior 1, sd 0.2): how 1.1 was chosen',
    start: SHIPPED,
    free: [{ ...scales.for, sd: 0.2 }],
  },
  {
    name: 'against',
    what: 'the criminal against scale alone fitted (for 1.0), no shrinkage',
    start: { ...SHIPPED, forScale: 1 },
    free: [scales.against],
  },
  {
    name: 'base',
    what: 'a log-odds shift per base rate, shrunk towards the published figure (prior sd 0.25)',
    start: SHIPPED,
    free: BASE_KEYS.map((k) => baseShift(k, 0.25)),
  },
  {
    name: 'base-loose',
    what: 'a log-odds shift per base rate, shrunk weakly (prior sd 1)',
    start: SHIPPED,
    free: BASE_KEYS.map((k) => baseShift(k, 1)),
  },
  {
    name: 'family',
    what: 'the family factor scale and the family evidence share (prior sd 0.25)',
    start: SHIPPED,
    free: [scales.familyFactor, scales.familyEvidence],
  },
  { name: 'witness+rating', what: 'the witness and rating scales (prior sd 0.5)', start: SHIPPED, free: [scales.witness, scales.rating] },
  {
    name: 'kinds',
    what: 'a scale per evidence kind, both columns (prior sd 0.25 around 1)',
    start: SHIPPED,
    free: KINDS.map((k) => kindScale(k, 0.25)),
  },
  {
    name: 'one-fact',
    what: 'a family evidence item told in the sentence of a factor of its direction not counted again; nothing fitted',
    start: { ...SHIPPED, oneFactPerSentence: true },
    free: [],
  },
  {
    name: 'one-fact+for',
    what: 'one-fact, with the criminal for scale fitted',
    start: { ...SHIPPED, oneFactPerSentence: true },
    free: [scales.for],
  },
  {
    name: 'one-fact+family',
    what: 'one-fact, with the family factor scale and evidence share fitted (prior sd 0.25)',
    start: { ...SHIPPED, oneFactPerSentence: true },
    free: [scales.familyFactor, scales.familyEvidence],
  },
  {
    name: 'slope',
    what: 'one calibration slope per category (criminal, family) on every pull, no shrinkage',
    start: SHIPPED,
    free: [scales.criminalSlope, scales.familySlope],
  },
  { name: 'criminal-slope', what: 'the criminal calibration slope alone', start: SHIPPED, free: [scales.criminalSlope] },
  {
    name: 'criminal-slope-for-1.0',
    what: 'the criminal calibration slope alone, with the for scale 1.0',
    start: { ...SHIPPED, forScale: 1 },
    free: [scales.criminalSlope],
  },
  { name: 'family-slope', what: 'the family calibration slope alone', start: SHIPPED, free: [scales.familySlope] },
  {
    name: 'family-base-shrink',
    what: "the family base rates' log-odds multiplied by one factor (towards an even chance below 1)",
    start: SHIPPED,
    free: [scales.familyBaseShrink],
  },
  {
    name: 'no-self-defence',
    what: 'the self-defence weights at 0 (outcome-10: no legal-standard variable), the rest as shipped, nothing fitted',
    start: { ...SHIPPED, ...NO_SELF_DEFENCE },
    free: [],
  },
  {
    name: 'self-defence',
    what: 'the three self-defence weights (the other started it, the client did, an entry into the home) fitted from 0 on each fold',
    start: { ...SHIPPED, ...NO_SELF_DEFENCE },
    free: [scales.selfDefenceOther, scales.selfDefenceClient, scales.selfDefenceHome],
  },
  {
    name: 'self-defence-started',
    what: 'who started it only (the other, the client) fitted from 0; no castle-doctrine weight',
    start: { ...SHIPPED, ...NO_SELF_DEFENCE },
    free: [scales.selfDefenceOther, scales.selfDefenceClient],
  },
  {
    name: 'self-defence-home',
    what: 'the castle-doctrine weight alone fitted from 0',
    start: { ...SHIPPED, ...NO_SELF_DEFENCE },
    free: [scales.selfDefenceHome],
  },
  {
    name: 'all',
    what: 'every plan above together (against, for, base shifts sd 0.25, family, witness, rating, kinds)',
    start: SHIPPED,
    free: [
      scales.against,
      scales.for,
      ...BASE_KEYS.map((k) => baseShift(k, 0.25)),
      scales.familyFactor,
      scales.familyEvidence,
      scales.witness,
      scales.rating,
      ...KINDS.map((k) => kindScale(k, 0.25)),
    ],
  },
];

export interface Score {
  n: number;
  inRange: number;
  direction: number;
  /** Sum of squared log-odds distances from each range's middle. */
  se: number;
  /** Sum of squared log-odds distances from each range (0 inside). */
  hinge: number;
  /** Sum of absolute log-odds distances from each range (0 inside). */
  hinge1: number;
  /** Ranges whose middle lies inside the interval shown. */
  covered: number;
}

const lg = (pct: number) => logit(pct / 100);

export function score(cases: readonly Case[], cal: Calibration): Score {
  const s: Score = { n: 0, inRange: 0, direction: 0, se: 0, hinge: 0, hinge1: 0, covered: 0 };
  for (const { v, input } of cases) {
    const a = assess({ ...input, calibration: cal });
    const p = a.successProbability;
    const [lo, hi] = v.expected.range;
    const mid = (lo + hi) / 2;
    const d = v.expected.direction;
    s.n++;
    if (p >= lo && p <= hi) s.inRange++;
    if (d === 'favourable' ? p >= 50 : d === 'unfavourable' ? p < 50 : p >= 30 && p <= 70) s.direction++;
    s.se += (lg(p) - lg(mid)) ** 2;
    const out = p < lo ? lg(lo) - lg(p) : p > hi ? lg(p) - lg(hi) : 0;
    s.hinge += out ** 2;
    s.hinge1 += out;
    if (mid >= a.interval.low && mid <= a.interval.high) s.covered++;
  }
  return s;
}

const penalty = (params: readonly Param[], cal: Calibration) =>
  params.reduce((sum, p) => sum + (Number.isFinite(p.sd) ? ((p.get(cal) - p.prior) / p.sd) ** 2 : 0), 0);

/**
 * What a fit minimises over the training parts, beside the prior's penalty: `hinge2` the squared
 * log-odds distance from each range (0 inside; the default), `hinge1` its absolute value (less led by
 * a few misread cases far outside), `out` the number of cases outside their range (the headline
 * figure itself, with the absolute distance / 100 to break ties).
 */
export type Loss = 'hinge2' | 'hinge1' | 'out';

/** Coordinate descent over each free number's grid; ties keep the value nearer the prior. */
export function fit(cases: readonly Case[], plan: Plan, lossKind: Loss = 'hinge2'): Calibration {
  let cal = plan.start;
  const data = (c: Calibration) => {
    const s = score(cases, c);
    return lossKind === 'hinge2' ? s.hinge : lossKind === 'hinge1' ? s.hinge1 : s.n - s.inRange + s.hinge1 / 100;
  };
  const loss = (c: Calibration) => data(c) + penalty(plan.free, c);
  let best = loss(cal);
  for (let sweep = 0; sweep < 4; sweep++) {
    let moved = false;
    for (const p of plan.free) {
      for (const x of p.grid) {
        const c = p.set(cal, x);
        const l = loss(c);
        const nearer = Math.abs(x - p.prior) < Math.abs(p.get(cal) - p.prior);
        if (l < best - 1e-9 || (Math.abs(l - best) <= 1e-9 && nearer)) {
          best = l;
          cal = c;
          moved = true;
        }
      }
    }
    if (!moved) break;
  }
  // The interval: the smallest scale at which the middle of 80 % of the training ranges is inside.
  const target = Math.ceil(0.8 * cases.length);
  const intervalScale = range(1, 3, 0.1).find((k) => score(cases, { ...cal, intervalScale: k }).covered >= target) ?? 3;
  return { ...cal, intervalScale };
}

export interface CrossValidation {
  plan: Plan;
  /** Per vignette id: in range when its part was held out. */
  heldIn: Map<string, boolean>;
  folds: { part: string; fitted: Calibration; held: Score }[];
  /** Summed over the six held-out parts (each vignette scored once, by the numbers fitted without its part). */
  held: Score;
  /** Fitted on all six parts and scored on them (in-sample). */
  inSample: Score;
  all: Calibration;
}

const add = (a: Score, b: Score): Score => ({
  n: a.n + b.n,
  inRange: a.inRange + b.inRange,
  direction: a.direction + b.direction,
  se: a.se + b.se,
  hinge: a.hinge + b.hinge,
  hinge1: a.hinge1 + b.hinge1,
  covered: a.covered + b.covered,
});
const ZERO: Score = { n: 0, inRange: 0, direction: 0, se: 0, hinge: 0, hinge1: 0, covered: 0 };

export function crossValidate(cases: readonly Case[], plan: Plan, loss: Loss = 'hinge2'): CrossValidation {
  const heldIn = new Map<string, boolean>();
  const folds = Object.keys(DEV_PARTS).map((part) => {
    const train = cases.filter((c) => c.part !== part);
    const test = cases.filter((c) => c.part === part);
    const fitted = plan.free.length || plan.fitInterval ? fit(train, plan, loss) : plan.start;
    for (const c of test) heldIn.set(c.v.id, score([c], fitted).inRange === 1);
    return { part, fitted, held: score(test, fitted) };
  });
  const all = plan.free.length || plan.fitInterval ? fit(cases, plan, loss) : plan.start;
  return { plan, heldIn, folds, held: folds.reduce((a, f) => add(a, f.held), ZERO), inSample: score(cases, all), all };
}

/** The mean over the six folds of each held-out part's in-range share, in percent (the parts differ in size). */
const meanOfFolds = (cv: CrossValidation) => cv.folds.reduce((a, f) => a + (100 * f.held.inRange) / f.held.n, 0) / cv.folds.length;
const pct = (k: number, n: number) => `${k}/${n} (${Math.round((100 * k) / n)} %)`;
const rmse = (s: Score) => Math.sqrt(s.se / s.n).toFixed(2);

/** The fitted numbers that differ from their prior (a base shift of 0 or a kind scale of 1 is left out), then the interval's scale. */
function describe(plan: Plan, cal: Calibration): string {
  return [
    ...plan.free
      .filter((p) => !/^(?:baseShift|kindScale)\./.test(p.name) || Math.abs(p.get(cal) - p.prior) > 1e-9)
      .map((p) => `${p.name} ${p.get(cal).toFixed(2)}`),
    `intervalScale ${cal.intervalScale.toFixed(1)}`,
  ].join(', ');
}

/**
 * `--misses`: the shipped numbers' out-of-range cases over the six parts, by base rate, by expected
 * direction and by state: how many fall in range, below it and above it, and the mean log-odds
 * error from the range's middle (negative: too low for the client).
 */
function misses(cases: readonly Case[]) {
  const rows = cases.map((c) => {
    const p = assess({ ...c.input, calibration: CALIBRATION }).successProbability;
    const [lo, hi] = c.v.expected.range;
    return { c, p, sign: p < lo ? 'low' : p > hi ? 'high' : 'in', err: lg(p) - lg((lo + hi) / 2) };
  });
  const by = (title: string, key: (c: Case) => string) => {
    const groups = new Map<string, typeof rows>();
    for (const r of rows) groups.set(key(r.c), [...(groups.get(key(r.c)) ?? []), r]);
    console.log(`| ${title} | n | in range | below (too low) | above (too high) | mean log-odds error |`);
    console.log('|---|---|---|---|---|---|');
    for (const [k, g] of [...groups].sort((a, b) => a[0].localeCompare(b[0])))
      console.log(
        `| ${k} | ${g.length} | ${g.filter((r) => r.sign === 'in').length} | ${g.filter((r) => r.sign === 'low').length} | ${g.filter((r) => r.sign === 'high').length} | ${(g.reduce((a, r) => a + r.err, 0) / g.length).toFixed(2)} |`,
      );
    console.log('');
  };
  by('category, expected direction', (c) => `${c.input.category}, ${c.v.expected.direction}`);
  by('base rate', (c) => assess(c.input).base.key);
  by('state', (c) => c.input.state);
}

async function main() {
  const args = process.argv.slice(2);
  const only = args.includes('--plan') ? args[args.indexOf('--plan') + 1] : undefined;
  const verbose = args.includes('--verbose');
  const loss = (args.includes('--loss') ? args[args.indexOf('--loss') + 1] : 'hinge2') as Loss;
  const cases = loadCases();
  if (args.includes('--misses')) return misses(cases);
  const sizes = Object.keys(DEV_PARTS)
    .map((p) => `${p} ${cases.filter((c) => c.part === p).length}`)
    .join(', ');
  console.log(
    `development vignettes: ${cases.length} (${sizes}); leave-one-part-out over the ${Object.keys(DEV_PARTS).length} parts; fitted by ${loss}`,
  );
  console.log('');
  console.log(
    '| plan | held out: in range | mean of the folds | vs the first plan: gained / lost | held out: right direction | held out: RMSE (log-odds) | held out: range middle inside the interval | in-sample: in range | in-sample RMSE |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const runs: CrossValidation[] = [];
  for (const plan of PLANS.filter((p) => !only || p.name === only)) {
    const cv = crossValidate(cases, plan, loss);
    const first = runs[0] ?? cv;
    runs.push(cv);
    const gained = cases.filter((c) => cv.heldIn.get(c.v.id) && !first.heldIn.get(c.v.id)).length;
    const lost = cases.filter((c) => !cv.heldIn.get(c.v.id) && first.heldIn.get(c.v.id)).length;
    console.log(
      `| ${plan.name} | ${pct(cv.held.inRange, cv.held.n)} | ${meanOfFolds(cv).toFixed(1)} % | +${gained} / −${lost} | ${pct(cv.held.direction, cv.held.n)} | ${rmse(cv.held)} | ${pct(cv.held.covered, cv.held.n)} | ${pct(cv.inSample.inRange, cv.inSample.n)} | ${rmse(cv.inSample)} |`,
    );
  }
  console.log('');
  for (const cv of runs) {
    console.log(`${cv.plan.name}: ${cv.plan.what}`);
    for (const f of cv.folds)
      console.log(
        `  held out ${f.part.padEnd(4)} in range ${pct(f.held.inRange, f.held.n).padEnd(12)} direction ${pct(f.held.direction, f.held.n).padEnd(12)} RMSE ${rmse(f.held)}  covered ${pct(f.held.covered, f.held.n).padEnd(12)}${verbose || cv.plan.free.length <= 4 ? `  fitted: ${describe(cv.plan, f.fitted)}` : ''}`,
      );
    if (cv.plan.free.length || cv.plan.fitInterval) console.log(`  fitted on all parts: ${describe(cv.plan, cv.all)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
