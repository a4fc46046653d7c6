// Pure rules of the conversation module: a user's chats (stream `conversation-{userId}`, all of the
// user's conversations on it) and an
// escalated case (stream `escalation-{id}`). decide(command, state) → events; evolve(state, event)
// → state. Time, ids, the plan and the limits come in on the command.
import {
  AppError,
  ConflictError,
  InProgressError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
} from '../../infra/http/errors.js';
import { isStaff, type Role } from '../../infra/http/roles.js';
import {
  CASE_SUMMARY_MIN,
  CHAT_MAX_LENGTH,
  CONVERSATION_MESSAGES,
  CONVERSATION_TITLE_MAX,
  MAX_CONVERSATIONS,
  MESSAGES,
  STATUS_LABELS,
  UNCONFIRMED_QUOTA_CODE,
  unconfirmedQuotaMessage,
  type EscalationStatus,
  type Urgency,
} from './contract.js';
import { conversationOf, type ChatEvent, type EscalationEvent } from './events.js';
import { REPLY_STALE_MS } from './live-replies.js';
import type { ChatTurn } from './assistant/types.js';

export class PremiumRequiredError extends AppError {
  constructor() {
    super(403, 'PREMIUM_REQUIRED', MESSAGES.premiumRequired);
  }
}

const MINUTE = 60_000;
/** The longest a refused sender waits for a live reply (its heartbeat may be that old before it counts as gone). */
const REPLY_STALE_SECONDS = Math.ceil(REPLY_STALE_MS / 1000);
const utcDay = (iso: string) => iso.slice(0, 10);

// ===================================================================== chat

/** What the limits count: messages sent on the current UTC day, and send times of the last minute. */
export interface Usage {
  day: string;
  sentToday: number;
  recent: string[];
}

interface PendingReply {
  conversationId: string;
  messageId: string;
  replyId: string;
  since: string;
  kept: boolean;
  /** The question's text (null when it was not kept): what Regenerate asks again once answered. */
  content: string | null;
}

/** The latest turns since the last clear (text that was kept), the AI's context for the next reply. */
export const CONTEXT_TURNS = 20;
/**
 * Conversations whose context (turns, last answered question) the state keeps: the most recently
 * active ones. An older conversation written in again has its context read from the stream
 * (`threadContext`) until it has CONTEXT_TURNS turns of its own again.
 */
export const CONTEXT_CONVERSATIONS = 20;

export interface ThreadContext {
  turns: ChatTurn[];
  /** The latest question that got an answer (Regenerate asks it again); content null when not kept. */
  lastAnswered?: { messageId: string; content: string | null };
  /** False when the context was dropped and rebuilt from this point on only: older turns are missing. */
  complete: boolean;
}

/** One conversation of the user that exists (not deleted). */
export interface Thread {
  id: string;
  hasMessages: boolean;
  /** Undefined for conversations beyond the CONTEXT_CONVERSATIONS most recently active. */
  context?: ThreadContext;
}

interface ChatBase {
  usage: Usage;
  /** The user's conversations, least recently active first: the last is the latest (most recently started or written in). */
  threads: Thread[];
}

export type Conversation = (ChatBase & { status: 'idle' }) | (ChatBase & { status: 'replying'; pending: PendingReply });

export const initialConversation: Conversation = {
  status: 'idle',
  usage: { day: '', sentToday: 0, recent: [] },
  threads: [],
};

const withTurn = (turns: ChatTurn[], turn: ChatTurn) => [...turns, turn].slice(-CONTEXT_TURNS);

export type Plan = 'free' | 'premium';

export type ChatCommand =
  | {
      type: 'SendMessage';
      userId: number;
      /** The conversation to write in; omitted: the latest (a new one, `newConversationId`, when there is none). */
      conversationId?: string;
      newConversationId: string;
      messageId: string;
      replyId: string;
      content: string;
      /** Regenerate: the answered question this message asks again (must be the conversation's last answered one). */
      regenerateOf?: string;
      /** The user's Conversation History setting: off means the text is not stored. */
      keepHistory: boolean;
      plan: Plan;
      freeDailyLimit: number;
      /**
       * Whether the account's email is confirmed. A free account that has not confirmed it gets
       * `unconfirmedDailyLimit` messages a day (when that is smaller than `freeDailyLimit`): registering
       * many accounts does not multiply the free allowance (issue 29 M6).
       */
      emailConfirmed: boolean;
      unconfirmedDailyLimit: number;
      ratePerMinute: number;
      /**
       * Replies whose generator is alive (its heartbeat is fresh). A pending reply that is not among
       * them was interrupted — its process went away — and no longer blocks the next message.
       */
      liveReplyIds: readonly string[];
      now: string;
    }
  | {
      type: 'CompleteReply';
      userId: number;
      replyId: string;
      content: string;
      engine: 'offline' | 'openai';
      /** The user stopped it: `content` is what had been written. */
      stopped?: boolean;
      now: string;
    }
  | { type: 'FailReply'; userId: number; replyId: string; reason: 'ai-error' | 'interrupted'; error: string; code: string; now: string }
  | { type: 'ClearConversation'; userId: number; conversationId?: string; now: string }
  | { type: 'StartConversation'; userId: number; conversationId: string; title?: string; now: string }
  | { type: 'RenameConversation'; userId: number; conversationId: string; title: string; now: string }
  | { type: 'DeleteConversation'; userId: number; conversationId: string; now: string };

