// `npm run eval:ocr` (issue 28): OCR measured on scans made from CUAD contracts. Page one of each
// contract's EDGAR PDF is rendered at 120, 200 and 300 dpi, skewed within ±5°, given noise, specks
// and JPEG compression (scan.ts), and read through the app's own path (type detection → extraction
// process pool → OCR). Each scan is scored against the PDF's text layer of the same page: character
// accuracy (1 − CER, accuracy.ts), and the parties and dates the offline engine finds in it against
// CUAD's labels, beside the same figures for the text layer's page one.
//   npm run eval:ocr                          10 development contracts (c01–c10), 120/200/300 dpi
//   npm run eval:ocr -- --limit 0             all 40 development contracts
//   npm run eval:ocr -- --turns               … plus one 200 dpi scan per contract turned 90°, 180° or 270°
//   npm run eval:ocr -- --ids c03,c07 --verbose --keep /tmp/scans
//   npm run eval:ocr -- --dump /tmp/ocr-text   … and each scan's OCR text and the text layer's page one, as .txt
//   npm run eval:ocr -- --part test --limit 0 the test part (c41–c60): figures only, for the final score
// One page at a time (the machine is shared): about 3–5 s per scan.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { detectType, ExtractionPool, type ExtractedText } from '../../../../infra/documents/index.js';
import { precisionRecall, type Counts } from '../evaluation.js';
import { OfflineKeyInfoEngine } from '../offline/engine.js';
import { cuadDir, loadTruths, readManifest } from '../eval-cuad/gold.js';
import { scoreCuad, sumCounts } from '../eval-cuad/score.js';
import { SPLIT, type Part } from '../eval-cuad/split.js';
import { characterAccuracy } from './accuracy.js';
import { degrade, openPdf, renderPage, specFor, type ScanSpec } from './scan.js';
import { repairOcrPages } from '../ocr-repair.js';

const args = process.argv.slice(2);
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const part = (opt('--part') ?? 'development') as Part;
if (part !== 'development' && part !== 'test') {
  console.error(`--part is development or test, not ${String(part)}`);
  process.exit(2);
}
const limit = Number(opt('--limit') ?? 10);
const chosen = opt('--ids')?.split(',');
if (chosen?.some((id) => !(SPLIT[part] as readonly string[]).includes(id))) {
  console.error(`--ids must be contracts of the ${part} part`);
  process.exit(2);
}
const ids = chosen ?? (limit > 0 ? SPLIT[part].slice(0, limit) : [...SPLIT[part]]);
const dpis = (opt('--dpi') ?? '120,200,300').split(',').map(Number);
const turns = args.includes('--turns');
const verbose = args.includes('--verbose') && part === 'development';
const keep = opt('--keep');
const dump = part === 'development' ? opt('--dump') : undefined;

let dir: string;
try {
  dir = cuadDir();
} catch (err) {
  if (process.env.CASEBOOK_REQUIRE_SHARED_FIXTURES === '1') throw err;
  console.warn(`eval:ocr skipped: ${(err as Error).message}`);
  process.exit(0);
}

interface Row {
  label: string;
  pages: number;
  accuracy: number[];
  parties: Counts[];
  dates: Counts[];
  wallMs: number[];
  cpuMs: number[];
  failed: number;
}
const rows = new Map<string, Row>();
const row = (label: string): Row => {
  let r = rows.get(label);
  if (!r) rows.set(label, (r = { label, pages: 0, accuracy: [], parties: [], dates: [], wallMs: [], cpuMs: [], failed: 0 }));
  return r;
};

const engine = new OfflineKeyInfoEngine();
const truths = loadTruths(dir);
const manifest = new Map(readManifest(dir).map((d) => [d.id, d]));
const pool = new ExtractionPool({ concurrency: 1 });
const firstPage = (r: ExtractedText) => {
  const span = r.pages[0];
  return span ? r.text.slice(span.start, span.end) : '';
};
const started = performance.now();

async function score(label: string, id: string, text: string, extra?: { accuracy: number; timing?: ExtractedText['timing'] }) {
  const info = await engine.analyze(text, [{ page: 1, start: 0, end: text.length }]);
  const s = scoreCuad(info, truths.get(id)!);
  const r = row(label);
  r.pages++;
  r.parties.push(s.fields.partiesExact!);
  r.dates.push(s.fields.dates!);
  if (extra) {
    r.accuracy.push(extra.accuracy);
    if (extra.timing) {
      r.wallMs.push(extra.timing.wallMs);
      r.cpuMs.push(extra.timing.cpuMs);
    }
  }
  return s;
}

