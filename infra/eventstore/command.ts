// The application layer's one move, for every module: load a stream, fold it, decide, append with
// the expected version. A concurrency conflict is retried (re-load, re-decide) with one policy;
// a command that must not be decided twice says `retries: 0` and its conflict becomes a 409.
// A command whose decision no later event of its stream can undo says `commutes: true` and appends
// at the head as it is then (decision 0021): concurrent ones queue instead of conflicting.
import { v5 as uuidv5 } from 'uuid';
import type { CommandContext, DomainEvent } from './event.js';
import { toNewEvents } from './event.js';
import { ConcurrencyError, type AppendResult, type EventStore, type StreamHead } from './types.js';
import { GENESIS_HASH } from './hash-chain.js';
import type { SnapshotStore } from './snapshots.js';

export interface CommandResult<S, E> {
  state: S;
  events: E[];
  append?: AppendResult;
}

/** Conflicts retried by default: enough for a burst of writers on one stream (tested with 25). */
export const DEFAULT_RETRIES = 12;

// Namespace of Casebook's name-based (v5) event ids.
const EVENT_ID_NAMESPACE = 'c7a9e3f2-5b1d-4c8e-9f60-2d4b8a1e7c35';

/** A uuid made from a name: the same name always gives the same id (idempotent re-delivery). */
export function nameBasedId(name: string): string {
  return uuidv5(name, EVENT_ID_NAMESPACE);
}

/** A command's snapshots: where they are kept, the fold's name, how often one is taken. */
export interface SnapshotPolicy {
  store: SnapshotStore;
  /** Names the fold (state shape + evolve): change it when either changes, and old snapshots are ignored. */
  key: string;
  /** Events between snapshots (default 20): a command reads at most this many after its snapshot. */
  every?: number;
  /** The user whose data key encrypts the snapshot (the stream's piiSubject). */
  piiSubject?: number;
}

export async function loadState<S, E extends DomainEvent>(
  store: EventStore,
  stream: string,
  evolve: (s: S, e: E) => S,
  initial: S,
  snapshots?: SnapshotPolicy,
): Promise<{ state: S; version: number; head: StreamHead; snapshotVersion: number }> {
  const snap = snapshots ? await snapshots.store.load<S>(stream, snapshots.key, snapshots.piiSubject) : undefined;
  const recorded = await store.readStream(stream, snap ? { fromVersion: snap.version + 1 } : {});
  let state = snap ? snap.state : initial;
  for (const r of recorded) state = evolve(state, { type: r.type, data: r.data } as unknown as E);
  const last = recorded.at(-1);
  const version = (snap?.version ?? 0) + recorded.length;
  return { state, version, head: { version, hash: last?.hash ?? snap?.hash ?? GENESIS_HASH }, snapshotVersion: snap?.version ?? 0 };
}

const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function runCommand<S, E extends DomainEvent>(opts: {
  store: EventStore;
  stream: string;
  evolve: (s: S, e: E) => S;
  initial: S;
  decide: (state: S) => E[];
  ctx: CommandContext;
  /** The user whose key encrypts the events' personal data; a function when the stream names them (its owner). */
  piiSubject?: number | ((state: S) => number | undefined);
  /**
   * The decision depends only on facts no later event of the stream can undo (decision 0021): the
   * events are appended at the stream's head as it is when they are written, not at the version
   * read, so writers on one stream queue instead of conflicting. Only for such commands.
   */
  commutes?: boolean;
  /** Retries after a concurrency conflict (default DEFAULT_RETRIES); 0 for commands that must not be repeated. */
  retries?: number;
  /**
   * Makes the appended events' ids from this name (plus the stream and the event's index), so the
   * same fact observed twice (a provider event delivered again) is stored once.
   */
  idempotencyName?: string;
  /** Read from (and take) snapshots, so the command's cost does not grow with the stream. */
  snapshots?: SnapshotPolicy;
  /** Told when a snapshot could not be kept (the command itself succeeded). */
  onSnapshotError?: (err: unknown) => void;
}): Promise<CommandResult<S, E>> {
  const retries = opts.retries ?? DEFAULT_RETRIES;
  for (let attempt = 0; ; attempt++) {
    const { state, version, head, snapshotVersion } = await loadState(opts.store, opts.stream, opts.evolve, opts.initial, opts.snapshots);
    const events = opts.decide(state);
    if (events.length === 0) return { state, events };
    const piiSubject = typeof opts.piiSubject === 'function' ? opts.piiSubject(state) : opts.piiSubject;
    let stored = toNewEvents(events, opts.ctx, { piiSubject });
    if (opts.idempotencyName) stored = stored.map((e, i) => ({ ...e, id: nameBasedId(`${opts.idempotencyName}|${opts.stream}|${i}`) }));
    try {
      // The head just read: the store may append in one statement (it still refuses a stale one).
      const append = await opts.store.appendToStream(
        opts.stream,
        stored,
        opts.commutes ? { expectedVersion: 'any' } : { expectedVersion: version, head },
      );
      // Others' events landed between the read and this append (a commuting command): the state
      // after it is the stream's, folded from the version read.
      let next: S;
      // Where `next` stands in the stream: the new head, or the last event read after others' landed.
      let at: { version: number; hash: string | undefined };
      if (append.nextVersion === version + events.length) {
        next = events.reduce(opts.evolve, state);
        at = { version: append.nextVersion, hash: append.hash };
      } else {
        const later = await opts.store.readStream(opts.stream, { fromVersion: version + 1 });
        next = later.reduce((s, r) => opts.evolve(s, { type: r.type, data: r.data } as unknown as E), state);
        const last = later.at(-1);
        at = { version: last?.version ?? version, hash: last?.hash };
      }
      const snap = opts.snapshots;
      // The state folded so far, taken every `every` events (the hash is that of the event it stands at).
      // Measured from the snapshot read, or from a newer one this process wrote since (others' commands).
      const since = snap ? Math.max(snapshotVersion, snap.store.writtenVersion(opts.stream, snap.key)) : 0;
      if (snap && at.hash && at.version - since >= (snap.every ?? 20)) {
        await snap.store
          .save(opts.stream, snap.key, { version: at.version, hash: at.hash, state: next }, snap.piiSubject)
          .catch((err: unknown) => opts.onSnapshotError?.(err));
      }
      return { state: next, events, append };
    } catch (err) {
      if (!(err instanceof ConcurrencyError) || attempt >= retries) throw err;
      // Writers that collided would collide again in lockstep: spread them a little.
      if (attempt > 0) await pause(Math.random() * Math.min(50, 2 ** attempt));
    }
  }
}
