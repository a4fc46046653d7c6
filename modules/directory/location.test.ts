import { describe, expect, it } from 'vitest';
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

  it('measures great-circle miles', () => {
    // Austin to Dallas is about 182 miles as the crow flies.
    const d = milesBetween(30.2672, -97.7431, 32.7767, -96.797);
    expect(d).toBeGreaterThan(175);
    expect(d).toBeLessThan(190);
    expect(milesBetween(40, -100, 40, -100)).toBe(0);
  });
});
