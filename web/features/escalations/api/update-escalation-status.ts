import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  escalationResponse,
  escalationStatusRequest,
  type EscalationResponse,
  type EscalationStatusRequest,
} from '../../../../modules/conversation/contract';
import { apiRequest } from '../../../lib/api-client';
import { ESCALATIONS_URL, getEscalationsQueryOptions } from './get-escalations';

export interface UpdateEscalationStatusInput extends EscalationStatusRequest {
  id: number;
}

/** Take (→ in-progress) or Resolve (→ resolved); staff only. Answers the updated escalation. */
export async function updateEscalationStatus({ id, status }: UpdateEscalationStatusInput): Promise<EscalationResponse> {
  const body = escalationStatusRequest.parse({ status });
  return escalationResponse.parse(await apiRequest('PATCH', `${ESCALATIONS_URL}/${id}/status`, body));
}

/** SPEC §7: after a change the list reloads. */
export function useUpdateEscalationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEscalationStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getEscalationsQueryOptions().queryKey }),
  });
}
