// Scores key information against labelled documents, field by field, as the real-documents
// manifest's scoringNotes say: parties by name or accepted variant (a defined-term role alone does
// not count), dates by ISO value (dates the annotators computed are optional), amounts by the
// verbatim string or the same value, governing law by state, type by name.
import { findAmounts } from './offline/amounts.js';
import type { KeyInformation } from './schema.js';

export interface Truth {
  documentType: string;
  parties: string[];
  partyAliases?: Record<string, string[]>;
  dates: { value: string; verbatimInText?: boolean; label?: string }[];
  amounts: string[];
  governingLaw: string | null;
}

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export const FIELDS = ['parties', 'dates', 'amounts', 'governingLaw'] as const;
export type Field = (typeof FIELDS)[number];

export interface DocumentScore {
  fields: Record<Field, Counts>;
  typeCorrect: boolean;
  /** What went wrong, for the report: predicted-but-wrong and missed items per field. */
  misses: Record<Field, { extra: string[]; missing: string[] }>;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^the /, '');

/** Whether an alias is another spelling of the name rather than a defined-term role ("Company", "FCC"). */
function isNameVariant(alias: string, canonical: string): boolean {
  const a = norm(alias).split(' ');
  const c = norm(canonical).split(' ');
  return a.length >= 2 || a[0] === c[0];
}

function scoreParties(predicted: string[], truth: Truth) {
  const accepted = truth.parties.map(
    (p) => new Set([norm(p), ...(truth.partyAliases?.[p] ?? []).filter((a) => isNameVariant(a, p)).map(norm)]),
  );
  const used = new Set<number>();
  const extra: string[] = [];
  for (const name of predicted) {
    const i = accepted.findIndex((set, k) => !used.has(k) && set.has(norm(name)));
    if (i >= 0) used.add(i);
    else extra.push(name);
  }
  const missing = truth.parties.filter((_, k) => !used.has(k));
  return { counts: { tp: used.size, fp: extra.length, fn: missing.length }, extra, missing };
}

function scoreDates(predicted: string[], truth: Truth) {
  const required = new Set(truth.dates.filter((d) => d.verbatimInText !== false).map((d) => d.value));
  const optional = new Set(truth.dates.filter((d) => d.verbatimInText === false).map((d) => d.value));
  const got = new Set(predicted);
  const extra = [...got].filter((d) => !required.has(d) && !optional.has(d));
  const missing = [...required].filter((d) => !got.has(d));
  const tp = [...got].filter((d) => required.has(d)).length;
  return { counts: { tp, fp: extra.length, fn: missing.length }, extra, missing };
}

const compact = (s: string) => s.replace(/\s+/g, '').toLowerCase();

function scoreAmounts(predicted: KeyInformation['amounts'], truth: Truth) {
  const labels = truth.amounts.map((text) => ({ text, parsed: findAmounts(text)[0] }));
  const used = new Set<number>();
  const extra: string[] = [];
  for (const p of predicted) {
    const i = labels.findIndex(
      (l, k) =>
        !used.has(k) &&
        (compact(l.text) === compact(p.text) || (l.parsed !== undefined && l.parsed.value === p.value && l.parsed.currency === p.currency)),
    );
    if (i >= 0) used.add(i);
    else extra.push(p.text);
  }
  const missing = labels.filter((_, k) => !used.has(k)).map((l) => l.text);
  return { counts: { tp: used.size, fp: extra.length, fn: missing.length }, extra, missing };
}

function scoreLaw(predicted: string | null, truth: string | null) {
  const p = predicted ? norm(predicted) : null;
  const t = truth ? norm(truth) : null;
  if (p && t && p === t) return { counts: { tp: 1, fp: 0, fn: 0 }, extra: [], missing: [] };
  return {
    counts: { tp: 0, fp: p ? 1 : 0, fn: t ? 1 : 0 },
    extra: predicted ? [predicted] : [],
    missing: truth ? [truth] : [],
  };
}

export function scoreDocument(info: KeyInformation, truth: Truth): DocumentScore {
  const parties = scoreParties(
    info.parties.map((p) => p.name),
    truth,
  );
  const dates = scoreDates(
    info.dates.map((d) => d.iso),
    truth,
  );
  const amounts = scoreAmounts(info.amounts, truth);
  const law = scoreLaw(info.governingLaw?.state ?? null, truth.governingLaw);
  return {
    fields: { parties: parties.counts, dates: dates.counts, amounts: amounts.counts, governingLaw: law.counts },
    typeCorrect: norm(info.documentType) === norm(truth.documentType),
    misses: {
      parties: { extra: parties.extra, missing: parties.missing },
      dates: { extra: dates.extra, missing: dates.missing },
      amounts: { extra: amounts.extra, missing: amounts.missing },
      governingLaw: { extra: law.extra, missing: law.missing },
    },
  };
}

export function addCounts(a: Counts, b: Counts): Counts {
  return { tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn };
}

/** Precision and recall; a field with nothing predicted and nothing to find scores 1 on both. */
export function precisionRecall(c: Counts): { precision: number; recall: number } {
  return {
    precision: c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp),
    recall: c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn),
  };
}
