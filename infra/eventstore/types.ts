// The event store port. Every adapter (Postgres, EventStoreDB) passes the same contract suite.

/** Where an event sits in the global log. Ordered by (commit, prepare), like EventStoreDB's $all. */
export interface Position {
  commit: bigint;
  prepare: bigint;
}

export const START: Position = { commit: -1n, prepare: -1n };

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function positionToString(p: Position): string {
  return `${p.commit}:${p.prepare}`;
}

export function positionFromString(s: string): Position {
  const m = /^(-?\d+):(-?\d+)$/.exec(s);
  if (!m) throw new Error(`Bad position ${s}`);
  return { commit: BigInt(m[1]!), prepare: BigInt(m[2]!) };
}

export interface EventMetadata {
  /** Who caused it (the signed-in user), absent for system actions. */
  userId?: number;
  correlationId?: string;
  causationId?: string;
  schemaVersion: number;
  /** The user whose data key encrypts `data.pii` (crypto-shredding). */
  piiSubject?: number;
  [key: string]: unknown;
}

/** An event as a command produces it. `data.pii`, when present, is personal data. */
export interface NewEvent<T extends string = string, D = Record<string, unknown>> {
  id: string; // uuid; appending the same id twice stores it once
  type: T;
  data: D;
  metadata: EventMetadata;
}

export interface RecordedEvent<T extends string = string, D = Record<string, unknown>> extends NewEvent<T, D> {
  stream: string;
  /** 1-based version inside its stream. */
  version: number;
  position: Position;
  createdAt: string; // ISO
  /** SHA-256 (hex) of the previous event's hash and this event's stored bytes. */
  hash: string;
  prevHash: string;
}

/** Expected stream version: a number of events already in the stream (0 = must not exist), or 'any'. */
export type ExpectedVersion = number | 'any';

export interface AppendResult {
  /** The stream's version after the append. */
  nextVersion: number;
  /** Position of the last appended event in the global log. */
  position: Position;
  /** The hash of the stream's last event after the append, where the adapter knows it (the next append's `head`). */
  hash?: string;
}

/**
 * The head of a stream as its caller just read it (its last event's version and hash; version 0 and
 * GENESIS_HASH for a new stream). Given with an expected version equal to `version`, an adapter may
 * append in one statement instead of reading the head again; it still refuses a stale head.
 */
export interface StreamHead {
  version: number;
  hash: string;
}

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  head?: StreamHead;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. */
  fromPosition?: Position;
  limit?: number;
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  appendToStream(stream: string, events: NewEvent[], opts: AppendOptions): Promise<AppendResult>;
  readStream(stream: string, opts?: { fromVersion?: number }): Promise<RecordedEvent[]>;
  readAll(opts?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Calls `handler` for each event after `fromPosition`, in order, until stopped. */
  subscribe(opts: { fromPosition?: Position }, handler: (e: RecordedEvent) => Promise<void>): Subscription;
  /** Position of the newest event (START when empty). */
  headPosition(): Promise<Position>;
  /**
   * Position of the newest committed event, even one readers cannot read yet (an older transaction
   * is still open somewhere on the server, so `readAll` and `headPosition` hold back). What a
   * read-your-writes wait after an append must wait for: the head would end it before the views
   * have the append.
   */
  committedHead(): Promise<Position>;
  health(): Promise<boolean>;
  close(): Promise<void>;
}

export class ConcurrencyError extends Error {
  readonly code = 'CONCURRENCY';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${stream} is at version ${actual}, expected ${expected}`);
    this.name = 'ConcurrencyError';
  }
}
