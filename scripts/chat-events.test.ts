import { describe, expect, it } from 'vitest';
import { checkChatEvents, type ChatEventRow } from './chat-events.js';

const sent = (correlation: string, messageId: string, replyId: string): ChatEventRow => ({
  type: 'MessageSent',
  correlation,
  messageId,
  replyId,
});
const failed = (correlation: string, messageId: string, replyId: string): ChatEventRow => ({
  type: 'AssistantReplyFailed',
  correlation,
  messageId,
  replyId,
});

describe("the fault script's chat check", () => {
  it('follows a reply by its id: an interruption recorded by the next request counts for the reply it ends', () => {
    const rows = [sent('r1', 'm1', 'p1'), failed('r2', 'm1', 'p1'), sent('r2', 'm2', 'p2'), failed('r2', 'm2', 'p2')];
    const check = checkChatEvents(['r1', 'r2'], rows);
    expect(check.byRequest.get('r1')).toEqual({ sent: 1, failed: 1, replied: 0 });
    expect(check.byRequest.get('r2')).toEqual({ sent: 1, failed: 1, replied: 0 });
    expect(check.doubled).toEqual([]);
  });

  it('reports a reply ended twice and a message sent twice, whichever requests recorded them', () => {
    const rows = [
      sent('r1', 'm1', 'p1'),
      failed('r1', 'm1', 'p1'),
      failed('r9', 'm1', 'p1'),
      sent('r2', 'm2', 'p2'),
      sent('r3', 'm2', 'p2'),
      { type: 'AssistantReplied', correlation: 'r2', messageId: 'm2', replyId: 'p2' },
    ];
    const check = checkChatEvents(['r1', 'r2', 'r4'], rows);
    expect(check.byRequest.get('r1')).toEqual({ sent: 1, failed: 2, replied: 0 });
    expect(check.byRequest.get('r4')).toEqual({ sent: 0, failed: 0, replied: 0 });
    expect(check.doubled).toEqual(['message m2: MessageSent×2', 'reply p1: AssistantReplyFailed×2, AssistantReplied×0']);
  });
});