const secondsUntil = (fromMs: number, toMs: number) => Math.max(1, Math.ceil((toMs - fromMs) / 1000));

/** The conversation a command names (404 when it does not exist or was deleted), or the latest. */
export function threadOf(state: Conversation, conversationId?: string): Thread | undefined {
  if (conversationId === undefined) return state.threads.at(-1);
  const thread = state.threads.find((t) => t.id === conversationId);
  if (!thread) throw new NotFoundError(CONVERSATION_MESSAGES.notFound);
  return thread;
}

/**
 * A free account's messages a day: the free plan's, or the smaller allowance of an account whose
 * email is not confirmed (`reduced`; never more than the free plan's).
 */
export function freeAllowance(a: { freeDailyLimit: number; unconfirmedDailyLimit: number; emailConfirmed: boolean }): {
  limit: number;
  reduced: boolean;
} {
  const reduced = !a.emailConfirmed && a.unconfirmedDailyLimit < a.freeDailyLimit;
  return { limit: reduced ? a.unconfirmedDailyLimit : a.freeDailyLimit, reduced };
}

/**
 * 429 for a free account past the smaller daily allowance of an unconfirmed email: a code of its own,
 * so that the chat shows these words (confirm your email) instead of SPEC §8's quota sentence.
 */
export class UnconfirmedQuotaError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, UNCONFIRMED_QUOTA_CODE, message);
  }
}

export class NothingToRegenerateError extends AppError {
  constructor() {
    super(409, 'NOTHING_TO_REGENERATE', CONVERSATION_MESSAGES.nothingToRegenerate);
  }
}

/** A new conversation needs room: at most MAX_CONVERSATIONS are kept at once. */
function checkRoomForConversation(state: Conversation): void {
  if (state.threads.length >= MAX_CONVERSATIONS) throw new ConflictError(CONVERSATION_MESSAGES.tooMany);
}

function sendMessage(command: Extract<ChatCommand, { type: 'SendMessage' }>, state: Conversation): ChatEvent[] {
  const content = command.content.trim();
  if (content.length === 0) throw new ValidationError(MESSAGES.emptyMessage);
  if (content.length > CHAT_MAX_LENGTH) throw new ValidationError(MESSAGES.messageTooLong);
  const thread = threadOf(state, command.conversationId);
  if (command.regenerateOf !== undefined && thread?.context?.lastAnswered?.messageId !== command.regenerateOf) {
    throw new NothingToRegenerateError();
  }

  const now = Date.parse(command.now);
  const lastMinute = state.usage.recent.map(Date.parse).filter((t) => now - t < MINUTE);
  if (lastMinute.length >= command.ratePerMinute) {
    throw new TooManyRequestsError(MESSAGES.rate, secondsUntil(now, Math.min(...lastMinute) + MINUTE));
  }
  const today = utcDay(command.now);
  const sentToday = state.usage.day === today ? state.usage.sentToday : 0;
  if (command.plan === 'free') {
    const { limit, reduced } = freeAllowance(command);
    if (sentToday >= limit) {
      const retryAfter = secondsUntil(now, Date.parse(`${today}T00:00:00.000Z`) + 24 * 3600_000);
      throw reduced
        ? new UnconfirmedQuotaError(unconfirmedQuotaMessage(limit, command.freeDailyLimit), retryAfter)
        : new TooManyRequestsError(MESSAGES.quota, retryAfter);
    }
  }

  const events: ChatEvent[] = [];
  if (state.status === 'replying') {
    // Refused while the reply is alive; it counts as interrupted once its heartbeat is REPLY_STALE_MS old.
    if (command.liveReplyIds.includes(state.pending.replyId))
      throw new InProgressError('REPLY_IN_PROGRESS', MESSAGES.replyInProgress, REPLY_STALE_SECONDS);
    events.push(failed(command.userId, state.pending, 'interrupted', MESSAGES.replyInterrupted, 'REPLY_INTERRUPTED', command.now));
  }
  const conversationId = thread?.id ?? command.newConversationId;
  if (!thread) events.push({ type: 'ConversationStarted', data: { userId: command.userId, conversationId, startedAt: command.now } });
  events.push({
    type: 'MessageSent',
    data: {
      userId: command.userId,
      conversationId,
      messageId: command.messageId,
      replyId: command.replyId,
      sentAt: command.now,
      plan: command.plan,
      kept: command.keepHistory,
      chars: content.length,
      pii: command.keepHistory ? { content } : null,
      ...(command.regenerateOf !== undefined ? { regenerateOf: command.regenerateOf } : {}),
    },
  });
  return events;
}

