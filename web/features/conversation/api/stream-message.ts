// POST /api/messages/stream and GET /api/messages/stream/:replyId — the chat's reply as
// Server-Sent Events, read with fetch (EventSource cannot POST). The reply is written on the
// server whether or not anyone listens, so a dropped connection resumes from the last offset
// (Last-Event-ID) instead of sending again; docs/api.md 'The chat stream'. The hooks around it
// (use-chat-stream.ts) load this module with the first send or resume.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import {
  sendMessageRequest,
  streamDeltaEvent,
  streamDoneEvent,
  streamErrorEvent,
  streamStartEvent,
  type SendMessageRequest,
  type StreamDoneEvent,
  type StreamStartEvent,
} from '../../../../modules/conversation/contract';
import { ApiError, apiResponse } from '../../../lib/api-client';
import { ReplyFailedError, isAbort } from '../lib/send-failure';

export const MESSAGES_STREAM_URL = '/api/messages/stream';
export const replyStreamUrl = (replyId: string) => `${MESSAGES_STREAM_URL}/${encodeURIComponent(replyId)}`;

/** How often a dropped stream is reopened without any progress before the send counts as failed. */
export const MAX_RESUMES = 5;
/** The server's `retry:` (1000 ms) until it says otherwise. */
const DEFAULT_RETRY_MS = 1000;

export interface ReplyProgress {
  onStart?: (event: StreamStartEvent) => void;
  /** The reply grew by `text`; `offset` is the length of the reply received so far. */
  onDelta?: (text: string, offset: number) => void;
}

export interface StreamOptions {
  signal?: AbortSignal | undefined;
  /** Waits before a reconnect; replaced in tests. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** The connection was lost and could not be reopened: SPEC §8's connection message fits. */
export class ReplyConnectionLostError extends Error {
  override readonly name = 'ReplyConnectionLostError';
  constructor() {
    super('The connection to the reply was lost.');
  }
}

interface StreamState {
  replyId: string | undefined;
  /** Characters of the reply received so far: the Last-Event-ID of a resume. */
  offset: number;
  retryMs: number;
}

const abortError = () => new DOMException('Aborted', 'AbortError');

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortError());
      },
      { once: true },
    );
  });
}

interface StreamHandlers {
  onEvent: (event: EventSourceMessage) => void;
  /** `retry: <ms>`: how long the server asks the client to wait before reconnecting. */
  onRetry: (ms: number) => void;
}

/**
 * Reads a `text/event-stream` body to its end with eventsource-parser. Bytes are decoded as a
 * stream, so a character split between two chunks arrives whole; an event cut off by the end of
 * the stream (no closing blank line) is never dispatched, so its text is asked for again.
 */
async function readEventStream(body: ReadableStream<Uint8Array>, handlers: StreamHandlers, signal: AbortSignal | undefined) {
  const parser = createParser(handlers);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    parser.feed(decoder.decode());
  } finally {
    signal?.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
}

/** Reads one connection's events. Answers 'done', or 'dropped' when it ended without an outcome. */
async function readReply(
  response: Response,
  state: StreamState,
  progress: ReplyProgress,
  signal: AbortSignal | undefined,
): Promise<{ kind: 'done'; event: StreamDoneEvent } | { kind: 'dropped'; progressed: boolean }> {
  let done: StreamDoneEvent | undefined;
  let failed: ReplyFailedError | undefined;
  let progressed = false;
  if (!response.body) return { kind: 'dropped', progressed };
  try {
    await readEventStream(
      response.body,
      {
        onRetry: (ms) => {
          state.retryMs = ms;
        },
        onEvent: ({ event, data, id }) => {
          if (done || failed) return;
          const payload: unknown = JSON.parse(data);
          if (event === 'start') {
            const start = streamStartEvent.parse(payload);
            state.replyId = start.replyId;
            progressed = true;
            progress.onStart?.(start);
          } else if (event === 'delta') {
            const { text } = streamDeltaEvent.parse(payload);
            const end = Number(id);
            // The id is the offset after this piece; skip whatever was already received, so a
            // resume can never repeat text.
            const begin = id !== undefined && id !== '' && Number.isSafeInteger(end) ? end - text.length : state.offset;
            const fresh = begin < state.offset ? text.slice(state.offset - begin) : text;
            if (fresh) {
              state.offset += fresh.length;
              progressed = true;
              progress.onDelta?.(fresh, state.offset);
            }
          } else if (event === 'done') {
            done = streamDoneEvent.parse(payload);
          } else if (event === 'error') {
            const error = streamErrorEvent.parse(payload);
            failed = new ReplyFailedError(error.message, error.code);
          }
        },
      },
      signal,
    );
  } catch (error) {
    if (signal?.aborted) throw abortError();
    // A broken connection mid-read: resume. Anything else (a malformed event) is a real failure.
    if (!(error instanceof TypeError) && !isAbort(error)) {
      void response.body.cancel().catch(() => {});
      throw error;
    }
  }
  if (signal?.aborted) throw abortError();
  if (failed) throw failed;
  if (done) return { kind: 'done', event: done };
  return { kind: 'dropped', progressed };
}

