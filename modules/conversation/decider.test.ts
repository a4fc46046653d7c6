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
  type ChatCommand,
  type Conversation,
  type Escalation,
  type EscalationCommand,
} from './decider.js';
import { eventSchemas, type ChatEvent, type ConversationModuleEvent, type EscalationEvent } from './events.js';
import { MESSAGES } from './contract.js';

const T0 = '2026-11-23T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const givenChat = (events: ChatEvent[]): Conversation => events.reduce(evolveChat, initialConversation);
const whenChat = (events: ChatEvent[], command: ChatCommand) => decideChat(command, givenChat(events));

type Send = Extract<ChatCommand, { type: 'SendMessage' }>;
const send = (n: number, over: Partial<Send> = {}): Send => ({
  type: 'SendMessage',
  userId: 7,
  messageId: id(n),
  replyId: id(1000 + n),
  content: `question ${n}`,
  keepHistory: true,
  plan: 'free',
  freeDailyLimit: 20,
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
  it('records a message with its text under pii and its reply id', () => {
    expect(whenChat([], send(1, { content: '  How do I find a missing person?  ' }))).toEqual([
      {
        type: 'MessageSent',
        data: {
          userId: 7,
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
    expect(whenChat([], send(1, { content: 'x'.repeat(4000) }))).toHaveLength(1);
  });

  it('with Conversation History off, records that a message was sent but never its text', () => {
    const [e] = whenChat([], send(1, { keepHistory: false, content: 'secret text' }));
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
      burst.push(whenChat(burst, send(i + 1, { ratePerMinute: 3, plan: 'premium', now: at(i) }))[0]!);
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
    expect(state.turns).toEqual([
      { role: 'user', content: 'question 1' },
      { role: 'assistant', content: 'answer 1' },
      { role: 'user', content: 'question 2' },
      { role: 'assistant', content: 'answer 2' },
    ]);
    expect(givenChat(exchanges(30)).turns).toHaveLength(CONTEXT_TURNS);
    const cleared: ChatEvent = { type: 'ConversationCleared', data: { userId: 7, clearedAt: at(9999) } };
    expect(givenChat([...exchanges(2), cleared]).turns).toEqual([]);
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
    const cleared: ChatEvent = { type: 'ConversationCleared', data: { userId: 7, clearedAt: at(62) } };
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
      { type: 'ConversationCleared', data: { userId: 7, clearedAt: at(500) } },
    ]);
    expect(whenChat([], { type: 'ClearConversation', userId: 7, now: at(500) })).toEqual([]);
    const cleared: ChatEvent = { type: 'ConversationCleared', data: { userId: 7, clearedAt: at(500) } };
    expect(whenChat([...exchanges(1), cleared], { type: 'ClearConversation', userId: 7, now: at(501) })).toEqual([]);
  });

  it('keeps counting the quota across a clear', () => {
    const cleared: ChatEvent = { type: 'ConversationCleared', data: { userId: 7, clearedAt: at(500) } };
    expect(givenChat([...exchanges(2), cleared]).usage.sentToday).toBe(2);
  });

  it('leaves the state alone for an event it does not know', () => {
    const state = givenChat(exchanges(1));
    expect(evolveChat(state, { type: 'Unknown', data: {} } as unknown as ChatEvent)).toBe(state);
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
      ...whenEsc([], request()),
      ...whenEsc([taken], move('resolved')),
    ];
    expect(new Set(made.map((e) => e.type)).size).toBe(Object.keys(eventSchemas).length);
    for (const e of made) expect(() => eventSchemas[e.type].parse(e.data), e.type).not.toThrow();
  });
});
