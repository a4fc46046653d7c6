// The places a search's map labels (decision 0060): the index by one-degree cell answers what a scan
// of every US place gives, most populous first; statewide, the state's own; sections of a city and
// abandoned places never.
import { describe, expect, it } from 'vitest';
import { MAP_PLACES_LIMIT, STATEWIDE, type MapPlace } from '../../modules/directory/index.js';
import { allMapPlaces, mapPlaces } from './map-places.js';

const AUSTIN = { latitude: 30.267, longitude: -97.743, state: 'TX' };
const names = (places: MapPlace[]) => places.map((p) => p.name);

/** The same choice by a scan of every place: those in the box the map shows (1.25 radii tall, 3 wide each side). */
function scan(at: { latitude: number; longitude: number }, miles: number, limit: number) {
  const dLat = (miles * 1.25) / 69.05;
  const dLon = (miles * 3) / (69.05 * Math.cos((at.latitude * Math.PI) / 180));
  return allMapPlaces()
    .filter((p) => Math.abs(p.latitude - at.latitude) <= dLat && Math.abs(p.longitude - at.longitude) <= dLon)
    .slice(0, limit);
}

describe('the places a search map labels', () => {
  it('names the most populous places around the centre, the centre first', () => {
    const around = mapPlaces(AUSTIN, 25);
    expect(around).toHaveLength(MAP_PLACES_LIMIT);
    expect(names(around).slice(0, 6)).toEqual(['Austin', 'Round Rock', 'Cedar Park', 'Georgetown', 'San Marcos', 'Pflugerville']);
    expect(around.map((p) => p.population)).toEqual([...around.map((p) => p.population)].sort((a, b) => b - a));
    expect(around[0]).toMatchObject({ state: 'TX', latitude: expect.closeTo(30.267, 2), longitude: expect.closeTo(-97.743, 2) });
  });

  it('answers what a scan of every US place answers, for radii and places across the country', () => {
    const centres = [
      { latitude: 40.713, longitude: -74.006 }, // New York: dense
      { latitude: 41.88, longitude: -87.63 }, // Chicago
      { latitude: 30.267, longitude: -97.743 },
      { latitude: 30.9, longitude: -102.88 }, // Fort Stockton, TX: sparse
      { latitude: 61.218, longitude: -149.9 }, // Anchorage
      { latitude: 21.307, longitude: -157.858 }, // Honolulu
      { latitude: 45.0, longitude: -110.0 }, // on a cell corner
    ];
    for (const at of centres)
      for (const miles of [25, 50, 100, 200])
        expect(names(mapPlaces({ ...at, state: 'XX' }, miles, 25)), `${miles} miles of ${at.latitude},${at.longitude}`).toEqual(
          names(scan(at, miles, 25)),
        );
  });

  it('leaves out sections of a city and places nobody lives in', () => {
    const chicago = names(mapPlaces({ latitude: 41.88, longitude: -87.63, state: 'IL' }, 25, 500));
    expect(chicago).toContain('Evanston');
    expect(chicago).not.toContain('Chicago Lawn'); // GeoNames PPLX: a section of Chicago
    expect(allMapPlaces().every((p) => p.population > 0)).toBe(true);
  });

  it('statewide, names the state’s own most populous places', () => {
    const texas = mapPlaces(AUSTIN, STATEWIDE);
    expect(texas).toHaveLength(MAP_PLACES_LIMIT);
    expect(texas.every((p) => p.state === 'TX')).toBe(true);
    expect(names(texas).slice(0, 3)).toEqual(['Houston', 'San Antonio', 'Dallas']);
    expect(mapPlaces({ ...AUSTIN, state: 'ZZ' }, STATEWIDE)).toEqual([]);
  });
});
