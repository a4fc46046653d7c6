import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagesResponse, type ChatMessage } from '../../../../modules/conversation/contract';
import { apiRequest } from '../../../lib/api-client';

/** The latest conversation's messages (SPEC's single chat). */
export const MESSAGES_URL = '/api/messages';

/** Where a conversation's messages are read: the latest conversation's without an id. */
export const messagesUrl = (conversationId?: string) =>
  conversationId === undefined ? MESSAGES_URL : `/api/conversations/${encodeURIComponent(conversationId)}/messages`;

/** A conversation since its last clear, oldest first; a reply still being written is a `streaming` draft. */
export async function getMessages({ conversationId, signal }: { conversationId?: string; signal?: AbortSignal } = {}): Promise<
  ChatMessage[]
> {
  return messagesResponse.parse(await apiRequest('GET', messagesUrl(conversationId), undefined, { signal }));
}

/** The open conversation's messages, or (without an id) the latest conversation's, as GET /api/messages gives them. */
export const getMessagesQueryOptions = (conversationId?: string) =>
  queryOptions({
    queryKey: [messagesUrl(conversationId)],
    queryFn: ({ signal }) => getMessages({ conversationId, signal }),
  });

export function useMessages(conversationId?: string) {
  return useQuery(getMessagesQueryOptions(conversationId));
}
