// Query endpoint over the subscriptions view.
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireUser } from '../../infra/http/auth.js';
import { billingEventTypes, paymentClock } from '../../modules/billing/commands.js';
import { getSubscription } from './queries.js';

export const subscriptionsRouter = createRouter();

subscriptionsRouter.get('/api/subscription', requireUser(), async (ctx) => {
  const { deps } = ctx.state;
  // The local test provider has no clock of its own: it ends and renews what is due first.
  if (await paymentClock(deps)) {
    await deps.runner.waitFor(await deps.store.headPosition(), billingEventTypes, deps.config.READ_YOUR_WRITES_TIMEOUT_MS);
  }
  ctx.body = await getSubscription(deps.knex, currentUser(ctx).id);
});
