import type { QueryClient } from '@tanstack/react-query';
import { getUserQueryOptions } from '../lib/session';
import { getChatUsageQueryOptions } from '../features/conversation/api/get-chat-usage';

/**
 * After a payment, a cancellation or the provider's return: the user is refetched (SPEC.md §4), and
 * the chat's plan allowance is dropped rather than shown stale ('12 of 20 free messages left' to a
 * new Premium member) while Chat reloads it.
 */
export function refreshAfterSubscriptionChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: getUserQueryOptions().queryKey });
  queryClient.removeQueries({ queryKey: getChatUsageQueryOptions().queryKey });
}
