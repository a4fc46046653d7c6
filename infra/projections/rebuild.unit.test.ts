// Rebuild with a fake shadow and store: the view is replayed from the start into its shadow and
// swapped in at the last event; it catches up again when the live view went further, waits out a
// locked table, drops the shadow when it fails, and a projector version decides whether to rebuild.
import { describe, expect, it } from 'vitest';
import { START, type Position, type RecordedEvent } from '../eventstore/types.js';
import { BatchApplier } from './batch.js';
import { noViewCipher } from '../crypto/view-cipher.js';
import { Rebuilder, type RebuildDeps } from './rebuild.js';
import type { ShadowOps } from './shadow.js';
import { event, eventLog, fakeDb, numberProjector, quietLogger, readAfter } from './fakes.js';

function setup(
  opts: {
    log?: RecordedEvent[];
    swaps?: (boolean | Error)[];
    onSwap?: (log: RecordedEvent[]) => void;
    built?: number;
    deps?: Partial<RebuildDeps>;
  } = {},
) {
  const log = opts.log ?? eventLog(25);
  const db = fakeDb();
  const calls: string[] = [];
  const swapsAt: { position: Position; evenIfBehind: boolean; parked: number }[] = [];
  const rebuilt: [string, Position][] = [];
  const swaps = [...(opts.swaps ?? [])];
  const shadow: ShadowOps = {
    create: async (p, schema) => void calls.push(`create ${p.name} ${schema}`),
    use: async () => void calls.push('use'),
    swap: async (_p, _schema, position, parked, evenIfBehind) => {
      swapsAt.push({ position, evenIfBehind, parked: parked.length });
      opts.onSwap?.(log);
      const next = swaps.shift() ?? true;
      if (next instanceof Error) throw next;
      return next;
    },
    discard: async (schema) => void calls.push(`discard ${schema}`),
    drop: async (schema) => (calls.push(`drop ${schema}`), true),
  };
  const rebuilder = new Rebuilder({
    store: { readAll: async (o) => readAfter(log, o?.fromPosition ?? START, o?.limit ?? 500) },
    logger: quietLogger,
    applier: new BatchApplier({ knex: db.knex, maxAttempts: 2, beforeCommit: () => undefined, context: { cipher: noViewCipher() } }),
    shadow,
    batchSize: 10,
    maxAttempts: 2,
    backoff: () => 1,
    builtVersion: async () => opts.built,
    loopLocks: () => undefined,
    rebuilt: (view, position) => void rebuilt.push([view, position]),
    ...opts.deps,
  });
  return { db, rebuilder, calls, swapsAt, rebuilt, log };
}

describe('rebuild', () => {
  it('replays the whole log into the shadow in batches and swaps it in at the last event', async () => {
    const t = setup();
    const result = await t.rebuilder.rebuild(numberProjector('numbers'));
    expect(result).toEqual({ name: 'numbers', events: 25, parked: 0 });
    expect(t.db.committed()).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(t.calls.filter((c) => c === 'use')).toHaveLength(3); // each batch's transaction uses the shadow
    expect(t.calls[0]).toBe('create numbers casebook_rebuild_numbers');
    expect(t.calls.at(-1)).toBe('drop casebook_rebuild_numbers');
    expect(t.swapsAt).toEqual([{ position: t.log[24]!.position, evenIfBehind: false, parked: 0 }]);
    expect(t.rebuilt).toEqual([['numbers', t.log[24]!.position]]);
  });

  it('catches up again while the live view is ahead, and swaps anyway at the last round', async () => {
    // The live view moves on (new events) while the shadow catches up, each time it tries to swap.
    const t = setup({ swaps: [false, false, false], onSwap: (log) => void log.push(event(log.length + 1)) });
    await t.rebuilder.rebuild(numberProjector('numbers'));
    expect(t.swapsAt.map((s) => [s.position.commit, s.evenIfBehind])).toEqual([
      [25n, false],
      [26n, false],
      [27n, false],
      [28n, true],
    ]);
    expect(t.db.committed()).toHaveLength(28);
    expect(t.rebuilt).toEqual([['numbers', { commit: 28n, prepare: 28n }]]);
  });

  it('tries the swap again when the live tables stayed locked, and parks what fails in the shadow', async () => {
    const locked = Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' });
    const t = setup({ swaps: [locked, locked] });
    const result = await t.rebuilder.rebuild(numberProjector('numbers', (n) => n === 7));
    expect(t.swapsAt).toHaveLength(3);
    expect(result.parked).toBe(1);
    expect(t.swapsAt.at(-1)!.parked).toBe(1);
    expect(t.db.committed()).not.toContain(7);
  });

  it('drops the shadow and fails when the swap fails otherwise, or when abandoned', async () => {
    const t = setup({ swaps: [new Error('disk full')] });
    await expect(t.rebuilder.rebuild(numberProjector('numbers'))).rejects.toThrow('disk full');
    expect(t.calls.at(-1)).toBe('discard casebook_rebuild_numbers');
    expect(t.rebuilt).toEqual([]);

    const u = setup();
    await expect(u.rebuilder.rebuild(numberProjector('numbers'), () => true)).rejects.toThrow('abandoned');
    expect(u.calls.at(-1)).toBe('discard casebook_rebuild_numbers');
  });

  it('rebuilds a view built by an older projector version, leaves one built by a newer one', async () => {
    const older = setup({ built: 1 });
    expect(await older.rebuilder.ensureVersion({ ...numberProjector('numbers'), version: 2 }, () => false)).toBe('ready');
    expect(older.rebuilt).toHaveLength(1);

    const newer = setup({ built: 3 });
    expect(await newer.rebuilder.ensureVersion({ ...numberProjector('numbers'), version: 2 }, () => false)).toBe('outdated');
    const same = setup({ built: 2 });
    expect(await same.rebuilder.ensureVersion({ ...numberProjector('numbers'), version: 2 }, () => false)).toBe('ready');
    const fresh = setup({ built: undefined });
    expect(await fresh.rebuilder.ensureVersion(numberProjector('numbers'), () => false)).toBe('ready');
    expect([newer, same, fresh].every((x) => x.rebuilt.length === 0 && x.calls.length === 0)).toBe(true);
  });

  it('refuses a second rebuild of the same view while one runs, and one another process holds', async () => {
    const t = setup();
    const p = numberProjector('numbers');
    const first = t.rebuilder.rebuild(p);
    await expect(t.rebuilder.rebuild(p)).rejects.toThrow('already being rebuilt');
    await first;
    const locked = setup({
      deps: {
        lockUrl: 'postgres://fake',
        createLocks: () => ({ acquireExclusive: async () => false, release: async () => {}, close: async () => {} }) as never,
      },
    });
    await expect(locked.rebuilder.rebuild(p)).rejects.toThrow('being rebuilt by another process');
  });
});
