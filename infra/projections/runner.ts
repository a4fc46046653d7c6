// Runs every view's projector (and, in the worker role, every reaction) from its checkpoint.
// docs/decisions/0005-projections.md has the whole design; in short:
// - A projector writes its rows and its checkpoint in one transaction: a crash never loses or
//   double-applies an event. A batch that fails is applied again one savepoint per event, so the
//   failing event is found, the events before it are kept, and after a bounded number of attempts
//   (backing off between them) it is parked in `parked_events` and the view moves on.
// - A reaction runs at least once per event; one that keeps failing is parked the same way.
// - Each projector and each reaction has its own leader lock (locks.ts), so loops spread over
//   several processes and come back after a lost connection.
// - A rebuild builds the view in a shadow schema and swaps it in (shadow.ts); a projector whose
//   version is newer than the one that built its view rebuilds it at start-up.
// - Events reach projectors without NUL, which Postgres text cannot hold (nul.ts).
import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import type { Logger } from '../logger/index.js';
import type { Migration } from '../db/migrations.js';
import { START, comparePositions, positionFromString, positionToString, type EventStore, type Position, type RecordedEvent } from '../eventstore/types.js';
import { advanceCheckpoint, readCheckpoint, readCheckpointState, readCheckpoints, writeCheckpoint } from './checkpoints.js';
import { LeaderLocks, type LockKind } from './locks.js';
import { noteWait } from '../consistency/unsettled.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { projectable } from './nul.js';
import {
  deleteParked,
  errorText,
  listParked,
  parkEvent,
  parkedCounts,
  recordFailedRetry,
  unpark,
  type ParkedEvent,
  type ParkedKind,
} from './parked.js';
import { createShadow, dropShadow, lockLiveTables, shadowSchema, swapIntoPublic, useShadow } from './shadow.js';
import { projectorVersion, type Projector, type Reaction } from './types.js';

export interface RunnerDeps {
  knex: Knex;
  store: EventStore;
  logger: Logger;
  projectors: readonly Projector[];
  reactions?: readonly Reaction[];
  /** Connection string for the leader locks' own connection; without it every loop runs unlocked. */
  lockUrl?: string;
  /** Something that emits 'appended' after an append in this process, to wake idle loops at once. */
  appendSignal?: EventEmitter;
  batchSize?: number;
  idleMs?: number;
  /**
   * The poll interval once nothing happened for a while (no wake-up, no event read for 2 s), used
   * only while `wakesReliable()` says every append anywhere wakes this runner (in-process on PGlite,
   * NOTIFY on a server). Polling at `idleMs` resumes at the next wake-up. Default: always `idleMs`.
   */
  idleQuietMs?: number;
  wakesReliable?: () => boolean;
  /** How often a loop without its lock tries to take it (and how often the lock connection is checked). */
  leaderRetryMs?: number;
  /** Failed attempts on one event before it is parked (default 5). */
  maxAttempts?: number;
  /** The wait after a first failure; it doubles with each attempt, up to 30 s (default 100 ms). */
  retryBaseMs?: number;
  /** A view's migrations: a rebuild runs them in the shadow schema to create the view's tables. */
  viewMigrations?: (view: string) => readonly Migration[];
  /** What health reads the lag from: the store under the encryption (counting needs no decryption). */
  lagStore?: Pick<EventStore, 'readAll' | 'headPosition'>;
  /** How long a health snapshot is reused (default 1000 ms), so probes may poll as often as they like. */
  healthCacheMs?: number;
}

/** What the runner emits on `runner.applied` (in the process that applied the events). */
export interface AppliedEvents {
  /** After each committed projector batch (and each parked event re-applied), with the events it applied. */
  applied: [view: string, events: readonly RecordedEvent[]];
  /** After a rebuild swapped a view's tables: everything cached from the view is stale. */
  rebuilt: [view: string];
  /**
   * A read-your-writes wait of this process saw these views reach its position — possibly applied
   * by another process, whose signals may not have arrived yet: whatever this process cached from
   * them may predate the write (emitted before `waitFor` answers).
   */
  'caught-up': [views: readonly string[]];
}

export interface ProjectionState {
  name: string;
  kind: ParkedKind;
  /** The checkpoint (`commit:prepare`), null before the first event. */
  position: string | null;
  /** The projector version that built the view (views only). */
  version?: number;
  /** Events after the checkpoint, counted up to a cap (`behindCapped` when it was reached). */
  behind: number;
  behindCapped: boolean;
  /** How long the oldest event not applied yet has waited, in seconds (null when none waits). */
  oldestUnappliedSeconds: number | null;
  parked: number;
}

export interface HealthThresholds {
  /** Unhealthy when this many events wait (0: never). */
  lagEvents: number;
  /** Unhealthy when the oldest waiting event has waited this many seconds (0: never). */
  lagSeconds: number;
  /** Unhealthy when this many events are parked (0: never). */
  parked: number;
}

export interface ProjectionHealth {
  healthy: boolean;
  head: string | null;
  views: (ProjectionState & { healthy: boolean; problems: string[] })[];
  reactions: (ProjectionState & { healthy: boolean; problems: string[] })[];
}

/** A view or reaction as the admin endpoint lists it (JSON-ready: positions as `commit:prepare`). */
export interface ProjectionOverview extends ProjectionState {
  /** The event being tried again in this process now, before it is parked. */
  retrying: { eventId: string; position: string; attempts: number; error: string } | null;
  /** Its parked events, oldest position first. */
  parkedEvents: (Omit<ParkedEvent, 'name' | 'kind' | 'position'> & { position: string })[];
}

export interface RetryResult {
  name: string;
  kind: ParkedKind;
  /** Parked events tried again. */
  retried: number;
  applied: number;
  /** Still parked after this retry (each failed one has one more attempt). */
  stillParked: number;
}

export interface RebuildResult {
  name: string;
  /** Events read from the store. */
  events: number;
  /** Events parked by the rebuild (they failed again on the new view). */
  parked: number;
}

/** An event failed on this step and will be tried again after a pause (not parked yet). */
export class EventFailedError extends Error {
  constructor(
    readonly projection: string,
    readonly event: RecordedEvent,
    readonly attempts: number,
    cause: unknown,
  ) {
    super(`${projection} failed on event ${event.id} (${event.type} at ${positionToString(event.position)}), attempt ${attempts}: ${errorText(cause)}`, { cause });
    this.name = 'EventFailedError';
  }
}

