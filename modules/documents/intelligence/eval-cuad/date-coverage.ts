// Date coverage on the development part (c01–c40) only: CUAD labels a few dates per contract, but
// each holds many. A deliberately permissive detector, written independently of the engine's reader
// (offline/dates.ts), finds every date-like expression in the whole text and reads its day, month
// and year itself; the engine's findDates must then read each complete one to the same day.
//   npx tsx modules/documents/intelligence/eval-cuad/date-coverage.ts            TXT
//   npx tsx modules/documents/intelligence/eval-cuad/date-coverage.ts --pdf      … and the PDFs' text layers
//   … --verbose                                                                  every miss with its context
// Incomplete dates ("the ___ day of ______, 2019", "March 2019") are counted apart: no full date to read.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { detectType, ExtractionPool } from '../../../../infra/documents/index.js';
import { findDates } from '../offline/dates.js';
import { FlatText } from '../offline/text.js';
import { cuadDir } from './gold.js';
import { SPLIT } from './split.js';
import { repairOcrPages } from '../ocr-repair.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
/** An ordinal suffix, possibly split by OCR ("1s t", "2 nd"). */
const SUFFIX = String.raw`(?:\s?(?:s\s?t|n\s?d|r\s?d|t\s?h))?`;
const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const ORD_UNITS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const ORD_TEENS = [
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
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORD_WORD = String.raw`(?:(?:twenty|thirty)[\s-]*(?:${ORD_UNITS.join('|')})|${ORD_UNITS.join('|')}|${ORD_TEENS.join('|')}|twentieth|thirtieth)`;
const NUM_WORD = String.raw`(?:(?:${TENS.join('|')})(?:[\s-]*(?:${UNITS.join('|')}))?|${TEENS.join('|')}|${UNITS.join('|')})`;
/** A year in digits (OCR may space them: "20 01") or words ("two thousand and five", "nineteen ninety-nine"). */
const YEAR = String.raw`(?:(?:1[6-9]|2[01])\s?\d\d\b|two\s+thousand(?:\s+and)?(?:[\s-]+${NUM_WORD})?|nineteen(?:\s+hundred(?:\s+and)?)?[\s-]+${NUM_WORD})`;
const OPEN = String.raw`[\[(]?\s*`;
const CLOSE = String.raw`\s*[\])]?`;
/** A blank where a day or month is to be filled in: "___", "[ ]", "[•]". */
const BLANK = String.raw`(?:_{2,}|\[\s*[•*_ ]*\s*\]|\(\s*\))`;

function wordNumber(w: string): number | undefined {
  const s = w
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
  if (UNITS.includes(s)) return UNITS.indexOf(s) + 1;
  if (TEENS.includes(s)) return TEENS.indexOf(s) + 10;
  const [t, u] = s.split(' ');
  const tens = TENS.indexOf(t!);
  if (tens < 0) return undefined;
  return (tens + 2) * 10 + (u ? UNITS.indexOf(u) + 1 : 0);
}
function ordinalWord(w: string): number | undefined {
  const s = w
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
  if (ORD_UNITS.includes(s)) return ORD_UNITS.indexOf(s) + 1;
  if (ORD_TEENS.includes(s)) return ORD_TEENS.indexOf(s) + 10;
  if (s === 'twentieth') return 20;
  if (s === 'thirtieth') return 30;
  const [t, u] = s.split(' ');
  return (t === 'twenty' ? 20 : 30) + ORD_UNITS.indexOf(u!) + 1;
}
function readYear(y: string): number | undefined {
  const s = y.toLowerCase().replace(/\s+/g, ' ').trim();
  if (/^\d{2} ?\d{2}$/.test(s)) return Number(s.replace(' ', ''));
  const thousand = /^two thousand(?: and)?(?:[ -]+(.+))?$/.exec(s);
  if (thousand) return 2000 + (thousand[1] ? (wordNumber(thousand[1]) ?? NaN) : 0);
  const nineteen = /^nineteen(?: hundred(?: and)?)?[ -]+(.+)$/.exec(s);
  if (nineteen) return 1900 + (wordNumber(nineteen[1]!) ?? NaN);
  return undefined;
}
const monthOf = (m: string) => MONTHS.indexOf(m.toLowerCase().slice(0, 3)) + 1;

export interface Mention {
  start: number;
  end: number;
  text: string;
  form: string;
  /** Every reading that is right (numeric dates may be read either way). */
  isos: string[];
  /** Why a complete-looking expression is not counted: a filing line the engine skips on purpose, or a section number. */
  ignored?: 'filing line';
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Every date-like expression, complete ones with their readings; incomplete ones with isos = []. */
export function detectDates(flat: string): Mention[] {
  const out: Mention[] = [];
  const add = (m: RegExpExecArray, form: string, isos: string[]) => {
    if (out.some((o) => m.index < o.end && m.index + m[0].length > o.start)) return;
    // "Source: ACME CORP, 10-K, 3/28/2019": EDGAR's page line, which the engine skips on purpose.
    const ignored = /Source:[^:\n]{0,140}$/.test(flat.slice(Math.max(0, m.index - 150), m.index)) ? ('filing line' as const) : undefined;
    const lead = m[0].length - m[0].trimStart().length;
    const text = m[0].trim();
    out.push({ start: m.index + lead, end: m.index + lead + text.length, text, form, isos, ...(ignored ? { ignored } : {}) });
  };
  const run = (re: string, form: string, read: (m: RegExpExecArray) => string[]) => {
    for (const m of flat.matchAll(new RegExp(re, 'gi'))) add(m as RegExpExecArray, form, read(m as RegExpExecArray));
  };
  const valid = (y: number | undefined, mo: number, d: number | undefined) =>
    y !== undefined && !Number.isNaN(y) && d !== undefined && mo >= 1 && mo <= 12 && d >= 1 && d <= 31 ? [iso(y, mo, d)] : [];
  // Ordinal words first: "the twenty-first day of March, two thousand and one".
  run(
    String.raw`\b(${ORD_WORD})\s+(?:\(\s*\d{1,2}${SUFFIX}\s*\)\s+)?(?:day\s+)?of\s+(?:the\s+month\s+of\s+)?${OPEN}(${MONTH})\.?${CLOSE}\s*,?\s*(?:in\s+the\s+year\s+(?:of\s+)?|A\.?\s?D\.?\s*)?${OPEN}(${YEAR})`,
    'ordinal word',
    (m) => valid(readYear(m[3]!), monthOf(m[2]!), ordinalWord(m[1]!)),
  );
  // Day first: "1st day of March, 2001", "1 March 2001", "1s t day of March 2001", "[1] March [2001]".
  run(
    String.raw`(?<![\d/.-])${OPEN}(\d{1,2})${SUFFIX}${CLOSE}\s*(?:day\s+of\s+(?:the\s+month\s+of\s+)?)?${OPEN}(${MONTH})\.?${CLOSE}\s*,?\s*(?:in\s+the\s+year\s+(?:of\s+)?|A\.?\s?D\.?\s*)?${OPEN}(${YEAR})`,
    'day month year',
    (m) => valid(readYear(m[3]!), monthOf(m[2]!), Number(m[1])),
  );
  // Month first: "March 1, 2001", "Mar. 1st 2001", "March 1 , 2001", "March [1], 2001", "March 1st, two thousand and one".
  run(String.raw`\b${OPEN}(${MONTH})\.?\s*,?\s*${OPEN}(\d{1,2})${SUFFIX}${CLOSE}\s*[,.]?\s*${OPEN}(${YEAR})`, 'month day year', (m) =>
    valid(readYear(m[3]!), monthOf(m[1]!), Number(m[2])),
  );
  run(String.raw`\b(\d{4})-(\d{2})-(\d{2})\b`, 'iso', (m) => valid(Number(m[1]), Number(m[2]), Number(m[3])));
  // Numeric: "3/1/2001", "03-01-01", "1.3.2001"; either order is a right reading unless a part exceeds 12.
  run(String.raw`(?<![\d/.$-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.-]?\d)`, 'numeric', (m) => {
    // "6.1.10", "4-1-12": a clause number as often as a date.
    if (m[2] !== '/' && m[4]!.length === 2) return [];
    const [a, b] = [Number(m[1]), Number(m[3])];
    const y = m[4]!.length === 2 ? Number(m[4]) + (Number(m[4]) >= 50 ? 1900 : 2000) : Number(m[4]);
    return [...new Set([...valid(y, a, b), ...valid(y, b, a)])];
  });
  // Incomplete: a blank day or month, or a month and year only.
  run(
    String.raw`(?:${BLANK}|_+)\s*(?:day\s+of\s+)?(?:${MONTH}|${BLANK})?\.?\s*,?\s*(?:${YEAR}|20_+|19_+|${BLANK})|\b${MONTH}\s+${BLANK}\s*,?\s*(?:${YEAR}|20_+)`,
    'blank',
    () => [],
  );
  run(String.raw`\b(${MONTH})\.?\s*,?\s+(${YEAR})`, 'month year', () => []);
  return out.sort((a, b) => a.start - b.start);
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const ordinal = (d: number) =>
  `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
const YEAR_WORDS = (y: number) => {
  const n = y % 100;
  const units = n % 10;
  const low = n < 10 ? UNITS[n - 1] : n < 20 ? TEENS[n - 10] : `${TENS[Math.floor(n / 10) - 2]}${units ? `-${UNITS[units - 1]}` : ''}`;
  return y >= 2000 ? `two thousand${n ? ` and ${low}` : ''}` : `nineteen hundred and ${low}`;
};
const ORD_WORDS = (d: number) =>
  d < 10
    ? ORD_UNITS[d - 1]!
    : d < 20
      ? ORD_TEENS[d - 10]!
      : d === 20
        ? 'twentieth'
        : d === 30
          ? 'thirtieth'
          : `${d < 30 ? 'twenty' : 'thirty'}-${ORD_UNITS[(d % 10) - 1]}`;

/**
 * The same date in the spellings real papers use that a labelled set may lack: OCR gaps, brackets,
 * stray punctuation, "A.D.", years in words. Each is put back in the contract's own sentence.
 */
export function variants(isoDate: string): { name: string; text: string }[] {
  const [y, mo, d] = isoDate.split('-').map(Number) as [number, number, number];
  const M = MONTH_NAMES[mo - 1]!;
  const ys = String(y);
  const yy = ys.slice(2);
  const ord = ordinal(d);
  return [
    { name: 'Month D, YYYY', text: `${M} ${d}, ${ys}` },
    { name: 'MONTH D, YYYY', text: `${M.toUpperCase()} ${d}, ${ys}` },
    { name: 'Mon. D, YYYY', text: `${M.slice(0, 3)}. ${d}, ${ys}` },
    { name: 'Month Dth YYYY', text: `${M} ${ord} ${ys}` },
    { name: 'Month. Dth YYYY', text: `${M}. ${ord} ${ys}` },
    { name: 'Month D ,YYYY', text: `${M} ${d} , ${ys}` },
    { name: 'Month D,YYYY', text: `${M} ${d},${ys}` },
    { name: 'Month D,, YYYY', text: `${M} ${d},, ${ys}` },
    { name: 'Month the Dth, YYYY', text: `${M} the ${ord}, ${ys}` },
    { name: '[Month D], YYYY', text: `[${M} ${d}], ${ys}` },
    { name: 'Month [D], YYYY', text: `${M} [${d}], ${ys}` },
    { name: 'Month D, A.D. YYYY', text: `${M} ${d}, A.D. ${ys}` },
    { name: 'Month D, YY YY (OCR)', text: `${M} ${d}, ${ys.slice(0, 2)} ${ys.slice(2)}` },
    { name: 'Mon th D, YYYY (OCR)', text: `${M.slice(0, 3)} ${M.slice(3)} ${d}, ${ys}`.replace(/ {2}/, ' ') },
    { name: 'Month D, year in words', text: `${M} ${d}, ${YEAR_WORDS(y)}` },
    { name: 'D Month YYYY', text: `${d} ${M} ${ys}` },
    { name: 'Dth Month, YYYY', text: `${ord} ${M}, ${ys}` },
    { name: 'Dth of Month, YYYY', text: `${ord} of ${M}, ${ys}` },
    { name: 'D-Mon-YY', text: `${d}-${M.slice(0, 3)}-${yy}` },
    { name: 'D-Mon-YYYY', text: `${d}-${M.slice(0, 3)}-${ys}` },
    { name: 'Dth day of Month, YYYY', text: `${ord} day of ${M}, ${ys}` },
    { name: 'D s t day of (OCR)', text: `${ord.slice(0, -2)}${ord.slice(-2, -1)} ${ord.slice(-1)} day of ${M}, ${ys}` },
    { name: 'Dth day of Month A.D., YYYY', text: `${ord} day of ${M} A.D., ${ys}` },
    { name: 'word day of Month, YYYY', text: `${ORD_WORDS(d)} day of ${M}, ${ys}` },
    { name: 'word (Dth) day of Month, YYYY', text: `${ORD_WORDS(d)} (${ord}) day of ${M}, ${ys}` },
    { name: 'word day of Month, year in words', text: `${ORD_WORDS(d)} day of ${M}, ${YEAR_WORDS(y)}` },
    { name: 'MM/DD/YYYY', text: `${String(mo).padStart(2, '0')}/${String(d).padStart(2, '0')}/${ys}` },
    { name: 'YYYY-MM-DD', text: isoDate },
    { name: 'MM/DD/YYYY glued', text: `${String(mo).padStart(2, '0')}/${String(d).padStart(2, '0')}/${ys}Name` },
  ];
}

// Script entry: only when run directly.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const formats = args.includes('--pdf') ? (['txt', 'pdf'] as const) : (['txt'] as const);
  const dir = cuadDir();
  const pool = new ExtractionPool({ concurrency: 2, startupTimeoutMs: 180_000 });
  const totals = { complete: 0, read: 0, wrong: 0, missed: 0, incomplete: 0, filing: 0 };
  const byForm = new Map<string, { n: number; read: number }>();
  const misses: string[] = [];
  const byVariant = new Map<string, { n: number; read: number; example?: string }>();
  try {
    for (const format of formats) {
      const t = { complete: 0, read: 0 };
      for (const id of SPLIT.development) {
        const bytes = new Uint8Array(await readFile(path.join(dir, `${id}.${format}`)));
        const kind = await detectType(bytes);
        if (!kind) continue;
        const ex = repairOcrPages(await pool.extract(bytes, kind));
        const flat = new FlatText(ex.text, ex.pages).flat;
        const found = findDates(flat);
        for (const m of detectDates(flat)) {
          if (m.isos.length === 0) {
            totals.incomplete++;
            continue;
          }
          if (m.ignored) {
            totals.filing++;
            continue;
          }
          totals.complete++;
          t.complete++;
          const f = byForm.get(m.form) ?? { n: 0, read: 0 };
          f.n++;
          const over = found.filter((d) => d.start < m.end && d.end > m.start);
          const ctx = flat.slice(Math.max(0, m.start - 50), m.end + 30).replace(/\s+/g, ' ');
          if (over.some((d) => m.isos.includes(d.iso))) {
            totals.read++;
            t.read++;
            f.read++;
          } else if (over.length > 0) {
            totals.wrong++;
            misses.push(`${id}.${format} WRONG ${over.map((d) => d.iso).join(',')} ≠ ${m.isos.join('|')} [${m.form}] «${m.text}» …${ctx}…`);
          } else {
            totals.missed++;
            misses.push(`${id}.${format} MISSED ${m.isos.join('|')} [${m.form}] «${m.text}» …${ctx}…`);
          }
          byForm.set(m.form, f);
          // Written-out dates, respelled in their own sentence (TXT only: the sentence is the same).
          if (format === 'txt' && m.form !== 'numeric') {
            const [from, to] = [Math.max(0, m.start - 160), Math.min(flat.length, m.end + 60)];
            for (const v of variants(m.isos[0]!)) {
              const snippet = flat.slice(from, m.start) + v.text + flat.slice(m.end, to);
              const at = m.start - from;
              const got = findDates(snippet).filter((x) => x.start < at + v.text.length && x.end > at);
              const c = byVariant.get(v.name) ?? { n: 0, read: 0 };
              c.n++;
              if (got.some((x) => x.iso === m.isos[0])) c.read++;
              else c.example ??= `${id}: «${v.text}» read as ${got.map((x) => x.iso).join(',') || 'nothing'}`;
              byVariant.set(v.name, c);
            }
          }
        }
      }
      console.log(
        `${format}: ${t.read}/${t.complete} complete dates read right (${((100 * t.read) / Math.max(1, t.complete)).toFixed(1)}%)`,
      );
    }
  } finally {
    await pool.close();
  }
  console.log(
    `all: ${totals.read}/${totals.complete} read right, ${totals.wrong} read wrong, ${totals.missed} missed; not counted: ${totals.incomplete} incomplete (blank, month-year, clause-number-like), ${totals.filing} EDGAR filing lines`,
  );
  for (const [form, f] of byForm) console.log(`  ${form.padEnd(16)} ${f.read}/${f.n}`);
  let vRead = 0;
  let vAll = 0;
  for (const c of byVariant.values()) [vRead, vAll] = [vRead + c.read, vAll + c.n];
  console.log(`\nrespelled in their own sentences: ${vRead}/${vAll} read right`);
  for (const [name, c] of byVariant) console.log(`  ${name.padEnd(34)} ${c.read}/${c.n}${c.example ? `   e.g. ${c.example}` : ''}`);
  if (verbose) console.log(`\n${misses.join('\n')}`);
  else console.log(`\n${misses.length} misses (--verbose lists them)`);
}
