import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, SecondFactorPending, UserResponse } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';
import { loadIdentityContract } from '../../../lib/identity-contract';
import { setSignedInUser } from '../../../lib/session';

/** The user, or — for an account with two-factor authentication — word that the code step comes next. */
export async function login(input: LoginRequest): Promise<UserResponse | SecondFactorPending> {
  const [body, { userResponse, secondFactorPending }] = await Promise.all([
    apiRequest('POST', '/api/login', input),
    loadIdentityContract(),
  ]);
  const pending = secondFactorPending.safeParse(body);
  return pending.success ? pending.data : userResponse.parse(body);
}

export const awaitsSecondFactor = (result: UserResponse | SecondFactorPending): result is SecondFactorPending =>
  'secondFactorRequired' in result;

/** The sign-in's second step: a code from the authenticator app, or a recovery code. */
export async function loginSecondFactor(code: string): Promise<UserResponse> {
  const [body, { userResponse }] = await Promise.all([apiRequest('POST', '/api/login/second-factor', { code }), loadIdentityContract()]);
  return userResponse.parse(body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (!awaitsSecondFactor(result)) setSignedInUser(queryClient, result);
    },
  });
}

export function useLoginSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginSecondFactor,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
