import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeRequest } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';

/** The server checks the current password and ends the user's other sessions. */
export async function changePassword(input: PasswordChangeRequest): Promise<void> {
  await apiRequest('PUT', '/api/user/password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
