// Query endpoints over the predictions view: the signed-in user's own predictions, and the market
// analysis of completed cases on the platform (small groups suppressed).
import type { Knex } from 'knex';
import type { ViewCipher } from '../../infra/crypto/view-cipher.js';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole } from '../../infra/http/auth.js';
import { ValidationError } from '../../infra/http/errors.js';
import { MARKET_MESSAGES, marketFilterSchema } from '../../modules/casework/index.js';
import type { ReadCache } from '../../infra/http/read-cache.js';
import { listPredictions, marketAnalysis } from './queries.js';

/**
 * The read cache's scope of GET /api/predictions (key: the user id). Each prediction shows figures
 * of comparable cases (other users'), so a change to any case drops the whole scope; only a new
 * case, which has no prediction yet, drops its owner's list alone (index.ts).
 */
export const PREDICTIONS_SCOPE = 'predictions';

export function predictionsRouter(deps: { knex: Knex; cipher: ViewCipher; reads?: ReadCache }) {
  const router = createRouter();
  // Auditors read case histories and nothing else (DECISIONS.md).
  const readers = requireRole('client', 'investigator', 'admin');

  router.get('/api/predictions', readers, async (ctx) => {
    const userId = currentUser(ctx).id;
    if (deps.reads) return deps.reads.respond(ctx, PREDICTIONS_SCOPE, userId, async () => ({ value: await listPredictions(deps, userId) }));
    ctx.body = await listPredictions(deps, userId);
  });

  router.get('/api/market-analysis', readers, async (ctx) => {
    const raw = ctx.query.filter;
    const filter = marketFilterSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
    if (!filter.success) throw new ValidationError(MARKET_MESSAGES.filter);
    ctx.body = await marketAnalysis(deps.knex, filter.data);
  });

  return router;
}
