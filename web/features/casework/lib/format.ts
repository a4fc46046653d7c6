import { CASE_ANALYSIS_AMOUNT_CENTS } from '../../../../modules/casework/contract';

/**
 * '$199.99', '$1,234.50', '-$5.00' — the server's amount in US dollars, as Intl.NumberFormat('en-US',
 * currency USD) writes it, without Intl: the price is on Case Analysis' first screen, and a page's
 * first Intl formatter costs ~12 ms (~50 ms on a phone) in its first render (decision 0030).
 */
export function money(cents: number): string {
  const [whole, fraction] = (Math.abs(Math.round(cents)) / 100).toFixed(2).split('.') as [string, string];
  return `${cents < 0 ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

export const CASE_PRICE = money(CASE_ANALYSIS_AMOUNT_CENTS);

/** 'May 14, 2026'; the raw text when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
}

/** 'May 14, 2026, 3:05 PM'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** SPEC §9's colours for a success percent: 70+ green, 40–69 yellow, below 40 red (dark enough for text). */
export function probabilityColor(percent: number): string {
  if (percent >= 70) return '#237804';
  if (percent >= 40) return '#8a5300';
  return '#a8071a';
}

/** 'Criminal', 'Family', 'Civil': a category's name from its value, for any category the contract lists. */
export const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);
