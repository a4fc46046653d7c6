import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { milesBetween, resolveLocation } from './location.js';

describe('location', () => {
  it('resolves "City, ST" and ZIP codes offline; unknown places are null', () => {
    const austin = resolveLocation('Austin, TX');
    expect(austin).toMatchObject({ state: 'TX', label: 'Austin, TX' });
    expect(austin!.latitude).toBeCloseTo(30.3, 0);
    expect(resolveLocation('austin,tx')?.state).toBe('TX');
    expect(resolveLocation('78701')).toMatchObject({ state: 'TX', latitude: 30.2713 });
    expect(resolveLocation('Nowhereville, ZZ')).toBeNull();
    expect(resolveLocation('00000')).toBeNull();
    expect(resolveLocation('Austin')).toBeNull();
  });

  it('resolves every city of a state to the mean of the ZIP codes zipcodes.lookupByName finds, in any letter case', () => {
    let cities = 0;
    for (const state of ['TX', 'CA', 'MA', 'WY']) {
      for (const city of new Set(zipcodes.lookupByState(state).map((z) => z.city))) {
        const found = zipcodes.lookupByName(city, state).filter((z) => z.country === 'US' && Number.isFinite(z.latitude));
        const got = resolveLocation(`${city.toLowerCase()},  ${state.toLowerCase()}`);
        const mean = (k: 'latitude' | 'longitude') => Math.round((found.reduce((s, z) => s + z[k], 0) / found.length) * 1e6) / 1e6;
        expect(got).toEqual({ label: `${found[0]!.city}, ${state}`, latitude: mean('latitude'), longitude: mean('longitude'), state });
        cities++;
      }
    }
    expect(cities).toBeGreaterThan(1000);
    expect(resolveLocation('Springfield, ZZ')).toBeNull();
  });

  it('measures great-circle miles', () => {
    // Austin to Dallas is about 182 miles as the crow flies.
    const d = milesBetween(30.2672, -97.7431, 32.7767, -96.797);
    expect(d).toBeGreaterThan(175);
    expect(d).toBeLessThan(190);
    expect(milesBetween(40, -100, 40, -100)).toBe(0);
  });
});
