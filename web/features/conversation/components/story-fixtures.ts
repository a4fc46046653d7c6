// Chat data the stories seed or answer with, and a stand-in for the server's reply stream.
// Made up for display only; nothing here ships.
import type { QueryKey } from '@tanstack/react-query';
import type { ChatMessage, ChatUsageResponse, ConversationSummary } from '../../../../modules/conversation/contract';

export const REPLY_ID = '0c7d7f5e-2b8a-4f4e-9d61-5a3f0e2b9c10';

export const CONVERSATION_IDS = {
  missing: '6f1c2b0a-3d4e-4f5a-9b6c-7d8e9f0a1b2c',
  gps: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  background: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  empty: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
} as const;

/**
 * The stories' clock: noon of the day they run. Times 'minutes ago' taken from the real clock would
 * fall on yesterday just after midnight (and '26 hours ago' on the day before), so the stories that
 * show days ('Today', 'Yesterday') run with the clock moved to noon by `freezeStoryClock`.
 */
const RealDate = Date;
export const STORY_NOW: number = (() => {
  const d = new RealDate();
  d.setHours(12, 0, 0, 0);
  return d.getTime();
})();

/** Times relative to the stories' clock (noon today), so 'Today' and 'Yesterday' stay true. */
export function minutesAgo(minutes: number): string {
  return new RealDate(STORY_NOW - minutes * 60_000).toISOString();
}

/**
 * A story `beforeEach`: `new Date()` and `Date.now()` read noon of today (and run on from there) until
 * the story ends, so what the page computes from 'now' agrees with `minutesAgo`.
 */