export class UnknownProjectionError extends Error {
  constructor(readonly unknown: string) {
    super(`No view or reaction is named ${unknown}`);
    this.name = 'UnknownProjectionError';
  }
}

class CheckpointMovedError extends Error {}

/** A loop's checkpoint, as it last read or wrote it (undefined: read it). */
interface Cursor {
  at?: Position;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const MAX_BACKOFF_MS = 30_000;
const SWAP_LOCK_TIMEOUT_MS = 2_000;
const SWAP_LOCK_ATTEMPTS = 10;
const LOCK_NOT_AVAILABLE = '55P03';

interface Failing {
  eventId: string;
  position: Position;
  attempts: number;
  firstFailedAt: Date;
  error: string;
}

interface ParkRequest {
  event: RecordedEvent;
  error: string;
  attempts: number;
  firstFailedAt: Date;
}

/** Where a batch goes: the live view, or the shadow of a rebuild. */
interface BatchTarget {
  /** Key of the in-memory failure state (the live view and its shadow fail apart). */
  key: string;
  begin?(trx: Knex.Transaction): Promise<void>;
  /** Moves the checkpoint inside the batch's transaction; false when another process moved it. */
  commit(trx: Knex.Transaction, to: Position): Promise<boolean>;
  park(trx: Knex.Transaction, p: ParkRequest): Promise<void>;
}

interface BatchOutcome {
  /** Position the batch committed up to (undefined: nothing). */
  to?: Position;
  applied: RecordedEvent[];
  parked: ParkRequest[];
  /** The event the batch stopped at, to be tried again. */
  failure?: EventFailedError;
}

export class ProjectionRunner {
  private running = false;
  /** Set by stop(): a rebuild started by a loop gives up (its shadow is dropped) rather than hold the stop. */
  private stopRequested = false;
  private loops: Promise<void>[] = [];
  private readonly wake = new EventEmitter();
  private readonly stopping = new EventEmitter();
  /**
   * Emits 'progress' (name, position, how) after a view's loop moved its checkpoint. `how`:
   * 'transaction' when the move committed with applied or parked events (`beforeCommit` ran in it
   * with its position), 'checkpoint' when only the checkpoint moved (no event the view handles),
   * 'rebuild' when a rebuilt view was swapped in. Reactions' moves are not announced: nothing waits
   * for a reaction (read-your-writes waits for views only).
   */
  readonly progress = new EventEmitter();
  /** When a loop last read an event or was woken (the quiet poll interval starts 2 s after). */
  private lastActivity = Date.now();
  /** When the loops were last woken (an append here or signalled); a loop that has not read since polls fast. */
  private lastWake = 0;
  /** Emits 'progress' when another process says a checkpoint moved (see `checkpointsMoved`). */
  private readonly remoteProgress = new EventEmitter().setMaxListeners(0);
  /** In-process hook for read caches: see AppliedEvents. */
  readonly applied = new EventEmitter<AppliedEvents>();
  /**
   * Runs inside a view's transaction, after its events are applied (or parked) and before its
   * checkpoint moves to `to`: what it writes (signals to other processes' caches, the move itself)
   * commits with the view, so nobody can see the checkpoint without it. `to` is undefined when the
   * checkpoint does not move (a parked event applied again). Set once by the composition root.
   */
  beforeCommit: ((view: string, applied: readonly RecordedEvent[], trx: Knex.Transaction, to?: Position) => Promise<void>) | undefined;
  private locks: LeaderLocks | undefined;
  /** A process that runs no loops (the rebuild script) takes its rebuild locks on this one. */
  private rebuildLocks: LeaderLocks | undefined;
  /** Events being retried now (not parked yet), by view or reaction. */
  private readonly failingNow = new Map<string, Failing>();
  /** Views whose next batch is applied one savepoint per event (the last one failed). */
  private readonly careful = new Set<string>();
  private readonly rebuilding = new Set<string>();
  private readonly unlockedLoops = new Set<string>();
  private healthCache: { at: number; cap: number; value: Promise<{ head: Position; states: ProjectionState[] }> } | undefined;
  /** Wake-ups so far: a shared read started before the latest one may miss what it announced. */
  private wakes = 0;
  /** readAll calls in flight, by their start position (see readShared). */
  private readonly reads = new Map<string, { wakes: number; events: Promise<RecordedEvent[]> }>();

  private readonly reactionList: Reaction[];

  constructor(private readonly deps: RunnerDeps) {
    this.reactionList = [...(deps.reactions ?? [])];
    this.wake.setMaxListeners(0);
    this.stopping.setMaxListeners(0);
    this.progress.setMaxListeners(0);
    this.applied.setMaxListeners(0);
    deps.appendSignal?.on('appended', () => this.wake.emit('wake'));
    // A checkpoint moved here or elsewhere: the read-your-writes waits look again (at what the
    // move said, when it named its position; in the checkpoints otherwise).
    this.progress.on('progress', (name: string, position: Position) => {
      this.noteReached(name, position, true);
      if (this.waiters.size > 0) this.checkWaiters(true);
    });
    this.remoteProgress.on('progress', (told: boolean) => this.waiters.size > 0 && this.checkWaiters(told));
    this.wake.on('wake', () => {
      this.lastActivity = this.lastWake = Date.now();
      this.wakes += 1;
    });
  }

  /** Reactions need the app's dependencies, which need this runner: they are added after. */
  addReactions(reactions: readonly Reaction[]): void {
    if (this.running) throw new Error('Add reactions before start()');
    this.reactionList.push(...reactions);
  }

  private get batchSize() {
    return this.deps.batchSize ?? 500;
  }

  private get maxAttempts() {
    return this.deps.maxAttempts ?? 5;
  }

  private backoff(failures: number): number {
    return Math.min(MAX_BACKOFF_MS, (this.deps.retryBaseMs ?? 100) * 2 ** Math.min(Math.max(failures - 1, 0), 20));
  }

  /** Lock names this process leads (every running loop's, when there are no locks). */
  get leading(): ReadonlySet<string> {
    return new Set(this.locks ? this.locks.heldNames().filter((n) => !n.startsWith('casebook:rebuild:')) : this.unlockedLoops);
  }

  /** The server process of the lock connection, when there is one. */
  get lockConnectionPid(): number | undefined {
    return this.locks?.pid;
  }

