// Jurisdictions a contract can choose or a party can be formed in: every US state (and DC and
// Puerto Rico), every country (i18n-iso-countries), and the provinces, states and nations of the
// countries whose contracts choose a sub-national law (Canada, Australia, the United Kingdom), each
// mapped to its country. Knowledge, not tuning: the tables are complete lists, not names seen in a file.
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { states } from 'states-us';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json') as Parameters<typeof countries.registerLocale>[0]);

export interface Jurisdiction {
  /** As the engine names it: "Texas", "British Columbia", "England and Wales", "Switzerland". */
  name: string;
  /** The country it belongs to ("United States of America" for a state; itself for a country). */
  country: string;
  kind: 'state' | 'province' | 'nation' | 'country';
}

export const US_STATES: readonly string[] = states
  .filter((s) => !s.territory || s.abbreviation === 'DC' || s.abbreviation === 'PR')
  .map((s) => s.name);

const CANADA = [
  'Alberta',
  'British Columbia',
  'Manitoba',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Nova Scotia',
  'Ontario',
  'Prince Edward Island',
  'Quebec',
  'Québec',
  'Saskatchewan',
  'Northwest Territories',
  'Nunavut',
  'Yukon',
];
const AUSTRALIA = [
  'New South Wales',
  'Victoria',
  'Queensland',
  'South Australia',
  'Western Australia',
  'Tasmania',
  'Australian Capital Territory',
  'Northern Territory',
];
const UNITED_KINGDOM = ['England and Wales', 'England', 'Wales', 'Scotland', 'Northern Ireland'];

/** Country names as contracts write them, beyond the ISO short names. */
const COUNTRY_ALIASES: Record<string, string> = {
  'the United States': 'United States of America',
  'the United States of America': 'United States of America',
  'United States': 'United States of America',
  USA: 'United States of America',
  'U.S.A.': 'United States of America',
  'the United Kingdom': 'United Kingdom',
  'Great Britain': 'United Kingdom',
  'the Netherlands': 'Netherlands',
  Holland: 'Netherlands',
  'the Republic of China': 'Taiwan',
  "the People's Republic of China": 'China',
  "People's Republic of China": 'China',
  PRC: 'China',
  'Republic of Korea': 'South Korea',
  Korea: 'South Korea',
  'Hong Kong': 'Hong Kong',
  'the Hong Kong Special Administrative Region': 'Hong Kong',
};

/** "English law", "Swiss law": the adjective of a jurisdiction, before "law". */
export const LAW_ADJECTIVES: Record<string, string> = {
  English: 'England',
  Scottish: 'Scotland',
  Scots: 'Scotland',
  Welsh: 'Wales',
  British: 'United Kingdom',
  Irish: 'Ireland',
  Swiss: 'Switzerland',
  German: 'Germany',
  French: 'France',
  Italian: 'Italy',
  Spanish: 'Spain',
  Portuguese: 'Portugal',
  Dutch: 'Netherlands',
  Belgian: 'Belgium',
  Austrian: 'Austria',
  Luxembourgish: 'Luxembourg',
  Swedish: 'Sweden',
  Norwegian: 'Norway',
  Danish: 'Denmark',
  Finnish: 'Finland',
  Icelandic: 'Iceland',
  Polish: 'Poland',
  Czech: 'Czechia',
  Hungarian: 'Hungary',
  Greek: 'Greece',
  Turkish: 'Turkey',
  Russian: 'Russia',
  Israeli: 'Israel',
  Indian: 'India',
  Chinese: 'China',
  Japanese: 'Japan',
  Korean: 'South Korea',
  Singaporean: 'Singapore',
  Australian: 'Australia',
  Canadian: 'Canada',
  Mexican: 'Mexico',
  Brazilian: 'Brazil',
  Argentine: 'Argentina',
  Argentinian: 'Argentina',
  Chilean: 'Chile',
  Colombian: 'Colombia',
  'South African': 'South Africa',
  'New Zealand': 'New Zealand',
};

function build(): Jurisdiction[] {
  const out: Jurisdiction[] = [];
  for (const s of US_STATES) out.push({ name: s, country: 'United States of America', kind: 'state' });
  for (const p of CANADA) out.push({ name: p === 'Québec' ? 'Quebec' : p, country: 'Canada', kind: 'province' });
  for (const p of AUSTRALIA) out.push({ name: p, country: 'Australia', kind: 'state' });
  for (const n of UNITED_KINGDOM) out.push({ name: n, country: 'United Kingdom', kind: 'nation' });
  const countryNames = countries.getNames('en', { select: 'all' }) as Record<string, string[]>;
  for (const names of Object.values(countryNames)) {
    // The name a contract uses, not the ISO list's inverted form: "Taiwan" for "Taiwan, Province of China",
    // "Moldova" for "Moldova, Republic of" ("Virgin Islands, British" keeps its qualifier, which tells it apart).
    const canonical = names.find((n) => !n.includes(',')) ?? names[0]!.replace(/,\s+(?:\w+\s+)*of(?:\s+\w+)*$/, '');
    for (const n of new Set([...names, canonical])) out.push({ name: canonical, country: canonical, kind: 'country', ...{ alias: n } });
  }
  return out;
}

/** Every spelling → its jurisdiction. A US state wins over a country of the same name ("Georgia"); "New Jersey" is a state, "Jersey" alone a country. */
const BY_SPELLING = new Map<string, Jurisdiction>();
for (const j of build() as (Jurisdiction & { alias?: string })[]) {
  const key = (j.alias ?? j.name).toLowerCase();
  if (!BY_SPELLING.has(key)) BY_SPELLING.set(key, { name: j.name, country: j.country, kind: j.kind });
}
for (const [alias, country] of Object.entries(COUNTRY_ALIASES)) {
  const key = alias.toLowerCase();
  if (!BY_SPELLING.has(key)) BY_SPELLING.set(key, { name: country, country, kind: 'country' });
}
BY_SPELLING.set('québec', BY_SPELLING.get('quebec')!);

/** Every spelling, longest first (so that "United Kingdom" wins over "United", "New South Wales" over "Wales"). */
export const PLACE_SPELLINGS: readonly string[] = [...BY_SPELLING.keys()].sort((a, b) => b.length - a.length);

/** The jurisdiction a place name (any case, with or without a leading "the") names, if any. */
export function jurisdiction(name: string): Jurisdiction | undefined {
  const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return BY_SPELLING.get(key) ?? BY_SPELLING.get(key.replace(/^the\s+/, ''));
}

export function isPlaceName(name: string): boolean {
  return jurisdiction(name.replace(/[.,;:]+$/, '')) !== undefined;
}
