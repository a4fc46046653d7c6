import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userResponse, type CreateStaffRequest, type UserResponse } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';
import { getStaffUsersQueryOptions } from './get-staff-users';

export async function createStaffUser(input: CreateStaffRequest): Promise<UserResponse> {
  return userResponse.parse(await apiRequest('POST', '/api/admin/users', input));
}

export function useCreateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getStaffUsersQueryOptions().queryKey }),
  });
}
