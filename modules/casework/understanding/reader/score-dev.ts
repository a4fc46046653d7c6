// Scores the offline fact reader against the development vignettes' expected facts:
//   npx tsx modules/casework/understanding/reader/score-dev.ts [--part dev|dev2|dev3|dev4|dev5|dev6|dev7|dev8|dev9] [--verbose] [--id <vignette id>]
// clientRole accuracy, people side accuracy (a person found by full name, else by last name), evidence kind +
// direction precision and recall (multiset matching; every item the reader adds beyond the
// expected ones counts against precision), and charge count accuracy. Only the development parts are
// read (all five by default; `--part` picks one), never the test split. Each new part is scored as it
// came before the reader is worked on it (dev4: decision 0069; dev5: decision 0073; dev6: decision 0080; dev7: decision 0081; dev8: decision 0093; dev9: decision 0100).
import { parseCaseFacts } from '../../jury/types.js';
import { factSheetSchema, type FactSheet } from '../fact-sheet.js';
import { DEV_PARTS } from '../eval/dev-parts.js';
import type { Vignette } from '../eval/vignette.js';
import { readFacts, warmUp } from './index.js';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const only = args.includes('--id') ? args[args.indexOf('--id') + 1] : undefined;
const part = args.includes('--part') ? args[args.indexOf('--part') + 1] : undefined;
const VIGNETTES = part ? (DEV_PARTS[part] ?? []) : Object.values(DEV_PARTS).flat();

interface Tally {
  role: [number, number];
  sides: [number, number];
  tp: number;
  fp: number;
  fn: number;
  whose: [number, number];
  charges: [number, number];
}

function score(v: Vignette, sheet: FactSheet, t: Tally, lines: string[]): void {
  const x = v.expectedFacts;
  if (!x) return;
  if (x.clientRole) {
    t.role[1]++;
    if (sheet.clientRole === x.clientRole) t.role[0]++;
    else lines.push(`  role: got ${sheet.clientRole}, expected ${x.clientRole}`);
  }
  for (const p of x.people ?? []) {
    // The person by full name (titles aside), else by last name.
    const words = p.name
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => !/^(?:mr|mrs|ms|dr|det|officer|sgt|judge)\.?$/.test(w));
    const last = words.at(-1) ?? p.name.toLowerCase();
    const found =
      sheet.people.find((q) => words.every((w) => q.name.toLowerCase().includes(w))) ??
      sheet.people.find((q) => q.name.toLowerCase().includes(last));
    t.sides[1]++;
    if (found && found.side === p.side) t.sides[0]++;
    else lines.push(`  person ${p.name}: got ${found ? `${found.side} (${found.role})` : 'not found'}, expected ${p.side}`);
  }
  const pool = [...sheet.evidence];
  const missed: string[] = [];
  for (const e of x.evidence ?? []) {
    const k = pool.findIndex((q) => q.kind === e.kind && q.direction === e.direction);
    if (k >= 0) {
      t.tp++;
      if (e.whose) {
        t.whose[1]++;
        const got = pool[k]!.whose === 'client' ? 'client' : pool[k]!.whose === 'unknown' ? 'unknown' : 'other';
        if (got === e.whose) t.whose[0]++;
        else lines.push(`  whose of ${e.kind}: got ${pool[k]!.whose}, expected ${e.whose}`);
      }
      pool.splice(k, 1);
    } else {
      t.fn++;
      missed.push(`${e.kind}/${e.direction}${e.whose ? `/${e.whose}` : ''}`);
    }
  }
  t.fp += pool.length;
  if (missed.length) lines.push(`  missed evidence: ${missed.join(', ')}`);
  for (const e of pool) lines.push(`  extra evidence: ${e.kind}/${e.direction}/${e.whose} — ${e.summary.slice(0, 100)}`);
  if (x.charges !== undefined && v.facts.caseCategory === 'criminal') {
    t.charges[1]++;
    if (sheet.charges.length === x.charges) t.charges[0]++;
    else lines.push(`  charges: got ${sheet.charges.length} (${sheet.charges.map((c) => c.text).join(' | ')}), expected ${x.charges}`);
  }
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}% (${a}/${b})` : 'n/a');

function main(): void {
  warmUp();
  const t: Tally = { role: [0, 0], sides: [0, 0], tp: 0, fp: 0, fn: 0, whose: [0, 0], charges: [0, 0] };
  let invalid = 0;
  let slowest = 0;
  for (const v of VIGNETTES) {
    if (only && v.id !== only) continue;
    const facts = parseCaseFacts(v.facts);
    const t0 = performance.now();
    const read = readFacts(facts, []);
    slowest = Math.max(slowest, performance.now() - t0);
    if (!factSheetSchema.safeParse(read.facts).success) invalid++;
    const lines: string[] = [];
    score(v, read.facts, t, lines);
    if (verbose && (lines.length || only)) {
      console.log(`${v.id}${read.flags.length ? `  [flags: ${read.flags.map((f) => f.code).join(', ')}]` : ''}`);
      for (const l of lines) console.log(l);
      if (only) console.log(JSON.stringify(read, null, 2));
    }
  }
  const precision = t.tp + t.fp ? t.tp / (t.tp + t.fp) : 0;
  const recall = t.tp + t.fn ? t.tp / (t.tp + t.fn) : 0;
  console.log(
    `dev vignettes: ${only ? 1 : VIGNETTES.length}${invalid ? `, ${invalid} sheets fail the schema` : ', every sheet parses'}; slowest read ${slowest.toFixed(0)} ms`,
  );
  console.log(`clientRole accuracy          ${pct(t.role[0], t.role[1])}`);
  console.log(`people side accuracy         ${pct(t.sides[0], t.sides[1])}`);
  console.log(
    `evidence kind+direction      precision ${(100 * precision).toFixed(1)}% (${t.tp}/${t.tp + t.fp}), recall ${(100 * recall).toFixed(1)}% (${t.tp}/${t.tp + t.fn}), F1 ${((200 * precision * recall) / Math.max(1e-9, precision + recall)).toFixed(1)}%`,
  );
  console.log(`whose (confession/admission) ${pct(t.whose[0], t.whose[1])}`);
  console.log(`charge count accuracy        ${pct(t.charges[0], t.charges[1])}`);
}

main();
