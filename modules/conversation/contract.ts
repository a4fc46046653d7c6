// Requests and responses of the chat and escalation endpoints (SPEC.md §5, §7, §8, §9). The web
// app's chat input and escalation dialog use these same schemas and messages.
import * as z from 'zod/mini';
import '../../infra/http/zod-english.js';
import { freeText } from '../../infra/http/text.js';
import { waitInWords } from '../../infra/http/wait-words.js';

export const CHAT_MAX_LENGTH = 4000;
export const CASE_SUMMARY_MIN = 10;
export const CASE_SUMMARY_MAX = 5000;

export const MESSAGES = {
  emptyMessage: 'Message cannot be empty',
  messageTooLong: `Message must be at most ${CHAT_MAX_LENGTH} characters`,
  /** Contains 'quota': the chat shows SPEC §8's quota toast. */
  quota: 'Daily AI message quota reached for the free plan. Upgrade to Premium for unlimited messages.',
  /** Contains 'rate': the chat shows SPEC §8's rate toast. */
  rate: 'Too many requests: rate limit reached. Please wait a moment and try again.',
  replyInProgress: 'Please wait for the current reply to finish before sending another message.',
  replyNotFound: 'Reply not found',
  conversationCleared: 'The conversation was cleared before the reply finished.',
  replyInterrupted: 'The reply was interrupted. Please send your message again.',
  caseSummary: 'Case summary must be at least 10 characters',
  caseSummaryMax: `Case summary must be at most ${CASE_SUMMARY_MAX} characters`,
  urgency: 'Please select an urgency level',
  premiumRequired: 'An active Premium subscription is required to escalate to an investigator',
  escalationNotFound: 'Escalation not found',
  statusValue: 'Status must be in-progress or resolved',
  accessDenied: 'Access Denied',
  escalationIdRange: 'Escalation id must be a positive whole number',
  caseIdsExhausted: 'No case ids are left for this year. Please contact support.',
} as const;

/** The code of the 429 of a free account past the smaller allowance of an unconfirmed email. */
export const UNCONFIRMED_QUOTA_CODE = 'EMAIL_UNCONFIRMED_QUOTA';

/**
 * The 429 of a message past the free allowance of an account whose email is not confirmed (issue 29
 * M6): the chat shows these words, not SPEC §8's quota sentence, since confirming is what helps.
 */
export const unconfirmedQuotaMessage = (limit: number, fullLimit: number) =>
  `Daily AI message quota reached: until your email is confirmed, your account gets ${limit} free ${limit === 1 ? 'message' : 'messages'} a day. ` +
  `Confirm your email (open the link we emailed you, or send a new one from Settings) to get the full free allowance of ${fullLimit} messages a day.`;

/** The 429 of POST /api/escalations past ESCALATION_DAILY_LIMIT (issue 29 M6): the limit, and when it resets. */
export const escalationLimitMessage = (limit: number, secondsLeft: number) =>
  `You have sent today's ${limit} ${limit === 1 ? 'escalation' : 'escalations'} to investigators, the most a day. ` +
  `You can escalate again after midnight UTC (in about ${waitInWords(secondsLeft)}).`;

// ---- chat

