import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userResponse, type RegisterRequest, type UserResponse } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';
import { setSignedInUser } from './get-user';

/** confirmPassword is checked in the form and never sent (SPEC.md §5). */
export async function register(input: RegisterRequest): Promise<UserResponse> {
  return userResponse.parse(await apiRequest('POST', '/api/register', input));
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
