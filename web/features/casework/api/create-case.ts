import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseCreatedResponse, CaseFormInput } from '../../../../modules/casework/contract';
import { apiRequest } from '../../../lib/api-client';
import { CASES_URL, getCasesQueryOptions } from './get-cases';
import { parseAnswer } from './result-schemas';

/** Creates the case (status pending, unpaid); the server sets the amount, owner and id. */
export async function createCase(input: CaseFormInput): Promise<CaseCreatedResponse> {
  return parseAnswer(apiRequest('POST', CASES_URL, input), (c) => c.caseCreatedResponse);
}

export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    // A retry after a lost answer would meet 'case number taken': the user decides.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCasesQueryOptions().queryKey }),
  });
}
