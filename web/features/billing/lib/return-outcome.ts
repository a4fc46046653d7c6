// The return from the payment form to /subscription?redirect_status=…&payment_intent=… (SPEC.md
// §4): what to ask the server, and what to tell the user about its answer.
import { confirmReturnRequest, type ConfirmReturnRequest, type ConfirmReturnResponse } from '../../../../modules/billing/contract';

export interface ReturnParams {
  redirectStatus?: string | undefined;
  paymentIntent?: string | undefined;
}

/** The request for POST /api/subscription/confirm-return; null when the query is not a provider's return. */
export function toConfirmReturnRequest(params: ReturnParams | undefined): ConfirmReturnRequest | null {
  if (!params?.redirectStatus) return null;
  const full = confirmReturnRequest.safeParse({ redirectStatus: params.redirectStatus, paymentIntent: params.paymentIntent });
  if (full.success) return full.data;
  // A mangled payment_intent is informational only: still ask about the status.
  const statusOnly = confirmReturnRequest.safeParse({ redirectStatus: params.redirectStatus });
  return statusOnly.success ? statusOnly.data : null;
}

export const PAYMENT_NOT_PROCESSED = 'Your payment was not processed. Please try again.';

export interface OutcomeNotice {
  variant: 'success' | 'error' | 'info';
  title: string;
  description: string;
}

/** SPEC.md §4/§8 wording for the server's verdict; on failure the provider's reason when it gave one. */
export function describeReturnOutcome(result: Pick<ConfirmReturnResponse, 'outcome' | 'message'>): OutcomeNotice {
  switch (result.outcome) {
    case 'succeeded':
      return {
        variant: 'success',
        title: 'Subscription activated!',
        description: 'Welcome to Premium: unlimited AI assistance and investigator escalations are now available.',
      };
    case 'failed':
      // One message, not two run together: the provider's reason says what to do next (as SPEC
      // §8 does for a failed confirmation); SPEC's sentence when there is none.
      return { variant: 'error', title: 'Payment failed', description: result.message?.trim() || PAYMENT_NOT_PROCESSED };
    case 'processing':
      return {
        variant: 'info',
        title: 'Payment processing',
        description: `${result.message ?? 'Your payment is being confirmed by the payment provider.'} Premium starts as soon as it is confirmed.`,
      };
  }
}
