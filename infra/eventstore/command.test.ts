// runCommand's commuting commands (decision 0021), on each Postgres flavour: writers on one stream
// queue at its head instead of conflicting — each appended once, the chain whole — and a command
// whose append landed after others' events answers the stream's state, not only its own view of it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { runCommand } from './command.js';
import { verifyChain } from './hash-chain.js';
import { PostgresEventStore, eventStoreMigration } from './postgres.js';
import { ConcurrencyError, type EventStore } from './types.js';

interface Notes {
  count: number;
  texts: string[];
}
type NoteEvent = { type: 'NoteAdded'; data: { text: string } };
const initial: Notes = { count: 0, texts: [] };
const evolve = (s: Notes, e: NoteEvent): Notes => ({ count: s.count + 1, texts: [...s.texts, e.data.text] });
const note = (text: string) => (): NoteEvent[] => [{ type: 'NoteAdded', data: { text } }];

describe.each(databaseFlavours())('commuting commands on $name', (flavour) => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await flavour.open();
    await eventStoreMigration.up(db.db.knex);
    store = new PostgresEventStore(db.db.knex);
  });
  afterAll(async () => {
    await store?.close();
    await db?.close();
  });

  /**
   * A stream holding 'first', and a view of the store on which the next append is preceded by
   * another writer's command ('other'): it lands between the caller's read and its append.
   */
  async function racedStream(): Promise<{ stream: string; racing: EventStore }> {
    const stream = `notes-${randomUUID()}`;
    await runCommand<Notes, NoteEvent>({ store, stream, evolve, initial, decide: note('first'), ctx: { userId: 1 } });
    let cut = false;
    const racing = Object.create(store) as EventStore;
    racing.appendToStream = async (s, events, opts) => {
      if (!cut) {
        cut = true;
        await runCommand<Notes, NoteEvent>({ store, stream, evolve, initial, decide: note('other'), ctx: { userId: 2 } });
      }
      return store.appendToStream(s, events, opts);
    };
    return { stream, racing };
  }

  it('20 at once on one stream, with no retries allowed: every one is appended, once, and the chain verifies', async () => {
    const stream = `notes-${randomUUID()}`;
    const texts = Array.from({ length: 20 }, (_, i) => `note ${i}`);
    const results = await Promise.allSettled(
      texts.map((text) =>
        runCommand<Notes, NoteEvent>({
          store,
          stream,
          evolve,
          initial,
          decide: note(text),
          ctx: { userId: 1 },
          commutes: true,
          retries: 0,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const stored = await store.readStream(stream);
    expect(stored.map((e) => e.version)).toEqual(texts.map((_, i) => i + 1));
    expect(stored.map((e) => (e.data as NoteEvent['data']).text).sort()).toEqual([...texts].sort());
    expect(verifyChain(await store.readStreamAsStored(stream))).toEqual({ ok: true, checked: 20 });
  });

  it('an append that lands after another writer’s answers the state with both events', async () => {
    const { stream, racing } = await racedStream();
    const result = await runCommand<Notes, NoteEvent>({
      store: racing,
      stream,
      evolve,
      initial,
      decide: note('mine'),
      ctx: { userId: 1 },
      commutes: true,
      retries: 0,
    });
    expect(result.append?.nextVersion).toBe(3);
    expect(result.state).toEqual({ count: 3, texts: ['first', 'other', 'mine'] });
  });

  it('without commutes, the same race is a conflict (retries: 0)', async () => {
    const { stream, racing } = await racedStream();
    await expect(
      runCommand<Notes, NoteEvent>({ store: racing, stream, evolve, initial, decide: note('mine'), ctx: { userId: 1 }, retries: 0 }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
  });
});
