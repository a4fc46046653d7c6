import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { emailVerificationStatus, type EmailVerificationStatus } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';

export const EMAIL_VERIFICATION_URL = '/api/user/email-verification';

export async function getEmailVerification({ signal }: { signal?: AbortSignal } = {}): Promise<EmailVerificationStatus> {
  return emailVerificationStatus.parse(await apiRequest('GET', EMAIL_VERIFICATION_URL, undefined, { signal }));
}

export function useEmailVerification() {
  return useQuery(queryOptions({ queryKey: [EMAIL_VERIFICATION_URL], queryFn: ({ signal }) => getEmailVerification({ signal }) }));
}

/** A new confirmation link to the account's address (at most one a minute). */
export function useResendVerification() {
  return useMutation({ mutationFn: async () => void (await apiRequest('POST', '/api/user/verify-email/resend', {})) });
}
