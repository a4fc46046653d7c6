import { queryOptions, useQuery } from '@tanstack/react-query';
import { privacySettings, type PrivacySettings } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';

export const PRIVACY_SETTINGS_URL = '/api/user/privacy';

export async function getPrivacySettings({ signal }: { signal?: AbortSignal } = {}): Promise<PrivacySettings> {
  return privacySettings.parse(await apiRequest('GET', PRIVACY_SETTINGS_URL, undefined, { signal }));
}

export const getPrivacySettingsQueryOptions = () =>
  queryOptions({
    queryKey: [PRIVACY_SETTINGS_URL],
    queryFn: ({ signal }) => getPrivacySettings({ signal }),
  });

export function usePrivacySettings() {
  return useQuery(getPrivacySettingsQueryOptions());
}
