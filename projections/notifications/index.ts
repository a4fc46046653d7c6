// The notifications view: the bell's list and unread count, and the live stream of new ones.
import type { Knex } from 'knex';
import type { Logger } from '../../infra/logger/index.js';
import type { ProjectionRunner } from '../../infra/projections/runner.js';
import { defineModule } from '../../infra/module.js';
import { NotificationHub } from './hub.js';
import { notificationsProjector, notificationsViewMigration } from './projector.js';
import { notificationsViewRouter } from './routes.js';
import { notificationsViewAccess } from './access.js';

export { listNotifications, unreadCount } from './queries.js';

export const notificationsView = defineModule<{ knex: Knex; logger: Logger; runner: ProjectionRunner }>({
  name: 'notifications-view',
  migrations: [notificationsViewMigration],
  projectors: [notificationsProjector],
  access: notificationsViewAccess,
  create(deps) {
    const hub = new NotificationHub(deps.knex, deps.logger);
    // In a process that runs the projector, a new row goes out as soon as it is written.
    const onProgress = (name: string) => {
      if (name === notificationsProjector.name) hub.wake();
    };
    deps.runner.progress.on('progress', onProgress);
    return {
      routes: [notificationsViewRouter({ knex: deps.knex, hub })],
      api: undefined,
      async stop() {
        deps.runner.progress.off('progress', onProgress);
        await hub.stop();
      },
    };
  },
});
