// Read-your-writes waits with a fake checkpoint reader: answered from told positions without a
// query, from the checkpoints otherwise (dropping this process's caches first), bounded, and kept
// waiting through a database restart.
import { describe, expect, it } from 'vitest';
import type { Position } from '../eventstore/types.js';
import { progressPayload, progressPositions, ViewWaits } from './waits.js';
import { quietLogger } from './fakes.js';

const at = (n: number): Position => ({ commit: BigInt(n), prepare: BigInt(n) });

function setup(opts: { reliable?: boolean; checkpoints?: () => Map<string, Position> } = {}) {
  let reads = 0;
  let wakes = 0;
  const caught: string[][] = [];
  const checkpoints = new Map<string, Position>();
  const waits = new ViewWaits({
    views: [
      { name: 'cases', handles: ['CaseSubmitted'] },
      { name: 'documents', handles: ['DocumentUploaded', 'CaseSubmitted'] },
    ],
    readCheckpoints: async (names) => {
      reads += 1;
      const all = opts.checkpoints?.() ?? checkpoints;
      return new Map(names.map((n) => [n, all.get(n) ?? { commit: -1n, prepare: -1n }]));
    },
    logger: quietLogger,
    wakesReliable: () => opts.reliable ?? false,
    wakeLoops: () => void wakes++,
    caughtUp: (views) => void caught.push([...views]),
  });
  return { waits, checkpoints, caught, reads: () => reads, wakes: () => wakes };
}

describe('read-your-writes waits', () => {
  it('are answered by the moves this process tells, with no checkpoint read while moves are told', async () => {
    const t = setup({ reliable: true });
    const waiting = t.waits.waitFor(at(5), ['CaseSubmitted'], 5_000);
    t.waits.progressed('cases', at(5));
    t.waits.progressed('documents', at(4));
    await new Promise((r) => setTimeout(r, 5));
    t.waits.progressed('documents', at(6));
    expect(await waiting).toBe(true);
    expect(t.reads()).toBe(0);
    expect(t.caught).toEqual([]);
    expect(t.wakes()).toBe(1);
  });

  it('are answered by the positions another process signals', async () => {
    const t = setup({ reliable: true });
    const waiting = t.waits.waitForViews(['cases'], at(9), 5_000);
    t.waits.checkpointsMoved(progressPositions(progressPayload('cases', at(9))));
    expect(await waiting).toBe(true);
    expect(t.reads()).toBe(0);
  });

  it('read the checkpoints when a move was not told, and drop the views’ cached answers before answering', async () => {
    const t = setup();
    t.checkpoints.set('cases', at(3));
    const waiting = t.waits.waitForViews(['cases'], at(3), 5_000);
    expect(await waiting).toBe(true);
    expect(t.reads()).toBeGreaterThanOrEqual(1);
    expect(t.caught).toEqual([['cases']]);
  });

  it('leave out of commands’ waits a view declared not to be waited for', async () => {
    const waits = new ViewWaits({
      views: [
        { name: 'cases', handles: ['CaseSubmitted'] },
        { name: 'stats', handles: ['CaseSubmitted'], commandsWait: false },
      ],
      readCheckpoints: async () => new Map(),
      logger: quietLogger,
      caughtUp: () => {},
    });
    const waiting = waits.waitFor(at(4), ['CaseSubmitted'], 5_000);
    waits.progressed('cases', at(4));
    expect(await waiting).toBe(true);
    expect(await waits.waitForViews(['stats'], at(4), 30)).toBe(false);
  });

  it('answer false at their deadline, and a wait for no known view answers at once', async () => {
    const t = setup();
    const started = Date.now();
    expect(await t.waits.waitFor(at(3), ['CaseSubmitted'], 60)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(await t.waits.waitFor(at(3), ['NobodyHandlesThis'], 60_000)).toBe(true);
    expect(await t.waits.waitForViews(['unknown'], at(3), 60_000)).toBe(true);
  });

  it('keep waiting through a database restart, and fail on any other error', async () => {
    let fail: Error | undefined = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const later = new Map([['cases', at(2)]]);
    const t = setup({
      checkpoints: () => {
        if (fail) throw fail;
        return later;
      },
    });
    const waiting = t.waits.waitForViews(['cases'], at(2), 5_000);
    await new Promise((r) => setTimeout(r, 40));
    fail = undefined;
    expect(await waiting).toBe(true);

    fail = new Error('relation "checkpoints" does not exist');
    await expect(t.waits.waitForViews(['cases'], at(7), 5_000)).rejects.toThrow('does not exist');
  });

  it('tell listeners of another process’s moves until they stop listening', () => {
    const t = setup();
    let heard = 0;
    const stop = t.waits.onCheckpointsMoved(() => heard++);
    t.waits.checkpointsMoved();
    stop();
    t.waits.checkpointsMoved();
    expect(heard).toBe(1);
  });
});

describe('progress signal payload', () => {
  it('round-trips a view position and refuses anything else', () => {
    expect(progressPositions(progressPayload('cases', at(12)))).toEqual(new Map([['cases', at(12)]]));
    expect(progressPositions('')).toBeUndefined();
    expect(progressPositions('not json')).toBeUndefined();
    expect(progressPositions('["cases"]')).toBeUndefined();
    expect(progressPositions('{"cases":"1:x"}')).toBeUndefined();
  });
});
