// Pure rules of one recipient's notifications: decide(command, state) → events; evolve. Time and
// ids come in on the command; whether the recipient wants a channel is decided before (rules.ts).
import { NotFoundError } from '../../infra/http/errors.js';
import { MESSAGES } from './contract.js';
import type { NotificationEvent, NotificationEventOf } from './events.js';

export interface NotificationItem {
  id: string;
  group: string | null;
  inApp: boolean;
  email: boolean;
  scheduledFor: string | null;
  /** Its time has come (at once, or its NotificationDue). */
  delivered: boolean;
  cancelled: boolean;
  read: boolean;
  emailed: boolean;
}

export type Inbox = { status: 'none' } | { status: 'active'; userId: number; items: Readonly<Record<string, NotificationItem>> };

export const initialInbox: Inbox = { status: 'none' };

export type NewNotification = Omit<NotificationEventOf<'NotificationCreated'>['data'], 'createdAt'>;

export type NotificationCommand =
  | { type: 'CreateNotification'; notification: NewNotification; now: string }
  | { type: 'DeliverDue'; notificationId: string; now: string }
  | { type: 'CancelGroup'; group: string; reason: 'rescheduled' | 'cancelled'; now: string }
  | { type: 'MarkRead'; notificationId: string; now: string }
  | { type: 'MarkAllRead'; userId: number; now: string }
  | { type: 'RecordEmailed'; notificationId: string; messageId: string; adapter: 'smtp' | 'outbox'; now: string };

/** Shown in the bell: in-app, its time has come, not cancelled. */
export const isShown = (i: NotificationItem) => i.inApp && i.delivered && !i.cancelled;
/** Owed an email: its time has come and none was sent yet. */
export const owesEmail = (i: NotificationItem) => i.email && i.delivered && !i.cancelled && !i.emailed;
/** Waiting for its scheduled time. */
export const isPending = (i: NotificationItem) => i.scheduledFor !== null && !i.delivered && !i.cancelled;

const itemsOf = (s: Inbox) => (s.status === 'active' ? s.items : {});

export function decide(command: NotificationCommand, state: Inbox): NotificationEvent[] {
  const items = itemsOf(state);
  switch (command.type) {
    case 'CreateNotification': {
      const n = command.notification;
      // The same source event seen again (at-least-once): already made.
      if (items[n.notificationId]) return [];
      if (!n.channels.inApp && !n.channels.email) return [];
      return [{ type: 'NotificationCreated', data: { ...n, createdAt: command.now } }];
    }
    case 'DeliverDue': {
      const item = items[command.notificationId];
      if (!item || !isPending(item) || item.scheduledFor! > command.now) return [];
      if (state.status !== 'active') return [];
      return [
        {
          type: 'NotificationDue',
          data: { notificationId: item.id, userId: state.userId, dueAt: item.scheduledFor!, deliveredAt: command.now },
        },
      ];
    }
    case 'CancelGroup': {
      if (state.status !== 'active') return [];
      return Object.values(items)
        .filter((i) => i.group === command.group && isPending(i))
        .map((i) => ({
          type: 'NotificationCancelled' as const,
          data: { notificationId: i.id, userId: state.userId, reason: command.reason, cancelledAt: command.now },
        }));
    }
    case 'MarkRead': {
      const item = items[command.notificationId];
      // Someone else's notification is not in this stream: it answers like a missing one.
      if (state.status !== 'active' || !item || !isShown(item)) throw new NotFoundError(MESSAGES.notificationNotFound);
      if (item.read) return [];
      return [{ type: 'NotificationRead', data: { notificationId: item.id, userId: state.userId, readAt: command.now } }];
    }
    case 'MarkAllRead': {
      const ids = Object.values(items)
        .filter((i) => isShown(i) && !i.read)
        .map((i) => i.id);
      if (ids.length === 0) return [];
      return [{ type: 'AllNotificationsRead', data: { userId: command.userId, notificationIds: ids, readAt: command.now } }];
    }
    case 'RecordEmailed': {
      const item = items[command.notificationId];
      if (state.status !== 'active' || !item || item.emailed) return [];
      return [
        {
          type: 'NotificationEmailed',
          data: {
            notificationId: item.id,
            userId: state.userId,
            messageId: command.messageId,
            adapter: command.adapter,
            emailedAt: command.now,
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

function update(state: Inbox, id: string, change: Partial<NotificationItem>): Inbox {
  if (state.status !== 'active') return state;
  const item = state.items[id];
  if (!item) return state;
  return { ...state, items: { ...state.items, [id]: { ...item, ...change } } };
}

export function evolve(state: Inbox, event: NotificationEvent): Inbox {
  switch (event.type) {
    case 'NotificationCreated': {
      const d = event.data;
      const items = itemsOf(state);
      const item: NotificationItem = {
        id: d.notificationId,
        group: d.group,
        inApp: d.channels.inApp,
        email: d.channels.email,
        scheduledFor: d.scheduledFor,
        delivered: d.scheduledFor === null,
        cancelled: false,
        read: false,
        emailed: false,
      };
      return { status: 'active', userId: d.userId, items: { ...items, [item.id]: item } };
    }
    case 'NotificationDue':
      return update(state, event.data.notificationId, { delivered: true });
    case 'NotificationCancelled':
      return update(state, event.data.notificationId, { cancelled: true });
    case 'NotificationRead':
      return update(state, event.data.notificationId, { read: true });
    case 'AllNotificationsRead':
      return event.data.notificationIds.reduce((s, id) => update(s, id, { read: true }), state);
    case 'NotificationEmailed':
      return update(state, event.data.notificationId, { emailed: true });
    default:
      return state;
  }
}
