import fc from 'fast-check';
import { expect, it } from 'vitest';
import { CASE_PRICE, money } from './format';

it('writes US dollars as Intl.NumberFormat does', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  expect(CASE_PRICE).toBe('$199.99');
  for (const cents of [0, 1, 99, 100, 19999, 100000, 123456789, -500, -123456]) expect(money(cents)).toBe(intl.format(cents / 100));
  fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => money(cents) === intl.format(cents / 100)));
});
