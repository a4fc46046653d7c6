import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadQuotaResponse } from '../../modules/documents/contract';
import { apiRequest } from './api-client';

// Today's upload quota, read by Document Intelligence's upload card and by the case form's
// attachments, which count toward the same quota (decision 0061): one answer under one key, so an
// upload on either screen refreshes both.
export const UPLOAD_QUOTA_URL = '/api/documents/quota';

/** Today's uploads left on the user's plan (files and bytes; the server counts them). */
export async function getUploadQuota({ signal }: { signal?: AbortSignal } = {}): Promise<UploadQuotaResponse> {
  return (await apiRequest('GET', UPLOAD_QUOTA_URL, undefined, { signal })) as UploadQuotaResponse;
}

export const getUploadQuotaQueryOptions = () =>
  queryOptions({
    queryKey: [UPLOAD_QUOTA_URL],
    queryFn: ({ signal }) => getUploadQuota({ signal }),
    // A line beside an upload, not worth an error screen: one try, then the screen goes without it.
    retry: false,
  });

export function useUploadQuota() {
  return useQuery(getUploadQuotaQueryOptions());
}
