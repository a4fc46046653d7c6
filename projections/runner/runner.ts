// Runs every view's projector (and, in the worker role, every reaction) from its checkpoint.
// A projector writes its rows and its checkpoint in one transaction, so a crash never loses or
// double-applies an event. One process at a time runs a role's loops: a Postgres advisory lock,
// held on its own connection, chooses the leader.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Knex } from 'knex';
import type { Logger } from '../../infra/logger/index.js';
import { comparePositions, positionToString, type EventStore, type Position } from '../../infra/eventstore/types.js';
import { advanceCheckpoint, deleteCheckpoint, readCheckpoint, readCheckpoints } from './checkpoints.js';
import type { Projector, Reaction } from './types.js';

export interface RunnerDeps {
  knex: Knex;
  store: EventStore;
  logger: Logger;
  projectors: readonly Projector[];
  reactions?: readonly Reaction[];
  /** Connection string for the leader lock's own connection; without it every loop runs unlocked. */
  lockUrl?: string;
  /** Something that emits 'appended' after an append in this process, to wake idle loops at once. */
  appendSignal?: EventEmitter;
  batchSize?: number;
  idleMs?: number;
  /** How often a process that is not the leader tries to take over. */
  leaderRetryMs?: number;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

class CheckpointMovedError extends Error {}

export class ProjectionRunner {
  private running = false;
  private loops: Promise<void>[] = [];
  private wake = new EventEmitter();
  /** Emits 'progress' after a loop moved its checkpoint. */
  readonly progress = new EventEmitter();
  private lockClients: pg.Client[] = [];
  readonly status = new Map<string, { lastError?: string; failures: number }>();
  /** The leader locks this process holds. */
  readonly leading = new Set<string>();

  private readonly reactionList: Reaction[];

  constructor(private readonly deps: RunnerDeps) {
    this.reactionList = [...(deps.reactions ?? [])];
    this.wake.setMaxListeners(1000);
    this.progress.setMaxListeners(1000);
    deps.appendSignal?.on('appended', () => this.wake.emit('wake'));
  }

  /** Reactions need the app's dependencies, which need this runner: they are added after. */
  addReactions(reactions: readonly Reaction[]): void {
    if (this.running) throw new Error('Add reactions before start()');
    this.reactionList.push(...reactions);
  }

  private get batchSize() {
    return this.deps.batchSize ?? 500;
  }

  /** Starts the loops of the given role. Resolves once they run (the leader lock may still be pending). */
  start(role: { projectors: boolean; reactions: boolean }): void {
    if (this.running) return;
    this.running = true;
    if (role.projectors && this.deps.projectors.length > 0) {
      this.loops.push(this.leaderLoop('casebook:projectors', this.deps.projectors.map((p) => () => this.stepProjector(p))));
    }
    const reactions = this.reactionList;
    if (role.reactions && reactions.length > 0) {
      this.loops.push(this.leaderLoop('casebook:reactions', reactions.map((r) => () => this.stepReaction(r))));
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake.emit('wake');
    await Promise.allSettled(this.loops);
    this.loops = [];
    await Promise.allSettled(this.lockClients.map((c) => c.end()));
    this.lockClients = [];
    this.leading.clear();
  }

  private async leaderLoop(lockName: string, steps: (() => Promise<number>)[]): Promise<void> {
    while (this.running && !(await this.tryLock(lockName))) {
      await this.idle(this.deps.leaderRetryMs ?? 5_000);
    }
    if (!this.running) return;
    await Promise.all(steps.map((step) => this.stepLoop(step)));
  }

  private async tryLock(lockName: string): Promise<boolean> {
    if (!this.deps.lockUrl) return true;
    const client = new pg.Client({ connectionString: this.deps.lockUrl });
    try {
      await client.connect();
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [lockName]);
      if (rows[0]?.ok) {
        this.lockClients.push(client);
        this.leading.add(lockName);
        client.on('error', (err) => {
          // Losing the lock connection means another process may take over: stop this role.
          this.deps.logger.error({ err, lockName }, 'leader lock connection lost; stopping loops');
          this.leading.delete(lockName);
          this.running = false;
          this.wake.emit('wake');
        });
        this.deps.logger.info({ lockName }, 'leader lock acquired');
        return true;
      }
      await client.end();
      return false;
    } catch (err) {
      this.deps.logger.warn({ err, lockName }, 'leader lock attempt failed');
      await client.end().catch(() => {});
      return false;
    }
  }

