import { describe, expect, it } from 'vitest';
import { createSseParser, readSseStream, type SseEvent } from './sse-parser';

function collect(options: { lastEventId?: string } = {}) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const comments: string[] = [];
  const parser = createSseParser(
    { onEvent: (e) => events.push(e), onRetry: (ms) => retries.push(ms), onComment: (c) => comments.push(c) },
    options,
  );
  return { parser, events, retries, comments };
}

/** The chat stream of docs/api.md, as the server writes it. */
const CHAT_STREAM =
  'retry: 1000\n\n' +
  'event: start\ndata: {"replyId":"r1","userMessage":null}\n\n' +
  'id: 27\nevent: delta\ndata: {"text":"**Missing persons investig"}\n\n' +
  ': ping\n\n' +
  'id: 61\nevent: delta\ndata: {"text":"ations**\\nWhen someone may be…"}\n\n' +
  'event: done\ndata: {"replyId":"r1"}\n\n';

describe('createSseParser', () => {
  it('parses the chat stream: start, deltas with ids, a ping, done', () => {
    const { parser, events, retries, comments } = collect();
    parser.push(CHAT_STREAM);
    expect(events.map((e) => [e.event, e.lastEventId])).toEqual([
      ['start', ''],
      ['delta', '27'],
      ['delta', '61'],
      ['done', '61'],
    ]);
    expect(JSON.parse(events[2]!.data)).toEqual({ text: 'ations**\nWhen someone may be…' });
    expect(retries).toEqual([1000]);
    expect(comments).toEqual(['ping']);
    expect(parser.lastEventId).toBe('61');
  });

  it('gives the same events however the text is split, down to one character at a time', () => {
    const whole = collect();
    whole.parser.push(CHAT_STREAM);
    for (const size of [1, 2, 3, 7, 13, 64]) {
      const split = collect();
      for (let i = 0; i < CHAT_STREAM.length; i += size) split.parser.push(CHAT_STREAM.slice(i, i + size));
      expect(split.events, `chunks of ${size}`).toEqual(whole.events);
      expect(split.retries).toEqual([1000]);
    }
  });

  it('keeps a line split mid-way until its end arrives', () => {
    const { parser, events } = collect();
    parser.push('event: del');
    parser.push('ta\ndata: {"te');
    expect(events).toEqual([]);
    parser.push('xt":"hi"}\n');
    expect(events).toEqual([]);
    parser.push('\n');
    expect(events).toEqual([{ event: 'delta', data: '{"text":"hi"}', lastEventId: '' }]);
  });

  it('dispatches several events arriving in one chunk, in order', () => {
    const { parser, events } = collect();
    parser.push('id: 1\ndata: a\n\nid: 2\ndata: b\n\nid: 3\ndata: c\n\n');
    expect(events.map((e) => [e.data, e.lastEventId])).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', '3'],
    ]);
  });

  it('accepts CRLF and lone CR line ends, also a CRLF split between chunks', () => {
    const { parser, events } = collect();
    parser.push('data: one\r\n\r\ndata: two\r\r');
    parser.push('data: three\r');
    parser.push('\n\r');
    parser.push('\n');
    expect(events.map((e) => e.data)).toEqual(['one', 'two', 'three']);
  });

  it('joins several data lines with newlines and defaults the type to message', () => {
    const { parser, events } = collect();
    parser.push('data: first\ndata:second\ndata\n\n');
    expect(events).toEqual([{ event: 'message', data: 'first\nsecond\n', lastEventId: '' }]);
  });

  it('strips exactly one space after the colon', () => {
    const { parser, events } = collect();
    parser.push('data:  two spaces\n\n');
    expect(events[0]!.data).toBe(' two spaces');
  });

  it('does not dispatch an event without data, but keeps its id', () => {
    const { parser, events } = collect();
    parser.push('id: 5\nevent: delta\n\ndata: x\n\n');
    expect(events).toEqual([{ event: 'message', data: 'x', lastEventId: '5' }]);
  });

  it('keeps the last id across events and ignores an id with a NUL', () => {
    const { parser, events } = collect();
    parser.push('id: 9\ndata: a\n\ndata: b\n\nid: 1\u00002\ndata: c\n\n');
    expect(events.map((e) => e.lastEventId)).toEqual(['9', '9', '9']);
  });

  it('starts from a given last event id (a resumed stream)', () => {
    const { parser, events } = collect({ lastEventId: '40' });
    parser.push('event: start\ndata: {}\n\n');
    expect(events[0]!.lastEventId).toBe('40');
    expect(parser.lastEventId).toBe('40');
  });

  it('reports only numeric retry values and ignores unknown fields', () => {
    const { parser, events, retries } = collect();
    parser.push('retry: 2500\nretry: soon\nfoo: bar\ndata: x\n\n');
    expect(retries).toEqual([2500]);
    expect(events).toHaveLength(1);
  });

  it('treats comments as no event, even between the fields of one', () => {
    const { parser, events, comments } = collect();
    parser.push(': hello\nevent: delta\n:ping\ndata: {"text":"a"}\n\n');
    expect(comments).toEqual(['hello', 'ping']);
    expect(events).toEqual([{ event: 'delta', data: '{"text":"a"}', lastEventId: '' }]);
  });

  it('drops an unfinished event when the stream ends', () => {
    const { parser, events } = collect();
    parser.push('data: complete\n\ndata: cut off\n');
    parser.end();
    expect(events.map((e) => e.data)).toEqual(['complete']);
  });

  it('skips a byte order mark at the very start only', () => {
    const { parser, events } = collect();
    parser.push('\uFEFFdata: a\n\n');
    parser.push('data: \uFEFFb\n\n');
    expect(events.map((e) => e.data)).toEqual(['a', '\uFEFFb']);
  });
});

function byteStream(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('readSseStream', () => {
  it('decodes a multi-byte character split between two chunks', async () => {
    const bytes = new TextEncoder().encode('id: 3\nevent: delta\ndata: {"text":"§…é"}\n\n');
    const cut = bytes.indexOf(0xe2) + 1; // inside the three bytes of '…'
    const events: SseEvent[] = [];
    const result = await readSseStream(byteStream([bytes.slice(0, cut), bytes.slice(cut)]), { onEvent: (e) => events.push(e) });
    expect(events).toEqual([{ event: 'delta', data: '{"text":"§…é"}', lastEventId: '3' }]);
    expect(result.lastEventId).toBe('3');
  });

  it('answers the last event id when the stream ends early, for the resume', async () => {
    const events: SseEvent[] = [];
    const result = await readSseStream(
      byteStream([new TextEncoder().encode('id: 12\nevent: delta\ndata: {"text":"abc"}\n\nid: 20\nevent: delta\ndata: {"te')]),
      { onEvent: (e) => events.push(e) },
    );
    expect(events).toHaveLength(1);
    expect(result.lastEventId).toBe('12');
  });
});
