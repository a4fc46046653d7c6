// Given events / when command / then events, for one recipient's notifications.
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../infra/http/errors.js';
import { decide, evolve, initialInbox, type Inbox, type NewNotification, type NotificationCommand } from './decider.js';
import type { NotificationEvent } from './events.js';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const T0 = '2026-05-01T10:00:00.000Z';
const T1 = '2026-05-02T10:00:00.000Z';

const fresh = (over: Partial<NewNotification> = {}): NewNotification => ({
  notificationId: A,
  userId: 7,
  kind: 'escalation-update',
  category: 'case-updates',
  priority: 'medium',
  source: { eventId: 'evt-1', type: 'EscalationStatusChanged' },
  group: null,
  channels: { inApp: true, email: true },
  scheduledFor: null,
  data: { escalationId: 3 },
  pii: { title: 'T', message: 'M' },
  ...over,
});

const created = (over: Partial<NewNotification> = {}): NotificationEvent => ({
  type: 'NotificationCreated',
  data: { ...fresh(over), createdAt: T0 },
});
const given = (...events: NotificationEvent[]): Inbox => events.reduce(evolve, initialInbox);
const when = (state: Inbox, command: NotificationCommand) => decide(command, state);

describe('notifications decider', () => {
  it('creates a notification once: the same one again decides nothing', () => {
    expect(when(given(), { type: 'CreateNotification', notification: fresh(), now: T0 })).toEqual([created()]);
    expect(when(given(created()), { type: 'CreateNotification', notification: fresh(), now: T1 })).toEqual([]);
  });

  it('makes nothing when neither channel is wanted', () => {
    expect(
      when(given(), { type: 'CreateNotification', notification: fresh({ channels: { inApp: false, email: false } }), now: T0 }),
    ).toEqual([]);
  });

  it('delivers a scheduled notification only once its time has come, and once', () => {
    const state = given(created({ scheduledFor: T1 }));
    expect(when(state, { type: 'DeliverDue', notificationId: A, now: T0 })).toEqual([]);
    const due = when(state, { type: 'DeliverDue', notificationId: A, now: T1 });
    expect(due).toEqual([{ type: 'NotificationDue', data: { notificationId: A, userId: 7, dueAt: T1, deliveredAt: T1 } }]);
    expect(when(given(created({ scheduledFor: T1 }), ...due), { type: 'DeliverDue', notificationId: A, now: T1 })).toEqual([]);
  });

  it('a pending notification cannot be read; it shows once due', () => {
    const pending = given(created({ scheduledFor: T1 }));
    expect(() => when(pending, { type: 'MarkRead', notificationId: A, now: T0 })).toThrow(NotFoundError);
    const due = given(created({ scheduledFor: T1 }), {
      type: 'NotificationDue',
      data: { notificationId: A, userId: 7, dueAt: T1, deliveredAt: T1 },
    });
    expect(when(due, { type: 'MarkRead', notificationId: A, now: T1 })).toEqual([
      { type: 'NotificationRead', data: { notificationId: A, userId: 7, readAt: T1 } },
    ]);
  });

  it('cancels the pending notifications of a group, not the delivered ones nor other groups', () => {
    const state = given(
      created({ notificationId: A, group: 'consultation-1', scheduledFor: T1 }),
      created({ notificationId: B, group: 'consultation-2', scheduledFor: T1 }),
    );
    expect(when(state, { type: 'CancelGroup', group: 'consultation-1', reason: 'rescheduled', now: T0 })).toEqual([
      { type: 'NotificationCancelled', data: { notificationId: A, userId: 7, reason: 'rescheduled', cancelledAt: T0 } },
    ]);
    const cancelled = given(created({ notificationId: A, group: 'consultation-1', scheduledFor: T1 }), {
      type: 'NotificationCancelled',
      data: { notificationId: A, userId: 7, reason: 'cancelled', cancelledAt: T0 },
    });
    expect(when(cancelled, { type: 'DeliverDue', notificationId: A, now: T1 })).toEqual([]);
  });

  it('marks one read once; an unknown id is not found', () => {
    const state = given(created());
    const read = when(state, { type: 'MarkRead', notificationId: A, now: T1 });
    expect(read).toHaveLength(1);
    expect(when(given(created(), ...read), { type: 'MarkRead', notificationId: A, now: T1 })).toEqual([]);
    expect(() => when(state, { type: 'MarkRead', notificationId: B, now: T1 })).toThrow(NotFoundError);
    expect(() => when(given(), { type: 'MarkRead', notificationId: A, now: T1 })).toThrow(NotFoundError);
  });

  it('an email-only notification is not in the bell: it cannot be read, nor is it marked by read-all', () => {
    const state = given(created({ channels: { inApp: false, email: true } }));
    expect(() => when(state, { type: 'MarkRead', notificationId: A, now: T1 })).toThrow(NotFoundError);
    expect(when(state, { type: 'MarkAllRead', userId: 7, now: T1 })).toEqual([]);
  });

  it('read-all names the shown unread ones and nothing when there are none', () => {
    const state = given(created({ notificationId: A }), created({ notificationId: B }), {
      type: 'NotificationRead',
      data: { notificationId: A, userId: 7, readAt: T0 },
    });
    expect(when(state, { type: 'MarkAllRead', userId: 7, now: T1 })).toEqual([
      { type: 'AllNotificationsRead', data: { userId: 7, notificationIds: [B], readAt: T1 } },
    ]);
    const all = given(created({ notificationId: A }), {
      type: 'AllNotificationsRead',
      data: { userId: 7, notificationIds: [A], readAt: T1 },
    });
    expect(when(all, { type: 'MarkAllRead', userId: 7, now: T1 })).toEqual([]);
  });

  it('records an email once', () => {
    const state = given(created());
    const sent = when(state, { type: 'RecordEmailed', notificationId: A, messageId: '<a@casebook.local>', adapter: 'outbox', now: T1 });
    expect(sent).toEqual([
      {
        type: 'NotificationEmailed',
        data: { notificationId: A, userId: 7, messageId: '<a@casebook.local>', adapter: 'outbox', emailedAt: T1 },
      },
    ]);
    expect(
      when(given(created(), ...sent), { type: 'RecordEmailed', notificationId: A, messageId: 'x', adapter: 'outbox', now: T1 }),
    ).toEqual([]);
  });
});
