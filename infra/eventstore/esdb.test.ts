// The EventStoreDB adapter's own logic (revision mapping, chain metadata, conflict mapping,
// idempotent retries) against a small in-memory stand-in for the client, since no server is
// reachable here. The full contract runs against a real server in contract.test.ts when
// EVENTSTORE_URL is set.
import { randomUUID } from 'node:crypto';
import {
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type EventData,
  type EventStoreDBClient,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { EventStoreDBEventStore, fromEsdb, toExpectedRevision } from './esdb.js';
import { GENESIS_HASH, verifyChain } from './hash-chain.js';
import { ConcurrencyError, type NewEvent } from './types.js';

/** Just the client calls appendToStream and readStream make, with ESDB's revision rules. */
class FakeClient {
  readonly streams = new Map<string, EsdbRecordedEvent[]>();
  readonly appendCalls: { stream: string; expectedRevision: AppendExpectedRevision | undefined }[] = [];
  /** Runs once before the next append is applied: lets a test slip a competing writer in. */
  beforeNextAppend: (() => Promise<void>) | undefined;
  private commit = 0n;

  readStream(stream: string, opts: { direction?: string; fromRevision?: bigint | string; maxCount?: number | bigint } = {}) {
    const events = this.streams.get(stream);
    return (async function* () {
      if (!events) throw new StreamNotFoundError(undefined, stream);
      const backwards = opts.direction === 'backwards';
      let list = backwards ? [...events].reverse() : events;
      const from = opts.fromRevision;
      if (typeof from === 'bigint') list = list.filter((e) => (backwards ? e.revision <= from : e.revision >= from));
      for (const event of list.slice(0, Number(opts.maxCount ?? list.length))) yield { event };
    })();
  }

  async appendToStream(stream: string, events: EventData[], opts: { expectedRevision?: AppendExpectedRevision }) {
    this.appendCalls.push({ stream, expectedRevision: opts.expectedRevision });
    const hook = this.beforeNextAppend;
    this.beforeNextAppend = undefined;
    await hook?.();
    const existing = this.streams.get(stream) ?? [];
    const current = existing.length === 0 ? 'no_stream' : BigInt(existing.length - 1);
    if (opts.expectedRevision !== 'any' && opts.expectedRevision !== current) {
      throw new WrongExpectedVersionError(undefined, { streamName: stream, expected: opts.expectedRevision ?? 'any', current });
    }
    for (const e of events) {
      this.commit += 100n;
      existing.push({
        streamId: stream,
        id: e.id,
        isJson: true,
        revision: BigInt(existing.length),
        type: e.type,
        created: new Date(),
        // ESDB keeps JSON as bytes: what comes back is a parse of what went in.
        data: JSON.parse(JSON.stringify(e.data)),
        metadata: JSON.parse(JSON.stringify(e.metadata)),
        position: { commit: this.commit, prepare: this.commit },
      } as EsdbRecordedEvent);
    }
    this.streams.set(stream, existing);
    return { success: true, nextExpectedRevision: BigInt(existing.length - 1), position: { commit: this.commit, prepare: this.commit } };
  }

  async dispose() {}
}

function setup() {
  const fake = new FakeClient();
  const store = new EventStoreDBEventStore(fake as unknown as EventStoreDBClient);
  return { fake, store };
}

const ev = (type: string, data: Record<string, unknown> = {}): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { schemaVersion: 1, userId: 3 },
});

