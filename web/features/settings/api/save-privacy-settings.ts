import { useMutation, useQueryClient } from '@tanstack/react-query';
import { privacySettings, type PrivacySettings } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';
import { getPrivacySettingsQueryOptions, PRIVACY_SETTINGS_URL } from './get-privacy-settings';

export async function savePrivacySettings(input: PrivacySettings): Promise<PrivacySettings> {
  return privacySettings.parse(await apiRequest('PUT', PRIVACY_SETTINGS_URL, input));
}

export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrivacySettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(getPrivacySettingsQueryOptions().queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: getPrivacySettingsQueryOptions().queryKey });
    },
  });
}
