import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dayMonthYear, dayMonthYearTime, monthDayYearTime } from './dates';

// The same text date-fns wrote, at times that test the edges (midnight, noon, one-digit days, December).
const moments = ['2026-03-05T00:05:00', '2026-12-31T12:00:00', '2026-09-09T23:59:00', '2026-01-01T09:07:00', '2026-07-14T13:30:00'].map(
  (s) => new Date(s),
);

describe('dates without date-fns', () => {
  it.each(moments)('writes %s as date-fns did', (date) => {
    expect(dayMonthYear(date)).toBe(format(date, 'd MMM yyyy'));
    expect(dayMonthYearTime(date)).toBe(format(date, 'd MMM yyyy, HH:mm'));
    expect(monthDayYearTime(date)).toBe(format(date, 'MMM d, yyyy h:mm a'));
  });
});
