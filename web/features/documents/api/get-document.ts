import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentDetail } from '../../../../modules/documents/contract';
import { apiRequest } from '../../../lib/api-client';
import { DOCUMENTS_URL } from './get-documents';

export const documentUrl = (id: string) => `${DOCUMENTS_URL}/${encodeURIComponent(id)}`;
/** The file, shown by the browser (`download`: saved under its name). */
export const documentFileUrl = (id: string, download = false) => `${documentUrl(id)}/file${download ? '?download=1' : ''}`;

/** One document with its whole extracted text (the Full Text tab). */
export async function getDocument(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<DocumentDetail> {
  return (await apiRequest('GET', documentUrl(id), undefined, { signal })) as DocumentDetail;
}

export const getDocumentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [documentUrl(id)],
    queryFn: ({ signal }) => getDocument(id, { signal }),
  });

export function useDocument(id: string, enabled = true) {
  return useQuery({ ...getDocumentQueryOptions(id), enabled });
}
