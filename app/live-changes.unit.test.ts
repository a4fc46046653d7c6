import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveChanges } from '../infra/http/live-changes.js';
import { liveHintsFromDrops, LIVE_PATHS } from './live-changes.js';

function setup(owners: Record<number, number> = {}) {
  const live = new LiveChanges(0);
  const got = new Map<string, string[][]>();
  const open = (name: string, userId: number, staff = false) => {
    got.set(name, []);
    live.add({ userId, staff, send: (paths) => got.get(name)!.push(paths) });
  };
  const lookups: number[] = [];
  const hint = liveHintsFromDrops(
    live,
    async (caseId) => {
      lookups.push(caseId);
      return owners[caseId];
    },
    (err) => {
      throw err;
    },
  );
  return { live, got, open, hint, lookups };
}

describe('live hints from the read cache drops', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a document change reaches its owner only', async () => {
    const { got, open, hint } = setup();
    open('owner', 7);
    open('other', 8);
    open('staff', 9, true);
    hint('documents:7');
    await vi.runAllTimersAsync();
    expect(got.get('owner')).toEqual([[LIVE_PATHS.documents]]);
    expect(got.get('other')).toEqual([]);
    expect(got.get('staff')).toEqual([]);
  });

  it("a case change reaches its owner (looked up once), the staff list change every staff member", async () => {
    const { got, open, hint, lookups } = setup({ 41: 7 });
    open('owner', 7);
    open('other', 8);
    open('staff', 9, true);
    hint('cases:list:staff');
    hint('cases:case:41');
    await vi.runAllTimersAsync();
    hint('cases:case:41');
    await vi.runAllTimersAsync();
    expect(got.get('owner')).toEqual([[LIVE_PATHS.cases], [LIVE_PATHS.cases]]);
    expect(got.get('staff')).toEqual([[LIVE_PATHS.cases]]);
    expect(got.get('other')).toEqual([]);
    expect(lookups).toEqual([41]);
  });

  it("an owner's key, a whole scope and everything", async () => {
    const { got, open, hint } = setup();
    open('owner', 7);
    open('other', 8);
    hint('cases:owner:7');
    await vi.runAllTimersAsync();
    expect(got.get('owner')).toEqual([[LIVE_PATHS.cases]]);
    expect(got.get('other')).toEqual([]);
    hint('documents:*');
    await vi.runAllTimersAsync();
    expect(got.get('other')).toEqual([[LIVE_PATHS.documents]]);
    hint('*');
    await vi.runAllTimersAsync();
    expect(got.get('other')!.at(-1)).toEqual([LIVE_PATHS.cases, LIVE_PATHS.documents].sort());
  });

  it('ignores other scopes, malformed keys, and does no lookup while nobody listens', async () => {
    const { got, open, hint, lookups } = setup({ 41: 7 });
    hint('cases:case:41');
    expect(lookups).toEqual([]);
    open('owner', 7);
    for (const p of ['messages:7', 'predictions:7', 'documents:x', 'cases:case:', 'cases:case:abc', 'nonsense', 'cases:owner:1e400']) hint(p);
    await vi.runAllTimersAsync();
    expect(got.get('owner')).toEqual([]);
    expect(lookups).toEqual([]);
  });
});
