// Per-user read cache: a GET's answer kept serialised (body bytes + ETag) in process, so a repeated
// read costs no query and no JSON.stringify, and a matching If-None-Match costs no body at all.
//
// Only the mechanism lives here; which keys a route uses and which changes drop them is wired by
// the views and app/ (docs/decisions/0006-read-and-write-speed.md, "Per-user read cache").
//
// Consistency, as for the session cache (session-cache.ts):
// - An entry is dropped by a signal on READ_SIGNAL (infra/db/signals.ts) naming its key, or its
//   scope (`scope:*`), or everything (`*`). The process that publishes drops at once, before
//   `publish` awaits; other processes when the NOTIFY arrives.
// - A load that raced a drop is not kept; nothing is cached while the signals' connection is down
//   and everything goes when it comes back; entries live at most `ttlMs` (60 s) and at most until
//   the `expiresAt` the loader gives (answers that change with the clock).
// - Memory: least recently used entries go first past `maxBytes` (default 32 MiB of bodies) or
//   `maxEntries` (default 20,000).
// - Compression: an answer of 1 KiB or more is also kept gzipped (compressed once, when it is
//   loaded) and sent so to a client that accepts gzip (every browser): a Find My PI search of 100
//   investigators is ~10× smaller on the wire, and no request pays for compressing it.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'koa';
import type { Signals } from '../db/signals.js';
import { SignalledCache, type CacheOptions } from './session-cache.js';

/** The topic of read-cache drops. Payload: `scope:key`, `scope:*` (the whole scope) or `*`. */
export const READ_SIGNAL = 'read';

/** What Koa's `ctx.type = 'application/json'` sets, set directly on every cached answer. */
const JSON_TYPE = 'application/json; charset=utf-8';

export interface CachedAnswer {
  body: Buffer;
  etag: string;
  /** The body gzipped, for answers of GZIP_MIN_BYTES or more. */
  gzip?: Buffer;
}

/** Smaller answers go as they are: gzip would save a few hundred bytes at most. */
export const GZIP_MIN_BYTES = 1024;

/**
 * Whether the request's Accept-Encoding takes gzip: named (or `*`) and not refused with q=0.
 * A string test, not Koa's negotiator, on the cached read's hot path.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let any: boolean | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params.map((p) => p.replace(/\s+/g, '')).find((p) => p.toLowerCase().startsWith('q='));
    const ok = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip') return ok;
    any = ok;
  }
  return any === true;
}

export interface Loaded<F = unknown> {
  /** The answer (serialised with JSON.stringify once, on a miss). */
  value: unknown;
  /** The answer already serialised as JSON (e.g. built by the database): kept as is, `value` unused. */
  json?: string;
  /** When the answer stops being true by itself (the clock), in ms since the epoch. */
  expiresAt?: number;
  /** False: answer it, but do not keep it (it is about to change without a signal). */
  keep?: boolean;
  /**
   * Other names in the scope whose drop drops this answer too: a list of cases also goes when any
   * case on it changes (`case:12`), whoever's list it is. The signal names the thing that changed;
   * each process finds the answers built from it.
   */
  dependsOn?: readonly string[];
  /** What the per-request check needs of the answer (the case's owner and payment), kept with it. */
  facts?: F;
}

export interface ReadCacheOptions extends Omit<CacheOptions, 'sizeOf'> {
  maxBytes?: number;
}

/** Drops carried by signals: `publish` them with `readKey` / `readScope`. */
export const readKey = (scope: string, key: string | number) => `${scope}:${key}`;
export const readScope = (scope: string) => `${scope}:*`;

/** `scope:userId` for each event's `data.userId`; the whole scope when an event names no user. */
export function userKeys(scope: string, events: readonly { data: unknown }[]): string[] {
  const keys = new Set<string>();
  for (const e of events) {
    const id = (e.data as { userId?: unknown } | null)?.userId;
    if (typeof id !== 'number') return [readScope(scope)];
    keys.add(readKey(scope, id));
  }
  return [...keys];
}

export class ReadCache {
  readonly cache: SignalledCache<CachedAnswer>;
  /** `scope:name` → the entries that depend on it (and the value each was stored with). */
  private readonly dependents = new Map<string, Map<string, Stored>>();
  /** Drops by dependency while loads are in flight: a load that started before one is not kept. */
  private readonly droppedAt = new Map<string, number>();
  private drops = 0;
  private loading = 0;

  constructor(signals: Pick<Signals, 'live' | 'onReset' | 'on'>, opts: ReadCacheOptions = {}) {
    this.cache = new SignalledCache<CachedAnswer>(signals, {
      ttlMs: opts.ttlMs ?? 60_000,
      maxEntries: opts.maxEntries ?? 20_000,
      maxBytes: opts.maxBytes ?? 32 * 1024 * 1024,
      // The body (and its gzip), its ETag and the key: what an entry holds beyond a few pointers.
      sizeOf: (v) => (v as CachedAnswer).body.length + ((v as CachedAnswer).gzip?.length ?? 0) + 200,
      onRemove: (key, v) => this.forget(key, v as Stored),
    });
    signals.on(READ_SIGNAL, (payload) => this.drop(payload));
  }

