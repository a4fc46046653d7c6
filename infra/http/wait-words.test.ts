import { describe, expect, it } from 'vitest';
import { waitInWords } from './wait-words.js';

describe('waitInWords', () => {
  it('says whole hours from one hour on, rounded', () => {
    expect(waitInWords(3600)).toBe('1 hour');
    expect(waitInWords(5399)).toBe('1 hour');
    expect(waitInWords(5400)).toBe('2 hours');
    expect(waitInWords(23 * 3600 + 100)).toBe('23 hours');
  });
  it('says minutes below an hour, rounded up, never none', () => {
    expect(waitInWords(0)).toBe('1 minute');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(3599)).toBe('60 minutes');
  });
});
