// Who read which stream, when (issue 10, finding 2). Every audit request is recorded in
// `audit_reads`, an append-only table — the database refuses UPDATE, DELETE and TRUNCATE on it —
// whose rows are hash-chained like a stream, and whose head is anchored with the event streams'
// (as `$audit-reads`), so a removed or edited row is detectable.
//
// Why a table and not events: a read changes nothing in the domain. As events, reads would be
// replayed by every projector and grow the log with every page an auditor opens; as a chained,
// anchored, append-only table they keep the same evidence at the cost of one insert.
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { Knex } from 'knex';
import type { Leaf } from '../../infra/eventstore/merkle.js';
import { dropAppendOnlyFunction, makeAppendOnly } from '../../infra/db/append-only.js';

export const AUDIT_READS_STREAM = '$audit-reads';
const GENESIS = '0'.repeat(64);

export const auditReadsMigration = {
  name: '0060_audit_reads',
  async up(knex: Knex) {
    await knex.schema.createTable('audit_reads', (t) => {
      t.integer('seq').primary();
      t.text('at').notNullable();
      t.integer('reader_id').notNullable();
      t.text('reader_role').notNullable();
      /** read | verify | anchors | proof | reads */
      t.text('action').notNullable();
      /** The stream (or '' for a list). */
      t.text('target').notNullable();
      t.text('request_id').notNullable();
      t.text('prev_hash').notNullable();
      t.text('hash').notNullable();
      t.index(['reader_id', 'seq']);
    });
    await makeAppendOnly(knex, 'audit_reads');
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('audit_reads');
    await dropAppendOnlyFunction(knex, 'audit_reads');
  },
};

export interface AuditRead {
  seq: number;
  at: string;
  readerId: number;
  readerRole: string;
  action: string;
  target: string;
  requestId: string;
  prevHash: string;
  hash: string;
}

type Fields = Omit<AuditRead, 'prevHash' | 'hash'>;

export function readHash(prevHash: string, r: Fields): string {
  const body = canonicalize({
    seq: r.seq,
    at: r.at,
    readerId: r.readerId,
    readerRole: r.readerRole,
    action: r.action,
    target: r.target,
    requestId: r.requestId,
  });
  return createHash('sha256').update(prevHash).update(body!).digest('hex');
}

// One-key advisory lock: reads are chained one after the other.
const READ_LOG_LOCK = 0x41524c47; // 'ARLG'

export async function recordRead(knex: Knex, r: Omit<Fields, 'seq' | 'at'>): Promise<AuditRead> {
  return knex.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [READ_LOG_LOCK]);
    const last = await trx('audit_reads').orderBy('seq', 'desc').first('seq', 'hash');
    const fields: Fields = { ...r, seq: (last ? Number(last.seq) : 0) + 1, at: new Date().toISOString() };
    const prevHash = last?.hash ?? GENESIS;
    const hash = readHash(prevHash, fields);
    await trx('audit_reads').insert({
      seq: fields.seq,
      at: fields.at,
      reader_id: fields.readerId,
      reader_role: fields.readerRole,
      action: fields.action,
      target: fields.target,
      request_id: fields.requestId,
      prev_hash: prevHash,
      hash,
    });
    return { ...fields, prevHash, hash };
  });
}

const toRead = (r: Record<string, unknown>): AuditRead => ({
  seq: Number(r.seq),
  at: String(r.at),
  readerId: Number(r.reader_id),
  readerRole: String(r.reader_role),
  action: String(r.action),
  target: String(r.target),
  requestId: String(r.request_id),
  prevHash: String(r.prev_hash),
  hash: String(r.hash),
});

/** The latest reads, newest first, and whether the whole log's chain verifies. */
export async function listReads(
  knex: Knex,
  limit: number,
): Promise<{ reads: AuditRead[]; chain: { ok: boolean; checked: number; firstBadSeq?: number } }> {
  const all = (await knex('audit_reads').orderBy('seq')).map(toRead);
  let prev = GENESIS;
  let checked = 0;
  let firstBadSeq: number | undefined;
  for (const [i, r] of all.entries()) {
    if (r.seq !== i + 1 || r.prevHash !== prev || readHash(prev, r) !== r.hash) {
      firstBadSeq = r.seq;
      break;
    }
    prev = r.hash;
    checked += 1;
  }
  return {
    reads: all.slice(-limit).reverse(),
    chain: firstBadSeq === undefined ? { ok: true, checked } : { ok: false, checked, firstBadSeq },
  };
}

/** The log's head, anchored with the streams' heads. */
export async function readLogHead(knex: Knex): Promise<Leaf[]> {
  const last = await knex('audit_reads').orderBy('seq', 'desc').first('seq', 'hash');
  return last ? [{ stream: AUDIT_READS_STREAM, version: Number(last.seq), hash: last.hash }] : [];
}
