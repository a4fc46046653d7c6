// Runs every view's projector (and, in the worker role, every reaction) from its checkpoint.
// docs/decisions/0005-projections.md has the whole design; the runner assembles one file per concern:
// - scheduler.ts: a loop per projector and reaction under its leader lock (locks.ts), idling until
//   an append wakes it; loops woken together share their read of the log.
// - batch.ts: a view's batch and its checkpoint in one transaction; a failing event is found one
//   savepoint per event, retried with a back-off, and parked after a bounded number of attempts.
// - rebuild.ts: a view built again in a shadow schema (shadow.ts) and swapped in; a newer projector
//   version rebuilds its view at start-up.
// - waits.ts: read-your-writes waits, answered from the positions moves tell, or the checkpoints.
// - health.ts: positions, lag and parked events, judged against thresholds.
// This file steps projectors and reactions, retries parked events, and says what happened:
// `applied` (a batch applied, a view rebuilt, a wait caught up) and `progress` (a checkpoint moved).
// Events reach projectors without NUL, which Postgres text cannot hold (nul.ts).
import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import type { Logger } from '../logger/index.js';
import type { Migration } from '../db/migrations.js';
import { comparePositions, positionToString, type EventStore, type Position, type RecordedEvent } from '../eventstore/types.js';
import { advanceCheckpoint, CheckpointMover, readCheckpoint, readCheckpointState, readCheckpoints } from './checkpoints.js';
import type { LockKind } from './locks.js';
import { errorText, listParked, parkEvent, recordFailedRetry, unpark, type ParkedEvent, type ParkedKind } from './parked.js';
import { postgresShadow } from './shadow.js';
import { projectable } from './nul.js';
import { projectorVersion, type ProjectionContext, type Projector, type Reaction } from './types.js';
import { noViewCipher, type ViewCipher } from '../crypto/view-cipher.js';
import {
  BatchApplier,
  CheckpointMovedError,
  EventFailedError,
  type BatchOutcome,
  type BatchTarget,
  type BeforeCommit,
  type ParkRequest,
} from './batch.js';
import { lockName, Scheduler, type Cursor, type LoopSpec } from './scheduler.js';
import { Rebuilder, type RebuildResult } from './rebuild.js';
import { ViewWaits } from './waits.js';
import { readSideOf } from './read-side.js';
import { HealthSnapshots, measureProjections, type HealthThresholds, type ProjectionHealth, type ProjectionState } from './health.js';

export { EventFailedError } from './batch.js';
export { PROGRESS_SIGNAL, progressPayload, progressPositions } from './waits.js';
export type { HealthThresholds, ProjectionHealth, ProjectionState } from './health.js';
export type { RebuildResult } from './rebuild.js';

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
  /** Seals views' personal fields with their owners' data keys (decision 0056); without it, sealing fails. */
  cipher?: ViewCipher;
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

export class UnknownProjectionError extends Error {
  constructor(readonly unknown: string) {
    super(`No view or reaction is named ${unknown}`);
    this.name = 'UnknownProjectionError';
  }
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const MAX_BACKOFF_MS = 30_000;

export class ProjectionRunner {
  /**
   * Emits 'progress' (name, position, how) after a view's loop moved its checkpoint. `how`:
   * 'transaction' when the move committed with applied or parked events (`beforeCommit` ran in it
   * with its position), 'checkpoint' when only the checkpoint moved (no event the view handles),
   * 'rebuild' when a rebuilt view was swapped in. Reactions' moves are not announced: nothing waits
   * for a reaction (read-your-writes waits for views only).
   */
  readonly progress = new EventEmitter();
  /** In-process hook for read caches: see AppliedEvents. */
  readonly applied = new EventEmitter<AppliedEvents>();
  /**
   * Runs inside a view's transaction, after its events are applied (or parked) and before its
   * checkpoint moves to `to`: what it writes (signals to other processes' caches, the move itself)
   * commits with the view, so nobody can see the checkpoint without it. `to` is undefined when the
   * checkpoint does not move (a parked event applied again). Set once by the composition root.
   */
  beforeCommit: BeforeCommit | undefined;

  private readonly reactionList: Reaction[];
  private readonly scheduler: Scheduler;
  private readonly batches: BatchApplier;
  private readonly rebuilder: Rebuilder;
  private readonly waits: ViewWaits;
  private readonly healthSnapshots: HealthSnapshots;
  private readonly checkpointMoves: CheckpointMover;
  private readonly context: ProjectionContext;

