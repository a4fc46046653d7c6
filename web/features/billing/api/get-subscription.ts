import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionResponse, type SubscriptionResponse } from '../../../../modules/billing/contract';
import { apiRequest } from '../../../lib/api-client';

export const SUBSCRIPTION_URL = '/api/subscription';

/** The signed-in user's subscription; `isSubscribed` is what every premium check reads. */
export async function getSubscription({ signal }: { signal?: AbortSignal } = {}): Promise<SubscriptionResponse> {
  return subscriptionResponse.parse(await apiRequest('GET', SUBSCRIPTION_URL, undefined, { signal }));
}

export const getSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: [SUBSCRIPTION_URL],
    queryFn: ({ signal }) => getSubscription({ signal }),
  });

export function useSubscription() {
  return useQuery(getSubscriptionQueryOptions());
}
