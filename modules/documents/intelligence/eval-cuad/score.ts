// Scoring for the CUAD measurement. Dates, amounts, governing law and type go through the scorer
// the fixture contracts use (../evaluation.ts); parties get their own, since CUAD's names are
// matched case-, punctuation- and corporate-suffix-insensitively, with a partial-match figure too.
import { addCounts, scoreDocument, type Counts, type Truth } from '../evaluation.js';
import type { KeyInformation } from '../schema.js';

/** Legal-form words dropped from the end of a name ("Inc.", "L.L.C.", "S. de R.L. de C.V."). */
const SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'lllp',
  'llp',
  'lp',
  'ltd',
  'ltda',
  'limited',
  'corp',
  'corporation',
  'co',
  'company',
  'plc',
  'sa',
  'sas',
  'ag',
  'gmbh',
  'nv',
  'bv',
  'pty',
  'srl',
  'na',
  'cv',
  'rl',
  'de',
  's',
  'mhc',
]);

/** Lower case, no accents or punctuation, dotted initials joined ("L.L.C." → "llc"), no leading "the". */
function words(name: string): string[] {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}\s]/gu, (c) => (c === '.' ? '.' : ' '))
    // A span cut before an initialism's last full stop ("L.P" for "L.P.", "L.L.C" for "L.L.C.") is the same name.
    .replace(/\b((?:\p{L}\.)+\p{L})\s*$/u, '$1.');
  // "L.L.C." and "S.A." become one word; "R. C. Boyd" stays three.
  const tokens = plain
    .replace(/\b(\p{L})\.(?=\p{L}\.)/gu, '$1')
    .replace(/\./g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (tokens[0] === 'the' && tokens.length > 1) tokens.shift();
  return tokens;
}

/** A name as compared: `words` without the legal-form words at its end (a name is never emptied). */
export function normalizeName(name: string): string {
  const w = words(name);
  while (w.length > 1 && SUFFIXES.has(w.at(-1)!)) w.pop();
  return w.join(' ');
}

/** The names a party goes by: "X d/b/a Y" (or "a/k/a", "f/k/a", "trading as") is X or Y. */
export function spellings(name: string): string[] {
  return name
    .split(
      /\b(?:d\/b\/a\/?|dba|doing\s+business\s+as|a\/k\/a|aka|also\s+known\s+as|f\/k\/a|fka|formerly\s+known\s+as|trading\s+as|t\/a)(?=\s|$)/i,
    )
    .map((s) => normalizeName(s.replace(/^[\s,]+|[\s,]+$/g, '')))
    .filter(Boolean);
}

const STOP = new Set(['and', 'of', 'for', 'the', 'de', 'do']);
function partial(a: string, b: string): boolean {
  const x = new Set(a.split(' ').filter((t) => !STOP.has(t)));
  const y = new Set(b.split(' ').filter((t) => !STOP.has(t)));
  if (x.size === 0 || y.size === 0) return false;
  const shared = [...x].filter((t) => y.has(t)).length;
  // One name inside the other ("Zebra" in "Zebra Technologies International"), or most words shared.
  return shared === Math.min(x.size, y.size) || shared / new Set([...x, ...y]).size >= 0.5;
}

export interface PartyScore {
  /** Same name once case, punctuation and legal form are set aside. */
  exact: Counts;
  /** Exact matches plus names that share their words with a labelled one ("Zebra" for "Zebra Technologies International, LLC"). */
  partial: Counts;
  /** Labelled names matched only partly, as "found ≈ labelled". */
  partialPairs: string[];
  extra: string[];
  missing: string[];
}

