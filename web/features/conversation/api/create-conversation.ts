// POST /api/conversations: an empty conversation that becomes the latest ('New chat').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationSummary, createConversationRequest, type ConversationSummary } from '../../../../modules/conversation/contract';
import { apiRequest } from '../../../lib/api-client';
import { getMessagesQueryOptions } from './get-messages';
import { CONVERSATIONS_URL, refreshConversations } from './get-conversations';

export async function createConversation(input: { title?: string } = {}): Promise<ConversationSummary> {
  return conversationSummary.parse(await apiRequest('POST', CONVERSATIONS_URL, createConversationRequest.parse(input)));
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title?: string } | void) => createConversation(input ?? {}),
    onSuccess: (created) => {
      // Known to be empty: it opens on the welcome card without a request.
      queryClient.setQueryData(getMessagesQueryOptions(created.id).queryKey, []);
      return refreshConversations(queryClient);
    },
  });
}
