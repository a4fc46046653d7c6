// The documents waiting for their text (issue 28, docs/decisions/0039-a-queue-no-one-can-clog.md).
// The reaction to an upload only puts the document here; the worker's dispatcher takes the next
// one in turn across users: from the user served least recently among those with a document
// waiting, at most MAX_IN_FLIGHT_PER_USER of one user at a time, as many at once as the
// extraction pool reads. One user's ten slow scans therefore delay another user's document by one
// document at most, and the reaction (whose lag /api/health judges) never waits on a slow file.
//
// The queue is a table, so it outlives a restart and is shared by every worker process: a claim
// takes a transaction-scoped advisory lock (the per-user limit holds across processes) and a lease
// the holder renews; a lease that runs out (its process died) makes the document claimable again.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from '../../infra/logger/index.js';

/** Documents of one user read at the same time, whatever the number of extraction slots. */
export const MAX_IN_FLIGHT_PER_USER = 2;
/** A document claimed this many times without an outcome (its worker died each time) fails. */
export const MAX_ATTEMPTS = 3;
/** How long a claim holds without being renewed; renewed every third of it. */
const LEASE_MS = 60_000;
/**
 * Another process's enqueue, a lease run out, a retry's time come: looked for this often while
 * documents wait or are read, and every IDLE_POLLS-th time when the queue looked empty (this
 * process's own uploads wake it at once).
 */
const POLL_MS = 1_000;
const IDLE_POLLS = 5;
/** Waits before a document whose attempt failed for a passing reason (storage, database) is tried again. */
const RETRY_BACKOFF_MS = [2_000, 10_000, 30_000];
// One-key advisory lock: one claim at a time, across processes ('DQUE').
const QUEUE_LOCK = 0x44515545;

