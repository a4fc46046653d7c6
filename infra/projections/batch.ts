// Batch apply with parking: a view's batch of events is applied in one transaction together with
// its checkpoint move, so a crash never loses or double-applies an event. A batch that fails is
// applied again one savepoint per event: the failing event is found, the events before it are kept,
// and after a bounded number of attempts it is parked (in the same transaction) and the view moves
// on. The live view and a rebuild's shadow use the same code through a `BatchTarget`.
import type { Knex } from 'knex';
import { positionToString, type Position, type RecordedEvent } from '../eventstore/types.js';
import { projectable } from './nul.js';
import { errorText } from './parked.js';
import type { ProjectionContext, Projector } from './types.js';

/** An event failed on this step and will be tried again after a pause (not parked yet). */
export class EventFailedError extends Error {
  constructor(
    readonly projection: string,
    readonly event: RecordedEvent,
    readonly attempts: number,
    cause: unknown,
  ) {
    super(
      `${projection} failed on event ${event.id} (${event.type} at ${positionToString(event.position)}), attempt ${attempts}: ${errorText(cause)}`,
      { cause },
    );
    this.name = 'EventFailedError';
  }
}

/** Another process moved the checkpoint first: the batch rolled back, the loop reads it again. */
export class CheckpointMovedError extends Error {}

/** An event that failed, as this process remembers it until it applies or is parked. */
export interface Failing {
  eventId: string;
  position: Position;
  attempts: number;
  firstFailedAt: Date;
  error: string;
}

export interface ParkRequest {
  event: RecordedEvent;
  error: string;
  attempts: number;
  firstFailedAt: Date;
}

/** Where a batch goes: the live view, or the shadow of a rebuild. */
export interface BatchTarget {
  /** Key of the in-memory failure state (the live view and its shadow fail apart). */
  key: string;
  begin?(trx: Knex.Transaction): Promise<void>;
  /** Moves the checkpoint inside the batch's transaction; false when another process moved it. */
  commit(trx: Knex.Transaction, to: Position): Promise<boolean>;
  park(trx: Knex.Transaction, p: ParkRequest): Promise<void>;
}

export interface BatchOutcome {
  /** Position the batch committed up to (undefined: nothing). */
  to?: Position;
  applied: RecordedEvent[];
  parked: ParkRequest[];
  /** The event the batch stopped at, to be tried again. */
  failure?: EventFailedError;
}

/**
 * Runs inside a view's transaction, after its events are applied (or parked) and before its
 * checkpoint moves to `to` (undefined when it does not move: a parked event applied again).
 */
export type BeforeCommit = (view: string, applied: readonly RecordedEvent[], trx: Knex.Transaction, to?: Position) => Promise<void>;

export interface BatchDeps {
  knex: Pick<Knex, 'transaction'>;
  /** Failed attempts on one event before it is parked. */
  maxAttempts: number;
  /** Read at each batch (the composition root sets it after the runner is built). */
  beforeCommit(): BeforeCommit | undefined;
  /** Handed to every projector's `apply`. */
  context: ProjectionContext;
}

export class BatchApplier {
  /** Events being retried now (not parked yet), by view, reaction or shadow (`<view>@rebuild`). */
  private readonly failingNow = new Map<string, Failing>();
  /** Targets whose next batch is applied one savepoint per event (the last one failed). */
  private readonly careful = new Set<string>();

  constructor(private readonly deps: BatchDeps) {}

  /** Whether the next batch of `key` goes one savepoint per event (it must, even without an event it handles). */
  isCareful(key: string): boolean {
    return this.careful.has(key);
  }

  /** Forgets the failure state of `key` (its events applied, or its view swapped). */
  settle(key: string): void {
    this.careful.delete(key);
    this.failingNow.delete(key);
  }

  /** Forgets the event being retried for `key`. */
  clearFailure(key: string): void {
    this.failingNow.delete(key);
  }

