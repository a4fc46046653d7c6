// A rebuild builds the view in a shadow schema and swaps it in: readers never see it empty, the
// live loop keeps applying meanwhile and nothing is applied twice; a newer projector version
// rebuilds its view at start-up, and an older one leaves it alone.
import pg from 'pg';
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
import { ProjectionRunner, type RunnerDeps } from './runner.js';
import { readCheckpoint, readCheckpointState } from './checkpoints.js';
import { listParked } from './parked.js';
import { shadowSchema } from './shadow.js';
import type { Projector } from './types.js';
import { comparePositions, type Position } from '../eventstore/types.js';

describe.each(databaseFlavours())('rebuild on $name', (flavour) => {
  let t: ProjectionTestDb;

  beforeAll(async () => {
    t = await openProjectionDb(flavour);
  });
  afterAll(async () => {
    await t?.close();
  });

  function runner(projectors: Projector[], deps: Partial<RunnerDeps> = {}) {
    const migrations = new Map(projectors.map((p) => [p.name, [countingTable(p.tables[0]!)]]));
    return new ProjectionRunner({
      knex: t.knex,
      store: t.store,
      logger,
      projectors,
      viewMigrations: (v) => migrations.get(v) ?? [],
      batchSize: 10,
      idleMs: 5,
      retryBaseMs: 1,
      ...deps,
    });
  }

  /** Reads a user's rows in a loop until `until` settles (and a few times after): every count, and the table each read saw. */
  function readWhile(table: string, userId: number, until: Promise<unknown>) {
    const counts: number[] = [];
    const tables = new Set<number>();
    let done = false;
    void until.finally(() => (done = true)).catch(() => {});
    const reading = (async () => {
      for (let after = 0; after < 3; after += done ? 1 : 0) {
        const { rows } = (await t.knex.raw(`select count(*)::int as n, ?::regclass::oid::bigint as oid from ?? where user_id = ?`, [
          table,
          table,
          userId,
        ])) as {
          rows: { n: number; oid: number }[];
        };
        counts.push(rows[0]!.n);
        tables.add(rows[0]!.oid);
      }
    })();
    return { counts, tables, reading };
  }

  const schemaExists = async (name: string) =>
    (await t.knex('information_schema.schemata').where({ schema_name: name }).first()) !== undefined;

  it('rebuilds a damaged view to the same rows in a shadow, swaps it in, and leaves no shadow behind', async () => {
    await countingTable('rb_a').up(t.knex);
    const end = await appendMany(t.store, 'rb_a', 25);
    const p = countingProjector('rb_a', 'rb_a');
    const r = runner([p]);
    await r.catchUp(undefined, end);
    const before = await countingRows(t.knex, 'rb_a');
    const checkpoint = await readCheckpoint(t.knex, 'rb_a');
    await t.knex('rb_a').update({ applied: 99 }); // damage the view
    const rebuilt: string[] = [];
    r.applied.on('rebuilt', (view) => rebuilt.push(view));
    const [result] = await r.rebuild(['rb_a']);
    expect(result).toMatchObject({ name: 'rb_a', parked: 0 });
    expect(result!.events).toBeGreaterThanOrEqual(50);
    const after = await countingRows(t.knex, 'rb_a');
    expect(after).toEqual(before);
    expect(after.every((x) => x.applied === 1)).toBe(true);
    expect(comparePositions(await readCheckpoint(t.knex, 'rb_a'), checkpoint)).toBeGreaterThanOrEqual(0);
    expect(rebuilt).toEqual(['rb_a']);
    expect(await schemaExists(shadowSchema('rb_a'))).toBe(false);
    // the swapped table has the migration's indexes, under the migration's names
    const { rows } = (await t.knex.raw(
      "select indexname from pg_indexes where schemaname = 'public' and tablename = 'rb_a' order by indexname",
    )) as { rows: { indexname: string }[] };
    expect(rows.map((x) => x.indexname)).toEqual(['rb_a_pkey', 'rb_a_user_id_index']);
    await expect(r.rebuild(['no_such_view'])).rejects.toThrow(/No view or reaction is named no_such_view/);
  });

  it('never shows a reader an empty view while it is rebuilt, with the live loop applying new events meanwhile, each once', async () => {
    await countingTable('rb_b').up(t.knex);
    let end = await appendMany(t.store, 'rb_b', 90, 0, 10);
    const p = countingProjector('rb_b', 'rb_b');
    const live = runner([p]);
    await live.catchUp(undefined, end);
    const oldTable = Number((await t.knex.raw("select 'rb_b'::regclass::oid::bigint as oid")).rows[0].oid);
    live.start({ projectors: true, reactions: false });

    const rebuilder = runner([p]); // e.g. npm run projections:rebuild, beside the running app
    const rebuilding = rebuilder.rebuild(['rb_b']);
    const reads = readWhile('rb_b', 1, rebuilding);
    let appended = 90;
    const appending = (async () => {
      let last: Position | undefined;
      for (let i = 0; i < 4; i++) {
        last = await appendMany(t.store, 'rb_b', 5, appended);
        appended += 5;
      }
      return last!;
    })();
    await rebuilding;
    await reads.reading;
    end = await appending;
    expect(await live.waitFor(end, [countedType('rb_b')], 20_000)).toBe(true);
    await live.stop();

    expect(reads.counts.length).toBeGreaterThan(0);
    expect(reads.counts.filter((n) => n === 0)).toEqual([]);
    // the reads ran across the swap: they saw the old table and the new one
    const newTable = Number((await t.knex.raw("select 'rb_b'::regclass::oid::bigint as oid")).rows[0].oid);
    expect(newTable).not.toBe(oldTable);
    expect(reads.tables).toEqual(new Set([oldTable, newTable]));
    const rows = await countingRows(t.knex, 'rb_b');
    expect(rows.map((x) => x.n)).toEqual(oneToN(110));
    expect(rows.every((x) => x.applied === 1)).toBe(true);
  });

  it('parks in the rebuild what fails there, replacing the view’s parked events', async () => {
    await countingTable('rb_c').up(t.knex);
    const end = await appendMany(t.store, 'rb_c', 12);
    let bad = new Set([3]);
    const p = countingProjector('rb_c', 'rb_c', { fails: (n) => bad.has(n) });
    const r = runner([p], { maxAttempts: 2 });
    await r.catchUp(undefined, end);
    expect((await listParked(t.knex, 'rb_c')).map((x) => x.type)).toEqual([countedType('rb_c')]);
    bad = new Set([5, 6]); // 3 is fixed, 5 and 6 now fail
    const [result] = await r.rebuild(['rb_c']);
    expect(result!.parked).toBe(2);
    expect((await countingRows(t.knex, 'rb_c')).map((x) => x.n)).toEqual(oneToN(12).filter((n) => n !== 5 && n !== 6));
    const parked = await listParked(t.knex, 'rb_c');
    expect(parked).toHaveLength(2);
    expect(parked.every((x) => x.attempts === 2)).toBe(true);
  });

  it('a newer projector version rebuilds its view at start-up while readers keep reading; an older one leaves it', async () => {
    await countingTable('rb_v').up(t.knex);
    const end = await appendMany(t.store, 'rb_v', 60, 0, 10);
    const v1 = countingProjector('rb_v', 'rb_v');
    await runner([v1]).catchUp(undefined, end);
    expect(await readCheckpointState(t.knex, 'rb_v')).toMatchObject({ version: 1 });

    const v2 = countingProjector('rb_v', 'rb_v', { version: 2 });
    const upgraded = runner([v2]);
    upgraded.start({ projectors: true, reactions: false });
    const swapped = new Promise<void>((resolve) => upgraded.applied.once('rebuilt', () => resolve()));
    const reads = readWhile('rb_v', 2, swapped);
    await swapped;
    await reads.reading;
    expect(reads.counts.filter((n) => n === 0)).toEqual([]);
    await expect.poll(async () => (await readCheckpointState(t.knex, 'rb_v'))?.version, { timeout: 10_000 }).toBe(2);
    const more = await t.store.appendToStream('rbv-x', [counted(61, 'rb_v', { userId: 1 })], { expectedVersion: 'any' });
    expect(await upgraded.waitFor(more.position, [countedType('rb_v')], 10_000)).toBe(true);
    await upgraded.stop();
    const rows = (await t.knex('rb_v').select('n', 'version', 'applied').orderBy('n')) as { n: number; version: number; applied: number }[];
    expect(rows.map((x) => x.n)).toEqual(oneToN(61));
    expect(rows.every((x) => x.version === 2 && x.applied === 1)).toBe(true);

    // An older process (a rolling deploy) does not take the view back to its version.
    const old = runner([countingProjector('rb_v', 'rb_v')]);
    const later = await t.store.appendToStream('rbv-y', [counted(62, 'rb_v')], { expectedVersion: 'any' });
    old.start({ projectors: true, reactions: false });
    expect(await old.waitFor(later.position, [countedType('rb_v')], 300)).toBe(false);
    await old.stop();
    expect(await readCheckpointState(t.knex, 'rb_v')).toMatchObject({ version: 2 });
    expect(await t.knex('rb_v').where({ n: 62 }).first()).toBeUndefined();
  });

  it.runIf(flavour.name === 'postgres')(
    'waits out a long reader holding the live table (a second connection, so Postgres only) and swaps once it ends',
    async () => {
      await countingTable('rb_l').up(t.knex);
      const end = await appendMany(t.store, 'rb_l', 10);
      const p = countingProjector('rb_l', 'rb_l');
      const r = runner([p]);
      await r.catchUp(undefined, end);
      const reader = new pg.Client({ connectionString: t.db.db.url });
      await reader.connect();
      try {
        await reader.query('begin');
        await reader.query('select count(*) from rb_l'); // holds the table until it commits
        const rebuilding = r.rebuild(['rb_l']);
        // the swap gives up waiting (lock_timeout) and tries again until the reader is done
        await expect
          .poll(
            async () =>
              (
                await reader.query(
                  "select count(*)::int as n from pg_locks where relation = 'rb_l'::regclass and mode = 'AccessExclusiveLock' and not granted",
                )
              ).rows[0].n,
            { timeout: 20_000 },
          )
          .toBe(1);
        await reader.query('commit');
        const [result] = await rebuilding;
        expect(result).toMatchObject({ name: 'rb_l', parked: 0 });
      } finally {
        await reader.end();
      }
      const rows = await countingRows(t.knex, 'rb_l');
      expect(rows.map((x) => x.n)).toEqual(oneToN(10));
      expect(rows.every((x) => x.applied === 1)).toBe(true);
    },
  );
});
