// Worker policies of the notifications module (at least once, so idempotent):
// - events → notifications, by the rules and the recipients' preferences;
// - notifications → emails, when one is owed;
// - identity's events → the staff list the rules read.
import { ZodError } from 'zod';
import type { Reaction } from '../../infra/projections/types.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';
import { cancelGroup, createNotification, sendOwedEmail, type NotificationsDeps } from './commands.js';
import type { NotificationEventOf } from './events.js';
import { planFor, SOURCE_EVENT_TYPES } from './rules.js';

export const notificationsFromEvents = (deps: NotificationsDeps): Reaction => ({
  name: 'notifications.from-events',
  handles: [...SOURCE_EVENT_TYPES, 'UserRegistered', 'UserErased'],
  async handle(event) {
    if (event.type === 'UserRegistered' || event.type === 'UserErased') return rememberStaff(deps, event);
    let plan;
    try {
      plan = await planFor(event, deps.lookups, { now: new Date(), reminderHours: deps.config.CONSULTATION_REMINDER_HOURS });
    } catch (err) {
      // An event of another module whose shape this module does not know: nothing to notify,
      // and retrying would not change that.
      if (err instanceof ZodError) {
        deps.logger.warn(
          { eventId: event.id, type: event.type, issues: err.issues },
          'notifications: source event not understood; skipped',
        );
        return;
      }
      throw err;
    }
    const ctx = { causationId: event.id, ...(event.metadata.correlationId ? { correlationId: event.metadata.correlationId } : {}) };
    for (const c of plan.cancel) await cancelGroup(deps, c.recipientId, c.group, c.reason, ctx);
    for (const n of plan.create) await createNotification(deps, n, { eventId: event.id, type: event.type }, ctx);
  },
});

async function rememberStaff(deps: NotificationsDeps, event: RecordedEvent) {
  const d = event.data as { userId: number; role?: string };
  if (event.type === 'UserRegistered') {
    if (d.role === 'investigator' || d.role === 'admin') {
      await deps.knex('notification_staff').insert({ user_id: d.userId }).onConflict('user_id').ignore();
    }
    return;
  }
  deps.lookups.forgetUser?.(d.userId);
  await deps.knex('notification_staff').where({ user_id: d.userId }).delete();
  await deps.knex('notification_schedule').where({ user_id: d.userId }).delete();
}

export const notificationEmails = (deps: NotificationsDeps): Reaction => ({
  name: 'notifications.email',
  handles: ['NotificationCreated', 'NotificationDue'],
  async handle(event) {
    if (event.type === 'NotificationCreated') {
      const d = (event as unknown as NotificationEventOf<'NotificationCreated'>).data;
      // A scheduled one is sent when it comes due.
      if (!d.channels.email || d.scheduledFor !== null) return;
      await sendOwedEmail(deps, d.userId, d.notificationId);
      return;
    }
    const d = (event as unknown as NotificationEventOf<'NotificationDue'>).data;
    await sendOwedEmail(deps, d.userId, d.notificationId);
  },
});