  /**
   * Applies a batch in one transaction. Fast path: every event, then the checkpoint. When an
   * event fails, the next attempts put a savepoint around each event: the failing event is rolled
   * back alone, the events before it commit with the checkpoint just before it, and it is tried
   * again after a pause — or, at its last attempt, parked in the same transaction and passed over.
   */
  async apply(p: Projector, events: readonly RecordedEvent[], target: BatchTarget): Promise<BatchOutcome> {
    const last = events[events.length - 1]!.position;
    if (!this.careful.has(target.key)) {
      let current: RecordedEvent | undefined;
      try {
        const applied: RecordedEvent[] = [];
        await this.deps.knex.transaction(async (trx) => {
          await target.begin?.(trx);
          for (const e of events) {
            if (!p.handles.includes(e.type)) continue;
            current = e;
            const clean = projectable(e);
            await p.apply(trx, clean, this.deps.context);
            applied.push(clean);
          }
          current = undefined;
          if (applied.length > 0) await this.deps.beforeCommit()?.(p.name, applied, trx, last);
          if (!(await target.commit(trx, last))) throw new CheckpointMovedError(p.name);
        });
        this.failingNow.delete(target.key);
        return { to: last, applied, parked: [] };
      } catch (err) {
        if (err instanceof CheckpointMovedError || !current) throw err;
        // The next attempts go one savepoint per event, to keep the events before this one.
        this.careful.add(target.key);
        const failing = this.noteFailure(target.key, current, err);
        if (failing.attempts < this.deps.maxAttempts)
          return { applied: [], parked: [], failure: new EventFailedError(p.name, current, failing.attempts, err) };
      }
    }
    return this.applyCarefully(p, events, target);
  }

  private async applyCarefully(p: Projector, events: readonly RecordedEvent[], target: BatchTarget): Promise<BatchOutcome> {
    let outcome: BatchOutcome = { applied: [], parked: [] };
    await this.deps.knex.transaction(async (trx) => {
      outcome = { applied: [], parked: [] };
      await target.begin?.(trx);
      let to: Position | undefined;
      for (const e of events) {
        if (p.handles.includes(e.type)) {
          const clean = projectable(e);
          try {
            await trx.transaction((sp) => p.apply(sp, clean, this.deps.context));
            outcome.applied.push(clean);
          } catch (err) {
            const failing = this.noteFailure(target.key, e, err);
            if (failing.attempts < this.deps.maxAttempts) {
              outcome.failure = new EventFailedError(p.name, e, failing.attempts, err);
              break;
            }
            const request = { event: e, error: failing.error, attempts: failing.attempts, firstFailedAt: failing.firstFailedAt };
            await target.park(trx, request);
            outcome.parked.push(request);
          }
        }
        to = e.position;
      }
      if (outcome.applied.length > 0 || outcome.parked.length > 0) await this.deps.beforeCommit()?.(p.name, outcome.applied, trx, to);
      if (to && !(await target.commit(trx, to))) throw new CheckpointMovedError(p.name);
      outcome.to = to;
    });
    // Events before a failing one are kept (committed); its attempts count on until it is parked.
    if (!outcome.failure) this.settle(target.key);
    return outcome;
  }

  /** Counts one more failed attempt of `e` for `key` (a new event starts again at one). */
  noteFailure(key: string, e: RecordedEvent, err: unknown): Failing {
    const prev = this.failingNow.get(key);
    const error = errorText(err);
    const next: Failing =
      prev && prev.eventId === e.id
        ? { ...prev, attempts: prev.attempts + 1, error }
        : { eventId: e.id, position: e.position, attempts: 1, firstFailedAt: new Date(), error };
    this.failingNow.set(key, next);
    return next;
  }

  /** Events being tried again right now in this process (not parked yet), by view or reaction. */
  failing(): Map<string, { eventId: string; position: string; attempts: number; error: string }> {
    return new Map(
      [...this.failingNow]
        .filter(([k]) => !k.includes('@'))
        .map(([k, f]) => [k, { eventId: f.eventId, position: positionToString(f.position), attempts: f.attempts, error: f.error }]),
    );
  }
}
