// Personal text in views, encrypted at rest with its owner's data key (issue 29 H3, decision 0056).
//
// Events carry personal data encrypted (`pii`, infra/eventstore/encrypting.ts); the views built from
// them used to hold the same text in clear, so a copy of the database, or a backup taken before an
// erasure, read it. A projector now seals each personal field with the owner's data key before it
// writes it, and the read path opens it: erasing the owner (the key deleted) leaves every copy of
// those rows unreadable, as it leaves the events.
//
// - A sealed field is one text value: `cb1:` + base64url(iv ‖ tag ‖ ciphertext), AES-256-GCM with
//   the owner's data key, bound by its additional data to the owner and the field's purpose
//   (`messages_view.content:42`), so a value cannot be moved to another user or another column.
// - Search over sealed text uses blind tokens: each word (as Postgres' text search stems it) becomes
//   an HMAC-SHA-256 under a search key derived from the owner's data key (HKDF), cut to 80 bits. The
//   tokens keep Postgres' positions, so a tsvector of tokens answers `@@`, phrases and ranking as the
//   words did. A copy shows which of one user's rows share a word, never the word; once the key is
//   shredded no guess can be tested against them.
// - A field whose owner's key is gone opens to `null`: readers show it as erased; a projector never
//   fails on it.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { ErasedSubjectError, type KeyStore } from './keys.js';

/** The prefix of every sealed field (and its format's version). */
export const SEALED_PREFIX = 'cb1:';

/** What a reader shows in place of a field whose owner was erased. */
export const ERASED_TEXT = '[erased]';

export const isSealed = (v: unknown): v is string => typeof v === 'string' && v.startsWith(SEALED_PREFIX);

const aadOf = (purpose: string, owner: number) => Buffer.from(`${purpose}:${owner}`);

/** Seals `text` with `key` (synchronous: the key is already at hand). */
export function sealText(key: Buffer, owner: number, purpose: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aadOf(purpose, owner));
  const ct = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64url');
}

/**
 * Opens a sealed field. A value that is not sealed (written before sealing existed, until the view
 * is rebuilt) is answered as it is; a sealed one whose key is gone, or that does not open with it
 * (moved from another owner or column), answers null.
 */
export function openText(key: Buffer | null, owner: number, purpose: string, value: string): string | null {
  if (!isSealed(value)) return value;
  if (!key) return null;
  const raw = Buffer.from(value.slice(SEALED_PREFIX.length), 'base64url');
  if (raw.length < 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(aadOf(purpose, owner));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const searchKeys = new WeakMap<Buffer, Buffer>();

/** The owner's search key: derived from the data key, so it is shredded with it. */
function searchKey(key: Buffer): Buffer {
  let k = searchKeys.get(key);
  if (!k) {
    k = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'casebook view search tokens v1', 32));
    searchKeys.set(key, k);
  }
  return k;
}

/** A word's blind token: 80 bits of HMAC-SHA-256, in lower-case hex (a valid tsvector lexeme as it is). */
export function blindToken(key: Buffer, word: string): string {
  return createHmac('sha256', searchKey(key)).update(word, 'utf8').digest('hex').slice(0, 20);
}

const digestKeys = new WeakMap<Buffer, Map<string, Buffer>>();

/**
 * A keyed digest of `text` (hex HMAC-SHA-256) under a key derived from the owner's data key for
 * `label` (HKDF): equal texts of one owner give equal digests, so a table can hold it as a unique
 * key, but nobody without the data key can check a guess against it — and once the key is shredded
 * (erasure) nobody can, in any copy.
 */
export function keyedDigest(key: Buffer, label: string, text: string): string {
  let byLabel = digestKeys.get(key);
  if (!byLabel) digestKeys.set(key, (byLabel = new Map()));
  let k = byLabel.get(label);
  if (!k) byLabel.set(label, (k = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), label, 32))));
  return createHmac('sha256', k).update(text, 'utf8').digest('hex');
}

// A tsvector or tsquery as Postgres prints it quotes each lexeme: 'word' with '' for a quote inside.
const LEXEME = /'((?:[^']|'')*)'/g;

/**
 * Rewrites a tsvector's or tsquery's text (`'cat':2 'sat':3`, `'big' <-> 'bird' & !'dog'`) with each
 * lexeme replaced by its blind token; positions, weights and operators stay.
 */
export function blindLexemes(key: Buffer, tsText: string): string {
  return tsText.replace(LEXEME, (_m, lexeme: string) => `'${blindToken(key, lexeme.replace(/''/g, "'"))}'`);
}

/** A reader's view of some owners' keys, loaded at once: `open` is synchronous after it. */
export interface FieldOpener {
  open(owner: number, purpose: string, value: string): string | null;
  /** The owner's key, or null when they were erased (or never had one). */
  keyOf(owner: number): Buffer | null;
}

/** Sealing for projectors and opening for readers, over the key store. */
export class ViewCipher {
  constructor(private readonly keys: Pick<KeyStore, 'get' | 'getOrCreate' | 'loadMany'>) {}

  /**
   * The key to seal an owner's fields with: null when the owner was erased (their events then carry
   * no personal data either, so there is nothing to seal).
   */
  async sealingKey(owner: number): Promise<Buffer | null> {
    const cached = await this.keys.get(owner);
    if (cached) return cached;
    try {
      return await this.keys.getOrCreate(owner);
    } catch (e) {
      if (e instanceof ErasedSubjectError) return null;
      throw e;
    }
  }

  /** Seals `text` for its owner; null when the owner was erased (the field is not kept). */
  async seal(owner: number, purpose: string, text: string): Promise<string | null> {
    const key = await this.sealingKey(owner);
    return key ? sealText(key, owner, purpose, text) : null;
  }

  /** Loads the owners' keys (one query for those not cached) for synchronous opening. */
  async opener(owners: Iterable<number>): Promise<FieldOpener> {
    const ids = [...new Set(owners)];
    await this.keys.loadMany(ids);
    const found = new Map<number, Buffer | null>();
    for (const id of ids) found.set(id, await this.keys.get(id));
    return {
      keyOf: (owner) => found.get(owner) ?? null,
      open: (owner, purpose, value) => openText(found.get(owner) ?? null, owner, purpose, value),
    };
  }

  /** Opens one owner's field. */
  async open(owner: number, purpose: string, value: string): Promise<string | null> {
    return (await this.opener([owner])).open(owner, purpose, value);
  }
}

/** A cipher for runners without keys (tests of views that hold nothing personal): any use fails. */
export function noViewCipher(): ViewCipher {
  const refuse = () => Promise.reject(new Error('This projection runner was given no key store to seal personal fields with'));
  return new ViewCipher({ get: refuse, getOrCreate: refuse, loadMany: refuse });
}
