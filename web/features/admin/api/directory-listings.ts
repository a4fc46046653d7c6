import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminListingFilter, AdminListingsResponse } from '../../../../modules/directory/contract';
import { apiRequest } from '../../../lib/api-client';

export const DIRECTORY_LISTINGS_URL = '/api/admin/investigators';

/** GET /api/admin/investigators?show=&q=: the counts and the listings a filter keeps (docs/api.md). */
export async function getDirectoryListings(
  { show, q }: { show: AdminListingFilter; q: string },
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminListingsResponse> {
  const params = new URLSearchParams({ show });
  if (q.trim()) params.set('q', q.trim());
  return (await apiRequest('GET', `${DIRECTORY_LISTINGS_URL}?${params.toString()}`, undefined, { signal })) as AdminListingsResponse;
}

export const getDirectoryListingsQueryOptions = (filter: { show: AdminListingFilter; q: string } = { show: 'all', q: '' }) =>
  queryOptions({
    queryKey: [DIRECTORY_LISTINGS_URL, filter.show, filter.q.trim()],
    queryFn: ({ signal }) => getDirectoryListings(filter, { signal }),
  });

export function useDirectoryListings(filter: { show: AdminListingFilter; q: string }) {
  return useQuery({ ...getDirectoryListingsQueryOptions(filter), placeholderData: (previous) => previous });
}

/** PUT /api/admin/investigators/:id/account: links an investigator account to a listing, or unlinks it (userId null). */
export function useLinkListingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ listingId, userId }: { listingId: string; userId: number | null }) =>
      (await apiRequest('PUT', `${DIRECTORY_LISTINGS_URL}/${encodeURIComponent(listingId)}/account`, { userId })) as {
        id: string;
        userId: number | null;
      },
    // Every filter's answer may change: drop them all (the key's first part).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DIRECTORY_LISTINGS_URL] }),
  });
}
