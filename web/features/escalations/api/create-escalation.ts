import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  escalationCreatedResponse,
  escalationRequest,
  type EscalationCreatedResponse,
  type EscalationRequest,
} from '../../../../modules/conversation/contract';
import { apiRequest } from '../../../lib/api-client';
import { ESCALATIONS_URL, getEscalationsQueryOptions } from './get-escalations';

/** Needs an active Premium subscription (403 PREMIUM_REQUIRED otherwise); the case id is made on the server. */
export async function createEscalation(input: EscalationRequest): Promise<EscalationCreatedResponse> {
  return escalationCreatedResponse.parse(await apiRequest('POST', ESCALATIONS_URL, escalationRequest.parse(input)));
}

export function useCreateEscalation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEscalation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getEscalationsQueryOptions().queryKey }),
  });
}
