import { describe, expect, it } from 'vitest';
import { printable } from './printable.js';

describe('printable', () => {
  it('keeps Latin-1, the Windows-1252 extras, line breaks and tabs, and replaces the rest with ?', () => {
    expect(printable('Café “quoted” – €5\n\tnext')).toBe('Café “quoted” – €5\n\tnext');
    expect(printable('Zoë 张伟 😀')).toBe('Zoë ?? ?');
  });
  it('composes decomposed accents before deciding', () => {
    expect(printable('e\u0301')).toBe('é');
  });
});
