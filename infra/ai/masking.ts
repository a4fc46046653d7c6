// Masks personal identifiers before text leaves for an external AI server, and restores them in
// the reply. One masker per request: the same value gets the same placeholder in every turn
// ("[EMAIL_1]" stays Jane's address throughout), so the model can still reason about it.
// Detection is deliberately eager: masking a number that was not personal costs a little
// context, leaking one that was costs the user's privacy.
import { luhnValid } from '../luhn.js';

export { luhnValid };

export type PiiKind = 'EMAIL' | 'SSN' | 'CARD' | 'ACCOUNT' | 'PHONE' | 'ADDRESS';

const PLACEHOLDER = /\[(EMAIL|SSN|CARD|ACCOUNT|PHONE|ADDRESS)_(\d{1,4})\]/gi;
/** The longest text a placeholder can take, for holding back a split one while streaming. */
const MAX_PLACEHOLDER = '[ADDRESS_9999]'.length;

/** Case-insensitive pattern for one word without the `i` flag (which would loosen every other part). */
const ci = (word: string) => word.replace(/[a-z]/gi, (ch) => `[${ch.toUpperCase()}${ch.toLowerCase()}]`).replace(/\./g, '\\.');
const anyOf = (words: string[]) => `(?:${words.map(ci).join('|')})`;

const onlyDigits = (s: string) => s.replace(/\D/g, '');

const STREET_SUFFIXES = [
  'Street',
  'St',
  'Avenue',
  'Ave',
  'Av',
  'Road',
  'Rd',
  'Boulevard',
  'Blvd',
  'Lane',
  'Ln',
  'Drive',
  'Dr',
  'Court',
  'Ct',
  'Way',
  'Place',
  'Pl',
  'Terrace',
  'Ter',
  'Circle',
  'Cir',
  'Highway',
  'Hwy',
  'Parkway',
  'Pkwy',
  'Trail',
  'Trl',
  'Square',
  'Sq',
  'Loop',
  'Alley',
  'Crescent',
  'Pike',
  'Expressway',
  'Freeway',
  'Turnpike',
  'Plaza',
  'Commons',
];
// Words that end a street name rather than belong to one ("3 kids on the street" is not an address).
const NOT_STREET_WORDS = [
  'the',
  'a',
  'an',
  'of',
  'on',
  'in',
  'at',
  'to',
  'and',
  'or',
  'my',
  'his',
  'her',
  'their',
  'our',
  'your',
  'for',
  'with',
  'from',
  'by',
  'is',
  'was',
  'are',
  'were',
  'years',
  'year',
  'days',
  'day',
  'weeks',
  'week',
  'months',
  'month',
  'hours',
  'hour',
  'times',
  'miles',
  'mile',
  'minutes',
  'people',
  'kids',
  'children',
  'cars',
  'blocks',
  'houses',
  'down',
  'up',
  'across',
  'near',
  'off',
  'that',
  'this',
  'which',
  'who',
];
const UNIT = `(?:,?\\s*${anyOf(['Apartment', 'Apt', 'Suite', 'Ste', 'Unit', 'Floor', 'Fl', 'Room', 'Rm'])}\\.?\\s*#?\\s*[\\w-]+|,?\\s*#\\s*[\\w-]+)?`;
const CITY_STATE_ZIP = `(?:,\\s*[A-Z][a-zA-Z.'-]+(?:\\s[A-Z][a-zA-Z.'-]+){0,2})?(?:,?\\s+[A-Z]{2}\\b)?(?:,?\\s+\\d{5}(?:-\\d{4})?)?`;
const STREET_ADDRESS = new RegExp(
  String.raw`(?<![\w#-])\d{1,6}[A-Za-z]?\s+` +
    `(?:${anyOf(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW', 'North', 'South', 'East', 'West'])}\\.?\\s+)?` +
    `(?:(?!${anyOf(NOT_STREET_WORDS)}\\b)[A-Za-z0-9][\\w'.-]*\\s+){1,4}` +
    `${anyOf(STREET_SUFFIXES)}\\b\\.?` +
    UNIT +
    CITY_STATE_ZIP,
  'g',
);
const PO_BOX = new RegExp(String.raw`\b${ci('P')}\.?\s?${ci('O')}\.?\s*${ci('Box')}\s+\d{1,8}\b` + CITY_STATE_ZIP, 'g');

interface Detector {
  kind: PiiKind;
  pattern: RegExp;
  /** Index of the capture group holding the identifier (default: the whole match). */
  group?: number;
  accept?: (value: string) => boolean;
}

const ACCOUNT_WORDS = anyOf([
  'account',
  'acct',
  'a/c',
  'routing',
  'aba',
  'iban',
  'policy',
  'claim',
  'member',
  'membership',
  'customer',
  'loan',
  'case file',
]);
const NUMBER_WORDS = anyOf(['number', 'num', 'no', 'id']);

