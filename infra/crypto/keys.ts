// Per-user data keys for crypto-shredding. Personal data inside events is encrypted with its
// subject's key; erasing the user deletes the key, and the events stay, unreadable.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

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

/**
 * Keys live in Postgres (their own table). A short in-process cache keeps projector replays from
 * asking once per event; erasing through this store drops the entry at once, and other processes
 * stop using a deleted key within `ttlMs`.
 */
export class KeyStore {
  private cache = new Map<number, { key: Buffer | null; at: number }>();

  constructor(
    private readonly knex: Knex,
    private readonly ttlMs = 5_000,
  ) {}

  async getOrCreate(userId: number): Promise<Buffer> {
    const existing = await this.get(userId);
    if (existing) return existing;
    const key = randomBytes(32);
    await this.knex('user_keys').insert({ user_id: userId, key }).onConflict('user_id').ignore();
    this.cache.delete(userId);
    const stored = await this.get(userId);
    if (!stored) throw new Error(`Data key for user ${userId} could not be created`);
    return stored;
  }

  async get(userId: number): Promise<Buffer | null> {
    const hit = this.cache.get(userId);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.key;
    const row = await this.knex('user_keys').where({ user_id: userId }).first('key');
    const key = row ? Buffer.from(row.key as Buffer) : null;
    this.cache.set(userId, { key, at: Date.now() });
    return key;
  }

  async loadMany(userIds: number[]): Promise<void> {
    const missing = [...new Set(userIds)].filter((id) => {
      const hit = this.cache.get(id);
      return !hit || Date.now() - hit.at >= this.ttlMs;
    });
    if (missing.length === 0) return;
    const rows = await this.knex('user_keys').whereIn('user_id', missing).select('user_id', 'key');
    const now = Date.now();
    for (const id of missing) this.cache.set(id, { key: null, at: now });
    for (const r of rows) this.cache.set(Number(r.user_id), { key: Buffer.from(r.key as Buffer), at: now });
  }

  /** Crypto-shredding: after this, the user's personal data in events cannot be read by anyone. */
  async destroy(userId: number): Promise<void> {
    await this.knex('user_keys').where({ user_id: userId }).delete();
    this.cache.set(userId, { key: null, at: Date.now() });
  }
}
