import { describe, expect, it } from 'vitest';
import { caseReturnUrl, providerOutcome } from './payment-return';

describe('payment return', () => {
  it("reads the provider's redirect_status, relative or absolute", () => {
    expect(providerOutcome('/case-analysis?payment_intent=pi_1&redirect_status=succeeded')).toBe('succeeded');
    expect(providerOutcome('https://x.example/case-analysis?paidCase=4&redirect_status=failed')).toBe('failed');
    expect(providerOutcome('/case-analysis?redirect_status=processing')).toBe('unknown');
    expect(providerOutcome('/case-analysis')).toBe('unknown');
  });

  it('returns Stripe to the Case Analysis screen with the case', () => {
    expect(caseReturnUrl(42, 'https://casebook.example')).toBe('https://casebook.example/case-analysis?paidCase=42');
  });
});
