import { describe, expect, it } from 'vitest';
import { parseChatMarkup, parseInline } from './chat-markup';

const plain = (text: string) => [{ text, strong: false }];

describe('parseChatMarkup', () => {
  it('makes a line wrapped in double asterisks a heading', () => {
    expect(parseChatMarkup('**Missing persons investigations**')).toEqual([
      { kind: 'heading', content: plain('Missing persons investigations') },
    ]);
  });

  it('accepts a trailing colon on a heading and Markdown # headings', () => {
    expect(parseChatMarkup('**Next steps**:\n## What a PI can do')).toEqual([
      { kind: 'heading', content: plain('Next steps') },
      { kind: 'heading', content: plain('What a PI can do') },
    ]);
  });

  it('does not make a line with bold only in part of it a heading', () => {
    expect(parseChatMarkup('**Note:** keep receipts')).toEqual([
      {
        kind: 'paragraph',
        lines: [
          [
            { text: 'Note:', strong: true },
            { text: ' keep receipts', strong: false },
          ],
        ],
      },
    ]);
  });

  it('turns lines starting with •, - or * into one bullet list', () => {
    expect(parseChatMarkup('• first\n- second\n* third\n  -   indented fourth')).toEqual([
      { kind: 'bullets', items: [plain('first'), plain('second'), plain('third'), plain('indented fourth')] },
    ]);
  });

  it('needs a space after - or * (so -5 or *emphasis* stay text), not after •', () => {
    expect(parseChatMarkup('-5 degrees\n*emphasis*\n•tight')).toEqual([
      { kind: 'paragraph', lines: [plain('-5 degrees'), plain('*emphasis*')] },
      { kind: 'bullets', items: [plain('tight')] },
    ]);
  });

  it("turns '1. text' lines into a numbered list that starts at the first number", () => {
    expect(parseChatMarkup('1. Call the police\n2. Keep records\n3) Hire a PI')).toEqual([
      { kind: 'numbered', start: 1, items: [plain('Call the police'), plain('Keep records'), plain('Hire a PI')] },
    ]);
    expect(parseChatMarkup('4. Continue')).toEqual([{ kind: 'numbered', start: 4, items: [plain('Continue')] }]);
  });

  it('makes blank lines one gap each, none at the start or end', () => {
    expect(parseChatMarkup('\n\nFirst\n\n\n\nSecond\n\n')).toEqual([
      { kind: 'paragraph', lines: [plain('First')] },
      { kind: 'space' },
      { kind: 'paragraph', lines: [plain('Second')] },
    ]);
  });

  it('treats whitespace-only lines as blank and CRLF like LF', () => {
    expect(parseChatMarkup('a\r\n   \r\nb')).toEqual([
      { kind: 'paragraph', lines: [plain('a')] },
      { kind: 'space' },
      { kind: 'paragraph', lines: [plain('b')] },
    ]);
  });

  it('keeps consecutive text lines in one paragraph', () => {
    expect(parseChatMarkup('line one\nline two')).toEqual([{ kind: 'paragraph', lines: [plain('line one'), plain('line two')] }]);
  });

  it('parses a whole offline-engine style answer', () => {
    const reply = [
      '**Finding a missing person**',
      'When someone may be missing, act quickly.',
      '',
      '- Report it to the police at once',
      '- Gather recent photos',
      '',
      '**Next steps**',
      '1. File a report',
      '2. Contact a licensed PI',
      '',
      'Sources: Missing persons',
    ].join('\n');
    expect(parseChatMarkup(reply).map((b) => b.kind)).toEqual([
      'heading',
      'paragraph',
      'space',
      'bullets',
      'space',
      'heading',
      'numbered',
      'space',
      'paragraph',
    ]);
  });

  it('starts a new list after text or a gap between items', () => {
    const blocks = parseChatMarkup('- a\ntext\n- b\n\n- c');
    expect(blocks.map((b) => b.kind)).toEqual(['bullets', 'paragraph', 'bullets', 'space', 'bullets']);
  });

  it('answers no blocks for empty or blank text', () => {
    expect(parseChatMarkup('')).toEqual([]);
    expect(parseChatMarkup('\n \n')).toEqual([]);
  });

  it('leaves an unfinished heading (mid-stream) as text', () => {
    expect(parseChatMarkup('**Missing persons investig')).toEqual([{ kind: 'paragraph', lines: [plain('**Missing persons investig')] }]);
  });
});

describe('parseInline', () => {
  it('finds bold spans and keeps the text between them', () => {
    expect(parseInline('a **b** c **d**')).toEqual([
      { text: 'a ', strong: false },
      { text: 'b', strong: true },
      { text: ' c ', strong: false },
      { text: 'd', strong: true },
    ]);
  });

  it('keeps an unpaired or empty ** as typed', () => {
    expect(parseInline('2 ** 3 is 8')).toEqual(plain('2 ** 3 is 8'));
    expect(parseInline('a **** b')).toEqual(plain('a **** b'));
  });
});
