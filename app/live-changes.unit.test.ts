// Live hints from the read-cache drops, as the cases and documents views declare them and the
// read side's delivery sends them (no database: a fake runner and fake signals). A hint is a path
// prefix: the browser reads again its open queries at or under it.
//   cases:owner:<userId>   → that user
//   cases:case:<caseId>    → the case's owner (looked up once)
//   cases:list:staff       → every staff member
//   documents:<userId>     → that user
//   <scope>:* and *        → everyone connected here
import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveChanges } from '../infra/http/live-changes.js';
import { READ_SIGNAL } from '../infra/http/read-cache.js';
import type { Signals } from '../infra/db/signals.js';
import { ReadSideDelivery } from '../infra/projections/delivery.js';
import type { ProjectionRunner } from '../infra/projections/runner.js';
import { casesView, CASES_LIVE_PATH } from '../projections/cases/index.js';
import { documentsView, DOCUMENTS_LIVE_PATH } from '../projections/documents/index.js';
import { messagesView } from '../projections/messages/index.js';

const LIVE_PATHS = { cases: CASES_LIVE_PATH, documents: DOCUMENTS_LIVE_PATH };

function setup(owners: Record<number, number> = {}) {
  const live = new LiveChanges(0);
  const got = new Map<string, string[][]>();
  const open = (name: string, userId: number, staff = false) => {
    got.set(name, []);
    live.add({ userId, staff, send: (paths) => got.get(name)!.push(paths) });
  };
  const lookups: number[] = [];
  // The cases view's audience reads a case's owner from cases_view: this knex answers from `owners`.
  const knex = ((table: string) => ({
    where: ({ id }: { id: number }) => ({
      first: async () => {
        expect(table).toBe('cases_view');
        lookups.push(id);
        return owners[id] === undefined ? undefined : { user_id: owners[id] };
      },
    }),
  })) as unknown as Knex;
  const listeners = new Map<string, ((payload: string) => void)[]>();
  const signals = {
    crossProcess: false,
    live: true,
    origin: 'test',
    publish: async (topic: string, payload = '') => listeners.get(topic)?.forEach((l) => l(payload)),
    on: (topic: string, l: (payload: string) => void) => {
      listeners.set(topic, [...(listeners.get(topic) ?? []), l]);
      return () => {};
    },
    onReset: () => () => {},
    close: async () => {},
  } as Signals;
  const runner = {
    applied: new EventEmitter(),
    progress: new EventEmitter(),
    beforeCommit: undefined,
    checkpointsMoved: () => {},
  } as unknown as ProjectionRunner;
  const views = [casesView, documentsView, messagesView].flatMap((d) => d.projectors ?? []);
  new ReadSideDelivery({ runner, views, signals, reads: { drop: () => {} }, live, knex, logger: pino({ level: 'silent' }) });
  // A drop as another process signals it.
  const hint = (payload: string) => void signals.publish(READ_SIGNAL, payload);
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

  it('a case change reaches its owner (looked up once), the staff list change every staff member', async () => {
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

  it('ignores views that declare no live hint, malformed keys, and does no lookup while nobody listens', async () => {
    const { got, open, hint, lookups } = setup({ 41: 7 });
    hint('cases:case:41');
    expect(lookups).toEqual([]);
    open('owner', 7);
    for (const p of ['messages:7', 'predictions:7', 'documents:x', 'cases:case:', 'cases:case:abc', 'nonsense', 'cases:owner:1e400'])
      hint(p);
    await vi.runAllTimersAsync();
    expect(got.get('owner')).toEqual([]);
    expect(lookups).toEqual([]);
  });
});
