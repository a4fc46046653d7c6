// The scheduler with fake steps and fake leader locks: loops step while they hold their lock, idle
// until an append wakes them, back off after failures, give the lock up when their view is
// outdated, and loops at the same checkpoint share one read of the log.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { lockName, Scheduler, type Locks, type SchedulerDeps } from './scheduler.js';
import { eventLog, quietLogger } from './fakes.js';
import type { LockKind } from './locks.js';

const until = async (cond: () => boolean, ms = 2_000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 2));
  }
};

function scheduler(deps: Partial<SchedulerDeps> = {}) {
  return new Scheduler({ logger: quietLogger, store: { readAll: async () => [] }, batchSize: 10, backoff: () => 5, idleMs: 5, ...deps });
}

/** Locks this process may hold: those named in `free`. */
function fakeLocks(free: Set<string>) {
  const held = new Set<string>();
  const released: string[] = [];
  const locks: Locks = {
    pid: 42,
    events: new EventEmitter(),
    acquire: async (name: string, _kind: LockKind, _total: number) => {
      if (!free.has(name)) return false;
      held.add(name);
      return true;
    },
    acquireExclusive: async () => true,
    isHeld: (name: string) => held.has(name),
    releaseIfOverShare: async () => false,
    release: async (name: string) => {
      held.delete(name);
      released.push(name);
    },
    close: async () => held.clear(),
    heldNames: () => [...held],
  } as unknown as Locks;
  return { locks, held, released };
}

describe('scheduler', () => {
  it('runs one loop per view without locks, idles between steps, and stops', async () => {
    const s = scheduler();
    let a = 0;
    let b = 0;
    s.start([
      { kind: 'projector', name: 'a', step: async () => (a++, 0) },
      { kind: 'reaction', name: 'b', step: async () => (b++, 0) },
    ]);
    await until(() => a >= 3 && b >= 3);
    expect(s.leading).toEqual(new Set([lockName('projector', 'a'), lockName('reaction', 'b')]));
    await s.stop();
    const after = a;
    await new Promise((r) => setTimeout(r, 30));
    expect(a).toBe(after);
    expect(s.leading.size).toBe(0);
  });

  it('steps again at once when an append wakes it, not at its next poll', async () => {
    const appended = new EventEmitter();
    const s = scheduler({ idleMs: 60_000, appendSignal: appended });
    let steps = 0;
    s.start([{ kind: 'projector', name: 'a', step: async () => (steps++, 0) }]);
    await until(() => steps === 1);
    appended.emit('appended');
    await until(() => steps === 2, 500);
    await s.stop();
  });

  it('backs off after each failure in a row, and starts counting again after a success', async () => {
    const failuresSeen: number[] = [];
    let steps = 0;
    const s = scheduler({ backoff: (n) => (failuresSeen.push(n), 1) });
    s.start([
      {
        kind: 'projector',
        name: 'a',
        step: async () => {
          steps += 1;
          if (steps === 3 || steps > 5) return 0;
          throw new Error('boom');
        },
      },
    ]);
    await until(() => steps >= 6);
    await s.stop();
    expect(failuresSeen.slice(0, 4)).toEqual([1, 2, 1, 2]);
  });

  it('steps only the loops whose lock it holds, and gives up the lock of an outdated view', async () => {
    const { locks, held, released } = fakeLocks(new Set([lockName('projector', 'mine'), lockName('projector', 'old')]));
    const s = scheduler({ lockUrl: 'postgres://fake', createLocks: () => locks, leaderRetryMs: 5 });
    const steps = { mine: 0, theirs: 0, old: 0 };
    s.start([
      { kind: 'projector', name: 'mine', step: async () => (steps.mine++, 0) },
      { kind: 'projector', name: 'theirs', step: async () => (steps.theirs++, 0) },
      { kind: 'projector', name: 'old', step: async () => (steps.old++, 0), prepare: async () => 'outdated' },
    ]);
    await until(() => steps.mine >= 3 && released.length >= 2);
    expect(steps.theirs).toBe(0);
    expect(steps.old).toBe(0);
    expect(released.every((n) => n === lockName('projector', 'old'))).toBe(true);
    expect(held.has(lockName('projector', 'mine'))).toBe(true);
    expect(s.leading.has(lockName('projector', 'theirs'))).toBe(false);
    await s.stop();
    expect(held.size).toBe(0);
  });

  it('shares one read of the log between loops at the same checkpoint, until the next wake', async () => {
    let reads = 0;
    const log = eventLog(3);
    const s = scheduler({
      store: {
        readAll: async () => {
          reads += 1;
          return log;
        },
      },
    });
    const from = { commit: 0n, prepare: 0n };
    const [x, y] = await Promise.all([s.readShared(from), s.readShared(from)]);
    expect(x).toBe(y);
    expect(reads).toBe(1);
    const pending = s.readShared(from);
    s.wakeUp();
    await Promise.all([pending, s.readShared(from)]);
    expect(reads).toBe(3);
  });
});
