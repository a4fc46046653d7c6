import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustodyLogResponse } from '../../../../modules/documents/contract';
import { apiRequest } from '../../../lib/api-client';
import { documentUrl } from './get-document';

export const documentCustodyUrl = (id: string) => `${documentUrl(id)}/custody`;

/** Who viewed, downloaded or exported the file, when and from where (the owner's and the auditor's to read). */
export async function getDocumentCustody(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<CustodyLogResponse> {
  return (await apiRequest('GET', documentCustodyUrl(id), undefined, { signal })) as CustodyLogResponse;
}

export const getDocumentCustodyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [documentCustodyUrl(id)],
    queryFn: ({ signal }) => getDocumentCustody(id, { signal }),
    // Every view or download of the file adds an entry: read it again whenever the panel opens.
    staleTime: 0,
  });

export function useDocumentCustody(id: string, enabled = true) {
  return useQuery({ ...getDocumentCustodyQueryOptions(id), enabled });
}
