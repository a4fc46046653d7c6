import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListResponse, type NotificationListResponse } from '../../../../modules/notifications/contract';
import { apiRequest } from '../../../lib/api-client';

export const NOTIFICATIONS_URL = '/api/notifications';

/** While the live stream is down, the list is polled this often. */
export const POLL_MS = 30_000;

/** The newest notifications of the signed-in user, the unread count and the stream's cursor. */
export async function getNotifications({ signal }: { signal?: AbortSignal } = {}): Promise<NotificationListResponse> {
  return notificationListResponse.parse(await apiRequest('GET', NOTIFICATIONS_URL, undefined, { signal }));
}

export const getNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: [NOTIFICATIONS_URL],
    queryFn: ({ signal }) => getNotifications({ signal }),
  });

/** The list; polled only when `poll` (the live stream is down). */
export function useNotifications({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({ ...getNotificationsQueryOptions(), refetchInterval: poll ? POLL_MS : false });
}
