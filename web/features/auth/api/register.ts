import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest, UserResponse } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';
import { loadIdentityContract } from '../../../lib/identity-contract';
import { setSignedInUser } from '../../../lib/session';

/** confirmPassword is checked in the form and never sent (SPEC.md §5). */
export async function register(input: RegisterRequest): Promise<UserResponse> {
  const [body, { userResponse }] = await Promise.all([apiRequest('POST', '/api/register', input), loadIdentityContract()]);
  return userResponse.parse(body);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
