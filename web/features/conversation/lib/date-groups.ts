// The History tab's grouping of the user's questions by calendar day (SPEC.md §2), in the
// browser's time zone: Today, Yesterday, then the date.
import { format, formatDistance, startOfDay, subDays } from 'date-fns';

export interface DateGroup<T> {
  /** Stable key: the day as yyyy-MM-dd. */
  key: string;
  label: string;
  items: T[];
}

/** 'Today', 'Yesterday', or the date ('March 14, 2026'). */
export function dayLabel(date: Date, now: Date = new Date()): string {
  const day = startOfDay(date).getTime();
  if (day === startOfDay(now).getTime()) return 'Today';
  if (day === startOfDay(subDays(now, 1)).getTime()) return 'Yesterday';
  return format(date, 'MMMM d, yyyy');
}

/**
 * Groups items by the day of `dateOf(item)`, newest day first and newest item first within a
 * day. Items with an unreadable date are left out.
 */
export function groupByDay<T>(items: readonly T[], dateOf: (item: T) => string, now: Date = new Date()): DateGroup<T>[] {
  const dated = items
    .map((item) => ({ item, at: new Date(dateOf(item)) }))
    .filter(({ at }) => !Number.isNaN(at.getTime()))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const groups: DateGroup<T>[] = [];
  for (const { item, at } of dated) {
    const key = format(at, 'yyyy-MM-dd');
    const group = groups.at(-1);
    if (group?.key === key) group.items.push(item);
    else groups.push({ key, label: dayLabel(at, now), items: [item] });
  }
  return groups;
}

/** '5 minutes ago' (date-fns formatDistanceToNow); the raw text when the date cannot be read. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDistance(date, now, { addSuffix: true });
}
