import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay, relativeTime } from './date-groups';

// Local times, so the test means the same in any time zone the runner has.
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);
const NOW = at(2026, 3, 14, 9, 30);

describe('dayLabel', () => {
  it('says Today for any time since local midnight', () => {
    expect(dayLabel(at(2026, 3, 14, 0, 0), NOW)).toBe('Today');
    expect(dayLabel(at(2026, 3, 14, 9, 29), NOW)).toBe('Today');
  });

  it('says Yesterday for the day before, to its first and last minute', () => {
    expect(dayLabel(at(2026, 3, 13, 0, 0), NOW)).toBe('Yesterday');
    expect(dayLabel(at(2026, 3, 13, 23, 59), NOW)).toBe('Yesterday');
  });

  it('gives the date for anything older, across months and years', () => {
    expect(dayLabel(at(2026, 3, 12, 23, 59), NOW)).toBe('March 12, 2026');
    expect(dayLabel(at(2025, 12, 31), NOW)).toBe('December 31, 2025');
  });

  it('knows yesterday across a month boundary', () => {
    expect(dayLabel(at(2026, 2, 28, 18), at(2026, 3, 1, 8))).toBe('Yesterday');
  });
});

describe('groupByDay', () => {
  const msg = (id: string, date: Date) => ({ id, createdAt: date.toISOString() });

  it('groups by day, newest day first and newest first within a day', () => {
    const groups = groupByDay(
      [
        msg('old', at(2026, 3, 1, 10)),
        msg('y1', at(2026, 3, 13, 8)),
        msg('t1', at(2026, 3, 14, 7)),
        msg('y2', at(2026, 3, 13, 20)),
        msg('t2', at(2026, 3, 14, 9)),
      ],
      (m) => m.createdAt,
      NOW,
    );
    expect(groups.map((g) => [g.label, g.items.map((m) => m.id)])).toEqual([
      ['Today', ['t2', 't1']],
      ['Yesterday', ['y2', 'y1']],
      ['March 1, 2026', ['old']],
    ]);
    expect(groups.map((g) => g.key)).toEqual(['2026-03-14', '2026-03-13', '2026-03-01']);
  });

  it('answers no groups for no items and leaves out unreadable dates', () => {
    expect(groupByDay([], (m: { createdAt: string }) => m.createdAt, NOW)).toEqual([]);
    const groups = groupByDay([{ createdAt: 'not a date' }, { createdAt: at(2026, 3, 14, 8).toISOString() }], (m) => m.createdAt, NOW);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.items).toHaveLength(1);
  });
});

describe('relativeTime', () => {
  it('says how long ago, with a suffix', () => {
    expect(relativeTime(at(2026, 3, 14, 9, 25).toISOString(), NOW)).toBe('5 minutes ago');
    expect(relativeTime(at(2026, 3, 13, 9, 30).toISOString(), NOW)).toBe('1 day ago');
  });

  it('shows an unreadable date as it came', () => {
    expect(relativeTime('soon', NOW)).toBe('soon');
  });
});
