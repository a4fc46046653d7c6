// Requests and responses of the notification endpoints, and the words shared by the server and
// the web app (the bell, the list, the admin outbox).
import * as z from 'zod/mini';
import '../../infra/http/zod-english.js';

export const MESSAGES = {
  notificationNotFound: 'Notification not found',
  notificationId: 'Notification id must be a uuid',
} as const;

/** What a notification is about (SPEC §3's `type`). */
export const NOTIFICATION_KINDS = [
  'escalation-update',
  'escalation-new',
  'escalation-offered',
  'analysis-completed',
  'case-status',
  'case-comment',
  'inquiry-received',
  'inquiry-answered',
  'consultation-booked',
  'consultation-reminder',
  'consultation-cancelled',
  'subscription-alert',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * Which Settings › Notifications toggles govern it (docs/decisions/0005-notifications.md):
 * - case-updates: email 'Case Updates', in-app 'Case Reminders';
 * - investigator-messages: email 'Human Investigator Messages', in-app 'Case Reminders';
 * - case-reminders: email 'Case Updates', in-app 'Case Reminders';
 * - subscription-alerts: in-app 'Subscription Alerts' only (there is no email toggle for them);
 * - marketing: email 'Marketing & Promotions' only (Casebook sends none today).
 */
export const NOTIFICATION_CATEGORIES = [
  'case-updates',
  'investigator-messages',
  'case-reminders',
  'subscription-alerts',
  'marketing',
] as const;
export const notificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES);
export type NotificationCategory = z.infer<typeof notificationCategorySchema>;

export const PRIORITIES = ['low', 'medium', 'high'] as const;
export const prioritySchema = z.enum(PRIORITIES);
export type Priority = z.infer<typeof prioritySchema>;

/** Ids and links only: nothing personal (that is in the title and message). */
export const notificationDataSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationIdParam = z.uuid({ error: MESSAGES.notificationId });

/** One notification as the bell's list shows it (SPEC §3 notifications). */
export const notificationResponse = z.object({
  id: z.string(),
  type: notificationKindSchema,
  title: z.string(),
  message: z.string(),
  data: notificationDataSchema,
  priority: prioritySchema,
  isRead: z.boolean(),
  scheduledFor: z.nullable(z.string()),
  createdAt: z.string(),
  /** When it became visible (its scheduled time for a reminder; its creation otherwise). */
  deliveredAt: z.string(),
});
export type NotificationResponse = z.infer<typeof notificationResponse>;

/** GET /api/notifications. `cursor` is where the live stream takes over (its Last-Event-ID). */
export const notificationListResponse = z.object({
  items: z.array(notificationResponse),
  unreadCount: z.int().check(z.minimum(0)),
  cursor: z.string(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

/** `event: notification` of GET /api/notifications/stream (with `id: <cursor>`). */
export const notificationStreamEvent = z.object({ notification: notificationResponse, unreadCount: z.int().check(z.minimum(0)) });
export type NotificationStreamEvent = z.infer<typeof notificationStreamEvent>;

/**
 * `event: changed` of GET /api/notifications/stream: answers of the user's at or under these API
 * paths changed (a case's or a document's status); the browser reads its open ones again.
 */
export const liveChangedEvent = z.object({ paths: z.array(z.string().check(z.regex(/^\/api\//))) });
export type LiveChangedEvent = z.infer<typeof liveChangedEvent>;

/** POST /api/notifications/read-all and PATCH /api/notifications/:id/read. */
export const markReadResponse = z.object({ unreadCount: z.int().check(z.minimum(0)), marked: z.int().check(z.minimum(0)) });
export type MarkReadResponse = z.infer<typeof markReadResponse>;

/**
 * GET /api/admin/outbox: what an operator needs of each kept email (issue 29 M3) — what kind it is,
 * to whom masked (`a***@example.com`), when, its size. No subject (it may name people) and no body:
 * those are the recipient's.
 */
export const outboxEntry = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  date: z.string(),
  sizeBytes: z.int(),
});
export const outboxResponse = z.object({
  /** 'outbox': emails are kept under DATA_DIR/outbox and listed here; 'smtp': sent, none kept. */
  adapter: z.enum(['smtp', 'outbox']),
  emails: z.array(outboxEntry),
});
export type OutboxResponse = z.infer<typeof outboxResponse>;
