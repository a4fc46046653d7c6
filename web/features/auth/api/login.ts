import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, UserResponse } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';
import { loadIdentityContract } from '../../../lib/identity-contract';
import { setSignedInUser } from '../../../lib/session';

export async function login(input: LoginRequest): Promise<UserResponse> {
  const [body, { userResponse }] = await Promise.all([apiRequest('POST', '/api/login', input), loadIdentityContract()]);
  return userResponse.parse(body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