function failed(userId: number, p: PendingReply, reason: 'ai-error' | 'interrupted', error: string, code: string, now: string): ChatEvent {
  return {
    type: 'AssistantReplyFailed',
    data: { userId, conversationId: p.conversationId, messageId: p.messageId, replyId: p.replyId, failedAt: now, reason, error, code },
  };
}

/** The reply this command is about, when it is still the pending one (a clear, a delete or a newer message ends it). */
function pendingFor(state: Conversation, replyId: string): PendingReply | undefined {
  return state.status === 'replying' && state.pending.replyId === replyId ? state.pending : undefined;
}

function completeReply(command: Extract<ChatCommand, { type: 'CompleteReply' }>, state: Conversation): ChatEvent[] {
  const pending = pendingFor(state, command.replyId);
  if (!pending) return [];
  return [
    {
      type: 'AssistantReplied',
      data: {
        userId: command.userId,
        conversationId: pending.conversationId,
        messageId: pending.messageId,
        replyId: pending.replyId,
        repliedAt: command.now,
        engine: command.engine,
        kept: pending.kept,
        chars: command.content.length,
        pii: pending.kept ? { content: command.content } : null,
        ...(command.stopped ? { stopped: true as const } : {}),
      },
    },
  ];
}

function clearConversation(command: Extract<ChatCommand, { type: 'ClearConversation' }>, state: Conversation): ChatEvent[] {
  const thread = threadOf(state, command.conversationId);
  if (!thread) return [];
  const replyingHere = state.status === 'replying' && state.pending.conversationId === thread.id;
  if (!thread.hasMessages && !replyingHere) return [];
  return [{ type: 'ConversationCleared', data: { userId: command.userId, conversationId: thread.id, clearedAt: command.now } }];
}

function checkTitle(title: string): void {
  if (title.length === 0) throw new ValidationError(CONVERSATION_MESSAGES.titleRequired);
  if (title.length > CONVERSATION_TITLE_MAX) throw new ValidationError(CONVERSATION_MESSAGES.titleTooLong);
}

