// Repairs of the text OCR gives back, made where the documents module knows what it reads
// (decision 0094): Tesseract's own text (infra/documents/extract/ocr.ts) is what it read, less the
// words too unsure to keep; these repairs use what contracts and letters are made of (quoted
// defined terms, company legal forms, abbreviations, a name spelt the same way across a page) and
// run on the pages extraction says OCR read (`ExtractedText.ocrPages`), never on a text layer or a
// file's own text.
import { assemblePages, DEFAULT_LIMITS, type ExtractedText } from '../../../infra/documents/index.js';
import type { Extractor } from '../reactions.js';

/**
 * One OCR page's text repaired: the quote repairs line by line, then the spellings the page
 * repeats, then the punctuation.
 */
export function repairOcrText(text: string): string {
  const lines = text.split('\n').map((line) => repairClosingQuotes(repairOpeningQuotes(line)));
  return repairPunctuation(repairSpellings(lines.join('\n')));
}

/**
 * The extraction with its OCR pages repaired (`repairOcrText`) and the pages put together again by
 * extraction's own `assemblePages` (a repair can change a page's length), cut at `maxChars` as
 * extraction cuts. Without OCR pages it is returned as it came.
 */
export function repairOcrPages(extracted: ExtractedText, maxChars = DEFAULT_LIMITS.maxTextChars): ExtractedText {
  const ocr = new Set(extracted.ocrPages ?? []);
  if (!extracted.pages.some((p) => ocr.has(p.page))) return extracted;
  const texts = extracted.pages.map((span) => {
    const body = extracted.text.slice(span.start, span.end);
    return ocr.has(span.page) ? repairOcrText(body) : body;
  });
  const { text, pages } = assemblePages(texts, maxChars);
  return { ...extracted, text, pages };
}

/**
 * The extractor whose OCR pages come back repaired (intelligence/ocr-repair.ts): every reader of
 * the module's queue, uploads and other modules' files alike, reads through it.
 */
export function withOcrRepairs(extractor: Extractor): Extractor {
  return {
    get capacity() {
      return extractor.capacity;
    },
    async extract(bytes, kind, limits) {
      return repairOcrPages(await extractor.extract(bytes, kind, limits), limits?.maxTextChars);
    },
  };
}

/**
 * Closing quotes Tesseract misreads as "™" at low resolution (`(the “Company™)`): a "™" straight
 * after a letter, digit or full stop while a double quote opened earlier on the line is still open
 * becomes "”". A "™" with no open quote before it (a trade mark, "PartnerConnect™") stays.
 */
export function repairClosingQuotes(line: string): string {
  if (!line.includes('\u2122')) return line;
  let open = false;
  let out = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '\u2122' && open && i > 0 && /[\p{L}\p{N}.]/u.test(line[i - 1]!)) {
      out += '\u201d';
      open = false;
      continue;
    }
    if (c === '"') open = !open;
    else if (c === '\u201c') open = true;
    else if (c === '\u201d') open = false;
    out += c;
  }
  return out;
}

