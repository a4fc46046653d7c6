import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsConfigResponse, type PaymentsConfigResponse } from '../../../../modules/billing/contract';
import { apiRequest } from '../../../lib/api-client';

const PAYMENTS_CONFIG_URL = '/api/config/payments';

/** Which payment provider runs, and Stripe's publishable key (never anything else). */
export async function getPaymentsConfig({ signal }: { signal?: AbortSignal } = {}): Promise<PaymentsConfigResponse> {
  return paymentsConfigResponse.parse(await apiRequest('GET', PAYMENTS_CONFIG_URL, undefined, { signal }));
}

export const getPaymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: [PAYMENTS_CONFIG_URL],
    queryFn: ({ signal }) => getPaymentsConfig({ signal }),
    // Fixed for the life of the server process.
    staleTime: Infinity,
  });

export function usePaymentsConfig() {
  return useQuery(getPaymentsConfigQueryOptions());
}
