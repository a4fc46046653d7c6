// Gold labels for ../shared/fixtures/cuad-dev, from CUAD's lawyer annotations in its manifest.json
// (dates and governing law read from them here; parties and document type chosen from them by hand
// in parties.ts and document-types.ts) and, for amounts, our own hand labels: the development part's
// (c01–c40) in amounts.dev.json, the test part's (c41–c60) in amounts.test.json, labelled on 2026-12-02
// after every extraction rule was final and without running the extractor on those files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Truth } from '../evaluation.js';
import { CUAD_DOCUMENT_TYPES } from './document-types.js';
import { CUAD_PARTIES } from './parties.js';
import type { CuadTruth } from './score.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(here, '../../../..');

/**
 * The CUAD folder: `../shared/fixtures/cuad-dev` beside the repository (a worktree under wt/ one
 * level further up), or CUAD_FIXTURES_DIR — found the way measure.ts finds the real documents.
 */
export function cuadDir(): string {
  const candidates = [
    process.env.CUAD_FIXTURES_DIR,
    path.resolve(REPO_ROOT, '../shared/fixtures/cuad-dev'),
    path.resolve(REPO_ROOT, '../../shared/fixtures/cuad-dev'),
  ].filter((c): c is string => !!c);
  const found = candidates.find((c) => existsSync(path.join(c, 'manifest.json')));
  if (!found) {
    throw new Error(
      `The CUAD contracts are missing: no manifest.json in ${candidates.join(' or ')}. They live in the shared folder beside the repository (shared/fixtures/cuad-dev); set CUAD_FIXTURES_DIR to use another place.`,
    );
  }
  return found;
}

interface CuadLabel {
  spans: string;
  answer: string;
}
export interface CuadManifestDocument {
  id: string;
  txt: string;
  pdf: string;
  cuadLabels: Record<string, CuadLabel>;
}

export function readManifest(dir: string): CuadManifestDocument[] {
  return (JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { documents: CuadManifestDocument[] }).documents;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** CUAD's answers are M/D/YY ("2/4/19"); placeholders ("[]/[]/2014"), "perpetual" and blanks are no date. */
export function parseCuadDate(answer: string): string | null {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\s*$/.exec(answer);
  if (!m) return null;
  const yy = Number(m[3]);
  const year = m[3]!.length === 4 ? yy : yy >= 50 ? 1900 + yy : 2000 + yy;
  const month = Number(m[1]);
  const day = Number(m[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Whether the annotated span states the date itself ("4th day of February 2019", "1.4.2011",
 * "January 18, 2022") rather than the annotator computing it ("five (5) years from the Effective
 * Date", "the date the last party signs"). Computed dates are optional: neither a miss nor an extra.
 * Written independently of the engine's date reader, so that its blind spots are not hidden.
 */
export function spanStatesDate(spans: string, iso: string): boolean {
  const [y, mo, d] = iso.split('-').map(Number) as [number, number, number];
  // OCR-like gaps in ordinals ("1s t", "17t h") closed; runs of space collapsed.
  const s = spans
    .replace(/\\n/g, ' ')
    .replace(/(\d)\s*(s\s?t|n\s?d|r\s?d|t\s?h)\b/gi, (_, n: string, suf: string) => n + suf.replace(/\s/g, ''))
    .replace(/\s+/g, ' ')
    .toLowerCase();
  const month = MONTHS[mo - 1]!;
  const monthRe = `(?:${month}|${month.slice(0, 3)})\\.?`;
  const dayRe = `0?${d}(?:st|nd|rd|th)?`;
  const yearRe = `${y}`;
  const patterns = [
    `\\b${monthRe}\\s+${dayRe},?\\s+${yearRe}\\b`,
    `\\b${dayRe}\\s+(?:day\\s+of\\s+)?${monthRe},?\\s+${yearRe}\\b`,
    `\\b0?${mo}/0?${d}/(?:${y}|${String(y).slice(2)})\\b`,
    `\\b0?${d}\\.0?${mo}\\.${y}\\b`,
  ];
  return patterns.some((p) => new RegExp(p).test(s));
}

/** Governing law as CUAD answers it: "England; Wales" is England and Wales; "British Columbia, Canada" is the province. */
export function parseGoverningLaw(answer: string): string[] | null {
  const a = answer.trim();
  if (!a) return null;
  const parts = a.split(';').map((p) => p.split(',')[0]!.trim());
  if (parts.some((p) => /^(?:england|wales)$/i.test(p))) return [...new Set([...parts, 'England and Wales', 'England', 'Wales'])];
  return parts;
}

function datesOf(labels: Record<string, CuadLabel>): Truth['dates'] {
  const out = new Map<string, Truth['dates'][number]>();
  for (const field of ['Agreement Date', 'Effective Date', 'Expiration Date']) {
    const l = labels[field];
    const iso = l ? parseCuadDate(l.answer) : null;
    if (!l || !iso) continue;
    const verbatim = spanStatesDate(l.spans, iso);
    const prev = out.get(iso);
    // A date stated in any one field is required.
    if (!prev || (prev.verbatimInText === false && verbatim))
      out.set(iso, { value: iso, label: field, ...(verbatim ? {} : { verbatimInText: false }) });
  }
  return [...out.values()];
}

interface AmountLabels {
  documents: Record<string, { text: string; role: string | null }[]>;
}

/** The amount labels of both parts, one file each: a contract labelled in both would be an error. */
function loadAmounts(): AmountLabels['documents'] {
  const out: AmountLabels['documents'] = {};
  for (const file of ['amounts.dev.json', 'amounts.test.json']) {
    const docs = (JSON.parse(readFileSync(path.join(here, file), 'utf8')) as AmountLabels).documents;
    for (const [id, labels] of Object.entries(docs)) {
      if (id in out) throw new Error(`${id}: amounts labelled twice (${file})`);
      out[id] = labels;
    }
  }
  return out;
}

export function loadTruths(dir: string): Map<string, CuadTruth> {
  const amounts = loadAmounts();
  const truths = new Map<string, CuadTruth>();
  for (const doc of readManifest(dir)) {
    const type = CUAD_DOCUMENT_TYPES[doc.id];
    const parties = CUAD_PARTIES[doc.id];
    if (!type || !parties) throw new Error(`${doc.id}: no gold type or parties in eval-cuad`);
    const spans = doc.cuadLabels['Parties']?.spans ?? '';
    const flat = (s: string) => s.replace(/\\n/g, ' ').replace(/\s+/g, ' ');
    for (const p of parties) {
      if (!flat(spans).includes(flat(p))) throw new Error(`${doc.id}: the party "${p}" is not in CUAD's Parties spans`);
    }
    truths.set(doc.id, {
      id: doc.id,
      documentType: type.type,
      parties,
      dates: datesOf(doc.cuadLabels),
      governingLaw: parseGoverningLaw(doc.cuadLabels['Governing Law']?.answer ?? ''),
      amounts: amounts[doc.id]?.map((a) => a.text) ?? null,
    });
  }
  return truths;
}
