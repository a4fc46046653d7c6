import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentDetail } from '../../../../modules/documents/contract';
import { apiRequest } from '../../../lib/api-client';
import { pollEvery } from '../../../lib/live-updates';
import { DOCUMENTS_URL, PROCESSING_POLL_MS } from './get-documents';

export const documentUrl = (id: string) => `${DOCUMENTS_URL}/${encodeURIComponent(id)}`;
/** The file, shown by the browser (`download`: saved under its name). */
export const documentFileUrl = (id: string, download = false) => `${documentUrl(id)}/file${download ? '?download=1' : ''}`;

/** One document with its whole extracted text (the opened document: its tabs and the passage's place). */
export async function getDocument(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<DocumentDetail> {
  return (await apiRequest('GET', documentUrl(id), undefined, { signal })) as DocumentDetail;
}

export const getDocumentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [documentUrl(id)],
    queryFn: ({ signal }) => getDocument(id, { signal }),
    // Opened while it is being analysed: read again until it is done, as the list is.
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? pollEvery(PROCESSING_POLL_MS) : false),
  });

export function useDocument(id: string, enabled = true) {
  return useQuery({ ...getDocumentQueryOptions(id), enabled });
}
