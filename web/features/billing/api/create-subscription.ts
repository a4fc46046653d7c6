import { useMutation } from '@tanstack/react-query';
import { createSubscriptionResponse, MESSAGES, type CreateSubscriptionResponse } from '../../../../modules/billing/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * Starts (or resumes) the Premium subscription: the server answers the client secret of its
 * first payment, which the card form confirms. The same secret comes back while it is open, so
 * the global mutation retries cannot start a second subscription.
 */
export async function createSubscription(): Promise<CreateSubscriptionResponse> {
  const body = await apiRequest('POST', '/api/subscription', {});
  const parsed = createSubscriptionResponse.safeParse(body);
  if (!parsed.success || !parsed.data.clientSecret) throw new Error(MESSAGES.noClientSecret);
  return parsed.data;
}

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}
