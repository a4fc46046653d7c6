// One bad event never stops a view or a reaction: after a bounded number of attempts it is parked
// (dead-letter table) and every later event is applied; health shows it; a retry after the fix
// applies it exactly once; an event carrying NUL (which Postgres text cannot hold) is applied
// without it instead of failing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, type RecordedEvent } from '../eventstore/types.js';
import { databaseFlavours } from '../../test/support/databases.js';
import {
  appendMany,
  counted,
  countedType,
  countedWithSecretNote,
  countingProjector,
  countingRows,
  countingTable,
  oneToN,
  openProjectionDb,
  silentLogger as logger,
  type ProjectionTestDb,
} from '../../test/support/projections.js';
import { retryProjections } from '../../scripts/retry-projections.js';
import { ProjectionRunner } from './runner.js';
import { listParked } from './parked.js';
import { readCheckpoint } from './checkpoints.js';
import type { Reaction } from './types.js';

const thresholds = { lagEvents: 1000, lagSeconds: 0, parked: 1 };

describe.each(databaseFlavours())('parking on $name', (flavour) => {
  let t: ProjectionTestDb;

  beforeAll(async () => {
    t = await openProjectionDb(flavour);
  });
  afterAll(async () => {
    await t?.close();
  });

  const table = (name: string) => countingTable(name).up(t.knex);

  it('parks the event a projector keeps failing on, applies every later one, shows it in health, and re-applies it after the fix', async () => {
    await table('park_a');
    const end = await appendMany(t.store, 'park_a', 30);
    let broken = true;
    const p = countingProjector('park_a', 'park_a', { fails: (n) => broken && n === 7 });
    const runner = new ProjectionRunner({
      knex: t.knex,
      store: t.store,
      logger,
      projectors: [p],
      batchSize: 8,
      idleMs: 5,
      maxAttempts: 3,
      retryBaseMs: 1,
      healthCacheMs: 0,
    });
    const applied: RecordedEvent[] = [];
    runner.applied.on('applied', (view, events) => {
      expect(view).toBe('park_a');
      applied.push(...events);
    });
    runner.start({ projectors: true, reactions: false });
    expect(await runner.waitFor(end, [countedType('park_a')], 20_000)).toBe(true);
    await runner.stop();

    expect(p.throws).toBe(3); // the bounded number of attempts, then parked
    const rows = await countingRows(t.knex, 'park_a');
    expect(rows.map((r) => r.n)).toEqual(oneToN(30).filter((n) => n !== 7));
    expect(rows.every((r) => r.applied === 1)).toBe(true);
    expect(comparePositions(await readCheckpoint(t.knex, 'park_a'), end)).toBeGreaterThanOrEqual(0);
    // the cache hook saw each applied event once, and never the parked one
    expect(applied.map((e) => (e.data as { n: number }).n).sort((a, b) => a - b)).toEqual(oneToN(30).filter((n) => n !== 7));

    const [parked] = await listParked(t.knex, 'park_a');
    expect(parked).toMatchObject({
      name: 'park_a',
      kind: 'view',
      type: countedType('park_a'),
      attempts: 3,
      error: 'projector crashed on event 7',
    });
    const seven = p.seen.find((e) => (e.data as { n: number }).n === 7)!;
    expect(parked).toMatchObject({ eventId: seven.id, stream: seven.stream, streamVersion: seven.version, position: seven.position });
    expect(Date.parse(parked!.lastFailedAt)).toBeGreaterThanOrEqual(Date.parse(parked!.firstFailedAt));

    const health = await runner.health(thresholds);
    expect(health.healthy).toBe(false);
    expect(health.views).toEqual([
      expect.objectContaining({ name: 'park_a', parked: 1, behind: 0, healthy: false, problems: ['1 parked event(s)'] }),
    ]);

    // Still broken: the retry fails again, the event stays parked with one more attempt.
    expect(await runner.retryParked(['park_a'])).toEqual([{ name: 'park_a', kind: 'view', retried: 1, applied: 0, stillParked: 1 }]);
    expect((await listParked(t.knex, 'park_a'))[0]).toMatchObject({ attempts: 4 });

    broken = false; // the fix
    const reapplied: RecordedEvent[] = [];
    runner.applied.removeAllListeners('applied');
    runner.applied.on('applied', (_view, events) => reapplied.push(...events));
    expect(await runner.retryParked(['park_a'])).toEqual([{ name: 'park_a', kind: 'view', retried: 1, applied: 1, stillParked: 0 }]);
    expect(reapplied.map((e) => e.id)).toEqual([seven.id]);
    const after = await countingRows(t.knex, 'park_a');
    expect(after.map((r) => r.n)).toEqual(oneToN(30));
    expect(after.every((r) => r.applied === 1)).toBe(true);
    expect(await listParked(t.knex, 'park_a')).toEqual([]);
    // A second retry finds nothing: the event is applied once.
    expect(await runner.retryParked(['park_a'])).toEqual([{ name: 'park_a', kind: 'view', retried: 0, applied: 0, stillParked: 0 }]);
    expect((await countingRows(t.knex, 'park_a')).every((r) => r.applied === 1)).toBe(true);
    expect((await runner.health(thresholds)).healthy).toBe(true);
  });

  it('parks several failing events of one batch, the first of a batch included, and the retry script applies them in order', async () => {
    await table('park_b');
    const end = await appendMany(t.store, 'park_b', 20);
    let broken = true;
    const bad = new Set([1, 9, 10, 20]);
    const order: number[] = [];
    const p = countingProjector('park_b', 'park_b', { fails: (n) => broken && bad.has(n) });
    const apply = p.apply;
    p.apply = async (trx, e, ctx) => {
      if (!broken) order.push((e.data as { n: number }).n);
      return apply(trx, e, ctx);
    };
    const runner = new ProjectionRunner({
      knex: t.knex,
      store: t.store,
      logger,
      projectors: [p],
      batchSize: 50,
      maxAttempts: 2,
      retryBaseMs: 1,
    });
    await runner.catchUp(undefined, end);
    expect((await countingRows(t.knex, 'park_b')).map((r) => r.n)).toEqual(oneToN(20).filter((n) => !bad.has(n)));
    expect((await listParked(t.knex, 'park_b')).map((x) => x.attempts)).toEqual([2, 2, 2, 2]);

    const lines: string[] = [];
    expect(await retryProjections(runner, ['no-such-view'], (l) => lines.push(l))).toMatchObject({ exitCode: 2 });
    expect(lines[0]).toMatch(/Unknown view\(s\) or reaction\(s\): no-such-view/);
    expect((await retryProjections(runner, ['park_b'], (l) => lines.push(l))).exitCode).toBe(1); // still broken
    broken = false;
    const fixed = await retryProjections(runner, [], (l) => lines.push(l));
    expect(fixed.exitCode).toBe(0);
    expect(fixed.results).toEqual([{ name: 'park_b', kind: 'view', retried: 4, applied: 4, stillParked: 0 }]);
    expect(lines.at(-1)).toBe('view park_b: 4 parked, 4 applied, 0 still parked');
    expect(order).toEqual([1, 9, 10, 20]);
    const rows = await countingRows(t.knex, 'park_b');
    expect(rows.map((r) => r.n)).toEqual(oneToN(20));
    expect(rows.every((r) => r.applied === 1)).toBe(true);
  });

  it('applies an event whose text holds NUL (which Postgres text cannot hold) without it, rather than parking it', async () => {
    await table('nul_a');
    const { position } = await t.store.appendToStream(
      'nul-1',
      [countedWithSecretNote(1, 'nul_a', 'before\u0000after', 501), counted(2, 'nul_a', { note: 'plain' })],
      { expectedVersion: 'any' },
    );
    const p = countingProjector('nul_a', 'nul_a');
    const runner = new ProjectionRunner({ knex: t.knex, store: t.store, logger, projectors: [p], maxAttempts: 1, retryBaseMs: 1 });
    await runner.catchUp(undefined, position);
    expect(await t.knex('nul_a').select('n', 'note').orderBy('n')).toEqual([
      { n: 1, note: 'beforeafter' },
      { n: 2, note: 'plain' },
    ]);
    expect(await listParked(t.knex, 'nul_a')).toEqual([]);
    // what Postgres refuses without the stripping: the same write with the NUL fails
    await expect(
      t.knex('nul_a').insert({ event_id: '00000000-0000-4000-8000-000000000001', n: 3, applied: 1, note: 'a\u0000b' }),
    ).rejects.toThrow();
  });

  it('parks the event a reaction keeps failing on after retries with backoff, handles every later one, and handles it again after the fix', async () => {
    const type = countedType('react_a');
    const end = await appendMany(t.store, 'react_a', 12);
    let broken = true;
    const handled: number[] = [];
    let throws = 0;
    const reaction: Reaction = {
      name: 'test.react-a',
      handles: [type],
      async handle(e) {
        const n = (e.data as { n: number }).n;
        if (broken && n === 4) {
          throws += 1;
          throw new Error('the provider refused');
        }
        handled.push(n);
      },
    };
    const runner = new ProjectionRunner({
      knex: t.knex,
      store: t.store,
      logger,
      projectors: [],
      reactions: [reaction],
      idleMs: 5,
      maxAttempts: 4,
      retryBaseMs: 1,
      healthCacheMs: 0,
    });
    runner.start({ projectors: false, reactions: true });
    await expect
      .poll(async () => comparePositions(await readCheckpoint(t.knex, reaction.name), end), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(0);
    await runner.stop();
    expect(throws).toBe(4);
    expect(handled).toEqual(oneToN(12).filter((n) => n !== 4));
    expect(await listParked(t.knex, reaction.name)).toEqual([
      expect.objectContaining({ kind: 'reaction', attempts: 4, error: 'the provider refused', type }),
    ]);
    const health = await runner.health(thresholds);
    expect(health.reactions).toEqual([expect.objectContaining({ name: reaction.name, parked: 1, healthy: false })]);
    expect(health.healthy).toBe(false);

    expect(await runner.retryParked([reaction.name])).toEqual([
      { name: reaction.name, kind: 'reaction', retried: 1, applied: 0, stillParked: 1 },
    ]);
    expect((await listParked(t.knex, reaction.name))[0]).toMatchObject({ attempts: 5 });
    broken = false;
    const { exitCode } = await retryProjections(runner, [reaction.name], () => {});
    expect(exitCode).toBe(0);
    expect(handled).toEqual([...oneToN(12).filter((n) => n !== 4), 4]);
    expect(await listParked(t.knex, reaction.name)).toEqual([]);
    expect((await runner.health(thresholds)).healthy).toBe(true);
  });

  it('reports each view and reaction behind the head, and how long its oldest unapplied event has waited', async () => {
    await table('lag_a');
    const end = await appendMany(t.store, 'lag_a', 6);
    const p = countingProjector('lag_a', 'lag_a');
    const reaction: Reaction = { name: 'test.lag-a', handles: [], handle: async () => {} };
    const runner = new ProjectionRunner({
      knex: t.knex,
      store: t.store,
      logger,
      projectors: [p],
      reactions: [reaction],
      batchSize: 4,
      healthCacheMs: 0,
    });
    await expect.poll(async () => comparePositions(await t.store.headPosition(), end), { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
    const total = (await t.store.readAll()).length;
    const before = await runner.health({ lagEvents: 5, lagSeconds: 0, parked: 1 });
    expect(before.views[0]).toMatchObject({
      name: 'lag_a',
      position: null,
      behind: total,
      healthy: false,
      problems: [`${total} events behind`],
    });
    expect(before.views[0]!.oldestUnappliedSeconds).toBeGreaterThanOrEqual(0);
    expect(before.reactions[0]).toMatchObject({ name: 'test.lag-a', behind: total });

    await runner.stepProjector(p); // the first 4 events
    const mid = await runner.health({ lagEvents: 0, lagSeconds: 0, parked: 1 });
    expect(mid.views[0]).toMatchObject({ behind: total - 4, healthy: true });
    await runner.catchUp(undefined, end);
    while ((await runner.stepReaction(reaction)) > 0) {
      /* to the head */
    }
    const after = await runner.health({ lagEvents: 1, lagSeconds: 1, parked: 1 });
    expect(after.views[0]).toMatchObject({ behind: 0, oldestUnappliedSeconds: null, healthy: true, version: 1 });
    expect(after.reactions[0]).toMatchObject({ behind: 0, healthy: true });
    expect(after.head).toBe(after.views[0]!.position);
  });
});
