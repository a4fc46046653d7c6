import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../modules/conversation/contract';
import { draftToResume, LIVE_REPLY_ID, withLiveReply, type LiveReply } from './live-reply';

const T = '2026-03-14T09:00:00.000Z';
const user: ChatMessage = { id: 'u1', content: 'Question', isUser: true, createdAt: T };
const draft = (content: string): ChatMessage => ({ id: 'r1', content, isUser: false, createdAt: T, streaming: true });
const live = (text: string, replyId?: string): LiveReply => ({ replyId, text, startedAt: T });
const liveR1 = (text: string) => live(text, 'r1');

describe('withLiveReply', () => {
  it('shows the list as it is when nothing streams', () => {
    expect(withLiveReply([user], null)).toEqual([user]);
  });

  it('shows no reply bubble until the first text arrives', () => {
    expect(withLiveReply([user], live('', undefined))).toEqual([user]);
  });

  it('appends the live reply once text arrives, before its id is known', () => {
    expect(withLiveReply([user], live('Hel', undefined))).toEqual([
      user,
      { id: LIVE_REPLY_ID, content: 'Hel', isUser: false, createdAt: T, streaming: true },
    ]);
  });

  it('replaces the saved draft with the fresher live text', () => {
    expect(withLiveReply([user, draft('Hel')], liveR1('Hello wor'))).toEqual([user, { ...draft('Hello wor') }]);
  });

  it('keeps a saved draft that is ahead of the live text', () => {
    expect(withLiveReply([user, draft('Hello world')], liveR1('Hello'))).toEqual([user, draft('Hello world')]);
  });

  it('leaves out an empty draft: the typing indicator stands in for it', () => {
    expect(withLiveReply([user, draft('')], null)).toEqual([user]);
    expect(withLiveReply([user, draft('')], liveR1(''))).toEqual([user]);
  });
});

describe('draftToResume', () => {
  it('finds a streaming draft at the end of the list', () => {
    expect(draftToResume([user, draft('Hel')])).toEqual(draft('Hel'));
  });

  it('finds nothing in a finished conversation or none', () => {
    expect(draftToResume([user, { ...draft('done'), streaming: undefined }])).toBeUndefined();
    expect(draftToResume([user])).toBeUndefined();
    expect(draftToResume(undefined)).toBeUndefined();
  });
});