  static lockName(kind: LockKind, name: string): string {
    return `casebook:${kind}:${name}`;
  }

  /** Starts the loops of the given role. The leader locks may still be pending when it returns. */
  start(role: { projectors: boolean; reactions: boolean }): void {
    if (this.running) return;
    this.running = true;
    this.stopRequested = false;
    const projectors = role.projectors ? this.deps.projectors : [];
    const reactions = role.reactions ? this.reactionList : [];
    const kinds: LockKind[] = [...(projectors.length ? (['projector'] as const) : []), ...(reactions.length ? (['reaction'] as const) : [])];
    if (this.deps.lockUrl && kinds.length > 0) {
      this.locks = new LeaderLocks({ url: this.deps.lockUrl, logger: this.deps.logger, kinds, heartbeatMs: this.deps.leaderRetryMs ?? 5_000 });
      this.locks.events.on('lost', () => this.wake.emit('wake'));
    }
    for (const p of projectors) this.loops.push(this.loop('projector', p.name, projectors.length, (c) => this.stepProjector(p, c), () => this.ensureVersion(p)));
    for (const r of reactions) this.loops.push(this.loop('reaction', r.name, reactions.length, (c) => this.stepReaction(r, c)));
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopRequested = true;
    this.wake.emit('wake');
    this.stopping.emit('stop');
    await Promise.allSettled(this.loops);
    this.loops = [];
    await this.locks?.close();
    await this.rebuildLocks?.close();
    this.locks = undefined;
    this.rebuildLocks = undefined;
    this.unlockedLoops.clear();
  }

  /**
   * One projector's or reaction's loop: while this process holds its lock (and no more than its
   * fair share of locks), apply the next batch; otherwise try to take the lock now and then.
   */
  private async loop(kind: LockKind, name: string, total: number, step: (cursor: Cursor) => Promise<number>, prepare?: () => Promise<'ready' | 'outdated'>): Promise<void> {
    const lock = ProjectionRunner.lockName(kind, name);
    /** When this loop last read an event. */
    let lastRead = Date.now();
    const retryMs = this.deps.leaderRetryMs ?? 5_000;
    let prepared = false;
    let failures = 0;
    // The checkpoint as this loop last read or wrote it: read again whenever the lock (or the
    // loop) may have lost track of it. advanceCheckpoint refuses a stale one anyway.
    const cursor: Cursor = {};
    if (!this.locks) this.unlockedLoops.add(lock);
    while (this.running) {
      const locks = this.locks;
      if (locks) {
        if (!locks.isHeld(lock)) {
          prepared = false;
          cursor.at = undefined;
          const got = await locks.acquire(lock, kind, total).catch((err: unknown) => {
            this.deps.logger.warn({ err, lock }, 'leader lock attempt failed');
            return false;
          });
          if (!got) {
            await this.idle(retryMs);
            continue;
          }
        } else if (await locks.releaseIfOverShare(lock, kind, total).catch(() => false)) {
          prepared = false;
          cursor.at = undefined;
          await this.idle(retryMs);
          continue;
        }
      }
      try {
        if (!prepared) cursor.at = undefined;
        if (!prepared && prepare) {
          if ((await prepare()) === 'outdated') {
            await locks?.release(lock);
            await this.idle(retryMs);
            continue;
          }
        }
        prepared = true;
        const n = await step(cursor);
        failures = 0;
        if (n > 0) this.lastActivity = lastRead = Date.now();
        if (n < this.batchSize) await this.idle(this.idleInterval(lastRead));
      } catch (err) {
        cursor.at = undefined;
        failures += 1;
        if (err instanceof EventFailedError) this.deps.logger.warn({ err: err.message, name }, 'event failed; trying again after a pause');
        else if (!(err instanceof CheckpointMovedError)) this.deps.logger.error({ err, name }, 'projection step failed; retrying');
        // Appends do not cut this pause short: a failing event is not retried faster under load.
        await this.pause(this.backoff(failures));
      }
    }
  }

  /**
   * `idleMs`, or `idleQuietMs` once the loops have been quiet for 2 s and every append wakes them.
   * A loop woken since it last read an event keeps polling fast: the appended event may not be
   * readable yet (an older transaction still open holds the log back), and it must not wait a
   * quiet interval once it is.
   */
  private idleInterval(lastRead: number): number {
    const idleMs = this.deps.idleMs ?? 50;
    const quietMs = this.deps.idleQuietMs;
    if (!quietMs || quietMs <= idleMs || !this.deps.wakesReliable?.()) return idleMs;
    // The last wake, not the last activity: another loop's read is activity too, and would keep
    // every loop that read before it polling fast for good.
    if (this.lastWake > lastRead) return idleMs;
    return Date.now() - this.lastActivity > 2_000 ? quietMs : idleMs;
  }

  /** Waits `ms`, or less when an append (or stop) wakes the loops. */
  private idle(ms: number): Promise<void> {
    return this.waitOn(this.wake, 'wake', ms);
  }

  /** Waits `ms`, or less when the runner stops. */
  private pause(ms: number): Promise<void> {
    return this.waitOn(this.stopping, 'stop', ms);
  }

  private waitOn(emitter: EventEmitter, event: string, ms: number): Promise<void> {
    if (!this.running && emitter === this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        emitter.off(event, done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      emitter.once(event, done);
    });
  }

  // ---- projectors

  /**
   * Applies the next batch to one projector. Answers how many events it read. `cursor` (a loop's)
   * keeps the checkpoint between batches, so a batch does not read it first.
   */
  async stepProjector(p: Projector, cursor: Cursor = {}): Promise<number> {
    const from = (cursor.at ??= await readCheckpoint(this.deps.knex, p.name));
    // Read before opening the transaction: on embedded Postgres a transaction must never wait
    // on a query from another connection.
    const events = await this.readShared(from);
    if (events.length === 0) return 0;
    const last = events[events.length - 1]!.position;
    if (!this.careful.has(p.name) && !events.some((e) => p.handles.includes(e.type))) {
      // Nothing for this view: only the checkpoint moves, in one statement (nothing to keep atomic with it).
      cursor.at = undefined;
      if (!(await this.moveCheckpoint(p.name, from, last, projectorVersion(p)))) throw new CheckpointMovedError(p.name);
      cursor.at = last;
      this.afterBatch(p.name, { to: last, applied: [], parked: [] });
      return events.length;
    }
    const target: BatchTarget = {
      key: p.name,
      commit: (trx, to) => advanceCheckpoint(trx, p.name, from, to, projectorVersion(p)),
      park: (trx, x) => parkEvent(trx, { name: p.name, kind: 'view', ...x }),
    };
    cursor.at = undefined;
    const outcome = await this.applyBatch(p, events, target);
    cursor.at = outcome.to ?? from;
    this.afterBatch(p.name, outcome);
    if (outcome.failure) throw outcome.failure;
    return events.length;
  }

