import { queryOptions, useQuery } from '@tanstack/react-query';
import { outboxResponse, type OutboxResponse } from '../../../../modules/notifications/contract';
import { apiRequest } from '../../../lib/api-client';

export const OUTBOX_URL = '/api/admin/outbox';

/** The emails Casebook wrote to its embedded outbox (admin only), newest first. */
export async function getOutbox({ signal }: { signal?: AbortSignal } = {}): Promise<OutboxResponse> {
  return outboxResponse.parse(await apiRequest('GET', OUTBOX_URL, undefined, { signal }));
}

export const getOutboxQueryOptions = () =>
  queryOptions({
    queryKey: [OUTBOX_URL],
    queryFn: ({ signal }) => getOutbox({ signal }),
  });

export function useOutbox() {
  return useQuery(getOutboxQueryOptions());
}
