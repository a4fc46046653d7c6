import { useMutation } from '@tanstack/react-query';
import { testPaymentResult, type TestPaymentResult } from '../../../../modules/billing/contract';
import { apiRequest } from '../../../lib/api-client';

/** The cardholder's answer to the test provider's 3-D Secure challenge. */
export async function authenticateTestPayment(input: { clientSecret: string; approve: boolean }): Promise<TestPaymentResult> {
  return testPaymentResult.parse(await apiRequest('POST', '/api/test-payments/authenticate', input));
}

export function useAuthenticateTestPayment() {
  return useMutation({ mutationFn: authenticateTestPayment, retry: false });
}
