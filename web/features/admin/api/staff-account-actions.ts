import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getStaffUsersQueryOptions } from './get-staff-users';

export type StaffAction = 'disable' | 'enable' | 'reset-password';

/** Disable, enable, or reset the password of a staff account (decision 0054). */
export async function staffAccountAction({ id, action }: { id: number; action: StaffAction }): Promise<void> {
  await apiRequest('POST', `/api/admin/users/${id}/${action}`);
}

export function useStaffAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffAccountAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getStaffUsersQueryOptions().queryKey }),
  });
}
