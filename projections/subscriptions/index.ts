// The subscriptions view: one row per user who ever started a premium subscription, as the
// Subscription screen reads it.
import type { Knex } from 'knex';
import { defineModule } from '../../infra/module.js';
import { subscriptionsProjector, subscriptionsViewMigration } from './projector.js';
import { subscriptionsRouter } from './routes.js';
import { subscriptionsAccess } from './access.js';

export { getSubscription } from './queries.js';

export const subscriptionsView = defineModule<{ knex: Knex }>({
  name: 'subscriptions-view',
  migrations: [subscriptionsViewMigration],
  projectors: [subscriptionsProjector],
  access: subscriptionsAccess,
  create: (deps) => ({ routes: [subscriptionsRouter(deps)], api: undefined }),
});
