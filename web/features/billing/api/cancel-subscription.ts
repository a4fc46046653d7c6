import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionResponse, type SubscriptionResponse } from '../../../../modules/billing/contract';
import { apiRequest } from '../../../lib/api-client';
import { getSubscriptionQueryOptions } from './get-subscription';

/** Cancels at the end of the paid period: the answer still says isSubscribed until then. */
export async function cancelSubscription(): Promise<SubscriptionResponse> {
  return subscriptionResponse.parse(await apiRequest('POST', '/api/subscription/cancel'));
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (subscription) => {
      queryClient.setQueryData(getSubscriptionQueryOptions().queryKey, subscription);
      return queryClient.invalidateQueries({ queryKey: getSubscriptionQueryOptions().queryKey });
    },
  });
}
