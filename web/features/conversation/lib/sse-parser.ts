// A Server-Sent Events parser for a stream read with fetch (EventSource cannot POST), following
// the WHATWG "event stream interpretation": lines end in CRLF, LF or CR (also split across
// chunks), `field: value` with one optional space after the colon, comment lines start with ':',
// a blank line dispatches the event, and the last event id persists from one event to the next.

export interface SseEvent {
  /** `event:` field; 'message' when the server sent none. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
  /** The last event id seen so far on this stream (it persists across events), '' if none. */
  lastEventId: string;
}

export interface SseHandlers {
  onEvent: (event: SseEvent) => void;
  /** `retry: <ms>` — how long the server asks the client to wait before reconnecting. */
  onRetry?: (ms: number) => void;
  /** A comment line (`: ping`), without the colon. Keep-alives; nothing to show. */
  onComment?: (text: string) => void;
}

export interface SseParser {
  /** Feeds the next piece of decoded text; complete events are dispatched at once. */
  push(chunk: string): void;
  /** The stream ended: an event without its closing blank line is dropped, as the spec says. */
  end(): void;
  /** The id of the last event with an `id:` field (the resume point). */
  readonly lastEventId: string;
}

export function createSseParser(handlers: SseHandlers, { lastEventId = '' }: { lastEventId?: string } = {}): SseParser {
  let buffer = '';
  let afterCR = false;
  let started = false;
  let data = '';
  let hasData = false;
  let eventType = '';
  // The id field fills a buffer; it becomes the stream's last event id when the event is complete,
  // so a resume never claims the text of an event that was cut off.
  let idBuffer = lastEventId;
  let lastId = lastEventId;

  const dispatch = () => {
    lastId = idBuffer;
    if (hasData) handlers.onEvent({ event: eventType || 'message', data, lastEventId: lastId });
    data = '';
    hasData = false;
    eventType = '';
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return handlers.onComment?.(line.slice(1).replace(/^ /, ''));
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        data = hasData ? `${data}\n${value}` : value;
        hasData = true;
        break;
      case 'id':
        if (!value.includes('\0')) idBuffer = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) handlers.onRetry?.(Number(value));
        break;
      default:
        // Unknown fields are ignored.
        break;
    }
  };

  return {
    push(chunk: string) {
      let text = chunk;
      if (!started && text.length > 0) {
        started = true;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      // A CR ended the previous chunk: an LF opening this one belongs to it.
      if (afterCR && text.startsWith('\n')) text = text.slice(1);
      afterCR = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer.charCodeAt(i);
        if (c !== 10 && c !== 13) continue;
        processLine(buffer.slice(start, i));
        if (c === 13) {
          if (i + 1 < buffer.length) {
            if (buffer.charCodeAt(i + 1) === 10) i++;
          } else afterCR = true;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = '';
      data = '';
      hasData = false;
      eventType = '';
    },
    get lastEventId() {
      return lastId;
    },
  };
}

/**
 * Reads a `text/event-stream` body to its end, dispatching events as they complete. Bytes are
 * decoded as a stream, so a character split between two chunks arrives whole.
 */
export async function readSseStream(
  body: ReadableStream<Uint8Array>,
  handlers: SseHandlers,
  options: { lastEventId?: string; signal?: AbortSignal } = {},
): Promise<{ lastEventId: string }> {
  const parser = createSseParser(handlers, options);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  options.signal?.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
    return { lastEventId: parser.lastEventId };
  } finally {
    options.signal?.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
}
