// The notifications view: the bell's list and unread count, and the live stream of new ones.
import type { Knex } from 'knex';
import type { ViewCipher } from '../../infra/crypto/view-cipher.js';
import type { Logger } from '../../infra/logger/index.js';
import type { ProjectionRunner } from '../../infra/projections/runner.js';
import { defineModule } from '../../infra/module.js';
import type { LiveChanges } from '../../infra/http/live-changes.js';
import { NotificationHub } from './hub.js';
import { notificationsProjector, notificationsViewMigration } from './projector.js';
import { notificationsViewRouter } from './routes.js';
import { notificationsViewAccess } from './access.js';

export { listNotifications, unreadCount } from './queries.js';

/** `live`: hints that other answers of the user changed, relayed on the user’s stream (the views declare them: infra/projections/read-side.ts). */
export const notificationsView = defineModule<{
  knex: Knex;
  cipher: ViewCipher;
  logger: Logger;
  runner: ProjectionRunner;
  live?: LiveChanges;
}>({
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
    // In an API process without projectors, the signal that a checkpoint moved elsewhere (NOTIFY)
    // wakes it; the hub's timer stays as the fallback while signals are down.
    const offRemote = deps.runner.onCheckpointsMoved(() => hub.wake());
    return {
      routes: [notificationsViewRouter({ knex: deps.knex, cipher: deps.cipher, hub, live: deps.live })],
      api: undefined,
      async stop() {
        offRemote();
        deps.runner.progress.off('progress', onProgress);
        await hub.stop();
      },
    };
  },
});
