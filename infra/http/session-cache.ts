// What an authenticated request needs before its route runs — its session and its user — kept in
// memory, so a GET that reads nothing else costs no query at all.
//
// Consistency (docs/decisions/0006-read-and-write-speed.md):
// - Every change that can end a session or alter a user publishes a signal (infra/db/signals.ts):
//   a session destroyed (logout), every session of a user ended (password change, erasure), a
//   user's row in the users view written (the view's projector, via app/), a view rebuilt.
// - In the process that made the change the entry is dropped synchronously, before the request
//   that made it answers: exact. Other processes drop it when Postgres delivers the NOTIFY.
// - A load that raced an invalidation is not kept (generation check), entries live at most
//   `ttlMs` (a floor under any signal ever lost) and nothing is cached while the listening
//   connection is down (`signals.live`); on reconnect everything is dropped.
import type { Signals } from '../db/signals.js';
import type { SessionData } from './session-store.js';
import type { SessionUser } from './state.js';
import type { UserResolver } from './auth.js';

export interface CacheOptions {
  /** Longest an entry is trusted without a signal (default 60 s). */
  ttlMs?: number;
  /** Entries kept at most; the least recently used go first (default 10,000). */
  maxEntries?: number;
  /** Bytes kept at most, as `sizeOf` counts them; the least recently used go first (default: no bound). */
  maxBytes?: number;
  /** The size of a value in bytes (for `maxBytes`; default 0). */
  sizeOf?: (value: unknown) => number;
  /** Told of every entry that leaves (dropped, expired, evicted, cleared), with its value. */
  onRemove?: (key: string, value: unknown) => void;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
  tag?: string;
  size: number;
}

/** What `get` is told about a loaded value: its tag, when it stops being true, whether to keep it at all. */
export interface EntryMeta {
  tag?: string;
  expiresAt?: number;
  /** False: answer the value but do not cache it (it is about to change anyway). */
  keep?: boolean;
}

/** A map whose entries signals drop; loads that raced a drop are not kept. */
export class SignalledCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Loads in flight per key: a drop of the key marks them stale. */
  private readonly loading = new Map<string, Set<{ stale: boolean }>>();
  /** Bumped by the drops that cannot name the keys they hit (by tag, everything). */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly sizeOf: (value: unknown) => number;
  private readonly onRemove?: (key: string, value: unknown) => void;
  private totalBytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly signals: Pick<Signals, 'live' | 'onReset'>,
    opts: CacheOptions = {},
  ) {
    this.ttlMs = opts.ttlMs ?? 60_000;
    this.maxEntries = opts.maxEntries ?? 10_000;
    this.maxBytes = opts.maxBytes ?? Infinity;
    this.sizeOf = opts.sizeOf ?? (() => 0);
    this.onRemove = opts.onRemove;
    signals.onReset(() => this.clear());
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes held, as `sizeOf` counts them. */
  get bytes(): number {
    return this.totalBytes;
  }

  /** The value under `key` when it is held and still trusted (a hit), without loading anything. */
  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (hit === undefined || hit.expiresAt <= Date.now() || !this.signals.live) return undefined;
    this.hits += 1;
    // Least recently used first out: a hit moves the entry to the end of the map's order.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  async get(key: string, load: () => Promise<V | undefined>, meta?: (v: V) => EntryMeta): Promise<V | undefined> {
    const cached = this.peek(key);
    if (cached !== undefined) return cached;
    return this.load(key, load, meta);
  }

  /** A miss: loads `key` and keeps the value unless a signal about it arrived meanwhile. */
  private async load(key: string, load: () => Promise<V | undefined>, meta: (v: V) => EntryMeta = () => ({})): Promise<V | undefined> {
    const now = Date.now();
    if (this.entries.has(key)) this.remove(key);
    this.misses += 1;
    const generation = this.generation;
    const token = { stale: false };
    let tokens = this.loading.get(key);
    if (!tokens) this.loading.set(key, (tokens = new Set()));
    tokens.add(token);
    let value: V | undefined;
    try {
      value = await load();
    } finally {
      tokens.delete(token);
      if (tokens.size === 0 && this.loading.get(key) === tokens) this.loading.delete(key);
    }
    // Kept only if no signal about it arrived while it loaded (it may show the state before the change).
    if (value !== undefined && !token.stale && generation === this.generation && this.signals.live) {
      const m = meta(value);
      const expiresAt = Math.min(now + this.ttlMs, m.expiresAt ?? Infinity);
      const size = this.sizeOf(value);
      if (m.keep !== false && expiresAt > now && size <= this.maxBytes) {
        this.remove(key);
        this.entries.set(key, { value, tag: m.tag, expiresAt, size });
        this.totalBytes += size;
        while (this.entries.size > this.maxEntries || this.totalBytes > this.maxBytes) this.remove(this.entries.keys().next().value!);
      }
    }
    return value;
  }

  private remove(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.totalBytes -= e.size;
    this.onRemove?.(key, e.value);
  }

  drop(key: string): void {
    for (const t of this.loading.get(key) ?? []) t.stale = true;
    this.remove(key);
  }

  /** Drops every entry stored with `tag`. */
  dropTagged(tag: string): void {
    this.generation += 1;
    for (const [k, e] of this.entries) if (e.tag === tag) this.remove(k);
  }

  clear(): void {
    this.generation += 1;
    if (this.onRemove) for (const [k, e] of this.entries) this.onRemove(k, e.value);
    this.entries.clear();
    this.totalBytes = 0;
  }
}

