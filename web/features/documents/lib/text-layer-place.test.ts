import { describe, expect, it } from 'vitest';
import { placeInItems } from './text-layer-place';

// A page as pdf.js gives it: items, and the text the server made of them (lines joined by "\n",
// a blank line between paragraphs, trailing spaces trimmed).
const items = [
  '2. Fees. Client shall pay ',
  'Investigator $4,500.00 upon',
  ' ',
  'delivery of the final report.',
  'Fees are due on delivery.',
];
const pageText = '2. Fees. Client shall pay Investigator $4,500.00 upon\ndelivery of the final report.\n\nFees are due on delivery.';

describe('a passage in the text layer', () => {
  it('finds the range across items, whatever the whitespace between them', () => {
    const quote = '$4,500.00 upon delivery';
    const start = pageText.indexOf('$4,500.00 upon\ndelivery');
    const ranges = placeInItems(items, pageText, start, start + '$4,500.00 upon\ndelivery'.length);
    expect(ranges).toEqual([
      { item: 1, from: 13, to: 27 },
      { item: 3, from: 0, to: 8 },
    ]);
    const marked = ranges!.map((r) => items[r.item]!.slice(r.from, r.to)).join(' ');
    expect(marked).toBe(quote);
  });

  it('takes the occurrence at the same place, not the first one', () => {
    const second = pageText.lastIndexOf('delivery');
    expect(placeInItems(items, pageText, second, second + 'delivery'.length)).toEqual([{ item: 4, from: 16, to: 24 }]);
  });

  it('searches the layer when the counts disagree, and gives up when the passage is not there', () => {
    const ocrText = 'Some words OCR added. ' + pageText;
    const start = ocrText.indexOf('final report');
    expect(placeInItems(items, ocrText, start, start + 'final report'.length)).toEqual([{ item: 3, from: 16, to: 28 }]);
    expect(placeInItems(items, 'nothing like it', 0, 7)).toBeUndefined();
    expect(placeInItems([], pageText, 0, 10)).toBeUndefined();
    expect(placeInItems(items, pageText, 5, 5)).toBeUndefined();
  });
});
