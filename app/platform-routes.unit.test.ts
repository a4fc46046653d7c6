// What /api/health judges (issue 28): the app is 'ok' when it can serve — database, event store,
// file storage, views within their thresholds. Documents waiting in the queue never make it
// 'degraded', however many or old; a reaction past its thresholds does only for the worker role,
// the process that moves it.
import { describe, expect, it } from 'vitest';
import { healthReport, type HealthDeps } from './platform-routes.js';
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

function deps(opts: { role: Role; db?: boolean; viewOk?: boolean; reactionOk?: boolean; queue?: Error }): HealthDeps {
  const projections: ProjectionHealth = {
    healthy: (opts.viewOk ?? true) && (opts.reactionOk ?? true),
    head: '1:1',
    views: [state('documents', 'view', opts.viewOk ?? true)],
    reactions: [state('documents.analyze', 'reaction', opts.reactionOk ?? true)],
  };
  return {
    role: opts.role,
    knex: { raw: async () => (opts.db === false ? Promise.reject(new Error('down')) : { rows: [] }) },
    store: { health: async () => true },
    runner: { health: async () => projections },
    storage: { kind: 'local', health: async () => true },
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

  it('is degraded when the database does not answer, or a view is past its thresholds, in every role', async () => {
    for (const role of ['all', 'api', 'projector', 'worker'] as const) {
      expect((await healthReport(deps({ role, db: false }))).status, role).toBe('degraded');
      expect((await healthReport(deps({ role, viewOk: false }))).status, role).toBe('degraded');
    }
  });

  it('judges a reaction past its thresholds only in the worker role', async () => {
    for (const role of ['all', 'api', 'projector'] as const)
      expect((await healthReport(deps({ role, reactionOk: false }))).status, role).toBe('ok');
    const worker = await healthReport(deps({ role: 'worker', reactionOk: false }));
    expect(worker.status).toBe('degraded');
    expect(worker.projections?.reactions[0]).toMatchObject({ healthy: false, problems: ['oldest unapplied event waiting 400 s'] });
  });

  it('still answers when the queue cannot be read (documents: null), judged by the rest', async () => {
    const report = await healthReport(deps({ role: 'api', queue: new Error('no table') }));
    expect(report).toMatchObject({ status: 'ok', documents: null });
  });
});
