import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfirmFacts, FactsView } from '../../../../modules/casework/contract';
import { confirmFactsSchema, factsViewSchema } from '../../../../modules/casework/result-contract';
import { apiRequest, errorStatus } from '../../../lib/api-client';
import { caseUrl } from './get-case';

export const caseFactsUrl = (caseId: number) => `${caseUrl(caseId)}/facts`;

/** The fact sheet the reader made of the case (owner; staff read it once paid): status, facts, flags, whether it may still change. */
export async function getCaseFacts(caseId: number, { signal }: { signal?: AbortSignal } = {}): Promise<FactsView> {
  return factsViewSchema.parse(await apiRequest('GET', caseFactsUrl(caseId), undefined, { signal }));
}

export const getCaseFactsQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: [caseFactsUrl(caseId)],
    queryFn: ({ signal }) => getCaseFacts(caseId, { signal }),
    // 4xx are answers (not found, not yours, not ready): no retry.
    retry: (failures, error) => {
      const status = errorStatus(error);
      if (status !== undefined && status >= 400 && status < 500 && status !== 429) return false;
      return failures < 2;
    },
    // The review edits a copy: a refetch on focus must not reset it under the client's hands.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

export function useCaseFacts(caseId: number) {
  return useQuery(getCaseFactsQueryOptions(caseId));
}

/** The owner confirms (corrected) facts before paying: answers the sheet as now confirmed. 409 once paid, 400 on a bad body. */
export async function confirmCaseFacts({ caseId, facts }: { caseId: number; facts: ConfirmFacts }): Promise<FactsView> {
  return factsViewSchema.parse(await apiRequest('PUT', caseFactsUrl(caseId), confirmFactsSchema.parse(facts)));
}

export function useConfirmCaseFacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCaseFacts,
    // A lost answer repeated is the same sheet confirmed again; still, the client decides.
    retry: false,
    onSuccess: (view, { caseId }) => queryClient.setQueryData(getCaseFactsQueryOptions(caseId).queryKey, view),
  });
}
