// GET /api/case-analyses' query (My Cases, the dashboard's Case Analyses): filters, sort and page.
// Browser-safe; the web app builds its query strings with the same schema's words.
import * as z from 'zod/mini';
import { dateParam, datesInOrder, oneOrMoreOf, pagingParams, searchParam } from '../../infra/http/list-query.js';
import { CASE_CATEGORIES, CASE_STATUSES } from './contract.js';

export const CASE_LIST_SORTS = ['createdAt', 'updatedAt', 'caseNumber', 'caseTitle', 'clientName', 'status'] as const;
export type CaseListSort = (typeof CASE_LIST_SORTS)[number];

/**
 * `q` matches the case number, title or client name (any part, any case); `status` and `category`
 * take comma-separated values; `from`/`to` bound the day the case was created (UTC, inclusive).
 * Without `page`/`pageSize` every matching case is answered (the list as it always was).
 */
export const caseListQuery = z
  .object({
    q: z.optional(searchParam),
    status: z.optional(oneOrMoreOf('status', CASE_STATUSES)),
    category: z.optional(oneOrMoreOf('category', CASE_CATEGORIES)),
    from: z.optional(dateParam('from')),
    to: z.optional(dateParam('to')),
    ...pagingParams(CASE_LIST_SORTS),
  })
  .check(datesInOrder());
export type CaseListQuery = z.infer<typeof caseListQuery>;
