import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { eraseRequest } from '../../../../modules/identity/contract';
import { apiRequest } from '../../../lib/api-client';

export type EraseAccountRequest = z.infer<typeof eraseRequest>;

/** Erases the user's personal data (crypto-shredding) and ends the session. */
export async function eraseAccount(input: EraseAccountRequest): Promise<void> {
  await apiRequest('POST', '/api/user/erase', input);
}

export function useEraseAccount({ onErased }: { onErased?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseAccount,
    onSuccess: () => {
      // The session is gone and nothing cached belongs to anyone any more.
      queryClient.clear();
      onErased?.();
    },
  });
}