/** One-to-one matching: exact matches first, then partial ones among what is left. */
export function scoreParties(predicted: string[], gold: string[]): PartyScore {
  const goldSpellings = gold.map(spellings);
  const usedGold = new Set<number>();
  const usedPred = new Set<number>();
  // Both sides read the same way: a found "X d/b/a Y" matches a label "X" or "Y", as a label "X d/b/a Y" matches a found "Y".
  const predictedSpellings = predicted.map(spellings);
  predicted.forEach((_, i) => {
    const names = predictedSpellings[i]!;
    const k = goldSpellings.findIndex((s, j) => !usedGold.has(j) && names.some((n) => s.includes(n)));
    if (k >= 0) {
      usedGold.add(k);
      usedPred.add(i);
    }
  });
  const exactTp = usedGold.size;
  const partialPairs: string[] = [];
  predicted.forEach((p, i) => {
    if (usedPred.has(i)) return;
    const names = predictedSpellings[i]!;
    const k = goldSpellings.findIndex((s, j) => !usedGold.has(j) && s.some((g) => names.some((n) => partial(n, g))));
    if (k >= 0) {
      usedGold.add(k);
      usedPred.add(i);
      partialPairs.push(`${p} ≈ ${gold[k]}`);
    }
  });
  const partialTp = usedGold.size;
  const extra = predicted.filter((_, i) => !usedPred.has(i));
  const missing = gold.filter((_, j) => !usedGold.has(j));
  return {
    exact: { tp: exactTp, fp: predicted.length - exactTp, fn: gold.length - exactTp },
    partial: { tp: partialTp, fp: predicted.length - partialTp, fn: gold.length - partialTp },
    partialPairs,
    extra,
    missing,
  };
}

/** A contract's gold labels: `amounts` null where nobody labelled them (amounts.dev.json and amounts.test.json label every contract of cuad-dev). */
export interface CuadTruth {
  id: string;
  documentType: string;
  parties: string[];
  dates: Truth['dates'];
  /** The jurisdictions that count as the governing law (any one of them); null when CUAD found none. */
  governingLaw: string[] | null;
  amounts: string[] | null;
}

export const CUAD_FIELDS = ['partiesExact', 'partiesPartial', 'dates', 'governingLaw', 'amounts'] as const;
export type CuadField = (typeof CUAD_FIELDS)[number];

export interface CuadScore {
  fields: Record<CuadField, Counts | null>;
  typeCorrect: boolean;
  misses: Record<'parties' | 'dates' | 'governingLaw' | 'amounts', { extra: string[]; missing: string[] }>;
  partialPairs: string[];
}

const lawKey = (s: string) => normalizeName(s);

export function scoreCuad(info: KeyInformation, truth: CuadTruth): CuadScore {
  const predictedLaw = info.governingLaw?.state ?? null;
  // The one accepted jurisdiction the engine named, or the first one: the shared scorer takes one.
  const law = truth.governingLaw
    ? (truth.governingLaw.find((j) => predictedLaw !== null && lawKey(j) === lawKey(predictedLaw)) ?? truth.governingLaw[0]!)
    : null;
  const shared = scoreDocument(info, {
    documentType: truth.documentType,
    parties: [],
    dates: truth.dates,
    amounts: truth.amounts ?? [],
    governingLaw: law,
  });
  const parties = scoreParties(
    info.parties.map((p) => p.name),
    truth.parties,
  );
  return {
    fields: {
      partiesExact: parties.exact,
      partiesPartial: parties.partial,
      dates: shared.fields.dates,
      governingLaw: shared.fields.governingLaw,
      amounts: truth.amounts ? shared.fields.amounts : null,
    },
    typeCorrect: shared.typeCorrect,
    misses: {
      parties: { extra: parties.extra, missing: parties.missing },
      dates: shared.misses.dates,
      governingLaw: shared.misses.governingLaw,
      amounts: truth.amounts ? shared.misses.amounts : { extra: [], missing: [] },
    },
    partialPairs: parties.partialPairs,
  };
}

export function sumCounts(list: (Counts | null)[]): Counts | null {
  const present = list.filter((c): c is Counts => c !== null);
  if (present.length === 0) return null;
  return present.reduce(addCounts, { tp: 0, fp: 0, fn: 0 });
}
