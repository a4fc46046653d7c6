// The subscriptions view: one row per user who ever started a premium subscription, as the
// Subscription screen reads it.
import type { Knex } from 'knex';
import { defineModule } from '../../infra/module.js';
import { declareView } from '../../infra/projections/read-side.js';
import { subscriptionsProjector, subscriptionsViewMigration } from './projector.js';
import { subscriptionsRouter, SUBSCRIPTION_SCOPE } from './routes.js';
import { subscriptionsAccess } from './access.js';
import { userKeys, type ReadCache } from '../../infra/http/read-cache.js';
import type { RecordedEvent } from '../../infra/eventstore/types.js';

export { getSubscription } from './queries.js';
export { SUBSCRIPTION_SCOPE } from './routes.js';

/** The read-cache entries a batch of the subscriptions projector changed: each event's user. */
export function subscriptionsReadDrops(events: readonly Pick<RecordedEvent, 'data'>[]): string[] {
  return userKeys(SUBSCRIPTION_SCOPE, events);
}

export const subscriptionsView = defineModule<{ knex: Knex; reads?: ReadCache }>({
  name: 'subscriptions-view',
  migrations: [subscriptionsViewMigration],
  projectors: [declareView(subscriptionsProjector, { cache: { scope: SUBSCRIPTION_SCOPE, drops: subscriptionsReadDrops } })],
  access: subscriptionsAccess,
  create: (deps) => ({ routes: [subscriptionsRouter(deps)], api: undefined }),
});
