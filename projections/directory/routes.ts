// Query endpoints over the directory views: Find My PI search, a PI's reviews, the caller's
// inquiries, the investigator network (staff).
import type { Knex } from 'knex';
import type { ViewCipher } from '../../infra/crypto/view-cipher.js';
import { createRouter } from '../../infra/http/app.js';
import { currentUser, requireRole, requireUser } from '../../infra/http/auth.js';
import { ValidationError } from '../../infra/http/errors.js';
import { parse } from '../../infra/http/validate.js';
import type { ReadCache } from '../../infra/http/read-cache.js';
import {
  adminListingsQuery,
  idParam,
  MESSAGES,
  OTHER_SPECIALTIES_LIMIT,
  otherSpecialtiesSummary,
  resolveLocation,
  resultsSummary,
  SEARCH_RESULT_LIMIT,
  searchRequest,
  searchRequestFromQuery,
} from '../../modules/directory/index.js';
import { directoryIsEmpty, listAdminListings, listInquiries, listNetwork, listReviews, searchInvestigatorsJson } from './queries.js';
import { mapPlaces } from './map-places.js';

/**
 * The read cache's scope of POST /api/find-pi/search: one answer per resolved place and criteria
 * (and day: licences expire), the same for every signed-in caller. Any change to the investigators
 * view drops the whole scope, in every process (index.ts `directoryReadDrops`; decision 0020).
 */
export const FIND_PI_SCOPE = 'find-pi';

/** The directory's reads sent as POST (SPEC §7's search): read-your-writes treats them as reads, not commands. */
export const DIRECTORY_QUERIES = ['POST /api/find-pi/search'] as const;

/** The first value of each named query field (a repeated one keeps its first). */
function firstValues(query: Record<string, string | string[] | undefined>, names: readonly string[]) {
  const fields: Record<string, string> = {};
  for (const name of names) {
    const raw = query[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined && value !== '') fields[name] = value;
  }
  return fields;
}

const nextUtcMidnight = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);

export function directoryViewRouter(deps: { knex: Knex; cipher: ViewCipher; reads?: ReadCache }) {
  const router = createRouter();

  /** The answer to a checked search: its cache key's criteria, and the SearchResponse as JSON. */
  const searchFor = (fields: unknown) => {
    const req = parse(searchRequest, fields);
    const at = resolveLocation(req.location);
    if (!at) throw new ValidationError(MESSAGES.unknownLocation);
    const now = new Date();
    // The order and repeats of the specializations change nothing in the answer (any of them, and a count of distinct ones).
    const specializations = [...new Set(req.specializations)].sort();
    const criteria = {
      latitude: at.latitude,
      longitude: at.longitude,
      state: at.state,
      maxDistance: req.maxDistance,
      minRating: req.minRating,
      investigationType: req.investigationType,
      specializations,
      today: now.toISOString().slice(0, 10),
      limit: SEARCH_RESULT_LIMIT,
      sort: req.sort,
    };
    // The SearchResponse as JSON text, the results' array as the database wrote it. Investigators of
    // other specialties are looked for only when nobody in the radius offers the type, and whether
    // the directory is empty only when neither found anyone (decision 0050).
    const load = async () => {
      const found = await searchInvestigatorsJson(deps.knex, criteria);
      let others = 'null';
      let empty = false;
      if (found.total === 0) {
        const other = await searchInvestigatorsJson(deps.knex, { ...criteria, group: 'other', limit: OTHER_SPECIALTIES_LIMIT });
        if (other.total > 0) {
          const summary = otherSpecialtiesSummary(other.total, criteria.maxDistance, at);
          others = `{"summary":${JSON.stringify(summary)},"total":${other.total},"results":${other.json}}`;
        } else empty = await directoryIsEmpty(deps.knex);
      }
      const summary = resultsSummary(found.total, req.investigationType, criteria.maxDistance, at);
      const json =
        `{"location":${JSON.stringify(at)},"maxDistance":${criteria.maxDistance},"places":${JSON.stringify(mapPlaces(at, criteria.maxDistance))},` +
        `"sort":${JSON.stringify(req.sort)},"summary":${JSON.stringify(summary)},` +
        `"total":${found.total},"expiredLicences":${found.expired},"results":${found.json},"otherSpecialties":${others},"directoryEmpty":${empty}}`;
      return { value: undefined, json, expiresAt: nextUtcMidnight(now) };
    };
    return { key: JSON.stringify([at.label, criteria]), load };
  };

  // The web app's search (decision 0032): a read, so a GET, answered from the read cache by its
  // exact query string before anything is parsed; a miss checks the query as POST checks its body.
  router.get('/api/find-pi/search', requireUser(), (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    const load = () => searchFor(searchRequestFromQuery(ctx.query)).load();
    if (deps.reads) return deps.reads.respond(ctx, FIND_PI_SCOPE, `?${ctx.querystring}`, load);
    return load().then((answer) => {
      ctx.body = answer.json;
      ctx.type = 'application/json';
    });
  });

  // SPEC §7's form of the same search: the criteria as a JSON body.
  router.post('/api/find-pi/search', requireUser(), async (ctx) => {
    const { key, load } = searchFor(ctx.request.body);
    ctx.set('Cache-Control', 'private, no-store');
    if (deps.reads) return deps.reads.respond(ctx, FIND_PI_SCOPE, key, load);
    ctx.body = (await load()).json;
    ctx.type = 'application/json';
  });

  router.get('/api/pi-reviews', requireUser(), async (ctx) => {
    const raw = ctx.query.piId ?? ctx.query.pi_id;
    const piId = idParam.safeParse(Array.isArray(raw) ? raw[0] : raw);
    if (!piId.success) throw new ValidationError(MESSAGES.piIdRequired);
    ctx.body = await listReviews(deps, piId.data);
  });

  router.get('/api/pi-inquiries', requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listInquiries(deps, currentUser(ctx));
  });

  // The admin's directory screen: which listings have no account, which licences expire soon.
  router.get('/api/admin/investigators', requireRole('admin'), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    const query = parse(adminListingsQuery, firstValues(ctx.query, ['show', 'q']));
    ctx.body = await listAdminListings(deps.knex, { ...query, today: new Date().toISOString().slice(0, 10) });
  });

  router.get('/api/investigator-network', requireRole('investigator', 'admin'), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listNetwork(deps.knex);
  });

  return router;
}
