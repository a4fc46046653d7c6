import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  secondFactorEnabled,
  secondFactorSetup,
  secondFactorStatus,
  type SecondFactorEnabled,
  type SecondFactorSetup,
  type SecondFactorStatus,
} from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';

export const SECOND_FACTOR_URL = '/api/user/second-factor';

export async function getSecondFactor({ signal }: { signal?: AbortSignal } = {}): Promise<SecondFactorStatus> {
  return secondFactorStatus.parse(await apiRequest('GET', SECOND_FACTOR_URL, undefined, { signal }));
}

export const getSecondFactorQueryOptions = () =>
  queryOptions({ queryKey: [SECOND_FACTOR_URL], queryFn: ({ signal }) => getSecondFactor({ signal }) });

export function useSecondFactor() {
  return useQuery(getSecondFactorQueryOptions());
}

/** A new secret (text, otpauth URI, QR code); the server keeps it until a code confirms it. */
export async function startSecondFactorSetup(): Promise<SecondFactorSetup> {
  return secondFactorSetup.parse(await apiRequest('POST', `${SECOND_FACTOR_URL}/setup`, {}));
}

/** Confirms the setup with a current code; answers the recovery codes, shown once. */
export async function enableSecondFactor(code: string): Promise<SecondFactorEnabled> {
  return secondFactorEnabled.parse(await apiRequest('POST', SECOND_FACTOR_URL, { code }));
}

export async function disableSecondFactor(code: string): Promise<void> {
  await apiRequest('POST', `${SECOND_FACTOR_URL}/disable`, { code });
}

export function useSecondFactorSetup() {
  return useMutation({ mutationFn: startSecondFactorSetup });
}

export function useEnableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SECOND_FACTOR_URL] }),
  });
}

export function useDisableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SECOND_FACTOR_URL] }),
  });
}
