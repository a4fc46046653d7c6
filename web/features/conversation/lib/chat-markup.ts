// The assistant's light markup (SPEC.md §2 Chat), parsed into blocks that React renders as
// elements — never as HTML, so nothing in a reply can inject markup:
//   **A line wrapped in double asterisks**  → a heading (so is a Markdown '# Heading' line)
//   • item / - item / * item                 → bullet items
//   1. item                                  → numbered items (the first number starts the list)
//   a blank line                             → spacing
// Inside a line, **bold** spans are kept as strong text (real models use them mid-sentence).

export type Inline = { text: string; strong: boolean };

export type Block =
  | { kind: 'heading'; content: Inline[] }
  | { kind: 'bullets'; items: Inline[][] }
  | { kind: 'numbered'; start: number; items: Inline[][] }
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'space' };

const HEADING = /^\*\*(?=\S)(.*\S)\*\*:?$/;
const MARKDOWN_HEADING = /^#{1,6}\s+(.+?)\s*#*$/;
const BULLET = /^(?:•\s*|[-*]\s+)(.*)$/;
const NUMBERED = /^(\d{1,9})[.)]\s+(.*)$/;

/** `**bold**` spans inside a line; an unpaired `**` stays as typed. */
export function parseInline(line: string): Inline[] {
  const parts: Inline[] = [];
  let rest = line;
  for (;;) {
    const open = rest.indexOf('**');
    const close = open === -1 ? -1 : rest.indexOf('**', open + 2);
    if (open === -1 || close === -1) break;
    const inner = rest.slice(open + 2, close);
    if (inner.trim() === '') {
      // '****' or '** **': not emphasis; keep the text and look further on.
      parts.push({ text: rest.slice(0, close + 2), strong: false });
    } else {
      if (open > 0) parts.push({ text: rest.slice(0, open), strong: false });
      parts.push({ text: inner, strong: true });
    }
    rest = rest.slice(close + 2);
  }
  if (rest) parts.push({ text: rest, strong: false });
  // Neighbouring plain pieces read as one.
  return parts.reduce<Inline[]>((merged, part) => {
    const last = merged.at(-1);
    if (last && !last.strong && !part.strong) last.text += part.text;
    else merged.push({ ...part });
    return merged;
  }, []);
}

/** A heading line's words with its own markers removed (a heading is strong already). */
function headingContent(text: string): Inline[] {
  return [{ text: text.replace(/\*\*/g, ''), strong: false }];
}

export function parseChatMarkup(text: string): Block[] {
  const blocks: Block[] = [];
  const last = () => blocks.at(-1);

  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line === '') {
      // One gap however many blank lines; none before the first block.
      if (blocks.length > 0 && last()?.kind !== 'space') blocks.push({ kind: 'space' });
      continue;
    }
    const heading = HEADING.exec(line) ?? MARKDOWN_HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', content: headingContent(heading[1]!) });
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      const item = parseInline(bullet[1]!);
      const prev = last();
      if (prev?.kind === 'bullets') prev.items.push(item);
      else blocks.push({ kind: 'bullets', items: [item] });
      continue;
    }
    const numbered = NUMBERED.exec(line);
    if (numbered) {
      const item = parseInline(numbered[2]!);
      const prev = last();
      if (prev?.kind === 'numbered') prev.items.push(item);
      else blocks.push({ kind: 'numbered', start: Number(numbered[1]), items: [item] });
      continue;
    }
    const prev = last();
    if (prev?.kind === 'paragraph') prev.lines.push(parseInline(line));
    else blocks.push({ kind: 'paragraph', lines: [parseInline(line)] });
  }
  if (last()?.kind === 'space') blocks.pop();
  return blocks;
}
