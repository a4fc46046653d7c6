import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getChatUsageQueryOptions } from './get-chat-usage';
import { refreshConversations } from './get-conversations';
import { getMessagesQueryOptions, messagesUrl } from './get-messages';

/**
 * Clears a conversation's messages (the latest's without an id; the escalations stay); a reply in
 * flight ends with an error event.
 */
export async function clearMessages(conversationId?: string): Promise<void> {
  await apiRequest('DELETE', messagesUrl(conversationId));
}

export function useClearMessages(conversationId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearMessages(conversationId),
    onSuccess: () => {
      queryClient.setQueryData(getMessagesQueryOptions(conversationId).queryKey, []);
      return Promise.all([
        // The latest conversation's messages (no id) are among what refreshConversations refreshes.
        conversationId !== undefined && queryClient.invalidateQueries({ queryKey: getMessagesQueryOptions(conversationId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getChatUsageQueryOptions().queryKey }),
        refreshConversations(queryClient),
      ]);
    },
  });
}
