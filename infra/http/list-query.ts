// The query parameters of a paged, sorted, filtered list (GET /api/case-analyses, /api/escalations):
// pieces each module's contract assembles for its own fields. Browser-safe zod/mini (decision 0026),
// so the web app builds its query strings from the same words. Every parameter is optional and given
// at most once; a repeated or malformed one is a 400 with a message naming it (docs/api.md).
import * as z from 'zod/mini';
import './zod-english.js';
import { freeText } from './text.js';

/** The largest page a list answers. */
export const MAX_PAGE_SIZE = 100;
/** A page's size when only `page` is given. */
export const DEFAULT_PAGE_SIZE = 20;
/** Paging that starts so far in is a mistake or a scan. */
export const MAX_PAGE = 10_000;
export const SEARCH_MAX = 100;

export const LIST_MESSAGES = {
  once: (name: string) => `Give '${name}' at most once`,
  page: `'page' must be a whole number from 1 to ${MAX_PAGE}`,
  pageSize: `'pageSize' must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  date: (name: string) => `'${name}' must be a date written YYYY-MM-DD`,
  dateOrder: "'from' must not be after 'to'",
  search: `'q' must be at most ${SEARCH_MAX} characters`,
  oneOf: (name: string, allowed: readonly string[]) => `'${name}' must be one or more of ${allowed.join(', ')}, separated by commas`,
  sort: (allowed: readonly string[]) => `'sort' must be one of ${allowed.join(', ')}`,
  order: "'order' must be asc or desc",
} as const;

/** One string (a repeated parameter arrives as an array and is refused). */
const single = (name: string) => z.string({ error: LIST_MESSAGES.once(name) });

const wholeNumber = (name: string, max: number, message: string) =>
  z.pipe(
    single(name).check(z.regex(/^\d{1,6}$/, message)),
    z.pipe(
      z.transform((v: string) => Number(v)),
      z.number().check(z.minimum(1, message), z.maximum(max, message)),
    ),
  );

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isCalendarDate = (v: string) => {
  const m = DATE.exec(v);
  if (!m) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A calendar day, YYYY-MM-DD (a date filter's bound, both ends inclusive). */
export const dateParam = (name: string) => single(name).check(z.refine(isCalendarDate, LIST_MESSAGES.date(name)));

/** Comma-separated values of a fixed list: `status=submitted,in-review` → ['submitted', 'in-review']. */
export function oneOrMoreOf<const T extends string>(name: string, allowed: readonly T[]) {
  const message = LIST_MESSAGES.oneOf(name, allowed);
  return z.pipe(
    single(name),
    z.pipe(
      z.transform((v: string) => [...new Set(v.split(',').map((s) => s.trim()))]),
      z.array(z.enum(allowed as unknown as [T, ...T[]], { error: message })).check(z.minLength(1, message)),
    ),
  );
}

/** The search text: trimmed; blank means no search. */
export const searchParam = z.pipe(
  freeText({ required: LIST_MESSAGES.once('q') }).check(z.trim(), z.maxLength(SEARCH_MAX, LIST_MESSAGES.search)),
  z.transform((v: string) => v || undefined),
);

/** The paging and ordering parameters every list shares, around the list's own sort keys. */
export function pagingParams<const S extends string>(sorts: readonly S[]) {
  return {
    page: z.optional(wholeNumber('page', MAX_PAGE, LIST_MESSAGES.page)),
    pageSize: z.optional(wholeNumber('pageSize', MAX_PAGE_SIZE, LIST_MESSAGES.pageSize)),
    sort: z.optional(z.enum(sorts as unknown as [S, ...S[]], { error: LIST_MESSAGES.sort(sorts) })),
    order: z.optional(z.enum(['asc', 'desc'], { error: LIST_MESSAGES.order })),
  };
}

/** 'from' after 'to' is refused (both are optional): the object-level check of a list query. */
export const datesInOrder = <T extends { from?: string | undefined; to?: string | undefined }>() =>
  z.refine<T>((q) => !q.from || !q.to || q.from <= q.to, { message: LIST_MESSAGES.dateOrder, path: ['from'] });

/** A LIKE pattern matching `text` anywhere, its wildcards (% _ \\) taken literally (the server's side). */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The header that carries how many rows match the filters (the body is one page of them). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
