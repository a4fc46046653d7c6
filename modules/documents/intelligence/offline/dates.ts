// Dates with chrono-node (strict English, plus "the 1st day of March, 2020", which chrono does not
// read), then the key ones labelled from their wording: when an agreement was made, takes effect
// and ends; when a case was argued and decided; when a letter was written.
import * as chrono from 'chrono-node';

export interface FoundDate {
  start: number;
  end: number;
  text: string;
  iso: string;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_PATTERN = String.raw`(January|February|March|April|May|June|July|August|September|October|November|December|Jan\.?|Feb\.?|Mar\.?|Apr\.?|Jun\.?|Jul\.?|Aug\.?|Sept?\.?|Oct\.?|Nov\.?|Dec\.?)`;

function monthIndex(name: string): number {
  const n = name.toLowerCase().replace(/\.$/, '');
  return MONTHS.findIndex((m) => m.startsWith(n.slice(0, 3))) + 1;
}

const UNIT_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEEN_WORDS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TEN_WORDS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const UNDER_100 = String.raw`(?:(?:${TEN_WORDS.join('|')})(?:[\s-]+(?:${UNIT_WORDS.join('|')}))?|${TEEN_WORDS.join('|')}|${UNIT_WORDS.join('|')})`;
/** A year in words, as deeds and notarial forms write it: "two thousand and five", "nineteen hundred ninety-nine", "nineteen ninety-nine". */
const YEAR_IN_WORDS = String.raw`(?:two\s+thousand(?:\s+and)?(?:[\s-]+${UNDER_100})?|nineteen(?:\s+hundred(?:\s+and)?)?[\s-]+${UNDER_100})`;
/** A year in digits or words. */
const YEAR = String.raw`(\d{4}\b|${YEAR_IN_WORDS}\b)`;

function under100(words: string): number | undefined {
  const w = words
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
  if (UNIT_WORDS.includes(w)) return UNIT_WORDS.indexOf(w) + 1;
  if (TEEN_WORDS.includes(w)) return TEEN_WORDS.indexOf(w) + 10;
  const [tens, unit] = w.split(' ');
  const t = TEN_WORDS.indexOf(tens!);
  if (t < 0) return undefined;
  const u = unit ? UNIT_WORDS.indexOf(unit) + 1 : 0;
  return u < 0 ? undefined : (t + 2) * 10 + u;
}

/** "2019", "two thousand and nineteen", "nineteen hundred and ninety-nine" → the year. */
export function readYear(text: string): number | undefined {
  const w = text.toLowerCase().replace(/\s+/g, ' ').trim();
  if (/^\d{4}$/.test(w)) return Number(w);
  const thousand = /^two thousand(?: and)?(?:[ -]+(.+))?$/.exec(w);
  if (thousand) {
    const rest = thousand[1] ? under100(thousand[1]) : 0;
    return rest === undefined ? undefined : 2000 + rest;
  }
  const nineteen = /^nineteen(?: hundred(?: and)?)?[ -]+(.+)$/.exec(w);
  const rest = nineteen ? under100(nineteen[1]!) : undefined;
  return rest === undefined ? undefined : 1900 + rest;
}

/** What may stand before a year: "in the year 2001", "A.D. 2019". */
const YEAR_LEAD = String.raw`(?:in\s+the\s+year\s+(?:of\s+)?(?:our\s+Lord\s+)?|A\.\s?D\.?\s+)?`;

/** "the 27th day of November 2018", "this 6th day of April, 1999", "the 11 day of January, 2001", "the 1st day of July, A.D. 2019". */
const dayOfMonthParser: chrono.Parser = {
  pattern: () => new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+day\s+of\s+${MONTH_PATTERN},?\s+${YEAR_LEAD}${YEAR}`, 'i'),
  extract: (_context, match) => {
    const day = Number(match[1]);
    const month = monthIndex(match[2]!);
    const year = readYear(match[3]!);
    if (!month || !year || day < 1 || day > 31) return null;
    return { day, month, year };
  },
};

const ORDINAL_UNITS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const ORDINAL_TEENS = [
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
/** "first" … "thirty-first" as a day of the month. */
function ordinalDay(words: string): number | undefined {
  const w = words
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
  const unit = ORDINAL_UNITS.indexOf(w);
  if (unit >= 0) return unit + 1;
  const teen = ORDINAL_TEENS.indexOf(w);
  if (teen >= 0) return teen + 10;
  if (w === 'twentieth') return 20;
  if (w === 'thirtieth') return 30;
  const m = /^(twenty|thirty) (\w+)$/.exec(w);
  const u = m ? ORDINAL_UNITS.indexOf(m[2]!) : -1;
  if (!m || u < 0) return undefined;
  const day = (m[1] === 'twenty' ? 20 : 30) + u + 1;
  return day <= 31 ? day : undefined;
}
const ORDINAL_WORD = String.raw`((?:twenty|thirty)[\s-]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)`;
/** "the twentieth day of May, 2015", "the first of June 2020", "the thirtieth (30th) day of June, 2022". */
const ordinalWordParser: chrono.Parser = {
  pattern: () =>
    new RegExp(
      String.raw`\b${ORDINAL_WORD}\s+(?:\(\d{1,2}(?:st|nd|rd|th)?\)\s+)?(?:day\s+)?of\s+${MONTH_PATTERN},?\s+${YEAR_LEAD}${YEAR}`,
      'i',
    ),
  extract: (_context, match) => {
    const day = ordinalDay(match[1]!);
    const month = monthIndex(match[2]!);
    const year = readYear(match[3]!);
    if (!day || !month || !year) return null;
    return { day, month, year };
  },
};

/** Month first with the day in digits or words and the year in words: "March 1, two thousand and one", "March first, 2001". */
const monthFirstWordsParser: chrono.Parser = {
  pattern: () =>
    new RegExp(
      String.raw`\b${MONTH_PATTERN}\s+(?:(\d{1,2})(?:st|nd|rd|th)?,?\s+${YEAR_LEAD}(${YEAR_IN_WORDS})\b|${ORDINAL_WORD},?\s+${YEAR_LEAD}${YEAR}|(${UNDER_100}),\s+${YEAR_LEAD}${YEAR})`,
      'i',
    ),
  extract: (_context, match) => {
    const month = monthIndex(match[1]!);
    // "March one, 2001": a day in cardinal words only with its comma, so that "May one day" stays words.
    const day = match[2] ? Number(match[2]) : match[4] ? ordinalDay(match[4]) : under100(match[6]!);
    const year = readYear(match[3] ?? match[5] ?? match[7]!);
    if (!month || !day || !year || day > 31) return null;
    return { day, month, year };
  },
};

/** "4-Feb-19", "04-FEB-19": the day-month-year of spreadsheets and bank forms, with a two-digit year. */
const dashedShortYearParser: chrono.Parser = {
  pattern: () => new RegExp(String.raw`(?<![\d-])(\d{1,2})-${MONTH_PATTERN}-(\d{2})(?![\d-])`, 'i'),
  extract: (_context, match) => {
    const day = Number(match[1]);
    const month = monthIndex(match[2]!.replace(/\.$/, ''));
    const yy = Number(match[3]);
    if (!month || day < 1 || day > 31) return null;
    return { day, month, year: yy + (yy >= 50 ? 1900 : 2000) };
  },
};

const parser = chrono.strict.clone();
parser.parsers.push(dayOfMonthParser, ordinalWordParser, monthFirstWordsParser, dashedShortYearParser);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Same-length repairs of what PDF, OCR and EDGAR conversion do to dates, so that offsets still
 * point into the flat text: "1 st" / "1s t" / "17t h" → "1st", "April. 1st" → "April 1st",
 * "April 15 , 2010" → "April 15, 2010", "day of April , 2010" → "day of April, 2010", line breaks → spaces.
 */
const FULL_MONTHS = MONTHS.join('|');
const MONTH_WORD = String.raw`(?:${FULL_MONTHS}|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?`;
const blank = (m: string) => ' '.repeat(m.length);

/** Whether two words differ by one letter changed, added or left out, or two neighbours swapped (Damerau–Levenshtein ≤ 1). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * The month a misspelt month name stands for ("JANAURY", "Febuary", "Septmber", "Marhc"), or undefined. A long name (six
 * letters or more) may be one edit away; a short one only by two letters swapped, since one edit from "March" or "June" is
 * an English word ("Match", "Tune"). Used only where a day and a year stand beside the word.
 */
function misspeltMonth(word: string): string | undefined {
  const w = word.toLowerCase();
  if (w.length < 4 || MONTHS.includes(w)) return undefined;
  return MONTHS.find((m) =>
    m.length >= 6
      ? oneEditApart(w, m)
      : m.length >= 4 && w.length === m.length && oneEditApart(w, m) && [...w].sort().join('') === [...m].sort().join(''),
  );
}

/** The same-length stand-in for a misspelt month: its name, or its first three letters where the word is shorter, padded with spaces. */
function monthStandIn(word: string, month: string, padBefore: boolean): string {
  const name = month.length <= word.length ? month : month.slice(0, 3);
  const pad = ' '.repeat(word.length - name.length);
  return padBefore ? pad + name : name + pad;
}

export function normalizeDateText(flat: string): string {
  return (
    flat
      // A misspelt month between a day and a year ("31 JANAURY, 2018") or before a day and a year ("Febuary 4, 2019").
      .replace(/(?<=\b\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?)([A-Za-z]{4,10})(?=\.?,?\s+\d{4}\b)/g, (w: string) => {
        const m = misspeltMonth(w);
        return m ? monthStandIn(w, m, true) : w;
      })
      .replace(/\b([A-Za-z]{4,10})(?=\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b)/g, (w: string) => {
        const m = misspeltMonth(w);
        return m ? monthStandIn(w, m, false) : w;
      })
      // "Feb ruary 4" (a line or OCR gap inside the month's name) → "February  4"; "Feb- ruary 4", "Feb-\nruary 4" (a
      // word hyphenated at a line's end) → "February   4".
      .replace(/\b([A-Za-z]{2,8})(-\s*| )([a-z]{1,7})(\.?,?)(?=\s+\d)/g, (m, a: string, gap: string, b: string, stop: string) =>
        MONTHS.includes(`${a}${b}`.toLowerCase()) ? `${a}${b}${stop}${' '.repeat(gap.length)}` : m,
      )
      // "February 4. 2019" (a full stop for the comma before the year) → "February 4, 2019".
      .replace(new RegExp(String.raw`(?<=\b${MONTH_WORD}\s{1,3}\d{1,2}(?:st|nd|rd|th)?)\.(?=\s{1,3}\d{4}\b)`, 'gi'), ',')
      // "[February 4], 2019", "February [4], 2019", "4 [February] [2019]": brackets of a form's blanks, filled in.
      .replace(
        new RegExp(String.raw`\[(\s*(?:${MONTH_WORD}\s+)?\d{1,2}(?:st|nd|rd|th)?\s*)\](?=\s*,?\s*\[?\s*(?:\d{4}|${MONTH_WORD}))`, 'gi'),
        ' $1 ',
      )
      .replace(new RegExp(String.raw`(?<=\b${MONTH_WORD}\s{1,3})\[(\s*\d{1,2}(?:st|nd|rd|th)?\s*)\]`, 'gi'), ' $1 ')
      .replace(new RegExp(String.raw`(?<=(?:\d|${MONTH_WORD}),?\s{1,3})\[(\s*\d{4}\s*)\]`, 'gi'), ' $1 ')
      // "February the 4th, 2019" → "February     4th, 2019".
      .replace(new RegExp(String.raw`(?<=\b${MONTH_WORD}\s{1,3})the\s(?=\d{1,2}(?:st|nd|rd|th)?\b)`, 'gi'), blank)
      // "February 4, A.D. 2019", "4th day of February A.D., 2019": the era, blanked (its comma kept before the year).
      .replace(
        new RegExp(String.raw`(?<=(?:\d|\d(?:st|nd|rd|th)|\b${MONTH_WORD}))(,?)\s+A\.\s?D\.?(,?)(?=\s+\d{4}\b)`, 'gi'),
        (m, c1: string, c2: string) => (c1 || c2 ? ',' : '') + ' '.repeat(m.length - (c1 || c2 ? 1 : 0)),
      )
      // "March 1, in the year of our Lord 2001" → "March 1,                        2001".
      .replace(
        new RegExp(
          String.raw`(?<=(?:\d|\d(?:st|nd|rd|th)|\b${MONTH_WORD}),?\s{1,3})in\s+the\s+year\s+(?:of\s+)?(?:our\s+Lord\s+)?(?=\d{4}\b)`,
          'gi',
        ),
        blank,
      )
      // "February 4, 20 19" (a gap in the year) → "February 4, 2019 ".
      .replace(
        new RegExp(
          String.raw`(?<=\b${MONTH_WORD}\s{1,3}\d{1,2}(?:st|nd|rd|th)?,?\s{1,3}|\bday\s+of\s+${MONTH_WORD},?\s{1,3})(1[6-9]|20) (\d\d)\b`,
          'gi',
        ),
        '$1$2 ',
      )
      // OCR's letters for digits in a date's day and year ("July l5, 2O04") and a gap in its day ("July 1 5, 2004").
      .replace(
        new RegExp(String.raw`(?<=\b${MONTH_WORD}\s{1,3})([0-3lIO]?[\dlIO])(?=(?:st|nd|rd|th)?,?\s{1,3}[12][\dOo]{3}\b)`, 'gi'),
        (m: string) => (/\d/.test(m) ? m.replace(/[lI]/g, '1').replace(/O/g, '0') : m),
      )
      .replace(new RegExp(String.raw`(?<=\b${MONTH_WORD}\s{1,3}\d{1,2}(?:st|nd|rd|th)?,?\s{1,3})([12][\dOo]{3})\b`, 'gi'), (m: string) =>
        /\d.*\d/.test(m) ? m.replace(/[Oo]/g, '0') : m,
      )
      .replace(new RegExp(String.raw`(?<=\b${MONTH_WORD}\s{1,3})([0-3]) (\d)(?=,\s{1,3}\d{4}\b)`, 'gi'), '$1$2 ')
      // "March l, 2001": a lone l or I for the day 1, only right before the comma and a year.
      .replace(new RegExp(String.raw`(?<=\b${MONTH_WORD}\s{1,3})[lI](?=,\s{1,3}\d{4}\b)`, 'gi'), '1')
      // "February 4,, 2019" → "February 4,  2019".
      .replace(/(\d),,(?=\s)/g, '$1, ')
      // "02/04/2019Name": a numeric date glued to the next word (a PDF's lost line break) is cut from it.
      .replace(/(?<![\d/.-])(\d{1,2}([/.-])\d{1,2}\2(?:\d{4}|\d{2}))[A-Za-z]/g, '$1 ')
      .replace(/(\d) (st|nd|rd|th)\b/g, '$1$2 ')
      .replace(/(\d)(s t|n d|r d|t h)\b/gi, (_, d: string, suf: string) => `${d}${suf.replace(' ', '')} `)
      .replace(/\b(January|February|March|April|May|June|July|August|September|October|November|December)\.(?=\s*\d)/gi, '$1 ')
      .replace(/(\d) ,(\s)/g, '$1,$2 ')
      .replace(/\b(January|February|March|April|May|June|July|August|September|October|November|December) ,(\s)/gi, '$1,$2 ')
      .replace(/\n/g, ' ')
  );
}

const NUMERIC = /^(\d{1,2})([./-])(\d{1,2})\2(\d{2}|\d{4})$/;

/**
 * Whether the document writes its dates day first: a numeric date that can only be read day first
 * ("25/12/2019"), or more dates written "13 October 2005" than "October 13, 2005". Dotted numeric
 * dates ("1.4.2011") are read day first regardless: it is how the countries that write them read them.
 */
function readsDayFirst(flat: string): boolean {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const m of flat.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(?:\d{4}|\d{2})\b/g)) {
    if (Number(m[1]) > 12 && Number(m[2]) <= 12) dayFirst += 3;
    else if (Number(m[2]) > 12 && Number(m[1]) <= 12) monthFirst += 3;
  }
  const month = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December)`;
  dayFirst += [...flat.matchAll(new RegExp(String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+${month},?\s+\d{4}\b`, 'g'))].length;
  monthFirst += [...flat.matchAll(new RegExp(String.raw`\b${month}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b`, 'g'))].length;
  return dayFirst > monthFirst;
}

/** "Source: ACME CORP, 10-K, 3/28/2019": the line EDGAR prints on every page of a filing, not a date of the document. */
const FILING_LINE = /Source:[^:\n]{0,140}$/;

/** Every full date (day, month and year written) in the flat text. */
export function findDates(flat: string): FoundDate[] {
  const repaired = normalizeDateText(flat);
  const out: FoundDate[] = [];
  let dayFirst: boolean | undefined;
  for (const raw of parser.parse(repaired, new Date(2000, 0, 1))) {
    // chrono takes the preposition before a day-first date into its match ("on 30 June 2010"): the date starts after it,
    // so that the words before it ("shall terminate on") read as they are written.
    const lead = /^(?:on|the)\s+(?=\d)/i.exec(raw.text)?.[0].length ?? 0;
    const r = { index: raw.index + lead, text: raw.text.slice(lead), start: raw.start, end: raw.end };
    const s = r.start;
    if (!s.isCertain('day') || !s.isCertain('month') || !s.isCertain('year')) continue;
    // A year must be written (chrono fills one in for "within 30 days").
    if (!/\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2}\b|\d-[A-Za-z]{3,9}\.?-\d{2}\b|\b(?:thousand|nineteen)\b/i.test(r.text)) continue;
    let year = s.get('year')!;
    let month = s.get('month')!;
    let day = s.get('day')!;
    const numeric = NUMERIC.exec(r.text.trim());
    if (numeric) {
      // chrono reads every numeric date month first; dotted dates and day-first documents are day first.
      const [a, b] = [Number(numeric[1]), Number(numeric[3])];
      dayFirst ??= readsDayFirst(flat);
      const first = numeric[2] === '.' || dayFirst ? 'day' : 'month';
      [day, month] = first === 'day' && b <= 12 ? [a, b] : a <= 12 ? [b, a] : [a, b];
      if (numeric[4]!.length === 2) year = Number(numeric[4]) + (Number(numeric[4]) >= 50 ? 1900 : 2000);
      if (month < 1 || month > 12 || day < 1 || day > 31) continue;
    }
    if (year < 1600 || year > 2200) continue;
    if (FILING_LINE.test(flat.slice(Math.max(0, r.index - 150), r.index))) continue;
    const iso = `${year}-${pad(month)}-${pad(day)}`;
    // A range ("April 1, 2020 – March 31, 2022", "from 1 May 2019 to 30 April 2021") is two dates: chrono reads it as one.
    const range = r.end && /^(.*\d)(\s*(?:-|–|—|to|through|until)\s*)(\S.*)$/s.exec(r.text);
    if (
      range &&
      r.end!.isCertain('day') &&
      r.end!.isCertain('month') &&
      r.end!.isCertain('year') &&
      /\d{4}|\b(?:thousand|nineteen)\b/i.test(range[3]!)
    ) {
      const startText = range[1]!;
      // chrono may begin the range inside the date before it ("2005-10-16 to 31 March 2006" read as "16 to 31 March 2006"):
      // the whole date before "to" is read on its own.
      const tokenStart = /[\p{L}\d][-/.]$/u.test(repaired.slice(Math.max(0, r.index - 2), r.index))
        ? Math.max(repaired.lastIndexOf(' ', r.index), repaired.lastIndexOf('\n', r.index)) + 1
        : -1;
      if (tokenStart >= 0) {
        const whole = findDates(flat.slice(tokenStart, r.index + startText.length));
        if (whole.length === 1) out.push({ ...whole[0]!, start: tokenStart + whole[0]!.start, end: tokenStart + whole[0]!.end });
      } else
        out.push({ start: r.index, end: r.index + startText.length, text: flat.slice(r.index, r.index + startText.length).trim(), iso });
      const endAt = r.index + startText.length + range[2]!.length;
      const e = r.end!;
      const endIso = `${e.get('year')!}-${pad(e.get('month')!)}-${pad(e.get('day')!)}`;
      if (e.get('year')! >= 1600 && e.get('year')! <= 2200)
        out.push({ start: endAt, end: r.index + r.text.length, text: flat.slice(endAt, r.index + r.text.length).trim(), iso: endIso });
      continue;
    }
    const text = flat.slice(r.index, r.index + r.text.length).trim();
    out.push({ start: r.index, end: r.index + r.text.length, text, iso });
  }
  return out;
}

export type DateLabel =
  | 'Agreement Date'
  | 'Effective Date'
  | 'Expiration Date'
  | 'Signing Date'
  | 'Argued'
  | 'Decided'
  | 'Filed'
  | 'Letter Date'
  | 'Document Date';

export interface LabelledDate extends FoundDate {
  label: DateLabel;
}

const before = (flat: string, d: FoundDate, n: number) => flat.slice(Math.max(0, d.start - n), d.start);
const after = (flat: string, d: FoundDate, n: number) => flat.slice(d.end, d.end + n);

const EFFECTIVE_AFTER = /^\s*,?\s*\(\s*(?:the|this|such)?\s*"?\s*(?:Effective|Commencement|Start)\s*Date/i;
// The end of the term named by a defined term after the date: "December 31, 2022 (the "Expiration Date")".
const END_AFTER = /^\s*,?\s*\(\s*(?:the|this|such)?\s*"?\s*(?:Expiration|Expiry|Termination|End)\s*Date/i;
// A time of day may come before the date ("means 12:01 a.m. Eastern Standard Time on March 3, 2003"): its full stops end no sentence.
const DEFINITION_GAP = String.raw`(?:[^.]|\b[ap]\.m\.|\b[AP]\.M\.){0,80}$`;
const END_DEFINED = new RegExp(
  String.raw`"(?:Expiration|Expiry|Termination|End)\s*Date"\s+(?:shall\s+)?(?:mean|means|is|shall\s+be)\b${DEFINITION_GAP}`,
  'i',
);
// "effective as of", "takes effect on", "comes (enters) into force on", "The effective date of this Agreement shall be".
const EFFECTIVE_BEFORE =
  /\b(?:effective|(?:takes?|taking|take)\s+effect|(?:come|comes|came|coming|enter|enters|entered|entering)\s+into\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?)\s+(?:as\s+of\s+|on\s+|from\s+|date\s*(?:of\s+(?:this|the)\s+(?:[\w-]+\s+){0,3}?(?:agreement|contract)\s+)?(?:of\s+|is\s+|(?:shall|will)\s+be\s+|:\s*)|beginning\s+(?:on\s+)?)?(?:this\s+|the\s+)?$/i;
// The start of the term given as a form's field, as END_FIELD gives its end: "Commencement Date: …", "Start Date: …".
const START_FIELD =
  /(?:^|\n|[.;:]\s|\b(?:the|this|its)\s)\s*(?:commencement|start(?:ing)?|beginning)\s+date(?:\s+of\s+(?:this|the)\s+(?:agreement|contract|term))?\s*(?::|-|–|\bis\b|\b(?:shall|will)\s+be\b)\s*(?:the\s+)?$/i;
const EFFECTIVE_DEFINED = new RegExp(
  String.raw`"(?:Effective|Commencement)\s*Date"\s+(?:shall\s+)?(?:mean|means|is|shall\s+be)\b${DEFINITION_GAP}`,
  'i',
);
// "terminate this Agreement, effective as of …", "the original contract, made effective on …": another event's or agreement's date.
const NOT_THIS_AGREEMENTS = /\b(?:terminat\w*|expir\w*|amend\w*|original|previous(?:ly)?|prior|existing|replaces?|renewal)\b[^.;]{0,60}$/i;
const TERM_START =
  /\b(?:commenc(?:e|es|ing|ement)\s+(?:on|upon|as\s+of|from)?|begin(?:s|ning)?\s+(?:on|as\s+of)?|beginning|starting(?:\s+on)?|start\s+on|from|for\s+the\s+period(?:\s+(?:of|from))?)\s*(?:the\s+)?$/i;
// A time of day before the date ("at midnight on", "at 11:59 p.m. (Eastern Time) on"); the first of two
// ends ("on the earlier of (a) December 31, 2025 and (b) …").
const AT_TIME = String.raw`(?:\s+(?:at\s+)?(?:midnight|noon|(?:the\s+)?close\s+of\s+business|(?:the\s+)?end\s+of\s+(?:the\s+)?(?:business\s+)?day|\d{1,2}(?::\d{2})?\s*[ap]\.?\s*m\.?)(?:\s*\([^)]{1,30}\))?(?:\s+[A-Z][a-z]+\s+[Tt]ime)?)?`;
const EARLIER_OF = String.raw`(?:(?:the\s+)?(?:earlier|earliest|first)\s+(?:to\s+occur\s+)?of\s*:?\s*(?:\(\s*(?:a|i|1)\s*\)\s*)?)?`;
const TERM_END = new RegExp(
  String.raw`\b(?:through|until|till|up\s+to(?:\s+and\s+including)?|expir(?:e|es|ing|ation)(?:\s+\w+ly)?${AT_TIME}(?:\s+(?:on|date\s+of))?|terminat(?:e|es|ing)(?:\s+\w+ly)?${AT_TIME}\s+on|laps(?:e|es|ing)${AT_TIME}\s+on|ending(?:\s+on)?|ends?${AT_TIME}\s+on|ends?|end\s+of|continu(?:e|es|ing)\s+(?:in\s+(?:full\s+force\s+and\s+)?effect\s+)?(?:until|through)|extend(?:s|ed|ing)?\s+to)${AT_TIME}\s*(?:on\s+)?(?:and\s+including\s+)?(?:the\s+)?${EARLIER_OF}$|\bfrom\b[^.;]{1,80}\b(?:to|-|–|—)\s+(?:and\s+including\s+)?(?:the\s+)?$`,
  'i',
);
// A date given as a field of a form: "Expiration Date: …", "TERMINATION DATE: …".
const END_FIELD =
  /\b(?:expiration|expiry|termination|end)\s+date(?:\s+of\s+(?:this|the)\s+(?:agreement|contract|term))?\s*(?::|\.|-|–|\bis\b|\b(?:shall|will)\s+be\b)\s*$/i;
// A term written as a range: "Term: January 1, 2019 – December 31, 2020", "for the period January 1, 2019 to December 31, 2020".
const RANGE_END = /\b(?:term|period)\b[^.;]{0,60}?\d{4}\s*(?:-|–|—|to|through|until)\s*(?:and\s+including\s+)?$/i;
// The agreement's own term, not any period it mentions ("for the period through September 30").
const TERM_CONTEXT =
  /(?:\b(?:the|this|its|initial|fixed|renewal)\s+(?:effective\s+|initial\s+|primary\s+|original\s+)?"?term"?|"term"\s+(?:shall\s+)?means?|\bterm\s+of\s+(?:this|the)\b|\b(?:have|has)\s+a\s+term\b|\bterm\s+hereof\b|expir(?:e|es|ation)|terminat(?:e|es)(?:\s+\w+ly)?\s+on|laps(?:e|es)\s+on|(?:this|the)\s+(?:agreement|contract)\s+(?:shall|will|is|does)?\s*(?:\w+\s+){0,2}?(?:commence|continue|remain|(?:be\s+)?effective|begin|(?:be\s+)?valid|(?:be\s+)?in\s+(?:full\s+)?(?:force|effect)|run|last))/i;
const AGREEMENT_CUE = /\b(?:dated|made|entered\s+into|executed|effective|as\s+of|this|day\s+of|agreement|signed)\b/i;
/** The cue of the date the agreement was made: "made and entered into this …", "dated as of …", "DATED". */
const MADE_CUE = /\b(?:dated|made|entered\s+into|executed|signed|concluded)\b[^.;()]{0,40}$/i;
// "… as amended on", "Amended and Restated … dated": another version's date; not where this agreement is named after the word
// ("This Cooperation Agreement (2014 Amendment) (this "Agreement") is entered into on …").
// Nor where the word names this document itself ("This Amendment No. 1 is dated …", "This amendment ("Amendment") is made on …").
const AMENDMENT =
  /\b(?<!\bthis\s+(?:[\w.-]+\s+){0,3})(?:amend(?:ed|ment|s|ing)|restated|supplement(?:ed)?)\b(?!\s*"?\s*\))(?![^.;]*\bthis\s+"?(?:agreement|contract|amendment)\b)[^.;]{0,40}$/i;
/** An amendment or addendum, by its title or first lines. */
const AMENDING_DOCUMENT = /\b(?:amendment|addendum)\b/i;
/** An amendment's own title: "First Amendment to Supply and Manufacturing Agreement", "Amendment No. 2 to the License Agreement". */
const AMENDMENT_TITLE =
  /\b(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+)?amendment(?:\s+(?:no\.?|number|#)\s*\d+)?\s+to\s+(?:the\s+)?(?:[\w&/-]+\s+){0,6}?(?:agreement|contract)\b/i;
/** A date that begins a fiscal or calendar period, not the term: "Licensee's fiscal year beginning April 1, 2003" (not "three years commencing …"). */
const PERIOD_START =
  /\b(?:fiscal|calendar|financial|tax|accounting)\s+(?:year|quarter|month|half|period)s?\s+(?:(?:which|that)\s+)?(?:commenc\w*|begin\w*|start\w*)\s+(?:on\s+|as\s+of\s+)?(?:the\s+)?$/i;
// In an amendment, "the Supply Agreement dated …", "a Development Agreement (the "Agreement") dated …", "the
// supply agreement between them dated …": the date of the agreement it amends, not its own.
const AMENDED_AGREEMENT_DATED =
  /\b(?<!\bthis\s+(?:[\w-]+\s+){0,4})(?:agreement|contract)\b(?:\s*\([^)]{0,60}\))?,?\s*(?:between\s+[^.;]{0,160}?)?\s*dated\s*(?:as\s+of\s+)?$/i;
// "acting on the basis of the Power of Attorney No 1-13 dated …", "the License … dated": another document's date, not this one's.
const OTHER_DOCUMENT_DATED =
  /\b(?<!\bthis\s)(?:power\s+of\s+attorney|resolution|certificate|licen[cs]e|letter|decree|charter|minutes|protocol|order|proxy)\b[^.;]{0,40}\bdated\s*(?:as\s+of\s+)?$/i;
// "the Schedule 13G/A with respect to the shares of … of Fenwick Group Inc., dated as of …": a filing or report the
// agreement is about, dated in a phrase that may run over a par value's or a legal form's full stop.
const OTHER_FILING_DATED =
  /\b(?<!\bthis\s)(?:schedule|statement|report|filing|prospectus)\b(?:[^.;]|\.(?=\d)|(?<=\b(?:Inc|Corp|Co|Ltd|No|L\.P|N\.A))\.){0,160}?\bdated\s*(?:as\s+of\s+)?$/i;
// "pursuant to a Subscription Agreement dated as of …", "under that certain Loan Agreement (the "Loan") dated …":
// an agreement the text refers to by an indefinite or "that certain" article, not this one ("this Agreement").
const REFERRED_AGREEMENT_DATED =
  /\b(?:pursuant\s+to|under|in\s+connection\s+with|(?:relat(?:ed|ing)|referred)\s+to(?:\s+in)?)\s+(?:a|an|that\s+certain)\s+[^.;]{0,80}?\b(?:agreement|contract)\b[^.;]{0,60}?\bdated\s*(?:as\s+of\s+)?$/i;
// A draft's or revision's stamp on the first lines ("DRAFT (Americas) 1/12/00 (Rev 1)", "Revised 3/4/2019"): no date of the agreement.
const VERSION_STAMP = /\b(?:draft|revised|revision|rev\.?|version|printed|form)\b[^\n.;]{0,30}$/i;
// Effective Date defined by the signatures: "the date the last party hereto has executed this Agreement".
// Also "effective upon signature by both Parties", "on the later of the dates of signature below", "takes effect on the date on
// which both parties have signed it".
const EFFECTIVE_BY_SIGNATURE =
  /\b(?:effective|(?:take|takes|taking)\s+effect|(?:come|comes)\s+into\s+(?:force|effect))\b[^.]{0,120}\b(?:(?:last|latest|final)\s+(?:date\s+of\s+)?(?:signature|execution|party|signatory)|(?:later|latest)\s+of\s+the\s+(?:two\s+)?dates?\s+(?:of\s+(?:signature|execution)|(?:on\s+which|that|when)\s+[^.]{0,40}?\b(?:sign|execut))|date\s+(?:of\s+)?(?:last\s+)?(?:signature|execution)|(?:signature|execution|signing)\s+(?:of\s+this\s+\w+\s+)?by\s+(?:both|all|each\s+of\s+the)\b|(?:both|all)\s+(?:of\s+the\s+)?(?:parties|signatories)\s+(?:have|has)\s+(?:signed|executed)|(?:fully\s+)?executed\s+by\s+(?:both|all)|date\s+(?:this\s+agreement\s+is\s+)?signed)|\b(?:last|latest|final)\s+(?:party|signatory)\b[^.]{0,60}\b(?:execut|sign)[^.]{0,80}"?effective\s+date/i;

// Effective Date defined by the agreement's own date: "effective as of the date first written above",
// ""Effective Date" means the date first set forth above", "shall become effective as of the day and year first above written".
const EFFECTIVE_AS_DATED =
  /\beffective\b[^.;]{0,80}?\b(?:date|day\s+and\s+year)\s+first\s+(?:above\s+|hereinabove\s+)?(?:written|set\s+(?:forth|out)|stated|mentioned|indicated)\b/i;

/** A full stop that ends an abbreviation, not a sentence: "p.m.", "U.S.", "Inc.", "No.". */
const ABBREVIATION_END =
  /(?:\b\p{L}\.\p{L}|\b(?:Inc|Ltd|Corp|Co|No|Nos|Mr|Mrs|Ms|Dr|St|Sec|approx|etc|vs|i\.e|e\.g|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec))$/iu;

/** A heading about the term just before the sentence ("8. Term of Joint Venture. The Joint Venture shall commence …"). */
const TERM_HEADING = /(?:^|\n|\d\.?\s)\s*(?:term|duration|period)(?:\s+(?:of|and)\s+[\w\s]{1,30}?)?\s*[.:]\s*$/i;

/** Whether a date's sentence is about the agreement's own term: by its words, or by the heading it sits under. */
function aboutTheTerm(flat: string, d: FoundDate): boolean {
  const sentence = sentenceAround(flat, d);
  if (TERM_CONTEXT.test(sentence)) return true;
  // The sentence starts at the full stop that ends the heading before it.
  const at = flat.lastIndexOf(sentence, d.start);
  return at > 0 && TERM_HEADING.test(flat.slice(Math.max(0, at - 50), at + 1));
}

function sentenceAround(flat: string, d: FoundDate): string {
  let s = d.start;
  do s = flat.lastIndexOf('. ', s - 1);
  while (s > 0 && ABBREVIATION_END.test(flat.slice(Math.max(0, s - 8), s)));
  s = Math.max(s, flat.lastIndexOf('\n', d.start), 0);
  let e = d.end - 2;
  do e = flat.indexOf('. ', e + 2);
  while (e >= 0 && ABBREVIATION_END.test(flat.slice(Math.max(0, e - 8), e)));
  return flat.slice(s, e < 0 ? flat.length : e);
}

/**
 * The signature pages: after the last "IN WITNESS WHEREOF" or "Agreed and Accepted", or else around
 * the first "By:" signature line (one followed by "/s/", "Name:", "Title:" or "Signature") in the
 * second half of the text.
 */
export function signatureRegion(flat: string): { start: number; end: number } | undefined {
  // The first one: forms and samples appended after the signatures have their own.
  const first = /\bIN\s+WITNESS\s+WHEREOF\b|\b(?:agreed|accepted)\s+(?:to\s+)?and\s+(?:agreed|accepted)\b/i.exec(flat);
  if (first) return { start: first.index, end: Math.min(flat.length, first.index + 3000) };
  const by = /\bBy\s*:\s*(?=[^\n]{0,200}?(?:\/s\/|Name\s*:|Title\s*:|Signature))/g;
  by.lastIndex = Math.floor(flat.length / 2);
  const m = by.exec(flat);
  if (!m) return undefined;
  // The region starts where a line, sentence or label ends: a name cut by a count of characters ("HPS MEZZA|NINE …",
  // "Ares |Trading SA") is no name.
  let start = Math.max(0, m.index - 400);
  const cut = flat.slice(Math.max(0, start - 200), start);
  const boundary = Math.max(cut.lastIndexOf('\n'), ...[...cut.matchAll(/[.:;]\s/g)].map((b) => b.index + 1));
  if (start > 0 && boundary >= 0) start = start - cut.length + boundary + 1;
  else while (start > 0 && /\S/.test(flat[start - 1]!)) start--;
  return { start, end: Math.min(flat.length, m.index + 2500) };
}

/**
 * A date on a line the pages repeat three times or more ("[INITIALS]   20.3.98   30.4.98" under each page, a
 * running head or footer) is page furniture, not the day the document was made.
 */
function onRepeatedLine(flat: string, d: FoundDate): boolean {
  const start = flat.lastIndexOf('\n', d.start) + 1;
  const nl = flat.indexOf('\n', d.end);
  const line = flat.slice(start, nl < 0 ? flat.length : nl).trim();
  if (line.length < 12) return false;
  let count = 0;
  for (let i = flat.indexOf(line); i >= 0 && count < 3; i = flat.indexOf(line, i + line.length)) count++;
  return count >= 3;
}

/** A date given as the effective date's field ("Effective Date: March 1, 1996"), not as the day the agreement was made. */
const EFFECTIVE_FIELD = /\beffective\s+date\s*:\s*$/i;

/** A signer's own date on the signature pages: a "Date:", "Dated:" or "Date signed:" field. */
const SIGNER_DATE_CUE = /\b(?:Date|DATE|Dated|DATED)(?:\s+(?:[Ss]igned|SIGNED|of\s+(?:[Ss]ignature|[Ee]xecution)))?\s*:\s*(?:as\s+of\s+)?$/;

/** The dates on the signature pages (none where there are no signature pages). */
function datesOnSignaturePages(flat: string, dates: FoundDate[]): FoundDate[] {
  // A form whose signature block comes at its head, before the terms ("AGREED: … By: /s/ … Date: …").
  const region = signatureRegion(flat) ?? signatureBlockAt(flat, 0);
  const inRegion = region ? dates.filter((d) => d.start >= region.start && d.end <= region.end) : [];
  if (inRegion.length > 0) return inRegion;
  const placeDate = placeAndDateLine(flat, dates);
  return placeDate ? [placeDate] : [];
}

/** The first "By:" signature line from `from` on, with the text around it. */
function signatureBlockAt(flat: string, from: number): { start: number; end: number } | undefined {
  const by = /\bBy\s*:\s*(?=[^\n]{0,200}?(?:\/s\/|Name\s*:|Title\s*:|Signature))/g;
  by.lastIndex = from;
  const m = by.exec(flat);
  return m ? { start: Math.max(0, m.index - 400), end: Math.min(flat.length, m.index + 2500) } : undefined;
}

/**
 * Signatures given without "By:" or "IN WITNESS WHEREOF": the "place, date" line just above the first
 * "/s/" in the second half of the text ("Hamburg, November 19, 2012", or the date alone on its line).
 */
function placeAndDateLine(flat: string, dates: FoundDate[]): FoundDate | undefined {
  const signed = flat.indexOf('/s/', Math.floor(flat.length / 2));
  if (signed < 0) return undefined;
  return dates.find(
    (d) =>
      d.end <= signed &&
      d.start >= signed - 250 &&
      /(?:^|\n)[ \t]*(?:[A-Z][\w.'-]*(?:[ \t]+[A-Z][\w.'-]*){0,3}[ \t]*,[ \t]*)?$/.test(before(flat, d, 60)) &&
      /^[ \t]*\n/.test(after(flat, d, 20)) &&
      !/[^\s]/.test(
        flat
          .slice(d.end, signed)
          .replace(/\/s\/[\s\S]*$/, '')
          .replace(/[\s_-]+/g, ''),
      ),
  );
}

/** Each signer's own date, where the signers dated their signatures on different days. */
function signerDates(flat: string, signed: FoundDate[]): FoundDate[] {
  const cued = signed.filter((d) => SIGNER_DATE_CUE.test(before(flat, d, 30)));
  const days = new Map(cued.map((d) => [d.iso, d]));
  return days.size > 1 ? [...days.values()] : [];
}

/** The date the agreement was signed: the latest date on its signature pages. */
function signingDate(signed: FoundDate[]): FoundDate | undefined {
  return signed.reduce<FoundDate | undefined>((best, d) => (!best || d.iso > best.iso ? d : best), undefined);
}

/** Key dates of a contract: made (in the preamble), takes effect, ends; the signing date where the preamble has none. */
/**
 * The text with the full stop of an abbreviation inside a sentence ("Amendment No. 2", "Harrow Mills Inc. (", "Jan. 5")
 * changed to a middle dot, same length: the role patterns read a sentence up to its full stop or semicolon, and such a
 * stop ends none. A stop before a capitalised word after a legal form ("… Inc. This Agreement") is kept.
 */
export function maskAbbreviationStops(flat: string): string {
  return flat.replace(
    /\b(No|Nos|Inc|Corp|Co|Ltd|Mr|Mrs|Ms|Dr|St|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.(?=\s*(?:\d|\(|,|[a-z]|"))/g,
    '$1·',
  );
}

export function contractDates(text: string, dates: FoundDate[], preamble: { start: number; end: number }): LabelledDate[] {
  const flat = maskAbbreviationStops(text);
  const out: LabelledDate[] = [];
  const amending = AMENDING_DOCUMENT.test(flat.slice(0, 400));
  const inPreamble = dates.filter(
    (d) =>
      d.start >= preamble.start &&
      d.end <= preamble.end &&
      !AMENDMENT.test(before(flat, d, 60)) &&
      !OTHER_DOCUMENT_DATED.test(before(flat, d, 80)) &&
      !OTHER_FILING_DATED.test(before(flat, d, 200)) &&
      !REFERRED_AGREEMENT_DATED.test(before(flat, d, 200)) &&
      !(amending && AMENDED_AGREEMENT_DATED.test(before(flat, d, 140))) &&
      !VERSION_STAMP.test(before(flat, d, 40)) &&
      !onRepeatedLine(flat, d),
  );
  // A "DATED 13 October 2005" heading anywhere in the head names the agreement's date too.
  const datedHeading = dates.find(
    (d) => d.start < Math.max(preamble.end, 15_000) && /(?:^|\n|\s)(?:DATED|Dated)\s*:?\s*(?:as\s+of\s+)?$/.test(before(flat, d, 20)),
  );
  // A date that starts or ends the term ("shall commence on …", "effective until …") is the term's, not the day the agreement was made.
  const ofTheTerm = (d: FoundDate) => TERM_START.test(before(flat, d, 40)) || TERM_END.test(before(flat, d, 100));
  const stated =
    inPreamble.find((d) => MADE_CUE.test(before(flat, d, 80))) ??
    datedHeading ??
    inPreamble.find((d) => AGREEMENT_CUE.test(before(flat, d, 80)) && !ofTheTerm(d)) ??
    inPreamble.find((d) => !ofTheTerm(d));
  // No date in the preamble: a title block's date line before it ("March 1, 2019" or "Date: March 1, 2019" on a line of its own).
  const titleDate = stated
    ? undefined
    : dates.find(
        (d) =>
          d.start < preamble.start &&
          d.start < 5_000 &&
          /(?:^|\n)[ \t]*(?:(?:Date|Dated|DATE|DATED)[ \t]*:?[ \t]*(?:as[ \t]+of[ \t]+)?)?$/.test(before(flat, d, 40)) &&
          /^[ \t]*(?:\n|$)/.test(after(flat, d, 10)),
      );
  const onSignaturePages = datesOnSignaturePages(flat, dates);
  const signed = signingDate(onSignaturePages);
  // The head gives only the date the agreement takes effect ("Effective Date: March 1, 1996" as a field), and its
  // signers dated their signatures: the agreement was made when the last of them signed.
  const headDate = stated ?? titleDate;
  const signersDated = onSignaturePages.filter((d) => SIGNER_DATE_CUE.test(before(flat, d, 30)));
  const effectiveField = headDate && EFFECTIVE_FIELD.test(before(flat, headDate, 30)) && signersDated.length > 0;
  const made = effectiveField ? signingDate(signersDated) : headDate;
  if (made) out.push({ ...made, label: 'Agreement Date' });
  // "effective as of" names this agreement's date in its preamble or in a sentence about this
  // agreement; elsewhere it is as often another agreement's ("the Selling Agreement effective as of …").
  const aboutThisAgreement = (d: FoundDate) =>
    (d.start >= preamble.start && d.end <= preamble.end) ||
    /\b(?:this\s+(?:[\w-]+\s+){0,3}?|the\s+)(?:agreement|contract)\b|\bit\s+(?:shall|will)\b|effective\s+date\s*:\s*$/i.test(
      before(flat, d, 100),
    ) ||
    thisAgreementIsSubject(flat, d);
  // An amendment names itself ("this Amendment", or its own title: "… as amended by First Amendment to Supply Agreement,
  // effective April 1, 2018"): the date it takes effect is its own, not another agreement's.
  const ownTitle = amending ? AMENDMENT_TITLE.exec(flat.slice(0, 1500))?.[0].replace(/\s+/g, ' ').toLowerCase() : undefined;
  const namesThisAmendment = (d: FoundDate) => {
    const b = before(flat, d, 160).replace(/\s+/g, ' ').toLowerCase();
    return /\bthis\s+(?:[\w-]+\s+){0,2}amendment\b[^.;]{0,60}$/.test(b) || (!!ownTitle && b.includes(ownTitle));
  };
  const isEffective = (d: FoundDate) =>
    EFFECTIVE_AFTER.test(after(flat, d, 40)) ||
    (EFFECTIVE_BEFORE.test(before(flat, d, 90)) &&
      ((!NOT_THIS_AGREEMENTS.test(before(flat, d, 100)) && aboutThisAgreement(d)) || (amending && namesThisAmendment(d)))) ||
    EFFECTIVE_DEFINED.test(before(flat, d, 140)) ||
    (START_FIELD.test(before(flat, d, 90)) && !NOT_THIS_AGREEMENTS.test(before(flat, d, 100)));
  let effective =
    dates.find(isEffective) ??
    dates.find((d) => TERM_START.test(before(flat, d, 40)) && !PERIOD_START.test(before(flat, d, 40)) && aboutTheTerm(flat, d));
  if (!effective && effectiveField) effective = headDate;
  // No date at the head, and signed on different days ("Date: March 2, 2031" under one signature, "Date: March 9,
  // 2031" under the other): each signer's date. Where the head dates the agreement, that date is its date (CUAD's
  // labels keep one), however many days its signers wrote.
  const signers = made ? [] : signerDates(flat, onSignaturePages);
  for (const d of signers) out.push({ ...d, label: 'Signing Date' });
  if (signed && !made && signers.length === 0) out.push({ ...signed, label: 'Signing Date' });
  if (!effective && signed && EFFECTIVE_BY_SIGNATURE.test(flat)) effective = signed;
  // "The date first written above" is the agreement's date, or where the head states none, the date its signers wrote.
  if (!effective && EFFECTIVE_AS_DATED.test(flat)) effective = made ?? signed;
  const ends =
    dates.find(
      (d) => END_FIELD.test(before(flat, d, 60)) || END_AFTER.test(after(flat, d, 40)) || END_DEFINED.test(before(flat, d, 140)),
    ) ??
    dates.find((d) => RANGE_END.test(before(flat, d, 100)) && (!effective || d.iso > effective.iso) && (!made || d.iso > made.iso)) ??
    dates.find(
      (d) =>
        TERM_END.test(before(flat, d, 100)) &&
        aboutTheTerm(flat, d) &&
        (!effective || d.iso > effective.iso) &&
        (!made || d.iso > made.iso),
    );
  // A term written as a range under a field or heading ("Term: January 1, 2019 through December 31, 2020", "Contract
  // Period: … to …"): the range's first date starts it.
  if (!effective && ends) effective = rangeStart(flat, dates, ends);
  if (effective) out.push({ ...effective, label: 'Effective Date' });
  const computed = ends || !effective ? undefined : termFromEffectiveDate(flat, effective);
  if (ends ?? computed) out.push({ ...(ends ?? computed)!, label: 'Expiration Date' });
  return out;
}

/** The date that opens a range ending at `end`, joined to it by a dash, "to", "through" or "until" alone. */
function rangeStart(flat: string, dates: FoundDate[], end: FoundDate): FoundDate | undefined {
  const start = dates.filter((x) => x.end <= end.start && end.start - x.end <= 30).at(-1);
  return start &&
    /^\s*(?:-|–|—|to|through|until)\s*(?:and\s+including\s+)?(?:the\s+)?$/i.test(flat.slice(start.end, end.start)) &&
    start.iso < end.iso
    ? start
    : undefined;
}

/**
 * Whether the date's sentence is about this agreement by its grammatical subject: it opens (after a clause number and a
 * heading) with "This Agreement" or "This … Agreement", however long the phrase between the subject and the verb before
 * the date ("This Agreement, together with its Schedules …, shall become effective on …").
 */
function thisAgreementIsSubject(flat: string, d: FoundDate): boolean {
  const sentence = sentenceAround(flat, d);
  const at = flat.lastIndexOf(sentence, d.start);
  const head = at >= 0 ? flat.slice(at, d.start) : '';
  return /^[\s.;:]*(?:(?:section|article|clause)\s+)?(?:[\d.()]+[a-z]?\)?\s+)?(?:[A-Z][\w,&'-]*(?:\s+[A-Z&][\w,&'-]*){0,4}[.:]\s+)?(?:this\s+(?:[\w-]+\s+){0,4}?(?:agreement|contract)|the\s+(?:agreement|contract))\b(?!\s+(?:dated|between|with|of|to)\b)/i.test(
    head,
  );
}

const COUNT_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/**
 * A term stated as a length from the Effective Date ("for a term of five (5) years from the Effective Date", "shall continue
 * for three years after the Effective Date"): it ends on that anniversary, when the Effective Date is known. Not a renewal's
 * period, and not a term that runs on "until terminated".
 */
const TERM_LENGTH =
  /\b(?:for\s+(?:an?\s+(?:initial\s+)?(?:term|period)\s+of\s+)?|term\s+(?:of\s+this\s+agreement\s+)?(?:shall\s+be|is)\s+)(one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s*(?:\(\s*\d{1,2}\s*\)\s*)?(years?|months?)\s+(?:from|after|following)\s+(?:the\s+)?"?Effective\s+Date\b/gi;
function termFromEffectiveDate(flat: string, effective: FoundDate): FoundDate | undefined {
  TERM_LENGTH.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TERM_LENGTH.exec(flat))) {
    const sentence = sentenceAround(flat, { start: m.index, end: m.index + m[0].length, text: m[0], iso: '' });
    if (!TERM_CONTEXT.test(sentence) || /\brenew|\buntil\s+(?:it\s+is\s+|so\s+)?terminated\b/i.test(sentence)) continue;
    const n = COUNT_WORDS.includes(m[1]!.toLowerCase()) ? COUNT_WORDS.indexOf(m[1]!.toLowerCase()) + 1 : Number(m[1]);
    const [y, mo, d] = effective.iso.split('-').map(Number) as [number, number, number];
    const months = /^year/i.test(m[2]!) ? n * 12 : n;
    const total = mo - 1 + months;
    const year = y + Math.floor(total / 12);
    const month = (total % 12) + 1;
    const day = Math.min(d, new Date(Date.UTC(year, month, 0)).getUTCDate());
    return { start: m.index, end: m.index + m[0].length, text: m[0], iso: `${year}-${pad(month)}-${pad(day)}` };
  }
  return undefined;
}

const COURT_CUES: [RegExp, DateLabel][] = [
  [/\b(?:argued|heard|submitted)\b\s*(?:on\s+)?:?\s*$/i, 'Argued'],
  [/\b(?:decided|decision\s+date|date\s+of\s+decision|opinion\s+filed|judgment\s+entered|entered|issued)\b\s*(?:on\s+)?:?\s*$/i, 'Decided'],
  [/\b(?:filed|date)\b\s*(?:on\s+)?:?\s*$/i, 'Filed'],
];

/** Key dates of a court opinion or decision: the header's argued, decided and filed dates. */
export function courtDates(flat: string, dates: FoundDate[], headEnd: number): LabelledDate[] {
  const out: LabelledDate[] = [];
  for (const d of dates) {
    if (d.start > headEnd) break;
    const ctx = before(flat, d, 40);
    for (const [cue, label] of COURT_CUES) {
      if (cue.test(ctx)) {
        out.push({ ...d, label });
        break;
      }
    }
  }
  return out;
}

/** A letter's date: the first full date at its head. */
export function letterDates(dates: FoundDate[], headEnd: number): LabelledDate[] {
  const first = dates[0];
  return first && first.start < headEnd ? [{ ...first, label: 'Letter Date' }] : [];
}

/** Any other document: dates introduced as its own date ("Dated:", "Date:"). */
export function otherDates(flat: string, dates: FoundDate[], headEnd: number): LabelledDate[] {
  const d = dates.find((x) => x.start < headEnd && /\b(?:dated|date)\b\s*:?\s*$/i.test(before(flat, x, 20)));
  return d ? [{ ...d, label: 'Document Date' }] : [];
}
