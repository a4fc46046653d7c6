// Snapshots under runCommand, on each Postgres flavour: the same state as folding the whole stream,
// only the events after the snapshot read, personal state encrypted and unreadable once the key is
// gone, a new fold name ignoring old snapshots, and the head a snapshot carries keeping the chain.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { loadState, runCommand } from './command.js';
import { verifyChain } from './hash-chain.js';
import { PostgresEventStore, eventStoreMigration } from './postgres.js';
import { SnapshotStore, snapshotsMigration } from './snapshots.js';
import type { EventStore } from './types.js';
import { countingReads } from '../../test/support/counting-store';

interface Notes {
  count: number;
  last: string[];
}
type NoteEvent = { type: 'NoteAdded'; data: { n: number; pii: { text: string } } };
const initial: Notes = { count: 0, last: [] };
const evolve = (s: Notes, e: NoteEvent): Notes => ({ count: s.count + 1, last: [...s.last, e.data.pii.text].slice(-5) });

/** Keys of a test: one per subject until destroyed. */
function testKeys() {
  const keys = new Map<number, Buffer>();
  return {
    async get(id: number) {
      return keys.get(id) ?? null;
    },
    async getOrCreate(id: number) {
      if (!keys.has(id)) keys.set(id, randomBytes(32));
      return keys.get(id)!;
    },
    destroy(id: number) {
      keys.delete(id);
    },
  };
}

