import { describe, expect, it } from 'vitest';
import { snippetParts } from './snippet';

describe('snippetParts', () => {
  it('cuts the snippet at its « » marks', () => {
    expect(snippetParts('…who can look at «phone records» without a court…')).toEqual([
      { text: '…who can look at ', match: false },
      { text: 'phone records', match: true },
      { text: ' without a court…', match: false },
    ]);
  });

  it('marks every match, at the start and at the end too', () => {
    expect(snippetParts('«GPS» tracker on a «car»')).toEqual([
      { text: 'GPS', match: true },
      { text: ' tracker on a ', match: false },
      { text: 'car', match: true },
    ]);
  });

  it('keeps a snippet without marks whole, and markup as plain text', () => {
    expect(snippetParts('<script>alert(1)</script>')).toEqual([{ text: '<script>alert(1)</script>', match: false }]);
  });

  it('marks to the end after an unclosed «, and keeps a lone » as text', () => {
    expect(snippetParts('a » b «c')).toEqual([
      { text: 'a » b ', match: false },
      { text: 'c', match: true },
    ]);
    expect(snippetParts('')).toEqual([]);
  });
});
