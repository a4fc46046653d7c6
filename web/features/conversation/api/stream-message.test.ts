import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../modules/conversation/contract';
import { ApiError } from '../../../lib/api-client';
import { ReplyFailedError } from '../lib/send-failure';
import { MAX_RESUMES, ReplyConnectionLostError, resumeReplyStream, sendMessageStream } from './stream-message';

const REPLY_ID = '5b0f5a0e-8c1a-4a53-9f3e-2f0d6c1b7a11';
const userMessage = { id: 'u1', content: 'How do I find a missing person?', isUser: true, createdAt: '2026-03-14T09:00:00.000Z' };

const start = (replyId = REPLY_ID) => `event: start\ndata: ${JSON.stringify({ replyId, userMessage })}\n\n`;
const delta = (text: string, offset: number) => `id: ${offset}\nevent: delta\ndata: ${JSON.stringify({ text })}\n\n`;
const done = (content: string) =>
  `event: done\ndata: ${JSON.stringify({
    replyId: REPLY_ID,
    userMessage,
    assistantMessage: { id: REPLY_ID, content, isUser: false, createdAt: '2026-03-14T09:00:05.000Z' },
  })}\n\n`;

/** A text/event-stream body made of these chunks; `drop` errors the stream after them (a lost connection). */
function sse(chunks: string[], { drop = false, replyIdHeader = REPLY_ID } = {}): Response {
  const encoder = new TextEncoder();
  const queue = [...chunks];
  // One chunk per read: erroring a stream throws away what is still queued in it.
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next !== undefined) controller.enqueue(encoder.encode(next));
      else if (drop) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream', 'X-Reply-Id': replyIdHeader } });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(...answers: Array<Response | Error>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit): Promise<Response> => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const noWait = async () => {};

