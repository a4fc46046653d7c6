import { describe, expect, it } from 'vitest';
import { positionFromString } from '../eventstore/types.js';
import { currentScope, noteAppended, noteWait, trackedInFlight, trackUnsettled } from './unsettled.js';

const tick = () => new Promise((r) => setTimeout(r, 1));
const position = (n: number) => positionFromString(`${n}:${n}`);

describe('trackUnsettled', () => {
  it('follows its command across awaits and timers, and each overlapping command keeps its own scope', async () => {
    let releaseFirst!: () => void;
    const first = trackUnsettled(async () => {
      await new Promise<void>((r) => (releaseFirst = r));
      // The second command settled meanwhile: this scope is still this command's.
      await tick();
      noteWait(position(7), ['cases']);
      noteAppended();
      return 'first';
    });
    const second = trackUnsettled(async () => {
      await tick();
      noteAppended();
      return 'second';
    });
    expect(trackedInFlight()).toBe(2);
    await expect(second.result).resolves.toBe('second');
    await tick();
    expect(trackedInFlight()).toBe(1);
    expect(second.unsettled).toMatchObject({ appended: true, views: new Set() });
    releaseFirst();
    await expect(first.result).resolves.toBe('first');
    expect(first.unsettled.appended).toBe(true);
    expect([...first.unsettled.views]).toEqual(['cases']);
    expect(first.unsettled.position).toEqual(position(7));
  });

  it('leaves no scope once no command is in flight, and tracks again afterwards', async () => {
    await trackUnsettled(async () => tick()).result;
    await tick();
    expect(trackedInFlight()).toBe(0);
    // Outside any command: nothing is noted anywhere, and there is no scope.
    expect(currentScope()).toBeUndefined();
    noteAppended();
    const again = trackUnsettled(async () => {
      await tick();
      expect(currentScope()).toBeDefined();
      noteAppended();
    });
    await again.result;
    expect(again.unsettled.appended).toBe(true);
  });

  it('counts a command that failed (thrown at once or rejected) as settled', async () => {
    const rejected = trackUnsettled(async () => {
      await tick();
      throw new Error('refused');
    });
    await expect(rejected.result).rejects.toThrow('refused');
    expect(() =>
      trackUnsettled(() => {
        throw new Error('at once');
      }),
    ).toThrow('at once');
    await tick();
    expect(trackedInFlight()).toBe(0);
    expect(currentScope()).toBeUndefined();
  });
});