try {
  if (keep) await mkdir(keep, { recursive: true });
  if (dump) await mkdir(dump, { recursive: true });
  for (const id of ids) {
    const pdfBytes = new Uint8Array(await readFile(path.join(dir, manifest.get(id)!.pdf)));
    const layer = firstPage(await pool.extract(pdfBytes, 'pdf'));
    const base = await score('Text layer (page one)', id, layer);
    if (dump) await writeFile(path.join(dump, `${id}-layer.txt`), layer);
    const specs: [string, ScanSpec][] = dpis.map((dpi) => [`${dpi} dpi`, specFor(id, dpi)]);
    if (turns) {
      const turn = ([90, 180, 270] as const)[ids.indexOf(id) % 3]!;
      specs.push([`200 dpi, turned 90°/180°/270°`, specFor(id, 200, turn)]);
    }
    const pdf = await openPdf(pdfBytes);
    for (const [label, spec] of specs) {
      const jpeg = await degrade(await renderPage(pdf, 1, spec.dpi), spec, spec.dpi * 7 + spec.turn);
      if (keep) await writeFile(path.join(keep, `${id}-${spec.dpi}-${spec.turn}.jpg`), jpeg);
      const kind = await detectType(jpeg);
      try {
        const r = repairOcrPages(await pool.extract(jpeg, kind ?? 'jpeg'));
        if (dump) await writeFile(path.join(dump, `${id}-${spec.dpi}-${spec.turn}.txt`), r.text);
        const accuracy = characterAccuracy(r.text, layer);
        const s = await score(label, id, r.text, { accuracy, timing: r.timing });
        if (verbose) {
          const misses = [
            ...s.misses.parties.missing.map((p) => `−party ${p}`),
            ...s.misses.parties.extra.map((p) => `+party ${p}`),
            ...s.misses.dates.missing.map((d) => `−date ${d}`),
            ...s.misses.dates.extra.map((d) => `+date ${d}`),
          ];
          const baseMisses = base.misses.parties.missing.length + base.misses.dates.missing.length;
          console.log(
            `${id} ${label} (skew ${spec.skewDeg}°, noise ${spec.noise}, jpeg ${spec.jpegQuality}): accuracy ${accuracy.toFixed(3)}, ` +
              `${r.timing?.wallMs ?? '?'} ms (CPU ${r.timing?.cpuMs ?? '?'} ms)${r.warnings.length ? ` [${r.warnings.join(' ')}]` : ''}` +
              `${misses.length ? `; ${misses.join('; ')}` : ''}${baseMisses ? ` (text layer misses ${baseMisses})` : ''}`,
          );
        }
      } catch (err) {
        row(label).failed++;
        if (verbose) console.log(`${id} ${label}: failed ${(err as Error).message}`);
      }
    }
    await pdf.destroy();
  }
} finally {
  await pool.close();
}

const f2 = (x: number) => x.toFixed(2);
const f3 = (x: number) => x.toFixed(3);
const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]! : Number.NaN);
const pr = (cs: Counts[]) => precisionRecall(sumCounts(cs) ?? { tp: 0, fp: 0, fn: 0 });
const baseRow = rows.get('Text layer (page one)')!;
const baseParties = pr(baseRow.parties);
const baseDates = pr(baseRow.dates);

const lines = [
  `### OCR on scans of page one, ${part} part (${ids.length > 1 ? `${ids[0]}–${ids.at(-1)}` : ids[0]}), ${ids.length} contracts`,
  '',
  '| Source | Pages | Character accuracy mean (min) | Parties P / R | Dates P / R | Largest difference from the text layer | OCR per page, median wall (CPU) | Slowest page |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
];
for (const r of rows.values()) {
  const parties = pr(r.parties);
  const dates = pr(r.dates);
  const isBase = r === baseRow;
  const diff = Math.max(
    Math.abs(parties.precision - baseParties.precision),
    Math.abs(parties.recall - baseParties.recall),
    Math.abs(dates.precision - baseDates.precision),
    Math.abs(dates.recall - baseDates.recall),
  );
  lines.push(
    `| ${r.label} | ${r.pages}${r.failed ? ` (${r.failed} failed)` : ''} | ${isBase ? '1 (the reference)' : `${f3(r.accuracy.reduce((a, b) => a + b, 0) / Math.max(1, r.accuracy.length))} (${f3(Math.min(...r.accuracy))})`} | ` +
      `${f2(parties.precision)} / ${f2(parties.recall)} | ${f2(dates.precision)} / ${f2(dates.recall)} | ${isBase ? '–' : f2(diff)} | ` +
      `${isBase ? '–' : `${(median(r.wallMs) / 1000).toFixed(1)} s (${(median(r.cpuMs) / 1000).toFixed(1)} s)`} | ${isBase ? '–' : `${(Math.max(...r.wallMs) / 1000).toFixed(1)} s`} |`,
  );
}
lines.push(
  '',
  'Parties: the same name once case, punctuation and legal form are set aside; dates: the same calendar date; both against CUAD’s labels, on page one only.',
  `${ids.length} contracts in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
);
console.log(lines.join('\n'));