  /** Drops `scope:key` (and every entry that depends on it), a whole `scope:*`, or `*` (everything). */
  drop(payload: string): void {
    if (payload === '*') return this.cache.clear();
    if (payload.endsWith(':*')) return this.cache.dropTagged(payload.slice(0, -2));
    this.cache.drop(payload);
    const dependents = this.dependents.get(payload);
    if (dependents) {
      this.dependents.delete(payload);
      for (const key of dependents.keys()) this.cache.drop(key);
    }
    if (this.loading > 0) this.droppedAt.set(payload, ++this.drops);
  }

  private forget(key: string, v: Stored): void {
    for (const dep of v.dependsOn ?? []) {
      const dependents = this.dependents.get(dep);
      if (dependents?.get(key) !== v) continue;
      dependents.delete(key);
      if (dependents.size === 0) this.dependents.delete(dep);
    }
  }

  get hits(): number {
    return this.cache.hits;
  }

  get misses(): number {
    return this.cache.misses;
  }

  /**
   * Answers `ctx` with the JSON under `scope:key`: from the cache, or from `load` (then kept).
   * `check`, when given, runs on every request with the answer's facts before anything is sent
   * (it throws to refuse). Sets the ETag; a matching If-None-Match gets 304 unless the route said
   * `no-store`.
   */
  respond<F>(
    ctx: Context,
    scope: string,
    key: string | number,
    load: () => Promise<Loaded<F>>,
    check?: (facts: F) => void,
  ): Promise<void> | void {
    const cacheKey = readKey(scope, key);
    // A hit is answered here and now: no promise, no await.
    const held = this.cache.peek(cacheKey) as Stored | undefined;
    if (held !== undefined) return this.send(ctx, held, check);
    return this.loadAndSend(ctx, scope, cacheKey, load, check);
  }

  private async loadAndSend<F>(
    ctx: Context,
    scope: string,
    cacheKey: string,
    load: () => Promise<Loaded<F>>,
    check?: (facts: F) => void,
  ): Promise<void> {
    const started = this.drops;
    this.loading += 1;
    let answer: Stored | undefined;
    try {
      answer = (await this.cache.get(
        cacheKey,
        async (): Promise<Stored> => {
          const loaded = await load();
          const body = Buffer.from(loaded.json ?? JSON.stringify(loaded.value));
          const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
          const gzip = body.length >= GZIP_MIN_BYTES ? gzipSync(body) : undefined;
          const dependsOn = loaded.dependsOn?.map((name) => readKey(scope, name));
          return { body, etag, gzip, expiresAt: loaded.expiresAt, keep: loaded.keep, dependsOn, facts: loaded.facts };
        },
        (v) => this.metaOf(cacheKey, scope, v as Stored, started),
      )) as Stored;
    } finally {
      this.loading -= 1;
      if (this.loading === 0) this.droppedAt.clear();
    }
    this.send(ctx, answer, check);
  }

  /** The check on the answer's facts, then the answer: its bytes, or 304 when If-None-Match matches. */
  private send<F>(ctx: Context, answer: Stored, check?: (facts: F) => void): void {
    check?.(answer.facts as F);
    const { body, etag, gzip } = answer;
    const cacheControl = ctx.response.get('Cache-Control');
    // The type first, as the final string: Koa's body setter then neither looks up nor sets 'bin'
    // only for it to be replaced, and no per-request MIME lookup runs (same header as before).
    ctx.set('Content-Type', JSON_TYPE);
    if (gzip) {
      // The same weak ETag for both encodings: the same answer (RFC 9110 §8.8.1).
      ctx.vary('Accept-Encoding');
      if (acceptsGzip(ctx.get('Accept-Encoding'))) {
        ctx.set('Content-Encoding', 'gzip');
        ctx.body = gzip;
      } else ctx.body = body;
    } else ctx.body = body;
    if (cacheControl && /no-store/i.test(cacheControl)) return;
    ctx.set('ETag', etag);
    if (!cacheControl) ctx.set('Cache-Control', 'private, no-cache');
    ctx.vary('Cookie');
    if (ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
      ctx.remove('Content-Encoding');
    }
  }

  /** Whether a loaded answer is kept: not if anything it depends on was dropped while it loaded. */
  private metaOf(key: string, scope: string, v: Stored, started: number) {
    let keep = v.keep !== false;
    for (const dep of v.dependsOn ?? []) if ((this.droppedAt.get(dep) ?? 0) > started) keep = false;
    if (keep) {
      for (const dep of v.dependsOn ?? []) {
        let dependents = this.dependents.get(dep);
        if (!dependents) this.dependents.set(dep, (dependents = new Map()));
        dependents.set(key, v);
      }
    }
    return { tag: scope, expiresAt: v.expiresAt, keep };
  }
}

type Stored = CachedAnswer & Pick<Loaded, 'expiresAt' | 'keep' | 'facts'> & { dependsOn?: string[] };
