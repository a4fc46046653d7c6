// Events of the notifications module, one stream per recipient: `notifications-{userId}`. The
// title and message may quote the recipient's own case (its title, a comment on it), so they sit
// under `pii`, encrypted with the recipient's key; after erasure they read back as null.
import { z } from 'zod';
import { notificationCategorySchema, notificationDataSchema, notificationKindSchema, prioritySchema } from './contract.js';

const at = z.string();
const notificationId = z.uuid();
const userId = z.number().int();

export const eventSchemas = {
  NotificationCreated: z.object({
    notificationId,
    userId,
    kind: notificationKindSchema,
    category: notificationCategorySchema,
    priority: prioritySchema,
    /** The event it was made from (its id names the notification: the same event twice makes one). */
    source: z.object({ eventId: z.string(), type: z.string() }),
    /** Notifications of one subject (a consultation's reminders), so a later fact can cancel them. */
    group: z.string().nullable(),
    /** Decided from the recipient's preferences when it was made. */
    channels: z.object({ inApp: z.boolean(), email: z.boolean() }),
    /** Not shown nor sent before this time; null = at once. */
    scheduledFor: at.nullable(),
    createdAt: at,
    data: notificationDataSchema,
    pii: z.object({ title: z.string(), message: z.string() }).nullable(),
  }),
  /** A scheduled notification's time came: it shows and is sent now. */
  NotificationDue: z.object({ notificationId, userId, dueAt: at, deliveredAt: at }),
  /** A scheduled notification that will not be delivered (its consultation moved or was cancelled). */
  NotificationCancelled: z.object({ notificationId, userId, reason: z.enum(['rescheduled', 'cancelled']), cancelledAt: at }),
  NotificationRead: z.object({ notificationId, userId, readAt: at }),
  AllNotificationsRead: z.object({ userId, notificationIds: z.array(notificationId).min(1), readAt: at }),
  NotificationEmailed: z.object({ notificationId, userId, messageId: z.string(), adapter: z.enum(['smtp', 'outbox']), emailedAt: at }),
} as const;

type Schemas = typeof eventSchemas;
export type NotificationEventType = keyof Schemas;
export type NotificationEvent = { [K in NotificationEventType]: { type: K; data: z.infer<Schemas[K]> } }[NotificationEventType];
export type NotificationEventOf<K extends NotificationEventType> = Extract<NotificationEvent, { type: K }>;

export const notificationEventTypes = Object.keys(eventSchemas) as NotificationEventType[];

export const notificationsStream = (userId: number) => `notifications-${userId}`;