  private async stepLoop(step: () => Promise<number>): Promise<void> {
    let failures = 0;
    while (this.running) {
      try {
        const n = await step();
        failures = 0;
        if (n < this.batchSize) await this.idle(this.deps.idleMs ?? 50);
      } catch (err) {
        failures += 1;
        if (!(err instanceof CheckpointMovedError)) this.deps.logger.error({ err }, 'projection step failed; retrying');
        await this.idle(Math.min(30_000, 100 * 2 ** Math.min(failures, 9)));
      }
    }
  }

  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake.off('wake', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake.once('wake', done);
    });
  }

  /** Applies the next batch to one projector. Answers how many events it read. */
  async stepProjector(p: Projector): Promise<number> {
    const from = await readCheckpoint(this.deps.knex, p.name);
    // Read before opening the transaction: on embedded Postgres a transaction must never wait
    // on a query from another connection.
    const events = await this.deps.store.readAll({ fromPosition: from, limit: this.batchSize });
    if (events.length === 0) return 0;
    const last = events[events.length - 1]!.position;
    try {
      await this.deps.knex.transaction(async (trx) => {
        for (const e of events) {
          if (p.handles.includes(e.type)) await p.apply(trx, e);
        }
        if (!(await advanceCheckpoint(trx, p.name, from, last))) throw new CheckpointMovedError(p.name);
      });
      this.status.set(p.name, { failures: 0 });
    } catch (err) {
      const s = this.status.get(p.name) ?? { failures: 0 };
      this.status.set(p.name, { failures: s.failures + 1, lastError: err instanceof Error ? err.message : String(err) });
      throw err;
    }
    this.progress.emit('progress', p.name, last);
    return events.length;
  }

  /** Runs one reaction over the next batch; its checkpoint moves after each handled event. */
  async stepReaction(r: Reaction): Promise<number> {
    let from = await readCheckpoint(this.deps.knex, r.name);
    const events = await this.deps.store.readAll({ fromPosition: from, limit: this.batchSize });
    for (const e of events) {
      if (r.handles.includes(e.type)) await r.handle(e);
      const moved = await this.deps.knex.transaction((trx) => advanceCheckpoint(trx, r.name, from, e.position));
      if (!moved) throw new CheckpointMovedError(r.name);
      from = e.position;
    }
    if (events.length > 0) this.progress.emit('progress', r.name, from);
    return events.length;
  }

  /** Applies everything up to the current head to the given projectors (all by default). */
  async catchUp(names?: readonly string[]): Promise<void> {
    const selected = this.deps.projectors.filter((p) => !names || names.includes(p.name));
    for (const p of selected) {
      while ((await this.stepProjector(p)) === this.batchSize) {
        /* keep going */
      }
    }
  }

  /** Truncates the views' tables and replays the whole event store into them. */
  async rebuild(names?: readonly string[]): Promise<void> {
    const selected = this.deps.projectors.filter((p) => !names || names.includes(p.name));
    for (const p of selected) {
      await this.deps.knex.transaction(async (trx) => {
        for (const table of p.tables) await trx.raw('truncate table ?? restart identity cascade', [table]);
        await deleteCheckpoint(trx, p.name);
      });
    }
    await this.catchUp(selected.map((p) => p.name));
  }

  /**
   * Read-your-writes: waits (bounded) until every view that handles one of `eventTypes` has
   * reached `position`. Answers false on time-out; the caller answers anyway.
   */
  async waitFor(position: Position, eventTypes: readonly string[], timeoutMs: number): Promise<boolean> {
    const names = this.deps.projectors.filter((p) => p.handles.some((t) => eventTypes.includes(t))).map((p) => p.name);
    if (names.length === 0) return true;
    const deadline = Date.now() + timeoutMs;
    this.wake.emit('wake');
    for (;;) {
      const cps = await readCheckpoints(this.deps.knex, names);
      if ([...cps.values()].every((cp) => comparePositions(cp, position) >= 0)) return true;
      const left = deadline - Date.now();
      if (left <= 0) {
        this.deps.logger.warn({ names, position: positionToString(position) }, 'views did not reach the write in time');
        return false;
      }
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.progress.off('progress', done);
          resolve();
        };
        const timer = setTimeout(done, Math.min(left, 25));
        this.progress.once('progress', done);
      });
    }
  }
}

export { sleep };