  constructor(private readonly deps: RunnerDeps) {
    this.reactionList = [...(deps.reactions ?? [])];
    this.progress.setMaxListeners(0);
    this.applied.setMaxListeners(0);
    const backoff = (failures: number) => this.backoff(failures);
    this.checkpointMoves = new CheckpointMover(deps.knex);
    this.scheduler = new Scheduler({
      logger: deps.logger,
      store: deps.store,
      batchSize: this.batchSize,
      backoff,
      lockUrl: deps.lockUrl,
      appendSignal: deps.appendSignal,
      idleMs: deps.idleMs,
      idleQuietMs: deps.idleQuietMs,
      wakesReliable: deps.wakesReliable,
      leaderRetryMs: deps.leaderRetryMs,
    });
    this.context = { cipher: deps.cipher ?? noViewCipher() };
    this.batches = new BatchApplier({
      knex: deps.knex,
      maxAttempts: this.maxAttempts,
      beforeCommit: () => this.beforeCommit,
      context: this.context,
    });
    this.healthSnapshots = new HealthSnapshots(
      (cap) =>
        measureProjections(
          {
            knex: deps.knex,
            reader: deps.lagStore ?? deps.store,
            names: () => this.names(),
            versionOf: (view) => projectorVersion(this.deps.projectors.find((p) => p.name === view)!),
          },
          cap,
        ),
      deps.healthCacheMs ?? 1000,
    );
    this.rebuilder = new Rebuilder({
      store: deps.store,
      logger: deps.logger,
      applier: this.batches,
      shadow: postgresShadow(deps.knex, deps.viewMigrations),
      batchSize: this.batchSize,
      maxAttempts: this.maxAttempts,
      backoff,
      builtVersion: async (view) => (await readCheckpointState(deps.knex, view))?.version,
      lockUrl: deps.lockUrl,
      leaderRetryMs: deps.leaderRetryMs,
      loopLocks: () => this.scheduler.locks,
      rebuilt: (view, position) => {
        this.applied.emit('rebuilt', view);
        this.progress.emit('progress', view, position, 'rebuild');
        this.healthSnapshots.invalidate();
      },
    });
    this.waits = new ViewWaits({
      views: deps.projectors.map((p) => ({ name: p.name, handles: p.handles, commandsWait: readSideOf(p).commandsWait })),
      readCheckpoints: (names) => readCheckpoints(deps.knex, names),
      logger: deps.logger,
      wakesReliable: deps.wakesReliable,
      wakeLoops: () => this.scheduler.wakeUp(),
      caughtUp: (views) => this.applied.emit('caught-up', views),
    });
    // A checkpoint moved here: the read-your-writes waits know its position.
    this.progress.on('progress', (name: string, position: Position) => this.waits.progressed(name, position));
  }

  /** Reactions need the app's dependencies, which need this runner: they are added after. */
  addReactions(reactions: readonly Reaction[]): void {
    if (this.scheduler.isRunning) throw new Error('Add reactions before start()');
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
    return this.scheduler.leading;
  }

  /** The server process of the lock connection, when there is one. */
  get lockConnectionPid(): number | undefined {
    return this.scheduler.locks?.pid;
  }

  static lockName(kind: LockKind, name: string): string {
    return lockName(kind, name);
  }

  /** Starts the loops of the given role. The leader locks may still be pending when it returns. */
  start(role: { projectors: boolean; reactions: boolean }): void {
    const loops: LoopSpec[] = [
      ...(role.projectors ? this.deps.projectors : []).map((p) => ({
        kind: 'projector' as const,
        name: p.name,
        step: (c: Cursor) => this.stepProjector(p, c),
        prepare: () => this.rebuilder.ensureVersion(p, () => this.scheduler.stopRequested),
      })),
      ...(role.reactions ? this.reactionList : []).map((r) => ({
        kind: 'reaction' as const,
        name: r.name,
        step: (c: Cursor) => this.stepReaction(r, c),
      })),
    ];
    this.scheduler.start(loops);
  }

