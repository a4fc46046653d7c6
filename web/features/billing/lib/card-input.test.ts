import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../modules/billing/contract';
import { checkCard, formatCardNumber, formatCvc, formatExpiry, parseExpiry } from './card-input';

const SECRET = 'pi_test1_secret_x';

describe('formatting as the user types', () => {
  it('groups the card number in fours and keeps at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242');
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
    expect(formatCardNumber('')).toBe('');
  });

  it('writes the expiry as MM / YY, padding a month that can only be one digit', () => {
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12/34')).toBe('12 / 34');
    expect(formatExpiry('12 / 3')).toBe('12 / 3');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('123456')).toBe('12 / 34');
  });

  it('keeps 3 or 4 CVC digits', () => {
    expect(formatCvc('12a3')).toBe('123');
    expect(formatCvc('12345')).toBe('1234');
  });
});

describe('parseExpiry', () => {
  it('reads MM / YY, MM/YYYY and bare digits', () => {
    expect(parseExpiry('12 / 34')).toEqual({ expMonth: 12, expYear: 34 });
    expect(parseExpiry('1/2034')).toEqual({ expMonth: 1, expYear: 2034 });
    expect(parseExpiry('0434')).toEqual({ expMonth: 4, expYear: 34 });
  });

  it('answers NaN for a missing or partial part', () => {
    expect(parseExpiry('')).toEqual({ expMonth: Number.NaN, expYear: Number.NaN });
    expect(parseExpiry('12 / 3')).toEqual({ expMonth: 12, expYear: Number.NaN });
  });
});

describe('checkCard', () => {
  afterEach(() => vi.useRealTimers());

  it('builds the confirm request the server expects', () => {
    expect(checkCard({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }, SECRET)).toEqual({
      ok: true,
      request: { clientSecret: SECRET, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
  });

  it("reports the contract's words per field", () => {
    const result = checkCard({ cardNumber: '4242 4242 4242 4241', expiry: '13 / 30', cvc: '1' }, SECRET);
    expect(result).toEqual({
      ok: false,
      errors: { cardNumber: MESSAGES.cardNumberInvalid, expiry: MESSAGES.expMonthInvalid, cvc: MESSAGES.cvcInvalid },
    });
  });

  it('says the year is invalid when it is missing, not that the card expired', () => {
    const result = checkCard({ cardNumber: '4242 4242 4242 4242', expiry: '12', cvc: '123' }, SECRET);
    expect(result).toEqual({ ok: false, errors: { expiry: MESSAGES.expYearInvalid } });
  });

  it('refuses a card whose expiry month has passed, and accepts the current month', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-05-15T12:00:00Z'));
    expect(checkCard({ cardNumber: '4242424242424242', expiry: '04 / 30', cvc: '123' }, SECRET)).toEqual({
      ok: false,
      errors: { expiry: MESSAGES.cardExpired },
    });
    expect(checkCard({ cardNumber: '4242424242424242', expiry: '05 / 30', cvc: '123' }, SECRET).ok).toBe(true);
  });
});
