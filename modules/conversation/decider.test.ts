import { describe, expect, it } from 'vitest';
import {
  decideChat,
  decideEscalation,
  evolveChat,
  evolveEscalation,
  initialConversation,
  initialEscalation,
  PremiumRequiredError,
  TRANSITIONS,
  CONTEXT_TURNS,
  CONTEXT_CONVERSATIONS,
  threadContext,
  type ChatCommand,
  type Conversation,
  type Escalation,
  type EscalationCommand,
} from './decider.js';
import { eventSchemas, legacyConversationId, type ChatEvent, type ConversationModuleEvent, type EscalationEvent } from './events.js';
import { CONVERSATION_MESSAGES, MAX_CONVERSATIONS, MESSAGES, UNCONFIRMED_QUOTA_CODE, unconfirmedQuotaMessage } from './contract.js';

const T0 = '2026-11-23T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** The conversation the helpers' messages start (the user's first). */
const C1 = id(900_001);
const C2 = id(900_002);
const C3 = id(900_003);

const givenChat = (events: ChatEvent[]): Conversation => events.reduce(evolveChat, initialConversation);
/** The AI context of a conversation in the state (the first one by default). */
const turnsOf = (state: Conversation, conversationId = C1) => state.threads.find((t) => t.id === conversationId)?.context?.turns;
const whenChat = (events: ChatEvent[], command: ChatCommand) => decideChat(command, givenChat(events));

type Send = Extract<ChatCommand, { type: 'SendMessage' }>;
const send = (n: number, over: Partial<Send> = {}): Send => ({
  type: 'SendMessage',
  userId: 7,
  messageId: id(n),
  replyId: id(1000 + n),
  newConversationId: C1,
  content: `question ${n}`,
  keepHistory: true,
  plan: 'free',
  freeDailyLimit: 20,
  emailConfirmed: true,
  unconfirmedDailyLimit: 5,
  ratePerMinute: 10,
  liveReplyIds: [],
  now: at(n * 60),
  ...over,
});
const sent = (n: number, over: Partial<Send> = {}): ChatEvent => whenChat([], send(n, over)).at(-1)!;
const replied = (n: number, content = `answer ${n}`, atTime = at(n * 60 + 5)): ChatEvent => ({
  type: 'AssistantReplied',
  data: {
    userId: 7,
    conversationId: C1,
    messageId: id(n),
    replyId: id(1000 + n),
    repliedAt: atTime,
    engine: 'offline',
    kept: true,
    chars: content.length,
    pii: { content },
  },
});
/** n exchanges, one a minute. */
const exchanges = (count: number, start = 1): ChatEvent[] =>
  Array.from({ length: count }, (_, i) => [sent(start + i), replied(start + i)]).flat();

describe('chat decider: sending', () => {
  it('records a message with its text under pii and its reply id, starting the first conversation', () => {
    expect(whenChat([], send(1, { content: '  How do I find a missing person?  ' }))).toEqual([
      { type: 'ConversationStarted', data: { userId: 7, conversationId: C1, startedAt: at(60) } },
      {
        type: 'MessageSent',
        data: {
          userId: 7,
          conversationId: C1,
          messageId: id(1),
          replyId: id(1001),
          sentAt: at(60),
          plan: 'free',
          kept: true,
          chars: 31,
          pii: { content: 'How do I find a missing person?' },
        },
      },
    ]);
  });

  it('refuses an empty or whitespace-only message, and one over 4000 characters', () => {
    expect(() => whenChat([], send(1, { content: '' }))).toThrow(MESSAGES.emptyMessage);
    expect(() => whenChat([], send(1, { content: ' \n\t ' }))).toThrow(MESSAGES.emptyMessage);
    expect(() => whenChat([], send(1, { content: 'x'.repeat(4001) }))).toThrow(MESSAGES.messageTooLong);
    expect(whenChat([], send(1, { content: 'x'.repeat(4000) })).map((e) => e.type)).toEqual(['ConversationStarted', 'MessageSent']);
  });

  it('with Conversation History off, records that a message was sent but never its text', () => {
    const e = whenChat([], send(1, { keepHistory: false, content: 'secret text' })).at(-1);
    expect(e).toMatchObject({ type: 'MessageSent', data: { kept: false, chars: 11, pii: null } });
    expect(JSON.stringify(e)).not.toContain('secret text');
  });

  it('limits the free plan to its daily quota (429 with "quota"), counting the UTC day', () => {
    const day = Array.from({ length: 3 }, (_, i) => [sent(i + 1, { freeDailyLimit: 3 }), replied(i + 1)]).flat();
    const refused = () => whenChat(day, send(10, { freeDailyLimit: 3 }));
    expect(refused).toThrow(MESSAGES.quota);
    try {
      refused();
    } catch (err) {
      expect(err).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
      // Retry-After: until midnight UTC
      expect((err as { retryAfterSeconds: number }).retryAfterSeconds).toBe(
        Math.ceil((Date.parse('2026-11-24T00:00:00.000Z') - Date.parse(at(600))) / 1000),
      );
    }
    expect(MESSAGES.quota).toContain('quota');
    // premium: unlimited
    expect(whenChat(day, send(10, { freeDailyLimit: 3, plan: 'premium' }))[0]!.type).toBe('MessageSent');
    // the next UTC day starts again
    expect(whenChat(day, send(10, { freeDailyLimit: 3, now: '2026-11-24T00:00:01.000Z' }))[0]!.type).toBe('MessageSent');
  });

  it('gives a free account whose email is not confirmed the smaller allowance, with words that say to confirm it', () => {
    const unconfirmed = { freeDailyLimit: 4, unconfirmedDailyLimit: 2, emailConfirmed: false } as const;
    const two = Array.from({ length: 2 }, (_, i) => [sent(i + 1, unconfirmed), replied(i + 1)]).flat();
    const refused = () => whenChat(two, send(10, unconfirmed));
    expect(refused).toThrow(unconfirmedQuotaMessage(2, 4));
    try {
      refused();
    } catch (err) {
      expect(err).toMatchObject({ status: 429, code: UNCONFIRMED_QUOTA_CODE });
      expect((err as { retryAfterSeconds: number }).retryAfterSeconds).toBe(
        Math.ceil((Date.parse('2026-11-24T00:00:00.000Z') - Date.parse(at(600))) / 1000),
      );
    }
    expect(unconfirmedQuotaMessage(2, 4)).toMatch(
      /^Daily AI message quota reached: until your email is confirmed, your account gets 2 free messages a day\. Confirm your email .* full free allowance of 4 messages a day\.$/,
    );
    // Confirmed, the same account has the free plan's allowance, and past it SPEC's quota words.
    expect(whenChat(two, send(10, { ...unconfirmed, emailConfirmed: true }))[0]!.type).toBe('MessageSent');
    const four = Array.from({ length: 4 }, (_, i) => [sent(i + 1, { freeDailyLimit: 4 }), replied(i + 1)]).flat();
    expect(() => whenChat(four, send(10, { ...unconfirmed, emailConfirmed: true }))).toThrow(MESSAGES.quota);
    // Premium is unlimited, confirmed or not.
    expect(whenChat(four, send(10, { ...unconfirmed, plan: 'premium' }))[0]!.type).toBe('MessageSent');
    // An unconfirmed allowance at or above the free plan's changes nothing: the free plan's words.
    expect(() => whenChat(four, send(10, { ...unconfirmed, unconfirmedDailyLimit: 4 }))).toThrow(MESSAGES.quota);
    expect(() => whenChat(four, send(10, { ...unconfirmed, unconfirmedDailyLimit: 9 }))).toThrow(MESSAGES.quota);
    // The next UTC day starts again.
    expect(whenChat(two, send(10, { ...unconfirmed, now: '2026-11-24T00:00:01.000Z' }))[0]!.type).toBe('MessageSent');
  });

  it('does not count a message whose reply failed against the quota', () => {
    const failed: ChatEvent = {
      type: 'AssistantReplyFailed',
      data: {
        userId: 7,
        messageId: id(2),
        replyId: id(1002),
        failedAt: at(125),
        reason: 'ai-error',
        error: 'down',
        code: 'AI_UNAVAILABLE',
      },
    };
    const events = [sent(1, { freeDailyLimit: 2 }), replied(1), sent(2, { freeDailyLimit: 2 }), failed];
    expect(givenChat(events).usage.sentToday).toBe(1);
    expect(whenChat(events, send(3, { freeDailyLimit: 2 }))[0]!.type).toBe('MessageSent');
  });

  it('limits every plan to its messages per minute (429 with "rate" and Retry-After)', () => {
    const burst: ChatEvent[] = [];
    for (let i = 0; i < 3; i++) {
      burst.push(...whenChat(burst, send(i + 1, { ratePerMinute: 3, plan: 'premium', now: at(i) })));
      burst.push(replied(i + 1, 'a', at(i)));
    }
    const refused = () => whenChat(burst, send(9, { ratePerMinute: 3, plan: 'premium', now: at(10) }));
    expect(refused).toThrow(MESSAGES.rate);
    expect(MESSAGES.rate).toContain('rate');
    try {
      refused();
    } catch (err) {
      expect(err).toMatchObject({ status: 429, retryAfterSeconds: 50 });
    }
    // a minute after the first, one more is allowed
    expect(whenChat(burst, send(9, { ratePerMinute: 3, plan: 'premium', now: at(60) }))[0]!.type).toBe('MessageSent');
  });

  it('refuses a new message while the previous reply is still being written', () => {
    expect(() => whenChat([sent(1)], send(2, { liveReplyIds: [id(1001)] }))).toThrow(MESSAGES.replyInProgress);
  });

  it('records an abandoned reply (its process went away) as interrupted, then the new message', () => {
    const events = whenChat([sent(1)], send(2, { liveReplyIds: [] }));
    expect(events.map((e) => e.type)).toEqual(['AssistantReplyFailed', 'MessageSent']);
    expect(events[0]).toMatchObject({ data: { replyId: id(1001), reason: 'interrupted', code: 'REPLY_INTERRUPTED' } });
  });

  it('keeps the latest turns (kept text only) as the context of the next reply, and forgets them on a clear', () => {
    const state = givenChat([...exchanges(2), sent(3, { keepHistory: false })]);
    expect(turnsOf(state)).toEqual([
      { role: 'user', content: 'question 1' },
      { role: 'assistant', content: 'answer 1' },
      { role: 'user', content: 'question 2' },
      { role: 'assistant', content: 'answer 2' },
    ]);
    expect(turnsOf(givenChat(exchanges(30)))).toHaveLength(CONTEXT_TURNS);
    const cleared: ChatEvent = { type: 'ConversationCleared', data: { userId: 7, conversationId: C1, clearedAt: at(9999) } };
    expect(turnsOf(givenChat([...exchanges(2), cleared]))).toEqual([]);
  });
});

describe('chat decider: replies', () => {
  it('records the reply to the pending message, with its text kept as the message was', () => {
    const events = whenChat([sent(1)], {
      type: 'CompleteReply',
      userId: 7,
      replyId: id(1001),
      content: '**Answer**',
      engine: 'offline',
      now: at(65),
    });
    expect(events).toEqual([
      {
        type: 'AssistantReplied',
        data: {
          userId: 7,
          conversationId: C1,
          messageId: id(1),
          replyId: id(1001),
          repliedAt: at(65),
          engine: 'offline',
          kept: true,
          chars: 10,
          pii: { content: '**Answer**' },
        },
      },
    ]);
    const off = whenChat([sent(1, { keepHistory: false })], {
      type: 'CompleteReply',
      userId: 7,
      replyId: id(1001),
      content: 'x',
      engine: 'openai',
      now: at(65),
    });
    expect(off[0]).toMatchObject({ data: { kept: false, pii: null } });
    expect(givenChat([sent(1), ...events]).status).toBe('idle');
  });

  it('ignores a reply that is no longer pending (the conversation was cleared, or it was answered)', () => {
    const cleared: ChatEvent = { type: 'ConversationCleared', data: { userId: 7, conversationId: C1, clearedAt: at(62) } };
    const complete: ChatCommand = { type: 'CompleteReply', userId: 7, replyId: id(1001), content: 'late', engine: 'offline', now: at(65) };
    expect(whenChat([sent(1), cleared], complete)).toEqual([]);
    expect(whenChat([sent(1), replied(1)], complete)).toEqual([]);
    expect(whenChat([sent(1)], { ...complete, replyId: id(9999) })).toEqual([]);
    expect(
      whenChat([sent(1), replied(1)], {
        type: 'FailReply',
        userId: 7,
        replyId: id(1001),
        reason: 'ai-error',
        error: 'x',
        code: 'AI_TIMEOUT',
        now: at(70),
      }),
    ).toEqual([]);
  });

  it('records a failed reply with the error the user saw', () => {
    expect(
      whenChat([sent(1)], {
        type: 'FailReply',
        userId: 7,
        replyId: id(1001),
        reason: 'ai-error',
        error: 'The AI service is unavailable',
        code: 'AI_UNAVAILABLE',
        now: at(70),
      }),
    ).toEqual([
      {
        type: 'AssistantReplyFailed',
        data: {
          userId: 7,
          conversationId: C1,
          messageId: id(1),
          replyId: id(1001),
          failedAt: at(70),
          reason: 'ai-error',
          error: 'The AI service is unavailable',
          code: 'AI_UNAVAILABLE',
        },
      },
    ]);
  });

  it('clears a conversation that has messages, and does nothing for an empty one', () => {
    expect(whenChat(exchanges(1), { type: 'ClearConversation', userId: 7, now: at(500) })).toEqual([
      { type: 'ConversationCleared', data: { userId: 7, conversationId: C1, clearedAt: at(500) } },
    ]);
    expect(whenChat([], { type: 'ClearConversation', userId: 7, now: at(500) })).toEqual([]);
    const cleared: ChatEvent = { type: 'ConversationCleared', data: { userId: 7, conversationId: C1, clearedAt: at(500) } };
    expect(whenChat([...exchanges(1), cleared], { type: 'ClearConversation', userId: 7, now: at(501) })).toEqual([]);
  });

  it('keeps counting the quota across a clear', () => {
    const cleared: ChatEvent = { type: 'ConversationCleared', data: { userId: 7, conversationId: C1, clearedAt: at(500) } };
    expect(givenChat([...exchanges(2), cleared]).usage.sentToday).toBe(2);
  });

  it('leaves the state alone for an event it does not know', () => {
    const state = givenChat(exchanges(1));
    expect(evolveChat(state, { type: 'Unknown', data: {} } as unknown as ChatEvent)).toBe(state);
  });
});

describe('chat decider: conversations', () => {
  const started = (conversationId: string, seconds = 0): ChatEvent => ({
    type: 'ConversationStarted',
    data: { userId: 7, conversationId, startedAt: at(seconds) },
  });
  const start = (conversationId: string, title?: string): ChatCommand => ({
    type: 'StartConversation',
    userId: 7,
    conversationId,
    title,
    now: at(1),
  });
  const latest = (events: ChatEvent[]) => givenChat(events).threads.at(-1)?.id;
  const inConversation = (n: number, conversationId: string, over: Partial<Send> = {}): ChatEvent[] =>
    whenChat([started(conversationId)], send(n, { conversationId, ...over }))
      .map((e) => (e.type === 'MessageSent' ? { ...e, data: { ...e.data, conversationId } } : e))
      .filter((e) => e.type === 'MessageSent');
  const repliedIn = (n: number, conversationId: string): ChatEvent => {
    const e = replied(n) as Extract<ChatEvent, { type: 'AssistantReplied' }>;
    return { ...e, data: { ...e.data, conversationId } };
  };

  it('starts a conversation implicitly for a user who has none, and writes into the latest one after that', () => {
    const first = whenChat([], send(1, { newConversationId: C2 }));
    expect(first.map((e) => e.type)).toEqual(['ConversationStarted', 'MessageSent']);
    expect(first[0]!.data).toMatchObject({ conversationId: C2 });
    expect(first[1]!.data).toMatchObject({ conversationId: C2 });
    const next = whenChat([...first, replied(1)], send(2, { newConversationId: C3 }));
    expect(next.map((e) => e.type)).toEqual(['MessageSent']);
    expect(next[0]!.data).toMatchObject({ conversationId: C2 });
  });

  it('keeps at most MAX_CONVERSATIONS conversations: one more is refused until one is deleted', () => {
    const ids = Array.from({ length: MAX_CONVERSATIONS }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const full = ids.map((id, i) => started(id, i));
    expect(() => whenChat(full, start(C2))).toThrow(CONVERSATION_MESSAGES.tooMany);
    // a replay of a conversation already started is still answered, not refused
    expect(whenChat(full, start(ids[3]!))).toEqual([]);
    const deleted: ChatEvent = {
      type: 'ConversationDeleted',
      data: { userId: 7, conversationId: ids[0]!, deletedAt: at(MAX_CONVERSATIONS) },
    };
    expect(whenChat([...full, deleted], start(C2)).map((e) => e.type)).toEqual(['ConversationStarted']);
  });

  it('starts an empty conversation (with a title when given) that becomes the latest', () => {
    const events = exchanges(1);
    const made = whenChat(events, start(C2, '  Landlord dispute '));
    expect(made).toEqual([
      { type: 'ConversationStarted', data: { userId: 7, conversationId: C2, startedAt: at(1) } },
      { type: 'ConversationRenamed', data: { userId: 7, conversationId: C2, renamedAt: at(1), pii: { title: 'Landlord dispute' } } },
    ]);
    expect(latest([...events, ...made])).toBe(C2);
    expect(whenChat(events, start(C2)).map((e) => e.type)).toEqual(['ConversationStarted']);
    expect(() => whenChat(events, start(C2, ' '))).toThrow(CONVERSATION_MESSAGES.titleRequired);
    expect(() => whenChat(events, start(C2, 'x'.repeat(121)))).toThrow(CONVERSATION_MESSAGES.titleTooLong);
    // the same id again (a replayed request) starts nothing
    expect(whenChat([...events, ...made], start(C2))).toEqual([]);
    // an untitled send now goes to the new, empty conversation
    expect(whenChat([...events, ...made], send(5))[0]!.data).toMatchObject({ conversationId: C2 });
  });

  it('takes the most recently started or written-in conversation as the latest', () => {
    const events = [...exchanges(1), started(C2, 100), started(C3, 200)];
    expect(latest(events)).toBe(C3);
    const inC2 = inConversation(5, C2);
    expect(latest([...events, ...inC2])).toBe(C2);
    // a reply or a rename does not move it
    expect(latest([...events, ...inC2, repliedIn(5, C2)])).toBe(C2);
    expect(
      latest([
        ...events,
        ...inC2,
        repliedIn(5, C2),
        { type: 'ConversationRenamed', data: { userId: 7, conversationId: C3, renamedAt: at(900), pii: { title: 'x' } } },
      ]),
    ).toBe(C2);
  });

  it('answers 404 for a conversation that does not exist or was deleted, for every command that names one', () => {
    const deleted: ChatEvent = { type: 'ConversationDeleted', data: { userId: 7, conversationId: C2, deletedAt: at(300) } };
    const events = [...exchanges(1), started(C2, 100)];
    for (const given of [exchanges(1), [...events, deleted]]) {
      for (const command of [
        send(5, { conversationId: C2 }),
        { type: 'RenameConversation', userId: 7, conversationId: C2, title: 'x', now: at(400) } as const,
        { type: 'DeleteConversation', userId: 7, conversationId: C2, now: at(400) } as const,
        { type: 'ClearConversation', userId: 7, conversationId: C2, now: at(400) } as const,
      ]) {
        expect(() => whenChat(given, command), command.type).toThrow(CONVERSATION_MESSAGES.notFound);
        try {
          whenChat(given, command);
        } catch (err) {
          expect(err).toMatchObject({ status: 404 });
        }
      }
    }
    // deleting the latest makes the one before it the latest
    expect(latest([...events, deleted])).toBe(C1);
  });

  it('renames with the title under pii, and refuses an empty or long one', () => {
    const events = [...exchanges(1)];
    expect(
      whenChat(events, { type: 'RenameConversation', userId: 7, conversationId: C1, title: ' Missing brother ', now: at(400) }),
    ).toEqual([
      { type: 'ConversationRenamed', data: { userId: 7, conversationId: C1, renamedAt: at(400), pii: { title: 'Missing brother' } } },
    ]);
    expect(() => whenChat(events, { type: 'RenameConversation', userId: 7, conversationId: C1, title: '  ', now: at(400) })).toThrow(
      CONVERSATION_MESSAGES.titleRequired,
    );
    expect(() =>
      whenChat(events, { type: 'RenameConversation', userId: 7, conversationId: C1, title: 'x'.repeat(121), now: at(400) }),
    ).toThrow(CONVERSATION_MESSAGES.titleTooLong);
  });

  it('shares the daily quota, the rate and the one reply at a time across conversations', () => {
    const events = [...exchanges(2), started(C2, 200), ...inConversation(3, C2, { freeDailyLimit: 3 }), repliedIn(3, C2)];
    expect(givenChat(events).usage.sentToday).toBe(3);
    expect(() => whenChat(events, send(4, { freeDailyLimit: 3, conversationId: C1 }))).toThrow(MESSAGES.quota);
    expect(() => whenChat(events, send(4, { freeDailyLimit: 3 }))).toThrow(MESSAGES.quota);
    // a reply being written in C2 blocks a message to C1
    const pending = [...exchanges(1), started(C2, 100), ...inConversation(5, C2)];
    expect(() => whenChat(pending, send(6, { conversationId: C1, liveReplyIds: [id(1005)] }))).toThrow(MESSAGES.replyInProgress);
    // the rate counts every conversation's messages
    const burst = [...inConversation(1, C1, { now: at(0) }), ...inConversation(2, C2, { now: at(1) })];
    expect(() => whenChat([started(C1), started(C2), ...burst], send(3, { conversationId: C1, ratePerMinute: 2, now: at(2) }))).toThrow(
      MESSAGES.rate,
    );
  });

  it('gives the AI the turns of the conversation written in only', () => {
    const events = [...exchanges(1), started(C2, 100), ...inConversation(5, C2), repliedIn(5, C2)];
    const state = givenChat(events);
    expect(turnsOf(state, C1)).toEqual([
      { role: 'user', content: 'question 1' },
      { role: 'assistant', content: 'answer 1' },
    ]);
    expect(turnsOf(state, C2)).toEqual([
      { role: 'user', content: 'question 5' },
      { role: 'assistant', content: 'answer 5' },
    ]);
  });

  it('keeps the context of the CONTEXT_CONVERSATIONS most recently active conversations only, and rebuilds one from the stream', () => {
    const events: ChatEvent[] = [...exchanges(1)];
    for (let i = 0; i < CONTEXT_CONVERSATIONS; i++) events.push(started(id(800_000 + i), 100 + i));
    const state = givenChat(events);
    expect(state.threads).toHaveLength(CONTEXT_CONVERSATIONS + 1);
    expect(state.threads.filter((t) => t.context)).toHaveLength(CONTEXT_CONVERSATIONS);
    expect(state.threads.find((t) => t.id === C1)).toEqual({ id: C1, hasMessages: true });
    // written in again: a partial context, and the whole one from the stream
    const more = [...events, ...inConversation(7, C1), repliedIn(7, C1)];
    const again = givenChat(more).threads.at(-1)!;
    expect(again.id).toBe(C1);
    expect(again.context).toMatchObject({ complete: false, turns: [{ content: 'question 7' }, { content: 'answer 7' }] });
    expect(threadContext(more, C1)).toMatchObject({
      complete: true,
      turns: [{ content: 'question 1' }, { content: 'answer 1' }, { content: 'question 7' }, { content: 'answer 7' }],
      lastAnswered: { messageId: id(7), content: 'question 7' },
    });
  });

  it('clears one conversation only, and drops a reply being written there (not elsewhere)', () => {
    const events = [...exchanges(1), started(C2, 100), ...inConversation(5, C2)];
    const clearC1 = whenChat(events, { type: 'ClearConversation', userId: 7, conversationId: C1, now: at(400) });
    expect(clearC1).toEqual([{ type: 'ConversationCleared', data: { userId: 7, conversationId: C1, clearedAt: at(400) } }]);
    const afterC1 = givenChat([...events, ...clearC1]);
    expect(afterC1.status).toBe('replying');
    expect(turnsOf(afterC1, C2)).toEqual([{ role: 'user', content: 'question 5' }]);
    // the latest (C2, with its reply in flight) cleared: the reply is dropped
    const clearLatest = whenChat(events, { type: 'ClearConversation', userId: 7, now: at(400) });
    expect(clearLatest[0]!.data).toMatchObject({ conversationId: C2 });
    expect(givenChat([...events, ...clearLatest]).status).toBe('idle');
    expect(
      whenChat([...events, ...clearLatest], {
        type: 'CompleteReply',
        userId: 7,
        replyId: id(1005),
        content: 'late',
        engine: 'offline',
        now: at(401),
      }),
    ).toEqual([]);
  });

  it('deletes a conversation, dropping a reply being written in it', () => {
    const events = [...exchanges(1), started(C2, 100), ...inConversation(5, C2)];
    const deleted = whenChat(events, { type: 'DeleteConversation', userId: 7, conversationId: C2, now: at(400) });
    expect(deleted).toEqual([{ type: 'ConversationDeleted', data: { userId: 7, conversationId: C2, deletedAt: at(400) } }]);
    const state = givenChat([...events, ...deleted]);
    expect(state.status).toBe('idle');
    expect(state.threads.map((t) => t.id)).toEqual([C1]);
    // the quota still counts the message sent there
    expect(state.usage.sentToday).toBe(2);
  });

  it('regenerates the last answered question only, as a new message that counts against the quota', () => {
    const events = exchanges(2);
    const made = whenChat(events, send(3, { content: 'question 2', regenerateOf: id(2) }));
    expect(made).toEqual([
      {
        type: 'MessageSent',
        data: expect.objectContaining({ conversationId: C1, messageId: id(3), regenerateOf: id(2), pii: { content: 'question 2' } }),
      },
    ]);
    expect(givenChat([...events, ...made]).usage.sentToday).toBe(3);
    // not the last answered one, nothing answered yet, or after a clear: 409
    const cleared: ChatEvent = { type: 'ConversationCleared', data: { userId: 7, conversationId: C1, clearedAt: at(400) } };
    for (const [given, of] of [
      [events, id(1)],
      [[sent(1)], id(1)],
      [[...events, cleared], id(2)],
    ] as const) {
      expect(() => whenChat([...given], send(9, { regenerateOf: of }))).toThrow(CONVERSATION_MESSAGES.nothingToRegenerate);
    }
    try {
      whenChat([sent(1)], send(9, { regenerateOf: id(1) }));
    } catch (err) {
      expect(err).toMatchObject({ status: 409, code: 'NOTHING_TO_REGENERATE' });
    }
    // the regenerated message, once answered, is the one to regenerate next
    expect(threadContext([...events, ...made, replied(3)], C1).lastAnswered).toEqual({ messageId: id(3), content: 'question 2' });
    // with history off the text is not in the state; the message id is
    const off = [sent(1, { keepHistory: false }), { ...replied(1), data: { ...replied(1).data, kept: false, pii: null } } as ChatEvent];
    expect(threadContext(off, C1).lastAnswered).toEqual({ messageId: id(1), content: null });
  });

  it('records a stopped reply with the text written so far, marked stopped, and ends the pending reply', () => {
    const made = whenChat([sent(1)], {
      type: 'CompleteReply',
      userId: 7,
      replyId: id(1001),
      content: 'Half an ans',
      engine: 'offline',
      stopped: true,
      now: at(63),
    });
    expect(made).toEqual([
      {
        type: 'AssistantReplied',
        data: expect.objectContaining({ conversationId: C1, replyId: id(1001), stopped: true, pii: { content: 'Half an ans' }, chars: 11 }),
      },
    ]);
    const state = givenChat([sent(1), ...made]);
    expect(state.status).toBe('idle');
    expect(turnsOf(state)).toEqual([
      { role: 'user', content: 'question 1' },
      { role: 'assistant', content: 'Half an ans' },
    ]);
    // a stopped answer is an answer: it can be regenerated
    expect(threadContext([sent(1), ...made], C1).lastAnswered?.messageId).toBe(id(1));
    // a second stop, or one after the reply ended, records nothing
    expect(
      whenChat([sent(1), ...made], {
        type: 'CompleteReply',
        userId: 7,
        replyId: id(1001),
        content: 'x',
        engine: 'offline',
        stopped: true,
        now: at(64),
      }),
    ).toEqual([]);
  });

  it('reads events written before conversations (no conversationId) as the legacy conversation', () => {
    const legacy = legacyConversationId(7);
    expect(legacy).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(legacyConversationId(7)).toBe(legacy);
    expect(legacyConversationId(8)).not.toBe(legacy);
    const strip = (e: ChatEvent): ChatEvent => {
      const { conversationId: _, ...data } = e.data as { conversationId?: string };
      return { ...e, data } as ChatEvent;
    };
    const old = [...exchanges(2).map(strip)];
    const state = givenChat(old);
    expect(state.threads.map((t) => t.id)).toEqual([legacy]);
    expect(turnsOf(state, legacy)).toHaveLength(4);
    // a new message goes to it, naming it
    expect(whenChat(old, send(3))).toEqual([{ type: 'MessageSent', data: expect.objectContaining({ conversationId: legacy }) }]);
    // an old clear without a conversation clears the legacy one
    const oldClear: ChatEvent = { type: 'ConversationCleared', data: { userId: 7, clearedAt: at(400) } };
    expect(turnsOf(givenChat([...old, oldClear]), legacy)).toEqual([]);
    expect(whenChat([...old, oldClear], { type: 'ClearConversation', userId: 7, now: at(500) })).toEqual([]);
    // and a clear of a user with no legacy conversation changes nothing
    expect(givenChat([oldClear])).toEqual(initialConversation);
  });
});

// ===================================================================== escalations

const givenEsc = (events: EscalationEvent[]): Escalation => events.reduce(evolveEscalation, initialEscalation);
const whenEsc = (events: EscalationEvent[], command: EscalationCommand) => decideEscalation(command, givenEsc(events));
const request = (over: Partial<Extract<EscalationCommand, { type: 'RequestEscalation' }>> = {}): EscalationCommand => ({
  type: 'RequestEscalation',
  escalationId: 3,
  userId: 7,
  caseId: 'INV-2026-12345',
  caseSummary: 'My brother has been missing since Friday',
  urgency: 'urgent',
  premium: true,
  now: T0,
  ...over,
});
const taken: EscalationEvent = {
  type: 'EscalationTaken',
  data: {
    escalationId: 3,
    userId: 7,
    caseId: 'INV-2026-12345',
    urgency: 'urgent',
    takenAt: T0,
    pii: { caseSummary: 'My brother has been missing since Friday' },
  },
};
const move = (
  to: 'in-progress' | 'resolved',
  byRole: 'investigator' | 'admin' | 'client' | 'auditor' = 'investigator',
): EscalationCommand => ({
  type: 'ChangeEscalationStatus',
  to,
  byUserId: 42,
  byRole,
  now: at(100),
});
const changed = (from: 'pending' | 'in-progress', to: 'in-progress' | 'resolved'): EscalationEvent => ({
  type: 'EscalationStatusChanged',
  data: { escalationId: 3, from, to, changedBy: 42, changedAt: at(100) },
});

describe('escalation decider', () => {
  it('takes an escalation from a premium client, summary under pii', () => {
    expect(whenEsc([], request())).toEqual([taken]);
    expect(givenEsc([taken])).toEqual({ status: 'pending', escalationId: 3, userId: 7, caseId: 'INV-2026-12345', urgency: 'urgent' });
  });

  it('refuses a client without an active premium subscription (403 PREMIUM_REQUIRED)', () => {
    expect(() => whenEsc([], request({ premium: false }))).toThrow(PremiumRequiredError);
    expect(() => whenEsc([], request({ premium: false }))).toThrow(MESSAGES.premiumRequired);
    expect(new PremiumRequiredError()).toMatchObject({ status: 403, code: 'PREMIUM_REQUIRED' });
  });

  it('refuses a summary under 10 characters (after trimming)', () => {
    expect(() => whenEsc([], request({ caseSummary: '  ten chars! ' }))).not.toThrow();
    expect(() => whenEsc([], request({ caseSummary: '   short   ' }))).toThrow(MESSAGES.caseSummary);
  });

  it('refuses to take the same escalation twice, and a malformed case id', () => {
    expect(() => whenEsc([taken], request())).toThrow('This escalation already exists');
    expect(() => whenEsc([], request({ caseId: 'INV-2026-00001' }))).toThrow('Malformed case id');
    expect(() => whenEsc([], request({ caseId: 'CASE-1' }))).toThrow('Malformed case id');
  });

  it('lets staff take a pending escalation, then resolve it', () => {
    expect(whenEsc([taken], move('in-progress'))).toEqual([changed('pending', 'in-progress')]);
    expect(whenEsc([taken, changed('pending', 'in-progress')], move('resolved', 'admin'))).toEqual([changed('in-progress', 'resolved')]);
    expect(givenEsc([taken, changed('pending', 'in-progress')]).status).toBe('in-progress');
  });

  it('lets staff resolve a pending escalation directly', () => {
    expect(whenEsc([taken], move('resolved'))).toEqual([changed('pending', 'resolved')]);
    expect(TRANSITIONS.pending).toContain('resolved');
  });

  it('refuses the same status again, and any move out of resolved, with 409', () => {
    const inProgress = [taken, changed('pending', 'in-progress')];
    expect(() => whenEsc(inProgress, move('in-progress'))).toThrow('This escalation is already in progress');
    const resolved = [...inProgress, changed('in-progress', 'resolved')];
    expect(() => whenEsc(resolved, move('resolved'))).toThrow('This escalation is already completed');
    expect(() => whenEsc(resolved, move('in-progress'))).toThrow('A completed escalation cannot be moved to in progress');
    try {
      whenEsc(resolved, move('in-progress'));
    } catch (err) {
      expect(err).toMatchObject({ status: 409, code: 'CONFLICT' });
    }
  });

  it('refuses clients and auditors (403 Access Denied), and an escalation that does not exist (404)', () => {
    expect(() => whenEsc([taken], move('in-progress', 'client'))).toThrow('Access Denied');
    expect(() => whenEsc([taken], move('in-progress', 'auditor'))).toThrow('Access Denied');
    expect(() => whenEsc([], move('in-progress'))).toThrow(MESSAGES.escalationNotFound);
  });
});

describe('events', () => {
  it('every event the deciders make matches its schema', () => {
    const made: ConversationModuleEvent[] = [
      ...whenChat([], send(1)),
      ...whenChat([], send(1, { keepHistory: false })),
      ...whenChat([sent(1)], send(2)),
      ...whenChat([sent(1)], { type: 'CompleteReply', userId: 7, replyId: id(1001), content: 'x', engine: 'openai', now: at(65) }),
      ...whenChat([sent(1)], {
        type: 'FailReply',
        userId: 7,
        replyId: id(1001),
        reason: 'ai-error',
        error: 'x',
        code: 'AI_TIMEOUT',
        now: at(65),
      }),
      ...whenChat(exchanges(1), { type: 'ClearConversation', userId: 7, now: at(500) }),
      ...whenChat([], { type: 'StartConversation', userId: 7, conversationId: C2, title: 'Tenancy', now: at(1) }),
      ...whenChat(exchanges(1), { type: 'DeleteConversation', userId: 7, conversationId: C1, now: at(500) }),
      ...whenChat(exchanges(1), send(2, { regenerateOf: id(1), content: 'question 1' })),
      ...whenChat([sent(1)], {
        type: 'CompleteReply',
        userId: 7,
        replyId: id(1001),
        content: 'x',
        engine: 'offline',
        stopped: true,
        now: at(65),
      }),
      ...whenEsc([], request()),
      ...whenEsc([taken], move('resolved')),
    ];
    expect(new Set(made.map((e) => e.type)).size).toBe(Object.keys(eventSchemas).length);
    for (const e of made) expect(() => eventSchemas[e.type].parse(e.data), e.type).not.toThrow();
  });
});
