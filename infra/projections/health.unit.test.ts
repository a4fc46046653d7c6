// Health judged against thresholds, from snapshots reused for a while (a fake measure).
import { describe, expect, it } from 'vitest';
import { HealthSnapshots, judgeHealth, type ProjectionState, type Snapshot } from './health.js';

const state = (over: Partial<ProjectionState>): ProjectionState => ({
  name: 'cases',
  kind: 'view',
  position: '1:1',
  behind: 0,
  behindCapped: false,
  oldestUnappliedSeconds: null,
  parked: 0,
  ...over,
});

describe('projection health', () => {
  it('names each problem against its threshold, and a threshold of 0 never fails', () => {
    const snapshot: Snapshot = {
      head: { commit: 9n, prepare: 9n },
      states: [
        state({ name: 'cases', behind: 1000, behindCapped: true, oldestUnappliedSeconds: 61.4 }),
        state({ name: 'users' }),
        state({ name: 'mailer', kind: 'reaction', parked: 2 }),
      ],
    };
    const h = judgeHealth(snapshot, { lagEvents: 500, lagSeconds: 60, parked: 1 });
    expect(h.healthy).toBe(false);
    expect(h.head).toBe('9:9');
    expect(h.views.map((v) => [v.name, v.problems])).toEqual([
      ['cases', ['1000+ events behind', 'oldest unapplied event waiting 61 s']],
      ['users', []],
    ]);
    expect(h.reactions[0]!.problems).toEqual(['2 parked event(s)']);
    expect(judgeHealth(snapshot, { lagEvents: 0, lagSeconds: 0, parked: 0 }).healthy).toBe(true);
    expect(judgeHealth({ head: { commit: -1n, prepare: -1n }, states: [] }, { lagEvents: 1, lagSeconds: 1, parked: 1 }).head).toBeNull();
  });

  it('reuses a snapshot for the same cap until it expires or is invalidated, and never keeps a failed one', async () => {
    let measured = 0;
    let fail = false;
    const snapshots = new HealthSnapshots(async () => {
      measured += 1;
      if (fail) throw new Error('db down');
      return { head: { commit: 1n, prepare: 1n }, states: [] };
    }, 60_000);
    await snapshots.snapshot(1000);
    await snapshots.snapshot(1000);
    expect(measured).toBe(1);
    await snapshots.snapshot(2000);
    expect(measured).toBe(2);
    await snapshots.snapshot(2000, true);
    expect(measured).toBe(3);
    snapshots.invalidate();
    fail = true;
    await expect(snapshots.snapshot(2000)).rejects.toThrow('db down');
    fail = false;
    await snapshots.snapshot(2000);
    expect(measured).toBe(5);
  });
});
