// The AI port: one streaming chat call, two engines behind it (OpenAI-compatible server, or the
// offline engine over the bundled knowledge base). Callers see text chunks or an AiError.

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  /** The conversation, oldest first; the last turn is the user's new message. */
  turns: ChatTurn[];
  /**
   * Mask personal identifiers before the text leaves for an external server, and restore them in
   * the reply (the user's `maskPersonalData` privacy setting). Engines that send nothing out ignore it.
   */
  maskPersonalData?: boolean;
  /** Aborts the call (the caller gave up, or the app is shutting down). */
  signal?: AbortSignal;
}

export interface AiEngine {
  readonly kind: 'offline' | 'openai';
  /** Streams the assistant's reply as text chunks; throws AiError when the reply cannot be made. */
  streamChat(request: ChatRequest): AsyncIterable<string>;
}

export type AiErrorCode =
  | 'AI_TIMEOUT' // no answer, or no next chunk, in time
  | 'AI_BUSY' // the AI server kept answering 429 after the retries
  | 'AI_UNAVAILABLE' // 5xx after the retries, connection refused
  | 'AI_INTERRUPTED' // the connection dropped in the middle of the reply
  | 'AI_REJECTED' // 4xx other than 429: bad key, unknown model, request refused
  | 'AI_BAD_ANSWER' // the answer kept failing its schema (invalid JSON, missing fields) after the retries
  | 'AI_ABORTED';

/** A reply that could not be made. `message` is safe to show to the user. */
export class AiError extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AiError';
  }
}

export const AI_MESSAGES: Record<AiErrorCode, string> = {
  AI_TIMEOUT: 'The AI assistant took too long to answer. Please try again.',
  AI_BUSY: 'The AI service is busy right now (its rate limit was reached). Please wait a moment and try again.',
  AI_UNAVAILABLE: 'The AI service is unavailable right now. Please try again in a few minutes.',
  AI_INTERRUPTED: 'The connection to the AI service dropped while it was answering. Please try again.',
  AI_REJECTED: 'The AI service refused the request. Please contact support if this keeps happening.',
  AI_BAD_ANSWER: 'The AI service returned an answer that could not be used. Please try again.',
  AI_ABORTED: 'The reply was cancelled.',
};
