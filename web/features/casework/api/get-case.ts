import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseDetailResponse } from '../../../../modules/casework/contract';
import { pollEvery } from '../../../lib/live-updates';
import { apiRequest, errorStatus } from '../../../lib/api-client';
import { ANALYSIS_POLL_MS, CASES_URL } from './get-cases';
import { parseAnswer } from './result-schemas';

export const caseUrl = (id: number) => `${CASES_URL}/${id}`;

/** The worker has the case (paid, no result, or a run still going, or one that will be retried). */
export function analysisUnderway(c: CaseDetailResponse): boolean {
  if (c.paymentStatus === 'pending') return true;
  if (c.analyses.some((run) => run.status === 'running' || (run.status === 'failed' && run.willRetry))) return true;
  return c.paymentStatus === 'paid' && c.analyses.length === 0;
}

/** The case with every field, its documents and its analysis runs (owner or staff; 403 otherwise). */
export async function getCase(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<CaseDetailResponse> {
  return parseAnswer(apiRequest('GET', caseUrl(id), undefined, { signal }), (c) => c.caseDetailResponse);
}

export const getCaseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [caseUrl(id)],
    queryFn: ({ signal }) => getCase(id, { signal }),
    // 403 and 404 are answers, not hiccups: no retry.
    retry: (failures, error) => {
      const status = errorStatus(error);
      if (status !== undefined && status >= 400 && status < 500 && status !== 429) return false;
      return failures < 3;
    },
    // Live hints read it again when it changes (the user's stream); the look is their fallback.
    refetchInterval: (query) => (query.state.data && analysisUnderway(query.state.data) ? pollEvery(ANALYSIS_POLL_MS) : false),
  });

export function useCase(id: number) {
  return useQuery(getCaseQueryOptions(id));
}