export const documentQueueMigration = {
  name: '0101_documents_queue_and_quota',
  async up(knex: Knex) {
    await knex.schema.createTable('document_queue', (t) => {
      t.uuid('document_id').primary();
      t.integer('user_id').notNullable();
      /** The upload's time: the queue's age is the oldest waiting upload's. */
      t.timestamp('enqueued_at', { useTz: true }).notNullable();
      /** Not taken before this (a retry's back-off). */
      t.timestamp('not_before', { useTz: true }).notNullable();
      t.integer('attempts').notNullable().defaultTo(0);
      /** The process holding it and until when (null: waiting). */
      t.text('owner');
      t.timestamp('lease_until', { useTz: true });
      t.timestamp('started_at', { useTz: true });
      /** The upload event (the causation of what the worker appends) and its correlation. */
      t.uuid('causation_id');
      t.text('correlation_id');
      t.index(['user_id', 'enqueued_at']);
    });
    await knex.schema.createTable('document_queue_users', (t) => {
      t.integer('user_id').primary();
      t.timestamp('last_served_at', { useTz: true }).notNullable();
    });
    await knex.schema.createTable('document_upload_days', (t) => {
      t.integer('user_id').notNullable();
      t.date('day').notNullable();
      t.integer('files').notNullable();
      t.bigInteger('bytes').notNullable();
      t.primary(['user_id', 'day']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('document_upload_days');
    await knex.schema.dropTable('document_queue_users');
    await knex.schema.dropTable('document_queue');
  },
};

/**
 * The queue holds documents uploaded to Document Intelligence and, from decision 0055 on, the
 * documents attached to a case: each kind is read by its own reader (the documents module's, or the
 * one casework registers), in the same turns and under the same per-user limit.
 */
export const documentQueueKindsMigration = {
  name: '0102_documents_queue_kinds',
  async up(knex: Knex) {
    await knex.schema.alterTable('document_queue', (t) => {
      t.text('kind').notNullable().defaultTo('document');
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('document_queue', (t) => {
      t.dropColumn('kind');
    });
  },
};

/** What a queued id is: an uploaded document, or a file attached to a case. */
export type QueueKind = 'document' | 'case-document';

export interface QueuedDocument {
  documentId: string;
  userId: number;
  /** 'document' when not said. */
  kind?: QueueKind;
  /** The upload's time (ISO). */
  uploadedAt: string;
  causationId?: string;
  correlationId?: string;
}

/** Puts an uploaded document in the queue (again: nothing happens). */
export async function enqueueDocument(knex: Knex, doc: QueuedDocument): Promise<void> {
  await knex('document_queue')
    .insert({
      document_id: doc.documentId,
      user_id: doc.userId,
      kind: doc.kind ?? 'document',
      enqueued_at: doc.uploadedAt,
      not_before: doc.uploadedAt,
      causation_id: doc.causationId ?? null,
      correlation_id: doc.correlationId ?? null,
    })
    .onConflict('document_id')
    .ignore();
}

/** A user's oldest waiting document. */
export interface Head {
  documentId: string;
  userId: number;
  enqueuedAt: number;
}

/**
 * The next document to read: among users under their in-flight limit, the one served least
 * recently (never served first); between equals, the older upload.
 */
export function pickNext(
  heads: readonly Head[],
  inFlight: ReadonlyMap<number, number>,
  lastServed: ReadonlyMap<number, number>,
  maxPerUser = MAX_IN_FLIGHT_PER_USER,
): Head | undefined {
  let best: { head: Head; served: number } | undefined;
  for (const head of heads) {
    if ((inFlight.get(head.userId) ?? 0) >= maxPerUser) continue;
    const served = lastServed.get(head.userId) ?? Number.NEGATIVE_INFINITY;
    if (
      !best ||
      served < best.served ||
      (served === best.served &&
        (head.enqueuedAt < best.head.enqueuedAt || (head.enqueuedAt === best.head.enqueuedAt && head.userId < best.head.userId)))
    )
      best = { head, served };
  }
  return best?.head;
}

/** What /api/health shows of the queue: never a reason to take the app out. */
export interface QueueHealth {
  /** Documents waiting for a slot. */
  waiting: number;
  /** Documents being read now. */
  reading: number;
  /** Users with a document waiting or being read. */
  users: number;
  /** Since when the oldest waiting document was uploaded, in seconds (null when none waits). */
  oldestWaitingSeconds: number | null;
}

const WAITING = '(lease_until is null or lease_until < now())';

export async function queueHealth(knex: Knex): Promise<QueueHealth> {
  const { rows } = (await knex.raw(
    `select count(*) filter (where ${WAITING}) as waiting,
            count(*) filter (where lease_until >= now()) as reading,
            count(distinct user_id) as users,
            extract(epoch from now() - min(enqueued_at) filter (where ${WAITING})) as oldest
       from document_queue`,
  )) as { rows: { waiting: string | number; reading: string | number; users: string | number; oldest: string | number | null }[] };
  const r = rows[0]!;
  return {
    waiting: Number(r.waiting),
    reading: Number(r.reading),
    users: Number(r.users),
    oldestWaitingSeconds: r.oldest === null ? null : Math.max(0, Math.round(Number(r.oldest) * 10) / 10),
  };
}

/** Takes a queued id out of the queue (its document was removed): nothing happens if it is not there. */
export async function dequeueDocument(knex: Knex, documentId: string): Promise<void> {
  await knex('document_queue').where({ document_id: documentId }).delete();
}

/** Where one queued id stands: being read, or waiting with about `ahead` documents to be read first. */
export type QueuePlace = { state: 'reading' } | { state: 'waiting'; ahead: number };

/**
 * Where each of the given ids stands in the queue (ids not in it are left out). The documents read
 * before a waiting one, taking turns as the dispatcher does: those being read now, the same user's
 * older waiting ones, and from every other user with documents waiting one a round up to this
 * one's round (its place in its user's own order), plus that round's own when the other user was
 * served less recently. An estimate: uploads still to come and the in-flight limit change it,
 * never by more than a turn per user.
 */
export async function queuePlaces(knex: Knex, ids: readonly string[]): Promise<Map<string, QueuePlace>> {
  const out = new Map<string, QueuePlace>();
  if (ids.length === 0) return out;
  const mine = (await knex('document_queue')
    .whereIn('document_id', ids)
    .select('document_id', 'user_id', 'enqueued_at', knex.raw(`(lease_until is not null and lease_until >= now()) as reading`))) as {
    document_id: string;
    user_id: number;
    enqueued_at: Date | string;
    reading: boolean;
  }[];
  if (mine.length === 0) return out;
  const { rows: waiting } = (await knex.raw(
    `select user_id, enqueued_at, document_id from document_queue where ${WAITING} order by user_id, enqueued_at, document_id`,
  )) as { rows: { user_id: number; enqueued_at: Date | string; document_id: string }[] };
  const { rows: readingRows } = (await knex.raw(`select count(*) as n from document_queue where lease_until >= now()`)) as {
    rows: { n: string | number }[];
  };
  const readingNow = Number(readingRows[0]?.n ?? 0);
  const byUser = new Map<number, string[]>();
  const firstAt = new Map<number, number>();
  for (const w of waiting) {
    byUser.set(w.user_id, [...(byUser.get(w.user_id) ?? []), w.document_id]);
    if (!firstAt.has(w.user_id)) firstAt.set(w.user_id, new Date(w.enqueued_at).getTime());
  }
  const served = new Map(
    (
      (await knex('document_queue_users')
        .whereIn('user_id', [...byUser.keys()])
        .select('user_id', 'last_served_at')) as {
        user_id: number;
        last_served_at: Date | string;
      }[]
    ).map((r) => [r.user_id, new Date(r.last_served_at).getTime()]),
  );
  // In each round every user with a document left gets one, the user served least recently first (pickNext's order).
  const before = (u: number, me: number) => {
    const [su, sm] = [served.get(u) ?? -Infinity, served.get(me) ?? -Infinity];
    if (su !== sm) return su < sm;
    const [fu, fm] = [firstAt.get(u) ?? 0, firstAt.get(me) ?? 0];
    return fu !== fm ? fu < fm : u < me;
  };
  for (const m of mine) {
    if (m.reading) {
      out.set(m.document_id, { state: 'reading' });
      continue;
    }
    const own = byUser.get(m.user_id) ?? [];
    const turn = Math.max(0, own.indexOf(m.document_id));
    let ahead = readingNow + turn;
    for (const [user, docs] of byUser) if (user !== m.user_id) ahead += Math.min(docs.length, before(user, m.user_id) ? turn + 1 : turn);
    out.set(m.document_id, { state: 'waiting', ahead });
  }
  return out;
}

export interface ClaimedDocument {
  documentId: string;
  userId: number;
  kind: QueueKind;
  /** Claims of this document so far, this one included. */
  attempts: number;
  causationId: string | null;
  correlationId: string | null;
}

export interface DocumentQueueOptions {
  knex: Knex;
  logger: Logger;
  /** Reads one document to its outcome (text or a failure recorded); rejects to be tried again later. */
  run(job: ClaimedDocument): Promise<void>;
  /** Documents read at the same time by this process (the extraction pool's capacity). */
  slots: number;
  maxPerUser?: number;
  pollMs?: number;
  leaseMs?: number;
}

/** The dispatcher of one worker process. */
export class DocumentQueue {
  private readonly owner = randomUUID();
  private readonly running = new Map<string, Promise<void>>();
  private readonly slots: number;
  private readonly maxPerUser: number;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private timers: NodeJS.Timeout[] = [];
  private started = false;
  private stopping = false;
  private pumping: Promise<void> | undefined;
  private again = false;
  /** The last look found documents waiting (maybe not claimable yet). */
  private sawWaiting = true;
  private idleTicks = 0;

  constructor(private readonly opts: DocumentQueueOptions) {
    this.slots = Math.max(1, opts.slots);
    this.maxPerUser = opts.maxPerUser ?? MAX_IN_FLIGHT_PER_USER;
    this.leaseMs = opts.leaseMs ?? LEASE_MS;
    this.pollMs = opts.pollMs ?? POLL_MS;
  }

  /** Documents this process is reading now. */
  get reading(): number {
    return this.running.size;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    const poll = setInterval(() => {
      if (!this.sawWaiting && this.running.size === 0 && ++this.idleTicks < IDLE_POLLS) return;
      this.idleTicks = 0;
      this.wake();
    }, this.pollMs);
    const renew = setInterval(() => void this.renewLeases(), Math.max(100, Math.floor(this.leaseMs / 3)));
    poll.unref();
    renew.unref();
    this.timers = [poll, renew];
    this.wake();
  }

  /** Something was queued or finished here: look for the next document now. */
  wake(): void {
    if (!this.started || this.stopping) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = this.pump()
      .catch((err: unknown) => {
        if (!this.stopping) this.opts.logger.warn({ err }, 'documents: the queue could not be read; trying again shortly');
      })
      .finally(() => {
        this.pumping = undefined;
        // A wake between the pump's last look and here would be lost otherwise.
        if (this.again) this.wake();
      });
  }

  /**
   * Takes no more documents and gives back the ones being read (another process, or this worker
   * on its next start, reads them again; the attempt does not count). Nothing waits for them.
   */
  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    for (const t of this.timers) clearInterval(t);
    await this.pumping; // a claim in its transaction ends first (then nothing more is claimed)
    if (this.running.size === 0) return;
    await this.opts
      .knex('document_queue')
      .where({ owner: this.owner })
      .update({ owner: null, lease_until: null, started_at: null, attempts: this.opts.knex.raw('greatest(attempts - 1, 0)') })
      .catch((err: unknown) => this.opts.logger.warn({ err }, 'documents: documents being read could not be given back at shutdown'));
  }

  private async pump(): Promise<void> {
    do {
      this.again = false;
      while (!this.stopping && this.running.size < this.slots) {
        const job = await this.claim();
        if (!job) break;
        this.launch(job);
      }
    } while (this.again && !this.stopping);
  }

  private async claim(): Promise<ClaimedDocument | undefined> {
    const { knex } = this.opts;
    return knex.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [QUEUE_LOCK]);
      const { rows: heads } = (await trx.raw(
        `select distinct on (user_id) document_id, user_id, enqueued_at
           from document_queue
          where ${WAITING} and not_before <= now()
          order by user_id, enqueued_at, document_id`,
      )) as { rows: { document_id: string; user_id: number; enqueued_at: Date | string }[] };
      this.sawWaiting = heads.length > 0;
      if (heads.length === 0) return undefined;
      const users = heads.map((h) => h.user_id);
      const busy = (await trx('document_queue')
        .whereIn('user_id', users)
        .andWhere('lease_until', '>=', trx.fn.now())
        .groupBy('user_id')
        .select('user_id')
        .count({ n: '*' })) as { user_id: number; n: string | number }[];
      const served = (await trx('document_queue_users').whereIn('user_id', users).select('user_id', 'last_served_at')) as {
        user_id: number;
        last_served_at: Date | string;
      }[];
      const next = pickNext(
        heads.map((h) => ({ documentId: h.document_id, userId: h.user_id, enqueuedAt: new Date(h.enqueued_at).getTime() })),
        new Map(busy.map((b) => [b.user_id, Number(b.n)])),
        new Map(served.map((s) => [s.user_id, new Date(s.last_served_at).getTime()])),
        this.maxPerUser,
      );
      if (!next) return undefined;
      const [row] = (await trx('document_queue')
        .where({ document_id: next.documentId })
        .update({
          owner: this.owner,
          lease_until: trx.raw(`now() + ? * interval '1 millisecond'`, [this.leaseMs]),
          started_at: trx.fn.now(),
          attempts: trx.raw('attempts + 1'),
        })
        .returning(['document_id', 'user_id', 'kind', 'attempts', 'causation_id', 'correlation_id'])) as {
        document_id: string;
        user_id: number;
        kind: QueueKind;
        attempts: number;
        causation_id: string | null;
        correlation_id: string | null;
      }[];
      await trx('document_queue_users')
        .insert({ user_id: next.userId, last_served_at: trx.raw('clock_timestamp()') })
        .onConflict('user_id')
        .merge();
      return {
        documentId: row!.document_id,
        userId: row!.user_id,
        kind: row!.kind,
        attempts: row!.attempts,
        causationId: row!.causation_id,
        correlationId: row!.correlation_id,
      };
    });
  }

  private launch(job: ClaimedDocument): void {
    const { knex, logger } = this.opts;
    const done = async () => {
      try {
        await this.opts.run(job);
        // Given back at shutdown meanwhile (owner null) it is done all the same; taken by another
        // process since, that one finds the document read and lets it go.
        await knex('document_queue')
          .where({ document_id: job.documentId })
          .andWhere((q) => q.where({ owner: this.owner }).orWhereNull('owner'))
          .delete();
      } catch (err) {
        if (this.stopping) return; // given back already
        const wait = RETRY_BACKOFF_MS[Math.min(job.attempts, RETRY_BACKOFF_MS.length) - 1] ?? RETRY_BACKOFF_MS[0]!;
        logger.warn(
          { err, documentId: job.documentId, attempts: job.attempts, retryInMs: wait },
          'documents: reading a document failed; tried again later',
        );
        await knex('document_queue')
          .where({ document_id: job.documentId, owner: this.owner })
          .update({ owner: null, lease_until: null, not_before: knex.raw(`now() + ? * interval '1 millisecond'`, [wait]) });
      }
    };
    const p = done()
      .catch((err: unknown) => {
        if (!this.stopping) logger.warn({ err, documentId: job.documentId }, 'documents: the queue could not record a document');
      })
      .finally(() => {
        this.running.delete(job.documentId);
        this.wake();
      });
    this.running.set(job.documentId, p);
  }

  private async renewLeases(): Promise<void> {
    if (this.stopping || this.running.size === 0) return;
    await this.opts
      .knex('document_queue')
      .where({ owner: this.owner })
      .whereIn('document_id', [...this.running.keys()])
      .update({ lease_until: this.opts.knex.raw(`now() + ? * interval '1 millisecond'`, [this.leaseMs]) })
      .catch((err: unknown) => this.opts.logger.warn({ err }, 'documents: the leases of documents being read could not be renewed'));
  }
}
