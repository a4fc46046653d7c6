// Measures the whole pipeline (type detection → isolated extraction → key information) on the real
// documents of ../shared/fixtures/real-documents and on the public-domain corpus beside this file,
// and reports precision and recall per field and per format. Used by real-documents.test.ts, and
// runnable on its own to print the figures:
//   npx tsx modules/documents/intelligence/measure.ts
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { detectType, extensionMatches, ExtractionError, ExtractionPool, type DocumentKind } from '../../../infra/documents/index.js';
import { addCounts, FIELDS, precisionRecall, scoreDocument, type Counts, type Field, type Truth } from './evaluation.js';
import type { KeyInfoEngine, KeyInformation, PageSpan } from './schema.js';
import { repairOcrPages } from './ocr-repair.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../..');
export const CORPUS_DIR = path.join(here, 'corpus');

/**
 * The real-documents folder: `../shared/fixtures/real-documents` beside the repository (a checkout
 * of main has shared/ beside it; a worktree under wt/ one level further up), or DOCUMENT_FIXTURES_DIR.
 */
export function realDocumentsDir(): string {
  const candidates = [
    process.env.DOCUMENT_FIXTURES_DIR,
    path.resolve(REPO_ROOT, '../shared/fixtures/real-documents'),
    path.resolve(REPO_ROOT, '../../shared/fixtures/real-documents'),
  ].filter((c): c is string => !!c);
  const found = candidates.find((c) => existsSync(path.join(c, 'manifest.json')));
  if (!found) {
    throw new Error(
      `The real documents are missing: no manifest.json in ${candidates.join(' or ')}. They live in the shared folder beside the repository (shared/fixtures/real-documents); set DOCUMENT_FIXTURES_DIR to use another place.`,
    );
  }
  return found;
}

interface ManifestDocument extends Truth {
  id: string;
  firstPage?: Omit<Truth, 'partyAliases'>;
}
interface ManifestFile {
  file: string;
  documentId: string;
  format: string;
  groundTruth: 'document' | 'firstPage';
}
interface Manifest {
  documents: ManifestDocument[];
  files: ManifestFile[];
  hostile: { file: string; kind: string }[];
}

export type Format = 'txt' | 'pdf' | 'docx' | 'scan' | 'corpus';

export interface FileResult {
  file: string;
  format: Format;
  kind: DocumentKind | null;
  method?: string;
  ms: number;
  info?: KeyInformation;
  score?: ReturnType<typeof scoreDocument>;
  truthType?: string;
  error?: string;
}

export interface HostileResult {
  file: string;
  kind: string;
  detected: DocumentKind | null;
  outcome: string;
  ms: number;
}

export interface Report {
  files: FileResult[];
  hostile: HostileResult[];
  /** Page one of the text-layer PDF of each scanned document, scored against the same page-one labels. */
  scanBaseline: FileResult[];
  byField: Record<Field, Counts>;
  byFormat: Record<Format, Record<Field, Counts>>;
  typeCorrect: { contracts: number; contractsTotal: number; all: number; total: number };
}

const empty = (): Counts => ({ tp: 0, fp: 0, fn: 0 });
const emptyFields = (): Record<Field, Counts> => ({ parties: empty(), dates: empty(), amounts: empty(), governingLaw: empty() });

function formatOf(f: ManifestFile): Format {
  if (f.groundTruth === 'firstPage') return 'scan';
  return f.format === 'txt' ? 'txt' : f.format === 'pdf' ? 'pdf' : 'docx';
}

function firstPageTruth(doc: ManifestDocument): Truth {
  const fp = doc.firstPage!;
  return { ...fp, ...(doc.partyAliases ? { partyAliases: doc.partyAliases } : {}) };
}

async function runOne(bytes: Uint8Array, pool: ExtractionPool, engine: KeyInfoEngine, onlyPage?: number) {
  const kind = await detectType(bytes);
  if (!kind) throw new ExtractionError('UNSUPPORTED');
  const t0 = performance.now();
  const extracted = repairOcrPages(await pool.extract(bytes, kind));
  let text = extracted.text;
  let pages: PageSpan[] = extracted.pages;
  if (onlyPage) {
    const p = extracted.pages.find((x) => x.page === onlyPage)!;
    text = extracted.text.slice(p.start, p.end);
    pages = [{ page: 1, start: 0, end: text.length }];
  }
  const info = await engine.analyze(text, pages);
  return { kind, method: extracted.method, info, ms: performance.now() - t0 };
}

