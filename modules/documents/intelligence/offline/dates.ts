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

/** "the 27th day of November 2018", "this 6th day of April, 1999". */
const dayOfMonthParser: chrono.Parser = {
  pattern: () =>
    new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+day\s+of\s+${MONTH_PATTERN},?\s+(?:in\s+the\s+year\s+)?(\d{4})\b`, 'i'),
  extract: (_context, match) => {
    const day = Number(match[1]);
    const month = monthIndex(match[2]!);
    const year = Number(match[3]);
    if (!month || day < 1 || day > 31) return null;
    return { day, month, year };
  },
};

const parser = chrono.strict.clone();
parser.parsers.push(dayOfMonthParser);

const pad = (n: number) => String(n).padStart(2, '0');

/** Every full date (day, month and year written) in the flat text. */
export function findDates(flat: string): FoundDate[] {
  // Same-length repairs of what PDF and OCR do to dates: "1 st" → "1st ", "April 15 , 2010" → "April 15,  2010".
  const repaired = flat
    .replace(/(\d) (st|nd|rd|th)\b/g, '$1$2 ')
    .replace(/(\d) ,(\s)/g, '$1,$2 ')
    .replace(/\n/g, ' ');
  const out: FoundDate[] = [];
  for (const r of parser.parse(repaired, new Date(2000, 0, 1))) {
    const s = r.start;
    if (!s.isCertain('day') || !s.isCertain('month') || !s.isCertain('year')) continue;
    // A year must be written (chrono fills one in for "within 30 days").
    if (!/\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2}\b/.test(r.text)) continue;
    const year = s.get('year')!;
    if (year < 1600 || year > 2200) continue;
    const iso = `${year}-${pad(s.get('month')!)}-${pad(s.get('day')!)}`;
    const text = flat.slice(r.index, r.index + r.text.length).trim();
    out.push({ start: r.index, end: r.index + r.text.length, text, iso });
  }
  return out;
}

export type DateLabel =
  'Agreement Date' | 'Effective Date' | 'Expiration Date' | 'Argued' | 'Decided' | 'Filed' | 'Letter Date' | 'Document Date';

export interface LabelledDate extends FoundDate {
  label: DateLabel;
}

const before = (flat: string, d: FoundDate, n: number) => flat.slice(Math.max(0, d.start - n), d.start);
const after = (flat: string, d: FoundDate, n: number) => flat.slice(d.end, d.end + n);

const EFFECTIVE_AFTER = /^\s*,?\s*\(\s*(?:the|this|such)?\s*"?\s*Effective\s*Date/i;
const EFFECTIVE_BEFORE = /\beffective\s+(?:as\s+of\s+|on\s+|from\s+|date\s+(?:of|is|shall\s+be)\s+)?(?:this\s+|the\s+)?$/i;
const EFFECTIVE_DEFINED = /"Effective\s*Date"\s+(?:shall\s+)?(?:mean|means|is|shall\s+be)\b[^.]{0,80}$/i;
const TERM_START =
  /\b(?:commenc(?:e|es|ing|ement)\s+(?:on|upon|as\s+of|from)?|begin(?:s|ning)?\s+(?:on|as\s+of)?|beginning|starting(?:\s+on)?|start\s+on|from)\s*(?:the\s+)?$/i;
const TERM_END =
  /\b(?:through|until|till|expir(?:e|es|ing|ation)(?:\s+(?:on|date\s+of))?|terminat(?:e|es|ing)\s+on|ending(?:\s+on)?|ends?\s+on|end\s+of|continu(?:e|es|ing)\s+(?:in\s+(?:full\s+force\s+and\s+)?effect\s+)?(?:until|through))\s*(?:and\s+including\s+)?(?:the\s+)?$/i;
// The agreement's own term, not any period it mentions ("for the period through September 30").
const TERM_CONTEXT =
  /\b(?:(?:the|this|its|initial|fixed|renewal)\s+"?term"?|term\s+of\s+(?:this|the)\b|expir(?:e|es|ation)|terminat(?:e|es)\s+on|this\s+(?:agreement|contract)\s+(?:shall|will)\s+(?:commence|continue|remain|be\s+effective|begin))/i;
const AGREEMENT_CUE = /\b(?:dated|made|entered\s+into|executed|effective|as\s+of|this|day\s+of|agreement|signed)\b/i;

function sentenceAround(flat: string, d: FoundDate): string {
  const s = Math.max(flat.lastIndexOf('. ', d.start), flat.lastIndexOf('\n', d.start), 0);
  const e = flat.indexOf('. ', d.end);
  return flat.slice(s, e < 0 ? flat.length : e);
}

/** Key dates of a contract: made (in the preamble), takes effect, ends. */
export function contractDates(flat: string, dates: FoundDate[], preamble: { start: number; end: number }): LabelledDate[] {
  const out: LabelledDate[] = [];
  const inPreamble = dates.filter((d) => d.start >= preamble.start && d.end <= preamble.end);
  const made = inPreamble.find((d) => AGREEMENT_CUE.test(before(flat, d, 80))) ?? inPreamble[0];
  if (made) out.push({ ...made, label: 'Agreement Date' });
  const effective =
    dates.find(
      (d) =>
        EFFECTIVE_AFTER.test(after(flat, d, 40)) ||
        EFFECTIVE_BEFORE.test(before(flat, d, 40)) ||
        EFFECTIVE_DEFINED.test(before(flat, d, 140)),
    ) ?? dates.find((d) => TERM_START.test(before(flat, d, 40)) && TERM_CONTEXT.test(sentenceAround(flat, d)));
  if (effective) out.push({ ...effective, label: 'Effective Date' });
  const ends = dates.find(
    (d) =>
      TERM_END.test(before(flat, d, 50)) &&
      TERM_CONTEXT.test(sentenceAround(flat, d)) &&
      (!effective || d.iso > effective.iso) &&
      (!made || d.iso > made.iso),
  );
  if (ends) out.push({ ...ends, label: 'Expiration Date' });
  return out;
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
