import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPreferences, type NotificationPreferences } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';
import { getNotificationPreferencesQueryOptions, NOTIFICATION_PREFERENCES_URL } from './get-notification-preferences';

export async function saveNotificationPreferences(input: NotificationPreferences): Promise<NotificationPreferences> {
  return notificationPreferences.parse(await apiRequest('PUT', NOTIFICATION_PREFERENCES_URL, input));
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(getNotificationPreferencesQueryOptions().queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: getNotificationPreferencesQueryOptions().queryKey });
    },
  });
}
