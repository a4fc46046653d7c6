// Rebuild: a view is built again from the whole event store in a shadow schema (shadow.ts), with the
// same batch apply and parking as the live view, and swapped in once it has caught up with the
// live view: readers see the old rows until the swap, never an empty view. One rebuild of a view at
// a time across processes (an exclusive lock). A projector whose version is newer than the one that
// built its view rebuilds it before its loop starts; an older one leaves the view alone.
import type { Logger } from '../logger/index.js';
import { START, positionToString, type EventStore, type Position } from '../eventstore/types.js';
import { LeaderLocks } from './locks.js';
import { shadowSchema, type ShadowOps } from './shadow.js';
import { projectorVersion, type Projector } from './types.js';
import type { BatchApplier, BatchOutcome, BatchTarget, ParkRequest } from './batch.js';
import { LOCK_PREFIX, type Locks } from './scheduler.js';

export interface RebuildResult {
  name: string;
  /** Events read from the store. */
  events: number;
  /** Events parked by the rebuild (they failed again on the new view). */
  parked: number;
}

export interface RebuildDeps {
  store: Pick<EventStore, 'readAll'>;
  logger: Logger;
  applier: BatchApplier;
  shadow: ShadowOps;
  batchSize: number;
  maxAttempts: number;
  backoff(failures: number): number;
  /** The version recorded with a view's checkpoint (undefined before its first event). */
  builtVersion(view: string): Promise<number | undefined>;
  /** Connection string for the rebuild lock; without it rebuilds are not locked. */
  lockUrl?: string;
  leaderRetryMs?: number;
  /** The running loops' leader locks, if any (a rebuild takes its lock there). */
  loopLocks(): Locks | undefined;
  /** Builds the locks of a process that runs no loops (default: LeaderLocks on `lockUrl`). */
  createLocks?(): Locks;
  /** A rebuild swapped the view in at `position`. */
  rebuilt(view: string, position: Position): void;
}

const SWAP_LOCK_ATTEMPTS = 10;
const LOCK_NOT_AVAILABLE = '55P03';
/** Catch-up rounds before the swap goes ahead even if the live view moved on meanwhile. */
const SWAP_ROUNDS = 4;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export class Rebuilder {
  private readonly rebuilding = new Set<string>();
  /** A process that runs no loops (the rebuild script) takes its rebuild locks on this one. */
  private ownLocks: Locks | undefined;

  constructor(private readonly deps: RebuildDeps) {}

  /** A view built by an older projector version is rebuilt; by a newer one, this process leaves it. */
  async ensureVersion(p: Projector, abandoned: () => boolean): Promise<'ready' | 'outdated'> {
    const built = await this.deps.builtVersion(p.name);
    const version = projectorVersion(p);
    if (built === undefined || built === version) return 'ready';
    if (built > version) {
      this.deps.logger.warn(
        { view: p.name, built, mine: version },
        'a newer projector version built this view; this process leaves it to that version',
      );
      return 'outdated';
    }
    this.deps.logger.info({ view: p.name, from: built, to: version }, 'projector version changed: rebuilding the view in a shadow');
    await this.rebuild(p, abandoned);
    return 'ready';
  }

  async rebuild(p: Projector, abandoned: () => boolean = () => false): Promise<RebuildResult> {
    if (this.rebuilding.has(p.name)) throw new Error(`The view ${p.name} is already being rebuilt`);
    this.rebuilding.add(p.name);
    const lock = `${LOCK_PREFIX}rebuild:${p.name}`;
    let lockedBy: Locks | undefined;
    try {
      if (this.deps.lockUrl) {
        lockedBy =
          this.deps.loopLocks() ??
          (this.ownLocks ??=
            this.deps.createLocks?.() ??
            new LeaderLocks({
              url: this.deps.lockUrl,
              logger: this.deps.logger,
              kinds: [],
              heartbeatMs: this.deps.leaderRetryMs ?? 5_000,
            }));
        if (!(await lockedBy.acquireExclusive(lock))) throw new Error(`The view ${p.name} is being rebuilt by another process`);
      }
      return await this.buildAndSwap(p, abandoned);
    } finally {
      if (lockedBy) await lockedBy.release(lock).catch(() => {});
      this.rebuilding.delete(p.name);
    }
  }

  /** Closes the rebuild locks of a process that runs no loops. */
  async close(): Promise<void> {
    await this.ownLocks?.close();
    this.ownLocks = undefined;
  }

  private async buildAndSwap(p: Projector, abandoned: () => boolean): Promise<RebuildResult> {
    const { logger, shadow, applier } = this.deps;
    const schema = shadowSchema(p.name);
    await shadow.create(p, schema);
    const key = `${p.name}@rebuild`;
    let position: Position = START;
    let read = 0;
    const parked: ParkRequest[] = [];
    const target: BatchTarget = {
      key,
      begin: (trx) => shadow.use(trx, schema),
      // The shadow's position lives in memory: a rebuild that dies starts again from scratch.
      commit: async () => true,
      park: async () => {},
    };
    const replay = async () => {
      let failures = 0;
      for (;;) {
        if (abandoned()) throw new Error(`The rebuild of ${p.name} was abandoned: the runner stopped`);
        const events = await this.deps.store.readAll({ fromPosition: position, limit: this.deps.batchSize });
        if (events.length === 0) return;
        let outcome: BatchOutcome;
        try {
          outcome = await applier.apply(p, events, target);
        } catch (err) {
          if (++failures > this.deps.maxAttempts) throw err;
          await sleep(this.deps.backoff(failures));
          continue;
        }
        if (outcome.to) {
          read += events.findIndex((e) => e.position === outcome.to) + 1;
          position = outcome.to;
        }
        parked.push(...outcome.parked);
        if (outcome.failure) await sleep(this.deps.backoff(++failures));
        else failures = 0;
      }
    };
    try {
      let lockWaits = 0;
      for (let round = 1; ; round += 1) {
        await replay();
        // Live and shadow at the same place: swap. If the live view has gone further meanwhile,
        // catch up again (a few times), so the swap does not take readers back in time.
        const swapped = await shadow.swap(p, schema, position, parked, round >= SWAP_ROUNDS).catch((err: unknown) => {
          if ((err as { code?: string }).code === LOCK_NOT_AVAILABLE && ++lockWaits < SWAP_LOCK_ATTEMPTS) {
            logger.warn({ view: p.name, attempt: lockWaits }, 'rebuild swap waited too long for the live tables; trying again');
            return false;
          }
          throw err;
        });
        if (swapped) break;
      }
    } catch (err) {
      await shadow.discard(schema).catch(() => {});
      throw err;
    } finally {
      applier.settle(key);
    }
    applier.settle(p.name);
    if (!(await shadow.drop(schema))) logger.warn({ schema }, 'rebuild left its shadow schema: the swapped tables use something in it');
    logger.info({ view: p.name, events: read, parked: parked.length, position: positionToString(position) }, 'view rebuilt and swapped in');
    this.deps.rebuilt(p.name, position);
    return { name: p.name, events: read, parked: parked.length };
  }
}
