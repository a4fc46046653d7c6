import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markReadResponse, type MarkReadResponse } from '../../../../modules/notifications/contract';
import { apiRequest } from '../../../lib/api-client';
import { withRead } from '../lib/merge';
import { getNotificationsQueryOptions, NOTIFICATIONS_URL } from './get-notifications';

export async function markNotificationRead(id: string): Promise<MarkReadResponse> {
  return markReadResponse.parse(await apiRequest('PATCH', `${NOTIFICATIONS_URL}/${encodeURIComponent(id)}/read`));
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (answer, id) =>
      queryClient.setQueryData(getNotificationsQueryOptions().queryKey, (list) => withRead(list, answer.unreadCount, [id])),
  });
}
