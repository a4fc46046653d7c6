// Fits the safety model (safety-model.ts) on the question bank's development parts: each single-turn
// item is one example, safety (1) against on-topic, partly on-topic, state-fact and off-topic (0);
// follow-up chains are left out (their last turn alone is no message of its own). The held-out part
// (test2) is never read. L2-regularised logistic regression by full-batch gradient descent, the two
// classes weighted equally, features seen in at least MIN_COUNT examples. Deterministic.
//
//   npx tsx modules/conversation/assistant/eval/train-safety.ts [--hold dev13] [--write]
//
// --hold P leaves part P out of the fit and prints how the model and the readings do on it (a
// development check, not a held-out figure); --write writes safety-model.json (fitted on every
// development part, or on all but --hold).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readSafety } from '../threat.js';

/** The readings of threat.ts alone, without the learned model. */
const readingsOnly = (text: string) => readSafety(text, { learned: false }).safety;
import { plainTyping } from '../nlp.js';
import { safetyFeatures, safetyScore, type SafetyModel } from '../safety-model.js';
import { BANK_PARTS, HELD_OUT, isBankPart, readBank, type BankPart } from './parts.js';

const MIN_COUNT = Number(process.env.SM_MIN ?? 2);
const L2 = Number(process.env.SM_L2 ?? 0.02);
const STEPS = 600;
const RATE = 0.5;
export const THRESHOLD = Number(process.env.SAFETY_THRESHOLD ?? 0.8);
export const THREAT_THRESHOLD = Number(process.env.THREAT_THRESHOLD ?? 0.8);

interface Example {
  text: string;
  y: 0 | 1;
  part: BankPart;
  id: string;
}

function examples(parts: BankPart[]): Example[] {
  const out: Example[] = [];
  for (const part of parts)
    for (const item of readBank(part)) {
      if (item.kind === 'follow-up' || item.turns.length !== 1) continue;
      out.push({ text: item.turns[0]!, y: item.kind === 'safety' ? 1 : 0, part, id: item.id });
    }
  return out;
}

export function fit(train: Example[], threshold = THRESHOLD, threatThreshold = THREAT_THRESHOLD): SafetyModel {
  const counts = new Map<string, number>();
  const feats = train.map((e) => safetyFeatures(e.text));
  for (const fs of feats) for (const f of fs) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocab = [...counts]
    .filter(([, n]) => n >= MIN_COUNT)
    .map(([f]) => f)
    .sort();
  const index = new Map(vocab.map((f, i) => [f, i]));
  const rows = feats.map((fs) => fs.map((f) => index.get(f)).filter((i): i is number => i !== undefined));
  const pos = train.filter((e) => e.y === 1).length;
  const neg = train.length - pos;
  const cw = (y: 0 | 1) => (y === 1 ? train.length / (2 * pos) : train.length / (2 * neg));
  const w = new Float64Array(vocab.length);
  let b = 0;
  for (let step = 0; step < STEPS; step++) {
    const g = new Float64Array(vocab.length);
    let gb = 0;
    for (let k = 0; k < train.length; k++) {
      let z = b;
      for (const i of rows[k]!) z += w[i]!;
      const p = 1 / (1 + Math.exp(-z));
      const d = (p - train[k]!.y) * cw(train[k]!.y);
      gb += d;
      for (const i of rows[k]!) g[i]! += d;
    }
    b -= (RATE * gb) / train.length;
    for (let i = 0; i < vocab.length; i++) w[i]! -= RATE * (g[i]! / train.length + L2 * w[i]!);
  }
  const weights: Record<string, number> = {};
  for (let i = 0; i < vocab.length; i++) if (Math.abs(w[i]!) >= 0.005) weights[vocab[i]!] = Math.round(w[i]! * 1000) / 1000;
  return { bias: Math.round(b * 1000) / 1000, weights, threshold, threatThreshold };
}

function report(label: string, m: SafetyModel, test: Example[]): void {
  const rules = (e: Example) => readingsOnly(plainTyping(e.text));
  const learned = (e: Example) => safetyScore(m, e.text) >= m.threshold;
  const pos = test.filter((e) => e.y === 1);
  const neg = test.filter((e) => e.y === 0);
  const line = (name: string, f: (e: Example) => boolean) =>
    `  ${name}: safety read ${pos.filter(f).length}/${pos.length}, non-safety read as safety ${neg.filter(f).length}/${neg.length}`;
  console.log(`${label} (${test.length} single-turn items)`);
  console.log(line('readings', rules));
  console.log(line('model', learned));
  console.log(line('readings or model', (e) => rules(e) || learned(e)));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const holdAt = args.indexOf('--hold');
  const hold = holdAt >= 0 ? args[holdAt + 1] : undefined;
  if (hold !== undefined && (!isBankPart(hold) || hold === HELD_OUT)) throw new Error(`--hold needs a development part, not ${hold}`);
  const dev = (Object.keys(BANK_PARTS) as BankPart[]).filter((p) => p !== HELD_OUT);
  const trainParts = dev.filter((p) => p !== hold);
  const m = fit(examples(trainParts));
  console.log(`fitted on ${trainParts.join(', ')}: ${Object.keys(m.weights).length} features, threshold ${m.threshold}`);
  if (hold) report(`held back ${hold}`, m, examples([hold as BankPart]));
  // Leave-one-part-out over the fitting parts: how the model does on a part it was not fitted to.
  let tp = 0,
    fp = 0,
    p = 0,
    n = 0,
    rtp = 0,
    rfp = 0,
    utp = 0,
    ufp = 0;
  for (const part of trainParts) {
    const mm = fit(examples(trainParts.filter((x) => x !== part)));
    for (const e of examples([part])) {
      const l = safetyScore(mm, e.text) >= mm.threshold;
      const r = readingsOnly(plainTyping(e.text));
      if (e.y) {
        p++;
        if (l) tp++;
        if (r) rtp++;
        if (l || r) utp++;
      } else {
        n++;
        if (l) fp++;
        if (r) rfp++;
        if (l || r) ufp++;
      }
    }
  }
  console.log(
    `leave-one-part-out over ${trainParts.length} parts: safety read ${tp}/${p} (readings ${rtp}, both ${utp}); non-safety read as safety ${fp}/${n} (readings ${rfp}, both ${ufp})`,
  );
  if (args.includes('--write')) {
    writeFileSync(fileURLToPath(new URL('../safety-model.json', import.meta.url)), `${JSON.stringify(m)}\n`);
    console.log('wrote safety-model.json');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
