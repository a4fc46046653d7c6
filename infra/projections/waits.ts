// Read-your-writes waits: a command answers once the views that handle its events have reached its
// position (bounded: on time-out it answers anyway, and the HTTP layer hands the client a token).
// Every wait of a process shares its checkpoint reads: the furthest position each view is known to
// have committed is kept (told by this process's loops, or by another process's progress signal),
// the checkpoints are read only when a move's position was not told, and at a fallback look.
// Also the progress signal's payload, which tells other processes how far views have committed.
import { EventEmitter } from 'node:events';
import type { Logger } from '../logger/index.js';
import { comparePositions, positionFromString, positionToString, type Position } from '../eventstore/types.js';
import { noteWait } from '../consistency/unsettled.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

export interface WaitsDeps {
  /** The views a wait may name, with the event types each handles; `commandsWait: false` leaves it out of commands' waits. */
  views: readonly { name: string; handles: readonly string[]; commandsWait?: boolean }[];
  /** Reads the checkpoints of these views (a view without one is at the start). */
  readCheckpoints(names: readonly string[]): Promise<ReadonlyMap<string, Position>>;
  logger: Logger;
  /** Whether every move anywhere tells its position (signals are live). */
  wakesReliable?: () => boolean;
  /** A wait began: wake the idle loops, the write may be theirs to apply. */
  wakeLoops?(): void;
  /**
   * A wait was answered from a position read in the checkpoints (not told): whatever this process
   * cached from these views may predate the write. Called before the wait answers.
   */
  caughtUp(views: readonly string[]): void;
}

interface Waiter {
  names: readonly string[];
  position: Position;
  deadline: number;
  resolve: (reached: boolean) => void;
  reject: (err: unknown) => void;
}

export class ViewWaits {
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
  /** The unknown moves the last checkpoint read covered. */
  private unknownRead = 0;
  /** Checkpoint moves seen (here or signalled): a read that started before the latest may be stale. */
  private moves = 0;
  private watching = false;
  private nudge: (() => void) | undefined;
  /** Emits 'progress' (told) when another process says a checkpoint moved. */
  private readonly remoteProgress = new EventEmitter().setMaxListeners(0);

  constructor(private readonly deps: WaitsDeps) {
    this.remoteProgress.on('progress', (told: boolean) => this.waiters.size > 0 && this.checkWaiters(told));
  }

  /** A loop of this process committed `name` up to `position`. */
  progressed(name: string, position: Position): void {
    this.noteReached(name, position, true);
    if (this.waiters.size > 0) this.checkWaiters(true);
  }

  /**
   * Another process moved a checkpoint (a signal from it, app/ wires them): the waits look again at
   * once instead of at their next poll (at the positions it told, or in the checkpoints).
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

  /**
   * Waits (bounded) until every view that handles one of `eventTypes` (and that commands wait
   * for: the view's declaration, read-side.ts) has reached `position`. A
   * parked event counts as passed: the checkpoint moves past it in the transaction that parks it.
   * Answers false on time-out; the caller answers anyway.
   */
  async waitFor(position: Position, eventTypes: readonly string[], timeoutMs: number): Promise<boolean> {
    const names = this.deps.views
      .filter((p) => p.commandsWait !== false && p.handles.some((t) => eventTypes.includes(t)))
      .map((p) => p.name);
    if (names.length === 0) return true;
    const reached = await this.waitForViews(names, position, timeoutMs);
    // The answer carries the token either way (the HTTP layer): a read on another process waits
    // until that process knows the views have the write, or answers 503 while they lag.
    noteWait(position, names);
    if (!reached) this.deps.logger.warn({ names, position: positionToString(position) }, 'views did not reach the write in time');
    return reached;
  }

  /**
   * Waits (bounded) until every one of the views `names` has reached `position`: one checkpoint
   * query (for every view any wait is for) each time a checkpoint moves untold, and every 25 ms
   * meanwhile, whatever the number of commands waiting.
   */
  async waitForViews(names: readonly string[], position: Position, timeoutMs: number): Promise<boolean> {
    const known = names.filter((n) => this.deps.views.some((p) => p.name === n));
    if (known.length === 0) return true;
    this.deps.wakeLoops?.();
    return new Promise<boolean>((resolve, reject) => {
      this.waiters.add({ names: known, position, deadline: Date.now() + timeoutMs, resolve, reject });
      if (this.settleKnown()) return;
      // While every move tells its position, the move that reaches this one will say so; otherwise
      // the checkpoints are read (its views may have moved, untold, before it came).
      this.checkWaiters(this.deps.wakesReliable?.() ?? false);
    });
  }

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
   * drop those views' cached answers first (`caughtUp`): their drops may still be on the way.
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
        if (!told) this.deps.caughtUp(w.names);
        w.resolve(true);
      }
    }
    return this.waiters.size === 0;
  }

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
      this.unknownRead = this.unknownMoves;
      const names = [...new Set([...this.waiters].flatMap((w) => w.names))];
      try {
        const cps = await this.deps.readCheckpoints(names);
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
      const timer = setTimeout(
        () => {
          timedOut = true;
          done();
        },
        Math.max(0, Math.min(soonest - Date.now(), fallbackMs)),
      );
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
