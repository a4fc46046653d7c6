import { describe, expect, it } from 'vitest';
import { describeReturnOutcome, PAYMENT_NOT_PROCESSED, toConfirmReturnRequest } from './return-outcome';

describe('toConfirmReturnRequest', () => {
  it('passes the provider’s redirect status and payment intent on', () => {
    expect(toConfirmReturnRequest({ redirectStatus: 'succeeded', paymentIntent: 'pi_3Abc' })).toEqual({
      redirectStatus: 'succeeded',
      paymentIntent: 'pi_3Abc',
    });
    expect(toConfirmReturnRequest({ redirectStatus: 'requires_payment_method' })).toEqual({ redirectStatus: 'requires_payment_method' });
  });

  it('drops a payment intent that is not one, and keeps the status', () => {
    expect(toConfirmReturnRequest({ redirectStatus: 'failed', paymentIntent: '<script>' })).toEqual({ redirectStatus: 'failed' });
  });

  it('answers null when there is no return or the status is not a provider’s', () => {
    expect(toConfirmReturnRequest(undefined)).toBeNull();
    expect(toConfirmReturnRequest({})).toBeNull();
    expect(toConfirmReturnRequest({ redirectStatus: 'hacked', paymentIntent: 'pi_1' })).toBeNull();
  });
});

describe('describeReturnOutcome', () => {
  it("says 'Subscription activated!' on success", () => {
    expect(describeReturnOutcome({ outcome: 'succeeded', message: null })).toMatchObject({
      variant: 'success',
      title: 'Subscription activated!',
    });
  });

  it("says 'Payment failed' with the provider's reason alone, not run together with SPEC's sentence", () => {
    const reason = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
    expect(describeReturnOutcome({ outcome: 'failed', message: reason })).toEqual({
      variant: 'error',
      title: 'Payment failed',
      description: reason,
    });
    expect(describeReturnOutcome({ outcome: 'failed', message: reason }).description).not.toContain(PAYMENT_NOT_PROCESSED);
  });

  it("says SPEC's sentence when the provider gave no reason", () => {
    expect(describeReturnOutcome({ outcome: 'failed', message: null }).description).toBe(PAYMENT_NOT_PROCESSED);
    expect(describeReturnOutcome({ outcome: 'failed', message: '  ' }).description).toBe(PAYMENT_NOT_PROCESSED);
  });

  it('gives a pending note while the provider is still processing', () => {
    const notice = describeReturnOutcome({ outcome: 'processing', message: 'Your payment is being confirmed by the payment provider.' });
    expect(notice.variant).toBe('info');
    expect(notice.title).toBe('Payment processing');
    expect(notice.description).toMatch(/^Your payment is being confirmed by the payment provider\. Premium starts/);
  });
});
