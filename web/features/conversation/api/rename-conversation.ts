// PATCH /api/conversations/:id {title}: 400 with the contract's message for an empty or too long title.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationSummary, renameConversationRequest, type ConversationSummary } from '../../../../modules/conversation/contract';
import { apiRequest } from '../../../lib/api-client';
import { conversationUrl, refreshConversations } from './get-conversations';

export interface RenameConversationVariables {
  id: string;
  title: string;
}

export async function renameConversation({ id, title }: RenameConversationVariables): Promise<ConversationSummary> {
  return conversationSummary.parse(await apiRequest('PATCH', conversationUrl(id), renameConversationRequest.parse({ title })));
}

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameConversation,
    onSuccess: () => refreshConversations(queryClient),
  });
}
