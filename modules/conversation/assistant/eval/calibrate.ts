// npm run eval:assistant:calibrate [-- --weight 2] [-- --verbose] [-- --only <words of a family's name>]
// Judges the off-topic gate's free numbers (domain/domain-gate.ts `GateSettings`: DOMAIN_THRESHOLD,
// STRONG_WORD, NO_OTHER_SUBJECT, STRONG_WORD_FLOOR, TABLE_FLOOR, UNSURE_FLOOR, UNKNOWN_WORDS, COVERED, COMPOUNDS and DOMAIN_PARAMS'
// weights and discount) and alternative decisions (a length-normalised score, a regularised logistic
// model over a few features) by LEAVE-ONE-PART-OUT over the thirteen development parts (dev, test, dev3,
// dev4, dev5, dev6, dev7, dev8, dev9, dev10, dev11, dev12, dev13; decisions 0070, 0071, 0075, 0078, 0082 and 0090): for each
// part in turn, each family of alternatives chooses its numbers on the other twelve and is scored on the one left out. The loss counts an on-topic question declined
// (`--weight`, 2 by default: a user refused help) against an off-topic one answered (1). The
// held-out part (test2) is never read here.
//
// Exact and fast: the engine is run once with the shipped gate, recording each question the gate
// judges and its verdict; a candidate gate whose verdicts agree on every recorded question gives the
// same answers (the engine is deterministic, and the gate is its only number that changes), and an
// item where one differs is answered again with the candidate and its own record kept.
import { parseArgs } from 'node:util';
import {
  DOMAIN_PARAMS,
  domainGate,
  GATE_SETTINGS,
  inTheDomain,
  ThresholdGate,
  type DomainGate,
  type DomainScore,
  type GateQuestion,
  type GateSettings,
  type GateVerdict,
} from '../domain/domain-gate.js';
import { OfflineEngine } from '../offline-engine.js';
import type { BankItem } from './bank.js';
import { grade, type Graded } from './grade.js';
import { readBank, type BankPart } from './parts.js';
import { answerItem } from './run.js';

const PARTS: BankPart[] = ['dev', 'test', 'dev3', 'dev4', 'dev5', 'dev6', 'dev7', 'dev8', 'dev9', 'dev10', 'dev11', 'dev12', 'dev13'];

type Bits = string;
const bits = (v: GateVerdict): Bits => `${+v.inDomain}${+v.tableLeans}${+v.unsure}`;

/** Records what the gate is asked and answers as the gate it wraps. */
class RecordingGate implements DomainGate {
  calls: { q: GateQuestion; bits: Bits }[] = [];
  constructor(private readonly inner: DomainGate) {}
  judge(q: GateQuestion): GateVerdict {
    const v = this.inner.judge(q);
    this.calls.push({ q, bits: bits(v) });
    return v;
  }
}

interface Trace {
  calls: { q: GateQuestion; bits: Bits }[];
  graded: Graded;
}

/** Each item's answers under the gates tried so far, one trace per path the gate's verdicts took. */
class Replay {
  private readonly traces = new Map<string, Trace[]>();
  reruns = 0;

  async outcome(item: BankItem, gate: DomainGate): Promise<Graded> {
    const known = this.traces.get(item.id) ?? [];
    for (const t of known) if (t.calls.every((c) => bits(gate.judge(c.q)) === c.bits)) return t.graded;
    const recorder = new RecordingGate(gate);
    const { answer, previous } = await answerItem(new OfflineEngine({ gate: recorder }), item);
    const trace = { calls: recorder.calls, graded: grade(item, answer, previous) };
    known.push(trace);
    this.traces.set(item.id, known);
    this.reruns++;
    return trace.graded;
  }
}

interface Tally {
  declined: number;
  answerable: number;
  letThrough: number;
  offTopic: number;
}
const add = (a: Tally, b: Tally): Tally => ({
  declined: a.declined + b.declined,
  answerable: a.answerable + b.answerable,
  letThrough: a.letThrough + b.letThrough,
  offTopic: a.offTopic + b.offTopic,
});
const ZERO: Tally = { declined: 0, answerable: 0, letThrough: 0, offTopic: 0 };

