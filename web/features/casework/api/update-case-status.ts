import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseStatusRequest, type CaseStateResponse, type CaseStatusRequest } from '../../../../modules/casework/contract';
import { caseStateResponse } from '../../../../modules/casework/result-contract';
import { apiRequest } from '../../../lib/api-client';
import { caseUrl } from './get-case';
import { getCasesQueryOptions } from './get-cases';

export interface UpdateCaseStatusInput extends CaseStatusRequest {
  id: number;
}

/** Start Review (→ in-review) or Mark as Completed (→ completed); staff, paid cases. Answers the new status. */
export async function updateCaseStatus({ id, status }: UpdateCaseStatusInput): Promise<CaseStateResponse> {
  const body = caseStatusRequest.parse({ status });
  return caseStateResponse.parse(await apiRequest('PATCH', `${caseUrl(id)}/status`, body));
}

/** After a change the list and the case reload (SPEC §7). */
export function useUpdateCaseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCaseStatus,
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [caseUrl(id)] }),
        queryClient.invalidateQueries({ queryKey: getCasesQueryOptions().queryKey }),
      ]),
  });
}
