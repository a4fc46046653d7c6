import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadQuotaResponse } from '../../../../modules/documents/contract';
import { apiRequest } from '../../../lib/api-client';
import { UPLOAD_QUOTA_URL } from './case-documents';

// A case's attachments count toward the daily upload quota of Document Intelligence (decision
// 0061): the same answer under the same key, so an upload on either screen refreshes both.

/** Today's uploads left on the user's plan (files and bytes; the server counts them). */
export async function getUploadQuota({ signal }: { signal?: AbortSignal } = {}): Promise<UploadQuotaResponse> {
  return (await apiRequest('GET', UPLOAD_QUOTA_URL, undefined, { signal })) as UploadQuotaResponse;
}

export const getUploadQuotaQueryOptions = () =>
  queryOptions({
    queryKey: [UPLOAD_QUOTA_URL],
    queryFn: ({ signal }) => getUploadQuota({ signal }),
    // A line of the documents section, not worth an error screen: one try, then it goes without it.
    retry: false,
  });

export function useUploadQuota() {
  return useQuery(getUploadQuotaQueryOptions());
}