export function decideChat(command: ChatCommand, state: Conversation): ChatEvent[] {
  switch (command.type) {
    case 'SendMessage':
      return sendMessage(command, state);
    case 'CompleteReply':
      return completeReply(command, state);
    case 'FailReply': {
      const pending = pendingFor(state, command.replyId);
      if (!pending) return [];
      return [failed(command.userId, pending, command.reason, command.error, command.code, command.now)];
    }
    case 'ClearConversation':
      return clearConversation(command, state);
    case 'StartConversation': {
      // The id is new (a UUID made by the handler); one already used is a replay of the same request.
      if (state.threads.some((t) => t.id === command.conversationId)) return [];
      checkRoomForConversation(state);
      const { userId, conversationId, now } = command;
      const events: ChatEvent[] = [{ type: 'ConversationStarted', data: { userId, conversationId, startedAt: now } }];
      const title = command.title?.trim();
      if (title !== undefined) checkTitle(title);
      if (title) events.push({ type: 'ConversationRenamed', data: { userId, conversationId, renamedAt: now, pii: { title } } });
      return events;
    }
    case 'RenameConversation': {
      const thread = threadOf(state, command.conversationId)!;
      const title = command.title.trim();
      checkTitle(title);
      return [
        {
          type: 'ConversationRenamed',
          data: { userId: command.userId, conversationId: thread.id, renamedAt: command.now, pii: { title } },
        },
      ];
    }
    case 'DeleteConversation': {
      const thread = threadOf(state, command.conversationId)!;
      return [{ type: 'ConversationDeleted', data: { userId: command.userId, conversationId: thread.id, deletedAt: command.now } }];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${(unhandled as { type: string }).type}`);
    }
  }
}

// ---- evolve

/** Keeps the context of the CONTEXT_CONVERSATIONS most recently active conversations only (the state stays small). */
function bounded(threads: Thread[]): Thread[] {
  const cut = threads.length - CONTEXT_CONVERSATIONS;
  if (cut <= 0) return threads;
  return threads.map((t, i) => (i < cut && t.context ? { id: t.id, hasMessages: t.hasMessages } : t));
}

/** `threads` with `id` changed by `change` (created first when missing), moved to the end when `active`. */
function touch(threads: Thread[], id: string, active: boolean, change: (t: Thread) => Thread): Thread[] {
  const i = threads.findIndex((t) => t.id === id);
  const current: Thread = i >= 0 ? threads[i]! : { id, hasMessages: false, context: { turns: [], complete: true } };
  const next = change(current);
  if (i < 0) return bounded([...threads, next]);
  if (!active) return threads.map((t, j) => (j === i ? next : t));
  return bounded([...threads.slice(0, i), ...threads.slice(i + 1), next]);
}

/** A context to write into: the kept one, or (for a conversation whose context was dropped) a partial one. */
const contextOf = (t: Thread): ThreadContext => t.context ?? { turns: [], complete: false };

function withContext(t: Thread, change: (c: ThreadContext) => ThreadContext): Thread {
  const c = change(contextOf(t));
  // Once it holds CONTEXT_TURNS turns of its own, nothing older would be used anyway.
  return { ...t, context: c.complete || c.turns.length < CONTEXT_TURNS ? c : { ...c, complete: true } };
}

const idle = (state: Conversation, threads: Thread[], usage = state.usage): Conversation => ({ status: 'idle', usage, threads });

export function evolveChat(state: Conversation, event: ChatEvent): Conversation {
  switch (event.type) {
    case 'ConversationStarted': {
      const threads = touch(state.threads, event.data.conversationId, true, (t) => t);
      return { ...state, threads };
    }
    case 'MessageSent': {
      const { sentAt, messageId, replyId, kept } = event.data;
      const conversationId = conversationOf(event.data);
      const day = utcDay(sentAt);
      const t = Date.parse(sentAt);
      const usage: Usage = {
        day,
        sentToday: state.usage.day === day ? state.usage.sentToday + 1 : 1,
        // Only the last minute matters to the rate limit; older times are dropped as we go.
        recent: [...state.usage.recent.filter((r) => t - Date.parse(r) < MINUTE), sentAt].slice(-1000),
      };
      const content = event.data.pii?.content ?? null;
      const threads = touch(state.threads, conversationId, true, (th) =>
        withContext({ ...th, hasMessages: true }, (c) =>
          content === null ? c : { ...c, turns: withTurn(c.turns, { role: 'user', content }) },
        ),
      );
      return { status: 'replying', usage, threads, pending: { conversationId, messageId, replyId, since: sentAt, kept, content } };
    }
    case 'AssistantReplied': {
      const pending = pendingFor(state, event.data.replyId);
      if (!pending) return state;
      const content = event.data.pii?.content ?? null;
      const threads = touch(state.threads, pending.conversationId, false, (th) =>
        withContext(th, (c) => ({
          ...c,
          turns: content === null ? c.turns : withTurn(c.turns, { role: 'assistant', content }),
          lastAnswered: { messageId: pending.messageId, content: pending.content },
        })),
      );
      return idle(state, threads);
    }
    case 'AssistantReplyFailed': {
      const pending = pendingFor(state, event.data.replyId);
      if (!pending) return state;
      // A message that got no answer does not count against the free plan's daily quota.
      const refund = utcDay(pending.since) === state.usage.day ? 1 : 0;
      const usage = { ...state.usage, sentToday: Math.max(0, state.usage.sentToday - refund) };
      // The unanswered message leaves the context too, as it leaves the screen.
      const threads = !state.threads.some((th) => th.id === pending.conversationId)
        ? state.threads
        : touch(state.threads, pending.conversationId, false, (th) =>
            !th.context || !pending.kept || th.context.turns.at(-1)?.role !== 'user'
              ? th
              : { ...th, context: { ...th.context, turns: th.context.turns.slice(0, -1) } },
          );
      return idle(state, threads, usage);
    }
    case 'ConversationCleared': {
      const conversationId = conversationOf(event.data);
      if (!state.threads.some((th) => th.id === conversationId)) return state;
      const threads = touch(state.threads, conversationId, false, (th) => ({
        id: th.id,
        hasMessages: false,
        context: { turns: [], complete: true },
      }));
      return state.status === 'replying' && state.pending.conversationId === conversationId ? idle(state, threads) : { ...state, threads };
    }
    case 'ConversationDeleted': {
      const { conversationId } = event.data;
      const threads = state.threads.filter((th) => th.id !== conversationId);
      return state.status === 'replying' && state.pending.conversationId === conversationId ? idle(state, threads) : { ...state, threads };
    }
    default:
      // ConversationRenamed: the title is the views' business.
      return state;
  }
}

/**
 * The context of one conversation from its whole stream (for one whose kept context was dropped or
 * is partial): the same folding as evolveChat, without the bound.
 */
export function threadContext(events: readonly ChatEvent[], conversationId: string): ThreadContext {
  // A conversation's own events decide its context: even the failure that ends its reply when a
  // message elsewhere interrupted it names it.
  const state = events.filter((e) => conversationOf(e.data) === conversationId).reduce(evolveChat, initialConversation);
  return state.threads.find((t) => t.id === conversationId)?.context ?? { turns: [], complete: true };
}

// ===================================================================== escalations

export type Escalation =
  { status: 'none' } | { status: EscalationStatus; escalationId: number; userId: number; caseId: string; urgency: Urgency };

export const initialEscalation: Escalation = { status: 'none' };

export type EscalationCommand =
  | {
      type: 'RequestEscalation';
      escalationId: number;
      userId: number;
      caseId: string;
      caseSummary: string;
      urgency: Urgency;
      /** The kind of work and the client's place, when given (routing to the directory). */
      routing?: { investigationType: string; location: string };
      /** Looked up by the command handler from billing's `isPremium`. */
      premium: boolean;
      now: string;
    }
  | { type: 'ChangeEscalationStatus'; to: 'in-progress' | 'resolved'; byUserId: number; byRole: Role; now: string };

/**
 * Allowed moves. pending → resolved is allowed: an investigator may close a request that needs
 * no work (a duplicate, a matter already handled) without taking it first.
 */
export const TRANSITIONS: Record<EscalationStatus, readonly EscalationStatus[]> = {
  pending: ['in-progress', 'resolved'],
  'in-progress': ['resolved'],
  resolved: [],
};

export const CASE_ID_PATTERN = /^INV-\d{4}-[1-9]\d{4}$/;

export function decideEscalation(command: EscalationCommand, state: Escalation): EscalationEvent[] {
  switch (command.type) {
    case 'RequestEscalation': {
      if (state.status !== 'none') throw new ConflictError('This escalation already exists');
      if (!command.premium) throw new PremiumRequiredError();
      const caseSummary = command.caseSummary.trim();
      if (caseSummary.length < CASE_SUMMARY_MIN) throw new ValidationError(MESSAGES.caseSummary);
      if (!CASE_ID_PATTERN.test(command.caseId)) throw new Error(`Malformed case id ${command.caseId}`);
      return [
        {
          type: 'EscalationTaken',
          data: {
            escalationId: command.escalationId,
            userId: command.userId,
            caseId: command.caseId,
            urgency: command.urgency,
            takenAt: command.now,
            pii: { caseSummary, ...(command.routing ? { routing: command.routing } : {}) },
          },
        },
      ];
    }
    case 'ChangeEscalationStatus': {
      if (!isStaff(command.byRole)) throw new ForbiddenError(MESSAGES.accessDenied);
      if (state.status === 'none') throw new NotFoundError(MESSAGES.escalationNotFound);
      if (state.status === command.to) {
        throw new ConflictError(`This escalation is already ${STATUS_LABELS[command.to].toLowerCase()}`, { status: state.status });
      }
      if (!TRANSITIONS[state.status].includes(command.to)) {
        throw new ConflictError(
          `A ${STATUS_LABELS[state.status].toLowerCase()} escalation cannot be moved to ${STATUS_LABELS[command.to].toLowerCase()}`,
          { status: state.status },
        );
      }
      return [
        {
          type: 'EscalationStatusChanged',
          data: {
            escalationId: state.escalationId,
            from: state.status,
            to: command.to,
            changedBy: command.byUserId,
            changedAt: command.now,
          },
        },
      ];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${(unhandled as { type: string }).type}`);
    }
  }
}

export function evolveEscalation(state: Escalation, event: EscalationEvent): Escalation {
  switch (event.type) {
    case 'EscalationTaken': {
      const { escalationId, userId, caseId, urgency } = event.data;
      return { status: 'pending', escalationId, userId, caseId, urgency };
    }
    case 'EscalationStatusChanged':
      return state.status === 'none' ? state : { ...state, status: event.data.to };
    default:
      return state;
  }
}