describe('EventStoreDB adapter (in-memory client)', () => {
  it('maps expected versions to ESDB revisions: 0 → no stream, n → n-1, any → any', () => {
    expect(toExpectedRevision(0)).toBe('no_stream');
    expect(toExpectedRevision(1)).toBe(0n);
    expect(toExpectedRevision(42)).toBe(41n);
    expect(toExpectedRevision('any')).toBe('any');
  });

  it('appends with the head revision, keeps the chain in metadata and reads back port events', async () => {
    const { fake, store } = setup();
    const s = `case-${randomUUID()}`;
    const [a, b, c] = [ev('A', { n: 1 }), ev('B'), ev('C')];
    const first = await store.appendToStream(s, [a, b], { expectedVersion: 0 });
    const second = await store.appendToStream(s, [c], { expectedVersion: 2 });
    expect(fake.appendCalls.map((x) => x.expectedRevision)).toEqual(['no_stream', 1n]);
    expect(first.nextVersion).toBe(2);
    expect(second).toEqual({ nextVersion: 3, position: { commit: 300n, prepare: 300n } });

    const raw = fake.streams.get(s)!;
    expect((raw[0]!.metadata as Record<string, unknown>)['$chain']).toMatchObject({ version: 1, prevHash: GENESIS_HASH });

    const events = await store.readStream(s);
    expect(events.map((e) => [e.id, e.version, e.type])).toEqual([
      [a.id, 1, 'A'],
      [b.id, 2, 'B'],
      [c.id, 3, 'C'],
    ]);
    expect(events[0]!.metadata).toEqual(a.metadata); // the chain fields are not the caller's metadata
    expect(events[0]!.data).toEqual({ n: 1 });
    expect(verifyChain(events)).toEqual({ ok: true, checked: 3 });
    expect((await store.readStream(s, { fromVersion: 3 })).map((e) => e.id)).toEqual([c.id]);
    expect(await store.readStream(`case-${randomUUID()}`)).toEqual([]);
  });

  it('refuses a stale expected version with the actual version, without writing', async () => {
    const { fake, store } = setup();
    const s = `case-${randomUUID()}`;
    await store.appendToStream(s, [ev('A')], { expectedVersion: 0 });
    await expect(store.appendToStream(s, [ev('B')], { expectedVersion: 0 })).rejects.toMatchObject({ expected: 0, actual: 1 });
    expect(fake.appendCalls).toHaveLength(1);
  });

  it("turns ESDB's WrongExpectedVersionError (a writer got in between) into a ConcurrencyError", async () => {
    const { fake, store } = setup();
    const other = new EventStoreDBEventStore(fake as unknown as EventStoreDBClient);
    const s = `case-${randomUUID()}`;
    await store.appendToStream(s, [ev('A')], { expectedVersion: 0 });
    fake.beforeNextAppend = async () => {
      await other.appendToStream(s, [ev('Sneaky')], { expectedVersion: 1 });
    };
    const err = await store.appendToStream(s, [ev('B')], { expectedVersion: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConcurrencyError);
    expect(err).toMatchObject({ expected: 1, actual: 2 });
    expect(verifyChain(await store.readStreamAsStored(s))).toEqual({ ok: true, checked: 2 });
  });

  it("with 'any', re-chains onto the new head after a writer got in between", async () => {
    const { fake, store } = setup();
    const other = new EventStoreDBEventStore(fake as unknown as EventStoreDBClient);
    const s = `case-${randomUUID()}`;
    await store.appendToStream(s, [ev('A')], { expectedVersion: 0 });
    fake.beforeNextAppend = async () => {
      await other.appendToStream(s, [ev('Sneaky')], { expectedVersion: 1 });
    };
    expect((await store.appendToStream(s, [ev('B')], { expectedVersion: 'any' })).nextVersion).toBe(3);
    expect(verifyChain(await store.readStreamAsStored(s))).toEqual({ ok: true, checked: 3 });
  });

  it('answers a retried batch with the first result, even with a stale expected version; a partial one conflicts', async () => {
    const { store } = setup();
    const s = `case-${randomUUID()}`;
    const batch = [ev('A'), ev('B')];
    const first = await store.appendToStream(s, batch, { expectedVersion: 0 });
    await store.appendToStream(s, [ev('C')], { expectedVersion: 2 });
    expect(await store.appendToStream(s, batch, { expectedVersion: 0 })).toEqual(first);
    await expect(store.appendToStream(s, [batch[1]!, ev('D')], { expectedVersion: 1 })).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream(s)).toHaveLength(3);
  });

  it('refuses to map an event that Casebook did not write', () => {
    const foreign = {
      streamId: 'orders-1',
      id: randomUUID(),
      isJson: true,
      revision: 0n,
      type: 'OrderPlaced',
      created: new Date(),
      data: {},
      metadata: { some: 'thing' },
      position: { commit: 1n, prepare: 1n },
    } as EsdbRecordedEvent;
    expect(() => fromEsdb(foreign)).toThrow(/not written by Casebook/);
  });
});