export async function measure(engine: KeyInfoEngine, pool: ExtractionPool, dir = realDocumentsDir()): Promise<Report> {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const docs = new Map(manifest.documents.map((d) => [d.id, d]));
  const files: FileResult[] = [];
  const scanBaseline: FileResult[] = [];

  const hostileFiles = new Set(manifest.hostile.map((h) => h.file));
  for (const f of manifest.files) {
    const doc = docs.get(f.documentId);
    if (!doc || hostileFiles.has(f.file)) continue;
    const format = formatOf(f);
    const truth = format === 'scan' ? firstPageTruth(doc) : doc;
    const bytes = new Uint8Array(readFileSync(path.join(dir, f.file)));
    try {
      const r = await runOne(bytes, pool, engine);
      files.push({
        file: f.file,
        format,
        kind: r.kind,
        method: r.method,
        ms: r.ms,
        info: r.info,
        score: scoreDocument(r.info, truth),
        truthType: truth.documentType,
      });
    } catch (err) {
      files.push({
        file: f.file,
        format,
        kind: await detectType(bytes),
        ms: 0,
        error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      });
    }
    if (format === 'scan') {
      const pdf = doc.id + '.pdf';
      const r = await runOne(new Uint8Array(readFileSync(path.join(dir, pdf))), pool, engine, 1);
      scanBaseline.push({
        file: `${pdf} (page 1)`,
        format: 'pdf',
        kind: r.kind,
        method: r.method,
        ms: r.ms,
        info: r.info,
        score: scoreDocument(r.info, truth),
        truthType: truth.documentType,
      });
    }
  }

  const labels = JSON.parse(readFileSync(path.join(CORPUS_DIR, 'labels.json'), 'utf8')) as { documents: (Truth & { file: string })[] };
  for (const d of labels.documents) {
    const bytes = new Uint8Array(readFileSync(path.join(CORPUS_DIR, d.file)));
    const r = await runOne(bytes, pool, engine);
    files.push({
      file: `corpus/${d.file}`,
      format: 'corpus',
      kind: r.kind,
      method: r.method,
      ms: r.ms,
      info: r.info,
      score: scoreDocument(r.info, d),
      truthType: d.documentType,
    });
  }

  const hostile: HostileResult[] = [];
  for (const h of manifest.hostile) {
    const bytes = new Uint8Array(readFileSync(path.join(dir, h.file)));
    const t0 = performance.now();
    const detected = await detectType(bytes);
    let outcome: string;
    if (!detected) outcome = 'rejected: unsupported type';
    else if (!extensionMatches(h.file, detected))
      outcome = `rejected: the name says ${path.extname(h.file) || 'nothing'}, the bytes are ${detected}`;
    else {
      try {
        await pool.extract(bytes, detected);
        outcome = 'extracted';
      } catch (err) {
        outcome = err instanceof ExtractionError ? `failed: ${err.code}` : `failed: ${String(err)}`;
      }
    }
    hostile.push({ file: h.file, kind: h.kind, detected, outcome, ms: performance.now() - t0 });
  }

  const byField = emptyFields();
  const byFormat = { txt: emptyFields(), pdf: emptyFields(), docx: emptyFields(), scan: emptyFields(), corpus: emptyFields() } as Record<
    Format,
    Record<Field, Counts>
  >;
  let contracts = 0;
  let contractsTotal = 0;
  let all = 0;
  for (const r of files) {
    if (!r.score) {
      for (const fld of FIELDS) byFormat[r.format][fld] = addCounts(byFormat[r.format][fld], { tp: 0, fp: 0, fn: 1 });
      continue;
    }
    for (const fld of FIELDS) {
      byField[fld] = addCounts(byField[fld], r.score.fields[fld]);
      byFormat[r.format][fld] = addCounts(byFormat[r.format][fld], r.score.fields[fld]);
    }
    if (r.score.typeCorrect) all++;
    // Document type is counted once per contract (its text-layer PDF), as "right on N of 12".
    if (r.format === 'pdf') {
      contractsTotal++;
      if (r.score.typeCorrect) contracts++;
    }
  }
  return { files, hostile, scanBaseline, byField, byFormat, typeCorrect: { contracts, contractsTotal, all, total: files.length } };
}

