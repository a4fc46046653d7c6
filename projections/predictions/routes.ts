// Query endpoints over the predictions view: the signed-in user's own predictions, and the market
// analysis of completed cases on the platform (small groups suppressed).
import type { Knex } from 'knex';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole } from '../../infra/http/auth.js';
import { ValidationError } from '../../infra/http/errors.js';
import { MARKET_MESSAGES, marketFilterSchema } from '../../modules/casework/index.js';
import { listPredictions, marketAnalysis } from './queries.js';

export function predictionsRouter(deps: { knex: Knex }) {
  const router = createRouter();
  // Auditors read case histories and nothing else (DECISIONS.md).
  const readers = requireRole('client', 'investigator', 'admin');

  router.get('/api/predictions', readers, async (ctx) => {
    ctx.body = await listPredictions(deps.knex, currentUser(ctx).id);
  });

  router.get('/api/market-analysis', readers, async (ctx) => {
    const raw = ctx.query.filter;
    const filter = marketFilterSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
    if (!filter.success) throw new ValidationError(MARKET_MESSAGES.filter);
    ctx.body = await marketAnalysis(deps.knex, filter.data);
  });

  return router;
}