  /**
   * Moves a checkpoint alone (nothing to keep atomic with it). The moves asked for in one turn of
   * the event loop — the loops that shared a read finish together — go in one statement, each
   * still compare-and-set on its own row. Answers false when another process moved it first.
   */
  private moveCheckpoint(name: string, from: Position, to: Position, version = 1): Promise<boolean> {
    if (comparePositions(from, START) === 0) return advanceCheckpoint(this.deps.knex, name, from, to, version);
    return new Promise<boolean>((resolve, reject) => {
      this.moves_.push({ name, from, to, resolve, reject });
      if (this.moves_.length === 1) setImmediate(() => void this.flushMoves());
    });
  }

  private moves_: { name: string; from: Position; to: Position; resolve: (moved: boolean) => void; reject: (err: unknown) => void }[] = [];

  private async flushMoves(): Promise<void> {
    const batch = this.moves_;
    this.moves_ = [];
    try {
      const { rows } = await this.deps.knex.raw<{ rows: { name: string }[] }>(
        `update checkpoints c set commit_pos = v.to_commit, prepare_pos = v.to_prepare, updated_at = now()
         from (values ${batch.map(() => '(?, ?, ?, ?, ?)').join(', ')}) as v(name, from_commit, from_prepare, to_commit, to_prepare)
         where c.name = v.name and c.commit_pos = v.from_commit and c.prepare_pos = v.from_prepare
         returning c.name`,
        batch.flatMap((m) => [m.name, m.from.commit.toString(), m.from.prepare.toString(), m.to.commit.toString(), m.to.prepare.toString()]),
      );
      const moved = new Set(rows.map((r) => r.name));
      for (const m of batch) m.resolve(moved.has(m.name));
    } catch (err) {
      for (const m of batch) m.reject(err);
    }
  }

  /**
   * readAll from `from`, shared by the loops that ask for the same batch at the same time (they
   * are woken together and usually stand at the same checkpoint): one query and one decryption
   * instead of one per loop. A read joins one in flight only if that one started after the last
   * wake, so it sees every append that woke the loops. The events are shared: read-only.
   */
  private readShared(from: Position): Promise<RecordedEvent[]> {
    const key = positionToString(from);
    const inFlight = this.reads.get(key);
    if (inFlight && inFlight.wakes === this.wakes) return inFlight.events;
    const events = this.deps.store.readAll({ fromPosition: from, limit: this.batchSize });
    const entry = { wakes: this.wakes, events };
    this.reads.set(key, entry);
    const forget = () => {
      if (this.reads.get(key) === entry) this.reads.delete(key);
    };
    events.then(forget, forget);
    return events;
  }

  private afterBatch(name: string, outcome: BatchOutcome): void {
    if (outcome.parked.length > 0) this.healthCache = undefined; // health shows it at once here
    for (const x of outcome.parked) {
      this.deps.logger.error(
        { view: name, eventId: x.event.id, type: x.event.type, position: positionToString(x.event.position), attempts: x.attempts, error: x.error },
        'event parked after repeated failures; the view moves on (retry it with npm run projections:retry)',
      );
    }
    // 'applied' first: caches listening to it drop what changed before a read-your-writes wait
    // (woken by 'progress', here or through its signal elsewhere) lets a command answer.
    if (outcome.applied.length > 0) this.applied.emit('applied', name, outcome.applied);
    const how = outcome.applied.length > 0 || outcome.parked.length > 0 ? 'transaction' : 'checkpoint';
    if (outcome.to) this.progress.emit('progress', name, outcome.to, how);
  }

