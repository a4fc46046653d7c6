import { describe, expect, it } from 'vitest';
import { relativeDate } from './relative-date';

const now = new Date(2026, 2, 14, 12, 0, 0);
const at = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeDate', () => {
  it('says how long ago within today', () => {
    expect(relativeDate(at(20_000), now)).toBe('just now');
    expect(relativeDate(at(5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeDate(at(3 * 3_600_000), now)).toBe('3 hours ago');
  });

  it('counts calendar days before today', () => {
    expect(relativeDate(new Date(2026, 2, 13, 23, 0).toISOString(), now)).toBe('yesterday');
    expect(relativeDate(new Date(2026, 2, 10, 9, 0).toISOString(), now)).toBe('4 days ago');
  });

  it('gives the date after a week, with the year when it is another', () => {
    expect(relativeDate(new Date(2026, 1, 2).toISOString(), now)).toMatch(/Feb/);
    expect(relativeDate(new Date(2025, 11, 24).toISOString(), now)).toMatch(/2025/);
    expect(relativeDate('not a date', now)).toBe('not a date');
  });
});