export const sendMessageRequest = z.object({
  content: freeText({ required: MESSAGES.emptyMessage }).check(
    z.trim(),
    z.minLength(1, MESSAGES.emptyMessage),
    z.maxLength(CHAT_MAX_LENGTH, MESSAGES.messageTooLong),
  ),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequest>;

/** One chat message as GET /api/messages lists it. Ids are UUIDs; an assistant message's id is its reply id. */
export const chatMessage = z.object({
  id: z.string(),
  content: z.string(),
  isUser: z.boolean(),
  createdAt: z.string(),
  /**
   * Only on an assistant reply still being written (after a reload): `content` is the draft so far;
   * resume with GET /api/messages/stream/{id} and Last-Event-ID = content.length.
   */
  streaming: z.optional(z.literal(true)),
  /** The conversation the message belongs to. */
  conversationId: z.optional(z.string()),
  /** On a user message sent by Regenerate: the id of the earlier message with the same question. */
  regenerateOf: z.optional(z.string()),
  /** On an assistant reply the user stopped: the text is what had arrived. */
  stopped: z.optional(z.literal(true)),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const messagesResponse = z.array(chatMessage);

/** POST /api/messages: answered once the reply is complete. */
export const sendMessageResponse = z.object({
  userMessage: chatMessage,
  assistantMessage: chatMessage,
});
export type SendMessageResponse = z.infer<typeof sendMessageResponse>;

// Server-Sent Events of POST /api/messages/stream and GET /api/messages/stream/:replyId.
// Every `delta` carries `id: <offset>` — the number of characters (UTF-16 code units) of the reply
// delivered so far — which a reconnect sends back as Last-Event-ID to resume without repeats.

/** `event: start` — first on a new stream: the saved user message and the reply id to resume with. */
export const streamStartEvent = z.object({ replyId: z.string(), userMessage: z.nullable(chatMessage) });
/** `event: delta` — the next piece of the reply. */
export const streamDeltaEvent = z.object({ text: z.string() });
/** `event: done` — the reply is complete and saved. */
export const streamDoneEvent = z.object({
  replyId: z.string(),
  userMessage: z.nullable(chatMessage),
  assistantMessage: chatMessage,
});
/** `event: error` — the reply failed; nothing more follows. */
export const streamErrorEvent = z.object({ message: z.string(), code: z.string() });
export type StreamStartEvent = z.infer<typeof streamStartEvent>;
export type StreamDoneEvent = z.infer<typeof streamDoneEvent>;
export type StreamErrorEvent = z.infer<typeof streamErrorEvent>;

export const replyIdParam = z.uuid({ error: MESSAGES.replyNotFound });

/** GET /api/messages/usage: what the chat header shows about the plan's limits. */
export const chatUsageResponse = z.object({
  plan: z.enum(['free', 'premium']),
  /** Messages answered today (UTC); failed replies do not count. */
  usedToday: z.int(),
  /** The free plan's daily quota (the smaller one of an unconfirmed email); null on premium (unlimited). */
  dailyLimit: z.nullable(z.int()),
  /** Only while a free account's email is not confirmed and its allowance smaller for it: the daily quota once confirmed. */
  confirmedDailyLimit: z.optional(z.int()),
  remainingToday: z.nullable(z.int()),
  /** When the daily count starts again (next midnight UTC). */
  resetsAt: z.string(),
  ratePerMinute: z.int(),
});
export type ChatUsageResponse = z.infer<typeof chatUsageResponse>;

// ---- conversations (issue 27)
// A user has many conversations, all on their one chat stream (so the daily quota and the
// one-reply-at-a-time rule still hold across them). The latest conversation — the one most recently
// started or written in — is what SPEC's single-chat endpoints act on: GET/POST /api/messages,
// POST /api/messages/stream and DELETE /api/messages.

export const CONVERSATION_TITLE_MAX = 120;
/** A conversation's title before its first question is kept (or when Conversation History is off). */
export const UNTITLED_CONVERSATION = 'New conversation';
/**
 * The most conversations a user keeps at once (deleted ones do not count). Every conversation is
 * part of the user's one chat stream and its state, so the number is bounded; a user who reaches it
 * deletes old ones to start new ones.
 */
export const MAX_CONVERSATIONS = 500;

export const CONVERSATION_MESSAGES = {
  notFound: 'Conversation not found',
  titleRequired: 'Title cannot be empty',
  titleTooLong: `Title must be at most ${CONVERSATION_TITLE_MAX} characters`,
  exportFormat: 'Format must be md or pdf',
  searchTooLong: 'Search must be at most 200 characters',
  nothingToRegenerate: 'There is no answered question to regenerate in this conversation.',
  nothingToStop: 'No reply is being written.',
  tooMany: `You have ${MAX_CONVERSATIONS} conversations, the most you can keep. Delete some you no longer need to start a new one.`,
} as const;

export const conversationIdParam = z.uuid({ error: CONVERSATION_MESSAGES.notFound });

/** One conversation as GET /api/conversations lists it, newest activity first. */
export const conversationSummary = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  /** The latest message's time (createdAt while it has none). */
  updatedAt: z.string(),
  messageCount: z.int(),
  /** With `?q=`: a short extract of the best-matching message or the title, the match between « ». */
  snippet: z.optional(z.string()),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;
export const conversationsResponse = z.array(conversationSummary);

/** GET /api/conversations?q= (full-text search over titles and kept messages). */
export const conversationSearchQuery = z.object({
  q: z.optional(freeText({ required: '' }).check(z.trim(), z.maxLength(200, CONVERSATION_MESSAGES.searchTooLong))),
});

/** POST /api/conversations: an empty conversation that becomes the latest. */
export const createConversationRequest = z.object({
  title: z.optional(
    freeText({ required: CONVERSATION_MESSAGES.titleRequired }).check(
      z.trim(),
      z.minLength(1, CONVERSATION_MESSAGES.titleRequired),
      z.maxLength(CONVERSATION_TITLE_MAX, CONVERSATION_MESSAGES.titleTooLong),
    ),
  ),
});

/** PATCH /api/conversations/:id */
export const renameConversationRequest = z.object({
  title: freeText({ required: CONVERSATION_MESSAGES.titleRequired }).check(
    z.trim(),
    z.minLength(1, CONVERSATION_MESSAGES.titleRequired),
    z.maxLength(CONVERSATION_TITLE_MAX, CONVERSATION_MESSAGES.titleTooLong),
  ),
});

/** GET /api/conversations/:id — the conversation and its messages, oldest first. */
export const conversationResponse = z.object({
  conversation: conversationSummary,
  messages: messagesResponse,
});
export type ConversationResponse = z.infer<typeof conversationResponse>;

/** GET /api/conversations/:id/export?format=md|pdf */
export const exportFormatQuery = z.object({
  format: z.enum(['md', 'pdf'], { error: CONVERSATION_MESSAGES.exportFormat }),
});

// ---- escalations

export const urgencySchema = z.enum(['standard', 'priority', 'urgent'], { error: MESSAGES.urgency });
export type Urgency = z.infer<typeof urgencySchema>;

export const escalationStatusSchema = z.enum(['pending', 'in-progress', 'resolved']);
export type EscalationStatus = z.infer<typeof escalationStatusSchema>;

/** SPEC §9: the response time each urgency promises. */
export const ESTIMATED_RESPONSE: Record<Urgency, string> = {
  standard: '24-48 hours',
  priority: '8-24 hours',
  urgent: 'as soon as possible',
};

/** Labels the screens show (DECISIONS.md: History says Pending / In Progress / Completed). */
export const STATUS_LABELS: Record<EscalationStatus, string> = { pending: 'Pending', 'in-progress': 'In Progress', resolved: 'Completed' };
export const URGENCY_LABELS: Record<Urgency, string> = { standard: 'Standard', priority: 'Priority', urgent: 'Urgent' };

export const escalationRequest = z.object({
  caseSummary: freeText({ required: MESSAGES.caseSummary }).check(
    z.trim(),
    z.minLength(CASE_SUMMARY_MIN, MESSAGES.caseSummary),
    z.maxLength(CASE_SUMMARY_MAX, MESSAGES.caseSummaryMax),
  ),
  urgency: urgencySchema,
  /**
   * Where the client is ("City, ST" or a ZIP code) and the kind of work (a Find My PI investigation
   * type): with both, the escalation is also offered to directory investigators licensed there who
   * do that work (issue 30); without them it waits in the staff queue only.
   */
  investigationType: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  location: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type EscalationRequest = z.infer<typeof escalationRequest>;

/** The escalation dialog's form: Standard is preselected (SPEC §5). */
export const escalationFormDefaults: EscalationRequest = { caseSummary: '', urgency: 'standard' };

export const escalationCreatedResponse = z.object({
  id: z.int(),
  caseId: z.string(),
  status: z.literal('pending'),
  urgency: urgencySchema,
  estimatedResponse: z.string(),
});
export type EscalationCreatedResponse = z.infer<typeof escalationCreatedResponse>;

export const escalationStatusRequest = z.object({
  status: z.enum(['in-progress', 'resolved'], { error: MESSAGES.statusValue }),
});
export type EscalationStatusRequest = z.infer<typeof escalationStatusRequest>;

export const escalationIdParam = z.coerce
  .number({ error: MESSAGES.escalationIdRange })
  .check(z.int(MESSAGES.escalationIdRange), z.positive(MESSAGES.escalationIdRange), z.maximum(2_147_483_647, MESSAGES.escalationIdRange));

/** One escalation in GET /api/escalations, PATCH …/status. Staff also get the owner's id and username. */
export const escalationResponse = z.object({
  id: z.int(),
  caseId: z.string(),
  caseSummary: z.string(),
  urgency: urgencySchema,
  status: escalationStatusSchema,
  estimatedResponse: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  userId: z.optional(z.int()),
  username: z.optional(z.string()),
});
export type EscalationResponse = z.infer<typeof escalationResponse>;

export const escalationsResponse = z.array(escalationResponse);
