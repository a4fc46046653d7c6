// Tamper evidence beyond one stream (issue 10, finding 10; docs/security.md). A stream's hash chain
// proves nothing was changed *unless* someone rewrote the stream and every hash after the change.
// Anchoring closes that: every ANCHOR_INTERVAL_MINUTES the heads of all streams (their last
// version and hash) go into one Merkle root, and each root is appended to a chain of anchors of
// its own. An anchor's hash, once copied somewhere else (GET /api/audit/anchors exports them),
// pins every stream as it was: a rewritten stream no longer reaches the anchored head, and the
// inclusion proof of GET /api/audit/anchors/:seq/streams/:stream fails.
//
// While following the log to collect heads, every event is also checked to link to the head
// before it (version + 1, prevHash = head hash): a break is recorded and logged at once, instead
// of waiting for someone to ask. `verifyAgainstStore` re-reads anchored streams in full (the
// rebuild script runs it).
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { Knex } from 'knex';
import type { Logger } from '../logger/index.js';
import { GENESIS_HASH, verifyChain } from './hash-chain.js';
import { inclusionProof, merkleRoot, sortLeaves, verifyInclusion, type InclusionProof, type Leaf } from './merkle.js';
import { positionFromString, positionToString, START, type Position, type ReadAllOptions, type RecordedEvent } from './types.js';

