import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketEntryResponse } from '../../../../modules/casework/contract';
import { apiRequest } from '../../../lib/api-client';

export const MARKET_URL = '/api/market-analysis';

/** Aggregates of completed cases on the platform (types with fewer than 5 cases are left out). */
export async function getMarketAnalysis(filter: string, { signal }: { signal?: AbortSignal } = {}): Promise<MarketEntryResponse[]> {
  return (await apiRequest('GET', `${MARKET_URL}?filter=${encodeURIComponent(filter)}`, undefined, { signal })) as MarketEntryResponse[];
}

export const getMarketAnalysisQueryOptions = (filter: string) =>
  queryOptions({ queryKey: [MARKET_URL, filter], queryFn: ({ signal }) => getMarketAnalysis(filter, { signal }) });

export function useMarketAnalysis(filter: string) {
  return useQuery(getMarketAnalysisQueryOptions(filter));
}
