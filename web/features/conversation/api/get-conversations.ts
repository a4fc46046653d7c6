// GET /api/conversations[?q=]: the user's conversations, newest activity first; with `q`, only
// those that match, each with a snippet of the match (issue 27).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { conversationsResponse, type ConversationSummary } from '../../../../modules/conversation/contract';
import { apiRequest } from '../../../lib/api-client';
import { MESSAGES_URL } from './get-messages';

export const CONVERSATIONS_URL = '/api/conversations';

export const conversationUrl = (id: string) => `${CONVERSATIONS_URL}/${encodeURIComponent(id)}`;

/** The file download of a conversation (an attachment: a plain link downloads it). */
export const conversationExportUrl = (id: string, format: 'md' | 'pdf') => `${conversationUrl(id)}/export?format=${format}`;

export async function getConversations({ q = '', signal }: { q?: string; signal?: AbortSignal } = {}): Promise<ConversationSummary[]> {
  const query = q.trim();
  const url = query === '' ? CONVERSATIONS_URL : `${CONVERSATIONS_URL}?${new URLSearchParams({ q: query }).toString()}`;
  return conversationsResponse.parse(await apiRequest('GET', url, undefined, { signal }));
}

/** The list (q = '') or a search's matches; every search shares the key's first element, so one invalidation reaches them all. */
export const getConversationsQueryOptions = (q = '') =>
  queryOptions({
    queryKey: [CONVERSATIONS_URL, q.trim()],
    queryFn: ({ signal }) => getConversations({ q, signal }),
    // A search answers as the user types: keep the last answer on screen until the next one.
    placeholderData: (previous) => previous,
  });

export function useConversations(q = '') {
  return useQuery(getConversationsQueryOptions(q));
}

/**
 * After anything that changes a conversation or its messages: the lists and searches (titles,
 * counts, order) and the latest conversation (GET /api/messages, which may now be another one).
 */
export function refreshConversations(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [CONVERSATIONS_URL] }),
    queryClient.invalidateQueries({ queryKey: [MESSAGES_URL] }),
  ]);
}
