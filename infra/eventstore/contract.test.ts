// One contract for every event store adapter, run against each one that is reachable: the
// Postgres adapter on a real server and on embedded PGlite, and EventStoreDB when EVENTSTORE_URL
// is set. Then the Postgres adapter's own guarantees (commit-ordered log, unique ids, wake-ups).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { EventStoreDBEventStore } from './esdb.js';
import type { AuditableEventStore } from './extensions.js';
import { GENESIS_HASH, computeHash, verifyChain } from './hash-chain.js';
import { HELD_APPLICATION_NAME } from './head-appends.js';
import { PostgresEventStore, eventStoreMigration } from './postgres.js';
import { ConcurrencyError, START, comparePositions, type NewEvent, type Position, type RecordedEvent } from './types.js';
import { registerUpcaster } from './upcasters.js';

interface Harness {
  store: AuditableEventStore;
  /** Another store on the same data, for tests that close one. */
  newStore(opts?: { pollIntervalMs?: number; batchSize?: number }): AuditableEventStore;
  /** Changes stored events behind the store's back; absent where the store is append-only. */
  tamper?: {
    setData(stream: string, version: number, data: Record<string, unknown>): Promise<void>;
    remove(stream: string, version: number): Promise<void>;
  };
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function until(cond: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(10);
  }
}

const streamName = (category = 'case') => `${category}-${randomUUID()}`;

function ev(type: string, data: Record<string, unknown> = {}, schemaVersion = 1): NewEvent {
  return { id: randomUUID(), type, data, metadata: { schemaVersion, userId: 7, correlationId: randomUUID() } };
}

async function conflictOf(p: Promise<unknown>): Promise<ConcurrencyError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ConcurrencyError);
  return err as ConcurrencyError;
}

/** Collects the events of `streams` that a subscription delivers. */
function collect(store: AuditableEventStore, from: Position, streams: string[]) {
  const seen: RecordedEvent[] = [];
  const sub = store.subscribe({ fromPosition: from }, async (e) => {
    if (streams.includes(e.stream)) seen.push(e);
  });
  return { seen, sub };
}

