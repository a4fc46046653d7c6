// The investigator's offers of escalations routed to the directory (decision 0057): the list and
// the answers (accept, decline, contact recorded). Loaded with the dashboard's Case Offers tab.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EscalationOffer } from '../../../../modules/directory/contract';
import { apiRequest } from '../../../lib/api-client';

export const OFFERS_URL = '/api/escalation-offers';

export const getOffersQueryOptions = () =>
  queryOptions({
    queryKey: [OFFERS_URL],
    queryFn: async ({ signal }) => (await apiRequest('GET', OFFERS_URL, undefined, { signal })) as EscalationOffer[],
    // An offer is withdrawn when someone else takes it: the list is read again while the tab is open.
    refetchInterval: 30_000,
  });

export function useOffers() {
  return useQuery(getOffersQueryOptions());
}

export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ escalationId, answer }: { escalationId: number; answer: 'accept' | 'decline' | 'contacted' }) =>
      (await apiRequest('POST', `${OFFERS_URL}/${escalationId}/${answer}`, {})) as { escalationId: number; status: string },
    onSettled: () => queryClient.invalidateQueries({ queryKey: getOffersQueryOptions().queryKey }),
  });
}
