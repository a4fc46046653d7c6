import { queryOptions, useQuery } from '@tanstack/react-query';
import { caseDocumentReadingResponse, type CaseDocumentReadingResponse } from '../../../../modules/casework/reading-contract';
import { apiRequest } from '../../../lib/api-client';
import { caseUrl } from './get-case';

export const caseDocumentReadingUrl = (caseId: number) => `${caseUrl(caseId)}/document-reading`;

/** Where each attached document stands in the reading queue (owner; staff once paid). */
export async function getCaseDocumentReading(
  caseId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CaseDocumentReadingResponse> {
  return caseDocumentReadingResponse.parse(await apiRequest('GET', caseDocumentReadingUrl(caseId), undefined, { signal }));
}

/** Asked again every few seconds while a document waits or is being read; not at all once every one is read or failed. */
export const READING_POLL_MS = 3_000;

export const caseDocumentReadingQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: [caseDocumentReadingUrl(caseId)],
    queryFn: ({ signal }) => getCaseDocumentReading(caseId, { signal }),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.documents.some((d) => d.state === 'waiting' || d.state === 'reading') ? READING_POLL_MS : false,
  });

export function useCaseDocumentReading(caseId: number, enabled = true) {
  return useQuery({ ...caseDocumentReadingQueryOptions(caseId), enabled });
}
