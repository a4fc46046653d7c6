// Finding 10 of issue 10: every stream's head is anchored in a Merkle root on a chain of its own.
// A stream rewritten with every hash recomputed still verifies on its own — and fails against the
// anchor. Links are checked while the heads are collected, so a break is found without asking.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { migrate } from '../db/index.js';
import { anchorsMigration, Anchoring } from './anchors.js';
import { computeHash, GENESIS_HASH, verifyChain } from './hash-chain.js';
import { PostgresEventStore, eventStoreMigration } from './postgres.js';
import type { NewEvent } from './types.js';

const ev = (n: number): NewEvent => ({ id: randomUUID(), type: 'NoteAdded', data: { n }, metadata: { schemaVersion: 1 } });

describe.each(databaseFlavours())('anchors on $name', (flavour) => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let anchoring: Anchoring;
  const errors: unknown[] = [];

  beforeAll(async () => {
    db = await flavour.open();
    await migrate(db.db.knex, [eventStoreMigration, anchorsMigration]);
    store = new PostgresEventStore(db.db.knex);
    const logger = { error: (obj: unknown) => errors.push(obj) } as never;
    anchoring = new Anchoring({
      knex: db.db.knex,
      logger,
      source: { readAll: (o) => store.readAll(o), readStreamRaw: (s) => store.readStreamAsStored(s) },
    });
  });
  afterAll(async () => {
    await store?.close();
    await db?.close();
  });

  /** Rewrites one event's data and every hash from it to the head, as someone with database access could. */
  async function rewrite(stream: string, version: number, data: Record<string, unknown>) {
    const events = await store.readStreamAsStored(stream);
    let prev = version === 1 ? GENESIS_HASH : events[version - 2]!.hash;
    for (const e of events.slice(version - 1)) {
      const changed = e.version === version ? { ...e, data } : e;
      const hash = computeHash(prev, changed);
      await db.db
        .knex('events')
        .where({ stream, version: e.version })
        .update({ data: JSON.stringify(changed.data), prev_hash: prev, hash });
      prev = hash;
    }
  }

  it('anchors every stream head, chains the anchors, and proves a stream against one', async () => {
    await store.appendToStream('case-1', [ev(1), ev(2), ev(3)], { expectedVersion: 0 });
    await store.appendToStream('case-2', [ev(1)], { expectedVersion: 0 });
    const first = await anchoring.seal();
    expect(first).toMatchObject({ seq: 1, streamCount: 2 });
    expect(await anchoring.seal()).toBeUndefined(); // nothing changed: no new anchor
    await store.appendToStream('case-2', [ev(2)], { expectedVersion: 1 });
    const second = await anchoring.seal();
    expect(second).toMatchObject({ seq: 2, prevHash: first!.hash, streamCount: 2 });
    expect(second!.root).not.toBe(first!.root);
    expect(anchoring.verifyAnchorChain(await anchoring.list())).toEqual({ ok: true, checked: 2 });

    const proof = (await anchoring.proof(1, 'case-2'))!;
    expect(proof).toMatchObject({ included: true, streamMatches: true, leaf: { stream: 'case-2', version: 1 }, root: first!.root });
    expect((await anchoring.proof(2, 'case-2'))!.leaf.version).toBe(2);
    expect(await anchoring.proof(1, 'case-404')).toBeUndefined();
    expect(await anchoring.verifyAgainstStore()).toMatchObject({ ok: true, anchors: 2, streamsChecked: 2 });
  });

  it('catches a stream rewritten with every hash recomputed, which its own chain cannot', async () => {
    await store.appendToStream('case-7', [ev(1), ev(2)], { expectedVersion: 0 });
    const anchor = (await anchoring.seal())!;
    await rewrite('case-7', 1, { n: 'altered' });
    expect(verifyChain(await store.readStreamAsStored('case-7')).ok).toBe(true);
    const proof = (await anchoring.proof(anchor.seq, 'case-7'))!;
    expect(proof.included).toBe(true);
    expect(proof.streamMatches).toBe(false);
    expect(proof.reason).toMatch(/rewritten/);
    const check = await anchoring.verifyAgainstStore();
    expect(check.ok).toBe(false);
    expect(check.failures).toEqual([expect.objectContaining({ stream: 'case-7' })]);
    await rewrite('case-7', 1, { n: 1 }); // put it back for the other tests
    expect((await anchoring.verifyAgainstStore()).ok).toBe(true);
  });

  it('catches an altered anchor, and records a broken link while collecting heads', async () => {
    const anchors = await anchoring.list();
    const tampered = anchors.map((a, i) => (i === 0 ? { ...a, root: 'f'.repeat(64) } : a));
    expect(anchoring.verifyAnchorChain(tampered)).toMatchObject({ ok: false, firstBadSeq: 1 });

    await store.appendToStream('case-9', [ev(1), ev(2)], { expectedVersion: 0 });
    await db.db
      .knex('events')
      .where({ stream: 'case-9', version: 2 })
      .update({ prev_hash: 'e'.repeat(64) });
    const { breaks } = await anchoring.catchUp();
    expect(breaks).toBe(1);
    expect(await db.db.knex('anchor_breaks').where({ stream: 'case-9' }).first()).toMatchObject({ version: 2 });
    expect(errors).toEqual([expect.objectContaining({ stream: 'case-9', version: 2 })]);
  });
});
