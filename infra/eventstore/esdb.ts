// EventStoreDB adapter, chosen when EVENTSTORE_URL is set. ESDB owns the global log ($all, ordered
// by (commit, prepare)) and optimistic concurrency; this adapter adds what the port promises on top:
// the per-stream hash chain, Casebook's idempotency rules and upcasting on read.
//
// The chain fields (version, createdAt, prevHash, hash) travel in the event metadata under
// CHAIN_METADATA_KEY, next to the caller's metadata, because ESDB has no columns of its own for them.
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START as ESDB_START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type JSONType,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import { GENESIS_HASH, computeHash } from './hash-chain.js';
import { reportSubscriptionError, type AuditableEventStore, type SubscribeOptions } from './extensions.js';
import {
  ConcurrencyError,
  START,
  comparePositions,
  type AppendResult,
  type EventMetadata,
  type ExpectedVersion,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type RecordedEvent,
  type Subscription,
} from './types.js';
import { upcast } from './upcasters.js';
import { CHAIN_METADATA_KEY, prepareAppend } from './validate.js';

interface ChainFields {
  version: number;
  createdAt: string;
  prevHash: string;
  hash: string;
}

const PAGE = 500;

/** ESDB's own streams and events ($settings, $stats-…, $metadata, links) are not Casebook's. */
function isSystemEvent(e: { streamId: string; type: string }): boolean {
  return e.streamId.startsWith('$') || e.type.startsWith('$');
}

/** The port's expected version (events already in the stream) as an ESDB revision (0-based index of the last event). */
export function toExpectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  return expected === 0 ? NO_STREAM : BigInt(expected - 1);
}

function toEsdbPosition(p: Position | undefined): ReadPosition {
  return p && p.commit >= 0n ? { commit: p.commit, prepare: p.prepare } : ESDB_START;
}

/** An ESDB event as the port's RecordedEvent: the chain fields come out of the metadata. */
export function fromEsdb(e: EsdbRecordedEvent): RecordedEvent {
  if (!e.isJson || typeof e.metadata !== 'object' || e.metadata === null || e.metadata instanceof Uint8Array || Array.isArray(e.metadata)) {
    throw new Error(`Event ${e.id} in ${e.streamId} has no JSON metadata: it was not written by Casebook`);
  }
  const { [CHAIN_METADATA_KEY]: chain, ...metadata } = e.metadata as Record<string, unknown>;
  const c = chain as Partial<ChainFields> | undefined;
  if (!c || typeof c.hash !== 'string' || typeof c.prevHash !== 'string' || typeof c.createdAt !== 'string') {
    throw new Error(`Event ${e.id} in ${e.streamId} has no ${CHAIN_METADATA_KEY} metadata: it was not written by Casebook`);
  }
  // Servers before 22.6 give no position on stream reads; ESDB then has prepare = commit.
  const position = e.position ?? { commit: -1n, prepare: -1n };
  return {
    id: e.id,
    stream: e.streamId,
    // The revision is the truth about where the event sits; a version in the chain fields that
    // disagrees with it changes the hash input, so verifyChain reports the event.
    version: Number(e.revision) + 1,
    type: e.type,
    data: e.data as Record<string, unknown>,
    metadata: metadata as EventMetadata,
    createdAt: c.createdAt,
    prevHash: c.prevHash,
    hash: c.hash,
    position: { commit: position.commit, prepare: position.prepare },
  };
}

export class EventStoreDBEventStore implements AuditableEventStore {
  readonly kind = 'eventstoredb' as const;
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<EsdbSubscription>();
  private closed = false;

  /** A connection string (`esdb://…`) or a client; `close()` disposes of the client either way. */
  constructor(connection: string | EventStoreDBClient) {
    this.client = typeof connection === 'string' ? EventStoreDBClient.connectionString(connection) : connection;
  }

