import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirm } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';
import { loadIdentityContract } from '../../../lib/identity-contract';
import { setSignedOut } from '../../../lib/session';

/** 'Forgot password': the server's one answer for every address. */
export async function requestPasswordReset(email: string): Promise<string> {
  const [body, { passwordResetRequested }] = await Promise.all([
    apiRequest('POST', '/api/password-reset', { email }),
    loadIdentityContract(),
  ]);
  return passwordResetRequested.parse(body).message;
}

/** The link's token and the new password: every session of the account ends (this browser's too). */
export async function confirmPasswordReset(input: PasswordResetConfirm): Promise<void> {
  await apiRequest('POST', '/api/password-reset/confirm', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmPasswordReset, onSuccess: () => setSignedOut(queryClient) });
}
