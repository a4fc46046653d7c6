// Events of the conversation module. Two streams:
// - `conversation-{userId}`: the user's chats with the assistant — every conversation of the user
//   on this one stream, so the daily quota and the one-reply-at-a-time rule hold across them
//   (docs/decisions/0038). Events written before conversations existed carry no `conversationId`:
//   they belong to the user's first conversation, `legacyConversationId(userId)`;
// - `escalation-{id}`: one escalated case and its status changes.
// Message text and case summaries sit under `pii`, encrypted with the owner's key (piiSubject =
// the owner); after erasure they read back as null. With the Conversation History privacy
// setting off, the text is never put in an event at all (`kept: false`, `pii: null`).
import { v5 as uuidv5 } from 'uuid';
import { z } from 'zod';
import { escalationStatusSchema, urgencySchema } from './contract.js';

const at = z.string();
const engine = z.enum(['offline', 'openai']);
/** Optional: absent on events written before a user could have several conversations (the legacy one). */
const conversationId = z.uuid().optional();

/** The namespace of the users' first conversations' ids (UUID v5). */
const LEGACY_NAMESPACE = '5d3c9f0e-2a6b-4c1d-8e7f-90a1b2c3d4e5';

/**
 * The id of the conversation that events without a `conversationId` belong to: the one each user
 * had before there were several. Deterministic (a UUID v5 of the user id), so the decider and the
 * views agree without storing it anywhere.
 */
export function legacyConversationId(userId: number): string {
  return uuidv5(`conversation:${userId}`, LEGACY_NAMESPACE);
}

/** The conversation an event belongs to (the legacy one when it names none). */
export const conversationOf = (data: { userId: number; conversationId?: string }): string =>
  data.conversationId ?? legacyConversationId(data.userId);

export const eventSchemas = {
  ConversationStarted: z.object({ userId: z.number().int(), conversationId: z.uuid(), startedAt: at }),
  ConversationRenamed: z.object({
    userId: z.number().int(),
    conversationId: z.uuid(),
    renamedAt: at,
    pii: z.object({ title: z.string() }).nullable(),
  }),
  /** The conversation and its messages are gone for the user (a reply being written in it is dropped). */
  ConversationDeleted: z.object({ userId: z.number().int(), conversationId: z.uuid(), deletedAt: at }),
  MessageSent: z.object({
    userId: z.number().int(),
    conversationId,
    messageId: z.uuid(),
    /** The assistant's reply to this message gets this id (it is also the reply message's id). */
    replyId: z.uuid(),
    sentAt: at,
    plan: z.enum(['free', 'premium']),
    /** False when the user's Conversation History setting was off: the text was not stored. */
    kept: z.boolean(),
    chars: z.number().int(),
    pii: z.object({ content: z.string() }).nullable(),
    /** Sent by Regenerate: the earlier message whose question this one asks again. */
    regenerateOf: z.uuid().optional(),
  }),
  AssistantReplied: z.object({
    userId: z.number().int(),
    conversationId,
    messageId: z.uuid(),
    replyId: z.uuid(),
    repliedAt: at,
    engine,
    kept: z.boolean(),
    chars: z.number().int(),
    pii: z.object({ content: z.string() }).nullable(),
    /** The user stopped the reply: the text is what had been written by then. */
    stopped: z.literal(true).optional(),
  }),
  AssistantReplyFailed: z.object({
    userId: z.number().int(),
    conversationId,
    messageId: z.uuid(),
    replyId: z.uuid(),
    failedAt: at,
    /** 'ai-error': the engine failed; 'interrupted': the process making the reply went away. */
    reason: z.enum(['ai-error', 'interrupted']),
    /** The error as shown to the user (never personal data). */
    error: z.string(),
    code: z.string(),
  }),
  ConversationCleared: z.object({ userId: z.number().int(), conversationId, clearedAt: at }),
  EscalationTaken: z.object({
    escalationId: z.number().int(),
    userId: z.number().int(),
    caseId: z.string(),
    urgency: urgencySchema,
    takenAt: at,
    pii: z
      .object({
        caseSummary: z.string(),
        /** Where the client is and the kind of work, for routing to the directory (absent: the staff queue only). */
        routing: z.object({ investigationType: z.string(), location: z.string() }).optional(),
      })
      .nullable(),
  }),
  EscalationStatusChanged: z.object({
    escalationId: z.number().int(),
    from: escalationStatusSchema,
    to: escalationStatusSchema,
    /** The staff member who changed it. */
    changedBy: z.number().int(),
    changedAt: at,
  }),
} as const;

type Schemas = typeof eventSchemas;
export type ConversationEventType = keyof Schemas;
export type ConversationModuleEvent = { [K in ConversationEventType]: { type: K; data: z.infer<Schemas[K]> } }[ConversationEventType];
export type ConversationModuleEventOf<K extends ConversationEventType> = Extract<ConversationModuleEvent, { type: K }>;

export type ChatEvent = ConversationModuleEventOf<
  | 'ConversationStarted'
  | 'ConversationRenamed'
  | 'ConversationDeleted'
  | 'MessageSent'
  | 'AssistantReplied'
  | 'AssistantReplyFailed'
  | 'ConversationCleared'
>;
export type EscalationEvent = ConversationModuleEventOf<'EscalationTaken' | 'EscalationStatusChanged'>;

export const chatEventTypes = [
  'ConversationStarted',
  'ConversationRenamed',
  'ConversationDeleted',
  'MessageSent',
  'AssistantReplied',
  'AssistantReplyFailed',
  'ConversationCleared',
] as const;
export const escalationEventTypes = ['EscalationTaken', 'EscalationStatusChanged'] as const;

export const conversationStream = (userId: number) => `conversation-${userId}`;
export const escalationStream = (escalationId: number) => `escalation-${escalationId}`;
