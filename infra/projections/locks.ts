// Leadership per projector and per reaction: each loop runs only while this process holds that
// loop's Postgres advisory lock. One connection per process holds all of its locks (session
// locks, released by the server when the connection ends), with TCP keepalive and a heartbeat so
// a dead connection is noticed; when it is lost every loop pauses and tries to take its lock again.
//
// Spreading: each process takes at most its fair share of a kind's locks — ceil(locks / processes
// running that kind), the processes counted from pg_stat_activity by the lock connections'
// application_name — and gives back what it holds beyond it, so a second projector process ends
// up running half of the views, and the survivor takes them all back when it goes.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../logger/index.js';

export type LockKind = 'projector' | 'reaction';

const APP_NAME = 'casebook-runner';

export interface LeaderLocksOptions {
  url: string;
  logger: Logger;
  /** The kinds of loop this process runs (empty: it only takes rebuild locks). */
  kinds: readonly LockKind[];
  /** How often the connection is checked and the processes counted. */
  heartbeatMs: number;
}

export class LeaderLocks {
  private client: pg.Client | undefined;
  private readonly held = new Map<string, LockKind | 'exclusive'>();
  private peers: Record<LockKind, number> = { projector: 1, reaction: 1 };
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private beating = false;
  private closed = false;
  /** Emits 'lost' when the lock connection ends: every lock of this process is gone. */
  readonly events = new EventEmitter();
  /** The server process of the lock connection (operators and tests can end it). */
  pid: number | undefined;

  constructor(private readonly opts: LeaderLocksOptions) {}

  get applicationName(): string {
    return [APP_NAME, ...this.opts.kinds].join(' ');
  }

  isHeld(name: string): boolean {
    return this.held.has(name);
  }

  heldNames(): string[] {
    return [...this.held.keys()];
  }

  private heldCount(kind: LockKind): number {
    let n = 0;
    for (const k of this.held.values()) if (k === kind) n += 1;
    return n;
  }

  fairShare(kind: LockKind, total: number): number {
    return Math.ceil(total / Math.max(1, this.peers[kind]));
  }

  /** Lock operations run one at a time: a check and the query it leads to see the same state. */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => {});
    return run;
  }

  /** Takes `name` if it is free and this process holds less than its fair share of `kind`. */
  acquire(name: string, kind: LockKind, total: number): Promise<boolean> {
    return this.serial(async () => {
      if (this.held.has(name)) return true;
      if (this.heldCount(kind) >= this.fairShare(kind, total)) return false;
      return this.tryLock(name, kind);
    });
  }

  /** Takes `name` whatever the share (a rebuild's lock); false when another process holds it. */
  acquireExclusive(name: string): Promise<boolean> {
    return this.serial(async () => (this.held.has(name) ? false : this.tryLock(name, 'exclusive')));
  }

  private async tryLock(name: string, kind: LockKind | 'exclusive'): Promise<boolean> {
    const client = await this.connection();
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [name]);
    if (client !== this.client) return false; // lost while asking: the lock went with it
    if (!rows[0]?.ok) return false;
    this.held.set(name, kind);
    this.opts.logger.info({ lock: name }, 'leader lock acquired');
    return true;
  }

  /** Gives `name` back when this process holds more than its fair share of `kind`. */
  releaseIfOverShare(name: string, kind: LockKind, total: number): Promise<boolean> {
    return this.serial(async () => {
      if (!this.held.has(name) || this.heldCount(kind) <= this.fairShare(kind, total)) return false;
      await this.unlock(name);
      this.opts.logger.info({ lock: name, share: this.fairShare(kind, total) }, 'leader lock handed over to another process');
      return true;
    });
  }

  release(name: string): Promise<void> {
    return this.serial(() => this.unlock(name));
  }

  private async unlock(name: string): Promise<void> {
    if (!this.held.delete(name)) return;
    const client = this.client;
    if (!client) return;
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch((err) => this.lost(client, err));
  }

  private async connection(): Promise<pg.Client> {
    if (this.closed) throw new Error('The lock connection is closed');
    if (this.client) return this.client;
    const client = new pg.Client({
      connectionString: this.opts.url,
      application_name: this.applicationName,
      // A peer that vanished (cable, VM) is found by the kernel's probes; the heartbeat finds it sooner.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      query_timeout: Math.max(5_000, this.opts.heartbeatMs * 2),
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      this.pid = rows[0]?.pid;
    } catch (err) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw err;
    }
    this.client = client;
    await this.heartbeat();
    this.timer ??= setInterval(() => void this.heartbeat(), this.opts.heartbeatMs);
    this.timer.unref();
    return client;
  }

  /** Checks the connection and counts the processes that run each kind of loop. */
  private async heartbeat(): Promise<void> {
    const client = this.client;
    if (!client || this.beating) return;
    this.beating = true;
    try {
      const { rows } = await client.query<{ projector: number; reaction: number }>(
        `select count(*) filter (where application_name like $1)::int as projector,
                count(*) filter (where application_name like $2)::int as reaction
           from pg_stat_activity where datname = current_database()`,
        [`${APP_NAME} %projector%`, `${APP_NAME} %reaction%`],
      );
      const r = rows[0];
      if (r) this.peers = { projector: Math.max(1, r.projector), reaction: Math.max(1, r.reaction) };
    } catch (err) {
      this.lost(client, err);
    } finally {
      this.beating = false;
    }
  }

  private lost(client: pg.Client, err?: unknown): void {
    if (client !== this.client) return;
    this.client = undefined;
    this.pid = undefined;
    const locks = this.heldNames();
    this.held.clear();
    if (!this.closed) {
      this.opts.logger.error({ err, locks }, 'leader lock connection lost; its loops pause until they take their locks again');
    }
    client.end().catch(() => {});
    this.events.emit('lost');
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.queue;
    const client = this.client;
    this.client = undefined;
    this.held.clear();
    await client?.end().catch(() => {});
  }
}