function tally(graded: readonly Graded[]): Tally {
  return {
    declined: graded.filter((g) => g.verdict === 'wrongly-declined').length,
    answerable: graded.filter((g) => g.item.kind !== 'off-topic').length,
    letThrough: graded.filter((g) => g.verdict === 'answered-off-topic').length,
    offTopic: graded.filter((g) => g.item.kind === 'off-topic').length,
  };
}

interface Candidate {
  name: string;
  gate: DomainGate;
  /** Distance from the shipped numbers: ties are broken toward them. */
  distance: number;
}

// ---------------------------------------------------------------------------------------------
// The families of alternatives.

const settingsName = (s: GateSettings) =>
  `T=${s.threshold} strong=${s.strongWord} noOther=${s.noOtherSubject} floor=${s.strongWordFloor} table=${s.tableFloor} unsure=${s.unsureFloor} ` +
  `λd=${s.params.domainWeight} λg=${s.params.generalWeight} disc=${s.params.discount} unknown=${s.unknown.weight}@${s.unknown.zipf} ` +
  `covered=${s.covered.coverage}@${s.covered.share} compounds=${s.compounds.modifier}/${s.compounds.head}/+${s.compounds.written}`;

function settingsDistance(s: GateSettings): number {
  const g = GATE_SETTINGS;
  return (
    Math.abs(s.threshold - g.threshold) +
    Math.abs(s.strongWord - g.strongWord) +
    Math.abs(s.noOtherSubject - g.noOtherSubject) +
    2 * Math.abs(s.strongWordFloor - g.strongWordFloor) +
    2 * Math.abs(s.tableFloor - g.tableFloor) +
    2 * Math.abs(s.unsureFloor - g.unsureFloor) +
    5 * Math.abs(s.params.domainWeight - g.params.domainWeight) +
    5 * Math.abs(s.params.generalWeight - g.params.generalWeight) +
    2 * Math.abs(s.params.discount - g.params.discount) +
    2 * Math.abs(s.unknown.weight - g.unknown.weight) +
    0.5 * Math.abs(s.unknown.zipf - g.unknown.zipf) +
    Math.abs(Math.min(s.covered.coverage, 1.5) - Math.min(g.covered.coverage, 1.5)) +
    Math.abs(s.covered.share - g.covered.share) +
    Math.abs(s.compounds.modifier - g.compounds.modifier) +
    Math.abs(s.compounds.head - g.compounds.head) +
    Math.abs(s.compounds.written - g.compounds.written)
  );
}

