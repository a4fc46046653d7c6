// A search snippet (GET /api/conversations?q=) marks its match between « and ». It is text from
// the user's own messages, so it is shown as text, the marked parts in <mark>: never as HTML.

export interface SnippetPart {
  text: string;
  /** Between « and »: the search's match. */
  match: boolean;
}

/**
 * The snippet cut at its « » marks. An opening « without its » marks to the end; a » with no «
 * before it is kept as text. Empty parts are left out.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, match: boolean) => {
    if (text !== '') parts.push({ text, match });
  };
  let rest = snippet;
  for (;;) {
    const open = rest.indexOf('«');
    if (open < 0) break;
    const close = rest.indexOf('»', open + 1);
    push(rest.slice(0, open), false);
    if (close < 0) {
      push(rest.slice(open + 1), true);
      return parts;
    }
    push(rest.slice(open + 1, close), true);
    rest = rest.slice(close + 1);
  }
  push(rest, false);
  return parts;
}
