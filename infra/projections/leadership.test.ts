// Leadership per projector and per reaction (advisory locks on a real Postgres server; the
// embedded database serves one process, which runs every loop): two processes split the locks
// and hand them over when one goes; a process whose lock connection is killed resumes its loops
// when it takes the locks again, and nothing is applied twice meanwhile.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions } from '../eventstore/types.js';
import { databaseFlavours } from '../../test/support/databases.js';
import {
  appendMany,
  countedType,
  countingProjector,
  countingRows,
  countingTable,
  oneToN,
  openProjectionDb,
  silentLogger as logger,
  type ProjectionTestDb,
} from '../../test/support/projections.js';
import { ProjectionRunner, type RunnerDeps } from './runner.js';
import { readCheckpoint } from './checkpoints.js';
import type { Reaction } from './types.js';

const postgres = databaseFlavours().filter((f) => f.name === 'postgres');

describe.each(postgres)('leadership per projector on $name (advisory locks need a Postgres server)', (flavour) => {
  let t: ProjectionTestDb;
  const runners: ProjectionRunner[] = [];

  beforeAll(async () => {
    t = await openProjectionDb(flavour);
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    await t?.close();
  });

  function runner(deps: Omit<RunnerDeps, 'knex' | 'store' | 'logger' | 'lockUrl'>) {
    const r = new ProjectionRunner({
      knex: t.knex,
      store: t.store,
      logger,
      lockUrl: t.db.db.url,
      leaderRetryMs: 50,
      idleMs: 10,
      retryBaseMs: 1,
      ...deps,
    });
    runners.push(r);
    return r;
  }

  const lock = (name: string) => ProjectionRunner.lockName('projector', name);

  it('two processes split the projectors between them, and the survivor takes them all back', async () => {
    const names = ['split_a', 'split_b', 'split_c', 'split_d'];
    for (const n of names) await countingTable(n).up(t.knex);
    const projectors = names.map((n) => countingProjector(n, n));
    const a = runner({ projectors });
    const b = runner({ projectors });
    a.start({ projectors: true, reactions: false });
    await expect.poll(() => a.leading.size, { timeout: 10_000 }).toBe(4);
    b.start({ projectors: true, reactions: false });
    // each ends up with its fair share: half of the views
    await expect.poll(() => [a.leading.size, b.leading.size], { timeout: 15_000 }).toEqual([2, 2]);
    expect(new Set([...a.leading, ...b.leading])).toEqual(new Set(names.map(lock)));

    let end = await Promise.all(names.map((n) => appendMany(t.store, n, 6)));
    for (const [i, n] of names.entries()) {
      const leader = a.leading.has(lock(n)) ? a : b;
      expect(await leader.waitFor(end[i]!, [countedType(n)], 10_000)).toBe(true);
    }

    await a.stop();
    await expect.poll(() => b.leading.size, { timeout: 15_000 }).toBe(4);
    end = await Promise.all(names.map((n) => appendMany(t.store, n, 6, 6)));
    for (const [i, n] of names.entries()) expect(await b.waitFor(end[i]!, [countedType(n)], 10_000)).toBe(true);
    for (const n of names) {
      const rows = await countingRows(t.knex, n);
      expect(rows.map((r) => r.n)).toEqual(oneToN(12));
      expect(rows.every((r) => r.applied === 1)).toBe(true);
    }
    await b.stop();
  });

  it('a process whose lock connection is killed pauses its loops, takes its locks again on a new connection, and resumes', async () => {
    await countingTable('killed_a').up(t.knex);
    const p = countingProjector('killed_a', 'killed_a');
    const handled: number[] = [];
    const reaction: Reaction = {
      name: 'test.killed-a',
      handles: [countedType('killed_a')],
      handle: async (e) => {
        handled.push((e.data as { n: number }).n);
      },
    };
    const r = runner({ projectors: [p], reactions: [reaction] });
    r.start({ projectors: true, reactions: true });
    await expect.poll(() => r.leading.size, { timeout: 10_000 }).toBe(2);
    let end = await appendMany(t.store, 'killed_a', 5);
    expect(await r.waitFor(end, [countedType('killed_a')], 10_000)).toBe(true);

    const pid = r.lockConnectionPid!;
    expect(pid).toBeGreaterThan(0);
    const admin = new pg.Client({ connectionString: t.db.db.url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
      // the locks went with the connection: the loops pause, then take them again on a new one
      await expect.poll(() => r.lockConnectionPid !== pid && r.leading.size === 2, { timeout: 15_000 }).toBe(true);
      const { rows } = await admin.query<{ n: number }>(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = $1 and granted",
        [r.lockConnectionPid],
      );
      expect(rows[0]!.n).toBe(2);
    } finally {
      await admin.end();
    }
    end = await appendMany(t.store, 'killed_a', 5, 5);
    expect(await r.waitFor(end, [countedType('killed_a')], 10_000)).toBe(true);
    await expect
      .poll(async () => comparePositions(await readCheckpoint(t.knex, reaction.name), end), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(0);
    const rows = await countingRows(t.knex, 'killed_a');
    expect(rows.map((x) => x.n)).toEqual(oneToN(10));
    expect(rows.every((x) => x.applied === 1)).toBe(true);
    expect([...new Set(handled)].sort((x, y) => x - y)).toEqual(oneToN(10));
    await r.stop();
  });

  it('one process at a time runs a view: another takes it over when the first stops', async () => {
    await countingTable('over_a').up(t.knex);
    const p = countingProjector('over_a', 'over_a');
    const a = runner({ projectors: [p] });
    const b = runner({ projectors: [p] });
    a.start({ projectors: true, reactions: false });
    await expect.poll(() => a.leading.has(lock('over_a')), { timeout: 10_000 }).toBe(true);
    b.start({ projectors: true, reactions: false });
    // b counts two processes but there is one view: a's share (1) is what it holds, b takes nothing
    await expect.poll(() => b.leading.size, { timeout: 2_000 }).toBe(0);
    expect(a.leading.has(lock('over_a'))).toBe(true);
    await a.stop();
    await expect.poll(() => b.leading.has(lock('over_a')), { timeout: 10_000 }).toBe(true);
    const end = await appendMany(t.store, 'over_a', 5);
    expect(await b.waitFor(end, [countedType('over_a')], 10_000)).toBe(true);
    await b.stop();
    expect((await countingRows(t.knex, 'over_a')).every((x) => x.applied === 1)).toBe(true);
  });
});
