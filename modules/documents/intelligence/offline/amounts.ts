// Money amounts as written ("$1,050,000.00", "AU$10 million", "USD 5,000", "€ 200", "$ .06"),
// with their value and ISO currency. Redactions ("$[***]") carry no digits and are skipped.

export interface FoundAmount {
  start: number;
  end: number;
  text: string;
  value: number;
  currency: string;
}

const PREFIXED_DOLLAR: Record<string, string> = {
  us: 'USD',
  'u.s.': 'USD',
  au: 'AUD',
  a: 'AUD',
  ca: 'CAD',
  c: 'CAD',
  can: 'CAD',
  nz: 'NZD',
  hk: 'HKD',
  s: 'SGD',
  sg: 'SGD',
  nt: 'TWD',
  mx: 'MXN',
};
const SYMBOLS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR', '₩': 'KRW', '₣': 'CHF' };
const CODES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'CNY',
  'RMB',
  'INR',
  'HKD',
  'SGD',
  'SEK',
  'NOK',
  'DKK',
  'MXN',
  'BRL',
  'ZAR',
  'ILS',
  'NIS',
  'KRW',
  'TWD',
  'THB',
  'MYR',
  'IDR',
  'PLN',
  'CZK',
  'HUF',
  'RUB',
  'TRY',
  'AED',
  'SAR',
  'ARS',
  'CLP',
  'COP',
];
const SCALE: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  mm: 1e6,
  mil: 1e6,
  billion: 1e9,
  bn: 1e9,
  b: 1e9,
  trillion: 1e12,
};

// Digits with thousands separators (a stray space after a comma is common in filings: "$30, 000"),
// Swiss apostrophes ("151'440.--": ".--" is no cents) and European dots ("1.200.000", "1.200,50").
const NUMBER = String.raw`(?:\d{1,3}(?:\.\d{3})+,\d{2}(?!\d)|\d{1,3}(?:\.\d{3}){2,}(?![\d,])|\d{1,3}(?:['’]\d{3})+|\d{1,3}(?:,\s?\d{3})+|\d+)(?:\.\d+|\.-{1,2})?|\.\d+`;
const SCALE_WORDS = String.raw`(?:\s?(?:[Tt]housand|THOUSAND|[Mm]illion|MILLION|[Bb]illion|BILLION|[Tt]rillion|TRILLION|mm|MM|bn|BN|k|K|m|M|b|B)\b)?`;
// A one-letter prefix ("A$", "C$", "S$") only when attached, so that "Schedule A $500" stays in dollars.
const SYMBOL_AMOUNT = new RegExp(
  String.raw`(?<![\w$])(?:(US|U\.S\.|AU|CA|CAN|NZ|HK|SG|NT|MX)\s?|(A|C|S))?([$€£¥₹₩])\s?(${NUMBER})(${SCALE_WORDS})`,
  'g',
);
// A code right after a number is that sum's ("$3,500,000.00 USD"), and a line break ends a sum: "USD\n16. All Members" is none.
const CODE_AMOUNT = new RegExp(String.raw`(?<![\d.,]\s?)\b(${CODES.join('|')})[ \u00a0]?(${NUMBER})(${SCALE_WORDS})`, 'g');
// "and 00/100 Dollars" is the cents of a sum written in words, never a sum of its own: no number after "/".
const AMOUNT_CODE = new RegExp(
  String.raw`(?<![\w.,/'’])(${NUMBER})(${SCALE_WORDS})\s?(${CODES.join('|')}|dollars|U\.S\. dollars|US dollars|euros?|pounds sterling|Swiss francs|yen|rupees|shekels)\b`,
  'gi',
);

/** The currency a word or code after a number names ("dollars", "Swiss francs", "CHF", "NIS"). */
function unitCurrency(unit: string): string {
  const u = unit.toLowerCase();
  if (/dollar/.test(u)) return 'USD';
  if (/franc/.test(u)) return 'CHF';
  if (u === 'yen') return 'JPY';
  if (/rupee/.test(u)) return 'INR';
  if (/shekel/.test(u) || u === 'nis') return 'ILS';
  if (/euro/.test(u)) return 'EUR';
  if (/pound/.test(u)) return 'GBP';
  if (u === 'rmb') return 'CNY';
  return unit.toUpperCase();
}

function parseNumber(digits: string, scale: string): number {
  let d = digits.replace(/\.-+$/, '').replace(/['’\s]/g, '');
  if (/^\d{1,3}(?:\.\d{3})+,\d{2}$/.test(d)) d = d.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(?:\.\d{3}){2,}$/.test(d)) d = d.replace(/\./g, '');
  const base = Number(d.replace(/,/g, ''));
  const s = SCALE[scale.trim().toLowerCase()] ?? 1;
  return Math.round(base * s * 100) / 100;
}

export function findAmounts(flat: string): FoundAmount[] {
  const out: FoundAmount[] = [];
  const taken: [number, number][] = [];
  const overlaps = (s: number, e: number) => taken.some(([a, b]) => s < b && e > a);
  const add = (start: number, text: string, value: number, currency: string) => {
    const end = start + text.length;
    if (!Number.isFinite(value) || overlaps(start, end)) return;
    taken.push([start, end]);
    out.push({ start, end, text, value, currency });
  };

  SYMBOL_AMOUNT.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SYMBOL_AMOUNT.exec(flat))) {
    const [whole, longPrefix, letterPrefix, symbol, digits, scale] = m;
    const prefix = longPrefix ?? letterPrefix;
    // A one-letter "scale" glued to the next word ("$5 m" is rare; "$5 Main" is not money) is left out.
    const scaleWord =
      scale && /^\s?(?:m|b|k)$/i.test(scale) && /^[A-Za-z]/.test(flat.slice(m.index + whole.length, m.index + whole.length + 1))
        ? ''
        : (scale ?? '');
    const text = whole.slice(0, whole.length - (scale ?? '').length) + scaleWord;
    const currency = symbol === '$' && prefix ? (PREFIXED_DOLLAR[prefix.toLowerCase()] ?? 'USD') : (SYMBOLS[symbol!] ?? 'USD');
    add(m.index, text.trimEnd(), parseNumber(digits!, scaleWord), currency);
  }
  CODE_AMOUNT.lastIndex = 0;
  while ((m = CODE_AMOUNT.exec(flat))) {
    const code = m[1] === 'RMB' ? 'CNY' : m[1] === 'NIS' ? 'ILS' : m[1]!;
    add(m.index, m[0].trimEnd(), parseNumber(m[2]!, m[3] ?? ''), code);
  }
  AMOUNT_CODE.lastIndex = 0;
  while ((m = AMOUNT_CODE.exec(flat))) {
    const unit = m[3]!.toLowerCase();
    const currency = unitCurrency(unit);
    add(m.index, m[0].trimEnd(), parseNumber(m[1]!, m[2] ?? ''), currency);
  }
  return out.sort((a, b) => a.start - b.start);
}
