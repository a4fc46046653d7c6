import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadQuotaResponse } from '../../../../modules/documents/contract';
import { apiRequest } from '../../../lib/api-client';

export const UPLOAD_QUOTA_URL = '/api/documents/quota';

/** Today's uploads left on the user's plan (files and bytes; the server counts them). */
export async function getUploadQuota({ signal }: { signal?: AbortSignal } = {}): Promise<UploadQuotaResponse> {
  return (await apiRequest('GET', UPLOAD_QUOTA_URL, undefined, { signal })) as UploadQuotaResponse;
}

export const getUploadQuotaQueryOptions = () =>
  queryOptions({
    queryKey: [UPLOAD_QUOTA_URL],
    queryFn: ({ signal }) => getUploadQuota({ signal }),
    // A line of the upload card, not worth an error screen: one try, then the card goes without it.
    retry: false,
  });

export function useUploadQuota() {
  return useQuery(getUploadQuotaQueryOptions());
}
