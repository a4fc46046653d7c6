// The read side's delivery: one component that reacts, for every view, to what the runner says —
// a batch applied, a view rebuilt, a read-your-writes wait caught up — by reading the views'
// declarations (read-side.ts). It drops the read-cache entries a change made stale, in this process
// and (through signals) in the others, turns those drops into live `changed` hints for the browsers
// connected here, keeps the views' other signalled caches, and tells other processes how far views
// have committed so that their waits answer without reading the checkpoints.
//
// Ordering (decisions 0006, 0032, 0033): on a Postgres server a batch's drops and its new position
// are sent inside the batch's transaction, drops first (NOTIFY is delivered at commit), so a
// process that sees the checkpoint has been sent the drops; this process drops its own after the
// commit. Without in-transaction signals (embedded), the drops are published after the commit.
import type { Knex } from 'knex';
import type { Logger } from '../logger/index.js';
import type { RecordedEvent } from '../eventstore/types.js';
import type { Signals } from '../db/signals.js';
import { READ_SIGNAL, readScope, type ReadCache } from '../http/read-cache.js';
import type { LiveChanges } from '../http/live-changes.js';
import { readSideOf, type ReadSide } from './read-side.js';
import type { Projector } from './types.js';
import type { ProjectionRunner } from './runner.js';
import { PROGRESS_SIGNAL, progressPayload, progressPositions } from './waits.js';

export interface DeliveryDeps {
  runner: Pick<ProjectionRunner, 'applied' | 'progress' | 'beforeCommit' | 'checkpointsMoved'>;
  /** Every view's projector, with its declaration. */
  views: readonly Projector[];
  signals: Signals;
  reads: Pick<ReadCache, 'drop'>;
  live: LiveChanges;
  knex: Knex;
  logger: Logger;
}

interface View {
  name: string;
  tables: readonly string[];
  side: ReadSide;
}

export class ReadSideDelivery {
  private readonly views: View[];
  private readonly byScope = new Map<
    string,
    { path: string; audience: (key: string) => ReturnType<ReturnType<NonNullable<ReadSide['live']>['audience']>> }
  >();

  constructor(private readonly deps: DeliveryDeps) {
    this.views = deps.views.map((p) => ({ name: p.name, tables: p.tables, side: readSideOf(p) }));
    for (const v of this.views) {
      const { cache, live } = v.side;
      if (cache && live) this.byScope.set(cache.scope, { path: live.path, audience: live.audience({ knex: deps.knex }) });
    }
    this.wire();
  }

  /** The read-cache entries a batch of `view` made stale: its own, and those of the views that read its tables. */
  drops(view: string, events: readonly RecordedEvent[]): string[] {
    const own = this.views.find((v) => v.name === view);
    if (!own) return [];
    const out = own.side.cache?.drops(events) ?? [];
    const readers = this.readersOf(own, events);
    return readers.length === 0 ? out : [...new Set([...out, ...readers])];
  }

  /** The entries of other views that read a table of `owner`. */
  private readersOf(owner: View, events: readonly RecordedEvent[]): string[] {
    const out: string[] = [];
    for (const v of this.views) {
      if (v === owner || !v.side.cache) continue;
      for (const dep of v.side.reads ?? []) {
        if ('table' in dep && owner.tables.includes(dep.table)) out.push(...(dep.drops?.(events) ?? [readScope(v.side.cache.scope)]));
      }
    }
    return out;
  }

  /** Every entry cached from `view` (and what its readers cached from it): after a rebuild or a wait that caught up. */
  private everything(view: string): string[] {
    const own = this.views.find((v) => v.name === view);
    if (!own) return [];
    const scope = own.side.cache ? [readScope(own.side.cache.scope)] : [];
    return [...scope, ...this.readersOf(own, [])];
  }

