import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveChanges, type LiveListener } from './live-changes.js';

function listener(userId: number, staff = false) {
  const got: string[][] = [];
  const l: LiveListener = { userId, staff, send: (paths) => got.push(paths) };
  return { l, got };
}

describe('live change hints', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reaches only the user, the staff, or everyone the hint names', () => {
    const live = new LiveChanges(50);
    const client = listener(1);
    const other = listener(2);
    const staff = listener(3, true);
    for (const x of [client, other, staff]) live.add(x.l);
    live.notify({ userId: 1 }, ['/api/documents']);
    vi.advanceTimersByTime(50);
    expect(client.got).toEqual([['/api/documents']]);
    expect(other.got).toEqual([]);
    expect(staff.got).toEqual([]);
    live.notify({ staff: true }, ['/api/case-analyses']);
    vi.advanceTimersByTime(50);
    expect(staff.got).toEqual([['/api/case-analyses']]);
    expect(client.got).toHaveLength(1);
    live.notify({ everyone: true }, ['/api/case-analyses']);
    vi.advanceTimersByTime(50);
    expect([client.got.length, other.got.length, staff.got.length]).toEqual([2, 1, 2]);
  });

  it('sends the hints of one window as one, each path once', () => {
    const live = new LiveChanges(50);
    const a = listener(1);
    live.add(a.l);
    live.notify({ userId: 1 }, ['/api/documents']);
    live.notify({ userId: 1 }, ['/api/case-analyses', '/api/documents']);
    vi.advanceTimersByTime(49);
    expect(a.got).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(a.got).toEqual([['/api/case-analyses', '/api/documents']]);
    live.notify({ userId: 1 }, ['/api/documents']);
    vi.advanceTimersByTime(50);
    expect(a.got).toEqual([['/api/case-analyses', '/api/documents'], ['/api/documents']]);
  });

  it('sends nothing after the stream stopped, even what was pending', () => {
    const live = new LiveChanges(50);
    const a = listener(1);
    const b = listener(1);
    const stopA = live.add(a.l);
    live.add(b.l);
    live.notify({ userId: 1 }, ['/api/documents']);
    stopA();
    vi.advanceTimersByTime(50);
    expect(a.got).toEqual([]);
    expect(b.got).toEqual([['/api/documents']]);
    expect(live.size).toBe(1);
  });
});