  /**
   * Applies a batch in one transaction. Fast path: every event, then the checkpoint. When an
   * event fails, the next attempts put a savepoint around each event: the failing event is rolled
   * back alone, the events before it commit with the checkpoint just before it, and it is tried
   * again after a pause — or, at its last attempt, parked in the same transaction and passed over.
   */
  private async applyBatch(p: Projector, events: readonly RecordedEvent[], target: BatchTarget): Promise<BatchOutcome> {
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
            await p.apply(trx, clean);
            applied.push(clean);
          }
          current = undefined;
          if (applied.length > 0) await this.beforeCommit?.(p.name, applied, trx, last);
          if (!(await target.commit(trx, last))) throw new CheckpointMovedError(p.name);
        });
        this.failingNow.delete(target.key);
        return { to: last, applied, parked: [] };
      } catch (err) {
        if (err instanceof CheckpointMovedError || !current) throw err;
        // The next attempts go one savepoint per event, to keep the events before this one.
        this.careful.add(target.key);
        const failing = this.noteFailure(target.key, current, err);
        if (failing.attempts < this.maxAttempts) return { applied: [], parked: [], failure: new EventFailedError(p.name, current, failing.attempts, err) };
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
            await trx.transaction((sp) => p.apply(sp, clean));
            outcome.applied.push(clean);
          } catch (err) {
            const failing = this.noteFailure(target.key, e, err);
            if (failing.attempts < this.maxAttempts) {
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
      if (outcome.applied.length > 0 || outcome.parked.length > 0) await this.beforeCommit?.(p.name, outcome.applied, trx, to);
      if (to && !(await target.commit(trx, to))) throw new CheckpointMovedError(p.name);
      outcome.to = to;
    });
    // Events before a failing one are kept (committed); its attempts count on until it is parked.
    if (!outcome.failure) {
      this.careful.delete(target.key);
      this.failingNow.delete(target.key);
    }
    return outcome;
  }

  private noteFailure(key: string, e: RecordedEvent, err: unknown): Failing {
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

  // ---- reactions

  /** Runs one reaction over the next batch; its checkpoint moves after each handled event. */
  async stepReaction(r: Reaction, cursor: Cursor = {}): Promise<number> {
    let from = (cursor.at ??= await readCheckpoint(this.deps.knex, r.name));
    const events = await this.readShared(from);
    const move = async (to: Position, park?: ParkRequest) => {
      cursor.at = undefined;
      // The checkpoint alone is one statement; with a parked event, one transaction.
      const moved = park
        ? await this.deps.knex.transaction(async (trx) => {
            await parkEvent(trx, { name: r.name, kind: 'reaction', ...park });
            return advanceCheckpoint(trx, r.name, from, to);
          })
        : await this.moveCheckpoint(r.name, from, to);
      if (!moved) throw new CheckpointMovedError(r.name);
      from = cursor.at = to;
    };
    for (const e of events) {
      if (!r.handles.includes(e.type)) continue;
      let failed: { err: unknown } | undefined;
      try {
        await r.handle(projectable(e));
      } catch (err) {
        failed = { err };
      }
      if (!failed) {
        this.failingNow.delete(r.name);
        await move(e.position);
      } else {
        const err = failed.err;
        const failing = this.noteFailure(r.name, e, err);
        // Handled events before this one are behind the checkpoint; this one is retried or parked.
        if (failing.attempts < this.maxAttempts) {
          const before = events[events.indexOf(e) - 1];
          if (before && comparePositions(before.position, from) > 0) await move(before.position);
          throw new EventFailedError(r.name, e, failing.attempts, err);
        }
        const request = { event: e, error: failing.error, attempts: failing.attempts, firstFailedAt: failing.firstFailedAt };
        await move(e.position, request);
        this.failingNow.delete(r.name);
        this.healthCache = undefined;
        this.deps.logger.error(
          { reaction: r.name, eventId: e.id, type: e.type, attempts: failing.attempts, error: failing.error },
          'event parked after repeated failures; the reaction moves on (retry it with npm run projections:retry)',
        );
      }
    }
    const last = events[events.length - 1];
    if (last && comparePositions(last.position, from) > 0) await move(last.position);
    return events.length;
  }

  // ---- catching up, rebuilding

  /**
   * Applies everything up to the current head to the given projectors (all by default), and at
   * least up to `to` when given (an append's position: it may take a moment to become readable).
   */
  async catchUp(names?: readonly string[], to?: Position): Promise<void> {
    for (const p of this.select(names)) {
      let failures = 0;
      for (;;) {
        try {
          const n = await this.stepProjector(p);
          failures = 0;
          if (n >= this.batchSize) continue;
          if (!to || comparePositions(await readCheckpoint(this.deps.knex, p.name), to) >= 0) break;
          await sleep(this.deps.idleMs ?? 50);
        } catch (err) {
          if (!(err instanceof EventFailedError) && !(err instanceof CheckpointMovedError)) throw err;
          await sleep(this.backoff(++failures));
        }
      }
    }
  }

  private select(names?: readonly string[]): Projector[] {
    const unknown = (names ?? []).filter((n) => !this.deps.projectors.some((p) => p.name === n));
    if (unknown.length > 0) throw new UnknownProjectionError(unknown.join(', '));
    return this.deps.projectors.filter((p) => !names || names.includes(p.name));
  }

  /**
   * Builds the views again from the whole event store, each in a shadow schema, and swaps the new
   * tables in: readers see the old rows until the swap, never an empty view.
   */
  async rebuild(names?: readonly string[]): Promise<RebuildResult[]> {
    const out: RebuildResult[] = [];
    for (const p of this.select(names)) out.push(await this.rebuildView(p));
    return out;
  }

  /** A view built by an older projector version is rebuilt; by a newer one, this process leaves it. */
  private async ensureVersion(p: Projector): Promise<'ready' | 'outdated'> {
    const state = await readCheckpointState(this.deps.knex, p.name);
    const version = projectorVersion(p);
    if (!state || state.version === version) return 'ready';
    if (state.version > version) {
      this.deps.logger.warn({ view: p.name, built: state.version, mine: version }, 'a newer projector version built this view; this process leaves it to that version');
      return 'outdated';
    }
    this.deps.logger.info({ view: p.name, from: state.version, to: version }, 'projector version changed: rebuilding the view in a shadow');
    await this.rebuildView(p, () => this.stopRequested);
    return 'ready';
  }

  private async rebuildView(p: Projector, abandoned: () => boolean = () => false): Promise<RebuildResult> {
    if (this.rebuilding.has(p.name)) throw new Error(`The view ${p.name} is already being rebuilt`);
    this.rebuilding.add(p.name);
    const lock = `casebook:rebuild:${p.name}`;
    let lockedBy: LeaderLocks | undefined;
    try {
      if (this.deps.lockUrl) {
        lockedBy = this.locks ?? (this.rebuildLocks ??= new LeaderLocks({ url: this.deps.lockUrl, logger: this.deps.logger, kinds: [], heartbeatMs: this.deps.leaderRetryMs ?? 5_000 }));
        if (!(await lockedBy.acquireExclusive(lock))) throw new Error(`The view ${p.name} is being rebuilt by another process`);
      }
      return await this.buildAndSwap(p, abandoned);
    } finally {
      if (lockedBy) await lockedBy.release(lock).catch(() => {});
      this.rebuilding.delete(p.name);
    }
  }

  private async buildAndSwap(p: Projector, abandoned: () => boolean): Promise<RebuildResult> {
    const { knex, logger } = this.deps;
    const schema = shadowSchema(p.name);
    const migrations = this.deps.viewMigrations?.(p.name) ?? [];
    await createShadow(knex, schema, p.tables, migrations);
    const key = `${p.name}@rebuild`;
    let position: Position = START;
    let read = 0;
    const parked: ParkRequest[] = [];
    const target: BatchTarget = {
      key,
      begin: (trx) => useShadow(trx, schema),
      // The shadow's position lives in memory: a rebuild that dies starts again from scratch.
      commit: async () => true,
      park: async () => {},
    };
    const replay = async () => {
      let failures = 0;
      for (;;) {
        if (abandoned()) throw new Error(`The rebuild of ${p.name} was abandoned: the runner stopped`);
        const events = await this.deps.store.readAll({ fromPosition: position, limit: this.batchSize });
        if (events.length === 0) return;
        let outcome: BatchOutcome;
        try {
          outcome = await this.applyBatch(p, events, target);
        } catch (err) {
          if (++failures > this.maxAttempts) throw err;
          await sleep(this.backoff(failures));
          continue;
        }
        if (outcome.to) {
          read += events.findIndex((e) => e.position === outcome.to) + 1;
          position = outcome.to;
        }
        parked.push(...outcome.parked);
        if (outcome.failure) await sleep(this.backoff(++failures));
        else failures = 0;
      }
    };
    try {
      let lockWaits = 0;
      for (let round = 1; ; round += 1) {
        await replay();
        // Live and shadow at the same place: swap. If the live view has gone further meanwhile,
        // catch up again (a few times), so the swap does not take readers back in time.
        const swapped = await knex
          .transaction(async (trx) => {
            // A long reader holding the live tables must not make every new reader queue behind
            // the swap's lock: give up after a moment, catch up, and try again.
            await trx.raw(`set local lock_timeout = '${SWAP_LOCK_TIMEOUT_MS}ms'`);
            await lockLiveTables(trx, p.tables);
            const live = await trx('checkpoints').where({ name: p.name }).forUpdate().first('commit_pos', 'prepare_pos');
            const livePosition = live ? { commit: BigInt(live.commit_pos), prepare: BigInt(live.prepare_pos) } : START;
            if (comparePositions(livePosition, position) > 0 && round < 4) throw new SwapLaterError();
            await swapIntoPublic(trx, schema, p.tables);
            await writeCheckpoint(trx, p.name, position, projectorVersion(p));
            await deleteParked(trx, p.name);
            for (const x of parked) await parkEvent(trx, { name: p.name, kind: 'view', ...x });
            return true;
          })
          .catch((err: unknown) => {
            if (err instanceof SwapLaterError) return false;
            if ((err as { code?: string }).code === LOCK_NOT_AVAILABLE && ++lockWaits < SWAP_LOCK_ATTEMPTS) {
              logger.warn({ view: p.name, attempt: lockWaits }, 'rebuild swap waited too long for the live tables; trying again');
              return false;
            }
            throw err;
          });
        if (swapped) break;
      }
    } catch (err) {
      await knex.raw('drop schema if exists ?? cascade', [schema]).catch(() => {});
      throw err;
    } finally {
      this.careful.delete(key);
      this.failingNow.delete(key);
    }
    this.careful.delete(p.name);
    this.failingNow.delete(p.name);
    if (!(await dropShadow(knex, schema))) logger.warn({ schema }, 'rebuild left its shadow schema: the swapped tables use something in it');
    logger.info({ view: p.name, events: read, parked: parked.length, position: positionToString(position) }, 'view rebuilt and swapped in');
    this.applied.emit('rebuilt', p.name);
    this.progress.emit('progress', p.name, position, 'rebuild');
    this.healthCache = undefined;
    return { name: p.name, events: read, parked: parked.length };
  }

  // ---- parked events

  private kindOf(name: string): { kind: 'view'; projector: Projector } | { kind: 'reaction'; reaction: Reaction } {
    const projector = this.deps.projectors.find((p) => p.name === name);
    if (projector) return { kind: 'view', projector };
    const reaction = this.reactionList.find((r) => r.name === name);
    if (reaction) return { kind: 'reaction', reaction };
    throw new UnknownProjectionError(name);
  }

  /** Every view and reaction this runner knows, views first. */
  names(): { name: string; kind: ParkedKind }[] {
    return [...this.deps.projectors.map((p) => ({ name: p.name, kind: 'view' as const })), ...this.reactionList.map((r) => ({ name: r.name, kind: 'reaction' as const }))];
  }

  /**
   * Applies parked events again (the given views and reactions, all by default), oldest first.
   * A view's event leaves the parked table in the transaction that writes its rows; one that
   * fails again stays parked with one more attempt.
   */
  async retryParked(names?: readonly string[]): Promise<RetryResult[]> {
    const selected = names && names.length > 0 ? names : this.names().map((n) => n.name);
    const targets = selected.map((n) => ({ name: n, ...this.kindOf(n) }));
    const results: RetryResult[] = [];
    for (const t of targets) {
      const result: RetryResult = { name: t.name, kind: t.kind, retried: 0, applied: 0, stillParked: 0 };
      for (const parked of await listParked(this.deps.knex, t.name, Number.MAX_SAFE_INTEGER)) {
        result.retried += 1;
        const event = await this.loadEvent(parked);
        if (!event) {
          await recordFailedRetry(this.deps.knex, t.name, parked.eventId, 'The event is no longer in the event store');
          result.stillParked += 1;
          continue;
        }
        const clean = projectable(event);
        try {
          if (t.kind === 'view') {
            const done = await this.deps.knex.transaction(async (trx) => {
              if (!(await unpark(trx, t.name, parked.eventId))) return false; // another retry took it
              await t.projector.apply(trx, clean);
              await this.beforeCommit?.(t.name, [clean], trx);
              return true;
            });
            if (done) {
              result.applied += 1;
              this.applied.emit('applied', t.name, [clean]);
            }
          } else {
            await t.reaction.handle(clean);
            if (await unpark(this.deps.knex, t.name, parked.eventId)) result.applied += 1;
          }
        } catch (err) {
          await recordFailedRetry(this.deps.knex, t.name, parked.eventId, errorText(err));
          result.stillParked += 1;
          this.deps.logger.warn({ name: t.name, eventId: parked.eventId, err: errorText(err) }, 'parked event failed again; it stays parked');
        }
      }
      results.push(result);
    }
    this.healthCache = undefined;
    return results;
  }

  /** A parked event read back from the store by its position (its stream when that fails). */
  private async loadEvent(parked: ParkedEvent): Promise<RecordedEvent | undefined> {
    const before = { commit: parked.position.commit, prepare: parked.position.prepare - 1n };
    const [atPosition] = await this.deps.store.readAll({ fromPosition: before, limit: 1 }).catch(() => []);
    if (atPosition?.id === parked.eventId) return atPosition;
    const stream = await this.deps.store.readStream(parked.stream, { fromVersion: parked.streamVersion });
    return stream.find((e) => e.id === parked.eventId);
  }

  /** Views and reactions with their parked events (up to `limit` each), for the admin screen. */
  async overview(limit = 100): Promise<ProjectionOverview[]> {
    const { states } = await this.snapshot(1000, true);
    const failing = this.failing();
    const out: ProjectionOverview[] = [];
    for (const s of states) {
      const parked = s.parked > 0 ? await listParked(this.deps.knex, s.name, limit) : [];
      out.push({
        ...s,
        retrying: failing.get(s.name) ?? null,
        parkedEvents: parked.map(({ name: _name, kind: _kind, position, ...rest }) => ({ position: positionToString(position), ...rest })),
      });
    }
    return out;
  }

  // ---- health

  /**
   * Position, lag and parked events of every view and reaction, judged against the thresholds.
   * Cheap enough for a load balancer: a few queries, and a snapshot reused for a second.
   */
  async health(t: HealthThresholds): Promise<ProjectionHealth> {
    const { head, states } = await this.snapshot(Math.max(1000, t.lagEvents));
    const judge = (s: ProjectionState) => {
      const problems: string[] = [];
      if (t.parked > 0 && s.parked >= t.parked) problems.push(`${s.parked} parked event(s)`);
      if (t.lagEvents > 0 && s.behind >= t.lagEvents) problems.push(`${s.behind}${s.behindCapped ? '+' : ''} events behind`);
      if (t.lagSeconds > 0 && s.oldestUnappliedSeconds !== null && s.oldestUnappliedSeconds >= t.lagSeconds) {
        problems.push(`oldest unapplied event waiting ${Math.round(s.oldestUnappliedSeconds)} s`);
      }
      return { ...s, healthy: problems.length === 0, problems };
    };
    const judged = states.map(judge);
    return {
      healthy: judged.every((s) => s.healthy),
      head: head.commit < 0n ? null : positionToString(head),
      views: judged.filter((s) => s.kind === 'view'),
      reactions: judged.filter((s) => s.kind === 'reaction'),
    };
  }

  private snapshot(cap: number, fresh = false): Promise<{ head: Position; states: ProjectionState[] }> {
    const now = Date.now();
    const cached = this.healthCache;
    if (!fresh && cached && cached.cap === cap && now - cached.at < (this.deps.healthCacheMs ?? 1000)) return cached.value;
    const value = this.measure(cap);
    this.healthCache = { at: now, cap, value };
    value.catch(() => {
      if (this.healthCache?.value === value) this.healthCache = undefined;
    });
    return value;
  }

  private async measure(cap: number): Promise<{ head: Position; states: ProjectionState[] }> {
    const { knex } = this.deps;
    const reader = this.deps.lagStore ?? this.deps.store;
    const all = this.names();
    const rows = (await knex('checkpoints')
      .whereIn(
        'name',
        all.map((n) => n.name),
      )
      .select('name', 'commit_pos', 'prepare_pos', 'version')) as { name: string; commit_pos: string; prepare_pos: string; version: number }[];
    const parked = await parkedCounts(knex);
    const head = await reader.headPosition();
    const byName = new Map(rows.map((r) => [r.name, r]));
    // One read per distinct checkpoint (usually one: every loop at the head, reading nothing).
    const lags = new Map<string, { behind: number; capped: boolean; oldest: string | undefined }>();
    for (const r of rows) {
      const key = `${r.commit_pos}:${r.prepare_pos}`;
      if (lags.has(key)) continue;
      const events = await reader.readAll({ fromPosition: { commit: BigInt(r.commit_pos), prepare: BigInt(r.prepare_pos) }, limit: cap });
      lags.set(key, { behind: events.length, capped: events.length >= cap, oldest: events[0]?.createdAt });
    }
    if (all.some((n) => !byName.has(n.name)) && head.commit >= 0n) {
      const events = await reader.readAll({ fromPosition: START, limit: cap });
      lags.set('start', { behind: events.length, capped: events.length >= cap, oldest: events[0]?.createdAt });
    }
    const now = Date.now();
    return {
      head,
      states: all.map(({ name, kind }) => {
        const r = byName.get(name);
        const lag = (r ? lags.get(`${r.commit_pos}:${r.prepare_pos}`) : lags.get('start')) ?? { behind: 0, capped: false, oldest: undefined };
        return {
          name,
          kind,
          position: r ? `${r.commit_pos}:${r.prepare_pos}` : null,
          ...(kind === 'view' ? { version: r ? Number(r.version) : projectorVersion(this.deps.projectors.find((p) => p.name === name)!) } : {}),
          behind: lag.behind,
          behindCapped: lag.capped,
          oldestUnappliedSeconds: lag.oldest ? Math.max(0, (now - Date.parse(lag.oldest)) / 1000) : null,
          parked: parked.get(name) ?? 0,
        };
      }),
    };
  }

  // ---- read-your-writes

  /**
   * Read-your-writes: waits (bounded) until every view that handles one of `eventTypes` has
   * reached `position`. A parked event counts as passed: the checkpoint moves past it in the
   * transaction that parks it. Answers false on time-out; the caller answers anyway.
   */
  /**
   * Another process moved a checkpoint (a signal from it, app/ wires them): read-your-writes waits
   * here look again at once instead of at their next poll.
   */
  checkpointsMoved(reached?: ReadonlyMap<string, Position>): void {
    if (reached) for (const [name, position] of reached) this.noteReached(name, position, true);
    this.remoteProgress.emit('progress', reached !== undefined && reached.size > 0);
  }

  /** Calls `listener` whenever another process says a checkpoint moved; answers the function that stops it. */
  onCheckpointsMoved(listener: () => void): () => void {
    this.remoteProgress.on('progress', listener);
    return () => this.remoteProgress.off('progress', listener);
  }

  async waitFor(position: Position, eventTypes: readonly string[], timeoutMs: number): Promise<boolean> {
    const names = this.deps.projectors.filter((p) => p.handles.some((t) => eventTypes.includes(t))).map((p) => p.name);
    if (names.length === 0) return true;
    const reached = await this.waitForViews(names, position, timeoutMs);
    // The answer carries the token either way (the HTTP layer): a read on another process waits
    // until that process knows the views have the write, or answers 503 while they lag.
    noteWait(position, names);
    if (!reached) this.deps.logger.warn({ names, position: positionToString(position) }, 'views did not reach the write in time');
    return reached;
  }

  /**
   * Waits (bounded) until every one of the views `names` has reached `position`. The waits of a
   * process share their checkpoint reads: one query (for every view any of them waits for) each
   * time a checkpoint moves here or a signal says one moved elsewhere, and every 25 ms meanwhile,
   * whatever the number of commands waiting.
   */
  async waitForViews(names: readonly string[], position: Position, timeoutMs: number): Promise<boolean> {
    const known = names.filter((n) => this.deps.projectors.some((p) => p.name === n));
    if (known.length === 0) return true;
    this.wake.emit('wake');
    return new Promise<boolean>((resolve, reject) => {
      this.waiters.add({ names: known, position, deadline: Date.now() + timeoutMs, resolve, reject });
      if (this.settleKnown()) return;
      // While every move tells its position, the move that reaches this one will say so; otherwise
      // the checkpoints are read (its views may have moved, untold, before it came).
      this.checkWaiters(this.deps.wakesReliable?.() ?? false);
    });
  }

  private readonly waiters = new Set<Waiter>();
  /**
   * The furthest position each view is known to have committed: told by this process's own loops
   * after their commits, or by another process's signal (sent after its commit, or inside the
   * committing transaction, which Postgres delivers at the commit). A checkpoint never moves back
   * (a rebuild swaps in a view that has caught up past the old one), so these stay true.
   */
  private readonly reached = new Map<string, { position: Position; told: boolean }>();
  /** Checkpoint moves seen whose positions were not told: the checkpoints must be read. */
  private unknownMoves = 0;
  /** Checkpoint moves seen (here or signalled): a read that started before the latest may be stale. */
  private moves = 0;

  /**
   * `told`: by this process's own loop or another's signal, which arrives after the view's cache
   * drops (they go first in the same statement); otherwise read from the checkpoints, which can
   * show a move before its drops have reached this process.
   */
  private noteReached(name: string, position: Position, told: boolean): void {
    const known = this.reached.get(name);
    const order = known ? comparePositions(position, known.position) : 1;
    if (order > 0 || (order === 0 && told && !known!.told)) this.reached.set(name, { position, told });
  }

  /**
   * Answers the waiters whose views are all known to have reached their position; true when none is
   * left. A waiter answered from a position read in the checkpoints (not told) has this process
   * drop those views' cached answers first ('caught-up'): their drops may still be on the way.
   */
  private settleKnown(): boolean {
    for (const w of [...this.waiters]) {
      let told = true;
      const all = w.names.every((n) => {
        const r = this.reached.get(n);
        if (r === undefined || comparePositions(r.position, w.position) < 0) return false;
        told &&= r.told;
        return true;
      });
      if (all) {
        this.waiters.delete(w);
        if (!told) this.applied.emit('caught-up', w.names);
        w.resolve(true);
      }
    }
    return this.waiters.size === 0;
  }
  private watching = false;
  private nudge: (() => void) | undefined;

  /**
   * Something may have reached a waiter's position: look (again) soon. `told`: the move's position
   * is in `reached` (no checkpoint read is needed for it).
   */
  private checkWaiters(told = false): void {
    this.moves += 1;
    if (!told) this.unknownMoves += 1;
    this.nudge?.();
    if (!this.watching && this.waiters.size > 0) {
      this.watching = true;
      void this.watchCheckpoints()
        .catch((err: unknown) => {
          for (const w of this.waiters) w.reject(err);
          this.waiters.clear();
        })
        .finally(() => {
          this.watching = false;
          if (this.waiters.size > 0) this.checkWaiters();
        });
    }
  }

  /**
   * The one loop that answers every waiter of this process, while there are any: from the positions
   * moves told (no query), else by reading the checkpoints — after a move whose position was not
   * told, and at the fallback look (every 25 ms; every 100 ms while signals are reliable, when every
   * move tells its position and a read only makes up for a lost one).
   */
  private async watchCheckpoints(): Promise<void> {
    let read = this.unknownMoves !== this.unknownRead;
    while (this.waiters.size > 0) {
      const seen = this.moves;
      if (this.settleKnown()) break;
      this.expire();
      if (this.waiters.size === 0) break;
      if (!read) {
        read = await this.untilMoved(seen);
        continue;
      }
      read = false;
      this.unknownRead = this.unknownMoves;
      const names = [...new Set([...this.waiters].flatMap((w) => w.names))];
      try {
        const cps = await readCheckpoints(this.deps.knex, names);
        for (const [name, position] of cps) this.noteReached(name, position, false);
      } catch (err) {
        // The database restarting while a command waits for its views: the command was applied,
        // so its answer should not become an error; the wait goes on to its deadline (and, past
        // it, the read-your-writes token makes the next reads wait or answer 503).
        if (!isDatabaseUnavailable(err)) {
          for (const w of this.waiters) w.reject(err);
          this.waiters.clear();
          return;
        }
      }
      // A move whose position was not told came during the read: read again.
      read = this.unknownMoves !== this.unknownRead;
    }
  }

  /** The unknown moves the last checkpoint read covered. */
  private unknownRead = 0;

  private expire(): void {
    const now = Date.now();
    for (const w of [...this.waiters]) {
      if (now >= w.deadline) {
        this.waiters.delete(w);
        w.resolve(false);
      }
    }
  }

  /** Waits for a move or the fallback look (unless one came since `seen`); answers whether the checkpoints must be read next. */
  private async untilMoved(seen: number): Promise<boolean> {
    if (this.moves !== seen) return this.unknownMoves !== this.unknownRead;
    const soonest = Math.min(...[...this.waiters].map((w) => w.deadline));
    const fallbackMs = this.deps.wakesReliable?.() ? 100 : 25;
    let timedOut = false;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timedOut = true;
        done();
      }, Math.max(0, Math.min(soonest - Date.now(), fallbackMs)));
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.nudge = done;
    });
    this.nudge = undefined;
    return timedOut || this.unknownMoves !== this.unknownRead;
  }
}

/** Topic of the signal that tells other processes how far views have committed (payload below). */
export const PROGRESS_SIGNAL = 'progress';

/** The payload of a progress signal: `{ view: "commit:prepare" }` (read by `progressPositions`). */
export function progressPayload(view: string, position: Position): string {
  return JSON.stringify({ [view]: positionToString(position) });
}

/**
 * The positions a progress signal tells (`progressPayload`), or undefined
 * for a signal that tells none or cannot be read (then the waits read the checkpoints).
 */
export function progressPositions(payload: string): Map<string, Position> | undefined {
  if (!payload) return undefined;
  try {
    const parsed: unknown = JSON.parse(payload);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const out = new Map<string, Position>();
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value !== 'string' || !/^\d{1,19}:\d{1,19}$/.test(value)) return undefined;
      out.set(name, positionFromString(value));
    }
    return out;
  } catch {
    return undefined;
  }
}

interface Waiter {
  names: readonly string[];
  position: Position;
  deadline: number;
  resolve: (reached: boolean) => void;
  reject: (err: unknown) => void;
}

class SwapLaterError extends Error {}

export { sleep };
