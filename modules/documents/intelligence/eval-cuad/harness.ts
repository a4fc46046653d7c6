// Runs the document-intelligence pipeline on CUAD contracts as the app would meet them: the TXT and
// the original EDGAR PDF through the extraction pool (type detection → isolated extraction), and a
// DOCX made from the TXT with the `docx` package (written to a temporary folder and read back through
// the same path), then scores each against the gold labels of gold.ts.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { detectType, ExtractionError, type ExtractionPool } from '../../../../infra/documents/index.js';
import { precisionRecall, type Counts } from '../evaluation.js';
import type { KeyInfoEngine, KeyInformation } from '../schema.js';
import { loadTruths, readManifest } from './gold.js';
import { CUAD_FIELDS, scoreCuad, sumCounts, type CuadField, type CuadScore, type CuadTruth } from './score.js';
import type { Part } from './split.js';
import { repairOcrPages } from '../ocr-repair.js';

export const FORMATS = ['txt', 'pdf', 'docx'] as const;
export type CuadFormat = (typeof FORMATS)[number];

export interface CuadFileResult {
  id: string;
  format: CuadFormat;
  method?: string;
  ms: number;
  info?: KeyInformation;
  score?: CuadScore;
  truthType: string;
  error?: string;
}

export interface FormatTotals {
  fields: Record<CuadField, Counts | null>;
  typeRight: number;
  files: number;
  errors: number;
}

/** Which files were read: a part of the CUAD split, a fresh part (../eval-fresh, ../eval-cuad-fresh), or a chosen list. */
export type ReportPart = Part | 'fresh' | 'held-out' | 'cuad-fresh' | 'custom';

export interface CuadReport {
  part: ReportPart;
  ids: string[];
  files: CuadFileResult[];
  byFormat: Record<CuadFormat, FormatTotals>;
  seconds: number;
}

/** A DOCX of the TXT: one paragraph per line, as a word processor would hold the text. */
export async function docxFromText(text: string): Promise<Uint8Array> {
  const paragraphs = text.split(/\r?\n/).map((line) => new Paragraph({ children: [new TextRun(line)] }));
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] })));
}

async function analyze(bytes: Uint8Array, pool: ExtractionPool, engine: KeyInfoEngine) {
  const kind = await detectType(bytes);
  if (!kind) throw new ExtractionError('UNSUPPORTED');
  const t0 = performance.now();
  const extracted = repairOcrPages(await pool.extract(bytes, kind));
  const info = await engine.analyze(extracted.text, extracted.pages);
  return { method: extracted.method, info, ms: performance.now() - t0 };
}

/** Where the files and their labels come from: the CUAD folder by default, or another labelled set. */
export interface Corpus {
  truths: Map<string, CuadTruth>;
  /** The TXT bytes of a file. */
  text(id: string): Promise<Uint8Array>;
  /** The original PDF's bytes, where the set has one. */
  pdf?(id: string): Promise<Uint8Array>;
}

/** The CUAD folder as a corpus: each file's TXT and original EDGAR PDF, labelled by gold.ts. */
export function cuadCorpus(dir: string): Corpus {
  const manifest = new Map(readManifest(dir).map((d) => [d.id, d]));
  const doc = (id: string) => {
    const d = manifest.get(id);
    if (!d) throw new Error(`${id} is not in the CUAD manifest`);
    return d;
  };
  return {
    truths: loadTruths(dir),
    text: async (id) => new Uint8Array(await readFile(path.join(dir, doc(id).txt))),
    pdf: async (id) => new Uint8Array(await readFile(path.join(dir, doc(id).pdf))),
  };
}

export interface RunOptions {
  /** The CUAD folder; ignored when `corpus` is given. */
  dir?: string;
  corpus?: Corpus;
  ids: readonly string[];
  part: ReportPart;
  engine: KeyInfoEngine;
  pool: ExtractionPool;
  formats?: readonly CuadFormat[];
  /** Files read at the same time (the pool's own concurrency bounds the extraction processes). */
  concurrency?: number;
}

export async function runCuad(opts: RunOptions): Promise<CuadReport> {
  const t0 = performance.now();
  const corpus = opts.corpus ?? cuadCorpus(opts.dir ?? '');
  const formats = (opts.formats ?? FORMATS).filter((f) => f !== 'pdf' || corpus.pdf);
  const truths = corpus.truths;
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'casebook-cuad-docx-'));
  const jobs = opts.ids.flatMap((id) => formats.map((format) => ({ id, format })));
  const files: CuadFileResult[] = [];
  try {
    const work = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const { id, format } = job;
        const truth = truths.get(id);
        if (!truth) throw new Error(`${id} has no labels`);
        let bytes: Uint8Array;
        if (format === 'pdf') bytes = await corpus.pdf!(id);
        else {
          const txt = await corpus.text(id);
          if (format === 'txt') bytes = txt;
          else {
            const file = path.join(tmp, `${id}.docx`);
            await writeFile(file, await docxFromText(new TextDecoder().decode(txt)));
            bytes = new Uint8Array(await readFile(file));
          }
        }
        try {
          const r = await analyze(bytes, opts.pool, opts.engine);
          files.push({
            id,
            format,
            method: r.method,
            ms: r.ms,
            info: r.info,
            score: scoreCuad(r.info, truth),
            truthType: truth.documentType,
          });
        } catch (err) {
          files.push({
            id,
            format,
            ms: 0,
            truthType: truth.documentType,
            error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
          });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 2) }, work));
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  files.sort((a, b) => a.id.localeCompare(b.id) || FORMATS.indexOf(a.format) - FORMATS.indexOf(b.format));

  const byFormat = {} as Record<CuadFormat, FormatTotals>;
  for (const format of FORMATS) {
    const mine = files.filter((f) => f.format === format);
    const fields = {} as Record<CuadField, Counts | null>;
    for (const field of CUAD_FIELDS) {
      // A file that failed to read counts as finding nothing: every label it has is missed.
      fields[field] = sumCounts(
        mine.map((f) => {
          if (f.score) return f.score.fields[field];
          const truth = truths.get(f.id)!;
          const n =
            field === 'dates'
              ? truth.dates.filter((d) => d.verbatimInText !== false).length
              : field === 'governingLaw'
                ? truth.governingLaw
                  ? 1
                  : 0
                : field === 'amounts'
                  ? truth.amounts?.length
                  : truth.parties.length;
          return n === undefined ? null : { tp: 0, fp: 0, fn: n };
        }),
      );
    }
    byFormat[format] = {
      fields,
      typeRight: mine.filter((f) => f.score?.typeCorrect).length,
      files: mine.length,
      errors: mine.filter((f) => f.error).length,
    };
  }
  return { part: opts.part, ids: [...opts.ids], files, byFormat, seconds: (performance.now() - t0) / 1000 };
}

