// The custody log of stored files (issue 28 item 7, decision 0041): every time a file's bytes leave
// the server — shown inline, downloaded, exported in a case bundle — or are refused because they no
// longer match the SHA-256 recorded at upload, one row says who (user id and role), what, when and
// from where (address and browser).
//
// Like the audit read log (projections/audit/read-log.ts) it is a table, not events: an access
// changes nothing in the domain. The table is append-only in the database (triggers refuse UPDATE,
// DELETE and TRUNCATE); each file's rows are hash-chained (seq 1, 2, … from GENESIS), and every
// file's head is anchored with the streams' heads (`$custody-<fileId>`), so a row edited or removed
// later is detectable, the last ones included.
//
// Where from is personal data of the person who asked: the address and browser are encrypted with
// that person's data key (AES-256-GCM, as events' `pii`) and the chain covers the ciphertext, so an
// erasure (the key deleted) leaves the log verifiable and the address unreadable.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { Knex } from 'knex';
import { decrypt, encrypt, ErasedSubjectError, isCiphertext, type Ciphertext, type KeyStore } from '../../infra/crypto/keys.js';
import type { Leaf } from '../../infra/eventstore/merkle.js';
import type { CustodyAction } from '../../modules/documents/index.js';
import { dropAppendOnlyFunction, makeAppendOnly } from '../../infra/db/append-only.js';

export const GENESIS = '0'.repeat(64);
/** The anchored head of a file's log: `$custody-<fileId>`. */
export const CUSTODY_HEAD_PREFIX = '$custody-';
/** The latest entries a log answer carries (the chain check reads them all). */
export const CUSTODY_PAGE = 200;
/** Longer user agents are cut (they are shown, not parsed). */
const MAX_USER_AGENT = 300;

/** Document Intelligence's documents (`document-{id}`) and documents attached to a case (`case-{id}`). */
export type FileKind = 'document' | 'case-document';

export const custodyLogMigration = {
  name: '0120_custody_log',
  async up(knex: Knex) {
    await knex.schema.createTable('custody_log', (t) => {
      t.text('file_id').notNullable();
      t.integer('seq').notNullable();
      t.text('file_kind').notNullable();
      t.text('at').notNullable();
      t.integer('actor_id').notNullable();
      t.text('actor_role').notNullable();
      /** viewed | downloaded | exported | verification-failed */
      t.text('action').notNullable();
      /** The SHA-256 of the bytes as read for this access, and the one recorded at upload. */
      t.text('sha256').notNullable();
      t.text('recorded_sha256').notNullable();
      t.text('request_id').notNullable();
      /** { ip, userAgent } encrypted with the actor's data key; null when the actor has none (erased). */
      t.jsonb('origin').nullable();
      t.text('prev_hash').notNullable();
      t.text('hash').notNullable();
      t.primary(['file_id', 'seq']);
    });
    await makeAppendOnly(knex, 'custody_log');
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('custody_log');
    await dropAppendOnlyFunction(knex, 'custody_log');
  },
};

export interface CustodyRow {
  fileId: string;
  seq: number;
  fileKind: FileKind;
  at: string;
  actorId: number;
  actorRole: string;
  action: CustodyAction;
  sha256: string;
  recordedSha256: string;
  requestId: string;
  origin: Ciphertext | null;
  prevHash: string;
  hash: string;
}

type Fields = Omit<CustodyRow, 'prevHash' | 'hash'>;

/** SHA-256 of the previous hash and the row's canonical JSON (RFC 8785; the origin as stored, encrypted). */
export function custodyHash(prevHash: string, r: Fields): string {
  const body = canonicalize({
    fileId: r.fileId,
    seq: r.seq,
    fileKind: r.fileKind,
    at: r.at,
    actorId: r.actorId,
    actorRole: r.actorRole,
    action: r.action,
    sha256: r.sha256,
    recordedSha256: r.recordedSha256,
    requestId: r.requestId,
    origin: r.origin,
  });
  return createHash('sha256').update(prevHash).update(body!).digest('hex');
}

/** What the encryption binds the origin to: this file's entry, so it cannot be moved to another. */
const originAad = (fileId: string, seq: number) => `custody:${fileId}:${seq}`;

export interface CustodyAccess {
  fileId: string;
  fileKind: FileKind;
  action: CustodyAction;
  actor: { id: number; role: string };
  ip: string;
  userAgent: string;
  sha256: string;
  recordedSha256: string;
  requestId: string;
}

// Two-key advisory lock: the class, and the file (hashed to an int by Postgres).
const CUSTODY_LOCK_CLASS = 0x43535459; // 'CSTY'

