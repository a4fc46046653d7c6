// Dates as the staff tables and the outbox show them, with the browser's own Intl (local time, as
// date-fns's `format` gave them) instead of date-fns, which cost every page that showed one ≈ 6 KiB.
// Each format is made once (a table formats one date a row).
const DAY = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });
const DAY_TIME_24 = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const DAY_TIME_12 = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const parts = (format: Intl.DateTimeFormat, date: Date) =>
  Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value])) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

/** "5 Mar 2026" (date-fns 'd MMM yyyy'). */
export function dayMonthYear(date: Date): string {
  const p = parts(DAY, date);
  return `${p.day} ${p.month} ${p.year}`;
}

/** "5 Mar 2026, 14:05" (date-fns 'd MMM yyyy, HH:mm'). */
export function dayMonthYearTime(date: Date): string {
  const p = parts(DAY_TIME_24, date);
  return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}`;
}

/** "Mar 5, 2026 2:05 PM" (date-fns 'MMM d, yyyy h:mm a'). */
export function monthDayYearTime(date: Date): string {
  const p = parts(DAY_TIME_12, date);
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}
