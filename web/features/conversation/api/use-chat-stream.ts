// The chat's send, regenerate and resume hooks: the user's message shown at once, the streamed
// reply followed to its end, the conversation refreshed. The stream's reader (stream-message.ts,
// with eventsource-parser) is a chunk of its own, fetched when the message box is first focused or
// a reply is resumed: the chat's first screen does not need it (docs/decisions/0024-page-weight.md).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../modules/conversation/contract';
import { ApiError } from '../../../lib/api-client';
import { shouldRetryMutation } from '../../../lib/query-client';
import { getChatUsageQueryOptions } from './get-chat-usage';
import { refreshConversations } from './get-conversations';
import { getMessagesQueryOptions } from './get-messages';
import type { ReplyProgress } from './stream-message';

export type { ReplyProgress };

const loadStream = () => import('./stream-message');

/** Starts loading the stream's reader before the first send needs it. */
export function preloadChatStream(): void {
  void loadStream();
}

let optimisticIds = 0;
const OPTIMISTIC = 'optimistic-';

/** The user's message as the list shows it before the server has answered (SPEC §4). */
export function optimisticMessage(content: string, now: Date = new Date()): ChatMessage {
  optimisticIds += 1;
  return { id: `${OPTIMISTIC}${optimisticIds}`, content, isUser: true, createdAt: now.toISOString() };
}

/**
 * The reason a reply's reader is aborted with when the user pressed Stop: the stop's answer is
 * the reply, so the send is not rolled back (use `stopReading`).
 */
export const REPLY_STOPPED = 'reply-stopped';

/** Stops reading a reply the user stopped (its final text came from the stop call). */
export function stopReading(controller: AbortController | null): void {
  controller?.abort(REPLY_STOPPED);
}

const stoppedByUser = (signal: AbortSignal | undefined) => signal?.aborted === true && signal.reason === REPLY_STOPPED;

/**
 * A finished (or stopped) exchange written into the conversation, so it shows while the list
 * refetches: the server's user message replaces the optimistic one, the reply replaces its draft.
 */
export function settleExchange(
  queryClient: QueryClient,
  conversationId: string | undefined,
  { userMessage, assistantMessage }: { userMessage: ChatMessage | null; assistantMessage: ChatMessage },
) {
  queryClient.setQueryData(getMessagesQueryOptions(conversationId).queryKey, (old: ChatMessage[] = []) => {
    const kept = old.filter(
      (m) => m.id !== assistantMessage.id && !(userMessage && (m.id === userMessage.id || m.id.startsWith(OPTIMISTIC))),
    );
    return [...kept, ...(userMessage ? [userMessage] : []), assistantMessage];
  });
}

/** The conversation, the list of conversations (order, counts) and today's allowance, from the server. */
export function refreshConversation(queryClient: QueryClient, conversationId: string | undefined) {
  return Promise.all([
    // The latest conversation's messages (no id) are among what refreshConversations refreshes.
    conversationId !== undefined && queryClient.invalidateQueries({ queryKey: getMessagesQueryOptions(conversationId).queryKey }),
    queryClient.invalidateQueries({ queryKey: getChatUsageQueryOptions().queryKey }),
    refreshConversations(queryClient),
  ]);
}

/** Shows `message` at the end of the conversation at once; answers what to roll back to. */
async function showOptimistically(queryClient: QueryClient, conversationId: string | undefined, message: ChatMessage) {
  const key = getMessagesQueryOptions(conversationId).queryKey;
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData(key);
  queryClient.setQueryData(key, (old: ChatMessage[] = []) => [...old, message]);
  return { previous };
}

export interface SendVariables {
  content: string;
  signal?: AbortSignal;
}

/**
 * Sends with the user's message shown at once and rolled back on failure; on `done` the list is
 * refetched from the server. A send is retried (SPEC §7) only when the server answered 5xx before
 * the stream began; a stream that dropped is resumed inside the call, never sent twice. Without a
 * conversation id the message goes to the latest conversation (SPEC's POST /api/messages/stream).
 */
export function useSendMessage(progress: ReplyProgress = {}, conversationId?: string) {
  const queryClient = useQueryClient();
  const key = getMessagesQueryOptions(conversationId).queryKey;
  return useMutation({
    mutationFn: async ({ content, signal }: SendVariables) =>
      (await loadStream()).sendMessageStream({ content }, progress, { signal, conversationId }),
    retry: (failureCount, error) => error instanceof ApiError && shouldRetryMutation(failureCount, error),
    onMutate: ({ content }) => showOptimistically(queryClient, conversationId, optimisticMessage(content.trim())),
    onSuccess: (done) => settleExchange(queryClient, conversationId, done),
    onError: (_error, variables, context) => {
      if (context && !stoppedByUser(variables.signal)) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => refreshConversation(queryClient, conversationId),
  });
}

export interface RegenerateVariables {
  /** The conversation to regenerate in (the latest one's id when the page shows it without one). */
  conversationId: string;
  /** The question answered last: shown at once as the regenerated question's divider. */
  question: ChatMessage;
  signal?: AbortSignal;
}

/**
 * Regenerate: the conversation's last question is asked again and a new answer streams below the
 * old one (which is kept). The repeated question shows as a divider at once, rolled back on failure.
 * `shownAs` is the page's conversation id (none for the latest conversation, GET /api/messages).
 */
export function useRegenerate(progress: ReplyProgress = {}, shownAs?: string) {
  const queryClient = useQueryClient();
  const key = getMessagesQueryOptions(shownAs).queryKey;
  return useMutation({
    mutationFn: async ({ conversationId, signal }: RegenerateVariables) =>
      (await loadStream()).regenerateStream(conversationId, progress, { signal }),
    retry: false,
    onMutate: ({ question }) =>
      showOptimistically(queryClient, shownAs, { ...optimisticMessage(question.content), regenerateOf: question.id }),
    onSuccess: (done) => settleExchange(queryClient, shownAs, done),
    onError: (_error, variables, context) => {
      if (context && !stoppedByUser(variables.signal)) queryClient.setQueryData(key, context.previous);
    },
    onSettled: (_done, _error, { conversationId }) =>
      Promise.all([
        refreshConversation(queryClient, shownAs),
        // Shown without its id (the latest conversation): its own address's copy is stale too.
        conversationId !== shownAs && queryClient.invalidateQueries({ queryKey: getMessagesQueryOptions(conversationId).queryKey }),
      ]),
  });
}

export interface ResumeVariables {
  replyId: string;
  offset: number;
  signal?: AbortSignal;
}

/** Follows a reply still being written when the chat opened (a reload mid-reply). */
export function useResumeReply(progress: ReplyProgress = {}, conversationId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ replyId, offset, signal }: ResumeVariables) =>
      (await loadStream()).resumeReplyStream(replyId, offset, progress, { signal }),
    retry: false,
    onSuccess: (done) => settleExchange(queryClient, conversationId, done),
    onSettled: () => refreshConversation(queryClient, conversationId),
  });
}
