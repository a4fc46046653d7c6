// npm run eval:cases — reads and weighs every vignette (the offline engine, as a client gets it),
// and prints per case the number, its interval and whether it falls in the expected range, then the
// property checks: pairs that differ in one fact, mirrors (the same facts from the other side),
// name invariance (every name swapped, ≤ 1 point), monotonicity (evidence or a witness added for
// and against), no 0 % or 100 %, and the fact reader's agreement with each vignette's expected
// facts. The development split is what rules were written against; the test split is only scored.
//   npx tsx modules/casework/understanding/eval/run.ts [--split dev|dev2|dev3|dev4|dev5|dev6|dev7|dev8|dev9|test|civil|civil-dev|civil-test|all] [--markdown] [--verbose]
import nlp from 'compromise';
import { analyzeOffline } from '../../jury/offline-engine.js';
import { parseCaseFacts, type CaseFacts, type CaseFactsInput } from '../../jury/types.js';
import type { FactSheet } from '../fact-sheet.js';
import { readFacts } from '../reader/index.js';
import { assessmentOf } from '../model/analysis.js';
import type { Vignette } from './vignette.js';

const args = process.argv.slice(2);
const splitArg = args.includes('--split') ? args[args.indexOf('--split') + 1] : 'all';
const markdown = args.includes('--markdown');
const verbose = args.includes('--verbose');

type Split = 'dev' | 'dev2' | 'dev3' | 'dev4' | 'dev5' | 'dev6' | 'dev7' | 'dev8' | 'dev9' | 'test' | 'civil-dev' | 'civil-test';

/**
 * `--split dev` is every development part: `dev` (dev.ts, what the reader's rules were first
 * written against), `dev2` (dev-2.ts, written later apart from the reader, then used the same
 * way), `dev3` (dev-3.ts), `dev4` (dev-4.ts), `dev5` (dev-5.ts), `dev6` (dev-6.ts, family matters
 * only) and `dev7` (dev-7.ts, family matters weighted to parenting time, third parties, support,
 * guardianship, relocation and modification) and `dev8` (dev-8.ts, criminal and family in equal
 * numbers, written to measure the engine on prose nobody had tuned for, decision 0093) and `dev9` (dev-9.ts,
 * the same, decision 0100), each written and committed before the engine was run on it; `--split
 * dev2` … `--split dev9` are
 * those parts alone; `--split test`
 * is only scored.
 */
async function load(): Promise<{ split: Split; v: Vignette }[]> {
  const out: { split: Split; v: Vignette }[] = [];
  if (splitArg === 'all' || splitArg === 'dev')
    for (const v of (await import('./dev.js')).VIGNETTES as Vignette[]) out.push({ split: 'dev', v });
  if (splitArg === 'all' || splitArg === 'dev' || splitArg === 'dev2')
    for (const v of (await import('./dev-2.js')).VIGNETTES as Vignette[]) out.push({ split: 'dev2', v });
  if (splitArg === 'all' || splitArg === 'dev' || splitArg === 'dev3')
    for (const v of (await import('./dev-3.js')).VIGNETTES as Vignette[]) out.push({ split: 'dev3', v });
  if (splitArg === 'all' || splitArg === 'dev' || splitArg === 'dev4')
    for (const v of (await import('./dev-4.js')).VIGNETTES as Vignette[]) out.push({ split: 'dev4', v });
  if (splitArg === 'all' || splitArg === 'dev' || splitArg === 'dev5')
    for (const v of (await import('./dev-5.js')).VIGNETTES as Vignette[]) out.push({ split: 'dev5', v });
  if (splitArg === 'all' || splitArg === 'dev' || splitArg === 'dev6')
    for (const v of (await import('./dev-6.js')).VIGNETTES as Vignette[]) out.push({ split: 'dev6', v });
  if (splitArg === 'all' || splitArg === 'dev' || splitArg === 'dev7')
    for (const v of (await import('./dev-7.js')).VIGNETTES as Vignette[]) out.push({ split: 'dev7', v });
  if (splitArg === 'all' || splitArg === 'dev' || splitArg === 'dev8')
    for (const v of (await import('./dev-8.js')).VIGNETTES as Vignette[]) out.push({ split: 'dev8', v });
  if (splitArg === 'all' || splitArg === 'dev' || splitArg === 'dev9')
    for (const v of (await import('./dev-9.js')).VIGNETTES as Vignette[]) out.push({ split: 'dev9', v });
  if (splitArg === 'all' || splitArg === 'test')
    for (const v of (await import('./test-split.js')).VIGNETTES as Vignette[]) out.push({ split: 'test', v });
  // Civil cases (issue 32, eval/civil.ts): their own development and test parts; `--split civil` is both.
  if (splitArg === 'all' || splitArg === 'civil' || splitArg === 'civil-dev')
    for (const v of (await import('./civil.js')).CIVIL_DEV) out.push({ split: 'civil-dev', v });
  if (splitArg === 'all' || splitArg === 'civil' || splitArg === 'civil-test')
    for (const v of (await import('./civil.js')).CIVIL_TEST) out.push({ split: 'civil-test', v });
  return out;
}

