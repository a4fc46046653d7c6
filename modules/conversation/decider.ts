// Pure rules of the conversation module: a user's chat (stream `conversation-{userId}`) and an
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
import { CASE_SUMMARY_MIN, CHAT_MAX_LENGTH, MESSAGES, STATUS_LABELS, type EscalationStatus, type Urgency } from './contract.js';
import type { ChatEvent, EscalationEvent } from './events.js';
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
  messageId: string;
  replyId: string;
  since: string;
  kept: boolean;
}

/** The latest turns since the last clear (text that was kept), the AI's context for the next reply. */
export const CONTEXT_TURNS = 20;

export type Conversation =
  | { status: 'idle'; usage: Usage; hasMessages: boolean; turns: ChatTurn[] }
  | { status: 'replying'; usage: Usage; hasMessages: boolean; turns: ChatTurn[]; pending: PendingReply };

export const initialConversation: Conversation = {
  status: 'idle',
  usage: { day: '', sentToday: 0, recent: [] },
  hasMessages: false,
  turns: [],
};

const withTurn = (turns: ChatTurn[], turn: ChatTurn) => [...turns, turn].slice(-CONTEXT_TURNS);

export type Plan = 'free' | 'premium';

export type ChatCommand =
  | {
      type: 'SendMessage';
      userId: number;
      messageId: string;
      replyId: string;
      content: string;
      /** The user's Conversation History setting: off means the text is not stored. */
      keepHistory: boolean;
      plan: Plan;
      freeDailyLimit: number;
      ratePerMinute: number;
      /**
       * Replies whose generator is alive (its heartbeat is fresh). A pending reply that is not among
       * them was interrupted — its process went away — and no longer blocks the next message.
       */
      liveReplyIds: readonly string[];
      now: string;
    }
  | { type: 'CompleteReply'; userId: number; replyId: string; content: string; engine: 'offline' | 'openai'; now: string }
  | { type: 'FailReply'; userId: number; replyId: string; reason: 'ai-error' | 'interrupted'; error: string; code: string; now: string }
  | { type: 'ClearConversation'; userId: number; now: string };

const secondsUntil = (fromMs: number, toMs: number) => Math.max(1, Math.ceil((toMs - fromMs) / 1000));

function sendMessage(command: Extract<ChatCommand, { type: 'SendMessage' }>, state: Conversation): ChatEvent[] {
  const content = command.content.trim();
  if (content.length === 0) throw new ValidationError(MESSAGES.emptyMessage);
  if (content.length > CHAT_MAX_LENGTH) throw new ValidationError(MESSAGES.messageTooLong);

  const now = Date.parse(command.now);
  const lastMinute = state.usage.recent.map(Date.parse).filter((t) => now - t < MINUTE);
  if (lastMinute.length >= command.ratePerMinute) {
    throw new TooManyRequestsError(MESSAGES.rate, secondsUntil(now, Math.min(...lastMinute) + MINUTE));
  }
  const today = utcDay(command.now);
  const sentToday = state.usage.day === today ? state.usage.sentToday : 0;
  if (command.plan === 'free' && sentToday >= command.freeDailyLimit) {
    throw new TooManyRequestsError(MESSAGES.quota, secondsUntil(now, Date.parse(`${today}T00:00:00.000Z`) + 24 * 3600_000));
  }

  const events: ChatEvent[] = [];
  if (state.status === 'replying') {
    // Refused while the reply is alive; it counts as interrupted once its heartbeat is REPLY_STALE_MS old.
    if (command.liveReplyIds.includes(state.pending.replyId))
      throw new InProgressError('REPLY_IN_PROGRESS', MESSAGES.replyInProgress, REPLY_STALE_SECONDS);
    events.push(failed(command.userId, state.pending, 'interrupted', MESSAGES.replyInterrupted, 'REPLY_INTERRUPTED', command.now));
  }
  events.push({
    type: 'MessageSent',
    data: {
      userId: command.userId,
      messageId: command.messageId,
      replyId: command.replyId,
      sentAt: command.now,
      plan: command.plan,
      kept: command.keepHistory,
      chars: content.length,
      pii: command.keepHistory ? { content } : null,
    },
  });
  return events;
}

