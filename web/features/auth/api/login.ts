import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  LoginRequest,
  SecondFactorPending,
  SecondFactorSetupPending,
  SecondFactorSetupSignedIn,
  UserResponse,
} from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';
import { loadIdentityContract } from '../../../lib/identity-contract';
import { setSignedInUser } from '../../../lib/session';

export type LoginResult = UserResponse | SecondFactorPending | SecondFactorSetupPending;

/**
 * The user, or — for an account with two-factor authentication — word that the code step comes
 * next, or — for a staff or auditor account without it yet — the authenticator's setup (decision 0048).
 */
export async function login(input: LoginRequest): Promise<LoginResult> {
  const [body, { userResponse, secondFactorPending, secondFactorSetupPending }] = await Promise.all([
    apiRequest('POST', '/api/login', input),
    loadIdentityContract(),
  ]);
  const pending = secondFactorPending.safeParse(body);
  if (pending.success) return pending.data;
  const setup = secondFactorSetupPending.safeParse(body);
  return setup.success ? setup.data : userResponse.parse(body);
}

export const awaitsSecondFactor = (result: LoginResult): result is SecondFactorPending => 'secondFactorRequired' in result;

export const awaitsSecondFactorSetup = (result: LoginResult): result is SecondFactorSetupPending => 'secondFactorSetupRequired' in result;

/** The sign-in's second step: a code from the authenticator app, or a recovery code. */
export async function loginSecondFactor(code: string): Promise<UserResponse> {
  const [body, { userResponse }] = await Promise.all([apiRequest('POST', '/api/login/second-factor', { code }), loadIdentityContract()]);
  return userResponse.parse(body);
}

/** A staff or auditor account's first sign-in: a code of the new secret turns the factor on and signs in. */
export async function loginSecondFactorSetup(code: string): Promise<SecondFactorSetupSignedIn> {
  const [body, { secondFactorSetupSignedIn }] = await Promise.all([
    apiRequest('POST', '/api/login/second-factor/setup', { code }),
    loadIdentityContract(),
  ]);
  return secondFactorSetupSignedIn.parse(body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (!awaitsSecondFactor(result) && !awaitsSecondFactorSetup(result)) setSignedInUser(queryClient, result);
    },
  });
}

/**
 * The setup's confirmation. The user is put in the cache only once the recovery codes were seen
 * (`setSignedInUser` by the step's Continue): signed in sooner, the page would leave them unread.
 */
export function useLoginSecondFactorSetup() {
  return useMutation({ mutationFn: loginSecondFactorSetup });
}

export function useLoginSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginSecondFactor,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
