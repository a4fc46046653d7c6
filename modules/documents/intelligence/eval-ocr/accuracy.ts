// Character accuracy of OCR against a reference text (the PDF's own text layer): 1 − CER, where CER
// is the edit distance (insertions, deletions, substitutions) divided by the reference's length.
// Both texts are compared as a reader would: Unicode-normalised (NFKC: ligatures, full-width forms),
// typographic quotes, dashes and bullets in one plain form each, and every run of whitespace one space.

export function normalizeForCer(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201a\u201b\u2032`´]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2022\u25cf\u25aa\u00b7]/g, '*')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Levenshtein distance, two rows of the table at a time. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let prev = new Int32Array(b.length + 1);
  let cur = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const sub = prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      const del = prev[j]! + 1;
      const ins = cur[j - 1]! + 1;
      cur[j] = sub < del ? (sub < ins ? sub : ins) : del < ins ? del : ins;
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length]!;
}

/** 1 − CER of `ocr` against `reference`, floored at 0 (an OCR text of noise can be longer than the page). */
export function characterAccuracy(ocr: string, reference: string): number {
  const ref = normalizeForCer(reference);
  const hyp = normalizeForCer(ocr);
  if (ref.length === 0) return hyp.length === 0 ? 1 : 0;
  return Math.max(0, 1 - editDistance(hyp, ref) / ref.length);
}
