// When a conversation was last written in, as the chat's side panel says it: 'just now',
// '5 minutes ago', 'yesterday', then the date. Intl rather than date-fns: the chat is the first
// page, and every KiB counts there.

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const sameYear = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const otherYear = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** A short relative time for `iso`; the raw text when it cannot be read. */
export function relativeDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const ago = now.getTime() - date.getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days === 0) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (days < 7) return relative.format(-days, 'day');
  return (date.getFullYear() === now.getFullYear() ? sameYear : otherYear).format(date);
}
