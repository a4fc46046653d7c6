// Snapshots: a command's folded state at some version of its stream, so a command on a long
// stream reads the snapshot and the events after it, not the whole stream (runCommand's
// `snapshots` option). A stream's events never change, so a snapshot stays true for as long as
// the fold (`key`: a name the module changes whenever its state's shape or evolve changes) does.
//
// Personal data: a state may hold some (the conversation keeps its latest turns), so a snapshot of
// a stream with a `piiSubject` is encrypted with that user's data key, like the events' `pii`.
// Erasure destroys the key: the snapshot can no longer be opened and the command folds the stream
// from the start, where the events' personal data already reads as null. Nothing personal outlives
// the key.
import type { Knex } from 'knex';
import { decrypt, encrypt, isCiphertext, type KeyStore } from '../crypto/keys.js';

export const snapshotsMigration = {
  name: 'platform_event_snapshots',
  async up(knex: Knex): Promise<void> {
    await knex.schema.createTable('event_snapshots', (t) => {
      t.text('stream').primary();
      t.text('key').notNullable();
      t.integer('version').notNullable();
      t.text('hash').notNullable();
      t.jsonb('state').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.dropTableIfExists('event_snapshots');
  },
};

export interface Snapshot<S> {
  version: number;
  /** The hash of the stream's event at `version` (the head an append chains onto). */
  hash: string;
  state: S;
}

export class SnapshotStore {
  constructor(
    private readonly knex: Knex,
    private readonly keys: Pick<KeyStore, 'get' | 'getOrCreate'>,
  ) {}

  /** The stream's snapshot made by fold `key`, if any and if it can be opened. */
  async load<S>(stream: string, key: string, piiSubject?: number): Promise<Snapshot<S> | undefined> {
    const row = (await this.knex('event_snapshots').where({ stream, key }).first('version', 'hash', 'state')) as
      { version: number; hash: string; state: unknown } | undefined;
    if (!row) return undefined;
    let state: unknown = row.state;
    if (piiSubject !== undefined) {
      if (!isCiphertext(state)) return undefined;
      const dataKey = await this.keys.get(piiSubject);
      if (!dataKey) return undefined; // erased: fold from the events
      try {
        state = decrypt(dataKey, state, aad(stream, key, row.version));
      } catch {
        return undefined; // a key that is not this one: the events still tell the truth
      }
    } else if (isCiphertext(state)) {
      return undefined;
    }
    return { version: row.version, hash: row.hash, state: state as S };
  }

  /** Streams whose snapshot this process is writing now. */
  private readonly saving = new Set<string>();
  /** The latest version of each stream (of each fold) this process wrote a snapshot at: at most `KEPT`, oldest out first. */
  private readonly written = new Map<string, number>();

  /**
   * The newest snapshot version of `stream` (fold `key`) this process wrote (0 if none): concurrent
   * commands that loaded an older snapshot measure their `every` from it, so they do not each write
   * a copy of nearly the same state once the first has.
   */
  writtenVersion(stream: string, key: string): number {
    return this.written.get(`${key}\u0000${stream}`) ?? 0;
  }

  /**
   * Keeps `snapshot` unless the stored one of the same fold is as new or newer. While this process
   * is already writing one of the stream, it is skipped: concurrent commands on one stream (comments
   * on one case) pass the `every` mark together, and each would otherwise seal and write its own
   * copy. A later command takes the next one.
   */
  async save<S>(stream: string, key: string, snapshot: Snapshot<S>, piiSubject?: number): Promise<void> {
    if (this.saving.has(stream)) return;
    this.saving.add(stream);
    try {
      await this.write(stream, key, snapshot, piiSubject);
      const id = `${key}\u0000${stream}`;
      const before = this.written.get(id) ?? 0;
      this.written.delete(id);
      this.written.set(id, Math.max(before, snapshot.version));
      if (this.written.size > KEPT) this.written.delete(this.written.keys().next().value!);
    } finally {
      this.saving.delete(stream);
    }
  }

  private async write<S>(stream: string, key: string, snapshot: Snapshot<S>, piiSubject?: number): Promise<void> {
    const state =
      piiSubject !== undefined
        ? encrypt(await this.keys.getOrCreate(piiSubject), snapshot.state, aad(stream, key, snapshot.version))
        : snapshot.state;
    await this.knex.raw(
      `insert into event_snapshots (stream, key, version, hash, state, updated_at) values (?, ?, ?, ?, ?::jsonb, now())
       on conflict (stream) do update set key = excluded.key, version = excluded.version, hash = excluded.hash, state = excluded.state, updated_at = now()
       where event_snapshots.key <> excluded.key or event_snapshots.version < excluded.version`,
      [stream, key, snapshot.version, snapshot.hash, JSON.stringify(state)],
    );
  }

  /** Forgets every snapshot of `streams` (a stream cleared or erased by its module). */
  async forget(streams: string[]): Promise<void> {
    if (streams.length > 0) await this.knex('event_snapshots').whereIn('stream', streams).delete();
  }
}

const KEPT = 10_000;

const aad = (stream: string, key: string, version: number) => `snapshot:${stream}:${key}:${version}`;