export const anchorsMigration = {
  name: '0006_anchors',
  async up(knex: Knex) {
    await knex.schema.createTable('anchor_heads', (t) => {
      t.text('stream').primary();
      t.integer('version').notNullable();
      t.text('hash').notNullable();
      /** The head the latest anchor holds (null: not anchored yet). */
      t.integer('anchored_version').nullable();
      t.text('anchored_hash').nullable();
    });
    await knex.schema.createTable('anchor_tracker', (t) => {
      t.integer('id').primary();
      /** Position in the global log up to which heads are collected. */
      t.text('position').notNullable();
    });
    await knex('anchor_tracker').insert({ id: 1, position: positionToString(START) });
    await knex.schema.createTable('anchors', (t) => {
      t.integer('seq').primary();
      t.text('created_at').notNullable();
      t.text('position').notNullable();
      t.integer('stream_count').notNullable();
      t.text('root').notNullable();
      t.text('prev_hash').notNullable();
      t.text('hash').notNullable();
    });
    /** Heads that changed in each anchor: the heads of anchor n are the latest change of each stream up to n. */
    await knex.schema.createTable('anchor_changes', (t) => {
      t.integer('seq').notNullable();
      t.text('stream').notNullable();
      t.integer('version').notNullable();
      t.text('hash').notNullable();
      t.primary(['seq', 'stream']);
      t.index(['stream', 'seq']);
    });
    await knex.schema.createTable('anchor_breaks', (t) => {
      t.bigIncrements('id');
      t.text('stream').notNullable();
      t.integer('version').notNullable();
      t.text('reason').notNullable();
      t.timestamp('detected_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex: Knex) {
    for (const t of ['anchor_breaks', 'anchor_changes', 'anchors', 'anchor_tracker', 'anchor_heads'])
      await knex.schema.dropTableIfExists(t);
  },
};

/** What anchoring reads of the event store: the global log and a stream as stored. */
export interface AnchorSource {
  readAll(opts: ReadAllOptions): Promise<RecordedEvent[]>;
  readStreamRaw(stream: string): Promise<RecordedEvent[]>;
}

export interface Anchor {
  seq: number;
  createdAt: string;
  /** The global log position up to which heads were collected. */
  position: string;
  streamCount: number;
  root: string;
  prevHash: string;
  hash: string;
}

export interface AnchorProof extends InclusionProof {
  anchor: Anchor;
  /** The path leads from this stream's anchored head to the anchor's root. */
  included: boolean;
  /** The stream as stored now still verifies and still has the anchored hash at the anchored version. */
  streamMatches: boolean;
  reason?: string;
}

export interface AnchorVerification {
  ok: boolean;
  anchors: number;
  /** The anchor whose streams were re-read (the latest), if any. */
  seq?: number;
  streamsChecked: number;
  failures: { stream?: string; seq?: number; reason: string }[];
}

const GENESIS_ANCHOR = '0'.repeat(64);

export function anchorHash(prevHash: string, a: Omit<Anchor, 'hash' | 'prevHash'>): string {
  const body = canonicalize({ seq: a.seq, createdAt: a.createdAt, position: a.position, streamCount: a.streamCount, root: a.root });
  return createHash('sha256').update(prevHash).update(body!).digest('hex');
}

interface AnchorRow {
  seq: number;
  created_at: string;
  position: string;
  stream_count: number;
  root: string;
  prev_hash: string;
  hash: string;
}

const toAnchor = (r: AnchorRow): Anchor => ({
  seq: Number(r.seq),
  createdAt: r.created_at,
  position: r.position,
  streamCount: Number(r.stream_count),
  root: r.root,
  prevHash: r.prev_hash,
  hash: r.hash,
});

// One-key advisory lock: one process seals an anchor at a time.
const ANCHOR_LOCK = 0x414e4348; // 'ANCH'

export interface AnchoringOptions {
  knex: Knex;
  source: AnchorSource;
  logger?: Logger;
  /** Heads of chains kept outside the event store (e.g. the audit read log), named `$…`. */
  extraHeads?: () => Promise<Leaf[]>;
  batchSize?: number;
}

export class Anchoring {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(private readonly opts: AnchoringOptions) {}

  private get knex() {
    return this.opts.knex;
  }

  /**
   * Follows the log from the tracker's position, checking each event's link to its stream's head
   * and keeping the heads. Short transactions, one per batch: a long writing transaction would
   * hold back every reader of the log.
   */
  async catchUp(): Promise<{ events: number; breaks: number }> {
    const { knex } = this;
    let events = 0;
    let breaks = 0;
    for (;;) {
      const tracker = await knex('anchor_tracker').where({ id: 1 }).first('position');
      const from: Position = positionFromString(tracker!.position);
      const batch = await this.opts.source.readAll({ fromPosition: from, limit: this.opts.batchSize ?? 1000 });
      if (batch.length === 0) return { events, breaks };
      const streams = [...new Set(batch.map((e) => e.stream))];
      const heads = new Map<string, { version: number; hash: string }>();
      for (const r of await knex('anchor_heads').whereIn('stream', streams).select('stream', 'version', 'hash')) {
        heads.set(r.stream, { version: Number(r.version), hash: r.hash });
      }
      const found: { stream: string; version: number; reason: string }[] = [];
      for (const e of batch) {
        const head = heads.get(e.stream);
        const expected = (head?.version ?? 0) + 1;
        const prev = head?.hash ?? GENESIS_HASH;
        if (e.version !== expected)
          found.push({ stream: e.stream, version: e.version, reason: `version ${e.version} follows version ${head?.version ?? 0}` });
        else if (e.prevHash !== prev)
          found.push({ stream: e.stream, version: e.version, reason: `version ${e.version} does not link to the previous event's hash` });
        heads.set(e.stream, { version: e.version, hash: e.hash });
      }
      const to = positionToString(batch.at(-1)!.position);
      const moved = await knex.transaction(async (trx) => {
        await trx.raw('select pg_advisory_xact_lock(?)', [ANCHOR_LOCK]);
        const n = await trx('anchor_tracker').where({ id: 1, position: tracker!.position }).update({ position: to });
        if (n === 0) return false; // another process collected this batch
        const rows = [...heads].filter(([s]) => streams.includes(s)).map(([stream, h]) => ({ stream, version: h.version, hash: h.hash }));
        await trx('anchor_heads').insert(rows).onConflict('stream').merge(['version', 'hash']);
        if (found.length) await trx('anchor_breaks').insert(found);
        return true;
      });
      if (!moved) continue;
      for (const b of found)
        this.opts.logger?.error({ stream: b.stream, version: b.version, reason: b.reason }, 'event store hash chain broken');
      events += batch.length;
      breaks += found.length;
    }
  }

  /** Collects the heads and, when any changed since the last anchor, appends a new anchor. */
  async seal(): Promise<Anchor | undefined> {
    await this.catchUp();
    const { knex } = this;
    const extra = this.opts.extraHeads ? await this.opts.extraHeads() : [];
    return knex.transaction(async (trx) => {
      // Heads do not move while an anchor is sealed: catch-up batches take the same lock.
      await trx.raw('select pg_advisory_xact_lock(?)', [ANCHOR_LOCK]);
      if (extra.length)
        await trx('anchor_heads')
          .insert(extra.map((l) => ({ stream: l.stream, version: l.version, hash: l.hash })))
          .onConflict('stream')
          .merge(['version', 'hash']);
      const last = await trx<AnchorRow>('anchors').orderBy('seq', 'desc').first();
      const changed = await trx('anchor_heads')
        .whereRaw('anchored_version is distinct from version or anchored_hash is distinct from hash')
        .select('stream', 'version', 'hash');
      if (last && changed.length === 0) return undefined;
      const heads: Leaf[] = (await trx('anchor_heads').select('stream', 'version', 'hash')).map((r) => ({
        stream: r.stream,
        version: Number(r.version),
        hash: r.hash,
      }));
      const tracker = await trx('anchor_tracker').where({ id: 1 }).first('position');
      const seq = (last ? Number(last.seq) : 0) + 1;
      const prevHash = last?.hash ?? GENESIS_ANCHOR;
      const body = {
        seq,
        createdAt: new Date().toISOString(),
        position: tracker!.position,
        streamCount: heads.length,
        root: merkleRoot(sortLeaves(heads)),
      };
      const anchor: Anchor = { ...body, prevHash, hash: anchorHash(prevHash, body) };
      await trx('anchors').insert({
        seq,
        created_at: anchor.createdAt,
        position: anchor.position,
        stream_count: anchor.streamCount,
        root: anchor.root,
        prev_hash: prevHash,
        hash: anchor.hash,
      });
      for (let i = 0; i < changed.length; i += 1000) {
        await trx('anchor_changes').insert(
          changed.slice(i, i + 1000).map((c) => ({ seq, stream: c.stream, version: c.version, hash: c.hash })),
        );
      }
      await trx('anchor_heads')
        .whereRaw('anchored_version is distinct from version or anchored_hash is distinct from hash')
        .update({ anchored_version: knex.ref('version'), anchored_hash: knex.ref('hash') });
      return anchor;
    });
  }

  async list(): Promise<Anchor[]> {
    return (await this.knex<AnchorRow>('anchors').orderBy('seq')).map(toAnchor);
  }

  async get(seq: number): Promise<Anchor | undefined> {
    const row = await this.knex<AnchorRow>('anchors').where({ seq }).first();
    return row ? toAnchor(row) : undefined;
  }

  /** The heads an anchor holds: the latest change of each stream up to it. */
  async headsAt(seq: number): Promise<Leaf[]> {
    const { rows } = await this.knex.raw<{ rows: Leaf[] }>(
      'select distinct on (stream) stream, version, hash from anchor_changes where seq <= ? order by stream, seq desc',
      [seq],
    );
    return sortLeaves(rows.map((r) => ({ stream: r.stream, version: Number(r.version), hash: r.hash })));
  }

  /** Each anchor links to the one before it and its hash matches its fields. */
  verifyAnchorChain(anchors: readonly Anchor[]): { ok: boolean; checked: number; firstBadSeq?: number; reason?: string } {
    let prev = GENESIS_ANCHOR;
    let checked = 0;
    for (const [i, a] of anchors.entries()) {
      if (a.seq !== i + 1) return { ok: false, checked, firstBadSeq: a.seq, reason: `anchor ${i + 1} is missing` };
      if (a.prevHash !== prev)
        return { ok: false, checked, firstBadSeq: a.seq, reason: `anchor ${a.seq} does not link to the anchor before it` };
      if (anchorHash(prev, a) !== a.hash) return { ok: false, checked, firstBadSeq: a.seq, reason: `anchor ${a.seq} was altered` };
      prev = a.hash;
      checked += 1;
    }
    return { ok: true, checked };
  }

  /** The inclusion proof of a stream's head in an anchor, and whether the stream as stored now still matches it. */
  async proof(seq: number, stream: string): Promise<AnchorProof | undefined> {
    const anchor = await this.get(seq);
    if (!anchor) return undefined;
    const heads = await this.headsAt(seq);
    const proof = inclusionProof(heads, stream);
    if (!proof) return undefined;
    const included = proof.root === anchor.root && verifyInclusion({ ...proof, root: anchor.root });
    const match = await this.streamMatches(proof.leaf);
    return { ...proof, root: anchor.root, anchor, included, streamMatches: match.ok, ...(match.reason ? { reason: match.reason } : {}) };
  }

  private async streamMatches(leaf: Leaf): Promise<{ ok: boolean; reason?: string }> {
    if (leaf.stream.startsWith('$')) return { ok: true };
    const events = (await this.opts.source.readStreamRaw(leaf.stream)).filter((e) => e.version <= leaf.version);
    const chain = verifyChain(events);
    if (!chain.ok) return { ok: false, reason: chain.reason };
    const head = events.at(-1);
    if (!head || head.version !== leaf.version) return { ok: false, reason: `version ${leaf.version} is missing` };
    if (head.hash !== leaf.hash)
      return { ok: false, reason: `version ${leaf.version} no longer has the anchored hash: the stream was rewritten` };
    return { ok: true };
  }

  /**
   * Full check (rebuild): the anchor chain links, the latest anchor's root is the root of its
   * recorded heads, and every anchored stream, re-read as stored, verifies up to its anchored head.
   */
  async verifyAgainstStore(): Promise<AnchorVerification> {
    const anchors = await this.list();
    const failures: AnchorVerification['failures'] = [];
    const chain = this.verifyAnchorChain(anchors);
    if (!chain.ok) failures.push({ seq: chain.firstBadSeq, reason: chain.reason! });
    const latest = anchors.at(-1);
    if (!latest) return { ok: failures.length === 0, anchors: 0, streamsChecked: 0, failures };
    const heads = await this.headsAt(latest.seq);
    if (merkleRoot(heads) !== latest.root)
      failures.push({ seq: latest.seq, reason: `the heads recorded for anchor ${latest.seq} do not give its root` });
    let streamsChecked = 0;
    for (const leaf of heads) {
      if (leaf.stream.startsWith('$')) continue;
      const m = await this.streamMatches(leaf);
      streamsChecked += 1;
      if (!m.ok) failures.push({ stream: leaf.stream, seq: latest.seq, reason: m.reason! });
    }
    return { ok: failures.length === 0, anchors: anchors.length, seq: latest.seq, streamsChecked, failures };
  }

  /** Seals an anchor every `intervalMs` (the worker role). */
  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.seal()
        .catch((err) => this.opts.logger?.error({ err }, 'anchoring failed'))
        .finally(() => {
          this.running = undefined;
        });
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