/** A quote mark that opens or closes a quoted term. */
const QUOTE_MARK = /["\u201c\u201d\u2122]/u;

/**
 * Opening quotes Tesseract misreads at low resolution: a defined term in parentheses that ends
 * with a closing quote ("”", or a "™" read for it) but has none opening it — `(**Zebra™)`,
 * `(the ~ValueAct Designee”)`, `(®Customer”)`, `(Online Messages”)` — gets "“" in place of the marks
 * before its first word (one to three symbols, no letter or digit among them), or before that word
 * when nothing stands there; a doubled opening quote (`(the “"Mid-Tier”)`) is one.
 */
export function repairOpeningQuotes(line: string): string {
  if (!/[\u201d\u2122"]/u.test(line)) return line;
  return line.replace(
    /\((\s*(?:(?:the|this|each|a|an|its|collectively|individually|together|jointly|hereinafter(?:\s+(?:referred\s+to\s+as|called))?|herein)[,]?\s+)?(?:the\s+)?)([^\p{L}\p{N}\s()]{0,3})([\p{Lu}\p{N}][^()]{0,60}?[\p{L}\p{N}.])(\s*[\u201d\u2122"])/gu,
    (m, lead: string, marks: string, term: string, close: string) => {
      if (QUOTE_MARK.test(term) || /^["\u201c\u201d]$/u.test(marks)) return m; // opened already, or not one quoted term
      if (!/^(?:["\u201c\u201d]{2}|[*~\u20ac\u00ae\u00a2\u00a9\u00b0'\u2018`,-]{0,3})$/u.test(marks)) return m;
      return `(${lead}\u201c${term}${close}`;
    },
  );
}

/** Legal forms and abbreviations a full stop properly ends ("Co.", "Corp.", "No."). */
const ABBREVIATION =
  /^(?:inc|corp|ltd|co|no|nos|st|mr|mrs|ms|dr|jr|sr|etc|vs|approx|dept|fig|sec|art|para|ref|vol|ch|pp|ave|rd|blvd|ste|bros|mfg|intl|assn|govt|tel|fax|esq|llc|lp|llp|plc|pc|na|sa|ag|nv|bv|gmbh|ltda|pty|cie|av|hwy|ft|mt)$/i;
/** A company's legal form after its name. */
const LEGAL_FORM = String.raw`(?:Inc|INC|Incorporated|INCORPORATED|LLC|L\.L\.C|Ltd|LTD|Limited|LIMITED|Ltda|Corp|CORP|Corporation|CORPORATION|L\.P|LP|LLP|L\.L\.P|plc|PLC|N\.A|S\.A|GmbH|AG|B\.V|N\.V|MHC)\b`;

/**
 * Commas Tesseract reads as full stops at low resolution, where a full stop cannot stand: between a
 * name and its legal form ("Holdings. Inc." → "Holdings, Inc.") and before a word in lower case
 * that goes on the sentence on the same line ("Gregory P. Spivy. in his individual capacity", "(the
 * “Company”). a Delaware corporation"; not before a list's "b." or "c)"). A full stop after an abbreviation ("Corp. a", "No. of", "U.S. law") or an
 * initial stays. Legal forms read with one letter wrong ("Vayyar Imaging L1d.", "Bluefly, Tnc.",
 * "LIC") after a capitalised name are the legal form.
 */
export function repairPunctuation(text: string): string {
  return text
    .replace(/(?<=\p{Lu}[\p{L}&-]*,?[ \n]+)(?:[Tl1|]nc|L[1I|]d|L[I1|l]C|LLG)(?=[.,]|[ \n]|$)/gu, (t) =>
      /nc$/.test(t) ? 'Inc' : /d$/.test(t) ? 'Ltd' : 'LLC',
    )
    .replace(new RegExp(String.raw`(?<![\p{L}\p{N}.])(\p{L}{2,})\.(?=[ \n]+${LEGAL_FORM})`, 'gu'), (m, w: string) =>
      ABBREVIATION.test(w) ? m : `${w},`,
    )
    .replace(/(?<![\p{L}\p{N}.])(\p{L}{2,})\.(?= +\p{Ll}(?![.)]))/gu, (m, w: string) => (ABBREVIATION.test(w) ? m : `${w},`))
    .replace(/([\u201d"]\))\.(?= +\p{Ll}(?![.)]))/gu, '$1,');
}

/**
 * Letters Tesseract confuses when a page is read at low resolution, as read → as printed (from the
 * development scans at 120 dpi: "partics", "Praperty", "Stwck", "Bancom" for "Bancorp", "msurance",
 * "Whitesinoke"). "e" read as "c" is common, "c" read as "e" is not, so that way round is left out.
 */
const CONFUSIONS: readonly (readonly [string, string])[] = [
  ['c', 'e'],
  ['a', 'o'],
  ['a', 's'],
  ['s', 'a'],
  ['w', 'o'],
  ['l', 't'],
  ['t', 'l'],
  ['l', 'i'],
  ['i', 'l'],
  ['f', 't'],
  ['f', 'l'],
  ['h', 'n'],
  ['b', 'h'],
  ['h', 'b'],
  ['t', 'f'],
  ['l', 'f'],
  ['v', 'r'],
  ['rn', 'm'],
  ['m', 'rn'],
  ['in', 'm'],
  ['m', 'in'],
  ['cl', 'd'],
  ['li', 'h'],
  ['vv', 'w'],
  ['m', 'rp'],
  ['1', 'l'],
  ['0', 'o'],
];

/** Letters of like shape, either way round (a name's letter read as another of its group: "Fonterva", "Sarvices", "GELF"). */
const LOOKALIKES = ['aceos', 'ouq', 'iltfj1', 'rvy', 'hbkn', 'mn'];

/** The spellings one edit from `word`: by the confusions above, and for a name also by one letter for a lookalike (not "e" for "c"). */
function respellings(word: string, name: boolean): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) {
    for (const [read, printed] of CONFUSIONS)
      if (word.startsWith(read, i)) out.add(word.slice(0, i) + printed + word.slice(i + read.length));
    if (name)
      for (const group of LOOKALIKES)
        if (group.includes(word[i]!))
          for (const c of group) if (!(word[i] === 'e' && c === 'c')) out.add(word.slice(0, i) + c + word.slice(i + 1));
  }
  out.delete(word);
  return out;
}

/** A run of letters and digits. */
const WORD = /(?<![\p{L}\p{N}])[\p{L}\p{N}]+(?![\p{L}\p{N}])/gu;

/**
 * A word read once that is one OCR confusion away from a word the page spells so at least twice
 * becomes that spelling ("partics" → "parties" beside three "Parties", "Hyde Park Bancom" → "Bancorp"
 * beside two "Blue Hills Bancorp"), and so does a word read twice against eight; a capitalised word
 * of five letters or more (a name: "Cyberian Cutpost", "HealthPlan Sarvices") also by one letter for
 * a lookalike. A word is compared in lower case and keeps its own case shape; a word of under four
 * letters, or one with two or more respellings the page uses, stays.
 */
export function repairSpellings(text: string): string {
  const counts = new Map<string, number>();
  const forms = new Map<string, Map<string, number>>();
  for (const m of text.matchAll(WORD)) {
    const k = m[0].toLowerCase();
    counts.set(k, (counts.get(k) ?? 0) + 1);
    const f = forms.get(k) ?? new Map<string, number>();
    f.set(m[0], (f.get(m[0]) ?? 0) + 1);
    forms.set(k, f);
  }
  const fix = new Map<string, string>();
  for (const [k, n] of counts) {
    if (n > 2 || k.length < 4 || !/\p{L}/u.test(k)) continue;
    const name = k.length >= 5 && [...forms.get(k)!.keys()].every((w) => /^\p{Lu}/u.test(w));
    // Read once and spelt otherwise twice, or read twice and spelt otherwise eight times.
    const hits = [...respellings(k, name)].filter((r) => (counts.get(r) ?? 0) >= (n === 1 ? 2 : 8));
    if (hits.length !== 1) continue;
    const target = hits[0]!;
    if (target.length !== k.length && /\d/.test(k + target)) continue;
    for (const original of forms.get(k)!.keys()) fix.set(original, caseLike(original, forms.get(target)!));
  }
  if (fix.size === 0) return text;
  return text.replace(WORD, (w) => fix.get(w) ?? w);
}

/** Of a word's spellings on the page, the one in `word`'s case (upper, capitalised, lower), else the commonest. */
function caseLike(word: string, spellings: Map<string, number>): string {
  const shape = (w: string) =>
    w === w.toUpperCase() ? 'upper' : w === w.toLowerCase() ? 'lower' : /^\p{Lu}\P{Lu}*$/u.test(w) ? 'capital' : 'mixed';
  const ranked = [...spellings].sort((a, b) => b[1] - a[1]).map(([w]) => w);
  const same = ranked.find((w) => shape(w) === shape(word));
  if (same) return same;
  const t = ranked[0]!;
  if (shape(word) === 'upper') return t.toUpperCase();
  if (shape(word) === 'lower') return t.toLowerCase();
  if (shape(word) === 'capital') return t[0]!.toUpperCase() + t.slice(1).toLowerCase();
  return t;
}
