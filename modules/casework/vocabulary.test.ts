import { states } from 'states-us';
import { describe, expect, it } from 'vitest';
import { US_STATES } from './vocabulary.js';

describe('US_STATES', () => {
  it('is the fifty states of the states-us package, code to name, in its order (no territory, no DC)', () => {
    const fifty = states.filter((s) => !s.territory && s.abbreviation !== 'DC').map((s) => [s.abbreviation, s.name]);
    expect(fifty).toHaveLength(50);
    expect([...US_STATES]).toEqual(fifty);
  });
});
