// Escalations routed to the directory, as staff see and override them (decision 0057): every
// routing with its candidates and steps, and the overrides (offer it on now, assign it to a
// candidate, stop it). Loaded with the /admin page's Escalation Routing card.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { EscalationRouting, routingOverrideRequest } from '../../../../modules/directory/contract';
import { apiRequest } from '../../../lib/api-client';

export const ESCALATION_ROUTING_URL = '/api/admin/escalation-routing';

export type RoutingOverride = z.infer<typeof routingOverrideRequest>;

/** GET /api/admin/escalation-routing: the newest 100 routings, each with its candidates and steps. */
export async function getEscalationRoutings({ signal }: { signal?: AbortSignal } = {}): Promise<EscalationRouting[]> {
  return (await apiRequest('GET', ESCALATION_ROUTING_URL, undefined, { signal })) as EscalationRouting[];
}

export const getEscalationRoutingsQueryOptions = () =>
  queryOptions({
    queryKey: [ESCALATION_ROUTING_URL],
    queryFn: ({ signal }) => getEscalationRoutings({ signal }),
    // Offers move on by themselves (the worker's timers, investigators' answers): read again while shown.
    refetchInterval: 30_000,
  });

export function useEscalationRoutings() {
  return useQuery(getEscalationRoutingsQueryOptions());
}

/** POST /api/admin/escalation-routing/:escalationId: one staff override; answers the routing's new status. */
export async function overrideEscalationRouting({
  escalationId,
  override,
}: {
  escalationId: number;
  override: RoutingOverride;
}): Promise<{ escalationId: number; status: EscalationRouting['status'] }> {
  return (await apiRequest('POST', `${ESCALATION_ROUTING_URL}/${escalationId}`, override)) as {
    escalationId: number;
    status: EscalationRouting['status'];
  };
}

export function useOverrideEscalationRouting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: overrideEscalationRouting,
    // Read again after a refusal too: a 409 usually means the routing moved on meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: getEscalationRoutingsQueryOptions().queryKey }),
  });
}
