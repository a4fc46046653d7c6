import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationPreferences, type NotificationPreferences } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';

export const NOTIFICATION_PREFERENCES_URL = '/api/user/notifications';

export async function getNotificationPreferences({ signal }: { signal?: AbortSignal } = {}): Promise<NotificationPreferences> {
  return notificationPreferences.parse(await apiRequest('GET', NOTIFICATION_PREFERENCES_URL, undefined, { signal }));
}

export const getNotificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: [NOTIFICATION_PREFERENCES_URL],
    queryFn: ({ signal }) => getNotificationPreferences({ signal }),
  });

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}
