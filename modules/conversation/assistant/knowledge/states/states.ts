// The 50 states and DC by name and postal code, and the places a question may name that the
// tables do not cover (territories), so the assistant can say so instead of guessing.
import type { StateCode } from './types.js';

export const STATES: Readonly<Record<StateCode, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'the District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export const STATE_CODES = Object.keys(STATES) as StateCode[];

/** US places with their own laws that Casebook's tables have no rows for. */
export const UNCOVERED_PLACES = [
  'Puerto Rico',
  'Guam',
  'the U.S. Virgin Islands',
  'American Samoa',
  'the Northern Mariana Islands',
] as const;
export type UncoveredPlace = (typeof UNCOVERED_PLACES)[number];

export type Place = { kind: 'state'; code: StateCode; name: string } | { kind: 'uncovered'; name: UncoveredPlace };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Longest names first, so "West Virginia" wins over "Virginia" and "Washington, D.C." over
// "Washington".
const PATTERNS: { re: RegExp; place: Place }[] = [
  ...(['Washington,? D\\.? ?C\\.?', 'District of Columbia', 'D\\.C\\.', '\\bDC'] as const).map((p) => ({
    re: new RegExp(`${p}(?!\\w)`, 'i'),
    place: { kind: 'state', code: 'DC', name: STATES.DC } as Place,
  })),
  ...STATE_CODES.filter((c) => c !== 'DC').map((code) => ({
    re: new RegExp(`\\b${escape(STATES[code])}\\b`, 'i'),
    place: { kind: 'state', code, name: STATES[code] } as Place,
  })),
  ...UNCOVERED_PLACES.map((name) => ({
    re: new RegExp(`\\b${escape(name.replace(/^the /, '')).replace('U\\.S\\.', '(U\\.?S\\.?|US)')}(?!\\w)`, 'i'),
    place: { kind: 'uncovered', name } as Place,
  })),
].sort((a, b) => b.re.source.length - a.re.source.length);

// Upper-case postal codes, except those that are also everyday words or abbreviations in a
// question ("IN", "OR", "ME", "OK", "HI", "OH", "PA" for a personal assistant, "CO" for company…).
const CODE_WORDS = new Set([
  'IN',
  'OR',
  'ME',
  'OK',
  'HI',
  'OH',
  'PA',
  'CO',
  'DE',
  'AL',
  'ID',
  'MA',
  'LA',
  'MD',
  'MO',
  'AK',
  'NE',
  'SD',
  'GA',
]);

/** The states (or uncovered places) a text names, in the order it names them. */
export function findPlaces(text: string): Place[] {
  const found: { at: number; end: number; place: Place }[] = [];
  const taken = (at: number, end: number) => found.some((f) => at < f.end && end > f.at);
  for (const { re, place } of PATTERNS) {
    const g = new RegExp(re.source, 'gi');
    for (let m = g.exec(text); m; m = g.exec(text)) {
      if (!taken(m.index, m.index + m[0].length)) found.push({ at: m.index, end: m.index + m[0].length, place });
    }
  }
  for (let m = /\b([A-Z]{2})\b/g, r = m.exec(text); r; r = m.exec(text)) {
    const code = r[1] as StateCode;
    if (code in STATES && !CODE_WORDS.has(code) && !taken(r.index, r.index + 2)) {
      found.push({ at: r.index, end: r.index + 2, place: { kind: 'state', code, name: STATES[code] } });
    }
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.place)
    .filter((p) => {
      const key = p.kind === 'state' ? p.code : p.name;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The text with the places it names taken out (they are answered from the tables, not ranked). */
export function withoutPlaces(text: string): string {
  let out = text;
  for (const { re } of PATTERNS) out = out.replace(new RegExp(re.source, 'gi'), ' ');
  return out;
}
