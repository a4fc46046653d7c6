// Seeded Monte Carlo deliberations of a twelve-person panel.
//
// Each run: the trial goes better or worse than the facts suggest (one shared draw), each juror
// hears it a little differently (one draw each), then a few rounds of deliberation pull every
// juror towards the room's average and towards its current majority. The run ends favourable,
// unfavourable or hung by the verdict rule.
//
// Every step is non-decreasing in every juror's lean, and every run draws the same number of
// random values in the same order whatever the leans are. So with the same seed, raising any
// juror's lean can never turn a run's outcome against the client: the monotonicity guarantee
// holds exactly, run by run, not just on average.
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

export interface SimJuror {
  /** Log-odds that this juror favours the client before deliberation. */
  lean: number;
  /** 0..1: how far one round of deliberation moves the juror towards the room. */
  persuadability: number;
}

export type VerdictRule =
  /** Criminal: unanimity, with the Kalven–Zeisel observation that a first-ballot majority of 10 or more nearly always brings the holdouts along; anything less is hung. */
  | 'unanimity'
  /** Family (a judge decides): a simple majority of the panel; 6–6 is a split. */
  | 'majority';

export interface SimOptions {
  seed: number;
  runs: number;
  /** Spread (log-odds) of how the trial goes as a whole; larger when the facts are thin. */
  trialNoise: number;
  /** Spread (log-odds) of how each juror hears it. */
  jurorNoise: number;
  rounds: number;
  /** How hard the current majority pulls (log-odds per round at a 12–0 room). */
  pressure: number;
  rule: VerdictRule;
}

export interface SimResult {
  runs: number;
  /** histogram[k] = runs ending with k jurors favourable (k = 0..12). */
  histogram: number[];
  outcomes: { favourable: number; unfavourable: number; hung: number };
  /** Per juror (by panel position): runs in which the juror ended favourable. */
  jurorFavourable: number[];
  /** Per juror (by panel position): runs in which the juror was favourable on the first ballot, before deliberation. */
  jurorFirstBallot: number[];
}

export const DEFAULT_SIM: Omit<SimOptions, 'seed' | 'trialNoise' | 'rule'> = {
  runs: 1000,
  jurorNoise: 0.7,
  rounds: 3,
  pressure: 0.6,
};

/** The verdict quorum under 'unanimity': this many on one side after deliberation carries the rest. */
export const QUORUM = 10;

function normal(rng: RandomGenerator): number {
  // Box–Muller; 1 - u keeps the logarithm finite.
  const u = 1 - uniformFloat64(rng);
  const v = uniformFloat64(rng);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

export function verdict(favourable: number, jurors: number, rule: VerdictRule): 'favourable' | 'unfavourable' | 'hung' {
  if (rule === 'unanimity') {
    const quorum = Math.ceil((jurors * QUORUM) / 12);
    if (favourable >= quorum) return 'favourable';
    if (jurors - favourable >= quorum) return 'unfavourable';
    return 'hung';
  }
  if (favourable * 2 > jurors) return 'favourable';
  if (favourable * 2 < jurors) return 'unfavourable';
  return 'hung';
}

export function simulate(jurors: readonly SimJuror[], opts: SimOptions): SimResult {
  const n = jurors.length;
  const rng = xoroshiro128plus(opts.seed);
  const histogram = new Array<number>(n + 1).fill(0);
  const jurorFavourable = new Array<number>(n).fill(0);
  const jurorFirstBallot = new Array<number>(n).fill(0);
  const outcomes = { favourable: 0, unfavourable: 0, hung: 0 };
  const x = new Float64Array(n);
  const next = new Float64Array(n);

  for (let r = 0; r < opts.runs; r++) {
    const trial = normal(rng) * opts.trialNoise;
    for (let i = 0; i < n; i++) {
      x[i] = jurors[i]!.lean + trial + normal(rng) * opts.jurorNoise;
      if (x[i]! > 0) jurorFirstBallot[i]!++;
    }
    for (let round = 0; round < opts.rounds; round++) {
      let sum = 0;
      let fav = 0;
      for (let i = 0; i < n; i++) {
        sum += x[i]!;
        if (x[i]! > 0) fav++;
      }
      const mean = sum / n;
      const pull = opts.pressure * (2 * (fav / n) - 1);
      // (1 - a)·x_i + a·mean has positive coefficients on every x_j, and the majority pull only
      // grows as more jurors favour the client: each round is monotone in every lean.
      for (let i = 0; i < n; i++) {
        const a = jurors[i]!.persuadability;
        next[i] = (1 - a) * x[i]! + a * mean + pull;
      }
      x.set(next);
    }
    let fav = 0;
    for (let i = 0; i < n; i++) {
      if (x[i]! > 0) {
        fav++;
        jurorFavourable[i]!++;
      }
    }
    histogram[fav]!++;
    outcomes[verdict(fav, n, opts.rule)]++;
  }
  return { runs: opts.runs, histogram, outcomes, jurorFavourable, jurorFirstBallot };
}
