// Query endpoint over the subscriptions view. A read never writes: the payment provider's clock
// runs on its own (the test provider's timer, Stripe's servers) and its events update the view.
//
// With a read cache (infra/http/read-cache.ts) the answer is kept per user: dropped when the view
// writes the user's row (app/server.ts), and kept at most until the moment the clock alone changes
// it (a cancelled subscription's end).
import type { Knex } from 'knex';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import type { ReadCache } from '../../infra/http/read-cache.js';
import { getSubscriptionWithValidity } from './queries.js';

/** The read cache's scope of GET /api/subscription (key: the user id). */
export const SUBSCRIPTION_SCOPE = 'subscription';

export function subscriptionsRouter(deps: { knex: Knex; reads?: ReadCache }) {
  const router = createRouter();
  router.get('/api/subscription', requireUser(), async (ctx) => {
    const userId = currentUser(ctx).id;
    if (deps.reads) return deps.reads.respond(ctx, SUBSCRIPTION_SCOPE, userId, () => getSubscriptionWithValidity(deps.knex, userId));
    ctx.body = (await getSubscriptionWithValidity(deps.knex, userId)).value;
  });
  return router;
}