/**
 * Follows a reply to its end over as many connections as it takes: `first` is an open stream
 * (or null to start by resuming); each drop reopens GET …/stream/:replyId from the offset reached.
 */
async function followReply(
  first: Response | null,
  state: StreamState,
  progress: ReplyProgress,
  { signal, wait = sleep }: StreamOptions,
  resumeVia: 'header' | 'query' = 'header',
): Promise<StreamDoneEvent> {
  let response = first;
  let via = resumeVia;
  let attempts = 0;
  for (;;) {
    if (response) {
      const outcome = await readReply(response, state, progress, signal);
      if (outcome.kind === 'done') return outcome.event;
      if (outcome.progressed) attempts = 0;
    }
    if (!state.replyId || attempts >= MAX_RESUMES) throw new ReplyConnectionLostError();
    if (response || attempts > 0) await wait(state.retryMs, signal);
    attempts += 1;
    try {
      response = await openReplyStream(state.replyId, state.offset, { signal, via });
      via = 'header';
    } catch (error) {
      if (signal?.aborted) throw abortError();
      // The server answered (404 'Reply not found', 401): reopening cannot help.
      if (error instanceof ApiError && error.status < 500) throw error;
      response = null;
    }
  }
}

/**
 * GET /api/messages/stream/:replyId from `offset`: with the Last-Event-ID header (a dropped
 * connection), or `?lastEventId=` (a draft found after a reload, as a new EventSource would).
 */
export function openReplyStream(
  replyId: string,
  offset: number,
  { signal, via = 'header' }: { signal?: AbortSignal | undefined; via?: 'header' | 'query' } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  let url = replyStreamUrl(replyId);
  if (via === 'header') headers['Last-Event-ID'] = String(offset);
  else url += `?lastEventId=${offset}`;
  return apiResponse('GET', url, undefined, { signal, headers });
}

/** Where a message is sent: the open conversation, or (without one) the latest conversation. */
export const sendStreamUrl = (conversationId?: string) =>
  conversationId === undefined ? MESSAGES_STREAM_URL : `/api/conversations/${encodeURIComponent(conversationId)}/messages/stream`;

/** Where Regenerate asks for a new answer to the conversation's last answered question. */
export const regenerateUrl = (conversationId: string) => `/api/conversations/${encodeURIComponent(conversationId)}/regenerate`;

/** POSTs to an endpoint that answers a new reply's stream, and follows the reply to its `done` event. */
async function postAndFollow(url: string, payload: unknown, progress: ReplyProgress, options: StreamOptions): Promise<StreamDoneEvent> {
  const response = await apiResponse('POST', url, payload, { signal: options.signal, headers: { Accept: 'text/event-stream' } });
  // Known before the first event, so even a stream that drops at once can be resumed.
  const state: StreamState = { replyId: response.headers.get('X-Reply-Id') ?? undefined, offset: 0, retryMs: DEFAULT_RETRY_MS };
  return followReply(response, state, progress, options);
}

/**
 * Sends a message (to `conversationId`, else to the latest conversation) and follows its reply to
 * the end: answers the `done` event.
 */
export async function sendMessageStream(
  input: SendMessageRequest,
  progress: ReplyProgress = {},
  options: StreamOptions & { conversationId?: string | undefined } = {},
): Promise<StreamDoneEvent> {
  return postAndFollow(sendStreamUrl(options.conversationId), sendMessageRequest.parse(input), progress, options);
}

/**
 * Regenerate: the conversation's last answered question is sent again (a new user message whose
 * `regenerateOf` names the earlier one) and its new answer streams as a sent message's does. The
 * old answer is kept. 409 when nothing was answered yet.
 */
export async function regenerateStream(
  conversationId: string,
  progress: ReplyProgress = {},
  options: StreamOptions = {},
): Promise<StreamDoneEvent> {
  return postAndFollow(regenerateUrl(conversationId), undefined, progress, options);
}

/** Resumes a reply found as a `streaming` draft, from the `offset` characters already shown. */
export function resumeReplyStream(
  replyId: string,
  offset: number,
  progress: ReplyProgress = {},
  options: StreamOptions = {},
): Promise<StreamDoneEvent> {
  const state: StreamState = { replyId, offset, retryMs: DEFAULT_RETRY_MS };
  return followReply(null, state, progress, options, 'query');
}
