// Query endpoints over the directory views: Find My PI search, a PI's reviews, the caller's
// inquiries, the investigator network (staff).
import type { Knex } from 'knex';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole, requireUser } from '../../infra/http/auth.js';
import { ValidationError } from '../../infra/http/errors.js';
import { parse } from '../../infra/http/validate.js';
import { idParam, MESSAGES, resolveLocation, SEARCH_RESULT_LIMIT, searchRequest, type SearchResponse } from '../../modules/directory/index.js';
import { listInquiries, listNetwork, listReviews, searchInvestigators } from './queries.js';

export function directoryViewRouter(deps: { knex: Knex }) {
  const router = createRouter();

  router.post('/api/find-pi/search', requireUser(), async (ctx) => {
    const req = parse(searchRequest, ctx.request.body);
    const at = resolveLocation(req.location);
    if (!at) throw new ValidationError(MESSAGES.unknownLocation);
    const found = await searchInvestigators(deps.knex, {
      latitude: at.latitude, longitude: at.longitude, state: at.state, maxDistance: req.maxDistance, minRating: req.minRating,
      investigationType: req.investigationType, specializations: req.specializations, today: new Date().toISOString().slice(0, 10), limit: SEARCH_RESULT_LIMIT,
    });
    const body: SearchResponse = { location: at, ...found };
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });

  router.get('/api/pi-reviews', requireUser(), async (ctx) => {
    const raw = ctx.query.piId ?? ctx.query.pi_id;
    const piId = idParam.safeParse(Array.isArray(raw) ? raw[0] : raw);
    if (!piId.success) throw new ValidationError(MESSAGES.piIdRequired);
    ctx.body = await listReviews(deps.knex, piId.data);
  });

  router.get('/api/pi-inquiries', requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listInquiries(deps.knex, currentUser(ctx));
  });

  router.get('/api/investigator-network', requireRole('investigator', 'admin'), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listNetwork(deps.knex);
  });

  return router;
}
