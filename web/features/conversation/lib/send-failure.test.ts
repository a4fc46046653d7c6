import { describe, expect, it } from 'vitest';
import { MESSAGES, UNCONFIRMED_QUOTA_CODE, unconfirmedQuotaMessage } from '../../../../modules/conversation/contract';
import { ApiError } from '../../../lib/api-client';
import { GENERIC_TEXT, QUOTA_TEXT, RATE_TEXT, ReplyFailedError, sendFailureDescription, shouldReportSendFailure } from './send-failure';

const apiError = (status: number, message: string, code = 'X') => new ApiError(status, 'Status', JSON.stringify({ message, code }));

describe('sendFailureDescription', () => {
  it("maps the server's daily quota answer to the quota text", () => {
    expect(sendFailureDescription(apiError(429, MESSAGES.quota, 'TOO_MANY_REQUESTS'))).toBe(QUOTA_TEXT);
  });

  it("shows the server's own words for the smaller allowance of an unconfirmed email: confirm it, not contact support", () => {
    const words = unconfirmedQuotaMessage(5, 20);
    expect(sendFailureDescription(apiError(429, words, UNCONFIRMED_QUOTA_CODE))).toBe(words);
    expect(words).toContain('Confirm your email');
  });

  it("maps the server's rate limit answer to the rate text", () => {
    expect(sendFailureDescription(apiError(429, MESSAGES.rate, 'TOO_MANY_REQUESTS'))).toBe(RATE_TEXT);
  });

  it('reads a plain-text body too (the status: body message)', () => {
    expect(sendFailureDescription(new ApiError(429, 'Too Many Requests', 'quota exceeded'))).toBe(QUOTA_TEXT);
    expect(sendFailureDescription(new ApiError(429, 'Too Many Requests', ''))).toBe(GENERIC_TEXT);
  });

  it('checks quota before rate when both words appear', () => {
    expect(sendFailureDescription(new Error('rate of quota use'))).toBe(QUOTA_TEXT);
  });

  it("does not take 'generate' or 'separate' for a rate limit", () => {
    expect(sendFailureDescription(apiError(502, 'The AI could not generate a reply'))).toBe(GENERIC_TEXT);
    expect(sendFailureDescription(new Error('separate issue'))).toBe(GENERIC_TEXT);
  });

  it('answers the connection text for other server answers and network failures', () => {
    expect(sendFailureDescription(apiError(409, MESSAGES.replyInProgress, 'REPLY_IN_PROGRESS'))).toBe(GENERIC_TEXT);
    expect(sendFailureDescription(apiError(500, 'Internal error'))).toBe(GENERIC_TEXT);
    expect(sendFailureDescription(new TypeError('Failed to fetch'))).toBe(GENERIC_TEXT);
    expect(sendFailureDescription('weird')).toBe(GENERIC_TEXT);
  });

  it("shows the server's sentence for a reply that failed mid-stream, unless it is about rate", () => {
    expect(sendFailureDescription(new ReplyFailedError('The AI assistant took too long to answer. Please try again.', 'AI_TIMEOUT'))).toBe(
      'The AI assistant took too long to answer. Please try again.',
    );
    expect(sendFailureDescription(new ReplyFailedError('The AI service is busy right now (its rate limit was reached).', 'AI_BUSY'))).toBe(
      RATE_TEXT,
    );
  });
});

describe('shouldReportSendFailure', () => {
  it('stays quiet for an abort and for a reply the user cleared', () => {
    expect(shouldReportSendFailure(new DOMException('Aborted', 'AbortError'))).toBe(false);
    expect(shouldReportSendFailure(new ReplyFailedError(MESSAGES.conversationCleared, 'CONVERSATION_CLEARED'))).toBe(false);
  });

  it('reports everything else', () => {
    expect(shouldReportSendFailure(apiError(429, MESSAGES.quota))).toBe(true);
    expect(shouldReportSendFailure(new ReplyFailedError('x', 'AI_UNAVAILABLE'))).toBe(true);
  });
});