function grid(
  values: Partial<
    Record<
      | keyof Omit<GateSettings, 'params' | 'unknown' | 'covered' | 'compounds'>
      | 'domainWeight'
      | 'generalWeight'
      | 'discount'
      | 'unknownWeight'
      | 'unknownZipf'
      | 'coveredCoverage'
      | 'coveredShare'
      | 'compoundModifier'
      | 'compoundHead'
      | 'compoundWritten',
      number[]
    >
  >,
): GateSettings[] {
  const g = GATE_SETTINGS;
  const out: GateSettings[] = [];
  for (const threshold of values.threshold ?? [g.threshold])
    for (const strongWord of values.strongWord ?? [g.strongWord])
      for (const noOtherSubject of values.noOtherSubject ?? [g.noOtherSubject])
        for (const strongWordFloor of values.strongWordFloor ?? [g.strongWordFloor])
          for (const tableFloor of values.tableFloor ?? [g.tableFloor])
            for (const unsureFloor of values.unsureFloor ?? [g.unsureFloor])
              for (const domainWeight of values.domainWeight ?? [g.params.domainWeight])
                for (const generalWeight of values.generalWeight ?? [g.params.generalWeight])
                  for (const discount of values.discount ?? [g.params.discount])
                    for (const unknownWeight of values.unknownWeight ?? [g.unknown.weight])
                      for (const unknownZipf of values.unknownZipf ?? [g.unknown.zipf])
                        for (const coveredCoverage of values.coveredCoverage ?? [g.covered.coverage])
                          for (const coveredShare of values.coveredShare ?? [g.covered.share])
                            for (const compoundModifier of values.compoundModifier ?? [g.compounds.modifier])
                              for (const compoundHead of values.compoundHead ?? [g.compounds.head])
                                for (const compoundWritten of values.compoundWritten ?? [g.compounds.written]) {
                                  const same =
                                    domainWeight === DOMAIN_PARAMS.domainWeight &&
                                    generalWeight === DOMAIN_PARAMS.generalWeight &&
                                    discount === DOMAIN_PARAMS.discount;
                                  out.push({
                                    threshold,
                                    strongWord,
                                    noOtherSubject,
                                    strongWordFloor,
                                    tableFloor,
                                    unsureFloor,
                                    unknown:
                                      unknownWeight === g.unknown.weight && unknownZipf === g.unknown.zipf
                                        ? g.unknown
                                        : { weight: unknownWeight, zipf: unknownZipf },
                                    covered:
                                      coveredCoverage === g.covered.coverage && coveredShare === g.covered.share
                                        ? g.covered
                                        : { coverage: coveredCoverage, share: coveredShare },
                                    compounds:
                                      compoundModifier === g.compounds.modifier &&
                                      compoundHead === g.compounds.head &&
                                      compoundWritten === g.compounds.written
                                        ? g.compounds
                                        : { modifier: compoundModifier, head: compoundHead, written: compoundWritten },
                                    params: same ? DOMAIN_PARAMS : { domainWeight, generalWeight, discount },
                                  });
                                }
  return out;
}

const thresholdCandidates = (settings: GateSettings[]): Candidate[] =>
  settings.map((s) => ({ name: settingsName(s), gate: new ThresholdGate(s), distance: settingsDistance(s) }));

/**
 * A length-normalised score: the sum over √(number of words), so that a long question's many mild
 * words do not add up past the bar, nor a short one's few strong words fall under it. The strong-word
 * rule, the table and one-word floors and the follow-up clause keep the shipped numbers.
 */
class NormalisedGate extends ThresholdGate {
  constructor(
    readonly bar: number,
    readonly floorShare: number,
  ) {
    super();
  }
  override judge(q: GateQuestion): GateVerdict {
    const v = super.judge(q);
    // The shipped decision on the normalised score: the bar, or a strong word and this share of it.
    const normalised = { ...v.read, score: v.read.score / Math.sqrt(Math.max(1, v.read.words.length)) };
    const own = inTheDomain(normalised, this.bar, { ...this.settings, strongWordFloor: this.floorShare });
    return { ...v, inDomain: own || this.follows(q, v.read) };
  }
}

/** The features of a question the logistic model weighs. */
function features(read: DomainScore, coverage: number): number[] {
  const values = read.words.map(([, v]) => v);
  const n = values.length;
  return [
    read.score,
    n === 0 ? 0 : Math.max(...values),
    n === 0 ? 0 : Math.min(...values),
    Math.log1p(n),
    n === 0 ? 0 : read.score / Math.sqrt(n),
    coverage,
  ];
}

/** L2-regularised logistic regression on standardised features (Newton's method). */
function fitLogistic(x: number[][], y: number[], lambda: number): { w: number[]; mean: number[]; sd: number[] } {
  const k = x[0]!.length;
  const mean = Array.from({ length: k }, (_, j) => x.reduce((a, r) => a + r[j]!, 0) / x.length);
  const sd = Array.from({ length: k }, (_, j) => Math.sqrt(x.reduce((a, r) => a + (r[j]! - mean[j]!) ** 2, 0) / x.length) || 1);
  const z = x.map((r) => [1, ...r.map((v, j) => (v - mean[j]!) / sd[j]!)]);
  const w = new Array<number>(k + 1).fill(0);
  for (let iter = 0; iter < 50; iter++) {
    const grad = w.map((wj, j) => (j === 0 ? 0 : lambda * wj));
    const hess = w.map((_, i) => w.map((__, j) => (i === j && i > 0 ? lambda : 0)));
    z.forEach((r, n) => {
      const p = 1 / (1 + Math.exp(-r.reduce((a, v, j) => a + v * w[j]!, 0)));
      for (let i = 0; i <= k; i++) {
        grad[i]! += (p - y[n]!) * r[i]!;
        for (let j = 0; j <= k; j++) hess[i]![j]! += p * (1 - p) * r[i]! * r[j]!;
      }
    });
    const step = solve(hess, grad);
    for (let j = 0; j <= k; j++) w[j]! -= step[j]!;
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return { w, mean, sd };
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((r, i) => [...r, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let j = c; j <= n; j++) m[r]![j]! -= f * m[c]![j]!;
    }
  }
  return m.map((r, i) => r[n]! / r[i]!);
}

