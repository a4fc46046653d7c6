// Idempotency keys for commands (docs/api.md "Idempotency keys", decision 0017).
//
// A signed-in client that sends `Idempotency-Key: <key>` with a POST/PUT/PATCH/DELETE under /api/
// may repeat the request (its answer was lost: a reset connection, a timeout) and gets the first
// answer back, with `Idempotent-Replayed: true`, and nothing appended a second time. Keys are kept
// per user in the `idempotency_keys` table for 24 hours (IDEMPOTENCY_KEY_HOURS):
//
// - first request: a row `running` with a lease is inserted, the command runs, and an answer below
//   500 is stored with the row (`done`). A 5xx or an error before anything was appended deletes the
//   row: the retry runs the command afresh, which is safe since nothing happened. So does a refusal
//   thrown by the route (a 4xx error: validation, conflict): nothing was appended;
// - the same key again: `done` → the stored answer; `running` and leased → 409
//   IDEMPOTENCY_IN_PROGRESS with Retry-After (the first is still being served); a different method,
//   path or body → 422 IDEMPOTENCY_KEY_REUSED;
// - a command that appended and then answered an error of its own (the chat's 504 AI_TIMEOUT once
//   the message is kept) stores that answer like any other; one that appended and then failed
//   unexpectedly is marked `applied`; so is every running row as soon as the command appends. A
//   retry of an `applied` key whose first answer never got stored (its process was killed after
//   the append) answers 409 IDEMPOTENCY_APPLIED: the command took effect once, and its outcome is
//   visible in the reads; it is never run twice. A `running` row whose lease ran out without an
//   append (its process died before doing anything) is taken over and the command runs. The lease
//   is renewed while the request runs, so it runs out only after its process stops renewing it.
//
// A stored answer can quote what the user wrote (a case, a chat reply), so it is sealed with the
// requesting user's data key (infra/crypto/view-cipher.ts, decision 0056): a copy of the database
// reads ciphertext, and once the user is erased (their key shredded) no copy can open it. Erasure
// also deletes the user's keys (`forgetIdempotencyKeys`).
import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Knex } from 'knex';
import { retryWhileDatabaseUnavailable } from '../db/unavailable.js';
import { currentScope, trackUnsettled } from '../consistency/unsettled.js';
import type { ViewCipher } from '../crypto/view-cipher.js';
import { AppError } from './errors.js';
import type { AppState } from './state.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a key is kept (as Stripe's): a retry comes within minutes; a day leaves ample margin. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export const idempotencyMigration = {
  name: 'platform_idempotency_keys',
  async up(knex: Knex) {
    await knex.schema.createTable('idempotency_keys', (t) => {
      t.integer('user_id').notNullable();
      t.text('key').notNullable();
      /** sha256 of method, path and body: the same key with another request is refused. */
      t.text('fingerprint').notNullable();
      /** The first attempt's request id, kept as the correlation id of the events of every attempt. */
      t.text('request_id').notNullable();
      /** running | applied | done */
      t.text('state').notNullable();
      t.integer('status').nullable();
      t.text('body').nullable();
      t.text('content_type').nullable();
      t.timestamp('lease_until', { useTz: true }).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['user_id', 'key']);
      t.index(['created_at']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('idempotency_keys');
  },
};

interface Row {
  user_id: number;
  key: string;
  fingerprint: string;
  request_id: string;
  state: 'running' | 'applied' | 'done';
  status: number | null;
  body: string | null;
  content_type: string | null;
  lease_until: Date;
}

export interface IdempotencyOptions {
  knex: Knex;
  /** Seals each stored answer with the requesting user's data key, and opens it for the replay. */
  cipher: Pick<ViewCipher, 'seal' | 'open'>;
  /** How long a first attempt holds its key before a retry may take it over (default 30 s). */
  leaseMs?: number;
}

const KEY = /^[\x21-\x7e]{1,255}$/;

/** What a stored answer is sealed for (with the user's id): its own key, so no row's answer opens as another's. */
const bodyPurpose = (key: string) => `idempotency_keys.body ${key}`;

const APPLIED_MESSAGE = 'This request was carried out, but its answer was lost. Reload to see the result; do not repeat it.';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function fingerprint(ctx: Context): string {
  const raw = (ctx.request as { rawBody?: unknown }).rawBody;
  // Multipart bodies (uploads) are streamed to the route, not buffered, and a retry has another
  // boundary: the method and path alone identify them.
  const body = typeof raw === 'string' ? raw : ctx.is('multipart') ? 'multipart' : '';
  return createHash('sha256').update(`${ctx.method} ${ctx.path}\n${body}`).digest('base64url');
}

function refuse(ctx: Context, status: number, code: string, message: string, retryAfter?: number): void {
  ctx.status = status;
  ctx.body = { message, code };
  if (retryAfter !== undefined) ctx.set('Retry-After', String(retryAfter));
}

export const idempotencyKeys = (opts: IdempotencyOptions) =>
  async function idempotencyKeys(ctx: Context & { state: AppState }, next: Next) {
    const key = ctx.get(IDEMPOTENCY_HEADER);
    if (!key || !MUTATING.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
    const user = ctx.state.user;
    // Keys are per user: without a session (sign-in, registration) there is no one to keep them for.
    if (!user) return next();
    if (!KEY.test(key)) {
      return refuse(ctx, 400, 'VALIDATION', `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters`);
    }
    const { knex } = opts;
    const leaseMs = opts.leaseMs ?? 30_000;
    const print = fingerprint(ctx);
    const lease = () => new Date(Date.now() + leaseMs);

    const inserted = await knex('idempotency_keys')
      .insert({ user_id: user.id, key, fingerprint: print, request_id: ctx.state.requestId, state: 'running', lease_until: lease() })
      .onConflict(['user_id', 'key'])
      .ignore()
      .returning('key');
    let requestId = ctx.state.requestId;
    if (inserted.length === 0) {
      const row = (await knex('idempotency_keys').where({ user_id: user.id, key }).first()) as Row | undefined;
      if (!row)
        return refuse(
          ctx,
          409,
          'IDEMPOTENCY_IN_PROGRESS',
          'A request with this idempotency key is being handled. Please try again in a moment.',
          1,
        );
      if (row.fingerprint !== print) {
        return refuse(ctx, 422, 'IDEMPOTENCY_KEY_REUSED', `This ${IDEMPOTENCY_HEADER} was used for a different request.`);
      }
      if (row.state === 'done') {
        const answer = row.body === null ? null : await opts.cipher.open(user.id, bodyPurpose(key), row.body);
        // Sealed with a key that is gone: the answer cannot be given back, and the command ran.
        if (row.body !== null && answer === null) return refuse(ctx, 409, 'IDEMPOTENCY_APPLIED', APPLIED_MESSAGE);
        ctx.status = row.status ?? 200;
        ctx.set('Idempotent-Replayed', 'true');
        if (answer !== null) {
          ctx.body = answer;
          ctx.type = row.content_type ?? 'application/json';
        }
        return;
      }
      const leased = new Date(row.lease_until).getTime() > Date.now();
      if (row.state === 'applied' && leased) {
        // Appended; the first attempt is waiting for its views or storing its answer.
        return refuse(
          ctx,
          409,
          'IDEMPOTENCY_IN_PROGRESS',
          'A request with this idempotency key is being handled. Please try again in a moment.',
          1,
        );
      }
      if (row.state === 'applied') {
        return refuse(ctx, 409, 'IDEMPOTENCY_APPLIED', APPLIED_MESSAGE);
      }
      if (leased) {
        return refuse(
          ctx,
          409,
          'IDEMPOTENCY_IN_PROGRESS',
          'A request with this idempotency key is being handled. Please try again in a moment.',
          1,
        );
      }
      // The first attempt's process died before appending anything: take the key over (one taker wins).
      const taken = await knex('idempotency_keys')
        .where({ user_id: user.id, key, state: 'running' })
        .andWhere('lease_until', '<=', knex.fn.now())
        .update({ lease_until: lease() });
      if (taken === 0)
        return refuse(
          ctx,
          409,
          'IDEMPOTENCY_IN_PROGRESS',
          'A request with this idempotency key is being handled. Please try again in a moment.',
          1,
        );
      requestId = row.request_id;
    }
    // Every attempt's events carry the first attempt's id as their correlation id.
    if (requestId !== ctx.state.requestId) {
      ctx.state.log = ctx.state.log.child({ firstRequestId: requestId });
      ctx.state.requestId = requestId;
      ctx.set('X-Request-Id', requestId);
    }
    const here = { user_id: user.id, key };

    // The first append marks the row at once, so that a retry after this process dies never runs the command again.
    const scope = currentScope();
    const tracked = scope ? { result: next(), unsettled: scope } : trackUnsettled(() => next());
    let markedApplied: Promise<unknown> | undefined;
    tracked.unsettled.onAppended = () => {
      markedApplied = knex('idempotency_keys')
        .where({ ...here, state: 'running' })
        .update({ state: 'applied' })
        .catch(() => {});
    };
    // Failed after appending: retries learn at once that it was applied (no lease to wait out).
    const applied = () =>
      retryWhileDatabaseUnavailable(
        () => knex('idempotency_keys').where(here).update({ state: 'applied', lease_until: new Date() }),
        5_000,
      ).catch(() => {});
    // The client has its answer even if storing fails; only a retry of a retry would miss it. The
    // answer is stored sealed; a user with no key left (erased meanwhile) has it kept as applied.
    const store = async (status: number, body: string | null, contentType: string | null) => {
      try {
        const sealed = body === null ? null : await opts.cipher.seal(user.id, bodyPurpose(key), body);
        if (body !== null && sealed === null) return await applied();
        await retryWhileDatabaseUnavailable(
          () => knex('idempotency_keys').where(here).update({ state: 'done', status, body: sealed, content_type: contentType }),
          5_000,
        );
      } catch (err) {
        ctx.state.log?.warn({ err }, 'could not store the answer of an idempotent request');
      }
    };
    const forget = () =>
      knex('idempotency_keys')
        .where(here)
        .whereNot({ state: 'done' })
        .delete()
        .catch(() => {});
    // The lease is renewed while the request runs (every third of it), so a request that runs
    // longer than one lease is never taken over and run a second time by a retry; the lease only
    // runs out once this process stops renewing it: it died, or it cannot reach the database for
    // two thirds of a lease (then a retry may take a key whose first attempt has not appended yet).
    const renewal = setInterval(
      () => {
        void knex('idempotency_keys')
          .where(here)
          .whereIn('state', ['running', 'applied'])
          // Only a lease still held: never one that applied() has just ended.
          .andWhere('lease_until', '>', knex.fn.now())
          .update({ lease_until: lease() })
          .catch(() => {});
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    renewal.unref();
    try {
      await tracked.result;
    } catch (err) {
      clearInterval(renewal);
      await markedApplied;
      if (!tracked.unsettled.appended) await forget();
      else if (err instanceof AppError) {
        // The route's own answer after appending (e.g. the chat's 504 AI_TIMEOUT once the message
        // is kept): it is the first answer, replayed as the error middleware renders it.
        await store(
          err.status,
          JSON.stringify({ message: err.message, code: err.code, ...(err.details !== undefined ? { details: err.details } : {}) }),
          'application/json; charset=utf-8',
        );
      } else await applied();
      throw err;
    }
    clearInterval(renewal);
    await markedApplied;
    if (ctx.status >= 500 && !tracked.unsettled.appended) {
      await forget();
      return;
    }
    const body: unknown = ctx.body;
    const storable =
      body === null ||
      body === undefined ||
      typeof body === 'string' ||
      (typeof body === 'object' && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function');
    if (!storable) {
      // A streamed answer cannot be replayed: the key still guards against a second run.
      await applied();
      return;
    }
    const text = body === null || body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
    await store(ctx.status, text, text === null ? null : ctx.response.get('Content-Type') || 'application/json');
  };

/** Deletes keys older than `hours` (the sweep of the api role). */
/**
 * Forgets every key of a user with its stored answers (erasure): an answer can quote what the user
 * wrote (a chat message, a case's facts), which must not outlive the user's shredded key.
 */
export async function forgetIdempotencyKeys(knex: Knex, userId: number): Promise<number> {
  return knex('idempotency_keys').where({ user_id: userId }).delete();
}

export async function sweepIdempotencyKeys(knex: Knex, hours = IDEMPOTENCY_KEY_HOURS): Promise<number> {
  return knex('idempotency_keys')
    .where('created_at', '<', new Date(Date.now() - hours * 3600_000))
    .delete();
}
