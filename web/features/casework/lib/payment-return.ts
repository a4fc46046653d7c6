// What a payment provider's return URL says (Stripe's redirect, or the test provider's answer):
// `redirect_status` is succeeded or failed. The server still decides: mark-paid asks the provider.
export type ProviderOutcome = 'succeeded' | 'failed' | 'unknown';

export function providerOutcome(returnUrl: string): ProviderOutcome {
  let status: string | null;
  try {
    status = new URL(returnUrl, 'http://casebook.invalid').searchParams.get('redirect_status');
  } catch {
    return 'unknown';
  }
  return status === 'succeeded' || status === 'failed' ? status : 'unknown';
}

/** Where Stripe sends the browser back after paying for a case: the Case Analysis screen, which confirms it. */
export function caseReturnUrl(caseId: number, origin = window.location.origin): string {
  return `${origin}/case-analysis?paidCase=${caseId}`;
}

/** SPEC §8: 'Payment failed' / 'Your payment was not processed. Please try again.' */
export const PAYMENT_NOT_PROCESSED = 'Your payment was not processed. Please try again.';

/** How often, and how many times, the dialog asks again while the provider's confirmation is on its way. */
export const CONFIRM_RETRY_MS = 1500;
export const CONFIRM_ATTEMPTS = 8;
