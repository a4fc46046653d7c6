// The projection runner applies every event exactly once, even when a projector throws mid-batch
// or the runner is stopped mid-stream and started again; a rebuild replays the same result.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { Knex } from 'knex';
import { databaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { migrate } from '../../infra/db/index.js';
import { createEventStore } from '../../infra/eventstore/index.js';
import type { EventStore, NewEvent } from '../../infra/eventstore/types.js';
import { ProjectionRunner } from './runner.js';
import { readCheckpoint } from './checkpoints.js';
import type { Projector } from './types.js';

const logger = pino({ level: 'silent' });

function countingProjector(name: string, table: string, opts: { failOnce?: Set<number> } = {}): Projector & { throws: number } {
  const type = `Counted_${table}`;
  const p = {
    name,
    tables: [table],
    handles: [type],
    throws: 0,
    async apply(trx: Knex.Transaction, e: { id: string; data: Record<string, unknown> }) {
      const n = e.data.n as number;
      if (opts.failOnce?.has(n)) {
        opts.failOnce.delete(n);
        p.throws += 1;
        throw new Error(`projector crashed on event ${n}`);
      }
      // counts every application: a double-applied event would show 2
      await trx(table)
        .insert({ event_id: e.id, n, applied: 1 })
        .onConflict('event_id')
        .merge({ applied: trx.raw('?? + 1', [`${table}.applied`]) });
    },
  };
  return p;
}

// Each test counts its own event type, so it sees only its own events in the shared log.
const counted = (n: number, table: string): NewEvent => ({ id: randomUUID(), type: `Counted_${table}`, data: { n }, metadata: { schemaVersion: 1 } });

describe.each(databaseFlavours())('projection runner on $name', (flavour) => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await flavour.open();
    await migrate(db.db.knex);
    store = createEventStore({ knex: db.db.knex });
  });
  afterAll(async () => {
    await store?.close();
    await db?.close();
  });

  async function table(name: string) {
    await db.db.knex.schema.createTable(name, (t) => {
      t.uuid('event_id').primary();
      t.integer('n').notNullable();
      t.integer('applied').notNullable();
    });
  }

  async function appendMany(table: string, total: number, offset = 0) {
    for (let i = offset + 1; i <= offset + total; i++) {
      // a mix of streams, and an event type the projector ignores between them
      await store.appendToStream(`${table.replace('_', '')}-${i % 7}`, [counted(i, table), { ...counted(-i, table), type: 'Ignored' }], { expectedVersion: 'any' });
    }
  }

  async function rows(name: string) {
    return db.db.knex(name).select('n', 'applied').orderBy('n');
  }

  it('applies every event exactly once when the projector throws mid-batch, and resumes after', async () => {
    await table('count_a');
    await appendMany('count_a', 60);
    const p = countingProjector('count_a', 'count_a', { failOnce: new Set([23, 41]) });
    const runner = new ProjectionRunner({ knex: db.db.knex, store, logger, projectors: [p], batchSize: 16, idleMs: 10 });
    // step by step, as the loop does: a failing step rolls back its whole batch
    let failures = 0;
    for (let i = 0; i < 40; i++) {
      try {
        if ((await runner.stepProjector(p)) === 0) break;
      } catch (err) {
        expect(String(err)).toMatch(/projector crashed/);
        failures += 1;
      }
    }
    expect(failures).toBe(2);
    expect(p.throws).toBe(2);
    const r = await rows('count_a');
    expect(r).toHaveLength(60);
    expect(r.every((x: { applied: number }) => x.applied === 1)).toBe(true);
    expect(r.map((x: { n: number }) => x.n)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('stopped mid-stream and started again (a new process), applies each event once', async () => {
    await table('count_b');
    await appendMany('count_b', 40);
    const p = countingProjector('count_b', 'count_b');
    const first = new ProjectionRunner({ knex: db.db.knex, store, logger, projectors: [p], batchSize: 5, idleMs: 10 });
    await first.stepProjector(p);
    await first.stepProjector(p);
    await first.stop();
    expect((await rows('count_b')).length).toBeLessThan(40);

    const second = new ProjectionRunner({ knex: db.db.knex, store, logger, projectors: [p], batchSize: 5, idleMs: 10 });
    second.start({ projectors: true, reactions: false });
    const head = await store.headPosition();
    expect(await second.waitFor(head, [`Counted_count_b`], 10_000)).toBe(true);
    await second.stop();
    const r = await rows('count_b');
    expect(r).toHaveLength(40);
    expect(r.every((x: { applied: number }) => x.applied === 1)).toBe(true);
  });

  it('two runners on the same view never apply an event twice', async () => {
    await table('count_c');
    await appendMany('count_c', 30);
    const p = countingProjector('count_c', 'count_c');
    const a = new ProjectionRunner({ knex: db.db.knex, store, logger, projectors: [p], batchSize: 16, idleMs: 5 });
    const b = new ProjectionRunner({ knex: db.db.knex, store, logger, projectors: [p], batchSize: 16, idleMs: 5 });
    const step = async (r: ProjectionRunner) => {
      // a step that lost the race to the other runner rolls back (-1) and tries again
      for (let i = 0; i < 1000; i++) if ((await r.stepProjector(p).catch(() => -1)) === 0) break;
    };
    await Promise.all([step(a), step(b)]);
    const r = await rows('count_c');
    expect(r).toHaveLength(30);
    expect(r.every((x: { applied: number }) => x.applied === 1)).toBe(true);
  });

  it('rebuilds a view from scratch to the same rows', async () => {
    await table('count_d');
    await appendMany('count_d', 25);
    const p = countingProjector('count_d', 'count_d');
    const runner = new ProjectionRunner({ knex: db.db.knex, store, logger, projectors: [p], batchSize: 10 });
    await runner.catchUp();
    const before = await rows('count_d');
    await db.db.knex('count_d').update({ applied: 99 }); // damage the view
    await runner.rebuild(['count_d']);
    const after = await rows('count_d');
    expect(after).toEqual(before);
    expect(after.every((x: { applied: number }) => x.applied === 1)).toBe(true);
    expect(await readCheckpoint(db.db.knex, 'count_d')).toEqual(await store.headPosition());
  });

  it.runIf(flavour.name === 'postgres')('lets one process at a time run the projectors (advisory lock), and another take over', async () => {
    await table('count_e');
    await appendMany('count_e', 10);
    const p = countingProjector('count_e', 'count_e');
    const opts = { knex: db.db.knex, store, logger, projectors: [p], lockUrl: db.db.url, leaderRetryMs: 50, idleMs: 10 };
    const a = new ProjectionRunner(opts);
    const b = new ProjectionRunner(opts);
    a.start({ projectors: true, reactions: false });
    await expect.poll(() => a.leading.has('casebook:projectors')).toBe(true);
    b.start({ projectors: true, reactions: false });
    await new Promise((r) => setTimeout(r, 300));
    expect(b.leading.size).toBe(0);
    await a.stop();
    await expect.poll(() => b.leading.has('casebook:projectors'), { timeout: 5_000 }).toBe(true);
    await appendMany('count_e', 5, 10);
    expect(await b.waitFor(await store.headPosition(), ['Counted_count_e'], 5_000)).toBe(true);
    await b.stop();
    const r = await rows('count_e');
    expect(r).toHaveLength(15);
    expect(r.every((x: { applied: number }) => x.applied === 1)).toBe(true);
  });

  it('waitFor answers false when the view does not reach the position in time', async () => {
    const p = countingProjector('count_never', 'count_never');
    const runner = new ProjectionRunner({ knex: db.db.knex, store, logger, projectors: [p] });
    await store.appendToStream('never-1', [counted(1, 'count_never')], { expectedVersion: 'any' });
    expect(await runner.waitFor(await store.headPosition(), ['Counted_count_never'], 100)).toBe(false);
    expect(await runner.waitFor(await store.headPosition(), ['Unrelated'], 100)).toBe(true);
  });
});
