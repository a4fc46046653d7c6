// The notifications module owns each user's notifications (stream `notifications-{userId}`): a
// worker reaction turns other modules' events into notifications by the recipient's preferences,
// scheduled ones wait for their time (the due loop), emails go out through infra/email, and the
// user marks them read. The view (projections/notifications) shows them and streams new ones.
import { defineModule } from '../../infra/module.js';
import { notificationsAccess } from './access.js';
import * as commands from './commands.js';
import { eventSchemas } from './events.js';
import { notificationsMigration } from './migration.js';
import { notificationEmails, notificationsFromEvents } from './reactions.js';
import { notificationsRouter } from './routes.js';

export * from './contract.js';
export { notificationsStream, notificationEventTypes, type NotificationEvent, type NotificationEventOf } from './events.js';
export { streamLookups } from './lookups.js';
export type { NotificationLookups, CaseFacts, InquiryFacts } from './rules.js';
export { notificationIdFor } from './commands.js';

export type NotificationsModuleDeps = commands.NotificationsDeps;

export interface NotificationsApi {
  /** Delivers the scheduled notifications due by `now` (the due loop's pass; tests call it with a time). */
  deliverDue(now?: Date): Promise<number>;
  /** Starts the worker's due loop (every NOTIFICATIONS_DUE_POLL_MS); stopped by the module's stop(). */
  startDueLoop(): void;
}

export const notifications = defineModule<NotificationsModuleDeps, NotificationsApi>({
  name: 'notifications',
  migrations: [notificationsMigration],
  events: eventSchemas,
  access: notificationsAccess,
  create(deps) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const pass = () => {
      running = commands.deliverDue(deps).catch((err) => deps.logger.error({ err }, 'notifications: due pass failed'));
      return running;
    };
    return {
      routes: [notificationsRouter(deps)],
      reactions: [notificationsFromEvents(deps), notificationEmails(deps)],
      api: {
        deliverDue: (now) => commands.deliverDue(deps, now),
        startDueLoop() {
          if (timer) return;
          void pass();
          timer = setInterval(() => void pass(), deps.config.NOTIFICATIONS_DUE_POLL_MS);
          timer.unref();
        },
      },
      async stop() {
        if (timer) clearInterval(timer);
        timer = undefined;
        await running;
      },
    };
  },
});
