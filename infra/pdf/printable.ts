// The standard PDF fonts (Helvetica, Times…) cover Windows-1252 only: anything else is replaced by
// '?' rather than drawn wrong. Shared by every PDF Casebook writes (reports, letters).
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((ch) => {
      const c = ch.codePointAt(0)!;
      if (ch === '\n' || ch === '\t') return ch;
      if ((c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch)) return ch;
      return '?';
    })
    .join('');
}
