import { useMutation } from '@tanstack/react-query';
import { portalResponse, type PortalResponse } from '../../../../modules/billing/contract';
import { apiRequest } from '../../../lib/api-client';

/** Stripe's billing-portal session URL, or the test provider's own page (/subscription/payment-methods). */
export async function openBillingPortal(): Promise<PortalResponse> {
  return portalResponse.parse(await apiRequest('POST', '/api/subscription/portal'));
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}
