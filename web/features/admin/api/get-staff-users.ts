import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffListResponse, type StaffMember } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';

const STAFF_USERS_URL = '/api/admin/users';

export async function getStaffUsers({ signal }: { signal?: AbortSignal } = {}): Promise<StaffMember[]> {
  return staffListResponse.parse(await apiRequest('GET', STAFF_USERS_URL, undefined, { signal }));
}

export const getStaffUsersQueryOptions = () =>
  queryOptions({
    queryKey: [STAFF_USERS_URL],
    queryFn: ({ signal }) => getStaffUsers({ signal }),
  });

export function useStaffUsers() {
  return useQuery(getStaffUsersQueryOptions());
}
