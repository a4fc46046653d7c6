// Events of the conversation module. Two streams:
// - `conversation-{userId}`: the user's chat with the assistant (one stream per user);
// - `escalation-{id}`: one escalated case and its status changes.
// Message text and case summaries sit under `pii`, encrypted with the owner's key (piiSubject =
// the owner); after erasure they read back as null. With the Conversation History privacy
// setting off, the text is never put in an event at all (`kept: false`, `pii: null`).
import { z } from 'zod';
import { escalationStatusSchema, urgencySchema } from './contract.js';

const at = z.string();
const engine = z.enum(['offline', 'openai']);

export const eventSchemas = {
  MessageSent: z.object({
    userId: z.number().int(),
    messageId: z.uuid(),
    /** The assistant's reply to this message gets this id (it is also the reply message's id). */
    replyId: z.uuid(),
    sentAt: at,
    plan: z.enum(['free', 'premium']),
    /** False when the user's Conversation History setting was off: the text was not stored. */
    kept: z.boolean(),
    chars: z.number().int(),
    pii: z.object({ content: z.string() }).nullable(),
  }),
  AssistantReplied: z.object({
    userId: z.number().int(),
    messageId: z.uuid(),
    replyId: z.uuid(),
    repliedAt: at,
    engine,
    kept: z.boolean(),
    chars: z.number().int(),
    pii: z.object({ content: z.string() }).nullable(),
  }),
  AssistantReplyFailed: z.object({
    userId: z.number().int(),
    messageId: z.uuid(),
    replyId: z.uuid(),
    failedAt: at,
    /** 'ai-error': the engine failed; 'interrupted': the process making the reply went away. */
    reason: z.enum(['ai-error', 'interrupted']),
    /** The error as shown to the user (never personal data). */
    error: z.string(),
    code: z.string(),
  }),
  ConversationCleared: z.object({ userId: z.number().int(), clearedAt: at }),
  EscalationTaken: z.object({
    escalationId: z.number().int(),
    userId: z.number().int(),
    caseId: z.string(),
    urgency: urgencySchema,
    takenAt: at,
    pii: z.object({ caseSummary: z.string() }).nullable(),
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

export type ChatEvent = ConversationModuleEventOf<'MessageSent' | 'AssistantReplied' | 'AssistantReplyFailed' | 'ConversationCleared'>;
export type EscalationEvent = ConversationModuleEventOf<'EscalationTaken' | 'EscalationStatusChanged'>;

export const chatEventTypes = ['MessageSent', 'AssistantReplied', 'AssistantReplyFailed', 'ConversationCleared'] as const;
export const escalationEventTypes = ['EscalationTaken', 'EscalationStatusChanged'] as const;

export const conversationStream = (userId: number) => `conversation-${userId}`;
export const escalationStream = (escalationId: number) => `escalation-${escalationId}`;
