import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentSummary } from '../../../../modules/documents/contract';
import { pollEvery } from '../../../lib/live-updates';
import { apiRequest } from '../../../lib/api-client';

export const DOCUMENTS_URL = '/api/documents';
/** While any document is being analysed the list is read again this often (no manual reload). */
export const PROCESSING_POLL_MS = 2000;

/** The signed-in user's documents, newest first. */
export async function getDocuments({ signal }: { signal?: AbortSignal } = {}): Promise<DocumentSummary[]> {
  return (await apiRequest('GET', DOCUMENTS_URL, undefined, { signal })) as DocumentSummary[];
}

export const getDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: [DOCUMENTS_URL],
    queryFn: ({ signal }) => getDocuments({ signal }),
    // Live hints read it again when it changes (the user's stream); the look is their fallback.
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'processing') ? pollEvery(PROCESSING_POLL_MS) : false),
  });

export function useDocuments() {
  return useQuery(getDocumentsQueryOptions());
}
