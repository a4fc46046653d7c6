import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatUsageResponse, type ChatUsageResponse } from '../../../../modules/conversation/contract';
import { apiRequest } from '../../../lib/api-client';

export const CHAT_USAGE_URL = '/api/messages/usage';

/** Today's use of the plan's chat allowance (free: a daily quota; premium: unlimited). */
export async function getChatUsage({ signal }: { signal?: AbortSignal } = {}): Promise<ChatUsageResponse> {
  return chatUsageResponse.parse(await apiRequest('GET', CHAT_USAGE_URL, undefined, { signal }));
}

export const getChatUsageQueryOptions = () =>
  queryOptions({
    queryKey: [CHAT_USAGE_URL],
    queryFn: ({ signal }) => getChatUsage({ signal }),
    // Changes behind the chat's back (a subscription, midnight UTC): fetched again on every visit.
    staleTime: 0,
  });

export function useChatUsage() {
  return useQuery(getChatUsageQueryOptions());
}
