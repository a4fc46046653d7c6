// Endpoints of the platform itself: health (for load balancers and probes) and which embedded
// defaults are in use (so the UI can say so).
import { createRouter } from '../infra/http/app.js';
import { everyone, type AccessTable } from '../infra/http/access.js';
import type { Platform } from '../infra/platform.js';
import type { RuntimeConfigResponse } from '../modules/identity/index.js';

/** Who may call the platform's own endpoints (infra/http/access.ts): anyone, signed in or not. */
export const platformAccess: AccessTable = {
  'GET /api/health': { expect: everyone(200), note: 'Load balancers and probes ask without a session.' },
  'GET /api/config/runtime': { expect: everyone(200), note: 'The sign-in screen shows which built-in engines run.' },
};

/** What /api/health answers, for the api role's route and the other roles' probe listener (main.ts). */
export async function healthReport(deps: Pick<Platform, 'knex' | 'store' | 'config' | 'runner' | 'storage'>) {
  const { knex, store, runner, config, storage } = deps;
  const thresholds = {
    lagEvents: config.PROJECTION_LAG_UNHEALTHY_EVENTS,
    lagSeconds: config.PROJECTION_LAG_UNHEALTHY_SECONDS,
    parked: config.PROJECTION_PARKED_UNHEALTHY,
  };
  const [db, eventStore, projections, files] = await Promise.all([
    knex.raw('select 1').then(
      () => true,
      () => false,
    ),
    store.health().catch(() => false),
    runner.health(thresholds).catch(() => null),
    storage.health().catch(() => false),
  ]);
  const ok = db && eventStore && files && projections !== null && projections.healthy;
  // Which file store answers (local disk or the S3 bucket): uploads and extraction need it.
  const storageReport = { kind: storage.kind, ok: files };
  return { status: ok ? ('ok' as const) : ('degraded' as const), db, eventStore, storage: storageReport, projections };
}

export function platformRouter(
  deps: Pick<Platform, 'knex' | 'store' | 'config' | 'database' | 'runner' | 'storage'> & {
    payments: 'test' | 'stripe';
    ai: 'offline' | 'openai';
  },
) {
  const router = createRouter();

  // Unhealthy (503) when the database, event store or file storage does not answer, or a view or reaction is
  // past a threshold: too far behind, or holding parked events (docs/decisions/0005-projections.md).
  router.get('/api/health', async (ctx) => {
    const report = await healthReport(deps);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = report.status === 'ok' ? 200 : 503;
    ctx.body = report;
  });

  router.get('/api/config/runtime', (ctx) => {
    const body: RuntimeConfigResponse = {
      database: deps.database.embedded ? 'embedded' : 'postgres',
      eventStore: deps.store.kind,
      ai: deps.ai,
      payments: deps.payments,
    };
    ctx.body = body;
  });

  return router;
}
