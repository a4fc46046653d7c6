// Adding a cached, live view is one descriptor (decision 0035): a view declared here, in the test —
// its read-cache scope and drops, its live hint, and a second view that reads its table and that
// commands do not wait for — is kept fresh by the same delivery the composition root builds for
// the app's views (app/server.ts passes it app/modules.ts's list of projectors; nothing per view).
// On Postgres the drops travel inside the batch's transaction, on PGlite after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFlavours } from '../test/support/databases.js';
import {
  counted,
  countedType,
  countingProjector,
  countingTable,
  openProjectionDb,
  silentLogger as logger,
  type ProjectionTestDb,
} from '../test/support/projections.js';
import { openSignals, type Signals } from '../infra/db/signals.js';
import { ReadCache, readKey, userKeys, type CachedAnswer } from '../infra/http/read-cache.js';
import { LiveChanges } from '../infra/http/live-changes.js';
import { ProjectionRunner } from '../infra/projections/runner.js';
import { ReadSideDelivery } from '../infra/projections/delivery.js';
import { declareView } from '../infra/projections/read-side.js';

describe.each(databaseFlavours())('a cached, live view declared in one descriptor, on $name', (flavour) => {
  let t: ProjectionTestDb;
  let signals: Signals;

  beforeAll(async () => {
    t = await openProjectionDb(flavour);
    await countingTable('notes_view').up(t.knex);
    await countingTable('digest_view').up(t.knex);
    signals = await openSignals(t.db.db);
  });
  afterAll(async () => {
    await signals?.close();
    await t?.close();
  });

  it('drops its changed cache entries and its readers’, hints the owner live, and makes commands wait for it', async () => {
    // The new view's whole read side, as its descriptor would declare it.
    const notes = declareView(countingProjector('notes', 'notes_view'), {
      cache: { scope: 'notes', drops: (events) => userKeys('notes', events) },
      live: { path: '/api/notes', audience: () => (key) => ({ userId: Number(key) }) },
    });
    // A view whose answers read the notes table, which commands do not wait for.
    const digest = declareView(
      { ...countingProjector('digest', 'digest_view'), handles: [countedType('notes_view')] },
      { cache: { scope: 'digest', drops: () => [] }, reads: [{ table: 'notes_view' }], commandsWait: false },
    );
    const views = [notes, digest];

    // What the composition root does, for every view at once.
    const runner = new ProjectionRunner({
      knex: t.knex,
      store: t.store,
      logger,
      projectors: views,
      idleMs: 5,
      wakesReliable: () => signals.live,
    });
    const reads = new ReadCache(signals);
    const live = new LiveChanges(0);
    new ReadSideDelivery({ runner, views, signals, reads, live, knex: t.knex, logger });

    const keep = async (scope: string, key: string) => {
      await reads.cache.get(
        readKey(scope, key),
        async () => ({ body: Buffer.from('[]'), etag: 'W/"x"' }) as CachedAnswer,
        () => ({ tag: scope }),
      );
      expect(reads.cache.peek(readKey(scope, key))).toBeDefined();
    };
    await keep('notes', '7');
    await keep('notes', '8');
    await keep('digest', 'all');
    const heard = new Map<number, string[][]>([
      [7, []],
      [8, []],
    ]);
    for (const [userId, got] of heard) live.add({ userId, staff: false, send: (paths) => got.push(paths) });

    const { position } = await t.store.appendToStream('notes-7', [counted(1, 'notes_view', { userId: 7 })], { expectedVersion: 'any' });
    // A command that appended this event waits for the notes view only (the digest view is never
    // stepped here: a wait for it would time out).
    const waited = runner.waitFor(position, [countedType('notes_view')], 10_000);
    await runner.catchUp(['notes'], position);
    expect(await waited).toBe(true);
    expect(await runner.waitForViews(['digest'], position, 50)).toBe(false);

    expect(reads.cache.peek(readKey('notes', '7'))).toBeUndefined();
    expect(reads.cache.peek(readKey('notes', '8'))).toBeDefined();
    expect(reads.cache.peek(readKey('digest', 'all'))).toBeUndefined();
    await new Promise((r) => setTimeout(r, 30));
    expect(heard.get(7)).toEqual([['/api/notes']]);
    expect(heard.get(8)).toEqual([]);
    await runner.stop();
  });
});