const FIELD_NAMES: Record<CuadField, string> = {
  partiesExact: 'Parties (same name)',
  partiesPartial: 'Parties (partial match)',
  dates: 'Dates (same calendar date)',
  governingLaw: 'Governing law (same jurisdiction)',
  amounts: 'Amounts (as written or same value)',
};
const f2 = (x: number) => x.toFixed(2);

function range(ids: string[]): string {
  return ids.length > 1 ? `${ids[0]}–${ids.at(-1)}` : (ids[0] ?? '');
}

/** The figures as Markdown: one table of precision / recall across formats, then one table of counts per format. */
export function formatFigures(r: CuadReport): string {
  const formats = FORMATS.filter((f) => r.byFormat[f].files > 0);
  const names = {
    development: 'Development',
    test: 'Test',
    fresh: 'Fresh development',
    'held-out': 'Held-out fresh',
    'cuad-fresh': 'CUAD-labelled fresh',
  } as const;
  const title = r.part === 'custom' ? `Files ${r.ids.join(', ')}` : `${names[r.part]} part (${range(r.ids)})`;
  const lines = [`### ${title}, ${r.ids.length} contracts`, ''];
  lines.push(`| Field | ${formats.map((f) => `${f.toUpperCase()} P / R`).join(' | ')} |`, `| --- |${formats.map(() => ' --- |').join('')}`);
  for (const field of CUAD_FIELDS) {
    const cells = formats.map((f) => {
      const c = r.byFormat[f].fields[field];
      if (!c) return 'not labelled';
      const pr = precisionRecall(c);
      return `${f2(pr.precision)} / ${f2(pr.recall)}`;
    });
    lines.push(`| ${FIELD_NAMES[field]} | ${cells.join(' | ')} |`);
  }
  lines.push(
    `| Document type (exact) | ${formats
      .map((f) => {
        const t = r.byFormat[f];
        return `${f2(t.typeRight / Math.max(1, t.files))} (${t.typeRight} of ${t.files})`;
      })
      .join(' | ')} |`,
  );
  for (const f of formats) {
    const t = r.byFormat[f];
    lines.push('', `${f.toUpperCase()}${t.errors ? ` (${t.errors} files failed to read)` : ''}:`, '');
    lines.push('| Field | Precision | Recall | TP | FP | FN |', '| --- | --- | --- | --- | --- | --- |');
    for (const field of CUAD_FIELDS) {
      const c = t.fields[field];
      if (!c) {
        lines.push(`| ${FIELD_NAMES[field]} | not labelled | | | | |`);
        continue;
      }
      const pr = precisionRecall(c);
      lines.push(`| ${FIELD_NAMES[field]} | ${f2(pr.precision)} | ${f2(pr.recall)} | ${c.tp} | ${c.fp} | ${c.fn} |`);
    }
    lines.push(`| Document type (exact) | ${t.typeRight} of ${t.files} | | | | |`);
  }
  if (CUAD_FIELDS.some((field) => formats.some((f) => r.byFormat[f].fields[field] === null)))
    lines.push(
      '',
      r.part === 'cuad-fresh'
        ? "Amounts are not labelled on this part: its labels are CUAD's, and CUAD has no amount labels."
        : 'Amounts are not labelled on this part: CUAD has no amount labels, and none of ours cover its files.',
    );
  return lines.join('\n');
}

/** What each file missed (extra = found but not labelled, missing = labelled but not found), formats with the same misses on one line. */
export function formatMisses(r: CuadReport): string {
  const lines = ['Misses per file (extra = found but not labelled; missing = labelled but not found; ≈ = partial party match):', ''];
  for (const id of r.ids) {
    const mine = r.files.filter((f) => f.id === id);
    const groups = new Map<string, CuadFormat[]>();
    for (const f of mine) {
      let text: string;
      if (f.error) text = `failed: ${f.error}`;
      else {
        const s = f.score!;
        const parts = (['parties', 'dates', 'governingLaw', 'amounts'] as const).flatMap((field) => {
          const m = s.misses[field];
          return m.extra.length || m.missing.length
            ? [`${field} extra ${JSON.stringify(m.extra)} missing ${JSON.stringify(m.missing)}`]
            : [];
        });
        if (s.partialPairs.length) parts.push(`parties ≈ ${JSON.stringify(s.partialPairs)}`);
        if (!s.typeCorrect) parts.push(`type "${f.info!.documentType}" (labelled "${f.truthType}")`);
        text = parts.join('; ');
      }
      if (!text) continue;
      groups.set(text, [...(groups.get(text) ?? []), f.format]);
    }
    for (const [text, formats] of groups) lines.push(`- ${id} (${formats.join(', ')}): ${text}`);
  }
  return lines.join('\n');
}