// Order matters: each detector runs on the text the previous ones left, so the specific
// patterns (a card) go before the general ones (a phone number, a long number).
const DETECTORS: Detector[] = [
  { kind: 'EMAIL', pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g },
  {
    kind: 'SSN',
    pattern: /(?<![\d-])(?!000|666|9\d\d)\d{3}([- ])(?!00)\d{2}\1(?!0000)\d{4}(?![\d-])/g,
  },
  {
    kind: 'SSN',
    pattern: new RegExp(
      String.raw`(?:\b${ci('SSN')}|${ci('social security')}(?:\s+${NUMBER_WORDS}\.?)?)\s*(?:${ci('is')}|:|#)?\s*(\d{3}[- ]?\d{2}[- ]?\d{4})(?!\d)`,
      'g',
    ),
    group: 1,
  },
  // IBANs, before the digit groups inside them are taken for something else.
  { kind: 'ACCOUNT', pattern: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g, accept: (v) => onlyDigits(v).length >= 8 },
  {
    kind: 'CARD',
    pattern: /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g,
    accept: (v) => luhnValid(onlyDigits(v)),
  },
  // 13–19 digits that fail the card checksum: a mistyped card or some other account number.
  { kind: 'ACCOUNT', pattern: /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g },
  {
    kind: 'ACCOUNT',
    pattern: new RegExp(
      String.raw`\b${ACCOUNT_WORDS}(?:\s+${NUMBER_WORDS}\.?|\s*#)?\s*(?:${ci('is')}|:|#|=)?\s*([A-Za-z0-9][A-Za-z0-9-]{3,33})`,
      'g',
    ),
    group: 1,
    accept: (v) => onlyDigits(v).length >= 4,
  },
  {
    kind: 'PHONE',
    pattern: /(?<![\w+-])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}(?![\w-])/g,
  },
  {
    kind: 'PHONE',
    pattern: /(?<![\w+])\+\d{1,3}(?:[\s.-]?\(?\d{1,4}\)?){2,5}(?![\w-])/g,
    accept: (v) => onlyDigits(v).length >= 8 && onlyDigits(v).length <= 15,
  },
  { kind: 'ACCOUNT', pattern: /(?<![\w-])\d{9,19}(?![\w-])/g },
  { kind: 'ADDRESS', pattern: STREET_ADDRESS },
  { kind: 'ADDRESS', pattern: PO_BOX },
];

function normalize(kind: PiiKind, value: string): string {
  switch (kind) {
    case 'EMAIL':
      return value.toLowerCase();
    case 'ADDRESS':
      return value
        .toLowerCase()
        .replace(/[\s.,]+/g, ' ')
        .trim();
    default:
      return onlyDigits(value) || value.toUpperCase();
  }
}

export class PiiMasker {
  private readonly byKey = new Map<string, string>();
  private readonly byPlaceholder = new Map<string, string>();
  private readonly counters = new Map<PiiKind, number>();

  /** How many distinct identifiers were masked. */
  get size(): number {
    return this.byPlaceholder.size;
  }

  /** The placeholders and what they stand for (for tests and diagnostics; never logged). */
  entries(): [placeholder: string, original: string][] {
    return [...this.byPlaceholder];
  }

  private placeholderFor(kind: PiiKind, value: string): string {
    const key = `${kind}:${normalize(kind, value)}`;
    const known = this.byKey.get(key);
    if (known) return known;
    const n = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, n);
    const placeholder = `[${kind}_${n}]`;
    this.byKey.set(key, placeholder);
    this.byPlaceholder.set(placeholder, value);
    return placeholder;
  }

  mask(text: string): string {
    let out = text;
    for (const d of DETECTORS) {
      d.pattern.lastIndex = 0;
      out = out.replace(d.pattern, (match: string, ...rest: unknown[]) => {
        const groups = rest.slice(0, -2) as (string | undefined)[];
        const value = d.group ? groups[d.group - 1] : match;
        if (!value || (d.accept && !d.accept(value))) return match;
        const trimmed = value.replace(/[\s.,]+$/, '');
        const placeholder = this.placeholderFor(d.kind, trimmed);
        const start = match.indexOf(value);
        return match.slice(0, start) + placeholder + match.slice(start + trimmed.length);
      });
    }
    return out;
  }

  /** Puts the originals back; placeholders this masker did not make stay as they are. */
  unmask(text: string): string {
    if (this.byPlaceholder.size === 0) return text;
    return text.replace(
      PLACEHOLDER,
      (match, kind: string, n: string) => this.byPlaceholder.get(`[${kind.toUpperCase()}_${Number(n)}]`) ?? match,
    );
  }

  /**
   * Unmasks a streamed reply chunk by chunk. A placeholder split across two chunks ("[EMA" +
   * "IL_1]") is held back until it is complete, so the user never sees half of one.
   */
  streamUnmasker(): { push(chunk: string): string; flush(): string } {
    let held = '';
    return {
      push: (chunk: string) => {
        const text = held + chunk;
        const open = text.lastIndexOf('[');
        if (open >= 0 && text.length - open < MAX_PLACEHOLDER && /^\[[A-Za-z]*(?:_\d*)?$/.test(text.slice(open))) {
          held = text.slice(open);
          return this.unmask(text.slice(0, open));
        }
        held = '';
        return this.unmask(text);
      },
      flush: () => {
        const rest = this.unmask(held);
        held = '';
        return rest;
      },
    };
  }
}
