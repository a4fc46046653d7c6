// Finding 9 of issue 10: data keys are wrapped by a key-encryption key kept outside the database,
// an erased subject never gets a key again, and the KEK can be rotated.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFlavours, type TestDatabase } from '../../test/support/databases.js';
import { migrate } from '../db/index.js';
import { eventStoreMigration } from '../eventstore/postgres.js';
import { createEventStore } from '../eventstore/index.js';
import { EncryptingEventStore } from '../eventstore/encrypting.js';
import {
  addKekToFile,
  dropOldKeksFromFile,
  ErasedSubjectError,
  kekFile,
  KeyRing,
  KeyRingError,
  KeyStore,
  keysMigration,
  keysWrapMigration,
  loadKeyRing,
} from './keys.js';

let subject = 1000;
const nextSubject = () => ++subject;

describe.each(databaseFlavours())('key store on $name', (flavour) => {
  let db: TestDatabase;
  const ringA = new KeyRing(randomBytes(32));

  beforeAll(async () => {
    db = await flavour.open();
    await migrate(db.db.knex, [eventStoreMigration, keysMigration, keysWrapMigration]);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('stores data keys only wrapped: the database alone does not hold them', async () => {
    const keys = new KeyStore(db.db.knex, ringA);
    const id = nextSubject();
    const key = await keys.getOrCreate(id);
    const row = await db.db.knex('user_keys').where({ user_id: id }).first();
    expect(row.key).toBeNull();
    expect(Buffer.from(row.wrapped).includes(key)).toBe(false);
    expect(row.kek_id).toBe(ringA.current.id);
    // Another process with the same KEK reads it; a copy of the database with another KEK does not.
    expect((await new KeyStore(db.db.knex, ringA).get(id))!.equals(key)).toBe(true);
    await expect(new KeyStore(db.db.knex, new KeyRing(randomBytes(32))).get(id)).rejects.toBeInstanceOf(KeyRingError);
  });

  it('leaves a tombstone on erasure: no new key, and no personal data appended for the subject', async () => {
    const keys = new KeyStore(db.db.knex, ringA);
    const store = new EncryptingEventStore(createEventStore({ knex: db.db.knex }), keys);
    const id = nextSubject();
    const pii = (text: string) => ({
      id: randomUUID(),
      type: 'Noted',
      data: { pii: { text } },
      metadata: { schemaVersion: 1, piiSubject: id },
    });
    await store.appendToStream(`note-${id}`, [pii('before erasure')], { expectedVersion: 0 });
    await keys.destroy(id);
    expect(await keys.get(id)).toBeNull();
    expect(await keys.isErased(id)).toBe(true);
    await expect(keys.getOrCreate(id)).rejects.toBeInstanceOf(ErasedSubjectError);
    // A process whose cache still had the key (another API process) is refused too: writes check the database.
    const other = new KeyStore(db.db.knex, ringA);
    await expect(other.getOrCreate(id)).rejects.toMatchObject({ status: 410 });
    await expect(
      store.appendToStream(`note-${id}`, [pii('a reply finishing after erasure')], { expectedVersion: 1 }),
    ).rejects.toBeInstanceOf(ErasedSubjectError);
    const events = await store.readStream(`note-${id}`);
    expect(events).toHaveLength(1);
    expect(events[0]!.data.pii).toBeNull();
    expect(await db.db.knex('user_keys').where({ user_id: id }).first()).toBeUndefined();
  });

  it('wraps keys stored before wrapping existed at start-up', async () => {
    const id = nextSubject();
    const legacy = randomBytes(32);
    await db.db.knex('user_keys').insert({ user_id: id, key: legacy });
    const keys = new KeyStore(db.db.knex, ringA);
    expect(await keys.sealLegacyKeys()).toBeGreaterThanOrEqual(1);
    const row = await db.db.knex('user_keys').where({ user_id: id }).first();
    expect(row.key).toBeNull();
    expect((await keys.get(id))!.equals(legacy)).toBe(true);
  });

  it('rotates the KEK: every key re-wrapped, data still readable, the old KEK no longer needed', async () => {
    const keys = new KeyStore(db.db.knex, ringA);
    const store = new EncryptingEventStore(createEventStore({ knex: db.db.knex }), keys);
    const id = nextSubject();
    await store.appendToStream(
      `note-${id}`,
      [
        {
          id: randomUUID(),
          type: 'Noted',
          data: { pii: { text: 'kept across rotation' } },
          metadata: { schemaVersion: 1, piiSubject: id },
        },
      ],
      { expectedVersion: 0 },
    );

    const kekB = randomBytes(32);
    const during = new KeyStore(db.db.knex, new KeyRing(kekB, [ringA.current.key]));
    const { rewrapped } = await during.rewrapAll();
    expect(rewrapped).toBeGreaterThanOrEqual(1);
    expect(
      Number(
        (
          await db.db
            .knex('user_keys')
            .whereNot({ kek_id: kekId(kekB) })
            .count<{ n: string }[]>({ n: '*' })
        )[0]!.n,
      ),
    ).toBe(0);
    expect((await during.rewrapAll()).rewrapped).toBe(0);

    const after = new KeyStore(db.db.knex, new KeyRing(kekB));
    expect(await after.unopenable()).toBe(0);
    const read = await new EncryptingEventStore(createEventStore({ knex: db.db.knex }), after).readStream(`note-${id}`);
    expect(read[0]!.data.pii).toEqual({ text: 'kept across rotation' });
    // Only the old KEK: nothing opens, and start-up would say so.
    const stale = new KeyStore(db.db.knex, ringA);
    expect(await stale.unopenable()).toBeGreaterThan(0);
    await expect(stale.get(id)).rejects.toBeInstanceOf(KeyRingError);
  });
});

const kekId = (k: Buffer) => new KeyRing(k).current.id;

describe('the key file (embedded default)', () => {
  it('is made once under DATA_DIR/keys, readable by its owner only, and read back', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'casebook-kek-'));
    const first = await loadKeyRing({ DATA_DIR: dataDir });
    const mode = (await stat(kekFile(dataDir))).mode & 0o777;
    expect(mode).toBe(0o600);
    expect((await loadKeyRing({ DATA_DIR: dataDir })).current.id).toBe(first.current.id);
    // KEK in the environment wins over the file.
    const env = randomBytes(32).toString('hex');
    expect((await loadKeyRing({ DATA_DIR: dataDir, KEK: env })).current.id).toBe(kekId(Buffer.from(env, 'hex')));
  });

  it('rotates: a new first key, the old one kept until every data key is re-wrapped, then dropped', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'casebook-kek-'));
    const old = await loadKeyRing({ DATA_DIR: dataDir });
    const during = await addKekToFile(dataDir);
    expect(during.current.id).not.toBe(old.current.id);
    expect(during.ids).toContain(old.current.id);
    await dropOldKeksFromFile(dataDir);
    const after = await loadKeyRing({ DATA_DIR: dataDir });
    expect(after.ids).toEqual([during.current.id]);
    expect((await readFile(kekFile(dataDir), 'utf8')).split('\n').filter((l) => /^[0-9a-f]{64}$/.test(l))).toHaveLength(1);
  });
});
