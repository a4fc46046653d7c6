import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeConfigResponse, type RuntimeConfigResponse } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';

const RUNTIME_CONFIG_URL = '/api/config/runtime';

export async function getRuntimeConfig({ signal }: { signal?: AbortSignal } = {}): Promise<RuntimeConfigResponse> {
  return runtimeConfigResponse.parse(await apiRequest('GET', RUNTIME_CONFIG_URL, undefined, { signal }));
}

export const getRuntimeConfigQueryOptions = () =>
  queryOptions({
    queryKey: [RUNTIME_CONFIG_URL],
    queryFn: ({ signal }) => getRuntimeConfig({ signal }),
    // Fixed for the life of the server process.
    staleTime: Infinity,
  });

export function useRuntimeConfig() {
  return useQuery(getRuntimeConfigQueryOptions());
}