/** Appends one access to the file's log (its next seq, chained to its head). */
export async function recordCustody(deps: { knex: Knex; keys: KeyStore }, a: CustodyAccess): Promise<CustodyRow> {
  // The actor's key for new personal data; someone erased has none (and nothing personal is kept).
  const key = await deps.keys.getOrCreate(a.actor.id).catch((err: unknown) => {
    if (err instanceof ErasedSubjectError) return null;
    throw err;
  });
  return deps.knex.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [CUSTODY_LOCK_CLASS, a.fileId]);
    const last = await trx('custody_log').where({ file_id: a.fileId }).orderBy('seq', 'desc').first('seq', 'hash');
    const seq = (last ? Number(last.seq) : 0) + 1;
    const origin = key ? encrypt(key, { ip: a.ip, userAgent: a.userAgent.slice(0, MAX_USER_AGENT) }, originAad(a.fileId, seq)) : null;
    const fields: Fields = {
      fileId: a.fileId,
      seq,
      fileKind: a.fileKind,
      at: new Date().toISOString(),
      actorId: a.actor.id,
      actorRole: a.actor.role,
      action: a.action,
      sha256: a.sha256,
      recordedSha256: a.recordedSha256,
      requestId: a.requestId,
      origin,
    };
    const prevHash = last?.hash ?? GENESIS;
    const hash = custodyHash(prevHash, fields);
    await trx('custody_log').insert({
      file_id: fields.fileId,
      seq,
      file_kind: fields.fileKind,
      at: fields.at,
      actor_id: fields.actorId,
      actor_role: fields.actorRole,
      action: fields.action,
      sha256: fields.sha256,
      recorded_sha256: fields.recordedSha256,
      request_id: fields.requestId,
      origin: origin === null ? null : JSON.stringify(origin),
      prev_hash: prevHash,
      hash,
    });
    return { ...fields, prevHash, hash };
  });
}

const toRow = (r: Record<string, unknown>): CustodyRow => {
  const origin = typeof r.origin === 'string' ? (JSON.parse(r.origin) as unknown) : r.origin;
  return {
    fileId: String(r.file_id),
    seq: Number(r.seq),
    fileKind: String(r.file_kind) as FileKind,
    at: String(r.at),
    actorId: Number(r.actor_id),
    actorRole: String(r.actor_role),
    action: String(r.action) as CustodyAction,
    sha256: String(r.sha256),
    recordedSha256: String(r.recorded_sha256),
    requestId: String(r.request_id),
    origin: isCiphertext(origin) ? origin : null,
    prevHash: String(r.prev_hash),
    hash: String(r.hash),
  };
};

export interface CustodyChain {
  ok: boolean;
  checked: number;
  firstBadSeq?: number;
}

/** Each row is the next seq, links to the hash before it and hashes to its own fields. */
export function verifyCustodyChain(rows: readonly CustodyRow[]): CustodyChain {
  let prev = GENESIS;
  let checked = 0;
  for (const [i, r] of rows.entries()) {
    if (r.seq !== i + 1 || r.prevHash !== prev || custodyHash(prev, r) !== r.hash) return { ok: false, checked, firstBadSeq: r.seq };
    prev = r.hash;
    checked += 1;
  }
  return { ok: true, checked };
}

/** A file's whole log, oldest first. */
export async function custodyRows(knex: Knex, fileId: string): Promise<CustodyRow[]> {
  return (await knex('custody_log').where({ file_id: fileId }).orderBy('seq')).map(toRow);
}

export interface OpenedCustodyRow extends CustodyRow {
  /** The decrypted origin; null when the actor's key is gone (erased) or there was none. */
  ip: string | null;
  userAgent: string | null;
}

/** The rows with their origin decrypted where the actor's key still exists. */
export async function openCustody(keys: KeyStore, rows: readonly CustodyRow[]): Promise<OpenedCustodyRow[]> {
  await keys.loadMany(rows.map((r) => r.actorId));
  const opened: OpenedCustodyRow[] = [];
  for (const r of rows) {
    const key = r.origin ? await keys.get(r.actorId) : null;
    let origin: { ip?: unknown; userAgent?: unknown } | null = null;
    if (key && r.origin) {
      try {
        origin = decrypt(key, r.origin, originAad(r.fileId, r.seq)) as { ip?: unknown; userAgent?: unknown };
      } catch {
        origin = null; // moved from another entry, or altered: unreadable (the chain check says which)
      }
    }
    opened.push({
      ...r,
      ip: typeof origin?.ip === 'string' ? origin.ip : null,
      userAgent: typeof origin?.userAgent === 'string' ? origin.userAgent : null,
    });
  }
  return opened;
}

/** Every file's head (`$custody-<fileId>`), anchored with the streams' heads. */
export async function custodyHeads(knex: Knex): Promise<Leaf[]> {
  const { rows } = await knex.raw<{ rows: { file_id: string; seq: number; hash: string }[] }>(
    'select distinct on (file_id) file_id, seq, hash from custody_log order by file_id, seq desc',
  );
  return rows.map((r) => ({ stream: `${CUSTODY_HEAD_PREFIX}${r.file_id}`, version: Number(r.seq), hash: r.hash }));
}
