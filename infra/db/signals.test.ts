// Signals published inside a transaction (PostgresSignals.publishWithin): other processes get them
// at its commit, never before and never after a rollback; the publishing process is not told.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { PostgresSignals } from './signals.js';

const postgres = databaseFlavours().find((f) => f.name === 'postgres');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!postgres)('signals published within a transaction (Postgres server)', () => {
  let db: TestDatabase;
  let here: PostgresSignals;
  let there: PostgresSignals;

  beforeAll(async () => {
    db = await postgres!.open();
    here = await PostgresSignals.open({ url: db.db.url, knex: db.db.knex });
    there = await PostgresSignals.open({ url: db.db.url, knex: db.db.knex });
  });
  afterAll(async () => {
    await here?.close();
    await there?.close();
    await db?.close();
  });

  /** What `signals` hears on `topic` from now on. */
  const heard = (signals: PostgresSignals, topic: string) => {
    const got: string[] = [];
    const off = signals.on(topic, (p) => got.push(p));
    return { got, off };
  };

  it('reaches another process at the commit, in order, and not the publisher', async () => {
    const other = heard(there, 'read');
    const self = heard(here, 'read');
    let beforeCommit: string[] = [];
    await db.db.knex.transaction(async (trx) => {
      await here.publishWithin(trx, [
        ['read', 'cases:1'],
        ['read', 'cases:2'],
      ]);
      await here.publishWithin(trx, []);
      await here.publishWithin(trx, [['read', 'cases:5']]);
      await sleep(100);
      beforeCommit = [...other.got];
    });
    for (let i = 0; i < 100 && other.got.length < 3; i++) await sleep(10);
    expect(beforeCommit).toEqual([]);
    expect(other.got).toEqual(['cases:1', 'cases:2', 'cases:5']);
    expect(self.got).toEqual([]);
    other.off();
    self.off();
  });

  it('several topics in one statement arrive in their order at the commit (drops before the progress they go with)', async () => {
    const order: string[] = [];
    const offRead = there.on('read', (p) => order.push(`read ${p}`));
    const offProgress = there.on('progress', (p) => order.push(`progress ${p}`));
    await db.db.knex.transaction(async (trx) => {
      await here.publishWithin(trx, [
        ['read', 'cases:7'],
        ['read', 'cases:owner:2'],
        ['progress', '{"cases":"9:9"}'],
      ]);
      await sleep(50);
      expect(order).toEqual([]);
    });
    for (let i = 0; i < 100 && order.length < 3; i++) await sleep(10);
    expect(order).toEqual(['read cases:7', 'read cases:owner:2', 'progress {"cases":"9:9"}']);
    offRead();
    offProgress();
  });

  it('never reaches anyone when the transaction rolls back', async () => {
    const other = heard(there, 'read');
    await expect(
      db.db.knex.transaction(async (trx) => {
        await here.publishWithin(trx, [['read', 'cases:3']]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A signal published after it is heard: the rolled-back one would have come first.
    await here.publish('read', 'cases:4');
    for (let i = 0; i < 100 && other.got.length < 1; i++) await sleep(10);
    await sleep(50);
    expect(other.got).toEqual(['cases:4']);
    other.off();
  });
});
