import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiResponse } from '../../../lib/api-client';
import { documentFileUrl } from './get-document';

/** A document's file as uploaded: its bytes and type (the inline viewer draws PDF pages and images from them). */
export interface DocumentFile {
  bytes: Uint8Array;
  type: string;
}

export async function getDocumentFile(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<DocumentFile> {
  const response = await apiResponse('GET', documentFileUrl(id), undefined, { signal });
  return { bytes: new Uint8Array(await response.arrayBuffer()), type: response.headers.get('Content-Type') ?? '' };
}

export const getDocumentFileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [documentFileUrl(id)],
    queryFn: ({ signal }) => getDocumentFile(id, { signal }),
    // A file never changes under its id; each fetch is a view the server may record, so it is read
    // once per opening and not kept long after the viewer closes (it may be 10 MB).
    staleTime: Infinity,
    gcTime: 30_000,
    retry: false,
  });

export function useDocumentFile(id: string, enabled = true) {
  return useQuery({ ...getDocumentFileQueryOptions(id), enabled });
}
