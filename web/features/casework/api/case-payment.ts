import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CasePaymentResponse, MarkPaidResponse } from '../../../../modules/casework/contract';
import { apiRequest } from '../../../lib/api-client';
import { caseUrl } from './get-case';
import { getCasesQueryOptions } from './get-cases';
import { parseAnswer } from './result-schemas';

/** Starts (or resumes) the case's one-time payment: the client secret the card form confirms. Owner only. */
export async function startCasePayment(caseId: number): Promise<CasePaymentResponse> {
  return parseAnswer(apiRequest('POST', `/api/payments/case/${caseId}`, {}), (c) => c.casePaymentResponse);
}

/** Asks the server to record the payment the provider confirmed: 'paid', 'pending' (not yet) or 'failed'. */
export async function markCasePaid(caseId: number): Promise<MarkPaidResponse> {
  return parseAnswer(apiRequest('POST', `${caseUrl(caseId)}/mark-paid`), (c) => c.markPaidResponse);
}

export function useStartCasePayment() {
  // The same open payment comes back on a repeat, so the global retries are safe.
  return useMutation({ mutationFn: startCasePayment });
}

export function useMarkCasePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markCasePaid,
    onSuccess: (_answer, caseId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getCasesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: [caseUrl(caseId)] }),
      ]),
  });
}