function recorder() {
  const deltas: Array<[string, number]> = [];
  const starts: string[] = [];
  return {
    deltas,
    starts,
    text: () => deltas.map(([t]) => t).join(''),
    progress: { onStart: (e: { replyId: string }) => starts.push(e.replyId), onDelta: (t: string, o: number) => deltas.push([t, o]) },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendMessageStream', () => {
  it('POSTs the trimmed message as JSON and follows start, deltas and done', async () => {
    const fetchMock = stubFetch(
      sse([`retry: 1000\n\n${start()}`, delta('**Missing', 9), delta(' persons**\n- Call', 26), done('**Missing persons**\n- Call')]),
    );
    const rec = recorder();
    const result = await sendMessageStream({ content: '  How do I find a missing person?  ' }, rec.progress);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/messages/stream');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"content":"How do I find a missing person?"}' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(rec.starts).toEqual([REPLY_ID]);
    expect(rec.deltas).toEqual([
      ['**Missing', 9],
      [' persons**\n- Call', 26],
    ]);
    expect(result.assistantMessage.content).toBe('**Missing persons**\n- Call');
    expect(result.userMessage).toEqual(userMessage);
  });

  it('throws the ApiError of a 4xx answered before the stream, with the server message', async () => {
    stubFetch(json(429, { message: MESSAGES.quota, code: 'TOO_MANY_REQUESTS' }));
    const error = await sendMessageStream({ content: 'hi' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).serverMessage).toBe(MESSAGES.quota);
  });

  it('refuses a blank message without calling the server', async () => {
    const fetchMock = stubFetch();
    await expect(sendMessageStream({ content: '   ' })).rejects.toThrow(MESSAGES.emptyMessage);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('throws a ReplyFailedError with the code of an error event', async () => {
    stubFetch(
      sse([
        start(),
        delta('Partial', 7),
        `event: error\ndata: ${JSON.stringify({ message: 'The AI service is unavailable right now.', code: 'AI_UNAVAILABLE' })}\n\n`,
      ]),
    );
    const error = await sendMessageStream({ content: 'hi' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReplyFailedError);
    expect(error).toMatchObject({ code: 'AI_UNAVAILABLE', message: 'The AI service is unavailable right now.' });
  });

  it('resumes a dropped connection from the last id with Last-Event-ID, each character once', async () => {
    const fetchMock = stubFetch(
      sse([start(), delta('Hello', 5), delta(' wor', 9)], { drop: true }),
      sse([start(), delta('ld', 11), done('Hello world')]),
    );
    const rec = recorder();
    const result = await sendMessageStream({ content: 'hi' }, rec.progress, { wait: noWait });

    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe(`/api/messages/stream/${REPLY_ID}`);
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(new Headers(init?.headers).get('Last-Event-ID')).toBe('9');
    expect(rec.text()).toBe('Hello world');
    expect(result.assistantMessage.content).toBe('Hello world');
  });

  it('does not count an event cut off by the drop: the resume starts before it', async () => {
    const fetchMock = stubFetch(
      sse([start(), delta('Hello', 5), 'id: 11\nevent: delta\ndata: {"text":" wo'], { drop: true }),
      sse([start(), delta(' world', 11), done('Hello world')]),
    );
    const rec = recorder();
    await sendMessageStream({ content: 'hi' }, rec.progress, { wait: noWait });
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).get('Last-Event-ID')).toBe('5');
    expect(rec.text()).toBe('Hello world');
  });

  it('skips text it already has when a resumed stream repeats some', async () => {
    stubFetch(sse([start(), delta('Hello', 5)], { drop: true }), sse([delta('lo there', 11), delta('there', 11), done('Hello there')]));
    const rec = recorder();
    await sendMessageStream({ content: 'hi' }, rec.progress, { wait: noWait });
    expect(rec.text()).toBe('Hello there');
    expect(rec.deltas).toEqual([
      ['Hello', 5],
      [' there', 11],
    ]);
  });

  it('resumes with the X-Reply-Id header when the stream drops before its start event', async () => {
    const fetchMock = stubFetch(sse(['retry: 1000\n\n'], { drop: true }), sse([start(), delta('Hi', 2), done('Hi')]));
    await sendMessageStream({ content: 'hi' }, {}, { wait: noWait });
    expect(fetchMock.mock.calls[1]![0]).toBe(`/api/messages/stream/${REPLY_ID}`);
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).get('Last-Event-ID')).toBe('0');
  });

  it('waits the retry time the server asked for before reconnecting', async () => {
    stubFetch(sse(['retry: 2500\n\n', start(), delta('a', 1)], { drop: true }), sse([done('a')]));
    const wait = vi.fn(async (_ms: number) => {});
    await sendMessageStream({ content: 'hi' }, {}, { wait });
    expect(wait).toHaveBeenCalledTimes(1);
    expect(wait.mock.calls[0]![0]).toBe(2500);
  });

  it('keeps trying through network failures while the reply makes progress', async () => {
    stubFetch(
      sse([start(), delta('a', 1)], { drop: true }),
      new TypeError('Failed to fetch'),
      sse([delta('b', 2)], { drop: true }),
      new TypeError('Failed to fetch'),
      sse([delta('c', 3), done('abc')]),
    );
    const rec = recorder();
    await sendMessageStream({ content: 'hi' }, rec.progress, { wait: noWait });
    expect(rec.text()).toBe('abc');
  });

  it(`gives up after ${MAX_RESUMES} reconnects that bring nothing`, async () => {
    const fetchMock = stubFetch(
      sse([start(), delta('a', 1)], { drop: true }),
      ...Array.from({ length: MAX_RESUMES }, () => new TypeError('Failed to fetch')),
    );
    await expect(sendMessageStream({ content: 'hi' }, {}, { wait: noWait })).rejects.toBeInstanceOf(ReplyConnectionLostError);
    expect(fetchMock).toHaveBeenCalledTimes(1 + MAX_RESUMES);
  });

  it('stops at a 404 from the resume (the reply is gone)', async () => {
    stubFetch(sse([start(), delta('a', 1)], { drop: true }), json(404, { message: MESSAGES.replyNotFound, code: 'NOT_FOUND' }));
    const error = await sendMessageStream({ content: 'hi' }, {}, { wait: noWait }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it('stops with an AbortError when its signal is aborted', async () => {
    const controller = new AbortController();
    stubFetch(sse([start(), delta('a', 1)], { drop: true }));
    const wait = vi.fn(async () => {
      controller.abort();
      throw new DOMException('Aborted', 'AbortError');
    });
    const error = await sendMessageStream({ content: 'hi' }, {}, { signal: controller.signal, wait }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('reading the event stream (eventsource-parser)', () => {
  /** A body of raw byte chunks, so a test can cut anywhere, even inside a character. */
  function bytes(chunks: Uint8Array[], { drop = false } = {}): Response {
    const queue = [...chunks];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = queue.shift();
        if (next !== undefined) controller.enqueue(next);
        else if (drop) controller.error(new TypeError('network error'));
        else controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream', 'X-Reply-Id': REPLY_ID } });
  }

  it('gives the same reply however the stream is cut, down to one byte at a time', async () => {
    const text = `${start()}${delta('**Résumé** …', 12)}: ping\n\n${delta(' §1', 15)}${done('**Résumé** … §1')}`;
    const encoded = new TextEncoder().encode(text);
    for (const size of [1, 2, 3, 7, encoded.length]) {
      const chunks: Uint8Array[] = [];
      for (let i = 0; i < encoded.length; i += size) chunks.push(encoded.slice(i, i + size));
      stubFetch(bytes(chunks));
      const rec = recorder();
      const result = await sendMessageStream({ content: 'hi' }, rec.progress);
      expect(rec.text(), `chunks of ${size} bytes`).toBe('**Résumé** … §1');
      expect(rec.deltas.map(([, offset]) => offset)).toEqual([12, 15]);
      expect(result.assistantMessage.content).toBe('**Résumé** … §1');
    }
  });

  it('accepts CRLF and lone CR line ends', async () => {
    const crlf = (s: string) => s.replace(/\n/g, '\r\n');
    const cr = (s: string) => s.replace(/\n/g, '\r');
    stubFetch(sse([crlf(start()), cr(delta('Hello', 5)), crlf(delta(' world', 11)), crlf(done('Hello world'))]));
    const rec = recorder();
    await sendMessageStream({ content: 'hi' }, rec.progress);
    expect(rec.text()).toBe('Hello world');
  });

  it('appends a delta that carries no id at the offset reached', async () => {
    stubFetch(sse([start(), delta('Hello', 5), `event: delta\ndata: ${JSON.stringify({ text: ' there' })}\n\n`, done('Hello there')]));
    const rec = recorder();
    await sendMessageStream({ content: 'hi' }, rec.progress);
    expect(rec.deltas).toEqual([
      ['Hello', 5],
      [' there', 11],
    ]);
  });

  it('resumes from the last complete event when the drop cuts a character in two', async () => {
    const cutInside = new TextEncoder().encode(`${start()}${delta('Voilà', 5)}id: 7\nevent: delta\ndata: {"text":" …`);
    const fetchMock = stubFetch(bytes([cutInside], { drop: true }), sse([delta(' …!', 8), done('Voilà …!')]));
    const rec = recorder();
    await sendMessageStream({ content: 'hi' }, rec.progress, { wait: noWait });
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).get('Last-Event-ID')).toBe('5');
    expect(rec.text()).toBe('Voilà …!');
  });

  it('fails on a malformed event instead of resuming', async () => {
    const fetchMock = stubFetch(sse([start(), 'event: delta\ndata: {not json\n\n']));
    await expect(sendMessageStream({ content: 'hi' }, {}, { wait: noWait })).rejects.toBeInstanceOf(SyntaxError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('resumeReplyStream', () => {
  it('opens the reply with ?lastEventId= at the draft length and continues from there', async () => {
    const fetchMock = stubFetch(sse([start(), delta(' world', 11), done('Hello world')]));
    const rec = recorder();
    const result = await resumeReplyStream(REPLY_ID, 5, rec.progress, { wait: noWait });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/messages/stream/${REPLY_ID}?lastEventId=5`);
    expect(new Headers(init?.headers).get('Last-Event-ID')).toBeNull();
    expect(rec.deltas).toEqual([[' world', 11]]);
    expect(result.assistantMessage.content).toBe('Hello world');
  });

  it('uses the Last-Event-ID header for a later reconnect', async () => {
    const fetchMock = stubFetch(sse([start(), delta(' wor', 9)], { drop: true }), sse([delta('ld', 11), done('Hello world')]));
    await resumeReplyStream(REPLY_ID, 5, {}, { wait: noWait });
    expect(fetchMock.mock.calls[1]![0]).toBe(`/api/messages/stream/${REPLY_ID}`);
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).get('Last-Event-ID')).toBe('9');
  });
});