/** The shipped gate with its own-words decision replaced by a logistic model's probability ≥ cut. */
class LogisticGate extends ThresholdGate {
  constructor(
    private readonly fit: { w: number[]; mean: number[]; sd: number[] },
    private readonly cut: number,
  ) {
    super();
  }
  probability(read: DomainScore, coverage: number): number {
    const f = features(read, coverage);
    const t = this.fit.w[0]! + f.reduce((a, v, j) => a + this.fit.w[j + 1]! * ((v - this.fit.mean[j]!) / this.fit.sd[j]!), 0);
    return 1 / (1 + Math.exp(-t));
  }
  override judge(q: GateQuestion): GateVerdict {
    const v = super.judge(q);
    return { ...v, inDomain: this.probability(v.read, q.coverage ?? 0) >= this.cut || this.follows(q, v.read) };
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const { values } = parseArgs({
    options: { weight: { type: 'string', default: '2' }, verbose: { type: 'boolean', default: false }, only: { type: 'string' } },
  });
  const weight = Number(values.weight);
  if (!(weight >= 1)) throw new Error('--weight (of a wrong decline against a look-alike let through) is at least 1');
  const loss = (t: Tally) => weight * t.declined + t.letThrough;
  const items = new Map(PARTS.map((p) => [p, readBank(p)]));
  const replay = new Replay();
  const cache = new Map<string, Map<BankPart, Tally>>();
  const score = async (c: Candidate, part: BankPart): Promise<Tally> => {
    let byPart = cache.get(c.name);
    if (!byPart) cache.set(c.name, (byPart = new Map()));
    const known = byPart.get(part);
    if (known) return known;
    const graded: Graded[] = [];
    for (const item of items.get(part)!) graded.push(await replay.outcome(item, c.gate));
    const t = tally(graded);
    byPart.set(part, t);
    return t;
  };

  const shipped: Candidate = { name: 'shipped', gate: domainGate(), distance: 0 };
  // The shipped gate's own questions, recorded once (and the features of one-turn questions for the logistic model).
  const shippedGraded = new Map<BankPart, { item: BankItem; q?: GateQuestion; verdict?: GateVerdict }[]>();
  for (const part of PARTS) {
    const rows: { item: BankItem; q?: GateQuestion; verdict?: GateVerdict }[] = [];
    for (const item of items.get(part)!) {
      await replay.outcome(item, shipped.gate);
      const recorder = new RecordingGate(shipped.gate);
      if (item.turns.length === 1) await answerItem(new OfflineEngine({ gate: recorder }), item);
      const first = recorder.calls[0]?.q;
      rows.push({ item, q: first, verdict: first ? shipped.gate.judge(first) : undefined });
    }
    shippedGraded.set(part, rows);
  }

  const families: { name: string; candidates: (train: BankPart[]) => Candidate[] }[] = [
    { name: 'threshold only', candidates: () => thresholdCandidates(grid({ threshold: [1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] })) },
    {
      name: 'strong-word rule',
      candidates: () =>
        thresholdCandidates(grid({ strongWord: [2, 2.5, 3], noOtherSubject: [1.5, 2, 2.5, 3], strongWordFloor: [0, 0.33, 0.5, 0.67, 1] })),
    },
    {
      name: 'unknown words (weight × Zipf)',
      candidates: () => thresholdCandidates(grid({ unknownWeight: [0, 0.5, 1, 1.5, 2, 2.5, 3], unknownZipf: [2, 3, 3.5, 4] })),
    },
    {
      name: 'unknown words, only those English does not list (weight)',
      candidates: () => thresholdCandidates(grid({ unknownWeight: [0, 0.5, 1, 1.5, 2, 2.5, 3] })),
    },
    {
      name: 'unknown words × threshold',
      candidates: () =>
        thresholdCandidates(grid({ threshold: [2.5, 3, 3.5], unknownWeight: [0, 0.5, 1, 1.5, 2, 2.5, 3], unknownZipf: [2, 3, 3.5, 4] })),
    },
    {
      name: 'table and unsure floors',
      candidates: () => thresholdCandidates(grid({ tableFloor: [0.25, 0.5, 0.75, 1], unsureFloor: [0, 0.5, 1, 1.5] })),
    },
    {
      name: 'smoothing (DOMAIN_PARAMS)',
      candidates: () =>
        thresholdCandidates(
          grid({ domainWeight: [0.1, 0.2, 0.3, 0.5], generalWeight: [0.3, 0.5, 0.7, 0.9], discount: [0, 0.25, 0.5, 0.75] }),
        ),
    },
    {
      name: 'threshold × smoothing',
      candidates: () =>
        thresholdCandidates(
          grid({ threshold: [2, 2.5, 3, 3.5, 4], domainWeight: [0.2, 0.3, 0.5], generalWeight: [0.3, 0.5, 0.7], discount: [0, 0.5, 1] }),
        ),
    },
    {
      name: 'threshold × rule',
      candidates: () =>
        thresholdCandidates(
          grid({ threshold: [2, 2.5, 3, 3.5, 4], strongWord: [2.5, 3], noOtherSubject: [2, 2.5, 3], strongWordFloor: [0.33, 0.5, 0.67] }),
        ),
    },
    {
      name: 'length-normalised score (sum / √n)',
      candidates: () =>
        [0.75, 1, 1.25, 1.5, 1.75, 2, 2.5].flatMap((bar) =>
          [0, 0.5, 1].map((share) => ({
            name: `normalised bar=${bar} strong-word floor=${share}`,
            gate: new NormalisedGate(bar, share),
            distance: Math.abs(bar - 1.5) + Math.abs(share - 0.5),
          })),
        ),
    },
    {
      name: 'covered questions (coverage × share of the bar; coverage 2 is off)',
      candidates: () => thresholdCandidates(grid({ coveredCoverage: [0.6, 0.7, 0.8, 0.9, 1, 2], coveredShare: [0, 0.25, 0.5, 0.67] })),
    },
    {
      name: 'noun compounds the field never writes (share off a field modifier × a field head)',
      candidates: () => thresholdCandidates(grid({ compoundModifier: [0, 0.25, 0.5, 0.75, 1], compoundHead: [0, 0.25, 0.5, 0.75, 1] })),
    },
    {
      name: 'noun compounds the field writes (added to the score) × the ones it never writes',
      candidates: () =>
        thresholdCandidates(grid({ compoundWritten: [0, 0.25, 0.5, 1, 1.5], compoundModifier: [0, 0.5, 1], compoundHead: [0, 0.5, 1] })),
    },
    {
      name: 'noun compounds × threshold',
      candidates: () => thresholdCandidates(grid({ threshold: [2.5, 3, 3.5], compoundModifier: [0, 0.5, 1], compoundHead: [0, 0.5, 1] })),
    },
    ...[0.1, 1, 10].map((lambda) => ({
      name: `logistic (score, strongest, weakest, log n, score/√n, coverage), λ=${lambda}`,
      candidates: (train: BankPart[]) => {
        const rows = train.flatMap((p) => shippedGraded.get(p)!).filter((r) => r.q && r.verdict);
        const x = rows.map((r) => features(r.verdict!.read, r.q!.coverage ?? 0));
        const y = rows.map((r) => (r.item.kind === 'off-topic' ? 0 : 1));
        const fit = fitLogistic(x, y, lambda);
        const bayes = 1 / (1 + weight);
        return [0.05, 0.1, 0.2, bayes, 0.5, 0.7, 0.8, 0.9, 0.95].map((cut) => ({
          name: `logistic λ=${lambda} cut=${cut.toFixed(2)} w=[${fit.w.map((v) => v.toFixed(2)).join(', ')}]`,
          gate: new LogisticGate(fit, cut),
          distance: Math.abs(cut - bayes),
        }));
      },
    })),
  ];

  const pooledShipped = { train: ZERO, held: ZERO };
  const shippedByPart = new Map<BankPart, Tally>();
  for (const p of PARTS) shippedByPart.set(p, await score(shipped, p));
  for (const p of PARTS) pooledShipped.held = add(pooledShipped.held, shippedByPart.get(p)!);
  const fmt = (t: Tally) =>
    `wrongly declined ${t.declined}/${t.answerable} (${((100 * t.declined) / t.answerable).toFixed(1)} %), off-topic let through ${t.letThrough}/${t.offTopic}, loss ${loss(t)}`;
  console.log(`Loss = ${weight} × wrongly declined + off-topic let through. Parts: ${PARTS.join(', ')} (test2 never read).`);
  console.log(`\nshipped numbers (${settingsName(GATE_SETTINGS)}), each part:`);
  for (const p of PARTS) console.log(`  ${p}: ${fmt(shippedByPart.get(p)!)}`);
  console.log(`  pooled: ${fmt(pooledShipped.held)}`);

  const summary: string[] = [];
  for (const family of families) {
    // `--only <words>`: the families whose name holds them (the others are not run).
    if (values.only !== undefined && !family.name.includes(values.only)) continue;
    console.log(`\n${family.name}`);
    let held = ZERO;
    for (const out of PARTS) {
      const train = PARTS.filter((p) => p !== out);
      const candidates = family.candidates(train);
      let best: { c: Candidate; loss: number } | undefined;
      for (const c of candidates) {
        let t = ZERO;
        for (const p of train) t = add(t, await score(c, p));
        const l = loss(t);
        if (!best || l < best.loss || (l === best.loss && c.distance < best.c.distance)) best = { c, loss: l };
      }
      const h = await score(best!.c, out);
      held = add(held, h);
      let shippedTrain = ZERO;
      for (const p of train) shippedTrain = add(shippedTrain, shippedByPart.get(p)!);
      console.log(
        `  held out ${out}: ${fmt(h)} (shipped ${loss(shippedByPart.get(out)!)}); chose ${best!.c.name}; training loss ${best!.loss} (shipped ${loss(shippedTrain)})`,
      );
    }
    // Fitted on all the parts (in sample), for what a refit would ship.
    let all: { c: Candidate; t: Tally } | undefined;
    for (const c of family.candidates(PARTS)) {
      let t = ZERO;
      for (const p of PARTS) t = add(t, await score(c, p));
      if (!all || loss(t) < loss(all.t) || (loss(t) === loss(all.t) && c.distance < all.c.distance)) all = { c, t };
    }
    console.log(`  fitted on all the parts (in sample): ${all!.c.name}; ${fmt(all!.t)}`);
    const verdict = loss(held) < loss(pooledShipped.held) ? 'better' : loss(held) === loss(pooledShipped.held) ? 'equal' : 'worse';
    console.log(
      `  pooled held out: ${fmt(held)} — ${verdict === 'equal' ? 'equal to' : `${verdict} than`} shipped (${loss(pooledShipped.held)})`,
    );
    summary.push(`| ${family.name} | ${held.declined} | ${held.letThrough} | ${loss(held)} | ${verdict} |`);
  }
  console.log(
    `\n| gate | wrongly declined (of ${pooledShipped.held.answerable}) | off-topic let through (of ${pooledShipped.held.offTopic}) | loss | against shipped |`,
  );
  console.log('|---|---|---|---|---|');
  console.log(`| shipped numbers | ${pooledShipped.held.declined} | ${pooledShipped.held.letThrough} | ${loss(pooledShipped.held)} | — |`);
  for (const row of summary) console.log(row);
  if (values.verbose) console.log(`\n(${replay.reruns} item runs)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