  async appendToStream(
    stream: string,
    events: NewEvent[],
    opts: { expectedVersion: ExpectedVersion; head?: unknown },
  ): Promise<AppendResult> {
    const { expectedVersion } = opts;
    const batch = prepareAppend(stream, events, expectedVersion);
    for (let attempt = 1; ; attempt++) {
      // The chain needs the head's hash, so read it first and then append expecting exactly that
      // head: if another writer got in between, ESDB refuses and nothing unchained is stored.
      const head = await this.readLast(stream);
      const current = head?.version ?? 0;
      const stored = await this.findStored(stream, batch, expectedVersion, current);
      if (stored) return stored;
      if (expectedVersion !== 'any' && expectedVersion !== current) throw new ConcurrencyError(stream, expectedVersion, current);
      if (batch.length === 0) return { nextVersion: current, position: head?.position ?? START };

      const createdAt = new Date().toISOString();
      let prevHash = head?.hash ?? GENESIS_HASH;
      const data = batch.map((e, i) => {
        const version = current + i + 1;
        const hash = computeHash(prevHash, { id: e.id, stream, version, type: e.type, data: e.data, metadata: e.metadata, createdAt });
        const chain: ChainFields = { version, createdAt, prevHash, hash };
        prevHash = hash;
        return jsonEvent({
          id: e.id,
          type: e.type,
          data: e.data as JSONType,
          metadata: { ...e.metadata, [CHAIN_METADATA_KEY]: chain },
        });
      });
      try {
        const result = await this.client.appendToStream(stream, data, { expectedRevision: toExpectedRevision(current) });
        const nextVersion = Number(result.nextExpectedRevision) + 1;
        const position = result.position ?? (await this.readLast(stream))?.position;
        if (!position) throw new Error(`EventStoreDB gave no position for the append to ${stream}`);
        return { nextVersion, position: { commit: position.commit, prepare: position.prepare } };
      } catch (err) {
        if (!(err instanceof WrongExpectedVersionError)) throw err;
        // With 'any' the caller does not care where the events land: chain them to the new head.
        if (expectedVersion === 'any' && attempt < 5) continue;
        const after = await this.readLast(stream);
        const landed = await this.findStored(stream, batch, expectedVersion, after?.version ?? 0);
        if (landed) return landed;
        throw new ConcurrencyError(stream, expectedVersion, after?.version ?? 0);
      }
    }
  }

  /**
   * Casebook's idempotency on ESDB: the batch is looked for where it would have landed (right
   * after `expectedVersion`) or, for 'any', at the stream's tail. ESDB has no index by event id,
   * so unlike the Postgres adapter an id stored elsewhere is not found.
   */
  private async findStored(
    stream: string,
    batch: NewEvent[],
    expected: ExpectedVersion,
    current: number,
  ): Promise<AppendResult | undefined> {
    if (batch.length === 0) return undefined;
    const from = expected === 'any' ? current - batch.length + 1 : expected + 1;
    if (from < 1 || from + batch.length - 1 > current) return undefined;
    const there = await this.readStreamAsStored(stream, { fromVersion: from, maxCount: batch.length });
    const matched = batch.filter((e, i) => there[i]?.id === e.id).length;
    if (matched === batch.length) {
      const last = there[there.length - 1]!;
      return { nextVersion: last.version, position: last.position };
    }
    // A partly stored batch is a conflict whatever the expected version says.
    if (matched > 0 || batch.some((e) => there.some((t) => t.id === e.id))) throw new ConcurrencyError(stream, expected, current);
    return undefined;
  }

