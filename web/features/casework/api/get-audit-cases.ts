import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseStatus } from '../../../../modules/casework/contract';
import { auditCaseList, type AuditCaseList } from '../../../../modules/casework/history-contract';
import { apiRequest } from '../../../lib/api-client';

export const AUDIT_CASES_URL = '/api/audit/cases';
export const AUDIT_PAGE_SIZE = 20;

export interface AuditCasesQuery {
  q?: string;
  status?: CaseStatus;
  page?: number;
}

export function auditCasesUrl({ q, status, page }: AuditCasesQuery): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  params.set('page', String(page ?? 1));
  params.set('pageSize', String(AUDIT_PAGE_SIZE));
  return `${AUDIT_CASES_URL}?${params.toString()}`;
}

/** One page of the auditor's case list (latest activity first). */
export async function getAuditCases(query: AuditCasesQuery, { signal }: { signal?: AbortSignal } = {}): Promise<AuditCaseList> {
  return auditCaseList.parse(await apiRequest('GET', auditCasesUrl(query), undefined, { signal }));
}

export const getAuditCasesQueryOptions = (query: AuditCasesQuery) =>
  queryOptions({
    queryKey: [AUDIT_CASES_URL, query.q ?? '', query.status ?? '', query.page ?? 1],
    queryFn: ({ signal }) => getAuditCases(query, { signal }),
    // The page shown stays while the next one loads (no flash of an empty table).
    placeholderData: keepPreviousData,
  });

export function useAuditCases(query: AuditCasesQuery) {
  return useQuery(getAuditCasesQueryOptions(query));
}