export function freezeStoryClock(): () => void {
  const offset = STORY_NOW - RealDate.now();
  class StoryDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

export const MARKUP_REPLY = [
  '**Finding a missing adult**',
  'When an adult goes missing, the first hours matter most.',
  '',
  '• Report it to the local police; there is no waiting period',
  '- Gather recent photos and a description of clothing',
  '* List the places and people they might contact',
  '',
  '**Next steps**',
  '1. File the police report and note its number',
  '2. Contact a licensed private investigator if the search stalls',
].join('\n');

/** What a real model (OPENAI_API_KEY) writes: Markdown with a table, links, code and stray HTML. */
export const MODEL_REPLY = [
  '## Recording consent',
  '',
  'Most states let you record a call you take part in (**one-party consent**). A few need *everyone* on the call to agree:',
  '',
  '| State | Consent | Statute |',
  '|---|---|---|',
  '| California | all-party | Cal. Penal Code § 632 |',
  '| Florida | all-party | Fla. Stat. § 934.03 |',
  '| Texas | one-party | Tex. Penal Code § 16.02 |',
  '',
  'See the [Reporters Committee guide](https://www.rcfp.org/reporters-recording-guide/) for every state, not [this form](javascript:alert(1)).',
  '',
  'A consent line to read at the start of a call:',
  '',
  '```',
  'Consent given by <name> on <date> to record this call.',
  '```',
  '',
  '<iframe src="https://evil.example"></iframe>',
].join('\n');

export const conversation: ChatMessage[] = [
  {
    id: 'm1',
    content: 'My brother has not answered his phone for three days. What should I do?',
    isUser: true,
    createdAt: minutesAgo(12),
    conversationId: CONVERSATION_IDS.missing,
  },
  { id: 'm2', content: MARKUP_REPLY, isUser: false, createdAt: minutesAgo(11), conversationId: CONVERSATION_IDS.missing },
  {
    id: 'm3',
    content: 'Can a private investigator look at his phone records?',
    isUser: true,
    createdAt: minutesAgo(3),
    conversationId: CONVERSATION_IDS.missing,
  },
  {
    id: 'm4',
    content: '**Phone records**\nNo. Call records are private; a PI may not obtain them without a court order or consent.',
    isUser: false,
    createdAt: minutesAgo(2),
    conversationId: CONVERSATION_IDS.missing,
  },
];

export const freeUsage: ChatUsageResponse = {
  plan: 'free',
  usedToday: 8,
  dailyLimit: 20,
  remainingToday: 12,
  resetsAt: '2026-03-15T00:00:00.000Z',
  ratePerMinute: 10,
};

export const premiumUsage: ChatUsageResponse = { ...freeUsage, plan: 'premium', dailyLimit: null, remainingToday: null };

/** The user's conversations, newest activity first: the missing brother's (`conversation`) is the latest. */
export const conversations: ConversationSummary[] = [
  {
    id: CONVERSATION_IDS.missing,
    title: 'My brother has not answered his phone for three days',
    createdAt: minutesAgo(12),
    updatedAt: minutesAgo(2),
    messageCount: 4,
  },
  {
    id: CONVERSATION_IDS.gps,
    title: 'GPS tracker on my own car',
    createdAt: minutesAgo(60 * 5),
    updatedAt: minutesAgo(60 * 5 - 2),
    messageCount: 2,
  },
  {
    id: CONVERSATION_IDS.background,
    title: 'What does a background check include?',
    createdAt: minutesAgo(60 * 26),
    updatedAt: minutesAgo(60 * 26 - 1),
    messageCount: 2,
  },
  {
    id: CONVERSATION_IDS.empty,
    title: 'New conversation',
    createdAt: minutesAgo(60 * 24 * 12),
    updatedAt: minutesAgo(60 * 24 * 12),
    messageCount: 0,
  },
];

/** The GPS conversation's messages. */
export const gpsConversation: ChatMessage[] = [
  {
    id: 'g1',
    content: 'Is it legal to put a GPS tracker on my own car?',
    isUser: true,
    createdAt: minutesAgo(60 * 5),
    conversationId: CONVERSATION_IDS.gps,
  },
  {
    id: 'g2',
    content: '**GPS trackers**\nOn a car you own and drive, yes. On a car someone else drives, many states require their consent.',
    isUser: false,
    createdAt: minutesAgo(60 * 5 - 2),
    conversationId: CONVERSATION_IDS.gps,
  },
];

/** Query data for the chat screen: the latest conversation's messages, today's allowance, the conversations. */
export function chatData(
  messages: ChatMessage[],
  usage: ChatUsageResponse = freeUsage,
  list: ConversationSummary[] = messages.length > 0 ? conversations : [],
): Array<[QueryKey, unknown]> {
  return [
    [['/api/messages'], messages],
    [['/api/messages/usage'], usage],
    [['/api/conversations', ''], list],
  ];
}

export type StreamPart = string | { pauseMs: number };

const event = (name: string, data: unknown, id?: number) =>
  `${id !== undefined ? `id: ${id}\n` : ''}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** The SSE text of a whole reply: start, the text in pieces of `chunk` characters, done. */
export function replyEvents(userMessage: ChatMessage, text: string, { chunk = 12, from = 0, done = true } = {}): string[] {
  const parts = [`retry: 1000\n\n`, event('start', { replyId: REPLY_ID, userMessage })];
  for (let at = from; at < text.length; at += chunk) {
    const piece = text.slice(at, at + chunk);
    parts.push(event('delta', { text: piece }, at + piece.length));
  }
  if (done) {
    parts.push(
      event('done', {
        replyId: REPLY_ID,
        userMessage,
        assistantMessage: { id: REPLY_ID, content: text, isUser: false, createdAt: new Date().toISOString() },
      }),
    );
  }
  return parts;
}

/**
 * A text/event-stream Response that sends `parts` (with pauses between them) and then ends, or
 * stays open when `open` is set (a reply still being written).
 */
export function sseResponse(parts: StreamPart[], { open = false, pauseMs = 40 } = {}): Response {
  const encoder = new TextEncoder();
  const queue = [...parts];
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = queue.shift();
      if (next === undefined) {
        if (!open) controller.close();
        // An open stream never answers again (the reader's cancel ends it).
        else await new Promise(() => {});
        return;
      }
      if (typeof next !== 'string') {
        await new Promise((resolve) => setTimeout(resolve, next.pauseMs));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      controller.enqueue(encoder.encode(next));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream', 'X-Reply-Id': REPLY_ID } });
}
