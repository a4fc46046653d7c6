// What the chat says when a message could not be sent (SPEC.md §8). The toast title is always
// 'Message failed'; the list is rolled back by the send mutation.
import { UNCONFIRMED_QUOTA_CODE } from '../../../../modules/conversation/contract';
import { ApiError } from '../../../lib/api-client';

export const SEND_FAILED_TITLE = 'Message failed';
export const QUOTA_TEXT = 'AI service quota exceeded. Please contact support to upgrade.';
export const RATE_TEXT = 'Too many requests. Please wait a moment and try again.';
export const GENERIC_TEXT = 'Failed to send message. Please check your connection and try again.';

/** The reply failed after the stream started (`event: error`): the AI's own message and code. */
export class ReplyFailedError extends Error {
  override readonly name = 'ReplyFailedError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** Aborted on purpose (the chat left the page): nothing to tell the user. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * SPEC §8 by the words of the error: 'quota' first, then 'rate' (as a word: 'generate' is not a
 * rate limit), else the connection sentence. A reply that failed mid-stream has a sentence of its
 * own from the server (the AI timed out, is unavailable…), which says more than the generic one.
 * Before them, the smaller allowance of an unconfirmed email: the server's words, which say to
 * confirm it (contacting support would not help).
 */
export function sendFailureDescription(error: unknown): string {
  if (error instanceof ApiError && error.code === UNCONFIRMED_QUOTA_CODE && error.serverMessage) return error.serverMessage;
  const text = error instanceof ApiError ? `${error.serverMessage ?? ''} ${error.message}` : error instanceof Error ? error.message : '';
  if (/quota/i.test(text)) return QUOTA_TEXT;
  if (/\brate\b/i.test(text)) return RATE_TEXT;
  if (error instanceof ReplyFailedError && error.message) return error.message;
  return GENERIC_TEXT;
}

/** Whether a failure deserves a toast: not an abort, nor a reply the user cleared away. */
export function shouldReportSendFailure(error: unknown): boolean {
  if (isAbort(error)) return false;
  return !(error instanceof ReplyFailedError && error.code === 'CONVERSATION_CLEARED');
}
