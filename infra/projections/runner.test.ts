// The projection runner applies every event exactly once, even when a projector throws mid-batch
// or the runner is stopped mid-stream and started again, or two runners race on one view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFlavours } from '../../test/support/databases.js';
import {
  appendMany,
  counted,
  countedType,
  countingProjector,
  countingRows,
  countingTable,
  oneToN,
  openProjectionDb,
  silentLogger as logger,
  type ProjectionTestDb,
} from '../../test/support/projections.js';
import { progressPositions, ProjectionRunner } from './runner.js';
import { listParked } from './parked.js';
import { readCheckpoint } from './checkpoints.js';
import { comparePositions } from '../eventstore/types.js';

describe.each(databaseFlavours())('projection runner on $name', (flavour) => {
  let t: ProjectionTestDb;

  beforeAll(async () => {
    t = await openProjectionDb(flavour);
  });
  afterAll(async () => {
    await t?.close();
  });

  const table = (name: string) => countingTable(name).up(t.knex);

  it('tells its listeners when another process says a checkpoint moved, until they stop listening', () => {
    const runner = new ProjectionRunner({ knex: t.knex, store: t.store, logger, projectors: [] });
    let heard = 0;
    const stop = runner.onCheckpointsMoved(() => heard++);
    runner.checkpointsMoved();
    runner.checkpointsMoved();
    stop();
    runner.checkpointsMoved();
    expect(heard).toBe(2);
  });

  it('applies every event exactly once when the projector throws mid-batch, and keeps the events before the failure', async () => {
    await table('count_a');
    const end = await appendMany(t.store, 'count_a', 60);
    // each of these fails on its first attempt only: a transient fault, retried, never parked
    const failOnce = new Set([23, 41]);
    const p = countingProjector('count_a', 'count_a', { fails: (n) => failOnce.delete(n) });
    const runner = new ProjectionRunner({ knex: t.knex, store: t.store, logger, projectors: [p], batchSize: 16, retryBaseMs: 1 });
    for (let i = 0; i < 1000 && comparePositions(await readCheckpoint(t.knex, 'count_a'), end) < 0; i++) {
      await runner.stepProjector(p).catch(() => -1);
    }
    expect(p.throws).toBe(2);
    const r = await countingRows(t.knex, 'count_a');
    expect(r.map((x) => x.n)).toEqual(oneToN(60));
    expect(r.every((x) => x.applied === 1)).toBe(true);
    expect(await listParked(t.knex, 'count_a')).toEqual([]);
  });

  it('stopped mid-stream and started again (a new process), applies each event once', async () => {
    await table('count_b');
    const end = await appendMany(t.store, 'count_b', 40);
    const p = countingProjector('count_b', 'count_b');
    const first = new ProjectionRunner({ knex: t.knex, store: t.store, logger, projectors: [p], batchSize: 5, idleMs: 10 });
    await first.stepProjector(p);
    await first.stepProjector(p);
    await first.stop();
    expect((await countingRows(t.knex, 'count_b')).length).toBeLessThan(40);

    const second = new ProjectionRunner({ knex: t.knex, store: t.store, logger, projectors: [p], batchSize: 5, idleMs: 10 });
    second.start({ projectors: true, reactions: false });
    expect(await second.waitFor(end, [countedType('count_b')], 10_000)).toBe(true);
    await second.stop();
    const r = await countingRows(t.knex, 'count_b');
    expect(r).toHaveLength(40);
    expect(r.every((x) => x.applied === 1)).toBe(true);
  });

  it('two runners on the same view never apply an event twice', async () => {
    await table('count_c');
    const end = await appendMany(t.store, 'count_c', 30);
    const p = countingProjector('count_c', 'count_c');
    const a = new ProjectionRunner({ knex: t.knex, store: t.store, logger, projectors: [p], batchSize: 16, idleMs: 5 });
    const b = new ProjectionRunner({ knex: t.knex, store: t.store, logger, projectors: [p], batchSize: 16, idleMs: 5 });
    const step = async (r: ProjectionRunner) => {
      // a step that lost the race to the other runner rolls back and tries again
      for (let i = 0; i < 1000 && comparePositions(await readCheckpoint(t.knex, 'count_c'), end) < 0; i++)
        await r.stepProjector(p).catch(() => -1);
    };
    await Promise.all([step(a), step(b)]);
    const r = await countingRows(t.knex, 'count_c');
    expect(r).toHaveLength(30);
    expect(r.every((x) => x.applied === 1)).toBe(true);
  });

  it('waitFor answers false when the view does not reach the position in time', async () => {
    const p = countingProjector('count_never', 'count_never');
    const runner = new ProjectionRunner({ knex: t.knex, store: t.store, logger, projectors: [p] });
    const { position } = await t.store.appendToStream('never-1', [counted(1, 'count_never')], { expectedVersion: 'any' });
    expect(await runner.waitFor(position, [countedType('count_never')], 100)).toBe(false);
    expect(await runner.waitFor(position, ['Unrelated'], 100)).toBe(true);
  });
  it('answers a wait from the position a signal told, with no checkpoint read, while signals are reliable', async () => {
    const p = countingProjector('count_told', 'count_told');
    const runner = new ProjectionRunner({ knex: t.knex, store: t.store, logger, projectors: [p], wakesReliable: () => true });
    const { position } = await t.store.appendToStream('told-1', [counted(1, 'count_told')], { expectedVersion: 'any' });
    let queries = 0;
    const count = () => queries++;
    t.knex.on('query', count);
    try {
      let answered: boolean | undefined;
      const wait = runner.waitFor(position, [countedType('count_told')], 5_000).then((r) => (answered = r));
      // A move short of the position does not answer it; one that reaches it does, at once.
      runner.checkpointsMoved(new Map([['count_told', { commit: position.commit - 1n, prepare: position.prepare - 1n }]]));
      await new Promise((r) => setTimeout(r, 20));
      expect(answered).toBeUndefined();
      runner.checkpointsMoved(new Map([['count_told', position]]));
      expect(await wait).toBe(true);
      expect(queries).toBe(0);
      // A later wait for a position already told is answered at once too.
      expect(await runner.waitFor(position, [countedType('count_told')], 5_000)).toBe(true);
      expect(queries).toBe(0);
    } finally {
      t.knex.off('query', count);
    }
  });

  it("drops the views' cached answers ('caught-up') only for a wait answered from a checkpoint read, not from a told position", async () => {
    await table('count_caught');
    const p = countingProjector('count_caught', 'count_caught');
    const runner = new ProjectionRunner({ knex: t.knex, store: t.store, logger, projectors: [p], wakesReliable: () => false });
    const caught: string[][] = [];
    runner.applied.on('caught-up', (names) => caught.push([...names]));
    const first = await appendMany(t.store, 'count_caught', 2);
    // Another process's runner moves the view, and its signal does not reach this one.
    await new ProjectionRunner({ knex: t.knex, store: t.store, logger, projectors: [p] }).stepProjector(p);
    // Read from the checkpoints (the move was not told to this runner's waits): the caches are dropped.
    expect(await runner.waitFor(first, [countedType('count_caught')], 5_000)).toBe(true);
    expect(caught).toEqual([['count_caught']]);
    // Told by a signal (whose drops came before it): nothing more to drop.
    const { position } = await t.store.appendToStream('caught-2', [counted(3, 'count_caught')], { expectedVersion: 'any' });
    runner.checkpointsMoved(new Map([['count_caught', position]]));
    expect(await runner.waitFor(position, [countedType('count_caught')], 5_000)).toBe(true);
    expect(caught).toHaveLength(1);
  });

  it('reads the checkpoints when a move does not tell its position, or signals are not reliable', async () => {
    await table('count_untold');
    const p = countingProjector('count_untold', 'count_untold');
    const runner = new ProjectionRunner({ knex: t.knex, store: t.store, logger, projectors: [p], wakesReliable: () => false });
    const end = await appendMany(t.store, 'count_untold', 3);
    const wait = runner.waitFor(end, [countedType('count_untold')], 5_000);
    await runner.stepProjector(p);
    expect(await wait).toBe(true);
    // Reliable signals, a move that tells nothing: the checkpoints are read.
    const reliable = new ProjectionRunner({ knex: t.knex, store: t.store, logger, projectors: [p], wakesReliable: () => true });
    const waited = reliable.waitFor(end, [countedType('count_untold')], 5_000);
    reliable.checkpointsMoved();
    expect(await waited).toBe(true);
  });

  it('reads the progress a signal carries, and nothing from a malformed one', () => {
    expect(progressPositions(JSON.stringify({ cases: '12:11', documents: '3:3' }))).toEqual(
      new Map([
        ['cases', { commit: 12n, prepare: 11n }],
        ['documents', { commit: 3n, prepare: 3n }],
      ]),
    );
    for (const bad of ['', 'x', '[]', 'null', '{"cases":12}', '{"cases":"-1:2"}', '{"cases":"1:2:3"}'])
      expect(progressPositions(bad)).toBeUndefined();
  });

  it('announces the progress of views, not of reactions (nothing waits for a reaction)', async () => {
    await table('count_progress');
    const p = countingProjector('count_progress', 'count_progress');
    const handled: string[] = [];
    const reaction = {
      name: 'progress-reaction',
      handles: [countedType('count_progress')],
      handle: async (e: { id: string }) => void handled.push(e.id),
    };
    const runner = new ProjectionRunner({ knex: t.knex, store: t.store, logger, projectors: [p], reactions: [reaction] });
    const announced: string[] = [];
    runner.progress.on('progress', (name: string) => announced.push(name));
    await appendMany(t.store, 'count_progress', 5);
    await runner.stepProjector(p);
    await runner.stepReaction(reaction);
    expect(handled).toHaveLength(5);
    expect(await readCheckpoint(t.knex, 'progress-reaction')).toEqual(await readCheckpoint(t.knex, 'count_progress'));
    expect(announced).toContain('count_progress');
    expect(announced).not.toContain('progress-reaction');
  });
});
