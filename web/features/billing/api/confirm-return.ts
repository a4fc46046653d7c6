import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmReturnResponse, type ConfirmReturnRequest, type ConfirmReturnResponse } from '../../../../modules/billing/contract';
import { apiRequest } from '../../../lib/api-client';
import { getSubscriptionQueryOptions } from './get-subscription';

/**
 * The browser came back from the payment form to /subscription?redirect_status=…: the server
 * asks the provider what happened (the redirect status itself decides nothing).
 */
export async function confirmReturn(input: ConfirmReturnRequest): Promise<ConfirmReturnResponse> {
  return confirmReturnResponse.parse(await apiRequest('POST', '/api/subscription/confirm-return', input));
}

export function useConfirmReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReturn,
    onSuccess: (result) => {
      queryClient.setQueryData(getSubscriptionQueryOptions().queryKey, result.subscription);
      return queryClient.invalidateQueries({ queryKey: getSubscriptionQueryOptions().queryKey });
    },
  });
}
