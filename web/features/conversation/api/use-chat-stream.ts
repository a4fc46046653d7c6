// The chat's send and resume hooks: the user's message shown at once, the streamed reply
// followed to its end, the conversation refreshed. The stream's reader (stream-message.ts, with
// eventsource-parser) is a chunk of its own, fetched when the message box is first focused or a
// reply is resumed: the chat's first screen does not need it (docs/decisions/0024-page-weight.md).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage, StreamDoneEvent } from '../../../../modules/conversation/contract';
import { ApiError } from '../../../lib/api-client';
import { shouldRetryMutation } from '../../../lib/query-client';
import { getChatUsageQueryOptions } from './get-chat-usage';
import { getMessagesQueryOptions } from './get-messages';
import type { ReplyProgress } from './stream-message';

export type { ReplyProgress };

const loadStream = () => import('./stream-message');

/** Starts loading the stream's reader before the first send needs it. */
export function preloadChatStream(): void {
  void loadStream();
}

let optimisticIds = 0;

/** The user's message as the list shows it before the server has answered (SPEC §4). */
export function optimisticMessage(content: string, now: Date = new Date()): ChatMessage {
  optimisticIds += 1;
  return { id: `optimistic-${optimisticIds}`, content, isUser: true, createdAt: now.toISOString() };
}

/** The finished exchange written into the list, so it shows while the list refetches. */
function settleExchange(queryClient: QueryClient, done: StreamDoneEvent, optimisticId?: string) {
  queryClient.setQueryData(getMessagesQueryOptions().queryKey, (old: ChatMessage[] = []) => {
    const kept = old.filter((m) => m.id !== optimisticId && m.id !== done.assistantMessage.id && m.id !== done.userMessage?.id);
    return [...kept, ...(done.userMessage ? [done.userMessage] : []), done.assistantMessage];
  });
}

function refreshConversation(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getMessagesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getChatUsageQueryOptions().queryKey }),
  ]);
}

export interface SendVariables {
  content: string;
  signal?: AbortSignal;
}

/**
 * Sends with the user's message shown at once and rolled back on failure; on `done` the list is
 * refetched from the server. A send is retried (SPEC §7) only when the server answered 5xx before
 * the stream began; a stream that dropped is resumed inside the call, never sent twice.
 */
export function useSendMessage(progress: ReplyProgress = {}) {
  const queryClient = useQueryClient();
  const key = getMessagesQueryOptions().queryKey;
  return useMutation({
    mutationFn: async ({ content, signal }: SendVariables) => (await loadStream()).sendMessageStream({ content }, progress, { signal }),
    retry: (failureCount, error) => error instanceof ApiError && shouldRetryMutation(failureCount, error),
    onMutate: async ({ content }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      const optimistic = optimisticMessage(content.trim());
      queryClient.setQueryData(key, (old: ChatMessage[] = []) => [...old, optimistic]);
      return { previous, optimisticId: optimistic.id };
    },
    onSuccess: (done, _variables, context) => settleExchange(queryClient, done, context?.optimisticId),
    onError: (_error, _variables, context) => {
      if (context) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => refreshConversation(queryClient),
  });
}

export interface ResumeVariables {
  replyId: string;
  offset: number;
  signal?: AbortSignal;
}

/** Follows a reply still being written when the chat opened (a reload mid-reply). */
export function useResumeReply(progress: ReplyProgress = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ replyId, offset, signal }: ResumeVariables) =>
      (await loadStream()).resumeReplyStream(replyId, offset, progress, { signal }),
    retry: false,
    onSuccess: (done) => settleExchange(queryClient, done),
    onSettled: () => refreshConversation(queryClient),
  });
}
