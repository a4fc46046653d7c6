import { queryOptions, useQuery } from '@tanstack/react-query';
import { escalationsResponse, type EscalationResponse } from '../../../../modules/conversation/contract';
import { apiRequest } from '../../../lib/api-client';

export const ESCALATIONS_URL = '/api/escalations';

/** Newest first: a client's own escalations; staff get everyone's, with the client's username. */
export async function getEscalations({ signal }: { signal?: AbortSignal } = {}): Promise<EscalationResponse[]> {
  return escalationsResponse.parse(await apiRequest('GET', ESCALATIONS_URL, undefined, { signal }));
}

export const getEscalationsQueryOptions = () =>
  queryOptions({
    queryKey: [ESCALATIONS_URL],
    queryFn: ({ signal }) => getEscalations({ signal }),
  });

export function useEscalations() {
  return useQuery(getEscalationsQueryOptions());
}
