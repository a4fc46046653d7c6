// DELETE /api/conversations/:id: the conversation and its messages are gone (204).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationUrl, refreshConversations } from './get-conversations';
import { getMessagesQueryOptions } from './get-messages';

export async function deleteConversation(id: string): Promise<void> {
  await apiRequest('DELETE', conversationUrl(id));
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: getMessagesQueryOptions(id).queryKey });
      return refreshConversations(queryClient);
    },
  });
}
