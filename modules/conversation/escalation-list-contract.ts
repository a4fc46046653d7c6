// GET /api/escalations' query (the dashboard's Escalations tab): filters, sort and page. Browser-safe.
import * as z from 'zod/mini';
import { dateParam, datesInOrder, oneOrMoreOf, pagingParams, searchParam } from '../../infra/http/list-query.js';
import { escalationStatusSchema, urgencySchema } from './contract.js';

export const ESCALATION_LIST_SORTS = ['createdAt', 'updatedAt', 'caseId', 'urgency', 'status'] as const;
export type EscalationListSort = (typeof ESCALATION_LIST_SORTS)[number];

/**
 * `q` matches the escalation's case id, its summary or (staff) the client's username; `status` and
 * `urgency` take comma-separated values; `from`/`to` bound the day it was created (UTC, inclusive).
 * Without `page`/`pageSize` every matching escalation is answered.
 */
export const escalationListQuery = z
  .object({
    q: z.optional(searchParam),
    status: z.optional(oneOrMoreOf('status', escalationStatusSchema.options)),
    urgency: z.optional(oneOrMoreOf('urgency', urgencySchema.options)),
    from: z.optional(dateParam('from')),
    to: z.optional(dateParam('to')),
    ...pagingParams(ESCALATION_LIST_SORTS),
  })
  .check(datesInOrder());
export type EscalationListQuery = z.infer<typeof escalationListQuery>;
