// POST /api/messages/stream/:replyId/stop: the reply ends with the text that had arrived, marked
// `stopped`; 409 when it had already finished.
import { useMutation } from '@tanstack/react-query';
import { chatMessage, type ChatMessage } from '../../../../modules/conversation/contract';
import { apiRequest } from '../../../lib/api-client';

export const stopReplyUrl = (replyId: string) => `/api/messages/stream/${encodeURIComponent(replyId)}/stop`;

/**
 * Stops the reply being written: answers the saved (stopped) assistant message. The contract's
 * answer is `{ assistantMessage }`; the message on its own (as the server answered it on
 * 2026-11-29) is read as well.
 */
export async function stopReply(replyId: string): Promise<ChatMessage> {
  const body = await apiRequest('POST', stopReplyUrl(replyId));
  const wrapped = typeof body === 'object' && body !== null && 'assistantMessage' in body;
  return chatMessage.parse(wrapped ? body.assistantMessage : body);
}

export function useStopReply() {
  // The page writes the stopped reply into the conversation and refreshes it (chat-page.tsx):
  // it knows which conversation the reply belongs to.
  return useMutation({ mutationFn: stopReply, retry: false });
}
