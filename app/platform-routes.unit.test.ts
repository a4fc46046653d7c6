// What /api/health judges (issues 28 and 29): 503 ('unavailable') only when the database or event
// store does not answer; a view behind or holding parked events, file storage down, or (in the
// worker) a reaction past its thresholds make it 'degraded' — 200, named in `alerts`, so one bad
// event never takes a process out of the balancer. Documents waiting in the queue never count. The
// details are for staff, HEALTH_TOKEN or a local caller; everyone else reads the status.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { healthBody, healthReport, healthStatusCode, mayReadHealthDetails, type HealthDeps } from './platform-routes.js';
import type { ProjectionHealth } from '../infra/projections/runner.js';
import type { Role } from './platform-routes.js';

const state = (name: string, kind: 'view' | 'reaction', healthy: boolean) => ({
  name,
  kind,
  position: '1:1',
  behind: healthy ? 0 : 40,
  behindCapped: false,
  oldestUnappliedSeconds: healthy ? null : 400,
  parked: 0,
  healthy,
  problems: healthy ? [] : ['oldest unapplied event waiting 400 s'],
});

function deps(opts: {
  role: Role;
  db?: boolean;
  eventStore?: boolean;
  files?: boolean;
  viewOk?: boolean;
  reactionOk?: boolean;
  queue?: Error;
}): HealthDeps {
  const projections: ProjectionHealth = {
    healthy: (opts.viewOk ?? true) && (opts.reactionOk ?? true),
    head: '1:1',
    views: [state('documents', 'view', opts.viewOk ?? true)],
    reactions: [state('documents.analyze', 'reaction', opts.reactionOk ?? true)],
  };
  return {
    role: opts.role,
    knex: { raw: async () => (opts.db === false ? Promise.reject(new Error('down')) : { rows: [] }) },
    store: { health: async () => opts.eventStore ?? true },
    runner: { health: async () => projections },
    storage: { kind: 'local', health: async () => opts.files ?? true },
    config: { PROJECTION_LAG_UNHEALTHY_EVENTS: 1000, PROJECTION_LAG_UNHEALTHY_SECONDS: 60, PROJECTION_PARKED_UNHEALTHY: 1 },
    documentQueue: async () => {
      if (opts.queue) throw opts.queue;
      return { waiting: 240, reading: 1, users: 3, oldestWaitingSeconds: 3_600 };
    },
  } as unknown as HealthDeps;
}

describe('healthReport', () => {
  it('is ok with a long queue of documents, and reports its depth and age', async () => {
    const report = await healthReport(deps({ role: 'api' }));
    expect(report.status).toBe('ok');
    expect(report.documents).toEqual({ waiting: 240, reading: 1, users: 3, oldestWaitingSeconds: 3_600 });
  });

  it('fails (503) only when the database or the event store does not answer, in every role', async () => {
    for (const role of ['all', 'api', 'projector', 'worker'] as const) {
      const down = await healthReport(deps({ role, db: false }));
      expect([down.status, healthStatusCode(down)], role).toEqual(['unavailable', 503]);
      expect(down.alerts, role).toContain('database: does not answer');
      const store = await healthReport(deps({ role, eventStore: false }));
      expect([store.status, healthStatusCode(store)], role).toEqual(['unavailable', 503]);
    }
  });

  it('stays ready (200) with a view behind or holding a parked event, or storage down: degraded, named in alerts', async () => {
    for (const role of ['all', 'api', 'projector', 'worker'] as const) {
      const view = await healthReport(deps({ role, viewOk: false }));
      expect([view.status, healthStatusCode(view)], role).toEqual(['degraded', 200]);
      expect(view.alerts, role).toEqual(['view documents: oldest unapplied event waiting 400 s']);
      const files = await healthReport(deps({ role, files: false }));
      expect([files.status, healthStatusCode(files)], role).toEqual(['degraded', 200]);
      expect(files.alerts, role).toEqual(['file storage (local): does not answer']);
    }
  });

  it('judges a reaction past its thresholds only in the worker role', async () => {
    for (const role of ['all', 'api', 'projector'] as const)
      expect((await healthReport(deps({ role, reactionOk: false }))).status, role).toBe('ok');
    const worker = await healthReport(deps({ role: 'worker', reactionOk: false }));
    expect([worker.status, healthStatusCode(worker)]).toEqual(['degraded', 200]);
    expect(worker.alerts).toEqual(['reaction documents.analyze: oldest unapplied event waiting 400 s']);
    expect(worker.projections?.reactions[0]).toMatchObject({ healthy: false, problems: ['oldest unapplied event waiting 400 s'] });
  });

  it('still answers when the queue cannot be read (documents: null), judged by the rest', async () => {
    const report = await healthReport(deps({ role: 'api', queue: new Error('no table') }));
    expect(report).toMatchObject({ status: 'ok', documents: null });
  });
});

describe('who reads the details', () => {
  const req = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;
  const token = 'h'.repeat(40);

  it('staff, the token, or a local caller not forwarded by a proxy; no one else', () => {
    expect(mayReadHealthDetails(req('10.1.2.3'), { role: 'admin' })).toBe(true);
    expect(mayReadHealthDetails(req('10.1.2.3'), { role: 'investigator' })).toBe(true);
    expect(mayReadHealthDetails(req('10.1.2.3'), { role: 'client' })).toBe(false);
    expect(mayReadHealthDetails(req('10.1.2.3'), { role: 'auditor' })).toBe(false);
    expect(mayReadHealthDetails(req('10.1.2.3', { authorization: `Bearer ${token}` }), { token })).toBe(true);
    expect(mayReadHealthDetails(req('10.1.2.3', { authorization: `Bearer ${token}x` }), { token })).toBe(false);
    expect(mayReadHealthDetails(req('10.1.2.3', { authorization: 'Bearer ' }), {})).toBe(false);
    expect(mayReadHealthDetails(req('10.1.2.3'), {})).toBe(false);
    expect(mayReadHealthDetails(req('127.0.0.1'), {})).toBe(true);
    expect(mayReadHealthDetails(req('::1'), {})).toBe(true);
    expect(mayReadHealthDetails(req('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), {})).toBe(false);
  });

  it('gives everyone else the status alone', async () => {
    const report = await healthReport(deps({ role: 'api', viewOk: false }));
    expect(healthBody(report, false)).toEqual({ status: 'degraded' });
    expect(healthBody(report, true)).toBe(report);
  });
});