interface Run {
  p: number;
  low: number;
  high: number;
  decisionMaker: 'jury' | 'judge';
  sheet: FactSheet;
  flags: number;
  confidence: string;
}

function run(input: CaseFactsInput): Run {
  const facts = parseCaseFacts(input);
  const read = readFacts(facts, []);
  const a = analyzeOffline(facts, { sheet: { ...read, status: 'extracted' } });
  return {
    p: a.successProbability,
    low: a.interval?.low ?? a.successProbability,
    high: a.interval?.high ?? a.successProbability,
    decisionMaker: a.decisionMaker,
    sheet: read.facts,
    flags: read.flags.length,
    confidence: a.confidenceLevel,
  };
}

const LEXICON = (nlp.world() as { model: { one: { lexicon: Record<string, string | string[] | undefined> } } }).model.one.lexicon;
/** A lower-case word that is only a name ("jalen"), not an English word that is also one ("will", "rose"). */
function nameOnly(word: string): boolean {
  const tags = LEXICON[word];
  if (tags === undefined) return true;
  return [tags].flat().every((t) => /^(?:FirstName|LastName|Person|MaleName|FemaleName)$/.test(t));
}

/** The same case with every person's name replaced by another (whole words), the client's too. */
export function renamed(input: CaseFactsInput, sheet: FactSheet): CaseFactsInput {
  // A first name keeps its gender (a man's name becomes another man's name): the gender is what tells
  // a reader, or a juror, who "he" and "she" are, so a swap to a name of another gender changes a fact.
  const MALE = ['Nathan', 'Victor', 'Simon', 'Felix', 'Oscar', 'Hugo', 'Elliot', 'Adrian', 'Julian', 'Silas', 'Tobias', 'Owen'];
  const FEMALE = ['Clara', 'Nora', 'Lena', 'Vera', 'Ruth', 'Elena', 'Tessa', 'Mira', 'Greta', 'Paula', 'Irene', 'Diane'];
  // A first name the lexicon knows without a gender becomes another such name; one it does not know
  // at all ("Aubree") becomes another unknown one: a swap from an unfamiliar name to a familiar one
  // would change what the reader can tell about the person (a name, a gender), not only the name.
  const FIRST = ['Morgan', 'Casey', 'Quinn', 'Kendall', 'Jamie', 'Drew', 'Kerry', 'Blair'];
  const UNKNOWN = ['Tamsin', 'Corin', 'Briar', 'Lennox', 'Arden', 'Sutton', 'Kenzie', 'Marlowe'];
  const LAST = [
    'Pike',
    'Ostrowski',
    'Delacroix',
    'Nakamura',
    'Okafor',
    'Lindqvist',
    'Haddad',
    'Varga',
    'Moreau',
    'Quispe',
    'Brennan',
    'Szabo',
  ];
  // Titles and roles stay: "Officer", "Detective", "Judge" are not names.
  const TITLES = new Set([
    'Officer',
    'Detective',
    'Deputy',
    'Sergeant',
    'Sgt',
    'Trooper',
    'Agent',
    'Judge',
    'Dr',
    'Mr',
    'Mrs',
    'Ms',
    'Miss',
    'Attorney',
    'Prosecutor',
    'Lieutenant',
    'Captain',
    'Investigator',
    'Nurse',
    'Coach',
    'Pastor',
    'Det',
    'Ofc',
    'Lt',
    'Cpl',
    'Insp',
    'Rev',
    'Prof',
    'Special',
    'Dep',
    'Sheriff',
    'Counselor',
  ]);
  // Each full name: its first word (after a title) is a first name, the others family names.
  // Full names first, so "Tony" alone is taken as the first name it is.
  const fullNames = [...sheet.people.map((p) => p.name), input.clientName ?? '', ...(input.keyWitnesses ?? [])].sort(
    (a, b) => b.split(/\s+/).length - a.split(/\s+/).length,
  );
  const map = new Map<string, string>();
  const used = { male: 0, female: 0, other: 0, unknown: 0, last: 0 };
  for (const full of fullNames) {
    const parts = full
      .split(/\s+/)
      .map((x) => x.replace(/[.,]$/, ''))
      .filter((x) => /^[A-Z][a-z'’-]{1,}$/.test(x) && !TITLES.has(x));
    parts.forEach((part, k) => {
      if (map.has(part)) return;
      if (k === 0) {
        const tag = [LEXICON[part.toLowerCase()] ?? []].flat().join(' ');
        if (/MaleName/.test(tag) && !/FemaleName/.test(tag)) map.set(part, MALE[used.male++ % MALE.length]!);
        else if (/FemaleName/.test(tag)) map.set(part, FEMALE[used.female++ % FEMALE.length]!);
        else if (tag) map.set(part, FIRST[used.other++ % FIRST.length]!);
        else map.set(part, UNKNOWN[used.unknown++ % UNKNOWN.length]!);
      } else map.set(part, LAST[used.last++ % LAST.length]!);
    });
  }
  // Every mention of a name is swapped, in the possessive ("Eddie's") and in lower case ("jalen said
  // yeah") too: leaving one behind would change who is who, which is a change of fact, not of name.
  const swap = (s: string | undefined) =>
    s === undefined
      ? s
      : s.replace(/\b[A-Za-z][a-z]+\b/g, (w) => {
          const lower = w === w.toLowerCase();
          const to = map.get(w) ?? (lower && nameOnly(w) ? map.get(w.charAt(0).toUpperCase() + w.slice(1)) : undefined);
          if (!to) return w;
          return lower ? to.toLowerCase() : to;
        });
  const deep = (x: unknown): unknown =>
    typeof x === 'string'
      ? swap(x)
      : Array.isArray(x)
        ? x.map(deep)
        : x && typeof x === 'object'
          ? Object.fromEntries(
              Object.entries(x).map(([k, v]) => [k, k === 'state' || k === 'caseType' || k === 'caseCategory' ? v : deep(v)]),
            )
          : x;
  return deep(input) as CaseFactsInput;
}

function withEvidence(facts: CaseFacts, sheet: FactSheet, direction: 'for' | 'against') {
  const added: FactSheet = {
    ...sheet,
    evidence: [
      ...sheet.evidence,
      { id: 'e-added', kind: 'video', direction, whose: 'unknown', summary: 'added video', quote: '', source: { field: 'client' } },
    ],
  };
  return assessmentOf(facts, added, []).successProbability;
}

type Score = { role: [number, number]; sides: [number, number]; evTp: number; evFp: number; evFn: number; charges: [number, number] };

function readerScore(v: Vignette, sheet: FactSheet): Score {
  const x = v.expectedFacts;
  const s: Score = { role: [0, 0], sides: [0, 0], evTp: 0, evFp: 0, evFn: 0, charges: [0, 0] };
  if (!x) return s;
  if (x.clientRole) s.role = [sheet.clientRole === x.clientRole ? 1 : 0, 1];
  for (const p of x.people ?? []) {
    // The person of that full name first, then one of the same family name: two sisters "Crystal
    // Beaver" and "Tamara Beaver" are two people, each scored against her own side.
    const full = p.name.toLowerCase();
    const last = p.name.split(/\s+/).at(-1)!.toLowerCase();
    const found =
      sheet.people.find((q) => q.name.toLowerCase().includes(full)) ?? sheet.people.find((q) => q.name.toLowerCase().includes(last));
    s.sides[1]++;
    if (found && found.side === p.side) s.sides[0]++;
  }
  const pool = [...sheet.evidence];
  for (const e of x.evidence ?? []) {
    const k = pool.findIndex((q) => q.kind === e.kind && q.direction === e.direction);
    if (k >= 0) {
      s.evTp++;
      pool.splice(k, 1);
    } else s.evFn++;
  }
  s.evFp += pool.length;
  if (x.charges !== undefined && v.facts.caseCategory === 'criminal') s.charges = [sheet.charges.length === x.charges ? 1 : 0, 1];
  return s;
}

async function main() {
  const all = await load();
  const byId = new Map(all.map((x) => [x.v.id, x]));
  const results = new Map<string, Run>();
  const rows: string[] = [];
  const problems: string[] = [];
  let inRange = 0;
  let direction = 0;
  let judgeRight = 0;
  const perSplit: Record<string, { n: number; inRange: number; direction: number }> = {};
  const readers: Record<string, Score> = {};
  for (const { split, v } of all) {
    const r = run(v.facts);
    results.set(v.id, r);
    const [lo, hi] = v.expected.range;
    const ok = r.p >= lo && r.p <= hi;
    const dir =
      v.expected.direction === 'favourable' ? r.p >= 50 : v.expected.direction === 'unfavourable' ? r.p < 50 : r.p >= 30 && r.p <= 70;
    inRange += ok ? 1 : 0;
    direction += dir ? 1 : 0;
    judgeRight += r.decisionMaker === v.expected.decisionMaker ? 1 : 0;
    const ps = (perSplit[split] ??= { n: 0, inRange: 0, direction: 0 });
    ps.n++;
    ps.inRange += ok ? 1 : 0;
    ps.direction += dir ? 1 : 0;
    const sc = readerScore(v, r.sheet);
    const reader = (readers[split] ??= { role: [0, 0], sides: [0, 0], evTp: 0, evFp: 0, evFn: 0, charges: [0, 0] });
    reader.role[0] += sc.role[0];
    reader.role[1] += sc.role[1];
    reader.sides[0] += sc.sides[0];
    reader.sides[1] += sc.sides[1];
    reader.evTp += sc.evTp;
    reader.evFp += sc.evFp;
    reader.evFn += sc.evFn;
    reader.charges[0] += sc.charges[0];
    reader.charges[1] += sc.charges[1];
    if (r.p <= 0 || r.p >= 100) problems.push(`${v.id}: ${r.p}%`);
    rows.push(
      markdown
        ? `| ${v.id} | ${split} | ${v.facts.state} | ${r.decisionMaker} | ${r.p} | ${r.low}–${r.high} | ${lo}–${hi} | ${ok ? 'yes' : '**no**'} | ${dir ? 'yes' : '**no**'} |`
        : `${v.id.padEnd(34)} ${split.padEnd(5)} ${r.decisionMaker.padEnd(5)} ${String(r.p).padStart(3)}%  [${String(r.low).padStart(2)}–${String(r.high).padStart(2)}]  expected ${String(lo).padStart(2)}–${String(hi).padStart(2)}  ${ok ? 'in range' : 'OUT'}  ${dir ? '' : 'WRONG DIRECTION'}${verbose ? `  ${r.confidence}, ${r.flags} flags, ${r.sheet.evidence.length} evidence, ${r.sheet.people.length} people` : ''}`,
    );
  }

  // Property checks.
  const checks: { name: string; pass: number; total: number; fails: string[] }[] = [];
  const check = (name: string) => {
    const c = { name, pass: 0, total: 0, fails: [] as string[] };
    checks.push(c);
    return (ok: boolean, what: string) => {
      c.total++;
      if (ok) c.pass++;
      else c.fails.push(what);
    };
  };
  const pairs = check('pairs differing in one fact move the expected way');
  const mirrors = check('mirrors (same facts, other side) are complementary within 5 points');
  const names = check('name invariance: every name swapped moves the number ≤ 1 point');
  const monoAgainst = check('monotone: adding evidence against never raises the number');
  const monoFor = check('monotone: adding evidence for never lowers it');
  const bounds = check('no 0 % or 100 %');
  for (const { v } of all) {
    const r = results.get(v.id)!;
    const facts = parseCaseFacts(v.facts);
    bounds(r.p > 0 && r.p < 100, `${v.id} ${r.p}%`);
    if (v.pairOf && results.has(v.pairOf.id)) {
      const other = results.get(v.pairOf.id)!;
      const ok = v.pairOf.expect === 'lower' ? r.p < other.p : v.pairOf.expect === 'higher' ? r.p > other.p : Math.abs(r.p - other.p) <= 1;
      pairs(ok, `${v.id} (${r.p}%) vs ${v.pairOf.id} (${other.p}%): expected ${v.pairOf.expect} — ${v.pairOf.differs}`);
    }
    if (v.mirrorOf && results.has(v.mirrorOf)) {
      const other = results.get(v.mirrorOf)!;
      mirrors(Math.abs(r.p + other.p - 100) <= 5, `${v.id} (${r.p}%) + ${v.mirrorOf} (${other.p}%) = ${r.p + other.p}`);
    }
    const swapped = run(renamed(v.facts, r.sheet));
    names(Math.abs(swapped.p - r.p) <= 1, `${v.id}: ${r.p}% → ${swapped.p}% with names swapped`);
    const sheet = r.sheet;
    monoAgainst(withEvidence(facts, sheet, 'against') <= assessmentOf(facts, sheet, []).successProbability, v.id);
    monoFor(withEvidence(facts, sheet, 'for') >= assessmentOf(facts, sheet, []).successProbability, v.id);
  }

  if (markdown) {
    console.log('| vignette | split | state | decides | % | interval | expected | in range | direction |');
    console.log('|---|---|---|---|---|---|---|---|---|');
  }
  for (const row of rows) console.log(row);
  console.log('');
  for (const [split, s] of Object.entries(perSplit)) {
    console.log(
      `${split}: ${s.n} vignettes — in the expected range ${s.inRange}/${s.n} (${Math.round((100 * s.inRange) / s.n)}%), right direction ${s.direction}/${s.n} (${Math.round((100 * s.direction) / s.n)}%)`,
    );
  }
  console.log(
    `all: in range ${inRange}/${all.length}, direction ${direction}/${all.length}, decision-maker right ${judgeRight}/${all.length}`,
  );
  const pr = (a: [number, number]) => (a[1] ? `${a[0]}/${a[1]} (${Math.round((100 * a[0]) / a[1])}%)` : 'n/a');
  for (const [split, reader] of Object.entries(readers)) {
    const prec = reader.evTp / Math.max(1, reader.evTp + reader.evFp);
    const rec = reader.evTp / Math.max(1, reader.evTp + reader.evFn);
    console.log(
      `fact reader, ${split}: client role ${pr(reader.role)}, people's sides ${pr(reader.sides)}, evidence kind+direction precision ${prec.toFixed(2)} recall ${rec.toFixed(2)}, charge count ${pr(reader.charges)}`,
    );
  }
  console.log('');
  let failed = 0;
  for (const c of checks) {
    console.log(`${c.pass === c.total ? 'PASS' : 'FAIL'}  ${c.name}: ${c.pass}/${c.total}`);
    if (c.pass !== c.total) failed++;
    for (const f of c.fails.slice(0, verbose ? 50 : 8)) console.log(`      ${f}`);
  }
  if (problems.length) console.log(`0/100 results: ${problems.join(', ')}`);
  void byId;
  process.exitCode = failed && args.includes('--strict') ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
