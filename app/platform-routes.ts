// Endpoints of the platform itself: health (for load balancers and probes) and which embedded
// defaults are in use (so the UI can say so).
import { createRouter } from '../infra/http/app.js';
import { everyone, type AccessTable } from '../infra/http/access.js';
import type { Platform } from '../infra/platform.js';
import type { RuntimeConfigResponse } from '../modules/identity/index.js';
import type { QueueHealth } from '../modules/documents/index.js';

/** Which part of the app a process runs (main.ts --role): everything, the api, the projectors or the worker. */
export type Role = 'all' | 'api' | 'projector' | 'worker';

/** Who may call the platform's own endpoints (infra/http/access.ts): anyone, signed in or not. */
export const platformAccess: AccessTable = {
  'GET /api/health': { expect: everyone(200), note: 'Load balancers and probes ask without a session.' },
  'GET /api/config/runtime': { expect: everyone(200), note: 'The sign-in screen shows which built-in engines run.' },
};

export interface HealthDeps extends Pick<Platform, 'knex' | 'store' | 'config' | 'runner' | 'storage'> {
  /** The role answering: the worker's probe also judges the reactions it moves. */
  role: Role;
  /** The documents waiting for their text (reported, never judged: waiting documents are not an outage). */
  documentQueue(): Promise<QueueHealth>;
}

/**
 * What /api/health answers, for the api role's route and the other roles' probe listener (main.ts).
 * `ok` when this process can serve: the database, event store and file storage answer and the views
 * are within their thresholds. The reactions' lag and parked events count only for the worker, the
 * process that moves them (a restart may help there; taking an api out of the balancer never does).
 * The document queue's depth and age are reported and never fail it (docs/decisions/0039).
 */
export async function healthReport(deps: HealthDeps) {
  const { knex, store, runner, config, storage } = deps;
  const thresholds = {
    lagEvents: config.PROJECTION_LAG_UNHEALTHY_EVENTS,
    lagSeconds: config.PROJECTION_LAG_UNHEALTHY_SECONDS,
    parked: config.PROJECTION_PARKED_UNHEALTHY,
  };
  const [db, eventStore, projections, files, documents] = await Promise.all([
    knex.raw('select 1').then(
      () => true,
      () => false,
    ),
    store.health().catch(() => false),
    runner.health(thresholds).catch(() => null),
    storage.health().catch(() => false),
    deps.documentQueue().catch(() => null),
  ]);
  const views = projections !== null && projections.views.every((v) => v.healthy);
  const reactions = projections !== null && projections.reactions.every((r) => r.healthy);
  const ok = db && eventStore && files && views && (deps.role !== 'worker' || reactions);
  // Which file store answers (local disk or the S3 bucket): uploads and extraction need it.
  const storageReport = { kind: storage.kind, ok: files };
  return { status: ok ? ('ok' as const) : ('degraded' as const), db, eventStore, storage: storageReport, projections, documents };
}

export type HealthReport = Awaited<ReturnType<typeof healthReport>>;

export function platformRouter(
  deps: HealthDeps &
    Pick<Platform, 'database'> & {
      payments: 'test' | 'stripe';
      ai: 'offline' | 'openai';
    },
) {
  const router = createRouter();

  // Unhealthy (503) when the database, event store or file storage does not answer, or a view is past a
  // threshold: too far behind, or holding parked events (decisions 0005 and 0039).
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
