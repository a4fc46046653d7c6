// Where a passage of the extracted text lies in a PDF page's text layer. The server reads a PDF's
// text from the same pdf.js text items the browser's text layer draws (infra/documents/extract/pdf.ts:
// the items' strings joined, lines and pages trimmed), so the two differ only in whitespace: the
// passage is found by counting the characters that are not whitespace. A page read by OCR has no
// such items, and the answer is undefined (the viewer highlights the text beside the page instead).

/** The part of text item `item` (characters `from`–`to` of its string) that holds the passage. */
export interface ItemRange {
  item: number;
  from: number;
  to: number;
}

const isSpace = (ch: string) => /\s/.test(ch);
const strip = (s: string) => s.replace(/\s+/g, '');

/**
 * The text items' ranges that hold `pageText.slice(start, end)` (`start`, `end` relative to the
 * page): at the same count of non-space characters from the page's start when the text layer
 * agrees there, else the passage's first occurrence in the layer; undefined when it is not there.
 */
export function placeInItems(items: readonly string[], pageText: string, start: number, end: number): ItemRange[] | undefined {
  const want = strip(pageText.slice(start, end));
  if (!want) return undefined;
  // Every non-space character of the layer, with its item and offset.
  const chars: { item: number; at: number }[] = [];
  let flat = '';
  items.forEach((str, item) => {
    for (let at = 0; at < str.length; at++) {
      if (isSpace(str[at]!)) continue;
      chars.push({ item, at });
      flat += str[at];
    }
  });
  let k = strip(pageText.slice(0, start)).length;
  if (flat.slice(k, k + want.length) !== want) {
    k = flat.indexOf(want);
    if (k < 0) k = flat.toLowerCase().indexOf(want.toLowerCase());
    if (k < 0) return undefined;
  }
  const ranges: ItemRange[] = [];
  for (const { item, at } of chars.slice(k, k + want.length)) {
    const last = ranges[ranges.length - 1];
    if (last && last.item === item) last.to = at + 1;
    else ranges.push({ item, from: at, to: at + 1 });
  }
  return ranges;
}
