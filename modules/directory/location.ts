// Resolves a location typed as "City, ST" or a 5-digit ZIP code to a point, offline, from the
// `zipcodes` package (US ZIP codes with their city, state and coordinates). A city with several
// ZIP codes resolves to the mean of their points. Unknown → null (the route answers 400).
import zipcodes, { type ZipInfo } from 'zipcodes';

export interface ResolvedLocation {
  label: string;
  latitude: number;
  longitude: number;
  state: string;
}

const round = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * A state's ZIP codes by upper-case city name, built once per state on first use: the same matches,
 * in the same order, as `zipcodes.lookupByName`, which scans the whole state on every call (about
 * 0.5 ms for Texas — a sixth of a search).
 */
const citiesByState = new Map<string, Map<string, ZipInfo[]>>();
function zipCodesOf(city: string, state: string): ZipInfo[] {
  let cities = citiesByState.get(state);
  if (!cities) {
    cities = new Map();
    for (const z of zipcodes.lookupByState(state)) {
      const name = z.city.toUpperCase();
      const same = cities.get(name);
      if (same) same.push(z);
      else cities.set(name, [z]);
    }
    citiesByState.set(state, cities);
  }
  return cities.get(city.toUpperCase()) ?? [];
}

export function resolveLocation(input: string): ResolvedLocation | null {
  const text = input.trim().replace(/\s+/g, ' ');
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(text);
  if (zip) {
    const z = zipcodes.lookup(zip[1]!);
    if (!z || z.country !== 'US') return null;
    return { label: `${z.city}, ${z.state} ${z.zip}`, latitude: z.latitude, longitude: z.longitude, state: z.state };
  }
  const m = /^(.+?),\s*([A-Za-z]{2})(?:\s+\d{5})?$/.exec(text);
  if (!m) return null;
  const state = m[2]!.toUpperCase();
  const found = zipCodesOf(m[1]!.trim(), state).filter((z) => z.country === 'US' && Number.isFinite(z.latitude));
  if (found.length === 0) return null;
  const latitude = round(found.reduce((s, z) => s + z.latitude, 0) / found.length);
  const longitude = round(found.reduce((s, z) => s + z.longitude, 0) / found.length);
  return { label: `${found[0]!.city}, ${state}`, latitude, longitude, state };
}

/** Great-circle distance in statute miles (haversine, mean Earth radius): the same formula the search runs in SQL. */
export const EARTH_RADIUS_MILES = 3958.8;
export function milesBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}
