// The test provider's return address (issue 29, low): a return path that has a query of its own
// (the case payment's `/case-analysis?paidCase=4`) keeps it and gains the provider's parameters.
import { describe, expect, it } from 'vitest';
import { returnUrl } from './card-form.js';

describe('the test provider’s return URL', () => {
  it('adds payment_intent and redirect_status to a return path that already has a query', () => {
    const url = returnUrl({ id: 'pi_test_1', return_path: '/case-analysis?paidCase=4' }, 'succeeded');
    expect(url).toBe('/case-analysis?paidCase=4&payment_intent=pi_test_1&redirect_status=succeeded');
    const parsed = new URL(url, 'http://x');
    expect(parsed.searchParams.get('paidCase')).toBe('4');
    expect(parsed.searchParams.get('payment_intent')).toBe('pi_test_1');
  });

  it('starts the query on a path without one', () => {
    expect(returnUrl({ id: 'pi_2', return_path: '/subscription' }, 'failed')).toBe(
      '/subscription?payment_intent=pi_2&redirect_status=failed',
    );
  });
});
