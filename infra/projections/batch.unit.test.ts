// Batch apply with parking, on an in-memory database: a batch commits with its checkpoint or not at
// all; a failing event is found one savepoint per event, the events before it kept, and it is
// parked after the last attempt while the events after it apply.
import { describe, expect, it } from 'vitest';
import type { Position } from '../eventstore/types.js';
import { BatchApplier, CheckpointMovedError, EventFailedError, type BatchTarget, type ParkRequest } from './batch.js';
import { event, eventLog, fakeDb, numberProjector } from './fakes.js';
import { noViewCipher } from '../crypto/view-cipher.js';

function setup(maxAttempts = 3) {
  const db = fakeDb();
  const commits: Position[] = [];
  const parked: ParkRequest[] = [];
  const before: { view: string; applied: number[]; to?: Position }[] = [];
  const applier = new BatchApplier({
    knex: db.knex,
    maxAttempts,
    context: { cipher: noViewCipher() },
    beforeCommit: () => async (view, applied, _trx, to) =>
      void before.push({ view, applied: applied.map((e) => (e.data as { n: number }).n), to }),
  });
  const target = (key = 'numbers', moved = false): BatchTarget => ({
    key,
    commit: async (_trx, to) => {
      if (moved) return false;
      commits.push(to);
      return true;
    },
    park: async (_trx, p) => void parked.push(p),
  });
  return { db, applier, target, commits, parked, before };
}

describe('batch apply', () => {
  it('applies the events the view handles and moves the checkpoint to the last event, in one transaction', async () => {
    const { db, applier, target, commits, before } = setup();
    const events = eventLog(6, 3); // 3 and 6 are not the view's
    const outcome = await applier.apply(numberProjector('numbers'), events, target());
    expect(db.committed()).toEqual([1, 2, 4, 5]);
    expect(outcome.to).toEqual(events[5]!.position);
    expect(outcome.applied.map((e) => e.id)).toEqual(['event-1', 'event-2', 'event-4', 'event-5']);
    expect(commits).toEqual([events[5]!.position]);
    expect(before).toEqual([{ view: 'numbers', applied: [1, 2, 4, 5], to: events[5]!.position }]);
    expect(db.transactions()).toBe(1);
  });

  it('keeps nothing when another process moved the checkpoint first', async () => {
    const { db, applier, target } = setup();
    await expect(applier.apply(numberProjector('numbers'), eventLog(3), target('numbers', true))).rejects.toBeInstanceOf(
      CheckpointMovedError,
    );
    expect(db.committed()).toEqual([]);
  });

  it('finds a failing event: the events before it commit, it is retried, and it applies once it stops failing', async () => {
    const { db, applier, target, commits } = setup();
    let failing = true;
    const p = numberProjector('numbers', (n) => n === 4 && failing);
    const events = eventLog(6);
    const first = await applier.apply(p, events, target());
    expect(first.failure).toBeInstanceOf(EventFailedError);
    expect(first.failure!.attempts).toBe(1);
    expect(db.committed()).toEqual([]); // the fast path's transaction rolled back whole
    expect(applier.isCareful('numbers')).toBe(true);
    expect(applier.failing().get('numbers')).toMatchObject({ eventId: 'event-4', attempts: 1 });

    const second = await applier.apply(p, events, target());
    expect(second.failure!.attempts).toBe(2);
    expect(db.committed()).toEqual([1, 2, 3]); // one savepoint per event: those before it are kept
    expect(commits).toEqual([events[2]!.position]);

    failing = false;
    const third = await applier.apply(p, events.slice(3), target());
    expect(third.failure).toBeUndefined();
    expect(db.committed()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(applier.isCareful('numbers')).toBe(false);
    expect(applier.failing().size).toBe(0);
  });

  it('parks an event at its last attempt, in the transaction that applies the events after it', async () => {
    const { db, applier, target, parked, before } = setup(2);
    const p = numberProjector('numbers', (n) => n === 2);
    const events = eventLog(4);
    expect((await applier.apply(p, events, target())).failure!.attempts).toBe(1);
    const outcome = await applier.apply(p, events, target());
    expect(outcome.failure).toBeUndefined();
    expect(outcome.parked.map((x) => [x.event.id, x.attempts])).toEqual([['event-2', 2]]);
    expect(parked[0]!.error).toContain('cannot apply 2');
    expect(db.committed()).toEqual([1, 3, 4]);
    expect(outcome.to).toEqual(events[3]!.position);
    expect(before.at(-1)).toEqual({ view: 'numbers', applied: [1, 3, 4], to: events[3]!.position });
    expect(applier.failing().size).toBe(0);
  });

  it('counts attempts per event: a different failing event starts again at one', () => {
    const { applier } = setup();
    expect(applier.noteFailure('numbers', event(1), new Error('x')).attempts).toBe(1);
    expect(applier.noteFailure('numbers', event(1), new Error('x')).attempts).toBe(2);
    expect(applier.noteFailure('numbers', event(2), new Error('y')).attempts).toBe(1);
  });

  it("does not list a rebuild's shadow among the events being retried", () => {
    const { applier } = setup();
    applier.noteFailure('numbers@rebuild', event(1), new Error('x'));
    applier.noteFailure('reaction', event(2), new Error('y'));
    expect([...applier.failing().keys()]).toEqual(['reaction']);
  });
});
