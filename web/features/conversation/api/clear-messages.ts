import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getChatUsageQueryOptions } from './get-chat-usage';
import { getMessagesQueryOptions, MESSAGES_URL } from './get-messages';

/** Clears the conversation (the escalations stay); a reply in flight ends with an error event. */
export async function clearMessages(): Promise<void> {
  await apiRequest('DELETE', MESSAGES_URL);
}

export function useClearMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearMessages,
    onSuccess: () => {
      queryClient.setQueryData(getMessagesQueryOptions().queryKey, []);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: getMessagesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getChatUsageQueryOptions().queryKey }),
      ]);
    },
  });
}
