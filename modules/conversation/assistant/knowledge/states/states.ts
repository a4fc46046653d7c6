// The 50 states and DC by name and postal code, and the places a question may name that the
// tables do not cover (territories), so the assistant can say so instead of guessing.
import type { StateCode } from './types.js';
import cityList from './us-cities.json' with { type: 'json' };
import { PLACE_NAMES, type PlaceMatch } from './place-names.js';

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

/** A state (named, by postal code, or through one of its cities), or a US place the tables do not cover. */
export type Place = { kind: 'state'; code: StateCode; name: string; city?: string } | { kind: 'uncovered'; name: UncoveredPlace };

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

// Cities read as their state (scripts/assistant-cities.ts): any spelling case for names that are
// only places; a capital and a place word before it ("in", "from", "near"…) or a sign-off after it
// ("Milwaukee here", "Mobile - …") for names that are also words or people's names. The place names
// of place-names.ts (the largest cities and capitals of every state, regions, nicknames) are added,
// and say how their own names are matched.
const cities: { name: string; state: string; match: PlaceMatch }[] = [
  ...cityList
    .filter((c) => !PLACE_NAMES.some((p) => p.name.toLowerCase() === c.name.toLowerCase()))
    .map((c) => ({ name: c.name, state: c.state, match: (c.guarded ? 'guarded' : 'plain') as PlaceMatch })),
  ...PLACE_NAMES,
];
const CITY_STATE = new Map(cities.map((c) => [c.name.toLowerCase(), c.state as StateCode]));
const byLength = (a: { name: string }, b: { name: string }) => b.name.length - a.name.length;
const names = (match: PlaceMatch) =>
  cities
    .filter((c) => c.match === match)
    .sort(byLength)
    .map((c) => escape(c.name))
    .join('|');
// A name that ends in a dot ("L.A.", "St. Pete") ends at the dot, not at a word boundary.
const PLAIN_CITIES = new RegExp(`(?<![\\w.])(${names('plain')})(?!\\w)`, 'gi');
const CAPITAL_CITIES = new RegExp(`(?<![\\w.])(${names('capital')})(?!\\w)`, 'g');
const PLACE_WORD = '(?:\\b(?:[Ii]n|[Ff]rom|[Nn]ear|[Aa]round|[Oo]utside(?: of)?|[Tt]o|[Ll]ive in|[Bb]ased in)\\s+)';
const GUARDED_CITIES = new RegExp(`${PLACE_WORD}(${names('guarded')})\\b|^\\s*(${names('guarded')})\\s*(?:here\\b|[-\u2013\u2014,:])`, 'g');
const AFTER_CITIES = new RegExp(`${PLACE_WORD}(${names('after')})\\b|^\\s*(${names('after')})\\s*(?:here\\b|[-\u2013\u2014,:])`, 'gi');

const PLACED_CODE =
  /(?:\b(?:[Ii]n|[Ff]rom|[Nn]ear|[Ll]ive in|[Bb]ased in|[Mm]oving to|[Mm]oved to)\s+|\b[A-Z][A-Za-z.'-]*,\s*)([A-Za-z]{2})\b(?![.'’]\w)/g;
