// Per-user data keys for crypto-shredding. Personal data inside events is encrypted with its
// subject's key; erasing the user deletes the key, and the events stay, unreadable.
//
// Two protections on top (issue 10, finding 9; docs/security.md):
// - Data keys are stored wrapped (AES-256-GCM) by a key-encryption key (KEK) that lives outside the
//   database: the `KEK` environment variable, or on the embedded default a key file under
//   DATA_DIR/keys. A copy of the database alone reads no personal data. `npm run keys:rotate`
//   re-wraps every data key under a new KEK.
// - Erasure leaves a tombstone: an erased subject never gets a data key again, so nothing written
//   for it after the erasure (a reply that finishes a moment later) is stored readable.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { kekBytes, type Config } from '../config/index.js';
import { AppError } from '../http/errors.js';

export const keysMigration = {
  name: '0002_user_keys',
  async up(knex: Knex) {
    await knex.schema.createTable('user_keys', (t) => {
      t.integer('user_id').primary();
      t.binary('key').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('user_keys');
  },
};

/** Wrapped data keys and erasure tombstones. Keys stored before it are wrapped at start-up (`sealLegacyKeys`). */
export const keysWrapMigration = {
  name: '0005_user_keys_wrapped',
  async up(knex: Knex) {
    await knex.schema.alterTable('user_keys', (t) => {
      t.binary('wrapped').nullable();
      t.text('kek_id').nullable();
      t.index(['kek_id']);
    });
    await knex.raw('alter table user_keys alter column key drop not null');
    await knex.schema.createTable('erased_subjects', (t) => {
      t.integer('user_id').primary();
      t.timestamp('erased_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    // Subjects erased before tombstones existed: their keys are gone, which is what erasure left.
    // Nothing marks them, so they are not recovered here; from now on every erasure leaves one.
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('erased_subjects');
    await knex.schema.alterTable('user_keys', (t) => {
      t.dropColumn('wrapped');
      t.dropColumn('kek_id');
    });
  },
};

export interface Ciphertext {
  alg: 'aes-256-gcm';
  iv: string; // base64
  tag: string; // base64
  ct: string; // base64
}

export function isCiphertext(v: unknown): v is Ciphertext {
  return typeof v === 'object' && v !== null && (v as Ciphertext).alg === 'aes-256-gcm' && typeof (v as Ciphertext).ct === 'string';
}

export function encrypt(key: Buffer, plaintext: unknown, aad: string): Ciphertext {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const ct = Buffer.concat([cipher.update(JSON.stringify(plaintext), 'utf8'), cipher.final()]);
  return { alg: 'aes-256-gcm', iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), ct: ct.toString('base64') };
}

export function decrypt(key: Buffer, c: Ciphertext, aad: string): unknown {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(c.iv, 'base64'));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(c.tag, 'base64'));
  const pt = Buffer.concat([decipher.update(Buffer.from(c.ct, 'base64')), decipher.final()]);
  return JSON.parse(pt.toString('utf8'));
}

/** A command for a subject whose personal data was erased: nothing personal is stored for it again. */
export class ErasedSubjectError extends AppError {
  constructor(readonly subject: number) {
    super(410, 'ERASED', 'This account was erased');
  }
}

/** The configured key-encryption keys cannot open a stored data key (a missing KEK_PREVIOUS, a wrong KEK). */
export class KeyRingError extends Error {}

// ===================================================================== key-encryption keys

export interface Kek {
  /** A short fingerprint stored beside each wrapped key, so the right KEK is found after a rotation. */
  id: string;
  key: Buffer;
}

export const kekId = (key: Buffer) => createHash('sha256').update('casebook-kek').update(key).digest('hex').slice(0, 16);

/** The current KEK (wraps new keys) and earlier ones (still unwrap until `keys:rotate` re-wrapped everything). */
export class KeyRing {
  readonly current: Kek;
  private readonly byId = new Map<string, Kek>();

  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    if (current.length !== 32) throw new KeyRingError('A key-encryption key must be 32 bytes');
    this.current = { id: kekId(current), key: current };
    for (const k of [current, ...previous]) this.byId.set(kekId(k), { id: kekId(k), key: k });
  }

  get ids(): string[] {
    return [...this.byId.keys()];
  }

  wrap(userId: number, dataKey: Buffer): { wrapped: Buffer; kek_id: string } {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(Buffer.from(`user-key:${userId}`));
    const ct = Buffer.concat([cipher.update(dataKey), cipher.final()]);
    return { wrapped: Buffer.concat([iv, cipher.getAuthTag(), ct]), kek_id: this.current.id };
  }

  unwrap(userId: number, wrapped: Buffer, id: string): Buffer {
    const kek = this.byId.get(id);
    if (!kek)
      throw new KeyRingError(
        `The data key of subject ${userId} is wrapped by a key-encryption key (${id}) that is not configured: set KEK_PREVIOUS`,
      );
    const decipher = createDecipheriv('aes-256-gcm', kek.key, wrapped.subarray(0, 12));
    decipher.setAAD(Buffer.from(`user-key:${userId}`));
    decipher.setAuthTag(wrapped.subarray(12, 28));
    return Buffer.concat([decipher.update(wrapped.subarray(28)), decipher.final()]);
  }
}

/** Where the embedded default keeps its KEK: one hex key per line, the current one first. */
export const kekFile = (dataDir: string) => path.resolve(dataDir, 'keys', 'kek');

async function readKekFile(file: string): Promise<Buffer[] | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  const keys = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => kekBytes(l));
  if (keys.length === 0 || keys.some((k) => !k))
    throw new KeyRingError(`${file} must hold 32-byte keys, one per line as 64 hex characters`);
  return keys as Buffer[];
}

