import { queryOptions, useQuery } from '@tanstack/react-query';
import { caseHistoryResponse, type CaseHistoryResponse } from '../../../../modules/casework/history-contract';
import { apiRequest, errorStatus } from '../../../lib/api-client';

export const caseHistoryUrl = (id: number) => `/api/audit/cases/${id}`;

/** Every event of the case with who, when, what and the state after it, and whether its hash chain verifies. */
export async function getCaseHistory(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<CaseHistoryResponse> {
  return caseHistoryResponse.parse(await apiRequest('GET', caseHistoryUrl(id), undefined, { signal }));
}

export const getCaseHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [caseHistoryUrl(id)],
    queryFn: ({ signal }) => getCaseHistory(id, { signal }),
    retry: (failures, error) => {
      const status = errorStatus(error);
      if (status !== undefined && status >= 400 && status < 500 && status !== 429) return false;
      return failures < 3;
    },
  });

export function useCaseHistory(id: number) {
  return useQuery(getCaseHistoryQueryOptions(id));
}