  async stop(): Promise<void> {
    await this.scheduler.stop();
    await this.rebuilder.close();
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
    const events = await this.scheduler.readShared(from);
    if (events.length === 0) return 0;
    const last = events[events.length - 1]!.position;
    if (!this.batches.isCareful(p.name) && !events.some((e) => p.handles.includes(e.type))) {
      // Nothing for this view: only the checkpoint moves, in one statement (nothing to keep atomic with it).
      cursor.at = undefined;
      if (!(await this.checkpointMoves.move(p.name, from, last, projectorVersion(p)))) throw new CheckpointMovedError(p.name);
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
    const outcome = await this.batches.apply(p, events, target);
    cursor.at = outcome.to ?? from;
    this.afterBatch(p.name, outcome);
    if (outcome.failure) throw outcome.failure;
    return events.length;
  }

  private afterBatch(name: string, outcome: BatchOutcome): void {
    if (outcome.parked.length > 0) this.healthSnapshots.invalidate(); // health shows it at once here
    for (const x of outcome.parked) {
      this.deps.logger.error(
        {
          view: name,
          eventId: x.event.id,
          type: x.event.type,
          position: positionToString(x.event.position),
          attempts: x.attempts,
          error: x.error,
        },
        'event parked after repeated failures; the view moves on (retry it with npm run projections:retry)',
      );
    }
    // 'applied' first: caches listening to it drop what changed before a read-your-writes wait
    // (woken by 'progress', here or through its signal elsewhere) lets a command answer.
    if (outcome.applied.length > 0) this.applied.emit('applied', name, outcome.applied);
    const how = outcome.applied.length > 0 || outcome.parked.length > 0 ? 'transaction' : 'checkpoint';
    if (outcome.to) this.progress.emit('progress', name, outcome.to, how);
  }

  /** Events being tried again right now in this process (not parked yet), by view or reaction. */
  failing(): Map<string, { eventId: string; position: string; attempts: number; error: string }> {
    return this.batches.failing();
  }

  // ---- reactions

  /** Runs one reaction over the next batch; its checkpoint moves after each handled event. */
  async stepReaction(r: Reaction, cursor: Cursor = {}): Promise<number> {
    let from = (cursor.at ??= await readCheckpoint(this.deps.knex, r.name));
    const events = await this.scheduler.readShared(from);
    const move = async (to: Position, park?: ParkRequest) => {
      cursor.at = undefined;
      // The checkpoint alone is one statement; with a parked event, one transaction.
      const moved = park
        ? await this.deps.knex.transaction(async (trx) => {
            await parkEvent(trx, { name: r.name, kind: 'reaction', ...park });
            return advanceCheckpoint(trx, r.name, from, to);
          })
        : await this.checkpointMoves.move(r.name, from, to);
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
        this.batches.clearFailure(r.name);
        await move(e.position);
      } else {
        const err = failed.err;
        const failing = this.batches.noteFailure(r.name, e, err);
        // Handled events before this one are behind the checkpoint; this one is retried or parked.
        if (failing.attempts < this.maxAttempts) {
          const before = events[events.indexOf(e) - 1];
          if (before && comparePositions(before.position, from) > 0) await move(before.position);
          throw new EventFailedError(r.name, e, failing.attempts, err);
        }
        const request = { event: e, error: failing.error, attempts: failing.attempts, firstFailedAt: failing.firstFailedAt };
        await move(e.position, request);
        this.batches.clearFailure(r.name);
        this.healthSnapshots.invalidate();
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
    for (const p of this.select(names)) out.push(await this.rebuilder.rebuild(p));
    return out;
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
    return [
      ...this.deps.projectors.map((p) => ({ name: p.name, kind: 'view' as const })),
      ...this.reactionList.map((r) => ({ name: r.name, kind: 'reaction' as const })),
    ];
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
              await t.projector.apply(trx, clean, this.context);
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
          this.deps.logger.warn(
            { name: t.name, eventId: parked.eventId, err: errorText(err) },
            'parked event failed again; it stays parked',
          );
        }
      }
      results.push(result);
    }
    this.healthSnapshots.invalidate();
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
    const { states } = await this.healthSnapshots.snapshot(1000, true);
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

  /** Position, lag and parked events of every view and reaction, judged against the thresholds. */
  health(t: HealthThresholds): Promise<ProjectionHealth> {
    return this.healthSnapshots.health(t);
  }

  // ---- read-your-writes (waits.ts)

  /** Another process moved a checkpoint (a signal from it, app/ wires them): the waits look again. */
  checkpointsMoved(reached?: ReadonlyMap<string, Position>): void {
    this.waits.checkpointsMoved(reached);
  }

  /** Calls `listener` whenever another process says a checkpoint moved; answers the function that stops it. */
  onCheckpointsMoved(listener: () => void): () => void {
    return this.waits.onCheckpointsMoved(listener);
  }

  /** Waits (bounded) until every view that handles one of `eventTypes` has reached `position`. */
  waitFor(position: Position, eventTypes: readonly string[], timeoutMs: number): Promise<boolean> {
    return this.waits.waitFor(position, eventTypes, timeoutMs);
  }

  /** Waits (bounded) until every one of the views `names` has reached `position`. */
  waitForViews(names: readonly string[], position: Position, timeoutMs: number): Promise<boolean> {
    return this.waits.waitForViews(names, position, timeoutMs);
  }
}

export { sleep };