async function writeKekFile(file: string, keys: readonly Buffer[]): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.tmp-${process.pid}`;
  const body = `# Casebook key-encryption keys: the first wraps new data keys. Keep this file out of database backups.\n${keys.map((k) => k.toString('hex')).join('\n')}\n`;
  await writeFile(tmp, body, { mode: 0o600 });
  await rename(tmp, file);
  await chmod(file, 0o600);
}

/**
 * The KEKs from the configuration: `KEK` (+ `KEK_PREVIOUS`) when set; otherwise the key file under
 * DATA_DIR/keys, made on first start (the embedded default).
 */
export async function loadKeyRing(config: Pick<Config, 'KEK' | 'KEK_PREVIOUS' | 'DATA_DIR'>): Promise<KeyRing> {
  const previous = (config.KEK_PREVIOUS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => kekBytes(k)!);
  if (config.KEK) return new KeyRing(kekBytes(config.KEK)!, previous);
  const file = kekFile(config.DATA_DIR);
  let keys = await readKekFile(file);
  if (!keys) {
    keys = [randomBytes(32)];
    await writeKekFile(file, keys);
  }
  return new KeyRing(keys[0]!, [...keys.slice(1), ...previous]);
}

/** Rotation of the embedded default's key file, step 1: a new current KEK, the old ones kept to unwrap. */
export async function addKekToFile(dataDir: string): Promise<KeyRing> {
  const file = kekFile(dataDir);
  const existing = (await readKekFile(file)) ?? [];
  const keys = [randomBytes(32), ...existing];
  await writeKekFile(file, keys);
  return new KeyRing(keys[0]!, keys.slice(1));
}

/** Step 3, once every data key is re-wrapped: only the current KEK stays in the file. */
export async function dropOldKeksFromFile(dataDir: string): Promise<void> {
  const file = kekFile(dataDir);
  const keys = await readKekFile(file);
  if (keys && keys.length > 1) await writeKekFile(file, keys.slice(0, 1));
}

// ===================================================================== data keys

interface KeyRow {
  user_id: number;
  key: Buffer | null;
  wrapped: Buffer | null;
  kek_id: string | null;
}

// Two-key advisory locks of the key store (creating and destroying a subject's key never interleave).
const KEY_LOCK_CLASS = 0x4b455953; // 'KEYS'

/**
 * Keys live wrapped in Postgres (their own table). A short in-process cache keeps projector replays
 * from asking once per event; erasing through this store drops the entry at once, and other
 * processes stop reading with a deleted key within `ttlMs`. Writes never use the cache: every
 * append of personal data checks the subject's key and tombstone in the database.
 */
export class KeyStore {
  private cache = new Map<number, { key: Buffer | null; at: number }>();

  constructor(
    private readonly knex: Knex,
    readonly ring: KeyRing,
    private readonly ttlMs = 5_000,
  ) {}

  private open(row: KeyRow): Buffer {
    if (row.wrapped && row.kek_id) return this.ring.unwrap(Number(row.user_id), Buffer.from(row.wrapped), row.kek_id);
    if (row.key) return Buffer.from(row.key); // stored before wrapping; sealLegacyKeys() wraps it
    throw new KeyRingError(`The data key of subject ${row.user_id} is empty`);
  }

