import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionResponse, type SubscriptionResponse } from '../../../../modules/billing/contract';
import { apiRequest } from '../../../lib/api-client';
import { getSubscriptionQueryOptions } from './get-subscription';

/** Takes back a cancellation at period end: the answer says the subscription renews again. */
export async function resumeSubscription(): Promise<SubscriptionResponse> {
  return subscriptionResponse.parse(await apiRequest('POST', '/api/subscription/resume'));
}

export interface ResumeCallbacks {
  onSuccess?: (subscription: SubscriptionResponse) => void;
  onError?: (error: unknown) => void;
}

/**
 * The callbacks are the mutation's own, not `mutate`'s: the button that asks goes away as soon as
 * the answer reaches the cache (the cancellation is gone), and `mutate`'s callbacks would not run
 * for a component no longer there.
 */
export function useResumeSubscription({ onSuccess, onError }: ResumeCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (subscription) => {
      queryClient.setQueryData(getSubscriptionQueryOptions().queryKey, subscription);
      onSuccess?.(subscription);
      return queryClient.invalidateQueries({ queryKey: getSubscriptionQueryOptions().queryKey });
    },
    onError,
  });
}
