// A whitespace-flattened view of the extracted text that remembers where each character came
// from. Extracted text breaks lines mid-sentence (PDF), doubles spaces and curls quotes; the
// patterns run on the flat view and every match maps back to a range of the original text.
import type { PageSpan, Source } from '../schema.js';

export interface Span {
  start: number;
  end: number;
}

export class FlatText {
  /** One space for a run of whitespace, "\n" for a run holding a blank line; straight quotes. */
  readonly flat: string;
  private readonly origin: Int32Array;

  constructor(
    readonly original: string,
    private readonly pages: PageSpan[],
  ) {
    // Char codes and origins in typed arrays: this runs over every character of documents of
    // hundreds of pages, so no per-character strings or regexes.
    const n = original.length;
    const out = new Uint16Array(n * 3 + 1);
    const origin = new Int32Array(n * 3 + 2);
    let k = 0;
    let i = 0;
    while (i < n) {
      const code = original.charCodeAt(i);
      if (isSpace(code)) {
        let j = i;
        let newlines = 0;
        while (j < n && isSpace(original.charCodeAt(j))) {
          if (original.charCodeAt(j) === 10) newlines++;
          j++;
        }
        out[k] = newlines >= 2 ? 10 : 32;
        origin[k++] = i;
        i = j;
        continue;
      }
      const mapped = REPLACE.get(code);
      if (mapped) {
        for (let m = 0; m < mapped.length; m++) {
          out[k] = mapped.charCodeAt(m);
          origin[k++] = i;
        }
      } else {
        out[k] = code;
        origin[k++] = i;
      }
      i++;
    }
    origin[k] = n;
    this.flat = new TextDecoder('utf-16le').decode(out.subarray(0, k));
    this.origin = origin.slice(0, k + 1);
  }

  /** The original range of flat[start, end). */
  toOriginal(start: number, end: number): Span {
    const s = this.origin[Math.max(0, Math.min(start, this.origin.length - 1))]!;
    const lastChar = Math.max(start, end - 1);
    const e = end <= start ? s : this.origin[Math.min(lastChar, this.origin.length - 2)]! + 1;
    return { start: s, end: Math.max(s, e) };
  }

  /** The page holding an original offset (1 when the text has no page spans). */
  pageAt(offset: number): number {
    let lo = 0;
    let hi = this.pages.length - 1;
    let found = this.pages[0]?.page ?? 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const p = this.pages[mid]!;
      if (p.start <= offset) {
        found = p.page;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }

  /** The source of flat[start, end) in the original text. */
  source(start: number, end: number): Source {
    const o = this.toOriginal(start, end);
    return { page: this.pageAt(o.start), start: o.start, end: o.end };
  }

  /** The flat offset where a page begins and ends (for page-limited searches). */
  flatRangeOfPage(page: number): Span | undefined {
    const p = this.pages.find((x) => x.page === page);
    if (!p) return undefined;
    return { start: lowerBound(this.origin, p.start), end: lowerBound(this.origin, p.end) };
  }
}

function lowerBound(arr: Int32Array, value: number): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (arr[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function isSpace(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff ||
    c === 0x1680
  );
}

const QUOTES: Record<string, string> = {
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2018': "'",
  '\u2019': "'",
  '\u2013': '-',
  '\u2014': '-',
  // PDF ligatures ("ﬁ") are spelled out so that words match; both letters map to the one character.
  '\ufb00': 'ff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\ufb03': 'ffi',
  '\ufb04': 'ffl',
};

const REPLACE = new Map(Object.entries(QUOTES).map(([k, v]) => [k.charCodeAt(0), v] as const));

/** Abbreviations after which a period does not end a sentence. */
const ABBREVIATIONS = new Set(
  [
    'inc',
    'ltd',
    'co',
    'corp',
    'llc',
    'l.l.c',
    'l.p',
    'lp',
    'llp',
    'plc',
    'n.a',
    's.a',
    's.a.s',
    'b.v',
    'n.v',
    'pty',
    'no',
    'nos',
    'sec',
    'secs',
    'art',
    'para',
    'mr',
    'mrs',
    'ms',
    'dr',
    'prof',
    'hon',
    'jr',
    'sr',
    'st',
    'ave',
    'blvd',
    'rd',
    'u.s',
    'u.s.a',
    'e.g',
    'i.e',
    'etc',
    'vs',
    'v',
    'cf',
    'id',
    'ibid',
    'al',
    'approx',
    'dept',
    'est',
    'fig',
    'jan',
    'feb',
    'mar',
    'apr',
    'jun',
    'jul',
    'aug',
    'sep',
    'sept',
    'oct',
    'nov',
    'dec',
    'f',
    'supp',
    'app',
    'cir',
    'ct',
    'stat',
    'rev',
    'ann',
    'u.s.c',
    'c.f.r',
    'j.a',
    'br',
    'ex',
    'exh',
    'vol',
    'ch',
    'cl',
    'p',
    'pp',
  ].map((s) => s.toLowerCase()),
);

/** Sentences of the flat text, as flat ranges. Paragraph breaks always end a sentence. */
export function sentences(flat: string): Span[] {
  const out: Span[] = [];
  let start = 0;
  const push = (end: number) => {
    let s = start;
    while (s < end && /\s/.test(flat[s]!)) s++;
    let e = end;
    while (e > s && /\s/.test(flat[e - 1]!)) e--;
    if (e > s) out.push({ start: s, end: e });
    start = end;
  };
  for (let i = 0; i < flat.length; i++) {
    const ch = flat[i]!;
    if (ch === '\n') {
      // A blank line inside a sentence (double-spaced filings) joins; elsewhere it ends one.
      const prev = flat[i - 1] ?? '';
      const next = flat[i + 1] ?? '';
      if (/[a-z,;]/.test(prev) && /[a-z]/.test(next)) continue;
      push(i);
      continue;
    }
    if (ch !== '.' && ch !== '?' && ch !== '!' && ch !== ';') continue;
    const next = flat[i + 1];
    if (next !== undefined && next !== ' ' && next !== '\n' && next !== '"' && next !== ')') continue;
    if (ch === ';') continue; // a semicolon splits clauses, not sentences; kept for clarity of intent
    if (ch === '.') {
      const before = /([A-Za-z.]+)$/.exec(flat.slice(Math.max(0, i - 12), i))?.[1]?.toLowerCase() ?? '';
      const word = before.replace(/^\./, '');
      if (ABBREVIATIONS.has(word) || /^[a-z]$/.test(word)) continue;
      // "1." "2.1." numbering, not the end of a sentence.
      if (/(?:^|\s)\d+(?:\.\d+)*$/.test(flat.slice(Math.max(0, i - 8), i))) continue;
      const after = flat.slice(i + 1, i + 4);
      if (/^ [a-z]/.test(after)) continue;
    }
    push(i + 1);
  }
  push(flat.length);
  return out;
}

export function normalizeSpaces(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
