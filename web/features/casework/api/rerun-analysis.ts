import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RerunResponse } from '../../../../modules/casework/contract';
import { rerunResponse } from '../../../../modules/casework/result-contract';
import { apiRequest } from '../../../lib/api-client';
import { caseUrl } from './get-case';

/** Staff: run the analysis again (the two results show side by side). */
export async function rerunAnalysis(caseId: number): Promise<RerunResponse> {
  return rerunResponse.parse(await apiRequest('POST', `${caseUrl(caseId)}/rerun`));
}

export function useRerunAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rerunAnalysis,
    retry: false,
    onSuccess: (_r, caseId) => queryClient.invalidateQueries({ queryKey: [caseUrl(caseId)] }),
  });
}
