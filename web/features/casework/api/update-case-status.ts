import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseDetailResponse, caseStatusRequest, type CaseDetailResponse, type CaseStatusRequest } from '../../../../modules/casework/contract';
import { apiRequest } from '../../../lib/api-client';
import { caseUrl } from './get-case';
import { getCasesQueryOptions } from './get-cases';

export interface UpdateCaseStatusInput extends CaseStatusRequest {
  id: number;
}

/** Start Review (→ in-review) or Mark as Completed (→ completed); staff, paid cases. Answers the case. */
export async function updateCaseStatus({ id, status }: UpdateCaseStatusInput): Promise<CaseDetailResponse> {
  const body = caseStatusRequest.parse({ status });
  return caseDetailResponse.parse(await apiRequest('PATCH', `${caseUrl(id)}/status`, body));
}

export function useUpdateCaseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCaseStatus,
    onSuccess: (updated) => {
      queryClient.setQueryData([caseUrl(updated.id)], updated);
      return queryClient.invalidateQueries({ queryKey: getCasesQueryOptions().queryKey });
    },
  });
}
