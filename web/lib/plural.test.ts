import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect(plural(1, 'review')).toBe('1 review');
    expect(plural(0, 'review')).toBe('0 reviews');
    expect(plural(2, 'review')).toBe('2 reviews');
    expect(plural(1200, 'row')).toBe('1,200 rows');
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'inquiry', 'inquiries')).toBe('1 inquiry');
    expect(plural(3, 'inquiry', 'inquiries')).toBe('3 inquiries');
  });
});
