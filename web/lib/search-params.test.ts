import { describe, expect, it } from 'vitest';
import { nonNegativeInt, oneOf, optional, positiveInt, text } from './search-params';

describe('search parameters', () => {
  it('keeps an allowed value and drops anything else', () => {
    expect(oneOf('register', ['login', 'register'])).toBe('register');
    expect(oneOf('admin', ['login', 'register'])).toBeUndefined();
    expect(oneOf(3, ['login', 'register'])).toBeUndefined();
  });

  it('reads a positive integer from a number or its digits', () => {
    expect(positiveInt(42)).toBe(42);
    expect(positiveInt('7')).toBe(7);
    for (const bad of [0, -3, 1.5, 'abc', '', undefined, null, true]) expect(positiveInt(bad)).toBeUndefined();
  });

  it('reads an integer of 0 or more (a character offset) from a number or its digits', () => {
    expect(nonNegativeInt(0)).toBe(0);
    expect(nonNegativeInt('1450')).toBe(1450);
    for (const bad of [-1, 2.5, 'x', '', undefined, null, false]) expect(nonNegativeInt(bad)).toBeUndefined();
  });

  it('keeps text within its length and pattern', () => {
    expect(text('succeeded')).toBe('succeeded');
    expect(text(12)).toBeUndefined();
    expect(text('x'.repeat(201), { maxLength: 200 })).toBeUndefined();
    expect(text('demand-letter', { pattern: /^[a-z0-9][a-z0-9-]{0,80}$/ })).toBe('demand-letter');
    expect(text('../etc', { pattern: /^[a-z0-9][a-z0-9-]{0,80}$/ })).toBeUndefined();
  });

  it('leaves out the keys whose value was dropped', () => {
    expect(optional({ tab: 'cases', paidCase: undefined })).toEqual({ tab: 'cases' });
    expect(Object.keys(optional({ tab: undefined }))).toEqual([]);
  });
});
