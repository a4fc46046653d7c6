// How a call to an AI service fails: the codes, the user-facing messages, and AiError, which every
// client here (openai-chat.ts, openai-json.ts) and the engines built on them throw.

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