function failed(userId: number, p: PendingReply, reason: 'ai-error' | 'interrupted', error: string, code: string, now: string): ChatEvent {
  return { type: 'AssistantReplyFailed', data: { userId, messageId: p.messageId, replyId: p.replyId, failedAt: now, reason, error, code } };
}

/** The reply this command is about, when it is still the pending one (a clear or a newer message ends it). */
function pendingFor(state: Conversation, replyId: string): PendingReply | undefined {
  return state.status === 'replying' && state.pending.replyId === replyId ? state.pending : undefined;
}

export function decideChat(command: ChatCommand, state: Conversation): ChatEvent[] {
  switch (command.type) {
    case 'SendMessage':
      return sendMessage(command, state);
    case 'CompleteReply': {
      const pending = pendingFor(state, command.replyId);
      if (!pending) return [];
      return [
        {
          type: 'AssistantReplied',
          data: {
            userId: command.userId,
            messageId: pending.messageId,
            replyId: pending.replyId,
            repliedAt: command.now,
            engine: command.engine,
            kept: pending.kept,
            chars: command.content.length,
            pii: pending.kept ? { content: command.content } : null,
          },
        },
      ];
    }
    case 'FailReply': {
      const pending = pendingFor(state, command.replyId);
      if (!pending) return [];
      return [failed(command.userId, pending, command.reason, command.error, command.code, command.now)];
    }
    case 'ClearConversation': {
      if (!state.hasMessages && state.status === 'idle') return [];
      return [{ type: 'ConversationCleared', data: { userId: command.userId, clearedAt: command.now } }];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${(unhandled as { type: string }).type}`);
    }
  }
}

export function evolveChat(state: Conversation, event: ChatEvent): Conversation {
  switch (event.type) {
    case 'MessageSent': {
      const { sentAt, messageId, replyId, kept } = event.data;
      const day = utcDay(sentAt);
      const t = Date.parse(sentAt);
      const usage: Usage = {
        day,
        sentToday: state.usage.day === day ? state.usage.sentToday + 1 : 1,
        // Only the last minute matters to the rate limit; older times are dropped as we go.
        recent: [...state.usage.recent.filter((r) => t - Date.parse(r) < MINUTE), sentAt].slice(-1000),
      };
      const turns = event.data.pii ? withTurn(state.turns, { role: 'user', content: event.data.pii.content }) : state.turns;
      return { status: 'replying', usage, hasMessages: true, turns, pending: { messageId, replyId, since: sentAt, kept } };
    }
    case 'AssistantReplied': {
      if (!pendingFor(state, event.data.replyId)) return state;
      const turns = event.data.pii ? withTurn(state.turns, { role: 'assistant', content: event.data.pii.content }) : state.turns;
      return { status: 'idle', usage: state.usage, hasMessages: state.hasMessages, turns };
    }
    case 'AssistantReplyFailed': {
      const pending = pendingFor(state, event.data.replyId);
      if (!pending) return state;
      // A message that got no answer does not count against the free plan's daily quota.
      const refund = utcDay(pending.since) === state.usage.day ? 1 : 0;
      return {
        status: 'idle',
        usage: { ...state.usage, sentToday: Math.max(0, state.usage.sentToday - refund) },
        hasMessages: state.hasMessages,
        // The unanswered message leaves the context too, as it leaves the screen.
        turns: state.turns.at(-1)?.role === 'user' && pending.kept ? state.turns.slice(0, -1) : state.turns,
      };
    }
    case 'ConversationCleared':
      return { status: 'idle', usage: state.usage, hasMessages: false, turns: [] };
    default:
      return state;
  }
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
            pii: { caseSummary },
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
