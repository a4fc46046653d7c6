// Query endpoint over the subscriptions view. A read never writes: the payment provider's clock
// runs on its own (the test provider's timer, Stripe's servers) and its events update the view.
import type { Knex } from 'knex';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import { getSubscription } from './queries.js';

export function subscriptionsRouter(deps: { knex: Knex }) {
  const router = createRouter();
  router.get('/api/subscription', requireUser(), async (ctx) => {
    ctx.body = await getSubscription(deps.knex, currentUser(ctx).id);
  });
  return router;
}