  private async readLast(stream: string): Promise<RecordedEvent | undefined> {
    try {
      for await (const resolved of this.client.readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) {
        if (resolved.event) return fromEsdb(resolved.event);
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return undefined;
      throw err;
    }
    return undefined;
  }

  async readStream(stream: string, opts: { fromVersion?: number } = {}): Promise<RecordedEvent[]> {
    return (await this.readStreamAsStored(stream, opts)).map(upcast);
  }

  async readStreamAsStored(stream: string, opts: { fromVersion?: number; maxCount?: number } = {}): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      const reading = this.client.readStream(stream, {
        direction: FORWARDS,
        fromRevision: BigInt(Math.max(0, (opts.fromVersion ?? 1) - 1)),
        ...(opts.maxCount !== undefined ? { maxCount: opts.maxCount } : {}),
      });
      for await (const resolved of reading) if (resolved.event) out.push(fromEsdb(resolved.event));
    } catch (err) {
      if (err instanceof StreamNotFoundError) return [];
      throw err;
    }
    return out;
  }

  async readAll(opts: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const limit = opts.limit ?? Number.POSITIVE_INFINITY;
    const out: RecordedEvent[] = [];
    // Exclusive lower bound: ESDB starts a forward read *at* the given position, and every page
    // after the first starts at the last event already looked at.
    let after = opts.fromPosition && opts.fromPosition.commit >= 0n ? opts.fromPosition : undefined;
    while (out.length < limit) {
      let seen = 0;
      let last: Position | undefined;
      const reading = this.client.readAll({ direction: FORWARDS, fromPosition: toEsdbPosition(after), maxCount: PAGE });
      try {
        for await (const resolved of reading) {
          seen += 1;
          const e = resolved.event;
          if (!e) continue;
          last = e.position;
          if (after && comparePositions(e.position, after) <= 0) continue;
          if (isSystemEvent(e)) continue;
          out.push(upcast(fromEsdb(e)));
          if (out.length >= limit) break;
        }
      } finally {
        await reading.cancel().catch(() => {});
      }
      // A short page is the end of the log; a page of only system events moves the cursor on.
      if (seen < PAGE || !last) break;
      after = last;
    }
    return out;
  }

  subscribe(opts: { fromPosition?: Position }, handler: (e: RecordedEvent) => Promise<void>, subOpts: SubscribeOptions = {}): Subscription {
    if (this.closed) throw new Error('The event store is closed');
    const sub = new EsdbSubscription(this.client, opts.fromPosition, handler, subOpts, () => this.subscriptions.delete(sub));
    this.subscriptions.add(sub);
    return sub;
  }

  /** EventStoreDB's log has no hidden commits: the newest committed event is the head. */
  committedHead(): Promise<Position> {
    return this.headPosition();
  }

  async headPosition(): Promise<Position> {
    let before: Position | undefined;
    for (;;) {
      let seen = 0;
      let last: Position | undefined;
      const reading = this.client.readAll({ direction: BACKWARDS, fromPosition: before ?? END, maxCount: 100 });
      try {
        for await (const resolved of reading) {
          seen += 1;
          const e = resolved.event;
          if (!e) continue;
          last = e.position;
          if (before && comparePositions(e.position, before) >= 0) continue;
          if (!isSystemEvent(e)) return { commit: e.position.commit, prepare: e.position.prepare };
        }
      } finally {
        await reading.cancel().catch(() => {});
      }
      if (seen < 100 || !last) return START;
      before = last;
    }
  }

  async health(): Promise<boolean> {
    try {
      const reading = this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1, deadline: 2000 });
      for await (const _ of reading) break;
      await reading.cancel().catch(() => {});
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.client.dispose();
  }
}

/** A catch-up subscription to $all that resubscribes from its last event after a dropped connection. */
class EsdbSubscription implements Subscription {
  private stopping = false;
  private current: AllStreamSubscription | undefined;
  private wake: (() => void) | undefined;
  private readonly done: Promise<void>;

  constructor(
    private readonly client: EventStoreDBClient,
    from: Position | undefined,
    private readonly handler: (e: RecordedEvent) => Promise<void>,
    private readonly opts: SubscribeOptions,
    onDone: () => void,
  ) {
    this.done = this.run(from && from.commit >= 0n ? from : undefined).finally(onDone);
  }

  private async run(from: Position | undefined): Promise<void> {
    let position = from;
    let failures = 0;
    while (!this.stopping) {
      const sub = this.client.subscribeToAll({ fromPosition: toEsdbPosition(position), filter: excludeSystemEvents() });
      this.current = sub;
      try {
        // for await pulls one event at a time, so handler calls never overlap.
        for await (const resolved of sub) {
          if (this.stopping) break;
          const raw = resolved.event;
          if (!raw || isSystemEvent(raw)) continue;
          if (position && comparePositions(raw.position, position) <= 0) continue;
          const e = upcast(fromEsdb(raw));
          try {
            await this.handler(e);
          } catch (err) {
            this.stopping = true;
            reportSubscriptionError(this.opts, err);
            break;
          }
          position = e.position;
          failures = 0;
        }
      } catch (err) {
        if (this.stopping) break;
        failures += 1;
        this.opts.onReadError?.(err, failures);
        await this.sleep(Math.min(2000, 50 * 2 ** failures));
      } finally {
        await sub.unsubscribe().catch(() => {});
        this.current = undefined;
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    // Ends the for-await once the handler call in progress returns.
    await this.current?.unsubscribe().catch(() => {});
    await this.done;
  }
}
