import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagesResponse, type ChatMessage } from '../../../../modules/conversation/contract';
import { apiRequest } from '../../../lib/api-client';

export const MESSAGES_URL = '/api/messages';

/** The conversation since the last clear, oldest first; a reply still being written is a `streaming` draft. */
export async function getMessages({ signal }: { signal?: AbortSignal } = {}): Promise<ChatMessage[]> {
  return messagesResponse.parse(await apiRequest('GET', MESSAGES_URL, undefined, { signal }));
}

export const getMessagesQueryOptions = () =>
  queryOptions({
    queryKey: [MESSAGES_URL],
    queryFn: ({ signal }) => getMessages({ signal }),
  });

export function useMessages() {
  return useQuery(getMessagesQueryOptions());
}
