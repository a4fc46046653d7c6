import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseSummaryResponse } from '../../../../modules/casework/contract';
import { pollEvery } from '../../../lib/live-updates';
import { apiRequest } from '../../../lib/api-client';
import { parseAnswer } from './result-schemas';

export const CASES_URL = '/api/case-analyses';

/** How often a list or a case is re-read while an analysis is on its way (the result appears without a reload). */
export const ANALYSIS_POLL_MS = 3000;

/** Paid, and no result yet (or one running): the worker is on it. A payment being confirmed counts too. */
export function awaitingAnalysis(
  c: Pick<CaseSummaryResponse, 'status' | 'paymentStatus' | 'analysisRunning' | 'successProbability'>,
): boolean {
  if (c.paymentStatus === 'pending') return true;
  if (c.analysisRunning) return true;
  return c.paymentStatus === 'paid' && c.status === 'submitted' && c.successProbability === null;
}

/** A client's own cases (My Cases); staff get every paid case (the dashboard). Newest first. */
export async function getCases({ signal }: { signal?: AbortSignal } = {}): Promise<CaseSummaryResponse[]> {
  return parseAnswer(apiRequest('GET', CASES_URL, undefined, { signal }), (c) => c.caseListResponse);
}

export const getCasesQueryOptions = () =>
  queryOptions({
    queryKey: [CASES_URL],
    queryFn: ({ signal }) => getCases({ signal }),
    // Live hints read it again when it changes (the user's stream); the look is their fallback.
    refetchInterval: (query) => (query.state.data?.some(awaitingAnalysis) ? pollEvery(ANALYSIS_POLL_MS) : false),
  });

export function useCases() {
  return useQuery(getCasesQueryOptions());
}
