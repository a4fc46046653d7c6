import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InquiryRow, NetworkMember, SearchRequest, SearchResponse } from '../../../../modules/directory/contract';
import { searchQueryString } from '../../../../modules/directory/contract';
import { apiRequest } from '../../../lib/api-client';

export const SEARCH_URL = '/api/find-pi/search';
export const INQUIRIES_URL = '/api/pi-inquiries';
export const NETWORK_URL = '/api/investigator-network';

/** GET /api/find-pi/search?…: the criteria as the server checks them (docs/api.md, decision 0032). */
export async function searchInvestigators(criteria: SearchRequest): Promise<SearchResponse> {
  return (await apiRequest('GET', `${SEARCH_URL}?${searchQueryString(criteria)}`)) as SearchResponse;
}

/** A search's answer in the query cache: a posted review refreshes it (on-demand-api.ts). */
export const searchQueryOptions = (criteria: SearchRequest) =>
  queryOptions({
    queryKey: [SEARCH_URL, searchQueryString(criteria)],
    queryFn: () => searchInvestigators(criteria),
    staleTime: Infinity,
  });

/** Runs a search (the button), keeping its answer under searchQueryOptions(criteria): a new search is always asked afresh. */
export function useSearchInvestigators() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (criteria: SearchRequest) => {
      const options = searchQueryOptions(criteria);
      const answer = await searchInvestigators(criteria);
      queryClient.setQueryData(options.queryKey, answer);
      return answer;
    },
  });
}

/** The answer of the search last run, kept current (undefined before any). */
export function useSearchResults(criteria: SearchRequest | null) {
  // Another order of the same search keeps the cards of the last one on screen until it comes.
  return useQuery({
    ...searchQueryOptions(criteria ?? { investigationType: '', location: '' }),
    enabled: criteria !== null,
    placeholderData: (previous) => previous,
  });
}

export interface InquiryInput {
  piId: string;
  investigationType: string;
  location: string;
  /** Omitted when the user chose none (the server files it as SPEC's default, medium). */
  urgencyLevel?: string;
  description: string;
  budget: string;
  preferredContactMethod: string;
  /** Share the account's email address with the investigator. */
  shareEmail: boolean;
  /** A phone number to share with the investigator ('' = none). */
  phone: string;
}

export const getInquiriesQueryOptions = () =>
  queryOptions({
    queryKey: [INQUIRIES_URL],
    queryFn: async ({ signal }) => (await apiRequest('GET', INQUIRIES_URL, undefined, { signal })) as InquiryRow[],
  });

/** A client's own inquiries; a linked investigator's listing's inquiries (the server decides). */
export function useInquiries() {
  return useQuery(getInquiriesQueryOptions());
}

export function useSendInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InquiryInput) =>
      (await apiRequest('POST', INQUIRIES_URL, input)) as { id: string; status: 'pending'; message: string; detail: string },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInquiriesQueryOptions().queryKey }),
  });
}

export function useAnswerInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      response,
      estimatedCost,
      channel = 'app',
    }: {
      id: string;
      response: string;
      estimatedCost: number;
      channel?: 'app' | 'email';
    }) =>
      (await apiRequest('PATCH', `${INQUIRIES_URL}/${encodeURIComponent(id)}`, { response, estimatedCost, channel })) as {
        id: string;
        status: 'answered';
      },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInquiriesQueryOptions().queryKey }),
  });
}

export const getNetworkQueryOptions = () =>
  queryOptions({
    queryKey: [NETWORK_URL],
    queryFn: async ({ signal }) => (await apiRequest('GET', NETWORK_URL, undefined, { signal })) as NetworkMember[],
  });

export function useNetwork() {
  return useQuery(getNetworkQueryOptions());
}