  /** The subject's key for new personal data: created on first use, refused once the subject was erased. */
  async getOrCreate(userId: number): Promise<Buffer> {
    const found = await this.knex.raw<{ rows: (KeyRow & { erased: boolean })[] }>(
      `select k.user_id, k.key, k.wrapped, k.kek_id, (e.user_id is not null) as erased
       from (select ?::int as id) s
       left join user_keys k on k.user_id = s.id
       left join erased_subjects e on e.user_id = s.id`,
      [userId],
    );
    const row = found.rows[0]!;
    if (row.erased) {
      this.cache.set(userId, { key: null, at: Date.now() });
      throw new ErasedSubjectError(userId);
    }
    if (row.user_id !== null && (row.wrapped || row.key)) {
      const key = this.open(row);
      this.cache.set(userId, { key, at: Date.now() });
      return key;
    }
    const key = randomBytes(32);
    const created = await this.knex.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?, ?)', [KEY_LOCK_CLASS, userId]);
      if (await trx('erased_subjects').where({ user_id: userId }).first('user_id')) return 'erased' as const;
      await trx('user_keys')
        .insert({ user_id: userId, ...this.ring.wrap(userId, key) })
        .onConflict('user_id')
        .ignore();
      return (await trx<KeyRow>('user_keys').where({ user_id: userId }).first('user_id', 'key', 'wrapped', 'kek_id'))!;
    });
    if (created === 'erased') throw new ErasedSubjectError(userId);
    const stored = this.open(created);
    this.cache.set(userId, { key: stored, at: Date.now() });
    return stored;
  }

  async get(userId: number): Promise<Buffer | null> {
    const hit = this.cache.get(userId);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.key;
    const row = await this.knex<KeyRow>('user_keys').where({ user_id: userId }).first('user_id', 'key', 'wrapped', 'kek_id');
    const key = row ? this.open(row) : null;
    this.cache.set(userId, { key, at: Date.now() });
    return key;
  }

  async loadMany(userIds: number[]): Promise<void> {
    const missing = [...new Set(userIds)].filter((id) => {
      const hit = this.cache.get(id);
      return !hit || Date.now() - hit.at >= this.ttlMs;
    });
    if (missing.length === 0) return;
    const rows = await this.knex<KeyRow>('user_keys').whereIn('user_id', missing).select('user_id', 'key', 'wrapped', 'kek_id');
    const now = Date.now();
    for (const id of missing) this.cache.set(id, { key: null, at: now });
    for (const r of rows) this.cache.set(Number(r.user_id), { key: this.open(r), at: now });
  }

  /** Crypto-shredding: after this, the user's personal data in events cannot be read by anyone, and no new key is made. */
  async destroy(userId: number): Promise<void> {
    await this.knex.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?, ?)', [KEY_LOCK_CLASS, userId]);
      await trx('erased_subjects').insert({ user_id: userId }).onConflict('user_id').ignore();
      await trx('user_keys').where({ user_id: userId }).delete();
    });
    this.cache.set(userId, { key: null, at: Date.now() });
  }

  async isErased(userId: number): Promise<boolean> {
    return (await this.knex('erased_subjects').where({ user_id: userId }).first('user_id')) !== undefined;
  }

  /** Keys stored before wrapping existed are wrapped by the current KEK (start-up; idempotent). */
  async sealLegacyKeys(): Promise<number> {
    const rows = await this.knex<KeyRow>('user_keys').whereNull('wrapped').whereNotNull('key').select('user_id', 'key');
    for (const r of rows) {
      await this.knex('user_keys')
        .where({ user_id: r.user_id })
        .whereNull('wrapped')
        .update({ ...this.ring.wrap(Number(r.user_id), Buffer.from(r.key!)), key: null });
    }
    return rows.length;
  }

  /** How many stored keys no configured KEK can open (start-up refuses to run with any). */
  async unopenable(): Promise<number> {
    const [row] = await this.knex('user_keys')
      .whereNotNull('kek_id')
      .whereNotIn('kek_id', this.ring.ids)
      .count<{ n: string }[]>({ n: '*' });
    return Number(row?.n ?? 0);
  }

  /**
   * Re-wraps every data key that is not wrapped by the current KEK (rotation). Safe to run while
   * the app runs and to run again: each key is re-wrapped once, compared on its old KEK.
   */
  async rewrapAll(batch = 500): Promise<{ rewrapped: number }> {
    let rewrapped = 0;
    for (;;) {
      const rows = await this.knex<KeyRow>('user_keys')
        .whereNot({ kek_id: this.ring.current.id })
        .whereNotNull('wrapped')
        .orderBy('user_id')
        .limit(batch)
        .select('user_id', 'key', 'wrapped', 'kek_id');
      if (rows.length === 0) break;
      for (const r of rows) {
        const key = this.open(r);
        const n = await this.knex('user_keys')
          .where({ user_id: r.user_id, kek_id: r.kek_id })
          .update(this.ring.wrap(Number(r.user_id), key));
        rewrapped += n;
      }
    }
    rewrapped += await this.sealLegacyKeys();
    this.cache.clear();
    return { rewrapped };
  }
}
