import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Confirms the address the link was sent to (the token from the link). */
export async function verifyEmail(token: string): Promise<void> {
  await apiRequest('POST', '/api/user/verify-email', { token });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
