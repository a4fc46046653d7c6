// How well the offline engine's summary summarises, on the development part of the CUAD split only
// (c01–c40; the test part is never read here): for each contract as TXT and as the original PDF, does
// the summary name the parties (CUAD's party names), state the agreement or effective date, hold the
// term (CUAD's "Expiration Date" / "Renewal Term" annotation), quote a sum of money (our amount
// labels) and an obligation? Set beside two older summaries: the first paragraph of the text, and
// the word-frequency pick the engine made before (issue 28).
//
//     npx tsx modules/documents/intelligence/eval-cuad/summaries.ts
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { detectType, ExtractionPool } from '../../../../infra/documents/index.js';
import { analyzeOffline } from '../offline/engine.js';
import { noiseOf } from '../offline/summary.js';
import { summarize } from '../offline/terms.js';
import { FlatText, normalizeSpaces, sentences } from '../offline/text.js';
import type { PageSpan } from '../schema.js';
import { cuadDir, loadTruths, parseCuadDate, readManifest, spanStatesDate } from './gold.js';
import { normalizeName } from './score.js';
import { SPLIT } from './split.js';
import { repairOcrPages } from '../ocr-repair.js';

const VARIANTS = ['first paragraph', 'word frequency (before)', 'extractive (now)'] as const;
type Variant = (typeof VARIANTS)[number];

interface Check {
  partiesNamed: number; // share of CUAD's parties the summary names
  partiesOk: boolean; // names at least two (or all, when there are fewer)
  date: boolean | null;
  term: boolean | null;
  money: boolean | null;
  obligation: boolean;
  chars: number;
  garbage: number;
}

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);
const norm = (s: string) => ` ${normalizeName(s)} `;

/** The first paragraph of the text (what the screen showed before extraction had a summary). */
function firstParagraph(text: string): string {
  const para = text.split(/\n\s*\n/).find((p) => /\p{L}{3}/u.test(p)) ?? '';
  return clip(normalizeSpaces(para), 1_000);
}

/** The engine's previous summary: word-frequency weight, a lead, and the party sentence first. */
function wordFrequency(text: string, pages: PageSpan[], partyStart: number | undefined): string {
  const t = new FlatText(text, pages);
  const spans = sentences(t.flat);
  const anchor = partyStart === undefined ? undefined : spans.find((s) => t.toOriginal(s.start, s.end).end > partyStart);
  const picked = summarize(t.flat, spans, { ...(anchor ? { mustInclude: anchor } : {}), count: 3 });
  return clip(picked.map((s) => clip(normalizeSpaces(t.flat.slice(s.start, s.end)), 400)).join(' '), 1_000);
}

/** Most of a span's words, in the summary (a term clause quoted, perhaps clipped). */
function holds(summary: string, span: string): boolean {
  const words = (s: string) =>
    new Set(
      normalizeName(s)
        .split(' ')
        .filter((w) => w.length >= 3),
    );
  const want = [...words(span)];
  if (want.length === 0) return false;
  const have = words(summary);
  return want.filter((w) => have.has(w)).length / want.length >= 0.7;
}

type CuadTruth = NonNullable<ReturnType<ReturnType<typeof loadTruths>['get']>>;

function check(summary: string, truth: CuadTruth, labels: Record<string, { spans: string; answer: string }>): Check {
  const s = norm(summary);
  const named = truth.parties.filter((p) => s.includes(norm(p)));
  const dateIsos = ['Agreement Date', 'Effective Date'].map((f) => parseCuadDate(labels[f]?.answer ?? '')).filter((x): x is string => !!x);
  const termSpans = ['Expiration Date', 'Renewal Term']
    // CUAD writes its spans as a list literal: ['first span', "second span"].
    .flatMap((f) =>
      [...(labels[f]?.spans ?? '').replace(/\\n/g, ' ').matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map(
        (m) => m[1] ?? m[2] ?? '',
      ),
    )
    .filter((x) => x.trim().length > 20);
  const amounts = truth.amounts ?? [];
  const flatSummary = normalizeSpaces(summary);
  return {
    partiesNamed: truth.parties.length ? named.length / truth.parties.length : 1,
    partiesOk: named.length >= Math.min(2, truth.parties.length),
    date: dateIsos.length ? dateIsos.some((iso) => spanStatesDate(summary, iso)) : null,
    term: termSpans.length ? termSpans.some((t) => holds(summary, t)) : null,
    money: amounts.length ? amounts.some((a) => flatSummary.includes(normalizeSpaces(a))) : null,
    obligation: /\b(?:shall|must|will|agrees?\s+to|undertakes?\s+to|is\s+required\s+to)\b/i.test(summary),
    chars: summary.length,
    garbage: noiseOf(summary).garbage,
  };
}

const dir = cuadDir();
const truths = loadTruths(dir);
const manifest = new Map(readManifest(dir).map((d) => [d.id, d]));
const pool = new ExtractionPool({ concurrency: 2 });
const results: Record<string, Record<Variant, Check[]>> = { txt: mk(), pdf: mk() };
function mk(): Record<Variant, Check[]> {
  return { 'first paragraph': [], 'word frequency (before)': [], 'extractive (now)': [] };
}
const verbose = process.argv.includes('--verbose');
try {
  for (const id of SPLIT.development) {
    const doc = manifest.get(id)!;
    const truth = truths.get(id)!;
    for (const format of ['txt', 'pdf'] as const) {
      const bytes = new Uint8Array(await readFile(path.join(dir, format === 'txt' ? doc.txt : doc.pdf)));
      const kind = await detectType(bytes);
      if (!kind) throw new Error(`${id}.${format}: not a document type`);
      const { text, pages } = repairOcrPages(await pool.extract(bytes, kind));
      const t0 = performance.now();
      const info = analyzeOffline(text, pages);
      const ms = performance.now() - t0;
      const summaries: Record<Variant, string> = {
        'first paragraph': firstParagraph(text),
        'word frequency (before)': wordFrequency(text, pages, info.parties[0]?.source.start),
        'extractive (now)': info.summary,
      };
      for (const v of VARIANTS) results[format]![v].push(check(summaries[v], truth, doc.cuadLabels));
      if (verbose && format === 'txt') console.log(`${id} (${ms.toFixed(0)} ms): ${info.summary}\n`);
    }
  }
} finally {
  await pool.close();
}

const pct = (xs: (boolean | null)[]) => {
  const known = xs.filter((x): x is boolean => x !== null);
  return `${known.filter(Boolean).length}/${known.length}`;
};
console.log('Summaries on the CUAD development part (c01–c40), offline engine\n');
console.log(
  '| format | summary | names ≥2 parties | parties named (mean) | agreement/effective date | term clause | money | obligation | chars (mean) | noise tokens |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const format of ['txt', 'pdf'] as const) {
  for (const v of VARIANTS) {
    const cs = results[format]![v];
    const mean = (f: (c: Check) => number) => cs.reduce((s, c) => s + f(c), 0) / cs.length;
    console.log(
      `| ${format.toUpperCase()} | ${v} | ${pct(cs.map((c) => c.partiesOk))} | ${mean((c) => c.partiesNamed).toFixed(2)} | ${pct(cs.map((c) => c.date))} | ${pct(cs.map((c) => c.term))} | ${pct(cs.map((c) => c.money))} | ${pct(cs.map((c) => c.obligation))} | ${mean((c) => c.chars).toFixed(0)} | ${cs.reduce((s, c) => s + c.garbage, 0)} |`,
    );
  }
}
