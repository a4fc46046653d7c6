import { describe, expect, it } from 'vitest';
import { MAX_STAGGERED, staggerDelays } from './stagger';

describe('staggerDelays', () => {
  it('staggers the messages of the first render by 0.1 s each', () => {
    expect(staggerDelays([], 4)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('staggers only the last ten of a long history', () => {
    const delays = staggerDelays([], 25);
    expect(delays.slice(0, 15)).toEqual(Array(15).fill(0));
    expect(delays.slice(15)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]);
    expect(Math.max(...delays)).toBeCloseTo((MAX_STAGGERED - 1) * 0.1);
  });

  it('counts a later batch from its own start and keeps the delays given before', () => {
    const first = staggerDelays([], 3);
    const next = staggerDelays(first, 5);
    expect(next).toEqual([0, 0.1, 0.2, 0, 0.1]);
    expect(staggerDelays(next, 5)).toEqual(next);
  });

  it('forgets positions that went away (a clear or a rollback)', () => {
    expect(staggerDelays([0, 0.1, 0.2], 2)).toEqual([0, 0.1]);
    expect(staggerDelays([0, 0.1, 0.2], 0)).toEqual([]);
    expect(staggerDelays(staggerDelays([0, 0.1, 0.2], 0), 2)).toEqual([0, 0.1]);
  });
});
