// SPEC.md §2's light markup for assistant messages, as Markdown: most of it already is Markdown
// ('- ' and '* ' bullets, '1. ' items, blank lines), so only two rules need a rewrite before the
// Markdown renderer sees the text:
//   **A line wrapped in double asterisks**  → a heading ('### …'); a trailing colon is dropped
//   • item                                  → a bullet ('- item')
// Fenced code blocks are left exactly as written.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
// The whole line is one bold span: no '**' inside it, no space just inside the markers.
const HEADING_LINE = /^ {0,3}\*\*(?!\s)((?:(?!\*\*).)*[^\s*])\*\*:?\s*$/;
const BULLET_DOT = /^(\s*)•\s*/;

export function lightMarkupToMarkdown(text: string): string {
  let fence: string | null = null;
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (fence !== null) {
        // A closing fence is the same character, at least as long as the opening one.
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      const heading = HEADING_LINE.exec(line);
      if (heading) return `### ${heading[1]}`;
      return line.replace(BULLET_DOT, '$1- ');
    })
    .join('\n');
}