export interface SessionStore {
  get(key: string): Promise<SessionData | undefined>;
  set(key: string, sess: SessionData, maxAge: number | 'session' | undefined): Promise<void>;
  destroy(key: string): Promise<void>;
}

/** Topics of the signals the session and user caches listen to. */
export const SESSION_SIGNALS = {
  /** Payload: the session's key. */
  session: 'session',
  /** Payload: the user id whose sessions all ended. */
  userSessions: 'user-sessions',
  /** Payload: the user id whose users-view row changed, or '*' for all. */
  user: 'user',
} as const;

/** koa-session's store with a signalled cache in front of `inner` (which publishes its own changes). */
export function cachedSessionStore(
  inner: SessionStore,
  signals: Signals,
  opts: CacheOptions = {},
): SessionStore & { cache: SignalledCache<SessionData> } {
  const cache = new SignalledCache<SessionData>(signals, opts);
  signals.on(SESSION_SIGNALS.session, (key) => cache.drop(key));
  signals.on(SESSION_SIGNALS.userSessions, (userId) => cache.dropTagged(userId));
  const meta = (s: SessionData) => ({
    tag: typeof s.userId === 'number' ? String(s.userId) : undefined,
    expiresAt: typeof s._expire === 'number' ? s._expire : undefined,
  });
  return {
    cache,
    get(key) {
      // koa-session copies the fields into its own object; a copy keeps the cached one intact.
      const held = cache.peek(key);
      if (held !== undefined) return Promise.resolve({ ...held });
      return cache.get(key, () => inner.get(key), meta).then((s) => (s ? { ...s } : undefined));
    },
    async set(key, sess, maxAge) {
      await inner.set(key, sess, maxAge);
      cache.drop(key);
    },
    async destroy(key) {
      await inner.destroy(key);
      cache.drop(key);
    },
  };
}

/** The signed-in user's row, cached until a signal says it changed. */
export function cachedUserResolver(
  resolve: UserResolver,
  signals: Signals,
  opts: CacheOptions = {},
): UserResolver & { cache: SignalledCache<SessionUser> } {
  const cache = new SignalledCache<SessionUser>(signals, opts);
  signals.on(SESSION_SIGNALS.user, (userId) => (userId === '*' ? cache.clear() : cache.drop(userId)));
  // Ending a user's sessions (erasure) says nothing about the row, but an erased user's row goes:
  // dropping it too costs one query on the next request.
  signals.on(SESSION_SIGNALS.userSessions, (userId) => cache.drop(userId));
  // A held user is answered at once (no promise): loadSessionUser awaits only a load.
  const resolver = (userId: number): SessionUser | undefined | Promise<SessionUser | undefined> => {
    const key = String(userId);
    const held = cache.peek(key);
    if (held !== undefined) return { ...held };
    return cache.get(key, async () => resolve(userId)).then((u) => (u ? { ...u } : undefined));
  };
  return Object.assign(resolver, { cache });
}