const pct = (x: number) => x.toFixed(2);

/** The report as Markdown tables (for the console and docs/document-intelligence.md). */
export function formatReport(r: Report): string {
  const lines: string[] = [];
  lines.push('| Field | Precision | Recall | TP | FP | FN |', '| --- | --- | --- | --- | --- | --- |');
  for (const f of FIELDS) {
    const pr = precisionRecall(r.byField[f]);
    lines.push(`| ${f} | ${pct(pr.precision)} | ${pct(pr.recall)} | ${r.byField[f].tp} | ${r.byField[f].fp} | ${r.byField[f].fn} |`);
  }
  lines.push(
    '',
    `Document type: ${r.typeCorrect.contracts} of ${r.typeCorrect.contractsTotal} contracts right (PDF); ${r.typeCorrect.all} of ${r.typeCorrect.total} files right in all formats and the corpus.`,
    '',
  );
  lines.push('| Format | ' + FIELDS.map((f) => `${f} P / R`).join(' | ') + ' |', '| --- |' + FIELDS.map(() => ' --- |').join(''));
  for (const fmt of Object.keys(r.byFormat) as Format[]) {
    lines.push(
      `| ${fmt} | ` +
        FIELDS.map((f) => {
          const pr = precisionRecall(r.byFormat[fmt][f]);
          return `${pct(pr.precision)} / ${pct(pr.recall)}`;
        }).join(' | ') +
        ' |',
    );
  }
  lines.push(
    '',
    'Scans against page one of their text-layer PDF (same page-one labels):',
    '',
    '| Scan | ' + FIELDS.map((f) => `${f} P / R`).join(' | ') + ' | PDF page 1 ' + FIELDS.map((f) => `${f} P / R`).join(' | ') + ' |',
  );
  lines.push(
    '| --- |' +
      FIELDS.map(() => ' --- |').join('') +
      ' --- |' +
      FIELDS.slice(1)
        .map(() => ' --- |')
        .join(''),
  );
  const scans = r.files.filter((f) => f.format === 'scan');
  scans.forEach((s, i) => {
    const b = r.scanBaseline[i]!;
    const cell = (x: FileResult, f: Field) => {
      if (!x.score) return 'failed';
      const pr = precisionRecall(x.score.fields[f]);
      return `${pct(pr.precision)} / ${pct(pr.recall)}`;
    };
    lines.push(`| ${s.file} | ` + FIELDS.map((f) => cell(s, f)).join(' | ') + ' | ' + FIELDS.map((f) => cell(b, f)).join(' | ') + ' |');
  });
  lines.push('', '| Hostile file | Detected as | Outcome | ms |', '| --- | --- | --- | --- |');
  for (const h of r.hostile) lines.push(`| ${h.file} (${h.kind}) | ${h.detected ?? '—'} | ${h.outcome} | ${Math.round(h.ms)} |`);
  const misses = r.files.filter(
    (f) =>
      f.error ||
      (f.score && (!f.score.typeCorrect || FIELDS.some((fl) => f.score!.misses[fl].extra.length || f.score!.misses[fl].missing.length))),
  );
  if (misses.length) {
    lines.push('', 'Misses (extra = found but not labelled, missing = labelled but not found):', '');
    for (const m of misses) {
      if (m.error) {
        lines.push(`- ${m.file}: ${m.error}`);
        continue;
      }
      const parts = FIELDS.flatMap((f) => {
        const x = m.score!.misses[f];
        return x.extra.length || x.missing.length ? [`${f} extra ${JSON.stringify(x.extra)} missing ${JSON.stringify(x.missing)}`] : [];
      });
      if (!m.score!.typeCorrect) parts.push(`type ${m.info!.documentType} (labelled ${m.truthType})`);
      lines.push(`- ${m.file}: ${parts.join('; ')}`);
    }
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { OfflineKeyInfoEngine } = await import('./offline/engine.js');
  const pool = new ExtractionPool();
  try {
    console.log(formatReport(await measure(new OfflineKeyInfoEngine(), pool)));
  } finally {
    await pool.close();
  }
}