  /**
   * Tells the browsers connected here whose answers a read-cache drop changed (a drop this process
   * made, or one another process signalled).
   */
  hint = (payload: string): void => {
    const { live } = this.deps;
    if (live.size === 0) return;
    if (payload === '*')
      return live.notify(
        { everyone: true },
        [...this.byScope.values()].map((s) => s.path),
      );
    const colon = payload.indexOf(':');
    if (colon < 0) return;
    const target = this.byScope.get(payload.slice(0, colon));
    if (!target) return;
    const key = payload.slice(colon + 1);
    if (key === '*') return live.notify({ everyone: true }, [target.path]);
    const to = (who: Awaited<ReturnType<typeof target.audience>>) => who && live.notify(who, [target.path]);
    try {
      const who = target.audience(key);
      if (who instanceof Promise) who.then(to, (err: unknown) => this.deps.logger.warn({ err }, 'could not address a live change'));
      else to(who);
    } catch (err) {
      this.deps.logger.warn({ err }, 'could not address a live change');
    }
  };

  private wire(): void {
    const { runner, signals, reads, logger } = this.deps;
    const warn = (what: string) => (err: unknown) => logger.warn({ err }, `could not signal ${what}`);
    const announce = (payload: string) => void signals.publish(READ_SIGNAL, payload).catch(warn('a view change'));

    // Caches of a view's rows outside the read cache (the signed-in user): their own signal, after
    // the commit (here at once, and to the others) — and, on a Postgres server, also inside the
    // batch's transaction before its position (below), so that a wait told the position elsewhere
    // finds the drop there already.
    const signalled = new Map(this.views.flatMap((v) => (v.side.signalled ? [[v.name, v.side.signalled] as const] : [])));
    if (signalled.size > 0) {
      runner.applied.on('applied', (view, events) => {
        const s = signalled.get(view);
        if (s) for (const payload of s.drops(events)) void signals.publish(s.topic, payload).catch(warn('a cached row change'));
      });
      runner.applied.on('rebuilt', (view) => {
        const s = signalled.get(view);
        if (s) void signals.publish(s.topic, s.all).catch(warn('a cached row change'));
      });
    }

    // Progress: a rebuilt view's position here; every process's positions heard (a batch's goes in its transaction, below).
    if (signals.crossProcess) {
      runner.progress.on('progress', (name: string, position, how: string) => {
        if (how !== 'rebuild') return;
        signals.publish(PROGRESS_SIGNAL, progressPayload(name, position)).catch(warn('projection progress'));
      });
      signals.on(PROGRESS_SIGNAL, (payload) => runner.checkpointsMoved(progressPositions(payload)));
    }

    // Drops: a batch applied.
    signals.on(READ_SIGNAL, this.hint);
    if (signals.publishWithin) {
      const publishWithin = signals.publishWithin.bind(signals);
      runner.beforeCommit = (view, events, trx, to) => {
        const own = signalled.get(view);
        return publishWithin(trx, [
          ...this.drops(view, events).map((p) => [READ_SIGNAL, p] as const),
          ...(own ? own.drops(events).map((p) => [own.topic, p] as const) : []),
          ...(to ? [[PROGRESS_SIGNAL, progressPayload(view, to)] as const] : []),
        ]);
      };
      runner.applied.on('applied', (view, events) => {
        for (const payload of this.drops(view, events)) {
          reads.drop(payload);
          this.hint(payload);
        }
      });
    } else {
      runner.applied.on('applied', (view, events) => {
        for (const payload of this.drops(view, events)) announce(payload);
      });
    }
    // A view rebuilt: everything cached from it, everywhere.
    runner.applied.on('rebuilt', (view) => {
      for (const payload of this.everything(view)) announce(payload);
    });
    // A command's wait here saw a view reach its write, which another process may have applied (its
    // signal still on the way) — or this one, whose 'applied' may not have run yet: this process
    // drops what it cached from those views before the command answers, so the GET that follows it
    // here sees the write. Coarse (every user's answers of the view) but rare: only commands wait.
    runner.applied.on('caught-up', (views) => {
      for (const view of views) for (const payload of this.everything(view)) reads.drop(payload);
    });
    // Other modules' signals that change a view's answers.
    for (const v of this.views) {
      for (const dep of v.side.reads ?? []) {
        if ('signal' in dep) signals.on(dep.signal, (payload) => dep.drops(payload).forEach((d) => reads.drop(d)));
      }
    }
  }
}
