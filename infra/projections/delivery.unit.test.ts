// The read side's delivery with a fake runner and fake signals: what each view declares is what
// is dropped, signalled and hinted when a batch is applied, a view rebuilt, or a wait caught up.
import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import type { Signals } from '../db/signals.js';
import { LiveChanges } from '../http/live-changes.js';
import { READ_SIGNAL, userKeys } from '../http/read-cache.js';
import { ReadSideDelivery } from './delivery.js';
import { declareView } from './read-side.js';
import type { ProjectionRunner } from './runner.js';
import { event, numberProjector, quietLogger } from './fakes.js';
import { PROGRESS_SIGNAL } from './waits.js';

const withUser = (n: number, userId: number) => ({ ...event(n), data: { n, userId } });

function setup(crossProcess: boolean) {
  const published: [string, string][] = [];
  const within: [string, string][][] = [];
  const listeners = new Map<string, ((p: string) => void)[]>();
  const signals = {
    crossProcess,
    live: true,
    origin: 'test',
    publish: async (topic: string, payload = '') => {
      published.push([topic, payload]);
      listeners.get(topic)?.forEach((l) => l(payload));
    },
    publishWithin: crossProcess
      ? async (_trx: unknown, messages: readonly (readonly [string, string])[]) => void within.push(messages.map(([t, p]) => [t, p]))
      : undefined,
    on: (topic: string, l: (p: string) => void) => {
      listeners.set(topic, [...(listeners.get(topic) ?? []), l]);
      return () => {};
    },
    onReset: () => () => {},
    close: async () => {},
  } as unknown as Signals;
  const runner = {
    applied: new EventEmitter(),
    progress: new EventEmitter(),
    beforeCommit: undefined,
    checkpointsMoved: () => {},
  } as unknown as ProjectionRunner;
  const dropped: string[] = [];
  const live = new LiveChanges(0);
  const views = [
    declareView(numberProjector('notes'), {
      cache: { scope: 'notes', drops: (events) => userKeys('notes', events) },
      live: { path: '/api/notes', audience: () => (key) => ({ userId: Number(key) }) },
    }),
    declareView(
      { ...numberProjector('people'), tables: ['people_view'] },
      { signalled: { topic: 'person', drops: (events) => events.map((e) => String((e.data as { userId: number }).userId)), all: '*' } },
    ),
    declareView(numberProjector('digest'), {
      cache: { scope: 'digest', drops: () => [] },
      reads: [
        { table: 'people_view', drops: () => ['digest:names'] },
        { signal: 'replies', drops: (p: string) => [`digest:${p}`] },
      ],
    }),
  ];
  const delivery = new ReadSideDelivery({
    runner,
    views,
    signals,
    reads: { drop: (p) => void dropped.push(p) },
    live,
    knex: {} as Knex,
    logger: quietLogger,
  });
  return { runner, signals, published, within, dropped, live, delivery };
}

describe('read side delivery', () => {
  it("drops a batch's entries and those of the views that read its tables, from the declarations", () => {
    const t = setup(false);
    expect(t.delivery.drops('notes', [withUser(1, 7), withUser(2, 7)])).toEqual(['notes:7']);
    expect(t.delivery.drops('people', [withUser(1, 7)])).toEqual(['digest:names']);
    expect(t.delivery.drops('unknown', [withUser(1, 7)])).toEqual([]);
  });

  it('embedded: publishes the drops after the commit, and the signalled cache its own', () => {
    const t = setup(false);
    t.runner.applied.emit('applied', 'notes', [withUser(1, 7)]);
    t.runner.applied.emit('applied', 'people', [withUser(2, 8)]);
    expect(t.published).toEqual([
      [READ_SIGNAL, 'notes:7'],
      ['person', '8'],
      [READ_SIGNAL, 'digest:names'],
    ]);
    expect(t.runner.beforeCommit).toBeUndefined();
  });

  it('server: sends drops, then signalled drops, then the position inside the batch; drops its own after the commit', async () => {
    const t = setup(true);
    await t.runner.beforeCommit!('people', [withUser(2, 8)], {} as Knex.Transaction, { commit: 5n, prepare: 5n });
    expect(t.within).toEqual([
      [
        [READ_SIGNAL, 'digest:names'],
        ['person', '8'],
        [PROGRESS_SIGNAL, '{"people":"5:5"}'],
      ],
    ]);
    t.runner.applied.emit('applied', 'notes', [withUser(1, 7)]);
    expect(t.dropped).toEqual(['notes:7']);
  });

  it('drops everything of a rebuilt view and its readers everywhere, and only here for a wait that caught up', () => {
    const t = setup(false);
    t.runner.applied.emit('rebuilt', 'people');
    t.runner.applied.emit('rebuilt', 'notes');
    expect(t.published).toEqual([
      ['person', '*'],
      [READ_SIGNAL, 'digest:names'],
      [READ_SIGNAL, 'notes:*'],
    ]);
    t.published.length = 0;
    t.runner.applied.emit('caught-up', ['notes', 'people']);
    expect(t.dropped).toEqual(['notes:*', 'digest:names']);
    expect(t.published).toEqual([]);
  });

  it("drops what another module's signal names, and hints the live path's audience", async () => {
    const t = setup(false);
    await t.signals.publish('replies', '7');
    expect(t.dropped).toEqual(['digest:7']);
    const heard: string[][] = [];
    t.live.add({ userId: 7, staff: false, send: (paths) => heard.push(paths) });
    t.runner.applied.emit('applied', 'notes', [withUser(1, 7)]);
    await new Promise((r) => setTimeout(r, 10));
    expect(heard).toEqual([['/api/notes']]);
  });
});
