// The scheduler: one loop per projector and per reaction. A loop runs while this process holds its
// leader lock (locks.ts; no more than its fair share of locks, so loops spread over processes),
// applies a step, and idles when there was less than a batch: woken at once by an append here (or
// signalled), polling otherwise, slowly once everything has been quiet and every append wakes it.
// A failing step backs off (appends do not cut the pause short). Loops woken together share their
// read of the log (one query and one decryption for every loop at the same checkpoint).
import { EventEmitter } from 'node:events';
import type { Logger } from '../logger/index.js';
import { positionToString, type EventStore, type Position, type RecordedEvent } from '../eventstore/types.js';
import { LeaderLocks, type LockKind } from './locks.js';
import { CheckpointMovedError, EventFailedError } from './batch.js';

/** A loop's checkpoint, as it last read or wrote it (undefined: read it). */
export interface Cursor {
  at?: Position;
}

/** What the scheduler needs of the leader locks (LeaderLocks; a double in tests). */
export type Locks = Pick<
  LeaderLocks,
  'acquire' | 'acquireExclusive' | 'isHeld' | 'releaseIfOverShare' | 'release' | 'close' | 'heldNames' | 'pid' | 'events'
>;

export interface LoopSpec {
  kind: LockKind;
  name: string;
  /** Applies the next batch from `cursor`; answers how many events it read. */
  step(cursor: Cursor): Promise<number>;
  /** Runs before the first step after the lock was (re)taken: 'outdated' gives the lock up. */
  prepare?(): Promise<'ready' | 'outdated'>;
}

export interface SchedulerDeps {
  logger: Logger;
  store: Pick<EventStore, 'readAll'>;
  batchSize: number;
  /** The pause after the n-th failure in a row. */
  backoff(failures: number): number;
  /** Connection string for the leader locks; without it every loop runs unlocked. */
  lockUrl?: string;
  /** Emits 'appended' after an append in this process. */
  appendSignal?: EventEmitter;
  idleMs?: number;
  idleQuietMs?: number;
  wakesReliable?: () => boolean;
  leaderRetryMs?: number;
  /** Builds the leader locks (default: LeaderLocks on `lockUrl`). */
  createLocks?(kinds: LockKind[]): Locks;
}

export const LOCK_PREFIX = 'casebook:';

export function lockName(kind: LockKind, name: string): string {
  return `${LOCK_PREFIX}${kind}:${name}`;
}

export class Scheduler {
  private running = false;
  /** Set by stop(): a rebuild started by a loop gives up (its shadow is dropped) rather than hold the stop. */
  private stopRequested_ = false;
  private loops: Promise<void>[] = [];
  private readonly wake = new EventEmitter();
  private readonly stopping = new EventEmitter();
  /** When a loop last read an event or was woken (the quiet poll interval starts 2 s after). */
  private lastActivity = Date.now();
  /** When the loops were last woken (an append here or signalled); a loop that has not read since polls fast. */
  private lastWake = 0;
  /** Wake-ups so far: a shared read started before the latest one may miss what it announced. */
  private wakes = 0;
  /** readAll calls in flight, by their start position (see readShared). */
  private readonly reads = new Map<string, { wakes: number; events: Promise<RecordedEvent[]> }>();
  private locks_: Locks | undefined;
  private readonly unlockedLoops = new Set<string>();

  constructor(private readonly deps: SchedulerDeps) {
    this.wake.setMaxListeners(0);
    this.stopping.setMaxListeners(0);
    deps.appendSignal?.on('appended', () => this.wakeUp());
    this.wake.on('wake', () => {
      this.lastActivity = this.lastWake = Date.now();
      this.wakes += 1;
    });
  }

  get isRunning(): boolean {
    return this.running;
  }

  get stopRequested(): boolean {
    return this.stopRequested_;
  }

  /** The leader locks of the running loops (undefined without a lock URL or before start). */
  get locks(): Locks | undefined {
    return this.locks_;
  }

  /** Lock names this process leads (every running loop's, when there are no locks). */
  get leading(): ReadonlySet<string> {
    return new Set(this.locks_ ? this.locks_.heldNames().filter((n) => !n.startsWith(`${LOCK_PREFIX}rebuild:`)) : this.unlockedLoops);
  }

  /** Wakes the idle loops (an append, a wait for views, a lost lock). */
  wakeUp(): void {
    this.wake.emit('wake');
  }

  /** Starts one loop per spec. The leader locks may still be pending when it returns. */
  start(loops: readonly LoopSpec[]): void {
    if (this.running) return;
    this.running = true;
    this.stopRequested_ = false;
    const kinds = [...new Set(loops.map((l) => l.kind))];
    if (this.deps.lockUrl && kinds.length > 0) {
      this.locks_ =
        this.deps.createLocks?.(kinds) ??
        new LeaderLocks({ url: this.deps.lockUrl, logger: this.deps.logger, kinds, heartbeatMs: this.deps.leaderRetryMs ?? 5_000 });
      this.locks_.events.on('lost', () => this.wakeUp());
    }
    for (const l of loops) this.loops.push(this.loop(l, loops.filter((o) => o.kind === l.kind).length));
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopRequested_ = true;
    this.wakeUp();
    this.stopping.emit('stop');
    await Promise.allSettled(this.loops);
    this.loops = [];
    await this.locks_?.close();
    this.locks_ = undefined;
    this.unlockedLoops.clear();
  }

  /**
   * One projector's or reaction's loop: while this process holds its lock (and no more than its
   * fair share of locks), apply the next batch; otherwise try to take the lock now and then.
   */
  private async loop({ kind, name, step, prepare }: LoopSpec, total: number): Promise<void> {
    const lock = lockName(kind, name);
    /** When this loop last read an event. */
    let lastRead = Date.now();
    const retryMs = this.deps.leaderRetryMs ?? 5_000;
    let prepared = false;
    let failures = 0;
    // The checkpoint as this loop last read or wrote it: read again whenever the lock (or the
    // loop) may have lost track of it. advanceCheckpoint refuses a stale one anyway.
    const cursor: Cursor = {};
    if (!this.locks_) this.unlockedLoops.add(lock);
    while (this.running) {
      const locks = this.locks_;
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
        if (n < this.deps.batchSize) await this.idle(this.idleInterval(lastRead));
      } catch (err) {
        cursor.at = undefined;
        failures += 1;
        if (err instanceof EventFailedError) this.deps.logger.warn({ err: err.message, name }, 'event failed; trying again after a pause');
        else if (!(err instanceof CheckpointMovedError)) this.deps.logger.error({ err, name }, 'projection step failed; retrying');
        // Appends do not cut this pause short: a failing event is not retried faster under load.
        await this.pause(this.deps.backoff(failures));
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

  /** Waits `ms`, or less when the scheduler stops. */
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

  /**
   * readAll from `from`, shared by the loops that ask for the same batch at the same time (they
   * are woken together and usually stand at the same checkpoint): one query and one decryption
   * instead of one per loop. A read joins one in flight only if that one started after the last
   * wake, so it sees every append that woke the loops. The events are shared: read-only.
   */
  readShared(from: Position): Promise<RecordedEvent[]> {
    const key = positionToString(from);
    const inFlight = this.reads.get(key);
    if (inFlight && inFlight.wakes === this.wakes) return inFlight.events;
    const events = this.deps.store.readAll({ fromPosition: from, limit: this.deps.batchSize });
    const entry = { wakes: this.wakes, events };
    this.reads.set(key, entry);
    const forget = () => {
      if (this.reads.get(key) === entry) this.reads.delete(key);
    };
    events.then(forget, forget);
    return events;
  }
}
