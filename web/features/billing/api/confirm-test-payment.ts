import { useMutation } from '@tanstack/react-query';
import { testPaymentResult, type TestPaymentResult } from '../../../../modules/billing/contract';
import { apiRequest } from '../../../lib/api-client';

/** What the card form sends: the number and expiry as typed (the server strips spaces, reads YY). */
export interface TestPaymentConfirmation {
  clientSecret: string;
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The test provider's stand-in for Stripe's confirmPayment: the server decides what the card does. */
export async function confirmTestPayment(input: TestPaymentConfirmation): Promise<TestPaymentResult> {
  return testPaymentResult.parse(await apiRequest('POST', '/api/test-payments/confirm', input));
}

export function useConfirmTestPayment() {
  // A card payment is not retried behind the user's back: a retry after a lost answer could only
  // say 'already completed' for a payment that went through.
  return useMutation({ mutationFn: confirmTestPayment, retry: false });
}
