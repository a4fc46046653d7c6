import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { escalationsResponse, type EscalationResponse } from '../../../../modules/conversation/contract';
import { getListPage } from '../../../lib/list-page';
import type { ListState } from '../../../lib/list-state';
import { ESCALATIONS_URL } from './get-escalations';

/**
 * One page of the dashboard's Escalations, as its search, filters and order ask (GET
 * /api/escalations' query; the kind filter is the urgency). Under the escalations' key, so a status
 * change or a new escalation invalidates every page.
 */
export const getEscalationPageQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: [ESCALATIONS_URL, 'page', state],
    queryFn: ({ signal }) =>
      getListPage<EscalationResponse>(ESCALATIONS_URL, state, 'urgency', (b) => escalationsResponse.parse(b), signal),
    placeholderData: keepPreviousData,
  });

export function useEscalationPage(state: ListState) {
  return useQuery(getEscalationPageQueryOptions(state));
}