describe.each(databaseFlavours())('snapshots on $name', (flavour) => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await flavour.open();
    await eventStoreMigration.up(db.db.knex);
    await snapshotsMigration.up(db.db.knex);
    store = new PostgresEventStore(db.db.knex);
  });
  afterAll(async () => {
    await store?.close();
    await db?.close();
  });

  async function addNotes(stream: string, count: number, snapshots?: Parameters<typeof runCommand>[0]['snapshots'], s: EventStore = store) {
    let result;
    for (let i = 0; i < count; i++) {
      result = await runCommand<Notes, NoteEvent>({
        store: s,
        stream,
        evolve,
        initial,
        decide: (st) => [{ type: 'NoteAdded', data: { n: st.count + 1, pii: { text: `note ${st.count + 1}` } } }],
        ctx: { userId: 1 },
        snapshots,
      });
    }
    return result!;
  }

  it('gives the state a full fold gives, reading only the events after the latest snapshot', async () => {
    const keys = testKeys();
    const policy = { store: new SnapshotStore(db.db.knex, keys), key: 'notes-v1', every: 10 };
    const stream = `notes-${randomUUID()}`;
    await addNotes(stream, 35, policy);
    const full = await loadState<Notes, NoteEvent>(store, stream, evolve, initial);
    const { store: watched, reads } = countingReads(store);
    const snapped = await loadState<Notes, NoteEvent>(watched, stream, evolve, initial, policy);
    expect(snapped.state).toEqual(full.state);
    expect(snapped.state).toEqual({ count: 35, last: ['note 31', 'note 32', 'note 33', 'note 34', 'note 35'] });
    expect(snapped.version).toBe(35);
    expect(snapped.head).toEqual(full.head);
    expect(reads).toEqual([5]); // snapshot at 30, then events 31..35
    // Appending from the snapshot's head keeps the chain whole.
    await addNotes(stream, 3, policy, watched);
    expect(verifyChain(await store.readStreamAsStored(stream))).toEqual({ ok: true, checked: 38 });
    expect(Math.max(...reads)).toBeLessThan(10);
  });

  it('encrypts a snapshot of personal state, and folds from the events once the key is destroyed', async () => {
    const keys = testKeys();
    const policy = { store: new SnapshotStore(db.db.knex, keys), key: 'notes-v1', every: 5, piiSubject: 42 };
    const stream = `notes-${randomUUID()}`;
    await addNotes(stream, 12, policy);
    const row = await db.db.knex('event_snapshots').where({ stream }).first();
    expect(row.version).toBe(10);
    expect(JSON.stringify(row.state)).not.toContain('note');
    expect(row.state.alg).toBe('aes-256-gcm');
    keys.destroy(42);
    const { store: watched, reads } = countingReads(store);
    const after = await loadState<Notes, NoteEvent>(watched, stream, evolve, initial, policy);
    expect(reads).toEqual([12]); // the whole stream: the snapshot cannot be opened
    expect(after.version).toBe(12);
  });

  it('ignores snapshots of another fold name, and a command on a long stream reads a bounded tail', async () => {
    const keys = testKeys();
    const snaps = new SnapshotStore(db.db.knex, keys);
    const stream = `notes-${randomUUID()}`;
    await store.appendToStream(
      stream,
      Array.from({ length: 300 }, (_, i) => ({
        id: randomUUID(),
        type: 'NoteAdded',
        data: { n: i + 1, pii: { text: `old ${i + 1}` } },
        metadata: { schemaVersion: 1 },
      })),
      { expectedVersion: 0 },
    );
    const { store: watched, reads } = countingReads(store);
    await addNotes(stream, 1, { store: snaps, key: 'notes-v1', every: 20 }, watched);
    expect(reads).toEqual([300]); // no snapshot yet: the whole stream, then one is taken
    reads.length = 0;
    await addNotes(stream, 5, { store: snaps, key: 'notes-v1', every: 20 }, watched);
    expect(reads).toEqual([0, 1, 2, 3, 4]);
    reads.length = 0;
    const v2 = await loadState<Notes, NoteEvent>(watched, stream, evolve, initial, { store: snaps, key: 'notes-v2' });
    expect(reads).toEqual([306]);
    expect(v2.state.count).toBe(306);
  });
  it('a commuting command whose append landed after others’ events snapshots the state at the last event it read', async () => {
    const keys = testKeys();
    const policy = { store: new SnapshotStore(db.db.knex, keys), key: 'notes-v1', every: 5, piiSubject: 7 };
    const stream = `notes-${randomUUID()}`;
    await addNotes(stream, 4);
    // Another writer's note lands between this command's read and its append, every time.
    const racing = Object.create(store) as EventStore;
    racing.appendToStream = async (st, events, opts) => {
      await store.appendToStream(
        st,
        [{ id: randomUUID(), type: 'NoteAdded', data: { n: 0, pii: { text: 'other' } }, metadata: { schemaVersion: 1, piiSubject: 7 } }],
        { expectedVersion: 'any' },
      );
      return store.appendToStream(st, events, opts);
    };
    const result = await runCommand<Notes, NoteEvent>({
      store: racing,
      stream,
      evolve,
      initial,
      decide: () => [{ type: 'NoteAdded', data: { n: 6, pii: { text: 'mine' } } }],
      ctx: { userId: 1 },
      commutes: true,
      snapshots: policy,
    });
    expect(result.append?.nextVersion).toBe(6);
    const row = await db.db.knex('event_snapshots').where({ stream }).first('version', 'hash');
    const stored = await store.readStream(stream);
    expect(row).toEqual({ version: 6, hash: stored[5]!.hash });
    // The snapshot is the fold of the whole stream, and the next command reads none of it again.
    const { store: watched, reads } = countingReads(store);
    const snapped = await loadState<Notes, NoteEvent>(watched, stream, evolve, initial, policy);
    expect(reads).toEqual([0]);
    expect(snapped.state).toEqual((await loadState<Notes, NoteEvent>(store, stream, evolve, initial)).state);
    expect(snapped.state).toEqual({ count: 6, last: ['note 2', 'note 3', 'note 4', 'other', 'mine'] });
  });
  it('a snapshot of a stream whose snapshot this process is still writing is skipped, and the next one is kept', async () => {
    const snaps = new SnapshotStore(db.db.knex, testKeys());
    const stream = `notes-${randomUUID()}`;
    const at = (version: number) => ({ version, hash: `h${version}`, state: { count: version, last: [] } });
    await Promise.all([snaps.save(stream, 'notes-v1', at(21), 3), snaps.save(stream, 'notes-v1', at(22), 3)]);
    expect((await db.db.knex('event_snapshots').where({ stream }).first('version')).version).toBe(21);
    await snaps.save(stream, 'notes-v1', at(22), 3);
    expect((await db.db.knex('event_snapshots').where({ stream }).first('version')).version).toBe(22);
  });
  it('a command that loaded an older snapshot does not write another once this process wrote a newer one', async () => {
    const policy = { store: new SnapshotStore(db.db.knex, testKeys()), key: 'notes-v1', every: 5, piiSubject: 8 };
    const stream = `notes-${randomUUID()}`;
    await addNotes(stream, 4);
    const decide = (text: string) => () => [{ type: 'NoteAdded' as const, data: { n: 0, pii: { text } } }];
    // Between this command's read (no snapshot, version 4) and its append, another command of this
    // process appends the 5th note and writes the snapshot at 5.
    let cut = false;
    const racing = Object.create(store) as EventStore;
    racing.appendToStream = async (st, events, opts) => {
      if (!cut) {
        cut = true;
        await runCommand<Notes, NoteEvent>({
          store,
          stream,
          evolve,
          initial,
          decide: decide('other'),
          ctx: { userId: 2 },
          commutes: true,
          snapshots: policy,
        });
      }
      return store.appendToStream(st, events, opts);
    };
    const result = await runCommand<Notes, NoteEvent>({
      store: racing,
      stream,
      evolve,
      initial,
      decide: decide('mine'),
      ctx: { userId: 1 },
      commutes: true,
      snapshots: policy,
    });
    expect(result.append?.nextVersion).toBe(6);
    // 6 is 6 past its own read but 1 past the snapshot written meanwhile: not written again.
    expect((await db.db.knex('event_snapshots').where({ stream }).first('version')).version).toBe(5);
    expect(policy.store.writtenVersion(stream, 'notes-v1')).toBe(5);
  });
});
