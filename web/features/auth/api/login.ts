import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userResponse, type LoginRequest, type UserResponse } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';
import { setSignedInUser } from './get-user';

export async function login(input: LoginRequest): Promise<UserResponse> {
  return userResponse.parse(await apiRequest('POST', '/api/login', input));
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