const PLACED_CODE_WORDS = new Set(['IN', 'OR', 'ME']);
const CODE_BEFORE_STATE_WORD =
  /\b([A-Z]{2})\b(?=(?:[ \t]+(?:is|a|an|one|two|all|single|party|one-party|two-party|all-party|consent|recording|wiretap|wiretapping|eavesdropping|stalking|privacy|state's|criminal|family)){0,4}[ \t]+(?:state|law|laws|statutes?)\b)/g;
const STATE_WORD_CODE_WORDS = new Set(['IN', 'OR', 'ME', 'OK']);
const LOWER_CASE_CODES = new Set(
  'ak az ar ca ct dc fl ga ia il ks ky md mi mn nc nd nh nj nm nv ny pa ri sc sd tn tx ut va vt wa wi wv wy'.split(' '),
);

interface Found {
  at: number;
  end: number;
  place: Place;
}

function cityMatches(text: string): Found[] {
  const out: Found[] = [];
  const add = (name: string, at: number) => {
    const code = CITY_STATE.get(name.toLowerCase());
    if (code) out.push({ at, end: at + name.length, place: { kind: 'state', code, name: STATES[code], city: name } });
  };
  for (const re of [PLAIN_CITIES, CAPITAL_CITIES, GUARDED_CITIES, AFTER_CITIES]) {
    const g = new RegExp(re);
    for (let m = g.exec(text); m; m = g.exec(text)) {
      const name = m[1] ?? m[2]!;
      add(name, m.index + m[0].lastIndexOf(name));
    }
  }
  return out;
}

function placeMatches(text: string): Found[] {
  const candidates: Found[] = [];
  for (const { re, place } of PATTERNS) {
    const g = new RegExp(re.source, 'gi');
    for (let m = g.exec(text); m; m = g.exec(text)) candidates.push({ at: m.index, end: m.index + m[0].length, place });
  }
  candidates.push(...cityMatches(text));
  for (let m = /\b([A-Z]{2})\b/g, r = m.exec(text); r; r = m.exec(text)) {
    const code = r[1] as StateCode;
    if (code in STATES && !CODE_WORDS.has(code))
      candidates.push({ at: r.index, end: r.index + 2, place: { kind: 'state', code, name: STATES[code] } });
  }
  // A code that is also a word or an abbreviation ("SD" card, "PA", "GA") is a state when the words
  // right after it say so: "SD one party state?", "PA law on recording", "GA statute". Not IN, OR,
  // ME or OK, which are words before these too ("OK so state law says").
  for (let m = new RegExp(CODE_BEFORE_STATE_WORD), r = m.exec(text); r; r = m.exec(text)) {
    const code = r[1] as StateCode;
    if (code in STATES && CODE_WORDS.has(code) && !STATE_WORD_CODE_WORDS.has(code))
      candidates.push({ at: r.index, end: r.index + 2, place: { kind: 'state', code, name: STATES[code] } });
  }
  // A code that opens the message as its heading, before a dash, a colon or a comma ("GA - can I
  // tape a call?", "PA: is it legal…"), as a city's name does ("Mobile - …"). Not IN, OR, ME or OK,
  // which open sentences as words ("OK, so…").
  for (let m = /^\s*([A-Z]{2})\s*(?=[-\u2013\u2014,:])/g, r = m.exec(text); r; r = m.exec(text)) {
    const code = r[1] as StateCode;
    if (code in STATES && CODE_WORDS.has(code) && !STATE_WORD_CODE_WORDS.has(code))
      candidates.push({
        at: r.index + r[0].indexOf(code),
        end: r.index + r[0].indexOf(code) + 2,
        place: { kind: 'state', code, name: STATES[code] },
      });
  }
  // A code after a place word or a city's comma ("in PA", "Dayton, OH", "i'm in tx"): upper case for
  // any code but the words IN, OR and ME; lower case for the codes that are not words.
  for (let m = new RegExp(PLACED_CODE), r = m.exec(text); r; r = m.exec(text)) {
    const written = r[1]!;
    const code = written.toUpperCase() as StateCode;
    const upper = written === code;
    if (!(code in STATES) || (upper ? PLACED_CODE_WORDS.has(code) : !LOWER_CASE_CODES.has(written))) continue;
    candidates.push({ at: r.index + r[0].length - 2, end: r.index + r[0].length, place: { kind: 'state', code, name: STATES[code] } });
  }
  // The longest name wins where two overlap: "Kansas City" over "Kansas", "West Virginia" over "Virginia".
  candidates.sort((a, b) => b.end - b.at - (a.end - a.at) || a.at - b.at);
  const found: Found[] = [];
  for (const c of candidates) if (!found.some((f) => c.at < f.end && c.end > f.at)) found.push(c);
  return found.sort((a, b) => a.at - b.at);
}

/** The states (or uncovered places) a text names, in the order it names them; a city counts as its state. */
export function findPlaces(text: string): Place[] {
  const seen = new Set<string>();
  return placeMatches(text)
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
  let out = '';
  let from = 0;
  for (const f of placeMatches(text)) {
    out += `${text.slice(from, f.at)} `;
    from = f.end;
  }
  return out + text.slice(from);
}
