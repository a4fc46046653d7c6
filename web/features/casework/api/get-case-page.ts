import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseSummaryResponse } from '../../../../modules/casework/contract';
import { caseListResponse } from '../../../../modules/casework/result-contract';
import { getListPage } from '../../../lib/list-page';
import type { ListState } from '../../../lib/list-state';
import { pollEvery } from '../../../lib/live-updates';
import { ANALYSIS_POLL_MS, awaitingAnalysis, CASES_URL } from './get-cases';

/**
 * One page of My Cases or the dashboard's Case Analyses, as the list's search, filters and order
 * ask (GET /api/case-analyses' query). Under the cases' key, so what invalidates the list invalidates
 * every page; re-read while a case on it awaits its analysis.
 */
export const getCasePageQueryOptions = (state: ListState) =>
  queryOptions({
    queryKey: [CASES_URL, 'page', state],
    queryFn: ({ signal }) => getListPage<CaseSummaryResponse>(CASES_URL, state, 'category', (b) => caseListResponse.parse(b), signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.rows.some(awaitingAnalysis) ? pollEvery(ANALYSIS_POLL_MS) : false),
  });

export function useCasePage(state: ListState) {
  return useQuery(getCasePageQueryOptions(state));
}
