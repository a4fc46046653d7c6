// The queue's choice of the next document (queue.ts pickNext): the user served least recently goes
// first, a user at the in-flight limit waits, older uploads break ties — and played over a whole
// queue, one user's ten documents take turns with everyone else's.
import { describe, expect, it } from 'vitest';
import { MAX_IN_FLIGHT_PER_USER, pickNext, type Head } from './queue.js';

const head = (userId: number, enqueuedAt: number, documentId = `d-${userId}-${enqueuedAt}`): Head => ({ documentId, userId, enqueuedAt });

describe('pickNext', () => {
  it('takes nothing from an empty queue', () => {
    expect(pickNext([], new Map(), new Map())).toBeUndefined();
  });

  it('takes a user never served before one served already, whatever the upload order', () => {
    const heads = [head(1, 100), head(2, 500)];
    expect(pickNext(heads, new Map(), new Map([[1, 1_000]]))?.userId).toBe(2);
  });

  it('takes the user served least recently', () => {
    const heads = [head(1, 100), head(2, 200), head(3, 300)];
    const served = new Map([
      [1, 3_000],
      [2, 1_000],
      [3, 2_000],
    ]);
    expect(pickNext(heads, new Map(), served)?.userId).toBe(2);
  });

  it('between users never served, takes the older upload (then the lower user id)', () => {
    expect(pickNext([head(1, 300), head(2, 200)], new Map(), new Map())?.userId).toBe(2);
    expect(pickNext([head(5, 200), head(4, 200)], new Map(), new Map())?.userId).toBe(4);
  });

  it(`skips a user with ${MAX_IN_FLIGHT_PER_USER} documents being read, and takes none when every waiting user is at the limit`, () => {
    const heads = [head(1, 100), head(2, 200)];
    const inFlight = new Map([[1, MAX_IN_FLIGHT_PER_USER]]);
    expect(pickNext(heads, inFlight, new Map())?.userId).toBe(2);
    expect(pickNext(heads, new Map([[1, 1]]), new Map())?.userId).toBe(1);
    expect(pickNext([head(1, 100)], inFlight, new Map())).toBeUndefined();
    expect(pickNext([head(1, 100)], new Map([[1, 1]]), new Map(), 1)).toBeUndefined();
  });

  it('over a whole queue, one slot: ten of one user and two of another alternate from the moment the other arrives', () => {
    const waiting: Head[] = Array.from({ length: 10 }, (_, i) => head(1, i)); // user 1 uploads ten at t=0..9
    const served = new Map<number, number>();
    const order: number[] = [];
    const take = (clock: number) => {
      const heads = [...new Set(waiting.map((w) => w.userId))].map((u) => waiting.find((w) => w.userId === u)!);
      const next = pickNext(heads, new Map(), served)!;
      waiting.splice(waiting.indexOf(next), 1);
      served.set(next.userId, clock);
      order.push(next.userId);
    };
    take(1);
    waiting.push(head(2, 20), head(2, 21)); // user 2 uploads two while user 1's first is being read
    for (let clock = 2; waiting.length > 0; clock++) take(clock);
    // In arrival order user 2 would have waited for all ten; in turns, for the one being read.
    expect(order).toEqual([1, 2, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1]);
  });
});