/** `caps.tamper`: the harness can change stored events (known before the harness exists, for skip reasons). */
export function eventStoreContract(name: string, makeHarness: () => Promise<Harness>, caps: { tamper: boolean }): void {
  describe(name, () => {
    let h: Harness;
    let store: AuditableEventStore;
    beforeAll(async () => {
      h = await makeHarness();
      store = h.store;
    });
    afterAll(async () => {
      await h?.close();
    });

    it('appends and reads a stream back: data, metadata, versions, createdAt and chain links', async () => {
      const s = streamName();
      const a = ev('CaseOpened', { title: 'Missing bike', tags: ['theft', 'bike'], amount: 12.5, nested: { ok: true, none: null } });
      const b = ev('NoteAdded', { text: 'Seen near the station' });
      const result = await store.appendToStream(s, [a, b], { expectedVersion: 0 });
      expect(result.nextVersion).toBe(2);

      const events = await store.readStream(s);
      expect(events.map((e) => [e.id, e.stream, e.version, e.type])).toEqual([
        [a.id, s, 1, 'CaseOpened'],
        [b.id, s, 2, 'NoteAdded'],
      ]);
      expect(events[0]!.data).toEqual(a.data);
      expect(events[0]!.metadata).toEqual(a.metadata);
      expect(events[1]!.data).toEqual(b.data);
      // One creation time per append, as a millisecond ISO string that reads back unchanged.
      expect(events[0]!.createdAt).toBe(new Date(Date.parse(events[0]!.createdAt)).toISOString());
      expect(events[1]!.createdAt).toBe(events[0]!.createdAt);
      expect(events[0]!.prevHash).toBe(GENESIS_HASH);
      expect(events[1]!.prevHash).toBe(events[0]!.hash);
      expect(comparePositions(events[0]!.position, events[1]!.position)).toBe(-1);
      expect(events[1]!.position).toEqual(result.position);

      expect((await store.readStream(s, { fromVersion: 2 })).map((e) => e.id)).toEqual([b.id]);
      expect(await store.readStream(streamName())).toEqual([]);
    });

    it('rejects a wrong expected version with a ConcurrencyError carrying the actual version', async () => {
      const s = streamName();
      await store.appendToStream(s, [ev('A'), ev('B')], { expectedVersion: 0 });
      for (const expected of [1, 3]) {
        const err = await conflictOf(store.appendToStream(s, [ev('C')], { expectedVersion: expected }));
        expect(err).toMatchObject({ code: 'CONCURRENCY', stream: s, expected, actual: 2 });
      }
      expect(await store.readStream(s)).toHaveLength(2);
      expect((await store.appendToStream(s, [ev('C')], { expectedVersion: 2 })).nextVersion).toBe(3);
    });

    it('expected version 0 means the stream must not exist yet', async () => {
      const s = streamName();
      await store.appendToStream(s, [ev('A')], { expectedVersion: 0 });
      const err = await conflictOf(store.appendToStream(s, [ev('B')], { expectedVersion: 0 }));
      expect(err).toMatchObject({ expected: 0, actual: 1 });
    });

    it("'any' appends at the stream's end, new or not", async () => {
      const s = streamName();
      expect((await store.appendToStream(s, [ev('A')], { expectedVersion: 'any' })).nextVersion).toBe(1);
      expect((await store.appendToStream(s, [ev('B'), ev('C')], { expectedVersion: 'any' })).nextVersion).toBe(3);
      expect((await store.readStream(s)).map((e) => e.version)).toEqual([1, 2, 3]);
    });

    it('rejects malformed input before touching the store', async () => {
      const s = streamName();
      await expect(store.appendToStream(s, [{ ...ev('A'), id: 'not-a-uuid' }], { expectedVersion: 0 })).rejects.toThrow(TypeError);
      await expect(store.appendToStream(s, [ev('A')], { expectedVersion: -1 })).rejects.toThrow(TypeError);
      const dup = ev('A');
      await expect(store.appendToStream(s, [dup, dup], { expectedVersion: 0 })).rejects.toThrow(/twice/);
      expect(await store.readStream(s)).toEqual([]);
    });

    it('100 concurrent appends with the same expected version: exactly one wins, the rest conflict', async () => {
      const s = streamName();
      const results = await Promise.allSettled(
        Array.from({ length: 100 }, (_, i) => store.appendToStream(s, [ev('Claimed', { by: i })], { expectedVersion: 0 })),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(99);
      for (const r of lost) {
        expect(r.reason).toBeInstanceOf(ConcurrencyError);
        expect(r.reason).toMatchObject({ expected: 0, actual: 1 });
      }
      expect(await store.readStream(s)).toHaveLength(1);
    });

    it(
      '100 concurrent writers that re-read and retry on conflict store 100 events, none lost or duplicated',
      { timeout: 60_000 },
      async () => {
        const s = streamName();
        let failed = false; // a failing writer stops the rest, so none keeps writing into later tests
        const writer = async (i: number) => {
          let known = 0;
          for (let attempt = 1; !failed; attempt++) {
            known += (await store.readStream(s, { fromVersion: known + 1 })).length;
            try {
              await store.appendToStream(s, [ev('Counted', { writer: i })], { expectedVersion: known });
              return;
            } catch (err) {
              if (!(err instanceof ConcurrencyError)) throw err;
              // Jittered exponential back-off, as a real command handler would: without it all 100
              // retry in lockstep and the test times a retry storm (n² attempts), not correctness.
              await sleep(Math.random() * 10 * 2 ** Math.min(attempt, 8));
            }
          }
        };
        await Promise.all(Array.from({ length: 100 }, (_, i) => writer(i))).finally(() => (failed = true));
        const events = await store.readStreamAsStored(s);
        expect(events.map((e) => e.version)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
        expect(new Set(events.map((e) => e.data.writer)).size).toBe(100);
        expect(verifyChain(events)).toEqual({ ok: true, checked: 100 });
      },
    );

    it("concurrent 'any' appends all land, each at its own version", async () => {
      const s = streamName();
      const results = await Promise.all(
        Array.from({ length: 20 }, () => store.appendToStream(s, [ev('Logged')], { expectedVersion: 'any' })),
      );
      expect(results.map((r) => r.nextVersion).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(verifyChain(await store.readStreamAsStored(s)).ok).toBe(true);
    });

    it('stores an event id once: the same batch appended again answers the first result, even with a stale version', async () => {
      const s = streamName();
      const batch = [ev('A'), ev('B')];
      const first = await store.appendToStream(s, batch, { expectedVersion: 0 });
      expect(await store.appendToStream(s, batch, { expectedVersion: 0 })).toEqual(first);
      await store.appendToStream(s, [ev('C')], { expectedVersion: 2 });
      // A retry after a lost reply: its expected version is stale by now, yet it only repeats what is stored.
      expect(await store.appendToStream(s, batch, { expectedVersion: 0 })).toEqual(first);
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    });

    it('a batch that is only partly stored is a conflict', async () => {
      const s = streamName();
      const [a, b] = [ev('A'), ev('B')];
      await store.appendToStream(s, [a, b], { expectedVersion: 0 });
      const err = await conflictOf(store.appendToStream(s, [b, ev('C')], { expectedVersion: 1 }));
      expect(err.actual).toBe(2);
      expect(await store.readStream(s)).toHaveLength(2);
    });

    it('reads the global log in order, strictly after a position, page by page', async () => {
      const from = await store.headPosition();
      const [x, y] = [streamName(), streamName()];
      const appended = [ev('X1'), ev('Y1'), ev('X2'), ev('X3')];
      await store.appendToStream(x, [appended[0]!], { expectedVersion: 0 });
      await store.appendToStream(y, [appended[1]!], { expectedVersion: 0 });
      await store.appendToStream(x, [appended[2]!, appended[3]!], { expectedVersion: 1 });

      // Readers see a commit once every older transaction on the server has ended: other test files'
      // databases share the server, so their open transactions may hold these back for a moment.
      let all = await store.readAll({ fromPosition: from });
      await until(async () => (all = await store.readAll({ fromPosition: from })).length >= appended.length, 'the four events readable');
      expect(all.map((e) => e.id)).toEqual(appended.map((e) => e.id));
      for (let i = 1; i < all.length; i++) expect(comparePositions(all[i - 1]!.position, all[i]!.position)).toBe(-1);

      const paged: string[] = [];
      let cursor = from;
      for (;;) {
        const page = await store.readAll({ fromPosition: cursor, limit: 1 });
        if (page.length === 0) break;
        expect(page).toHaveLength(1);
        paged.push(page[0]!.id);
        cursor = page[0]!.position;
      }
      expect(paged).toEqual(all.map((e) => e.id));
      expect(await store.readAll({ fromPosition: all[3]!.position })).toEqual([]);
      expect((await store.readAll({ fromPosition: all[1]!.position })).map((e) => e.id)).toEqual([appended[2]!.id, appended[3]!.id]);
      expect(await store.headPosition()).toEqual(all[3]!.position);
      // From the start, the log holds these events too, in the same relative order.
      const ids = new Set(appended.map((e) => e.id));
      expect((await store.readAll({ fromPosition: START })).filter((e) => ids.has(e.id)).map((e) => e.id)).toEqual(paged);
    });

    it('a subscription delivers every event exactly once and in order, before and after it started', async () => {
      const from = await store.headPosition();
      const [x, y] = [streamName(), streamName()];
      const early = [ev('E1'), ev('E2'), ev('E3')];
      await store.appendToStream(x, [early[0]!, early[1]!], { expectedVersion: 0 });
      await store.appendToStream(y, [early[2]!], { expectedVersion: 0 });
      const { seen, sub } = collect(store, from, [x, y]);
      const late = [ev('L1'), ev('L2'), ev('L3')];
      await store.appendToStream(y, [late[0]!], { expectedVersion: 1 });
      await store.appendToStream(x, [late[1]!], { expectedVersion: 2 });
      await store.appendToStream(x, [late[2]!], { expectedVersion: 3 });
      await until(() => seen.length >= 6, 'six events');
      await sleep(200); // room for a duplicate to show up
      await sub.stop();
      expect(seen.map((e) => e.id)).toEqual([...early, ...late].map((e) => e.id));
    });

    it('stop() waits for the handler call in progress, and no call starts after it', async () => {
      const from = await store.headPosition();
      const s = streamName();
      await store.appendToStream(s, [ev('A'), ev('B'), ev('C')], { expectedVersion: 0 });
      let calls = 0;
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      const sub = store.subscribe({ fromPosition: from }, async (e) => {
        if (e.stream !== s) return;
        calls += 1;
        await released;
      });
      await until(() => calls === 1, 'the first handler call');
      let stopped = false;
      const stopping = sub.stop().then(() => (stopped = true));
      await sleep(100);
      expect(stopped).toBe(false);
      release();
      await stopping;
      await store.appendToStream(s, [ev('D')], { expectedVersion: 3 });
      await sleep(150);
      expect(calls).toBe(1);
    });

    it('a handler error stops the subscription and is reported to onError', async () => {
      const from = await store.headPosition();
      const s = streamName();
      await store.appendToStream(s, [ev('A'), ev('B')], { expectedVersion: 0 });
      const boom = new Error('projector bug');
      const errors: unknown[] = [];
      let calls = 0;
      const sub = store.subscribe(
        { fromPosition: from },
        async (e) => {
          if (e.stream !== s) return;
          calls += 1;
          throw boom;
        },
        { onError: (err) => errors.push(err) },
      );
      await until(() => errors.length === 1, 'onError');
      await store.appendToStream(s, [ev('C')], { expectedVersion: 2 });
      await sleep(150);
      expect(errors).toEqual([boom]);
      expect(calls).toBe(1);
      await sub.stop(); // already stopped: resolves at once
    });

    it('upcasts old schemas on every read path while the stored event stays as written', async () => {
      const type = `ContactChanged${randomUUID().slice(0, 8)}`;
      const off = registerUpcaster(type, 1, (d) => ({ email: d.mail, verified: false }));
      try {
        const from = await store.headPosition();
        const s = streamName('user');
        const old = ev(type, { mail: 'a@example.com' }, 1);
        await store.appendToStream(s, [old], { expectedVersion: 0 });
        const upcastData = { email: 'a@example.com', verified: false };

        const [fromStream] = await store.readStream(s);
        expect(fromStream).toMatchObject({ data: upcastData, metadata: { schemaVersion: 2 } });
        // Readable in the log once older transactions on the server (other test databases) have ended.
        let fromLog: RecordedEvent | undefined;
        await until(
          async () => (fromLog = (await store.readAll({ fromPosition: from })).find((e) => e.id === old.id)) !== undefined,
          'the event in the log',
        );
        expect(fromLog).toMatchObject({ data: upcastData, metadata: { schemaVersion: 2 } });
        const { seen, sub } = collect(store, from, [s]);
        await until(() => seen.length === 1, 'the upcast event');
        await sub.stop();
        expect(seen[0]).toMatchObject({ data: upcastData, metadata: { schemaVersion: 2 } });

        const stored = await store.readStreamAsStored(s);
        expect(stored[0]).toMatchObject({ data: { mail: 'a@example.com' }, metadata: { schemaVersion: 1 } });
        expect(verifyChain(stored).ok).toBe(true);
      } finally {
        off();
      }
    });

    it('hash-chains each stream across appends so verifyChain accepts it', async () => {
      const s = streamName();
      await store.appendToStream(s, [ev('A', { pii: { ct: 'b64-ciphertext', iv: 'iv' } })], { expectedVersion: 0 });
      await store.appendToStream(s, [ev('B'), ev('C')], { expectedVersion: 1 });
      await store.appendToStream(s, [ev('D')], { expectedVersion: 3 });
      const events = await store.readStreamAsStored(s);
      expect(verifyChain(events)).toEqual({ ok: true, checked: 4 });
      // Each hash is recomputable from what was read back, so it was computed over the stored bytes.
      expect(events[3]!.hash).toBe(computeHash(events[2]!.hash, events[3]!));
    });

    // ---- appends that pass the head the caller just read (the one-statement path on Postgres)

    const headOf = async (s: string) => {
      const events = await store.readStream(s);
      return { version: events.length, hash: events.at(-1)?.hash ?? GENESIS_HASH };
    };

    it('appends at a head the caller read: versions, positions and an unbroken chain, new stream or not', async () => {
      const s = streamName();
      const first = await store.appendToStream(s, [ev('A'), ev('B')], { expectedVersion: 0, head: { version: 0, hash: GENESIS_HASH } });
      expect(first.nextVersion).toBe(2);
      const second = await store.appendToStream(s, [ev('C')], { expectedVersion: 2, head: await headOf(s) });
      expect(second.nextVersion).toBe(3);
      expect(comparePositions(second.position, first.position)).toBe(1);
      // An answer's hash (where the adapter gives one) is the next append's head.
      const third = await store.appendToStream(s, [ev('D')], {
        expectedVersion: 3,
        head: second.hash ? { version: 3, hash: second.hash } : await headOf(s),
      });
      expect(third.nextVersion).toBe(4);
      const events = await store.readStreamAsStored(s);
      expect(events.map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
      expect(verifyChain(events)).toEqual({ ok: true, checked: 4 });
      if (third.hash) expect(third.hash).toBe(events[3]!.hash);
      const read = await store.readAll({ fromPosition: first.position });
      expect(read.filter((e) => e.stream === s).map((e) => e.type)).toEqual(['C', 'D']);
    });

    it("refuses a stale head with a ConcurrencyError, and a head whose hash is not the stream's never breaks the chain", async () => {
      const s = streamName();
      await store.appendToStream(s, [ev('A')], { expectedVersion: 0 });
      const stale = await headOf(s);
      await store.appendToStream(s, [ev('B')], { expectedVersion: 1, head: stale });
      const err = await conflictOf(store.appendToStream(s, [ev('X')], { expectedVersion: 1, head: stale }));
      expect(err.actual).toBe(2);
      // Right version, wrong hash: stored chained onto the real head (or refused), never onto the lie.
      await store.appendToStream(s, [ev('C')], { expectedVersion: 2, head: { version: 2, hash: 'f'.repeat(64) } }).catch((e: unknown) => {
        expect(e).toBeInstanceOf(ConcurrencyError);
      });
      const events = await store.readStreamAsStored(s);
      expect(verifyChain(events).ok).toBe(true);
      expect(events.map((e) => e.type).slice(0, 2)).toEqual(['A', 'B']);
      // A new stream's head at version 0 for a stream that exists is stale too.
      await conflictOf(store.appendToStream(s, [ev('Y')], { expectedVersion: 0, head: { version: 0, hash: GENESIS_HASH } }));
    });

    it('100 concurrent appends at the same head: exactly one wins, the rest conflict', async () => {
      const s = streamName();
      await store.appendToStream(s, [ev('Opened')], { expectedVersion: 0 });
      const head = await headOf(s);
      const results = await Promise.allSettled(
        Array.from({ length: 100 }, (_, i) => store.appendToStream(s, [ev('Edit', { i })], { expectedVersion: 1, head })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(ConcurrencyError);
      const events = await store.readStreamAsStored(s);
      expect(events).toHaveLength(2);
      expect(verifyChain(events).ok).toBe(true);
    });

    it(
      '100 concurrent writers that re-read the head and retry store 100 events, none lost or duplicated',
      { timeout: 60_000 },
      async () => {
        const s = streamName();
        await Promise.all(
          Array.from({ length: 100 }, async (_, i) => {
            for (let attempt = 0; ; attempt++) {
              const head = await headOf(s);
              try {
                await store.appendToStream(s, [ev('Step', { i })], { expectedVersion: head.version, head });
                return;
              } catch (err) {
                if (!(err instanceof ConcurrencyError) || attempt > 500) throw err;
                await sleep(Math.random() * 5);
              }
            }
          }),
        );
        const events = await store.readStreamAsStored(s);
        expect(events.map((e) => e.version)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
        expect(new Set(events.map((e) => (e.data as { i: number }).i)).size).toBe(100);
        expect(verifyChain(events).ok).toBe(true);
      },
    );

    it('an append at a head repeated after it landed answers the first result (idempotent ids)', async () => {
      const s = streamName();
      const batch = [ev('A'), ev('B')];
      const head = { version: 0, hash: GENESIS_HASH };
      const first = await store.appendToStream(s, batch, { expectedVersion: 0, head });
      const again = await store.appendToStream(s, batch, { expectedVersion: 0, head });
      expect(again.nextVersion).toBe(first.nextVersion);
      expect(comparePositions(again.position, first.position)).toBe(0);
      expect(await store.readStream(s)).toHaveLength(2);
      // Ids stored in another stream are a conflict on this path too.
      await conflictOf(store.appendToStream(streamName(), [batch[0]!], { expectedVersion: 0, head }));
    });

    const noTamper = caps.tamper ? '' : ' (skipped: this store cannot alter or remove a stored event)';

    it.skipIf(!caps.tamper)(`detects stored data altered behind the store, at the altered version${noTamper}`, async () => {
      const s = streamName();
      await store.appendToStream(s, [ev('A', { amount: 10 }), ev('B', { amount: 20 }), ev('C', { amount: 30 })], { expectedVersion: 0 });
      await h.tamper!.setData(s, 2, { amount: 2000 });
      const events = await store.readStreamAsStored(s);
      expect(events[1]!.data).toEqual({ amount: 2000 });
      expect(verifyChain(events)).toMatchObject({ ok: false, checked: 1, firstBadVersion: 2 });
    });

    it.skipIf(!caps.tamper)(`detects a removed event${noTamper}`, async () => {
      const s = streamName();
      await store.appendToStream(s, [ev('A'), ev('B'), ev('C'), ev('D')], { expectedVersion: 0 });
      await h.tamper!.remove(s, 3);
      expect(verifyChain(await store.readStreamAsStored(s))).toMatchObject({ ok: false, checked: 2, firstBadVersion: 3 });
    });

    it('answers health, and close() stops its subscriptions', async () => {
      expect(await store.health()).toBe(true);
      const other = h.newStore();
      const from = await store.headPosition();
      const s = streamName();
      const { seen, sub } = collect(other, from, [s]);
      await store.appendToStream(s, [ev('A')], { expectedVersion: 0 });
      await until(() => seen.length === 1, 'the first event');
      await other.close();
      await sub.stop(); // already stopped by close()
      await store.appendToStream(s, [ev('B')], { expectedVersion: 1 });
      await sleep(150);
      expect(seen).toHaveLength(1);
      expect(() => other.subscribe({}, async () => {})).toThrow(/closed/);
      // The shared connection is not the store's to close.
      expect(await store.health()).toBe(true);
    });
  });
}

const flavours = databaseFlavours();

async function openMigrated(flavour: (typeof flavours)[number]): Promise<TestDatabase> {
  const tdb = await flavour.open();
  await eventStoreMigration.up(tdb.db.knex);
  return tdb;
}

describe.each(flavours)('PostgresEventStore on $name', (flavour) => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await openMigrated(flavour);
  });
  afterAll(async () => {
    await tdb?.close();
  });

  eventStoreContract(
    'contract',
    async () => {
      const knex = tdb.db.knex;
      const stores: PostgresEventStore[] = [];
      const make = (opts?: { pollIntervalMs?: number; batchSize?: number }) => {
        const s = new PostgresEventStore(knex, opts);
        stores.push(s);
        return s;
      };
      return {
        store: make(),
        newStore: make,
        tamper: {
          async setData(stream, version, data) {
            await knex('events')
              .where({ stream, version })
              .update({ data: JSON.stringify(data) });
          },
          async remove(stream, version) {
            await knex('events').where({ stream, version }).delete();
          },
        },
        async close() {
          await Promise.all(stores.map((s) => s.close()));
        },
      };
    },
    { tamper: true },
  );

  describe('postgres adapter', () => {
    let store: PostgresEventStore;
    beforeAll(() => {
      store = new PostgresEventStore(tdb.db.knex);
    });
    afterAll(async () => {
      await store?.close();
    });

    it('an event id already stored in another stream is a conflict, not a raw database error', async () => {
      const e = ev('A');
      await store.appendToStream(streamName(), [e], { expectedVersion: 0 });
      const s = streamName();
      await conflictOf(store.appendToStream(s, [e], { expectedVersion: 0 }));
      expect(await store.readStream(s)).toEqual([]);
    });

    // Appends at a known head that arrive while one is in flight go together in the next statement
    // (head-appends.ts). The first append below is sent at once; the others queue behind it.
    const genesis = { version: 0, hash: GENESIS_HASH };
    const settle = <T>(p: Promise<T>) =>
      p.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );

    it('concurrent appends at known heads share one commit, each with its own guard and outcome', async () => {
      const stale = streamName();
      await store.appendToStream(stale, [ev('A')], { expectedVersion: 0 });
      const fresh = [streamName(), streamName(), streamName()];
      const leader = store.appendToStream(streamName(), [ev('Lead')], { expectedVersion: 0, head: genesis });
      const grouped = fresh.map((s) => store.appendToStream(s, [ev('A'), ev('B')], { expectedVersion: 0, head: genesis }));
      // A head that is not the stream's any more: this caller alone falls to the full path and conflicts.
      const refused = settle(store.appendToStream(stale, [ev('X')], { expectedVersion: 0, head: genesis }));
      await leader;
      const results = await Promise.all(grouped);
      expect(results.map((r) => r.nextVersion)).toEqual([2, 2, 2]);
      expect(new Set(results.map((r) => r.position.commit)).size).toBe(1);
      const { error } = (await refused) as { error: unknown };
      expect(error).toBeInstanceOf(ConcurrencyError);
      expect((error as ConcurrencyError).actual).toBe(1);
      for (const [i, s] of fresh.entries()) {
        const events = await store.readStreamAsStored(s);
        expect(verifyChain(events)).toEqual({ ok: true, checked: 2 });
        expect(events[1]!.hash).toBe(results[i]!.hash);
        // Within the shared statement, each stream's positions still follow its versions.
        expect(comparePositions(events[0]!.position, events[1]!.position)).toBe(-1);
        expect(events[1]!.position).toEqual(results[i]!.position);
      }
      expect((await store.readStream(stale)).map((e) => e.type)).toEqual(['A']);
    });

    it("one caller's stored ids or bad data in a shared statement never fail the others' appends", async () => {
      const dupStream = streamName();
      const dup = [ev('A'), ev('B')];
      const first = await store.appendToStream(dupStream, dup, { expectedVersion: 0, head: genesis });
      const ok = [streamName(), streamName()];
      const bad = streamName();
      const leader = store.appendToStream(streamName(), [ev('Lead')], { expectedVersion: 0, head: genesis });
      const outcomes = Promise.all([
        ...ok.map((s) => settle(store.appendToStream(s, [ev('Fine')], { expectedVersion: 0, head: genesis }))),
        // Unique (id): the statement fails as a whole; this retry of a landed append answers its first result.
        settle(store.appendToStream(dupStream, dup, { expectedVersion: 0, head: genesis })),
        // jsonb refuses \u0000 in text: a database error for this caller only.
        settle(store.appendToStream(bad, [ev('Bad', { text: 'nul \u0000 here' })], { expectedVersion: 0, head: genesis })),
      ]);
      await leader;
      const [ok1, ok2, again, refused] = await outcomes;
      expect(ok1).toMatchObject({ value: { nextVersion: 1 } });
      expect(ok2).toMatchObject({ value: { nextVersion: 1 } });
      expect(again).toEqual({ value: { nextVersion: first.nextVersion, position: first.position, hash: first.hash } });
      expect(refused).toHaveProperty('error');
      expect((refused as { error: unknown }).error).not.toBeInstanceOf(ConcurrencyError);
      for (const s of ok) expect((await store.readStream(s)).map((e) => e.type)).toEqual(['Fine']);
      expect(await store.readStream(dupStream)).toHaveLength(2);
      expect(await store.readStream(bad)).toEqual([]);
    });

    it.skipIf(flavour.name === 'pglite')(
      `appends at a known head hold a connection of their own: one that dies is replaced, close() ends it${flavour.name === 'pglite' ? ' (skipped: on PGlite they share the one pooled connection)' : ''}`,
      async () => {
        const knex = tdb.db.knex;
        const heldPids = async () =>
          new Set(
            (
              (await knex.raw('select pid from pg_stat_activity where datname = current_database() and application_name = ?', [
                HELD_APPLICATION_NAME,
              ])) as {
                rows: { pid: number }[];
              }
            ).rows.map((r) => r.pid),
          );
        const untilAsync = async (cond: () => Promise<boolean>, what: string) => {
          const deadline = Date.now() + 5000;
          while (!(await cond())) {
            if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
            await sleep(10);
          }
        };
        const others = await heldPids(); // other stores' held connections on this database
        const own = new PostgresEventStore(knex);
        const s = streamName();
        let head = genesis;
        const appendOne = async () => {
          const r = await own.appendToStream(s, [ev('A')], { expectedVersion: head.version, head });
          head = { version: r.nextVersion, hash: r.hash ?? '' };
        };
        const ownPid = async () => [...(await heldPids())].filter((pid) => !others.has(pid));
        try {
          // The first append goes through the pool and opens the held connection in the background.
          await appendOne();
          await untilAsync(async () => (await ownPid()).length === 1, 'the held connection');
          const [first] = await ownPid();
          await appendOne();
          await knex.raw('select pg_terminate_backend(?)', [first!]);
          await untilAsync(async () => !(await heldPids()).has(first!), 'the held backend to end');
          // The backend is gone, but the client may not have read its termination yet: one append
          // can meet the dying connection and fail with its end (the server's 57P01, or the
          // socket's reset or closed pipe), as on a pooled one; the store does not retry it (it
          // cannot know whether it committed) and retires the connection. The others go through the
          // pool while a new held connection opens.
          let lost = 0;
          for (let i = 0; i < 5; i++) {
            await appendOne().catch((err: { code?: string; message?: string }) => {
              expect(`${err.code} ${err.message}`).toMatch(/57P01|ECONNRESET|EPIPE|Connection terminated/);
              lost += 1;
            });
          }
          expect(lost).toBeLessThanOrEqual(1);
          await untilAsync(async () => (await ownPid()).length === 1, 'a new held connection');
          const [second] = await ownPid();
          expect(second).not.toBe(first);
          await appendOne();
          const stored = await own.readStreamAsStored(s);
          expect(stored).toHaveLength(8 - lost);
          expect(verifyChain(stored)).toEqual({ ok: true, checked: 8 - lost });
          await own.close();
          await untilAsync(async () => (await ownPid()).length === 0, 'close() to end the held connection');
          // The knex is the caller's: it still serves, and so does the closed store's append (pooled).
          await appendOne();
          expect(head.version).toBe(9 - lost);
          expect(await ownPid()).toEqual([]);
        } finally {
          await own.close();
        }
      },
    );

    it('wakes its subscriptions at once when it appends, and reads full batches back to back', async () => {
      // An hour between polls: only the store's own append signal can deliver the events (the
      // wait below would time out long before a poll), and a batch of 2 needs three reads.
      const sleepy = new PostgresEventStore(tdb.db.knex, { pollIntervalMs: 3_600_000, batchSize: 2 });
      const from = await store.headPosition();
      const s = streamName();
      const { seen, sub } = collect(sleepy, from, [s]);
      await sleep(100); // let it reach its idle wait
      await sleepy.appendToStream(s, [ev('A'), ev('B'), ev('C'), ev('D'), ev('E')], { expectedVersion: 0 });
      await until(() => seen.length === 5, 'five events', 10_000);
      expect(seen.map((e) => e.version)).toEqual([1, 2, 3, 4, 5]);
      await sub.stop();
      await sleepy.close();
    });

    // Both orders of a slow writer: it inserts before the fast one (lower position) or takes its
    // transaction id first and inserts after it (higher position). Either way its xid is older.
    describe.each([{ order: 'inserts before the fast append' }, { order: 'takes its xid first, inserts after the fast append' }])(
      'a slower transaction that commits late ($order)',
      ({ order }) => {
        it.skipIf(flavour.name === 'pglite')(
          `is never skipped by a reader that checkpointed meanwhile${flavour.name === 'pglite' ? ' (skipped: PGlite runs one transaction at a time, so a commit cannot overtake another)' : ''}`,
          async () => {
            const slowStream = streamName();
            const fastStream = streamName();
            const from = await store.headPosition();
            const { seen, sub } = collect(store, from, [slowStream, fastStream]);
            const raw = new pg.Client({ connectionString: tdb.db.url });
            await raw.connect();
            try {
              const slowId = randomUUID();
              const createdAt = new Date().toISOString();
              const slow = {
                id: slowId,
                stream: slowStream,
                version: 1,
                type: 'Slow',
                data: { n: 1 },
                metadata: { schemaVersion: 1 },
                createdAt,
              };
              const insertSlow = () =>
                raw.query(
                  `insert into events (id, stream, version, type, data, metadata, created_at, prev_hash, hash)
                 values ($1, $2, 1, 'Slow', $3, $4, $5, $6, $7)`,
                  [slowId, slowStream, slow.data, slow.metadata, createdAt, GENESIS_HASH, computeHash(GENESIS_HASH, slow)],
                );
              await raw.query('begin');
              if (order.startsWith('inserts')) await insertSlow();
              else await raw.query('select pg_current_xact_id()');

              const fast = ev('Fast');
              const appended = await store.appendToStream(fastStream, [fast], { expectedVersion: 0 });
              if (!order.startsWith('inserts')) await insertSlow();

              // The fast event is committed, but an older transaction is still open: it stays hidden
              // from readers and the head, while the committed head names it (a wait for it lasts).
              const during = await store.readAll({ fromPosition: from });
              expect(during.filter((e) => e.stream === fastStream || e.stream === slowStream)).toEqual([]);
              expect(await store.headPosition()).toEqual(from);
              expect(await store.committedHead()).toEqual(appended.position);
              await sleep(150);
              expect(seen).toEqual([]);
              const checkpoint = during.at(-1)?.position ?? from;

              await raw.query('commit');
              const after = await store.readAll({ fromPosition: checkpoint });
              expect(after.map((e) => e.id)).toEqual([slowId, fast.id]);
              await until(() => seen.length === 2, 'both events on the subscription');
              await sleep(100);
              expect(seen.map((e) => e.id)).toEqual([slowId, fast.id]);
              expect(verifyChain(await store.readStreamAsStored(slowStream)).ok).toBe(true);
            } finally {
              await raw.query('rollback').catch(() => {});
              await raw.end();
              await sub.stop();
            }
          },
        );
      },
    );

    it.skipIf(flavour.name === 'pglite')(
      `a writer that commits the same version first turns a blocked append into a ConcurrencyError, not a database error${flavour.name === 'pglite' ? ' (skipped: PGlite runs one transaction at a time, so no two writers can race)' : ''}`,
      async () => {
        const s = streamName();
        const raw = new pg.Client({ connectionString: tdb.db.url });
        await raw.connect();
        try {
          await raw.query('begin');
          await raw.query(
            `insert into events (id, stream, version, type, data, metadata, created_at, prev_hash, hash)
             values ($1, $2, 1, 'Raw', '{}', '{"schemaVersion":1}', now(), $3, 'x')`,
            [randomUUID(), s, GENESIS_HASH],
          );
          // Blocks on the uncommitted (stream, version 1) key until the raw writer commits.
          const appending = conflictOf(store.appendToStream(s, [ev('A')], { expectedVersion: 0 }));
          await sleep(150);
          await raw.query('commit');
          const err = await appending;
          expect(err).toMatchObject({ expected: 0, actual: 1 });
        } finally {
          await raw.end();
        }
      },
    );
  });
});

const esdbUrl = process.env.EVENTSTORE_URL;

describe.skipIf(!esdbUrl)('EventStoreDBEventStore (set EVENTSTORE_URL to run)', () => {
  eventStoreContract(
    'contract',
    async () => {
      const stores: EventStoreDBEventStore[] = [];
      const make = () => {
        const s = new EventStoreDBEventStore(esdbUrl!);
        stores.push(s);
        return s;
      };
      return {
        store: make(),
        newStore: make,
        async close() {
          await Promise.all(stores.map((s) => s.close()));
        },
      };
    },
    { tamper: false },
  );
});
