import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markReadResponse, type MarkReadResponse } from '../../../../modules/notifications/contract';
import { apiRequest } from '../../../lib/api-client';
import { withRead } from '../lib/merge';
import { getNotificationsQueryOptions, NOTIFICATIONS_URL } from './get-notifications';

export async function markAllNotificationsRead(): Promise<MarkReadResponse> {
  return markReadResponse.parse(await apiRequest('POST', `${NOTIFICATIONS_URL}/read-all`));
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (answer) => queryClient.setQueryData(getNotificationsQueryOptions().queryKey, (list) => withRead(list, answer.unreadCount)),
  });
}
