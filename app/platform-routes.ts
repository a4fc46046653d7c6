// Endpoints of the platform itself: health (for load balancers and probes) and which embedded
// defaults are in use (so the UI can say so).
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createRouter } from '../infra/http/app.js';
import { isStaff, type Role as UserRole } from '../infra/http/roles.js';
import { everyone, type AccessTable } from '../infra/http/access.js';
import type { Platform } from '../infra/platform.js';
import type { RuntimeConfigResponse } from '../modules/identity/index.js';
import type { QueueHealth } from '../modules/documents/index.js';

/** Which part of the app a process runs (main.ts --role): everything, the api, the projectors or the worker. */
export type Role = 'all' | 'api' | 'projector' | 'worker';

/** Who may call the platform's own endpoints (infra/http/access.ts): anyone, signed in or not. */
export const platformAccess: AccessTable = {
  'GET /api/health': {
    expect: everyone(200),
    note: 'Readiness: load balancers and probes ask without a session (the status only; details for staff, HEALTH_TOKEN or a local caller).',
  },
  'GET /api/health/live': { expect: everyone(200), note: 'Liveness: answers while the process can serve.' },
  'GET /api/config/runtime': { expect: everyone(200), note: 'The sign-in screen shows which built-in engines run.' },
};

export interface HealthDeps extends Pick<Platform, 'knex' | 'store' | 'runner' | 'storage'> {
  config: Pick<Platform['config'], 'PROJECTION_LAG_UNHEALTHY_EVENTS' | 'PROJECTION_LAG_UNHEALTHY_SECONDS' | 'PROJECTION_PARKED_UNHEALTHY'>;
  /** The role answering: the worker's probe also judges the reactions it moves. */
  role: Role;
  /** The documents waiting for their text (reported, never judged: waiting documents are not an outage). */
  documentQueue(): Promise<QueueHealth>;
}

/**
 * What /api/health answers, for the api role's route and the other roles' probe listener (main.ts).
 * - `unavailable` (503, the only failing answer): the database or the event store does not answer —
 *   this process cannot serve, readiness takes it out until they do.
 * - `degraded` (200): it serves, but something is to be looked at and is named in `alerts` — a view
 *   past its lag threshold or holding parked events, file storage not answering, or (in the worker,
 *   the process that moves them) a reaction past its thresholds. Taking processes out would turn one
 *   bad event into an outage (issue 29, M7); an alert on `degraded` brings a person instead.
 * - `ok` (200): nothing to report.
 * The document queue's depth and age are reported and never judged (docs/decisions/0039).
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
  const alerts: string[] = [];
  if (!db) alerts.push('database: does not answer');
  if (!eventStore) alerts.push('event store: does not answer');
  if (!files) alerts.push(`file storage (${storage.kind}): does not answer`);
  if (projections === null) alerts.push('projections: health could not be read');
  for (const v of projections?.views ?? []) if (!v.healthy) alerts.push(`view ${v.name}: ${v.problems.join('; ')}`);
  if (deps.role === 'worker')
    for (const r of projections?.reactions ?? []) if (!r.healthy) alerts.push(`reaction ${r.name}: ${r.problems.join('; ')}`);
  const status = !db || !eventStore ? ('unavailable' as const) : alerts.length > 0 ? ('degraded' as const) : ('ok' as const);
  // Which file store answers (local disk or the S3 bucket): uploads and extraction need it.
  const storageReport = { kind: storage.kind, ok: files };
  return { status, alerts, db, eventStore, storage: storageReport, projections, documents };
}

export type HealthReport = Awaited<ReturnType<typeof healthReport>>;

/** Readiness: 503 only when this process cannot serve (database or event store unreachable). */
export const healthStatusCode = (report: Pick<HealthReport, 'status'>) => (report.status === 'unavailable' ? 503 : 200);

/**
 * Who reads the details (views, lag, parked events, queue, storage kind): staff signed in, a caller
 * with `Authorization: Bearer HEALTH_TOKEN`, or a caller on this machine reaching the process
 * directly (loopback socket, no forwarding header: an operator's curl, a sidecar). Everyone else —
 * the internet through the load balancer — gets the status only.
 */
export function mayReadHealthDetails(req: IncomingMessage, opts: { token?: string; role?: UserRole }): boolean {
  if (opts.role && isStaff(opts.role)) return true;
  const auth = req.headers.authorization;
  if (opts.token && typeof auth === 'string' && auth.startsWith('Bearer ')) {
    const given = Buffer.from(auth.slice(7).trim());
    const expected = Buffer.from(opts.token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  const remote = req.socket.remoteAddress ?? '';
  const local = remote === '127.0.0.1' || remote === '::1' || remote === '::ffff:127.0.0.1';
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => req.headers[h] !== undefined);
  return local && !forwarded;
}

/** The answer's body: the whole report for those who may read it, the status alone otherwise. */
export const healthBody = (report: HealthReport, detailed: boolean) => (detailed ? report : { status: report.status });

export function platformRouter(
  deps: HealthDeps &
    Pick<Platform, 'database'> & {
      payments: 'test' | 'stripe';
      ai: 'offline' | 'openai';
      /** HEALTH_TOKEN: a caller sending it as a bearer token reads the health details. */
      healthToken?: string;
    },
) {
  const router = createRouter();

  // Readiness: 503 only when the database or event store does not answer; lag, parked events and
  // storage are reported (status 'degraded', `alerts`) and never take the process out (issue 29, M7).
  router.get('/api/health', async (ctx) => {
    const report = await healthReport(deps);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = healthStatusCode(report);
    ctx.body = healthBody(report, mayReadHealthDetails(ctx.req, { token: deps.healthToken, role: ctx.state.user?.role }));
  });

  // Liveness: the process answers (no database, no I/O). A restart is for a process that cannot.
  router.get('/api/health/live', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
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
